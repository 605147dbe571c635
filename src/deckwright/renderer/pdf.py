"""Imposition with ReportLab: a deck's cards on sheets, as a vector PDF.

Every distinct face is drawn once into its own form XObject whose bounding box is the card's
bleed box (which also clips it), then placed once per copy. Text stays text, drawings stay
vectors, and a card's exact place and size can be read back from the PDF (a ``cm`` before each
``Do``, the form's ``/BBox``).

Page order: with ``duplex`` each front page is followed by its back page; without it all front
pages come first, then all back pages (laid out for the same flip, so a two-pass manual duplex
lines up too); with ``gutter_fold`` each page holds fronts and upside-down backs. Crop marks go
on front pages only, in the margins; ``guides`` outline the trim (solid) and the safe zone
(dashed) of every front.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import BinaryIO, Callable

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfdoc import PDFResourceDictionary
from reportlab.pdfgen.canvas import Canvas

from . import Deck, Face, PrintItem
from .fonts import font_name
from .sheets import SAFE_ZONE, Segment, Sheet

MARK_WIDTH = 0.5  # points; print shops ask for at least 0.25 pt
RULER = 15  # calibration rulers reach this many mm either side of the cross


@dataclass(frozen=True)
class PrintOptions:
    """How a deck is imposed."""

    sheet: Sheet
    duplex: bool = False
    crop_marks: bool = True
    guides: bool = False

    def key(self) -> str:
        return repr(asdict(self))


def write_pdf(target: Path | BinaryIO, deck: Deck, options: PrintOptions,
              progress: Callable[[int], None] | None = None) -> list[str]:
    """Write ``deck`` as a PDF to ``target``; return the faces' warnings. ``progress(n)`` is told of n more cards placed."""
    sheet = options.sheet
    canvas = _canvas(target, sheet, deck.title)
    warnings = _define_forms(canvas, deck, sheet)
    cards = deck.copies()
    chunks = [cards[start:start + sheet.per_page] for start in range(0, len(cards), sheet.per_page)]
    if sheet.gutter_fold:
        for chunk in chunks:
            _front_page(canvas, chunk, options)
            _place_all(canvas, chunk, sheet.back, sheet, lambda item: item.back, upside_down=True)
            _lines(canvas, sheet.fold_marks(), dash=(2, 2))
            canvas.showPage()
            _tick(progress, len(chunk))
    else:
        for chunk in chunks:
            _front_page(canvas, chunk, options)
            canvas.showPage()
            _tick(progress, len(chunk))
            if options.duplex:
                _back_page(canvas, chunk, sheet)
        if not options.duplex:
            for chunk in chunks:
                _back_page(canvas, chunk, sheet)
    canvas.save()
    return warnings


def write_calibration(target: Path | BinaryIO, sheet: Sheet) -> None:
    """A duplex page pair for finding ``--back-offset``: a cross on the front, rulers on the back."""
    canvas = _canvas(target, sheet, "deckwright duplex calibration")
    pw, ph = sheet.paper
    cx, cy = pw / 2, ph / 2
    _lines(canvas, [((cx - RULER, cy), (cx + RULER, cy)), ((cx, cy - RULER), (cx, cy + RULER))])
    canvas.setFont(font_name(), 9)
    for number, line in enumerate((
        (f"Print this page duplex, flipped on the {sheet.flip} edge, with the offset to test "
         f"(now {sheet.back_offset[0]:g},{sheet.back_offset[1]:g} mm)."),
        "Hold the sheet against a light, back page facing you. Where the front's cross crosses",
        "the back's rulers, read x on the horizontal ruler and y on the vertical one (in mm).",
        "Add them to the offset: --back-offset X,Y. A cross on the zeros means no change is needed.",
    )):
        canvas.drawString(sheet.margin * mm + 10 * mm, (ph - sheet.margin - 10 - 5 * number) * mm, line)
    canvas.showPage()
    ox, oy = cx + sheet.back_offset[0], cy + sheet.back_offset[1]
    _lines(canvas, [((ox - RULER, oy), (ox + RULER, oy)), ((ox, oy - RULER), (ox, oy + RULER))])
    canvas.setFont(font_name(), 6)
    for tick in range(-RULER, RULER + 1):
        size = 2.0 if tick % 5 else 3.5
        _lines(canvas, [((ox + tick, oy - size / 2), (ox + tick, oy + size / 2)),
                        ((ox - size / 2, oy + tick), (ox + size / 2, oy + tick))])
        if tick and not tick % 5:
            canvas.drawCentredString((ox + tick) * mm, (oy - 8) * mm, f"{tick:+d}")  # below: x
            canvas.drawString((ox + 2) * mm, (oy + tick - 0.7) * mm, f"{tick:+d}")  # right: y
    canvas.showPage()
    canvas.save()


def _canvas(target: Path | BinaryIO, sheet: Sheet, title: str) -> Canvas:
    canvas = Canvas(str(target) if isinstance(target, Path) else target, initialFontName=font_name(),
                    pagesize=(sheet.paper[0] * mm, sheet.paper[1] * mm), invariant=1)
    canvas.setTitle(title)
    canvas.setCreator("deckwright")
    return canvas


def _form_name(face: Face) -> str:
    return "card-" + face.name


def _define_forms(canvas: Canvas, deck: Deck, sheet: Sheet) -> list[str]:
    (w, h), b = sheet.card, sheet.bleed
    warnings = []
    for face in deck.faces().values():
        canvas.beginForm(_form_name(face), -b * mm, -b * mm, (w + b) * mm, (h + b) * mm)
        warnings += [f"{face.name}: {warning}" for warning in face.draw(canvas, 0.0, 0.0, w, h, b) or ()]
        _end_form(canvas)
    return warnings


def _end_form(canvas: Canvas) -> None:
    """``canvas.endForm()``, giving the form the resources a page would get.

    ReportLab's forms list only fonts and images among their resources ("any resource used in a
    form must be propagated up to the page ... not implemented yet", pdfdoc.PDFFormXObject), so
    a face that uses transparency, shadings or colour spaces would point at graphics states the
    form does not have. The resources are built here as ReportLab builds a page's.
    """
    resources = PDFResourceDictionary()
    resources.basicFonts()
    resources.allProcs()
    holder = SimpleNamespace()
    canvas._setXObjects(holder)
    if holder.XObjects:
        resources.XObject = holder.XObjects
    states = canvas._extgstate.getState()
    if states:
        resources.ExtGState = states
    resources.setShading(canvas._shadingUsed)
    resources.setColorSpace(canvas._colorsUsed)
    canvas.endForm(Resources=resources)


def _front_page(canvas: Canvas, chunk: list[PrintItem], options: PrintOptions) -> None:
    sheet = options.sheet
    _place_all(canvas, chunk, sheet.front, sheet, lambda item: item.front)
    if options.crop_marks:
        _lines(canvas, sheet.crop_marks(len(chunk)))
    if options.guides:
        _guides(canvas, [sheet.front(index) for index in range(len(chunk))], sheet)


def _back_page(canvas: Canvas, chunk: list[PrintItem], sheet: Sheet) -> None:
    _place_all(canvas, chunk, sheet.back, sheet, lambda item: item.back)
    canvas.showPage()


def _place_all(canvas: Canvas, chunk: list[PrintItem], where, sheet: Sheet, side, upside_down: bool = False) -> None:
    w, h = sheet.card
    for index, item in enumerate(chunk):
        x, y = where(index)
        canvas.saveState()
        if upside_down:
            canvas.transform(-1, 0, 0, -1, (x + w) * mm, (y + h) * mm)
        else:
            canvas.transform(1, 0, 0, 1, x * mm, y * mm)
        canvas.doForm(_form_name(side(item)))
        canvas.restoreState()


def _lines(canvas: Canvas, segments: list[Segment], dash: tuple[float, float] | None = None) -> None:
    canvas.saveState()
    canvas.setLineWidth(MARK_WIDTH)
    canvas.setStrokeColorRGB(0, 0, 0)
    if dash:
        canvas.setDash(*dash)
    canvas.lines([(x1 * mm, y1 * mm, x2 * mm, y2 * mm) for (x1, y1), (x2, y2) in segments])
    canvas.restoreState()


def _guides(canvas: Canvas, positions: list[tuple[float, float]], sheet: Sheet) -> None:
    (w, h), s = sheet.card, SAFE_ZONE
    canvas.saveState()
    canvas.setLineWidth(MARK_WIDTH)
    canvas.setStrokeColorRGB(0.85, 0.1, 0.1)
    for x, y in positions:
        canvas.setDash()
        canvas.rect(x * mm, y * mm, w * mm, h * mm)
        canvas.setDash(2, 2)
        canvas.rect((x + s) * mm, (y + s) * mm, (w - 2 * s) * mm, (h - 2 * s) * mm)
    canvas.restoreState()


def _tick(progress: Callable[[int], None] | None, count: int) -> None:
    if progress:
        progress(count)

"""Imposition with ReportLab: a deck's cards on sheets, as a vector PDF.

Every distinct face is drawn once into its own form XObject whose bounding box is the card's
bleed box (which also clips it), then placed once per copy. Text stays text, drawings stay
vectors, and a card's exact place and size can be read back from the PDF (a ``cm`` before each
``Do``, the form's ``/BBox``).

A deck's cards of the run's size fill the uniform grid with crop marks, as in a deck of nothing
else; its pieces with their own ``shape`` (cards of another size, tiles, boards) follow, laid out by
``packing``: each is drawn at its own size, hexagons clipped to their bleed outline, and each
piece's cut path is drawn as a hairline just outside its trim, never on it; boards larger than a
page come as pieces with cut lines across the overlaps, alignment crosses where a piece is glued
under its neighbour, and a label naming the board and the piece.

Page order: with ``duplex`` each front page is followed by its back page (a blank one after a
piece of a board, which prints one-sided); without it the front pages that have backs come first,
then the one-sided pages, then the back pages in the order of their fronts (laid out for the same
flip, so that a second pass over the first sheets lines up); with ``gutter_fold`` each page of
cards holds fronts and upside-down backs. Crop marks go
on front pages only, in the margins, in black ink only; ``guides`` outline the trim (solid) and
the safe zone (dashed) of every front. Every page carries a TrimBox and a BleedBox (the page),
and the viewer preferences ask the print dialogue for actual size and the layout's duplex flip.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import IO, Any, Callable

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfdoc import PDFResourceDictionary
from reportlab.pdfgen.canvas import Canvas

from ..typeset.fonts import font_name, text_width_pt
from . import Deck, Face, PrintItem
from .packing import CROSS, CUT_ROOM, BoardPiece, Slot, pack
from .shapes import PathOp, Point, Shape, rect
from .sheets import SAFE_ZONE, Segment, Sheet
from .text import PT

MARK_WIDTH = 0.5  # points; print shops ask for at least 0.25 pt
HAIRLINE = 0.25  # points: a piece's cut path, drawn just outside its trim (in its bleed, or between pieces)
RULER = 15  # calibration rulers reach this many mm either side of the cross
SCALE = 100  # mm: the calibration page's scale bar
PROOF_SCALE = 0.5  # a proof sheet's cards, of their size ...
PROOF_GAP = 4.0  # ... this many mm apart ...
PROOF_LABEL = 4.0  # ... each with its name in this much room under it ...
PROOF_POINTS = 6.0  # ... at this size


@dataclass(frozen=True)
class PrintOptions:
    """How a deck is imposed."""

    sheet: Sheet
    duplex: bool = False
    crop_marks: bool = True
    guides: bool = False

    def key(self) -> str:
        return repr(asdict(self))


def write_pdf(
    target: Path | IO[bytes], deck: Deck, options: PrintOptions, progress: Callable[[int], None] | None = None
) -> list[str]:
    """Write ``deck`` as a PDF to ``target``; return the faces' warnings.
    ``progress(n)`` is told of n more cards placed.

    The deck's cards (items without a shape of their own) fill the uniform grid with crop marks,
    as in a deck of nothing else; its pieces (tiles, boards, cards of another size) follow on the
    pages of ``packing``, each cut along its own path."""
    sheet = options.sheet
    canvas = _canvas(target, sheet, deck.title, options.duplex)
    copies = deck.copies()
    cards = [item for item in copies if item.shape is None]
    pieces = [item for item in copies if item.shape is not None]
    warnings = _define_forms(canvas, cards, sheet)
    pages = _grid_pages(canvas, cards, options, progress)
    if pieces:
        warnings += _define_shaped_forms(canvas, pieces, sheet.bleed)
        pages += _shaped_pages(canvas, pieces, options, progress, deck.title)
        if sheet.gutter_fold:
            warnings.append(
                f"'{deck.title}' has pieces of their own size or shape, which gutter fold cannot fold: "
                "they print as their fronts and then their backs (use --duplex for a two-sided printer)"
            )
    if options.duplex and not sheet.gutter_fold:  # each front, then its back (blank for a one-sided page)
        sides = [side for front, back in pages for side in (front, back or _blank)]
    else:  # the fronts that have backs, the one-sided pages, then the backs: a second pass over the first sheets
        sides = [f for f, b in pages if b] + [f for f, b in pages if not b] + [b for _, b in pages if b]
    for side in sides:
        side()
        canvas.showPage()
    canvas.save()
    return warnings


def _blank() -> None:
    """The back of a one-sided page: nothing."""


Side = Callable[[], None]  # draws one page (the caller ends it); a page without a back side has None


def _grid_pages(
    canvas: Canvas, cards: list[PrintItem], options: PrintOptions, progress: Callable[[int], None] | None
) -> list[tuple[Side, Side | None]]:
    """(front, back) of each page of ``cards`` on the uniform grid; with gutter fold each page
    holds both sides (its back is None)."""
    sheet = options.sheet
    chunks = [cards[start : start + sheet.per_page] for start in range(0, len(cards), sheet.per_page)]

    def front(chunk: list[PrintItem]) -> Side:
        def draw() -> None:
            _front_page(canvas, chunk, options)
            if sheet.gutter_fold:
                _place_all(canvas, chunk, sheet.back, sheet, lambda item: item.back, upside_down=True)
                _lines(canvas, sheet.fold_marks(), dash=(2, 2))
            _tick(progress, len(chunk))

        return draw

    def back(chunk: list[PrintItem]) -> Side:
        return lambda: _place_all(canvas, chunk, sheet.back, sheet, lambda item: item.back)

    return [(front(chunk), None if sheet.gutter_fold else back(chunk)) for chunk in chunks]


def write_proof(target: Path | IO[bytes], deck: Deck, sheet: Sheet) -> list[str]:
    """Every distinct front of ``deck`` at ``PROOF_SCALE`` of its size, its name under it, in reading
    order on as few pages as hold them: the whole set at a glance, for checking before printing.
    A piece of its own size (a board, a tile) keeps its proportions, made smaller where it would
    not fit a card's place."""
    canvas = _canvas(target, sheet, f"{deck.title}: proof", duplex=False)
    (w, h), (pw, ph), margin = sheet.card, sheet.paper, sheet.margin
    cell_w, cell_h = w * PROOF_SCALE, h * PROOF_SCALE + PROOF_LABEL
    cols = max(1, int((pw - 2 * margin + PROOF_GAP) // (cell_w + PROOF_GAP)))
    rows = max(1, int((ph - 2 * margin + PROOF_GAP) // (cell_h + PROOF_GAP)))
    fronts = [(item.front, item.shape or rect(w, h)) for item in {i.front.name: i for i in deck.items}.values()]
    warnings = [warning for face, shape in fronts for warning in _define_shaped_form(canvas, face, shape, sheet.bleed)]
    for start in range(0, len(fronts), cols * rows):
        canvas.setFont(font_name(), PROOF_POINTS)
        for index, (face, shape) in enumerate(fronts[start : start + cols * rows]):
            x = margin + (index % cols) * (cell_w + PROOF_GAP)
            y = ph - margin - (index // cols + 1) * cell_h - (index // cols) * PROOF_GAP + PROOF_LABEL
            scale = min(PROOF_SCALE, cell_w / shape.w, h * PROOF_SCALE / shape.h)
            canvas.saveState()
            canvas.transform(scale, 0, 0, scale, x * mm, y * mm)
            canvas.doForm(_shaped_form(face, shape))
            canvas.restoreState()
            canvas.drawString(x * mm, (y - PROOF_LABEL + 1) * mm, caption(face.name, deck.name, cell_w))
        canvas.showPage()
    canvas.save()
    return warnings


def caption(name: str, deck: str, width: float) -> str:
    """A proof's caption for the face ``name``: without the ``deck``'s name it begins with (the page's
    title says it), cut short with '...' where it would be wider than ``width`` mm at 6 pt, so that
    neighbouring captions never run into each other."""
    text = name[len(deck) + 1 :] if name.startswith(deck) and len(name) > len(deck) + 1 else name
    if text_width_pt(text, "regular", PROOF_POINTS) * PT <= width:
        return text
    while text and text_width_pt(text + "...", "regular", PROOF_POINTS) * PT > width:
        text = text[:-1]
    return text + "..."


def write_calibration(target: Path | IO[bytes], sheet: Sheet) -> None:
    """A duplex page pair for finding ``--back-offset``: a cross on the front, rulers on the back;
    on both, a scale bar (is the print at actual size?) and an arrow to the top edge (did the
    printer turn the back over the edge it was told?)."""
    canvas = _canvas(target, sheet, "deckwright duplex calibration", duplex=True)
    pw, ph = sheet.paper
    cx, cy = pw / 2, ph / 2
    _lines(canvas, [((cx - RULER, cy), (cx + RULER, cy)), ((cx, cy - RULER), (cx, cy + RULER))])
    canvas.setFont(font_name(), 9)
    for number, line in enumerate(
        (
            (
                f"Print this page duplex, flipped on the {sheet.flip} edge, with the offset to test "
                f"(now {sheet.back_offset[0]:g},{sheet.back_offset[1]:g} mm)."
            ),
            "Hold the sheet against a light, back page facing you. Where the front's cross crosses",
            "the back's rulers, read x on the horizontal ruler and y on the vertical one (in mm).",
            "Add them to the offset: --back-offset X,Y. A cross on the zeros means no change is needed.",
        )
    ):
        canvas.drawString(sheet.margin * mm + 10 * mm, (ph - sheet.margin - 10 - 5 * number) * mm, line)
    _scale_and_top(canvas, sheet, "front")
    canvas.showPage()
    ox, oy = cx + sheet.back_offset[0], cy + sheet.back_offset[1]
    _lines(canvas, [((ox - RULER, oy), (ox + RULER, oy)), ((ox, oy - RULER), (ox, oy + RULER))])
    canvas.setFont(font_name(), 6)
    for tick in range(-RULER, RULER + 1):
        size = 2.0 if tick % 5 else 3.5
        _lines(
            canvas,
            [
                ((ox + tick, oy - size / 2), (ox + tick, oy + size / 2)),
                ((ox - size / 2, oy + tick), (ox + size / 2, oy + tick)),
            ],
        )
        if tick and not tick % 5:
            canvas.drawCentredString((ox + tick) * mm, (oy - 8) * mm, f"{tick:+d}")  # below: x
            canvas.drawString((ox + 2) * mm, (oy + tick - 0.7) * mm, f"{tick:+d}")  # right: y
    _scale_and_top(canvas, sheet, "back")
    canvas.showPage()
    canvas.save()


def _scale_and_top(canvas: Canvas, sheet: Sheet, side: str) -> None:
    """A SCALE mm bar with centimetre ticks near the foot of the page, and an arrow up to the top edge."""
    pw, ph = sheet.paper
    x0, y = (pw - SCALE) / 2, sheet.margin + 25
    ticks = [((x0 + cm, y), (x0 + cm, y + (3 if cm % 50 else 5))) for cm in range(0, SCALE + 1, 10)]
    _lines(canvas, [((x0, y), (x0 + SCALE, y)), *ticks])
    canvas.setFont(font_name(), 9)
    canvas.drawCentredString(
        pw / 2 * mm, (y - 6) * mm, f"{SCALE} mm: if this bar is not {SCALE} mm long, print at actual size"
    )
    top = ph - sheet.margin - 30
    _lines(
        canvas,
        [
            ((pw / 2, top - 30), (pw / 2, top)),
            ((pw / 2 - 4, top - 6), (pw / 2, top)),
            ((pw / 2 + 4, top - 6), (pw / 2, top)),
        ],
    )
    canvas.drawCentredString(pw / 2 * mm, (top - 36) * mm, f"top of the {side}: both arrows point to the same edge")


def _canvas(target: Path | IO[bytes], sheet: Sheet, title: str, duplex: bool) -> Canvas:
    canvas = Canvas(
        str(target) if isinstance(target, Path) else target,
        initialFontName=font_name(),
        pagesize=(sheet.paper[0] * mm, sheet.paper[1] * mm),
        invariant=1,
    )
    canvas.setTitle(title)
    canvas.setCreator("deckwright")
    # the print dialogue's defaults: actual size (never "fit to page"), and the flip of the layout
    canvas.setViewerPreference("PrintScaling", "None")
    flip = "DuplexFlipLongEdge" if sheet.flip == "long" else "DuplexFlipShortEdge"
    canvas.setViewerPreference("Duplex", flip if duplex else "Simplex")
    page = (0, 0, sheet.paper[0] * mm, sheet.paper[1] * mm)
    canvas.setTrimBox(page)  # a sheet is trimmed card by card: the page itself is its trim and bleed
    canvas.setBleedBox(page)
    return canvas


def _form_name(face: Face) -> str:
    return "card-" + face.name


def _define_forms(canvas: Canvas, cards: list[PrintItem], sheet: Sheet) -> list[str]:
    (w, h), b = sheet.card, sheet.bleed
    warnings = []
    faces = {item.front.name: item.front for item in cards}
    faces |= {item.back.name: item.back for item in cards if item.back.name not in faces}
    for face in faces.values():
        canvas.beginForm(_form_name(face), -b * mm, -b * mm, (w + b) * mm, (h + b) * mm)
        warnings += [f"{face.name}: {warning}" for warning in face.draw(canvas, 0.0, 0.0, w, h, b) or ()]
        end_form(canvas)
    return warnings


def end_form(canvas: Canvas) -> None:
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


def _place_all(
    canvas: Canvas,
    chunk: list[PrintItem],
    where: Callable[[int], Point],
    sheet: Sheet,
    side: Callable[[PrintItem], Face],
    upside_down: bool = False,
) -> None:
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
    canvas.setStrokeColorCMYK(0, 0, 0, 1)  # black ink only: a mark never shows a colour fringe
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


# --- items with their own shape -------------------------------------------------------------------


def _define_shaped_forms(canvas: Canvas, pieces: list[PrintItem], bleed: float) -> list[str]:
    """A form for each face of ``pieces`` at each shape it is printed at."""
    warnings: list[str] = []
    defined: set[str] = set()
    for item in pieces:
        assert item.shape is not None
        for face in (item.front, item.back):
            if _shaped_form(face, item.shape) not in defined:
                defined.add(_shaped_form(face, item.shape))
                warnings += _define_shaped_form(canvas, face, item.shape, bleed)
    return warnings


def _shaped_pages(
    canvas: Canvas,
    pieces: list[PrintItem],
    options: PrintOptions,
    progress: Callable[[int], None] | None,
    title: str,
) -> list[tuple[Side, Side | None]]:
    """(front, back) of each page of ``pieces``, each at its own size and shape, on the pages of
    ``packing.pack``, at least ``CUT_ROOM`` apart so that each has its own cut path between them.
    A piece of a board prints one-sided."""
    sheet = options.sheet
    shapes = [item.shape for item in pieces if item.shape]
    gap = max(sheet.gap, CUT_ROOM - 2 * sheet.bleed)

    def board(piece: BoardPiece) -> Side:
        def draw() -> None:
            item = pieces[piece.index]
            _board_page(canvas, item.front, shapes[piece.index], piece, sheet.bleed, item.title or title)
            _tick(progress, int((piece.col, piece.row) == (piece.cols - 1, piece.rows - 1)))

        return draw

    def front(slots: tuple[Slot, ...]) -> Side:
        def draw() -> None:
            for slot in slots:
                _place_shaped(canvas, pieces[slot.index].front, slot.shape, (slot.x, slot.y), sheet.bleed)
            if options.crop_marks:
                cut = [slot for slot in slots if not pieces[slot.index].own_cut]
                _cut_paths(canvas, [slot.shape.cut_path(slot.x, slot.y, grow=HAIRLINE / 2 / mm) for slot in cut])
            _tick(progress, len(slots))

        return draw

    def back(slots: tuple[Slot, ...]) -> Side:
        def draw() -> None:
            for slot in slots:
                at = sheet.turned((slot.x, slot.y), (slot.shape.w, slot.shape.h))
                _place_shaped(canvas, pieces[slot.index].back, slot.shape, at, sheet.bleed)

        return draw

    return [
        (board(page.piece), None) if page.piece else (front(page.slots), back(page.slots))
        for page in pack(shapes, sheet.paper, sheet.margin, sheet.bleed, gap)
    ]


def _shaped_form(face: Face, shape: Shape) -> str:
    return f"{_form_name(face)}-{shape.w:g}x{shape.h:g}"


def _define_shaped_form(canvas: Canvas, face: Face, shape: Shape, bleed: float) -> list[str]:
    w, h, b = shape.w, shape.h, bleed
    canvas.beginForm(_shaped_form(face, shape), -b * mm, -b * mm, (w + b) * mm, (h + b) * mm)
    warnings = [f"{face.name}: {warning}" for warning in face.draw(canvas, 0.0, 0.0, w, h, b) or ()]
    end_form(canvas)
    return warnings


def _place_shaped(canvas: Canvas, face: Face, shape: Shape, at: tuple[float, float], bleed: float) -> None:
    """The face with its trim box's lower-left corner at ``at``; a hexagon clipped to its bleed outline."""
    x, y = at
    canvas.saveState()
    if shape.kind == "hex":
        _clip(canvas, shape.cut_path(x, y, grow=bleed))
    canvas.transform(1, 0, 0, 1, x * mm, y * mm)
    canvas.doForm(_shaped_form(face, shape))
    canvas.restoreState()


def _board_page(canvas: Canvas, face: Face, shape: Shape, piece: BoardPiece, bleed: float, name: str) -> None:
    """One piece of a board: its region (with bleed on the board's outer edges), its cut lines across
    the overlaps (hairlines in the part cut away), the crosses in the part glued under, and a label
    naming the board and the piece, inside the printable area above the region."""
    x0, y0, x1, y1 = piece.region
    left, right = piece.col == 0, piece.col == piece.cols - 1
    top, bottom = piece.row == 0, piece.row == piece.rows - 1
    shown = (x0 - bleed * left, y0 - bleed * bottom, x1 + bleed * right, y1 + bleed * top)
    canvas.saveState()
    _clip(canvas, rect(shown[2] - shown[0], shown[3] - shown[1]).cut_path(*piece.on_page(shown[:2])))
    canvas.transform(1, 0, 0, 1, piece.x * mm, piece.y * mm)
    canvas.doForm(_shaped_form(face, shape))
    canvas.restoreState()
    crosses = [piece.on_page(point) for point in piece.crosses]
    _lines(
        canvas,
        [
            seg
            for cx, cy in crosses
            for seg in (((cx - CROSS, cy), (cx + CROSS, cy)), ((cx, cy - CROSS), (cx, cy + CROSS)))
        ],
    )
    out = HAIRLINE / 2 / mm  # towards the part cut away: right of a vertical cut, below a horizontal one
    cuts: list[list[PathOp]] = [
        [("move", piece.on_page(a)), ("line", piece.on_page(b))]
        for a, b in (
            ((ax + out, ay), (bx + out, by)) if ax == bx else ((ax, ay - out), (bx, by - out))
            for (ax, ay), (bx, by) in piece.cuts
        )
    ]
    _cut_paths(canvas, cuts)
    canvas.setFont(font_name(), 6)
    label_x, label_y = piece.on_page((x0, y1))
    canvas.drawString(
        label_x * mm,
        (label_y + bleed * top + 1) * mm,
        f"{name}: column {piece.col + 1} of {piece.cols}, row {piece.row + 1} of {piece.rows}",
    )


def _clip(canvas: Canvas, ops: list[PathOp]) -> None:
    canvas.clipPath(_path(canvas, ops), stroke=0, fill=0)


def _path(canvas: Canvas, ops: list[PathOp]) -> Any:
    path = canvas.beginPath()
    for op, *points in ops:
        coords = [v * mm for point in points for v in point]
        {"move": path.moveTo, "line": path.lineTo, "curve": path.curveTo, "close": path.close}[op](*coords)
    return path


def _cut_paths(canvas: Canvas, paths: list[list[PathOp]]) -> None:
    canvas.saveState()
    canvas.setLineWidth(HAIRLINE)
    canvas.setStrokeColorCMYK(0, 0, 0, 1)
    for ops in paths:
        canvas.drawPath(_path(canvas, ops), stroke=1, fill=0)
    canvas.restoreState()


def _tick(progress: Callable[[int], None] | None, count: int) -> None:
    if progress:
        progress(count)

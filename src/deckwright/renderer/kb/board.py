"""Kingdom Builder board sections drawn as vectors, hex by hex, at the size of their trim box.

Each hex is filled with its terrain's colour and marked with the terrain's pattern and letter
(``layout.yaml``: ``colours``, ``letters``), so that a greyscale print still reads; a castle hex
shows a castle, a location hex a settlement with a flag and the name of the tile it holds. Thin
lines part the hexes; the section's ``geometry.outline`` is cut along: its cut path is a hairline
just outside it, so no ink of it lies on the finished edge. With bleed,
the border hexes' colour reaches ``bleed`` mm beyond the cut line. The section's name stands
in its bottom-left and top-right corners, outside the cut line, once each way up.

The patterns and glyphs here are drawn around a centre in millimetres (y down), ``u`` mm across,
and serve the terrain cards and tiles too.
"""

from __future__ import annotations

import math

from reportlab.lib.units import mm as MM
from reportlab.pdfgen.canvas import Canvas

from ...model.kb import Section
from ...typeset.box import Box
from ...typeset.fonts import font_name
from ..draw import Frame, Pen, ink_on, shade
from ..icons import INK, to_color
from ..pdf import HAIRLINE, end_form
from ..text import fit_text
from .geometry import Point, around, centre, corners, outline
from .layout import BOARD, COLOURS, LETTERS, POINTS
from .verbalize import localized

SECTION = 10


def polygon(pen: Pen, points: list[Point], fill: str | None, stroke: str | None = None, width: float = 0.0) -> None:
    """A closed polygon, points in face millimetres (y down)."""
    c = pen.c
    c.saveState()
    path = c.beginPath()
    for i, (px, py) in enumerate(points):
        (path.lineTo if i else path.moveTo)((pen.x + px) * MM, (pen.y + pen.h - py) * MM)
    path.close()
    if fill:
        c.setFillColor(to_color(fill))
    if stroke:
        c.setStrokeColor(to_color(stroke))
        c.setLineWidth(width * MM)
        c.setLineJoin(1)
    c.drawPath(path, stroke=1 if stroke else 0, fill=1 if fill else 0)
    c.restoreState()


# --- terrain marks, one per terrain, around (x, y), u mm across --------------------------------------


def _grass(pen: Pen, x: float, y: float, u: float, ink: str, w: float) -> None:
    for dx, lean in ((-0.3, -0.15), (0.0, 0.0), (0.3, 0.15)):
        pen.line([(x + dx * u, y + 0.4 * u), (x + (dx + lean) * u, y - 0.4 * u)], ink, w)


def _flower(pen: Pen, x: float, y: float, u: float, ink: str, w: float) -> None:
    pen.circle(x, y, 0.32 * u, None, ink, w)
    pen.circle(x, y, 0.1 * u, ink)


def _forest(pen: Pen, x: float, y: float, u: float, ink: str, w: float) -> None:
    polygon(pen, [(x, y - 0.5 * u), (x + 0.36 * u, y + 0.25 * u), (x - 0.36 * u, y + 0.25 * u)], ink)
    pen.line([(x, y + 0.25 * u), (x, y + 0.5 * u)], ink, w)


def _canyon(pen: Pen, x: float, y: float, u: float, ink: str, w: float) -> None:
    for d in (-0.25, 0.25):
        pen.line([(x + (d - 0.3) * u, y + 0.4 * u), (x + (d + 0.3) * u, y - 0.4 * u)], ink, w)


def _desert(pen: Pen, x: float, y: float, u: float, ink: str, w: float) -> None:
    for dx, dy in ((0.0, -0.3), (-0.3, 0.25), (0.3, 0.25)):
        pen.circle(x + dx * u, y + dy * u, 0.09 * u, ink)


def _mountain(pen: Pen, x: float, y: float, u: float, ink: str, w: float) -> None:
    pen.line([(x - 0.5 * u, y + 0.35 * u), (x - 0.1 * u, y - 0.4 * u), (x + 0.5 * u, y + 0.35 * u)], ink, w)
    pen.line([(x - 0.25 * u, y - 0.05 * u), (x - 0.1 * u, y + 0.1 * u), (x + 0.05 * u, y - 0.1 * u)], ink, w)


def _water(pen: Pen, x: float, y: float, u: float, ink: str, w: float) -> None:
    for dy in (-0.2, 0.2):
        pen.line(
            [
                (x - 0.5 * u, y + dy * u),
                (x - 0.25 * u, y + (dy - 0.15) * u),
                (x, y + dy * u),
                (x + 0.25 * u, y + (dy - 0.15) * u),
                (x + 0.5 * u, y + dy * u),
            ],
            ink,
            w,
        )


MARKS = {
    "grass": _grass,
    "flower": _flower,
    "forest": _forest,
    "canyon": _canyon,
    "desert": _desert,
    "mountain": _mountain,
    "water": _water,
}


def mark_ink(terrain: str) -> str:
    """The colour of a terrain's pattern: its fill, darker (lighter on a dark fill)."""
    fill = COLOURS[terrain]
    return shade(fill, 0.62) if ink_on(fill) == INK else shade(fill, 1.45)


def pattern(pen: Pen, terrain: str, area: Box, u: float) -> None:
    """A terrain's marks over ``area`` in staggered rows, ``u`` mm each (terrain cards)."""
    ink, step = mark_ink(terrain), 2.2 * u
    rows = int(area.h / step) + 2
    for row in range(rows):
        shift = step / 2 if row % 2 else 0.0
        for col in range(int(area.w / step) + 2):
            MARKS[terrain](pen, area.x + shift + col * step, area.y + row * step, u, ink, 0.08 * u)


# --- glyphs --------------------------------------------------------------------------------------


def settlement(pen: Pen, x: float, y: float, u: float, fill: str, ink: str = INK) -> None:
    """A house: a square and its roof."""
    h = u / 2
    polygon(
        pen,
        [(x - h * 0.8, y + h), (x + h * 0.8, y + h), (x + h * 0.8, y), (x, y - h * 0.9), (x - h * 0.8, y)],
        fill,
        ink,
        0.06 * u,
    )


def castle(pen: Pen, x: float, y: float, u: float, fill: str, ink: str = INK) -> None:
    """A keep with three merlons and a door."""
    h = u / 2
    top = y - h * 0.55
    points = [(x - h * 0.8, y + h), (x + h * 0.8, y + h), (x + h * 0.8, top - h * 0.35)]
    merlons = 5
    width = 1.6 * h / merlons
    for i in range(merlons):  # right to left, up and down
        right = x + h * 0.8 - i * width
        high = top - h * 0.35 if i % 2 == 0 else top
        points += [(right, high), (right - width, high)]
    points.append((x - h * 0.8, top - h * 0.35))
    polygon(pen, points, fill, ink, 0.06 * u)
    polygon(
        pen,
        [(x - h * 0.22, y + h), (x + h * 0.22, y + h), (x + h * 0.22, y + h * 0.35), (x - h * 0.22, y + h * 0.35)],
        ink,
    )


def arrow(pen: Pen, x: float, y: float, u: float, ink: str = INK) -> None:
    """An arrow pointing right: a settlement moves."""
    h = u / 2
    pen.line([(x - h, y), (x + h * 0.9, y)], ink, 0.12 * u)
    polygon(pen, [(x + h, y), (x + h * 0.4, y - h * 0.45), (x + h * 0.4, y + h * 0.45)], ink)


def flag(pen: Pen, x: float, y: float, u: float, fill: str, ink: str = INK) -> None:
    """A location: a settlement with a pennant on a pole."""
    settlement(pen, x, y + 0.15 * u, 0.7 * u, fill, ink)
    pen.line([(x, y - 0.2 * u), (x, y - 0.62 * u)], ink, 0.05 * u)
    polygon(pen, [(x, y - 0.62 * u), (x + 0.3 * u, y - 0.52 * u), (x, y - 0.42 * u)], COLOURS["gold"], ink, 0.03 * u)


# --- the section ---------------------------------------------------------------------------------


def across(w: float) -> float:
    """The hex size of a section drawn ``w`` mm wide (10.5 hexes)."""
    return w / (SECTION + 0.5)


def _letter(pen: Pen, text: str, x: float, y: float, size_pt: float, colour: str) -> None:
    c = pen.c
    c.saveState()
    c.setFillColor(to_color(colour))
    c.setFont(font_name("bold"), size_pt)
    c.drawCentredString((pen.x + x) * MM, (pen.y + pen.h - y) * MM - size_pt * 0.35, text)
    c.restoreState()


def _hex(pen: Pen, terrain: str, tile: str | None, cx: float, cy: float, a: float, s: float, lang: str) -> None:
    """One hex's content (its fill is drawn before): a location's settlement, flag and tile, or
    the terrain's marks and letter or the castle, drawn once per document (``_hex_form``)."""
    if terrain == "location":
        flag(pen, cx, cy - 0.08 * a, 0.5 * a, COLOURS["parchment"])
        name = fit_text(
            tile or "", 0.86 * a, 0.22 * a, "bold", BOARD["label"] * s, POINTS["min"], "center", lang, "middle"
        )
        pen.text(name, Box(cx - 0.43 * a, cy + 0.2 * a, 0.86 * a, 0.22 * a))
        return
    c = pen.c
    form = _hex_form(c, terrain, a, s)
    c.saveState()
    c.translate((pen.x + cx) * MM, (pen.y + pen.h - cy) * MM)
    c.doForm(form)
    c.restoreState()


def _hex_form(canvas: Canvas, terrain: str, a: float, s: float) -> str:
    """The form XObject of a ``terrain`` hex's content (``_hex_content``) at hex size ``a``, its
    centre at the origin: defined on its first use in the document, placed by every hex after."""
    name = f"kb-hex-{terrain}-{a:.4f}-{font_name('bold')}"
    if not canvas.hasForm(name):
        canvas.beginForm(name, -a * MM, -a * MM, a * MM, a * MM)
        _hex_content(Pen(canvas, 0.0, 0.0, 0.0, 0.0, s), terrain, a, s)
        end_form(canvas)
    return name


def _hex_content(pen: Pen, terrain: str, a: float, s: float) -> None:
    """A castle, or the terrain's ring of marks around its letter, centred on the pen's origin."""
    if terrain == "castle":
        castle(pen, 0.0, 0.0, 0.5 * a, COLOURS["castle"])
        return
    ink = mark_ink(terrain)
    u = 0.2 * a
    for k in range(6):  # a ring of marks around the letter
        angle = math.radians(30 + 60 * k)
        MARKS[terrain](pen, 0.31 * a * math.cos(angle), 0.31 * a * math.sin(angle), u, ink, 0.08 * u)
    _letter(pen, LETTERS[terrain], 0.0, 0.0, BOARD["letter"] * s, ink_on(COLOURS[terrain]))


def draw_section(canvas: Canvas, section: Section, names: dict[str, str], at: Frame, lang: str = "en") -> list[str]:
    """Draw a section in the frame: its 10.5 hexes fill the frame's width; a location hex prints
    the name ``names`` gives its tile."""
    x_mm, y_mm, w_mm, h_mm, bleed_mm = at
    a = across(w_mm)
    s = a / BOARD["hex"]  # the style's sizes are for hexes of the layout's size
    pen = Pen(canvas, x_mm, y_mm, w_mm, h_mm, s)
    tiles = {(row, col): names.get(tile, tile) for row, col, tile in section.locations}
    cells = [
        (row, col, section.grid[row][col], centre(row, col, a)) for row in range(SECTION) for col in range(SECTION)
    ]
    if bleed_mm:  # border hexes grown, under the others: colour beyond the cut line
        grown = a + 2 * bleed_mm
        for row, col, terrain, (cx, cy) in cells:
            if row in (0, SECTION - 1) or col in (0, SECTION - 1):
                polygon(pen, corners(cx, cy, grown), COLOURS[terrain])
    for row, col, terrain, (cx, cy) in cells:
        polygon(pen, corners(cx, cy, a), COLOURS[terrain])
        _hex(pen, terrain, tiles.get((row, col)), cx, cy, a, s, lang)
    _grid(pen, [corners(cx, cy, a) for _, _, _, (cx, cy) in cells], BOARD["grid"] * s)
    line = HAIRLINE / MM  # the cut path: a hairline wholly outside the finished edge
    polygon(pen, around(outline(a), line / 2), None, INK, line)
    _names(pen, localized(section.name, lang), a, s, lang)
    return []


def _grid(pen: Pen, hexes: list[list[Point]], width: float) -> None:
    """Every hex's outline, as one stroked path of closed hexagons."""
    c = pen.c
    c.saveState()
    path = c.beginPath()
    for points in hexes:
        for i, (px, py) in enumerate(points):
            (path.lineTo if i else path.moveTo)((pen.x + px) * MM, (pen.y + pen.h - py) * MM)
        path.close()
    c.setStrokeColor(to_color(COLOURS["frame"]))
    c.setLineWidth(width * MM)
    c.setLineJoin(1)
    c.drawPath(path, stroke=1, fill=0)
    c.restoreState()


def _names(pen: Pen, name: str, a: float, s: float, lang: str) -> None:
    """The name in the bottom-left corner (reading upwards) and the top-right one (downwards)."""
    h = a * 2 / math.sqrt(3)
    length, room = 0.7 * h, 0.42 * a  # the free corner: half a hex wide, three quarters of one high
    layout = fit_text(name, length, room, "italic", BOARD["label"] * s, POINTS["min"], "center", lang, "middle")
    c = pen.c
    for turn, (px, py) in ((90, (0.04 * a, pen.h - 0.04 * h)), (-90, (pen.w - 0.04 * a, 0.04 * h))):
        c.saveState()
        c.translate((pen.x + px) * MM, (pen.y + pen.h - py) * MM)
        c.rotate(turn)
        rotated = Pen(c, 0.0, -room, length, room, s)
        rotated.text(layout, Box(0, 0, length, room))
        c.restoreState()

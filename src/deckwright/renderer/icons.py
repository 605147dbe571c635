"""deckwright's own vector icons, drawn with ReportLab canvas paths (no fonts, no published art).

``ICONS[name](canvas, x, y, size)`` draws one icon in a ``size`` x ``size`` box whose bottom-left
corner is (x, y) in canvas units (points): the box's bottom sits on the baseline ``y``. Each icon is
one small function drawing in a unit box (0..1 on both axes); the registry scales it. Goods are in
colour; the five actions are light glyphs on a dark tile; clan card-type icons are dark ink
silhouettes, meant to sit on a light disc.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable

from reportlab.lib.colors import HexColor

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

INK = "#2b2118"
PAPER = "#f3ead7"
LINE = 0.05  # outline width in the unit box

Icon = Callable[["Canvas", float, float, float], None]
ICONS: dict[str, Icon] = {}


def _icon(*names: str):
    """Register a unit-box drawing under ``names`` as a sized icon."""
    def register(draw: Callable[[Canvas], None]) -> Callable[[Canvas], None]:
        def sized(canvas: Canvas, x: float, y: float, size: float) -> None:
            canvas.saveState()
            canvas.translate(x, y)
            canvas.scale(size, size)
            canvas.setLineJoin(1)
            canvas.setLineCap(1)
            draw(canvas)
            canvas.restoreState()
        for name in names:
            ICONS[name] = sized
        return draw
    return register


# --- drawing helpers (unit box) ---------------------------------------------------------------

def _paint(canvas: Canvas, path, fill: str | None, stroke: str | None = INK, width: float = LINE) -> None:
    if fill:
        canvas.setFillColor(HexColor(fill))
    if stroke:
        canvas.setStrokeColor(HexColor(stroke))
        canvas.setLineWidth(width)
    canvas.drawPath(path, fill=1 if fill else 0, stroke=1 if stroke else 0)


def _shape(canvas: Canvas, ops, fill: str | None, stroke: str | None = INK, width: float = LINE,
           close: bool = True) -> None:
    """A path from ops: (x, y) is a line to, (x1, y1, x2, y2, x3, y3) a Bezier curve; the first moves."""
    path = canvas.beginPath()
    path.moveTo(*ops[0])
    for op in ops[1:]:
        (path.lineTo if len(op) == 2 else path.curveTo)(*op)
    if close:
        path.close()
    _paint(canvas, path, fill, stroke, width)


def _circle(canvas: Canvas, cx: float, cy: float, r: float, fill: str | None, stroke: str | None = INK,
            width: float = LINE) -> None:
    path = canvas.beginPath()
    path.circle(cx, cy, r)
    _paint(canvas, path, fill, stroke, width)


def _ellipse(canvas: Canvas, x: float, y: float, w: float, h: float, fill: str | None,
             stroke: str | None = INK, width: float = LINE) -> None:
    path = canvas.beginPath()
    path.ellipse(x, y, w, h)
    _paint(canvas, path, fill, stroke, width)


def _rect(canvas: Canvas, x: float, y: float, w: float, h: float, fill: str | None, stroke: str | None = INK,
          radius: float = 0.0, width: float = LINE) -> None:
    path = canvas.beginPath()
    path.roundRect(x, y, w, h, radius) if radius else path.rect(x, y, w, h)
    _paint(canvas, path, fill, stroke, width)


def _line(canvas: Canvas, points, colour: str = INK, width: float = LINE) -> None:
    _shape(canvas, points, None, colour, width, close=False)


def _star_points(cx: float, cy: float, outer: float, inner: float, tips: int = 5, turn: float = 0.0):
    return [(cx + (outer if i % 2 == 0 else inner) * math.sin(turn + math.pi * i / tips),
             cy + (outer if i % 2 == 0 else inner) * math.cos(turn + math.pi * i / tips))
            for i in range(2 * tips)]


def _longship(canvas: Canvas, sail: str, stripe: str | None, hull: str = "#8a5a2b",
              outline: str = INK) -> None:
    """A longship: curved hull with raised prow and stern, mast and square sail."""
    _line(canvas, [(0.5, 0.3), (0.5, 0.95)], outline, 0.05)
    _rect(canvas, 0.27, 0.42, 0.46, 0.44, sail, outline, radius=0.04)
    if stripe:
        for x in (0.35, 0.5, 0.65):
            _rect(canvas, x - 0.04, 0.44, 0.08, 0.4, stripe, None)
    _shape(canvas, [(0.02, 0.5), (0.12, 0.38), (0.18, 0.32), (0.3, 0.32), (0.7, 0.32), (0.82, 0.32),
                    (0.88, 0.38), (0.98, 0.5), (0.9, 0.14, 0.8, 0.06, 0.62, 0.06), (0.38, 0.06),
                    (0.2, 0.06, 0.1, 0.14, 0.02, 0.5)], hull, outline)


def _person(canvas: Canvas, fill: str, outline: str | None = INK, dx: float = 0.0, scale: float = 1.0) -> None:
    """A standing figure: round head and a rounded body."""
    def p(x, y):
        return (dx + 0.5 + (x - 0.5) * scale, y * scale)
    _circle(canvas, *p(0.5, 0.78), 0.16 * scale, fill, outline)
    _shape(canvas, [p(0.2, 0.06), p(0.8, 0.06), p(0.8, 0.45), (*p(0.8, 0.58), *p(0.7, 0.62), *p(0.5, 0.62)),
                    (*p(0.3, 0.62), *p(0.2, 0.58), *p(0.2, 0.45))], fill, outline)


def _fish_body(canvas: Canvas, fill: str, outline: str = INK) -> None:
    _shape(canvas, [(0.08, 0.5), (0.3, 0.78, 0.62, 0.78, 0.76, 0.5), (0.62, 0.22, 0.3, 0.22, 0.08, 0.5)],
           fill, outline)
    _shape(canvas, [(0.72, 0.5), (0.96, 0.72), (0.92, 0.5), (0.96, 0.28)], fill, outline)
    _circle(canvas, 0.24, 0.54, 0.035, outline, None)


def _star(canvas: Canvas, fill: str, outline: str | None = INK, r: float = 0.47) -> None:
    _shape(canvas, _star_points(0.5, 0.47, r, r * 0.45), fill, outline)


def _coin(canvas: Canvas, fill: str, ring: str, outline: str = INK) -> None:
    _circle(canvas, 0.5, 0.5, 0.44, fill, outline)
    _circle(canvas, 0.5, 0.5, 0.31, None, ring, 0.05)


# --- goods ------------------------------------------------------------------------------------

@_icon("wood")
def _wood(canvas):
    _rect(canvas, 0.06, 0.24, 0.74, 0.5, "#9a6332", radius=0.12)
    _line(canvas, [(0.2, 0.4), (0.6, 0.4)], "#6b3f1c", 0.04)
    _line(canvas, [(0.14, 0.58), (0.5, 0.58)], "#6b3f1c", 0.04)
    _ellipse(canvas, 0.66, 0.24, 0.28, 0.5, "#e2b46e")
    _ellipse(canvas, 0.74, 0.39, 0.12, 0.2, None, "#9a6332", 0.035)


@_icon("stone")
def _stone(canvas):
    _shape(canvas, [(0.1, 0.1), (0.88, 0.1), (0.96, 0.44), (0.74, 0.84), (0.36, 0.9), (0.05, 0.52)], "#a3a8ad")
    _line(canvas, [(0.36, 0.9), (0.46, 0.5), (0.96, 0.44)], "#6d7378", 0.04)
    _line(canvas, [(0.46, 0.5), (0.3, 0.1)], "#6d7378", 0.04)


@_icon("food")
def _food(canvas):
    _shape(canvas, [(0.06, 0.16), (0.94, 0.16), (0.98, 0.5, 0.8, 0.8, 0.5, 0.8),
                    (0.2, 0.8, 0.02, 0.5, 0.06, 0.16)], "#e0a040")
    for x in (0.32, 0.5, 0.68):
        _line(canvas, [(x - 0.06, 0.46), (x + 0.06, 0.66)], "#9c5f14", 0.05)


@_icon("sheep")
def _sheep(canvas):
    for x, y in ((0.26, 0.32), (0.26, 0.56), (0.46, 0.64), (0.64, 0.56), (0.62, 0.32), (0.44, 0.28)):
        _circle(canvas, x, y + 0.04, 0.16, "#f6f2e6")
    _ellipse(canvas, 0.2, 0.3, 0.5, 0.34, "#f6f2e6", None)
    for x in (0.3, 0.56):
        _line(canvas, [(x, 0.18), (x, 0.04)], INK, 0.07)
    _ellipse(canvas, 0.7, 0.4, 0.26, 0.3, "#3b302a")


@_icon("fish")
def _fish(canvas):
    _fish_body(canvas, "#4f8fbf")


@_icon("gold")
def _gold(canvas):
    _coin(canvas, "#e8b923", "#a47d12")


@_icon("worker")
def _worker(canvas):
    _person(canvas, "#e9c99a")


@_icon("raze")
def _raze(canvas):
    _shape(canvas, [(0.5, 0.04), (0.2, 0.04, 0.1, 0.3, 0.22, 0.52), (0.28, 0.42), (0.3, 0.7, 0.44, 0.84, 0.52, 0.98),
                    (0.56, 0.8), (0.64, 0.62, 0.7, 0.62, 0.72, 0.52), (0.78, 0.58),
                    (0.92, 0.3, 0.8, 0.04, 0.5, 0.04)], "#d2452b")
    _shape(canvas, [(0.5, 0.1), (0.36, 0.1, 0.32, 0.26, 0.42, 0.44), (0.5, 0.56),
                    (0.54, 0.42), (0.68, 0.3, 0.64, 0.1, 0.5, 0.1)], "#f4b233", None)


@_icon("ship")
def _ship(canvas):
    _longship(canvas, "#f3ead7", "#c23b22")


@_icon("common_ship")
def _common_ship(canvas):
    _longship(canvas, "#9fb3c4", None, hull="#7a6a58")
    _circle(canvas, 0.5, 0.64, 0.09, "#f3ead7")


@_icon("card")
def _card(canvas):
    _rect(canvas, 0.2, 0.04, 0.6, 0.92, "#efe6cf", radius=0.08)
    _rect(canvas, 0.28, 0.14, 0.44, 0.72, None, "#a08a64", radius=0.04, width=0.035)
    _shape(canvas, [(0.5, 0.36), (0.6, 0.5), (0.5, 0.64), (0.4, 0.5)], "#a08a64", None)


@_icon("vp")
def _vp(canvas):
    _circle(canvas, 0.5, 0.5, 0.47, "#35603f")
    _shape(canvas, _star_points(0.5, 0.48, 0.36, 0.16), "#f2c230", INK, 0.035)


# --- actions: a light glyph on a dark tile ----------------------------------------------------

TILE = "#3b3b45"


def _tile(canvas) -> None:
    _rect(canvas, 0.02, 0.02, 0.96, 0.96, TILE, INK, radius=0.18)


@_icon("EXPLORE")
def _explore(canvas):
    _tile(canvas)
    _circle(canvas, 0.5, 0.5, 0.32, None, PAPER, 0.05)
    _shape(canvas, _star_points(0.5, 0.5, 0.36, 0.08, tips=4), PAPER, None)


@_icon("POPULATE")
def _populate(canvas):
    _tile(canvas)
    _person(canvas, PAPER, None, dx=-0.1, scale=0.8)
    _line(canvas, [(0.66, 0.62), (0.86, 0.62)], PAPER, 0.08)
    _line(canvas, [(0.76, 0.52), (0.76, 0.72)], PAPER, 0.08)


@_icon("CONSTRUCT")
def _construct(canvas):
    _tile(canvas)
    _line(canvas, [(0.26, 0.18), (0.6, 0.56)], PAPER, 0.1)
    _shape(canvas, [(0.46, 0.74), (0.7, 0.46), (0.86, 0.6), (0.62, 0.86)], PAPER, None)


@_icon("HARVEST")
def _harvest(canvas):
    _tile(canvas)
    _line(canvas, [(0.5, 0.12), (0.5, 0.86)], PAPER, 0.05)
    for y in (0.36, 0.52, 0.68):
        for side in (-1, 1):
            _ellipse(canvas, 0.5 + (0.02 if side > 0 else -0.2), y, 0.18, 0.1, PAPER, None)


@_icon("SAIL")
def _sail(canvas):
    _tile(canvas)
    _shape(canvas, [(0.52, 0.3), (0.52, 0.86), (0.78, 0.36)], PAPER, None)
    _shape(canvas, [(0.46, 0.36), (0.46, 0.74), (0.24, 0.36)], PAPER, None)
    _shape(canvas, [(0.16, 0.26), (0.84, 0.26), (0.76, 0.14), (0.24, 0.14)], PAPER, None)


# --- clan card-type icons: ink silhouettes ----------------------------------------------------

@_icon("axe")
def _axe(canvas):
    _line(canvas, [(0.16, 0.06), (0.58, 0.9)], INK, 0.09)
    _shape(canvas, [(0.46, 0.64), (0.64, 0.56), (0.84, 0.4), (0.98, 0.56, 0.98, 0.82, 0.86, 0.96),
                    (0.7, 0.86), (0.56, 0.86)], INK)


@_icon("house")
def _house(canvas):
    _shape(canvas, [(0.14, 0.06), (0.86, 0.06), (0.86, 0.52), (0.5, 0.9), (0.14, 0.52)], INK)
    _rect(canvas, 0.42, 0.06, 0.16, 0.26, PAPER, None)


@_icon("tower")
def _tower(canvas):
    _shape(canvas, [(0.24, 0.04), (0.76, 0.04), (0.72, 0.76), (0.8, 0.76), (0.8, 0.96), (0.68, 0.96), (0.68, 0.88),
                    (0.56, 0.88), (0.56, 0.96), (0.44, 0.96), (0.44, 0.88), (0.32, 0.88), (0.32, 0.96),
                    (0.2, 0.96), (0.2, 0.76), (0.28, 0.76)], INK)
    _rect(canvas, 0.44, 0.46, 0.12, 0.18, PAPER, None, radius=0.05)


@_icon("fish-hook")
def _fish_hook(canvas):
    _circle(canvas, 0.6, 0.88, 0.07, None, INK, 0.06)
    _line(canvas, [(0.6, 0.8), (0.6, 0.34), (0.6, 0.04, 0.2, 0.04, 0.22, 0.34)], INK, 0.09)
    _shape(canvas, [(0.16, 0.28), (0.22, 0.5), (0.3, 0.3)], INK)


@_icon("anvil")
def _anvil(canvas):
    _shape(canvas, [(0.04, 0.72), (0.24, 0.58), (0.3, 0.58), (0.4, 0.38), (0.3, 0.1), (0.74, 0.1), (0.64, 0.38),
                    (0.74, 0.58), (0.96, 0.62), (0.96, 0.78), (0.24, 0.78)], INK)


@_icon("horn")
def _horn(canvas):
    _shape(canvas, [(0.06, 0.88), (0.14, 0.36, 0.5, 0.12, 0.84, 0.16), (0.96, 0.64),
                    (0.62, 0.46, 0.3, 0.5, 0.14, 0.9)], INK)
    _line(canvas, [(0.7, 0.2), (0.8, 0.52)], PAPER, 0.04)
    _line(canvas, [(0.36, 0.34), (0.44, 0.52)], PAPER, 0.04)


@_icon("shield")
def _shield(canvas):
    _circle(canvas, 0.5, 0.5, 0.45, INK)
    _circle(canvas, 0.5, 0.5, 0.35, None, PAPER, 0.04)
    _circle(canvas, 0.5, 0.5, 0.11, PAPER, None)


@_icon("penguin")
def _penguin(canvas):
    _ellipse(canvas, 0.24, 0.08, 0.52, 0.78, INK)
    _ellipse(canvas, 0.33, 0.12, 0.34, 0.52, PAPER, None)
    _circle(canvas, 0.5, 0.82, 0.14, INK)
    _shape(canvas, [(0.56, 0.8), (0.74, 0.76), (0.56, 0.72)], "#e8a030", None)
    _circle(canvas, 0.5, 0.85, 0.03, PAPER, None)
    _shape(canvas, [(0.3, 0.08), (0.44, 0.08), (0.38, 0.02)], "#e8a030", None)
    _shape(canvas, [(0.56, 0.08), (0.7, 0.08), (0.62, 0.02)], "#e8a030", None)


@_icon("igloo")
def _igloo(canvas):
    _shape(canvas, [(0.04, 0.1), (0.04, 0.62, 0.3, 0.86, 0.5, 0.86), (0.7, 0.86, 0.96, 0.62, 0.96, 0.1)], INK)
    _shape(canvas, [(0.36, 0.1), (0.36, 0.36, 0.64, 0.36, 0.64, 0.1)], PAPER, None)
    for y in (0.34, 0.58):
        _line(canvas, [(0.1 if y < 0.5 else 0.2, y), (0.28, y)], PAPER, 0.035)
        _line(canvas, [(0.72, y), (0.9 if y < 0.5 else 0.8, y)], PAPER, 0.035)


@_icon("sled")
def _sled(canvas):
    _line(canvas, [(0.06, 0.22), (0.84, 0.22), (0.96, 0.22, 0.98, 0.38, 0.88, 0.4)], INK, 0.07)
    _rect(canvas, 0.14, 0.42, 0.64, 0.14, INK, None)
    for x in (0.24, 0.66):
        _line(canvas, [(x, 0.22), (x, 0.42)], INK, 0.06)
    _shape(canvas, [(0.2, 0.56), (0.28, 0.8), (0.72, 0.8), (0.74, 0.56)], INK)


@_icon("drum")
def _drum(canvas):
    _rect(canvas, 0.14, 0.14, 0.72, 0.56, INK, None)
    _ellipse(canvas, 0.14, 0.04, 0.72, 0.22, INK)
    _ellipse(canvas, 0.14, 0.6, 0.72, 0.22, PAPER)
    _line(canvas, [(0.18, 0.6), (0.32, 0.2), (0.5, 0.6), (0.68, 0.2), (0.82, 0.6)], PAPER, 0.04)
    _line(canvas, [(0.6, 0.72), (0.9, 0.98)], INK, 0.06)


@_icon("thistle")
def _thistle(canvas):
    _line(canvas, [(0.5, 0.04), (0.5, 0.5)], INK, 0.07)
    _shape(canvas, [(0.5, 0.22), (0.2, 0.34), (0.3, 0.22)], INK)
    _shape(canvas, [(0.5, 0.3), (0.8, 0.42), (0.72, 0.28)], INK)
    _ellipse(canvas, 0.32, 0.4, 0.36, 0.3, INK)
    for i in range(7):
        angle = math.pi * (0.15 + 0.7 * i / 6)
        _line(canvas, [(0.5, 0.66), (0.5 - 0.34 * math.cos(angle), 0.66 + 0.32 * math.sin(angle))], INK, 0.06)


@_icon("coin")
def _coin_type(canvas):
    _coin(canvas, INK, PAPER)
    _rect(canvas, 0.44, 0.36, 0.12, 0.28, PAPER, None)


@_icon("mug")
def _mug(canvas):
    _shape(canvas, [(0.72, 0.66), (0.96, 0.66, 0.96, 0.2, 0.72, 0.22)], None, INK, 0.08, close=False)
    _rect(canvas, 0.14, 0.04, 0.6, 0.7, INK, None, radius=0.06)
    _shape(canvas, [(0.1, 0.7), (0.1, 0.9, 0.3, 0.94, 0.44, 0.86), (0.56, 0.96, 0.78, 0.9, 0.78, 0.7)], PAPER)
    for x in (0.3, 0.44, 0.58):
        _line(canvas, [(x, 0.14), (x, 0.6)], PAPER, 0.035)


@_icon("star")
def _star_type(canvas):
    _star(canvas, INK, None, r=0.5)

"""The registry of deckwright's own vector icons, and the unit-box drawing helpers they use.

``ICONS[name](canvas, x, y, size)`` draws one icon in a ``size`` x ``size`` box whose bottom-left
corner is (x, y) in canvas units (points): the box's bottom sits on the baseline ``y``. Each icon is
one small function drawing in a unit box (0..1 on both axes), registered with ``@icon(name)``; the
registry scales it. A system's icons live in its renderer package and register when it is imported.
"""

from __future__ import annotations

import math
from functools import cache
from typing import TYPE_CHECKING, Any, Callable, Sequence

from reportlab.lib.colors import Color, HexColor

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

INK = "#2b2118"
PAPER = "#f3ead7"
LINE = 0.05  # outline width in the unit box


@cache
def to_color(value: str) -> Color:
    """The ReportLab colour of ``#rrggbb``, parsed once: faces paint a few colours thousands of times."""
    return HexColor(value)


Icon = Callable[["Canvas", float, float, float], None]
ICONS: dict[str, Icon] = {}


def icon(*names: str) -> Callable[[Callable[[Canvas], None]], Callable[[Canvas], None]]:
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


def paint(canvas: Canvas, path: Any, fill: str | None, stroke: str | None = INK, width: float = LINE) -> None:
    if fill:
        canvas.setFillColor(to_color(fill))
    if stroke:
        canvas.setStrokeColor(to_color(stroke))
        canvas.setLineWidth(width)
    canvas.drawPath(path, fill=1 if fill else 0, stroke=1 if stroke else 0)


def fill_path(
    canvas: Canvas,
    ops: Sequence[Sequence[float]],
    fill: str | None,
    stroke: str | None = INK,
    width: float = LINE,
    close: bool = True,
) -> None:
    """A path from ops: (x, y) is a line to, (x1, y1, x2, y2, x3, y3) a Bezier curve; the first moves."""
    path = canvas.beginPath()
    path.moveTo(*ops[0])
    for op in ops[1:]:
        (path.lineTo if len(op) == 2 else path.curveTo)(*op)
    if close:
        path.close()
    paint(canvas, path, fill, stroke, width)


def circle(
    canvas: Canvas, cx: float, cy: float, r: float, fill: str | None, stroke: str | None = INK, width: float = LINE
) -> None:
    path = canvas.beginPath()
    path.circle(cx, cy, r)
    paint(canvas, path, fill, stroke, width)


def ellipse(
    canvas: Canvas,
    x: float,
    y: float,
    w: float,
    h: float,
    fill: str | None,
    stroke: str | None = INK,
    width: float = LINE,
) -> None:
    path = canvas.beginPath()
    path.ellipse(x, y, w, h)
    paint(canvas, path, fill, stroke, width)


def rect(
    canvas: Canvas,
    x: float,
    y: float,
    w: float,
    h: float,
    fill: str | None,
    stroke: str | None = INK,
    radius: float = 0.0,
    width: float = LINE,
) -> None:
    path = canvas.beginPath()
    path.roundRect(x, y, w, h, radius) if radius else path.rect(x, y, w, h)
    paint(canvas, path, fill, stroke, width)


def line(canvas: Canvas, points: Sequence[Sequence[float]], colour: str = INK, width: float = LINE) -> None:
    fill_path(canvas, points, None, colour, width, close=False)


def star_points(
    cx: float, cy: float, outer: float, inner: float, tips: int = 5, turn: float = 0.0
) -> list[tuple[float, float]]:
    return [
        (
            cx + (outer if i % 2 == 0 else inner) * math.sin(turn + math.pi * i / tips),
            cy + (outer if i % 2 == 0 else inner) * math.cos(turn + math.pi * i / tips),
        )
        for i in range(2 * tips)
    ]

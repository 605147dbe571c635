"""Drawing on a face in card millimetres: the ``Pen`` and colour helpers, for every game's faces.

A face is drawn with its trim box's lower-left corner at ``(x_mm, y_mm)`` on the ReportLab canvas;
the pen takes ``Box`` es measured from the trim box's top-left corner, y downwards, and converts.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from typing import TYPE_CHECKING, Any, Callable, Iterator, NamedTuple

from reportlab.lib.colors import Color
from reportlab.lib.units import mm as MM

from ..typeset.box import Box
from ..typeset.fonts import text_width_pt
from . import Face
from .icons import ICONS, INK, PAPER, to_color
from .text import PT, Layout, draw_layout, fit_text

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas


def shade(colour: str, factor: float) -> str:
    """Darker (factor < 1) or lighter (factor > 1, towards white) colour."""
    rgb = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    if factor <= 1:
        rgb = [round(c * factor) for c in rgb]
    else:
        rgb = [round(c + (255 - c) * (factor - 1)) for c in rgb]
    return "#" + "".join(f"{min(max(c, 0), 255):02x}" for c in rgb)


def ink_on(colour: str) -> str:
    """Ink or paper, whichever reads better on ``colour``."""
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else PAPER


@cache
def luminance(colour: str) -> float:
    """WCAG 2 relative luminance of an sRGB ``#rrggbb`` colour, 0 (black) to 1 (white)."""
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@cache
def lab(colour: str) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB ``#rrggbb`` colour: L* 0 (black) to 100 (white), a*, b*."""
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    xyz = (
        (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
        0.2126 * r + 0.7152 * g + 0.0722 * b,
        (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
    )
    fx, fy, fz = (t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116 for t in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def chroma(colour: str) -> float:
    """CIELAB chroma C*ab of an sRGB colour: 0 for a grey."""
    _, a, b = lab(colour)
    return (a * a + b * b) ** 0.5


def contrast(a: str, b: str) -> float:
    """WCAG 2 contrast ratio of two colours, 1 to 21 (text wants 4.5, shapes 3)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@cache
def shade_for(colour: str, others: tuple[str, ...], ratio: float) -> str:
    """``colour`` darkened or lightened as little as needed (in 5 % steps) to reach ``ratio`` against
    each of ``others``; where no shade does, the one that comes closest."""
    factors = sorted((round(1 + 0.05 * step, 2) for step in range(-20, 21)), key=lambda f: abs(f - 1))
    shades = [shade(colour, factor) for factor in factors]
    worst = [min(contrast(candidate, other) for other in others) for candidate in shades]
    return next((c for c, w in zip(shades, worst) if w >= ratio), shades[worst.index(max(worst))])


def mix(colour: str, towards: str, amount: float) -> str:
    """``colour`` moved ``amount`` (0..1) of the way to ``towards``."""
    a, b = ([int(c[i : i + 2], 16) for i in (1, 3, 5)] for c in (colour, towards))
    return "#" + "".join(f"{round(x + (y - x) * amount):02x}" for x, y in zip(a, b))


class _Faded:
    """A canvas whose fill and stroke colours are mixed ``amount`` of the way to ``towards``."""

    def __init__(self, canvas: Canvas, towards: str, amount: float):
        self._canvas, self._towards, self._amount = canvas, towards, amount

    def __getattr__(self, name: str) -> Any:
        return getattr(self._canvas, name)

    def _mix(self, colour: Color) -> Color:
        return to_color(mix(colour.hexval().replace("0x", "#"), self._towards, self._amount))

    def setFillColor(self, colour: Color) -> None:  # noqa: N802 - ReportLab's name
        self._canvas.setFillColor(self._mix(colour))

    def setStrokeColor(self, colour: Color) -> None:  # noqa: N802 - ReportLab's name
        self._canvas.setStrokeColor(self._mix(colour))


class Pen:
    """Draws boxes given in card millimetres (top-left origin, y down) onto the canvas; ``s`` is the face's scale."""

    def __init__(self, canvas: Canvas, x_mm: float, y_mm: float, w_mm: float, h_mm: float, s: float):
        self.c, self.x, self.y, self.w, self.h, self.s = canvas, x_mm, y_mm, w_mm, h_mm, s

    def pt(self, box: Box) -> tuple[float, float, float, float]:
        return (self.x + box.x) * MM, (self.y + self.h - box.bottom) * MM, box.w * MM, box.h * MM

    def rect(
        self,
        box: Box,
        fill: str | None,
        stroke: str | None = None,
        width: float = 0.0,
        radius: float = 0.0,
        alpha: float = 1.0,
    ) -> None:
        c = self.c
        c.saveState()
        if fill:
            c.setFillColor(to_color(fill))
            if alpha != 1.0:  # a transparency group only where one is asked for
                c.setFillAlpha(alpha)
        if stroke:
            c.setStrokeColor(to_color(stroke))
            c.setLineWidth(width * MM)
        x, y, w, h = self.pt(box)
        if radius:
            c.roundRect(x, y, w, h, radius * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
        else:
            c.rect(x, y, w, h, stroke=1 if stroke else 0, fill=1 if fill else 0)
        c.restoreState()

    def circle(
        self, cx: float, cy: float, r: float, fill: str | None, stroke: str | None = None, width: float = 0.0
    ) -> None:
        self.rect(Box(cx - r, cy - r, 2 * r, 2 * r), fill, stroke, width, radius=r)

    def icon(self, name: str, x: float, top: float, size: float, faded: tuple[str, float] | None = None) -> None:
        """An icon whose square's top-left corner is at (x, top); ``faded=(colour, amount)`` mixes
        its colours that far towards ``colour`` (a faint icon without transparency, which print
        services refuse)."""
        canvas = _Faded(self.c, *faded) if faded else self.c
        ICONS[name](canvas, (self.x + x) * MM, (self.y + self.h - top - size) * MM, size * MM)

    def text(self, layout: Layout, box: Box, colour: str = INK) -> None:
        draw_layout(self.c, layout, self.x + box.x, self.y + self.h - box.y, colour)

    def line(self, points: list[tuple[float, float]], colour: str, width: float) -> None:
        self.lines([points], colour, width)

    def lines(self, polylines: list[list[tuple[float, float]]], colour: str, width: float) -> None:
        """Open polylines of one colour and width, with round caps, stroked as one path: a
        pattern's many strokes look the same as when drawn one by one, at a fraction of the cost."""
        c = self.c
        c.saveState()
        c.setStrokeColor(to_color(colour))
        c.setLineWidth(width * MM)
        c.setLineCap(1)
        path = c.beginPath()
        left, top = self.x, self.y + self.h
        for points in polylines:
            (x0, y0), *rest = points
            path.moveTo((left + x0) * MM, (top - y0) * MM)
            for px, py in rest:
                path.lineTo((left + px) * MM, (top - py) * MM)
        c.drawPath(path, stroke=1, fill=0)
        c.restoreState()

    @contextmanager
    def background(self) -> Iterator[None]:
        """Mark what is drawn inside as the face's background (a PDF background artifact): the only
        drawing, with art, that may lie outside the safe zone and reach into the bleed."""
        self.c.addLiteral("/Artifact <</Type /Background>> BDC")
        try:
            yield
        finally:
            self.c.addLiteral("EMC")

    def clip(self, box: Box) -> None:
        path = self.c.beginPath()
        path.rect(*self.pt(box))
        self.c.clipPath(path, stroke=0, fill=0)


class Frame(NamedTuple):
    """Where a face is drawn: its trim box's lower-left corner on the canvas, its size, its bleed (mm)."""

    x: float
    y: float
    w: float
    h: float
    bleed: float = 0.0


def framed(name: str, key: str, draw: Callable[..., list[str]], *args: Any) -> Face:
    """A ``Face`` (``name``, cache ``key``) drawing ``draw(canvas, *args[:-1], frame, args[-1])``: the
    place, a ``Frame``, goes before the last argument, the language."""
    *head, lang = args
    return Face(name, key, lambda canvas, x, y, w, h, bleed: draw(canvas, *head, Frame(x, y, w, h, bleed), lang))


@contextmanager
def face(canvas: Canvas, at: Frame, s: float, ground: str | Callable[[Pen, Box], None]) -> Iterator[tuple[Pen, Box]]:
    """A pen at scale ``s`` on a face drawn ``at`` its frame, clipped to the bleed box (``at.bleed`` mm
    beyond the trim box on every side), which ``ground`` fills as the face's background (a colour,
    or a function that paints the box); the pen and the bleed box. The canvas is restored after."""
    x, y, w, h, bleed = at
    pen = Pen(canvas, x, y, w, h, s)
    canvas.saveState()
    area = Box(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed)
    pen.clip(area)
    with pen.background():
        if isinstance(ground, str):
            pen.rect(area, ground)
        else:
            ground(pen, area)
    try:
        yield pen, area
    finally:
        canvas.restoreState()


def medallion(pen: Pen, box: Box, ring: str, fill: str) -> tuple[float, float, float]:
    """A back's medallion: a disc of ``fill`` in a ``ring`` 1.2 scaled mm wide, in the square ``box``
    (its top-left part); its centre and the inner disc's radius."""
    r = box.w / 2
    cx, cy = box.x + r, box.y + r
    pen.circle(cx, cy, r + 1.2 * pen.s, ring, INK, 0.3 * pen.s)
    pen.circle(cx, cy, r, fill, INK, 0.3 * pen.s)
    return cx, cy, r


def band(pen: Pen, box: Box, fill: str, layout: Layout, ink: str) -> None:
    """A label band: ``box`` filled with ``fill``, rounded, in a thin ink outline, and ``layout`` (laid
    out for the box less one scaled millimetre at each end) written in ``ink``."""
    s = pen.s
    pen.rect(box, fill, INK, 0.2 * s, radius=0.8 * s)
    pen.text(layout, box.inset(s, 0), ink)


NUMBER_PT = 6.0  # a card number prints at the smallest print size, on every card size
_NUMBERED: ContextVar[bool] = ContextVar("card_numbers", default=True)


@contextmanager
def unnumbered() -> Iterator[None]:
    """Faces drawn inside print no card number (``render --no-numbers``), whatever their layout has."""
    token = _NUMBERED.set(False)
    try:
        yield
    finally:
        _NUMBERED.reset(token)


def card_numbers(count: int) -> list[str]:
    """What the faces of a deck of ``count`` cards print for sorting it once printed, in order:
    ``1/40``, ``2/40`` ... ``40/40``."""
    return [f"{index}/{count}" for index in range(1, count + 1)]


def number_tag(pen: Pen, text: str, box: Box, fill: str, ink: str) -> None:
    """``text`` (a card number) at ``NUMBER_PT`` on a rounded tag of ``fill`` at the right end of ``box``;
    nothing inside ``unnumbered``."""
    if not _NUMBERED.get():
        return
    pad = 1.2
    width = min(text_width_pt(text, "regular", NUMBER_PT) * PT + 2 * pad, box.w)
    tag = Box(box.right - width, box.y, width, box.h)
    pen.rect(tag, fill, radius=box.h / 2)
    layout = fit_text(text, width - pad, box.h, "regular", NUMBER_PT, NUMBER_PT, "center", "en", "middle")
    pen.text(layout, tag.inset(pad / 2, 0), ink)

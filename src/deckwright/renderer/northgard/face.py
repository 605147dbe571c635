"""The start of every Northgard face: a pen on it, clipped to the bleed box, the ground painted."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ..box import Box
from ..draw import Pen


def begin(
    canvas: Canvas, x: float, y: float, w: float, h: float, bleed: float, scale: float, ground: str
) -> tuple[Pen, Box]:
    """Save the canvas state (the face restores it), clip to the bleed box and fill it with ``ground``;
    the pen and the bleed box."""
    pen = Pen(canvas, x, y, w, h, scale)
    canvas.saveState()
    area = Box(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed)
    pen.clip(area)
    pen.rect(area, ground)
    return pen, area

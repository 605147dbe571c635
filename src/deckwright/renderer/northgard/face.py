"""What every Northgard face starts with (a pen, clipped, on its ground) and writes (centred bold labels)."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ...typeset.box import Box
from ..draw import Pen
from ..icons import INK
from ..text import label_layout
from .layout import POINTS


def begin(
    canvas: Canvas, x: float, y: float, w: float, h: float, bleed: float, scale: float, ground: str
) -> tuple[Pen, Box]:
    """Save the canvas state (the face restores it), clip to the bleed box and fill it with ``ground``;
    the pen and the bleed box."""
    pen = Pen(canvas, x, y, w, h, scale)
    canvas.saveState()
    area = Box(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed)
    pen.clip(area)
    with pen.background():
        pen.rect(area, ground)
    return pen, area


def centred(pen: Pen, text: str, box: Box, points: float, lang: str, colour: str = INK) -> None:
    """``text`` in bold, centred in ``box`` both ways, as large as fits from ``points`` down to the
    smallest label size (``label_min``)."""
    pen.text(label_layout(text, box, points, POINTS["label_min"], lang), box, colour)

"""What every Northgard face writes: centred bold labels."""

from __future__ import annotations

from ...typeset.box import Box
from ..draw import Pen
from ..icons import INK
from ..text import label_layout
from .layout import POINTS


def centred(pen: Pen, text: str, box: Box, points: float, lang: str, colour: str = INK) -> None:
    """``text`` in bold, centred in ``box`` both ways, as large as fits from ``points`` down to the
    smallest label size (``label_min``)."""
    pen.text(label_layout(text, box, points, POINTS["label_min"], lang), box, colour)

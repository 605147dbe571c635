"""Where things sit on an Empires of the North card face: the named boxes of ``layout.yaml``.

Measured in millimetres from the trim box's top-left corner, y downwards. The poker card
(63 x 88 mm) is the reference, and every length scales by ``s = min(w / 63, h / 88)`` so the face
keeps its proportions on bridge, mini, tarot or custom sizes; extra height goes to the art window.
"""

from __future__ import annotations

from pathlib import Path

from ...typeset.box import Box
from ...typeset.layouts import load

LAYOUT_FILE = Path(__file__).with_name("layout.yaml")
FACES = load(LAYOUT_FILE)
STYLE = FACES.view()  # as a designer's override has it while its faces are drawn


def scale(w: float, h: float) -> float:
    return FACES.active.scale(w, h)


def front_boxes(kind: str, w: float, h: float, has_text: bool = True, has_corner: bool = True) -> dict[str, Box]:
    """The boxes of a front: frame, corner (cost or pillage column), title, disc, name, pips, art,
    band (kind ribbon), ability, text, footer; plus goods (fields: a row atop the ability box;
    field upgrades: a column at its right) and conquer (islands: a column at its left).
    ``has_text``: whether a field-like card has ability text under its goods (without it, the
    kind's ``-bare`` layout, where there is one); ``has_corner``: whether it shows a cost, an action
    or pillage goods (a Basic Field never does)."""
    name = f"{kind}-bare" if not has_text and f"{kind}-bare" in FACES.layouts else kind
    return FACES.active.boxes([name] if has_corner else [name, "plain"], w, h)


def back_boxes(w: float, h: float) -> dict[str, Box]:
    """The boxes of a back: frame, inner_frame, medallion (the circle's square) and plate (the name)."""
    return FACES.active.boxes(["back"], w, h)

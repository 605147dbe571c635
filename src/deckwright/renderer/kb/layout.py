"""Where things sit on Kingdom Builder faces: the named boxes and the style of ``layout.yaml``."""

from __future__ import annotations

from pathlib import Path

from ...typeset.layouts import load

LAYOUT_FILE = Path(__file__).with_name("layout.yaml")
FACES = load(LAYOUT_FILE)
STYLE = FACES.view()  # as a designer's override has it while its faces are drawn
BOARD = FACES.view("board")
COLOURS = FACES.view("colours")
LETTERS = FACES.view("letters")
POINTS = FACES.view("points")
FONTS = FACES.view("fonts")

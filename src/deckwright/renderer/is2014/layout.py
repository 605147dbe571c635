"""Where things sit on Imperial Settlers (2014) faces: ``layout.yaml`` for the cards (scaled to any
trim size) and ``board.yaml`` for the faction board (printed at its reference size)."""

from __future__ import annotations

from pathlib import Path

from ...typeset.layouts import load

FACES = load(Path(__file__).with_name("layout.yaml"))
BOARD = load(Path(__file__).with_name("board.yaml"))
STYLE = FACES.view()  # as a designer's override has it while its faces are drawn
COLOURS = FACES.view("colours")
POINTS = FACES.view("points")
FONTS = FACES.view("fonts")
BOARD_POINTS = BOARD.style["points"]

"""Where things sit on Imperial Settlers (2014) faces: ``layout.yaml`` for the cards (scaled to any
trim size) and ``board.yaml`` for the faction board (printed at its reference size)."""

from __future__ import annotations

from pathlib import Path

from ..layouts import load

FACES = load(Path(__file__).with_name("layout.yaml"))
BOARD = load(Path(__file__).with_name("board.yaml"))
STYLE = FACES.style
COLOURS = STYLE["colours"]
POINTS = STYLE["points"]
FONTS = STYLE["fonts"]
BOARD_POINTS = BOARD.style["points"]

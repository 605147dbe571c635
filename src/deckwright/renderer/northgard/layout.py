"""Where things sit on Northgard faces, and the sizes of tiles and tokens: ``layout.yaml``.

Card boxes are millimetres from the trim box's top-left corner, y downwards, on the poker card
(63 x 88 mm); every length scales by ``s = min(w / 63, h / 88)`` on other card sizes.
"""

from __future__ import annotations

from pathlib import Path

from ...typeset.layouts import load

FACES = load(Path(__file__).with_name("layout.yaml"))
STYLE = FACES.view()  # as a designer's override has it while its faces are drawn
COLOURS = FACES.view("colours")
POINTS = FACES.view("points")
TILE = FACES.view("tile")
TOKEN = FACES.view("token")

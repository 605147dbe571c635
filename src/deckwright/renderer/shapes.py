"""What an item is cut to: a rectangle (with rounded corners, or a square) or a hexagon, and its cut path.

Pure geometry in millimetres, PDF orientation (origin at the trim box's lower-left corner, y up).
A shape's ``w`` x ``h`` is its trim box; a hexagon's trim box is its bounding box. A cut path is a
list of path operations: ``("move", (x, y))``, ``("line", (x, y))``, ``("curve", (x1, y1), (x2, y2),
(x3, y3))`` (a cubic Bézier) and ``("close",)``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Point = tuple[float, float]
PathOp = (
    tuple[str] | tuple[str, Point] | tuple[str, Point, Point, Point]
)  # ("close",), ("move", p), ("curve", c1, c2, p)
KAPPA = 4 * (math.sqrt(2) - 1) / 3  # a quarter circle as one cubic Bézier
ORIENTATIONS = ("pointy", "flat")


@dataclass(frozen=True)
class Shape:
    """A rectangle (``radius``: its corners' radius) or a hexagon (``orientation`` pointy or flat), ``w`` x ``h`` mm."""

    kind: str
    w: float
    h: float
    radius: float = 0.0
    orientation: str = ""

    def __post_init__(self) -> None:
        if self.kind not in ("rect", "hex"):
            raise ValueError(f"a shape is 'rect' or 'hex', not {self.kind!r}")
        if min(self.w, self.h) <= 0:
            raise ValueError(f"a {self.w:g}x{self.h:g} mm shape has no area")
        if self.kind == "rect" and not 0 <= self.radius <= min(self.w, self.h) / 2:
            raise ValueError(f"a corner radius of {self.radius:g} mm does not fit a {self.w:g}x{self.h:g} mm card")
        if self.kind == "hex" and self.orientation not in ORIENTATIONS:
            raise ValueError(f"a hexagon is {' or '.join(ORIENTATIONS)}, not {self.orientation!r}")

    @property
    def straight(self) -> bool:
        """Cut with straight lines across the sheet (a plain rectangle): crop marks serve, no cut path is drawn."""
        return self.kind == "rect" and not self.radius

    @property
    def across_flats(self) -> float:
        """A hexagon's width between two parallel sides."""
        return self.w if self.orientation == "pointy" else self.h

    def grown(self, by: float) -> Shape:
        """The same shape ``by`` mm larger on every side (the bleed outline), around the same centre."""
        if self.kind == "hex":
            return hexagon(self.across_flats + 2 * by, self.orientation)
        return Shape("rect", self.w + 2 * by, self.h + 2 * by, self.radius + by if self.radius else 0.0)

    def vertices(self) -> list[Point]:
        """A hexagon's corners, counter-clockwise from the right-most (flat) or bottom (pointy) one."""
        cx, cy, r = self.w / 2, self.h / 2, self.across_flats / math.sqrt(3)
        start = -90 if self.orientation == "pointy" else 0
        return [
            (cx + r * math.cos(math.radians(start + 60 * i)), cy + r * math.sin(math.radians(start + 60 * i)))
            for i in range(6)
        ]

    def cut_path(self, x: float = 0.0, y: float = 0.0, grow: float = 0.0) -> list[PathOp]:
        """The outline, with the trim box's lower-left corner at (x, y); ``grow`` mm larger all round."""
        if grow:
            grown = self.grown(grow)
            return grown.cut_path(x - (grown.w - self.w) / 2, y - (grown.h - self.h) / 2)
        if self.kind == "hex":
            corners = [(x + px, y + py) for px, py in self.vertices()]
            return [("move", corners[0]), *[("line", corner) for corner in corners[1:]], ("close",)]
        w, h, r = self.w, self.h, self.radius
        if not r:
            return [("move", (x, y)), ("line", (x + w, y)), ("line", (x + w, y + h)), ("line", (x, y + h)), ("close",)]
        k = r * KAPPA
        return [
            ("move", (x + r, y)),
            ("line", (x + w - r, y)),
            ("curve", (x + w - r + k, y), (x + w, y + r - k), (x + w, y + r)),
            ("line", (x + w, y + h - r)),
            ("curve", (x + w, y + h - r + k), (x + w - r + k, y + h), (x + w - r, y + h)),
            ("line", (x + r, y + h)),
            ("curve", (x + r - k, y + h), (x, y + h - r + k), (x, y + h - r)),
            ("line", (x, y + r)),
            ("curve", (x, y + r - k), (x + r - k, y), (x + r, y)),
            ("close",),
        ]


def rect(w: float, h: float, radius: float = 0.0) -> Shape:
    return Shape("rect", w, h, radius)


def square(side: float, radius: float = 0.0) -> Shape:
    return Shape("rect", side, side, radius)


def hexagon(across_flats: float, orientation: str = "pointy") -> Shape:
    """A regular hexagon ``across_flats`` mm between parallel sides; pointy: a corner on top, flat: a side on top."""
    across_corners = across_flats * 2 / math.sqrt(3)
    if orientation == "pointy":
        return Shape("hex", across_flats, across_corners, orientation=orientation)
    return Shape("hex", across_corners, across_flats, orientation=orientation)

"""Where the hexes of a printed board section lie: pure geometry in millimetres, no drawing.

A section is 10 rows of 10 pointy-topped hexes, ``across`` mm between parallel sides; every odd
row sits half a hex to the right (the engine's layout, ``engine/kb/board.py``). Coordinates are
the face's own: origin at the trim box's top-left corner, y downwards. The trim box is the
bounding box of the hexes, 10.5 hexes wide and 7.75 corner-to-corner heights tall.

Neighbouring sections are laid so that their hex rows run on: the section to the right starts
10 hexes to the right (``RIGHT_NEIGHBOUR``), the one below 10 rows down (``BELOW_NEIGHBOUR``). Their
common border is not straight, so a section is cut along ``outline``: the border of the union
of its hexes, which interlocks with the neighbours' outlines. A section turned by 180 degrees
has the same outline (the union is symmetric about the trim box's centre).
"""

from __future__ import annotations

import math

from ...model.kb import SECTION_SIZE

Point = tuple[float, float]


def corner_height(across: float) -> float:
    """A pointy-topped hex's height from corner to corner."""
    return across * 2 / math.sqrt(3)


def section_size(across: float) -> Point:
    """The trim box (the hexes' bounding box) of a section, w x h mm."""
    h = corner_height(across)
    return (SECTION_SIZE + 0.5) * across, (0.75 * (SECTION_SIZE - 1) + 1) * h


def neighbour_offsets(across: float) -> tuple[Point, Point]:
    """How far the trim box of the section to the right, and of the one below, is moved."""
    return (SECTION_SIZE * across, 0.0), (0.0, SECTION_SIZE * 0.75 * corner_height(across))


def centre(row: int, col: int, across: float) -> Point:
    """The centre of hex (row, col) of a section laid upright."""
    h = corner_height(across)
    return across / 2 + col * across + (row % 2) * across / 2, h / 2 + row * 0.75 * h


def corners(cx: float, cy: float, across: float) -> list[Point]:
    """A pointy-topped hex's corners clockwise from the top (y down)."""
    h = corner_height(across)
    w = across / 2
    return [
        (cx, cy - h / 2),
        (cx + w, cy - h / 4),
        (cx + w, cy + h / 4),
        (cx, cy + h / 2),
        (cx - w, cy + h / 4),
        (cx - w, cy - h / 4),
    ]


def outline(across: float) -> list[Point]:
    """The cut line of a section: the border of the union of its hexes, a closed polygon.

    Every hex edge that belongs to one hex only is on the border; they are chained into one loop,
    starting at the top corner of hex (0, 0) and going clockwise, and corners where the border
    runs straight on are dropped.
    """

    def key(point: Point) -> Point:
        return round(point[0], 6), round(point[1], 6)

    edges: dict[frozenset[Point], tuple[Point, Point]] = {}
    for row in range(SECTION_SIZE):
        for col in range(SECTION_SIZE):
            points = corners(*centre(row, col, across), across)
            for a, b in zip(points, points[1:] + points[:1]):
                edge = frozenset((key(a), key(b)))
                if edge in edges:
                    del edges[edge]
                else:
                    edges[edge] = (a, b)
    following = {key(a): b for a, b in edges.values()}  # each hex is clockwise: so is its border
    start = corners(*centre(0, 0, across), across)[0]
    loop = [start]
    point = following[key(start)]
    while key(point) != key(start):
        loop.append(point)
        point = following[key(point)]
    return [p for i, p in enumerate(loop) if not _straight(loop[i - 1], p, loop[(i + 1) % len(loop)])]


def _straight(a: Point, b: Point, c: Point) -> bool:
    return abs((b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])) < 1e-9


def around(polygon: list[Point], by: float) -> list[Point]:
    """A polygon (no two neighbouring sides in line) with every side moved ``by`` mm outwards: the
    line of a cut path that is wholly outside the polygon when ``by`` is half its width."""
    area = sum(ax * by_ - bx * ay for (ax, ay), (bx, by_) in zip(polygon, polygon[1:] + polygon[:1]))
    sign = 1 if area > 0 else -1

    def moved(a: Point, b: Point) -> tuple[Point, Point]:
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy)
        nx, ny = sign * dy / length * by, -sign * dx / length * by
        return (a[0] + nx, a[1] + ny), (dx, dy)

    sides = [moved(a, b) for a, b in zip(polygon, polygon[1:] + polygon[:1])]
    corners = []
    for ((px, py), (pdx, pdy)), ((qx, qy), (qdx, qdy)) in zip(sides[-1:] + sides[:-1], sides):
        t = ((qx - px) * qdy - (qy - py) * qdx) / (pdx * qdy - pdy * qdx)  # where the moved sides meet
        corners.append((px + t * pdx, py + t * pdy))
    return corners

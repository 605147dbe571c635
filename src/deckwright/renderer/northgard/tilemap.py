"""Where a Northgard map tile's border lines and territories go: pure geometry, in millimetres from
the tile's top-left corner, y downwards.

Grid point ``k`` of a side sits ``k / (GRID + 1)`` of the way along it, clockwise (the north side
runs west to east, the east side north to south, and so on), exactly where the engine's border
continuity expects it (``engine.northgard.board.sides_meet``: point ``k`` faces point
``GRID + 1 - k`` of the neighbour), so a border printed to the edge meets its neighbour's.

The tile data says which side segments each territory touches, not how its borders run inside,
so the drawing derives them: two territories meeting at two edge points are split by one curve
between those points; a meeting point of any other pair (where three or more territories meet)
is joined to the tile's centre. A territory that touches no edge is an island in the middle,
ringed by its border.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass

from ...model.northgard import GRID, SIDES, Tile

Point = tuple[float, float]


@dataclass(frozen=True)
class Border:
    """One border line: a cubic Bézier from ``start`` to ``end`` (``controls`` between), or a
    circle (``ring``: its radius, around ``start``); ``kind`` regular or rough."""

    start: Point
    end: Point
    controls: tuple[Point, Point]
    kind: str
    ring: float = 0.0

    def points(self, count: int) -> list[Point]:
        """``count + 1`` points along the line, both ends included."""
        if self.ring:
            cx, cy = self.start
            return [
                (cx + self.ring * math.cos(2 * math.pi * i / count), cy + self.ring * math.sin(2 * math.pi * i / count))
                for i in range(count + 1)
            ]
        (x0, y0), (x1, y1), (x2, y2), (x3, y3) = self.start, *self.controls, self.end
        out = []
        for i in range(count + 1):
            t = i / count
            a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t**2, t**3
            out.append((a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3))
        return out

    def length(self) -> float:
        pts = self.points(32)
        return sum(math.dist(p, q) for p, q in zip(pts, pts[1:]))


def edge_point(side: int, k: float, size: float) -> Point:
    """Point ``k`` (0 .. GRID + 1, clockwise) of side ``side`` (0 n, 1 e, 2 s, 3 w) of a ``size`` mm tile."""
    d = k * size / (GRID + 1)
    return ((d, 0.0), (size, d), (size - d, size), (0.0, size - d))[side]


def segments(tile: Tile) -> list[tuple[str, int, float, float]]:
    """Every side segment in clockwise order from the north-west corner: (name, side, from, to) in grid steps."""
    found: list[tuple[str, int, float, float]] = []
    for side, points in enumerate(tile.sides):
        cuts = [0, *points, GRID + 1]
        found += [(f"{SIDES[side]}{i}", side, cuts[i], cuts[i + 1]) for i in range(len(cuts) - 1)]
    return found


NORMALS = ((0.0, 1.0), (-1.0, 0.0), (0.0, -1.0), (1.0, 0.0))  # into the tile from side n, e, s, w


def borders(tile: Tile, size: float, pocket: float = 0.35, island: float = 0.22) -> list[Border]:
    """Every border line of the tile. A curve between two edge points leaves each edge square to
    it, a third of the way across; between two points of one side, ``pocket`` of the tile deep
    at least. ``island``: a territory inside the tile, its radius as a share of ``size``."""
    kinds = {frozenset((a, b)): kind for a, b, kind in tile.borders}
    names = [t.id for t in tile.territories]
    centre = (size / 2, size / 2)
    lines = []
    for pair, points in meetings(tile, size).items():
        kind = kinds.get(frozenset(names[i] for i in pair), "regular")
        if len(points) == 2:
            (p, side_p), (q, side_q) = points
            reach = max(math.dist(p, q) / 3, pocket * size if side_p == side_q else 0.0)
            lines.append(Border(p, q, (_inward(p, side_p, reach), _inward(q, side_q, reach)), kind))
        else:
            lines += [
                Border(p, centre, (_towards(p, centre, 1 / 3), _towards(p, centre, 2 / 3)), kind) for p, _ in points
            ]
    for index, middle in islands(tile, size).items():
        named = next((k for k in kinds if names[index] in k), frozenset())
        lines.append(Border(middle, middle, (middle, middle), kinds.get(named, "regular"), island * size))
    return lines


def meetings(tile: Tile, size: float) -> dict[frozenset[int], list[tuple[Point, int]]]:
    """For each pair of territories (by index) meeting on the tile's edge: the points, with their side."""
    owner = tile.segment_owner()
    found: dict[frozenset[int], list[tuple[Point, int]]] = defaultdict(list)
    segs = segments(tile)
    for (name, side, _, end), (after, _, _, _) in zip(segs, segs[1:] + segs[:1]):
        a, b = owner.get(name), owner.get(after)
        if end != GRID + 1 and a is not None and b is not None and a != b:  # not a corner
            found[frozenset((a, b))].append((edge_point(side, end, size), side))
    return found


def islands(tile: Tile, size: float) -> dict[int, Point]:
    """The centre of each territory touching no edge, side by side across the middle."""
    inner = [i for i, t in enumerate(tile.territories) if not t.edges]
    return {i: (size * (n + 1) / (len(inner) + 1), size / 2) for n, i in enumerate(inner)}


def anchors(tile: Tile, size: float, lines: list[Border], island: float = 0.22) -> list[Point]:
    """Where each territory's resources and building spaces are drawn: an island's centre; else the
    mean of the middles of its edge segments (weighted by length) and of its border lines (each
    weighing half a side), moved north of an island it would cover."""
    inner = islands(tile, size)
    found = []
    for index, territory in enumerate(tile.territories):
        if index in inner:
            found.append(inner[index])
            continue
        weighted = [
            (edge_point(side, (start + end) / 2, size), (end - start) * size / (GRID + 1))
            for name, side, start, end in segments(tile)
            if name in territory.edges
        ]
        ends = {p for pair, points in meetings(tile, size).items() if index in pair for p, _ in points}
        weighted += [(line.points(2)[1], size / 2) for line in lines if not line.ring and line.start in ends]
        total = sum(w for _, w in weighted)
        point = (sum(p[0] * w for p, w in weighted) / total, sum(p[1] * w for p, w in weighted) / total)
        if any(math.dist(point, c) < island * size * 1.6 for c in inner.values()):
            point = (point[0], size * 0.2)
        found.append(point)
    return found


def _inward(p: Point, side: int, reach: float) -> Point:
    return p[0] + NORMALS[side][0] * reach, p[1] + NORMALS[side][1] * reach


def _towards(p: Point, q: Point, share: float) -> Point:
    return p[0] + (q[0] - p[0]) * share, p[1] + (q[1] - p[1]) * share

"""The assembled 20x20 board: four sections, their orientation, and precomputed hex geometry.

Hexes are numbered ``row * 20 + col``. Rows alternate: odd rows sit half a hex to the right, so
a hex in row r touches (r, c-1), (r, c+1) and two hexes in each neighbouring row: columns c-1
and c for an even r, c and c+1 for an odd r. Sections go top-left, top-right, bottom-left,
bottom-right; a section turned by 180 degrees maps (r, c) to (9-r, 9-c), which keeps the row
offsets consistent because a section has an even number of rows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ...model.kb import BUILDABLE, SECTION_SIZE, Section

SIDE = 2 * SECTION_SIZE
HEXES = SIDE * SIDE
# Straight-line directions in axial coordinates (dq, dr); opposite directions are 3 apart.
AXIAL = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def _axial(row: int, col: int) -> tuple[int, int]:
    return col - (row - (row & 1)) // 2, row


def _offset(q: int, r: int) -> tuple[int, int]:
    return r, q + (r - (r & 1)) // 2


def _geometry() -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    step = []
    for h in range(HEXES):
        q, r = _axial(*divmod(h, SIDE))
        row = []
        for dq, dr in AXIAL:
            nr, nc = _offset(q + dq, r + dr)
            row.append(nr * SIDE + nc if 0 <= nr < SIDE and 0 <= nc < SIDE else -1)
        step.append(tuple(row))
    return tuple(step), tuple(tuple(n for n in row if n >= 0) for row in step)


STEP, NEIGHBOURS = _geometry()  # STEP[hex][direction]: the next hex that way, or -1
EDGE = frozenset(h for h in range(HEXES) if len(NEIGHBOURS[h]) < 6)
SECTOR = tuple((h // SIDE // SECTION_SIZE) * 2 + (h % SIDE) // SECTION_SIZE for h in range(HEXES))


@dataclass(frozen=True, eq=False)
class Board:
    """Terrain of one assembled board; shared, never changed, by all games on it."""

    terrain: tuple[str, ...]  # per hex
    location_tile: dict[int, str]  # location hex -> tile id
    sections: tuple[str, ...]  # section ids, in slot order
    turned: tuple[bool, ...]
    by_terrain: dict[str, tuple[int, ...]]  # terrain (or 'buildable': all five) -> its hexes
    castles: tuple[int, ...]
    near: dict = field(default_factory=dict)  # cache: features -> hexes next to one of them

    step = STEP
    neighbours = NEIGHBOURS
    edge = EDGE
    sector = SECTOR

    def hexes_next_to(self, features: tuple[str, ...]) -> frozenset[int]:
        """Every hex with a neighbour whose terrain is one of ``features``; a water hex is not next
        to water (docs/rules-notes.md#kb-on-water-not-next-to-water)."""
        found = self.near.get(features)
        if found is None:
            terrain = self.terrain
            found = self.near[features] = frozenset(
                n
                for t in features
                for h in self.by_terrain.get(t, ())
                for n in NEIGHBOURS[h]
                if t != "water" or terrain[n] != "water"
            )
        return found


def assemble(sections: list[Section] | tuple[Section, ...], turned: list[bool] | tuple[bool, ...]) -> Board:
    """Lay four sections (top-left, top-right, bottom-left, bottom-right), each turned or not."""
    return _assemble(tuple(sections), tuple(turned))


@lru_cache(maxsize=256)
def _assemble(sections: tuple[Section, ...], turned: tuple[bool, ...]) -> Board:
    if len(sections) != 4 or len(turned) != 4:
        raise ValueError("a board is 4 sections, each with its orientation")
    terrain = [""] * HEXES
    location_tile = {}
    last = SECTION_SIZE - 1
    for slot, (section, turn) in enumerate(zip(sections, turned)):
        top, left = (slot // 2) * SECTION_SIZE, (slot % 2) * SECTION_SIZE
        tiles = {(r, c): t for r, c, t in section.locations}
        for r in range(SECTION_SIZE):
            for c in range(SECTION_SIZE):
                sr, sc = (last - r, last - c) if turn else (r, c)
                h = (top + r) * SIDE + left + c
                terrain[h] = section.grid[sr][sc]
                if (sr, sc) in tiles:
                    location_tile[h] = tiles[sr, sc]
    by_terrain: dict[str, list[int]] = {}
    for h, t in enumerate(terrain):
        by_terrain.setdefault(t, []).append(h)
    by_terrain["buildable"] = sorted(h for t in BUILDABLE for h in by_terrain.get(t, ()))
    return Board(
        tuple(terrain),
        location_tile,
        tuple(s.id for s in sections),
        tuple(turned),
        {t: tuple(hs) for t, hs in by_terrain.items()},
        tuple(by_terrain.get("castle", ())),
    )

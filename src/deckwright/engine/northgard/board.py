"""The map as a graph of territories over placed square tiles.

A placed tile sits on a grid cell with a rotation (quarter turns clockwise). Each side of a tile
has grid points 1..3 (clockwise along the side) where border lines meet the edge; they split the
side into segments. Placing a tile next to another joins the territories of facing segments
(there is no border across a tile edge), so territories grow over tiles. A territory is closed
when none of its segments faces an empty cell; a closed territory never grows again.

Territories also carry what stands on them (units per seat, Kaija, buildings, free spaces), so
that merging two territories merges their contents in one place.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...model.northgard import SIDES, Tile

STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))  # n, e, s, w as (dx, dy); y grows southwards
OPPOSITE = (2, 3, 0, 1)


@dataclass(slots=True)
class Territory:
    """One territory of the map (possibly spread over several tiles)."""

    id: int
    cells: set[tuple[int, int]]
    open: int  # segments facing an empty cell
    adj: dict[int, str] = field(default_factory=dict)  # neighbour id -> 'regular' or 'rough'
    resources: dict[str, int] = field(default_factory=dict)
    spaces: list[str] = field(default_factory=list)  # free building spaces
    buildings: list[str] = field(default_factory=list)
    units: dict[int, int] = field(default_factory=dict)  # seat -> units (Kaija not included)
    kaija: int | None = None  # the seat whose bear stands here
    lair: bool = False

    @property
    def closed(self) -> bool:
        return self.open == 0

    def owner(self) -> int | None:
        """The seat with units (or Kaija) here; None when neutral. Two seats only during a combat."""
        if self.kaija is not None:
            return self.kaija
        for seat, count in self.units.items():
            if count:
                return seat
        return None

    def seats(self) -> set[int]:
        present = {seat for seat, count in self.units.items() if count}
        return present | ({self.kaija} if self.kaija is not None else set())

    def copy(self) -> "Territory":
        return Territory(
            self.id,
            self.cells.copy(),
            self.open,
            self.adj.copy(),
            self.resources.copy(),
            self.spaces[:],
            self.buildings[:],
            self.units.copy(),
            self.kaija,
            self.lair,
        )


def side_points(tile: Tile, rotation: int, side: int) -> tuple[int, ...]:
    """The grid points on world ``side`` of ``tile`` turned ``rotation`` quarter turns clockwise."""
    return tile.sides[(side - rotation) % 4]


def segment_name(rotation: int, side: int, index: int) -> str:
    """The tile's own name of segment ``index`` on world ``side``."""
    return f"{SIDES[(side - rotation) % 4]}{index}"


def sides_meet(mine: tuple[int, ...], theirs: tuple[int, ...]) -> bool:
    """Border continuity: the points of two facing sides meet (positions run opposite ways)."""
    return sorted(4 - p for p in theirs) == list(mine)


@dataclass
class Placement:
    """What placing a tile did: the territories it created or joined, and those it closed."""

    cell: tuple[int, int]
    territories: list[int]  # the territory of each of the tile's own territories, after merging
    closed: list[int]  # territories the placement closed (that include a part of the new tile touching its sides)


class Board:
    """Placed tiles and the territory graph over them."""

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], tuple[Tile, int]] = {}
        self.node: dict[tuple[int, int, int], int] = {}  # (x, y, tile territory index) -> territory id
        self.territories: dict[int, Territory] = {}
        self.next_id = 0

    def copy(self) -> "Board":
        """An independent copy (the placed tiles are shared: they never change)."""
        other = Board.__new__(Board)
        other.cells, other.node, other.next_id = self.cells.copy(), self.node.copy(), self.next_id
        other.territories = {tid: t.copy() for tid, t in self.territories.items()}
        return other

    # --- where a tile may go ---

    def frontier(self) -> list[tuple[int, int]]:
        """Empty cells orthogonally next to a placed tile, in a stable order."""
        if not self.cells:
            return [(0, 0)]
        found = {(x + dx, y + dy) for x, y in self.cells for dx, dy in STEP} - self.cells.keys()
        return sorted(found, key=lambda c: (c[1], c[0]))

    def fits(self, tile: Tile, cell: tuple[int, int], rotation: int) -> bool:
        """The cell is free, touches a placed tile (unless the map is empty) and every border continues."""
        if cell in self.cells:
            return False
        touching = False
        for side, (dx, dy) in enumerate(STEP):
            other = self.cells.get((cell[0] + dx, cell[1] + dy))
            if other is None:
                continue
            touching = True
            if not sides_meet(side_points(tile, rotation, side), side_points(other[0], other[1], OPPOSITE[side])):
                return False
        return touching or not self.cells

    def facing(self, tile: Tile, cell: tuple[int, int], rotation: int) -> list[tuple[int, int]]:
        """(tile territory index, placed territory id) for every pair of facing segments."""
        pairs = []
        owner = tile.segment_owner()
        for side, (dx, dy) in enumerate(STEP):
            there = (cell[0] + dx, cell[1] + dy)
            other = self.cells.get(there)
            if other is None:
                continue
            count = len(side_points(tile, rotation, side))
            their_owner = other[0].segment_owner()
            for index in range(count + 1):
                facing = segment_name(other[1], OPPOSITE[side], count - index)
                pairs.append(
                    (owner[segment_name(rotation, side, index)], self.node[(there[0], there[1], their_owner[facing])])
                )
        return pairs

    def joined(self, tile: Tile, cell: tuple[int, int], rotation: int) -> list[set[int]]:
        """For each of the tile's territories, the placed territories it would join (directly)."""
        groups: list[set[int]] = [set() for _ in tile.territories]
        for index, tid in self.facing(tile, cell, rotation):
            groups[index].add(tid)
        return groups

    # --- placing ---

    def place(self, tile: Tile, cell: tuple[int, int], rotation: int) -> Placement:
        """Place a tile that ``fits``: create its territories, join facing ones, report closings."""
        pairs = self.facing(tile, cell, rotation)
        self.cells[cell] = (tile, rotation)
        local: list[int] = []
        for index, part in enumerate(tile.territories):
            tid = self.next_id
            self.next_id += 1
            self.territories[tid] = Territory(
                tid, {cell}, len(part.edges), resources=dict(part.resources), spaces=list(part.spaces), lair=part.lair
            )
            self.node[(cell[0], cell[1], index)] = tid
            local.append(tid)
        names = {part.id: tid for part, tid in zip(tile.territories, local)}
        for first, second, kind in tile.borders:
            self._border(names[first], names[second], kind)
        alias: dict[int, int] = {}

        def find(tid: int) -> int:
            while tid in alias:
                tid = alias[tid]
            return tid

        for index, placed in pairs:
            keep, gone = sorted((find(local[index]), find(placed)))  # the older id stays
            self.territories[keep].open -= 1  # the two facing segments are no longer on the map's edge
            self.territories[gone].open -= 1
            if keep != gone:
                self._merge(keep, gone)
                alias[gone] = keep
        territories = [find(tid) for tid in local]
        # a territory of the tile touching none of its sides (an island) was never open: placing
        # the tile did not close it (docs/rules-notes.md#northgard-island-not-closed-by-exploring)
        closed = sorted(
            {tid for tid, part in zip(territories, tile.territories) if part.edges and self.territories[tid].closed}
        )
        return Placement(cell, territories, closed)

    def _border(self, a: int, b: int, kind: str) -> None:
        if a == b:
            return
        for x, y in ((a, b), (b, a)):
            known = self.territories[x].adj.get(y)
            self.territories[x].adj[y] = "regular" if "regular" in (known, kind) else kind

    def _merge(self, keep: int, gone: int) -> None:
        """Merge territory ``gone`` into ``keep``; their contents add up."""
        a, b = self.territories[keep], self.territories.pop(gone)
        a.cells |= b.cells
        a.open += b.open
        for res, n in b.resources.items():
            a.resources[res] = a.resources.get(res, 0) + n
        a.spaces += b.spaces
        a.buildings += b.buildings
        for seat, n in b.units.items():
            a.units[seat] = a.units.get(seat, 0) + n
        if b.kaija is not None:
            a.kaija = b.kaija
        a.lair = a.lair or b.lair
        for other, kind in b.adj.items():
            neighbour = self.territories[other]
            del neighbour.adj[gone]
            if other != keep:
                self._border(keep, other, kind)
        a.adj.pop(gone, None)
        for key, tid in self.node.items():
            if tid == gone:
                self.node[key] = keep

    # --- questions ---

    def tiles_of(self, tid: int) -> int:
        return len(self.territories[tid].cells)

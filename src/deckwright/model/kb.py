"""Kingdom Builder as plain objects: board sections, location tiles, goal cards.

Built only from documents that passed the schema. A tile's action is a sentence of the placement
language (``Placement``); a goal card's rule is a sentence of the scoring language (``Scoring``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# One letter per hex in a board section's grid rows.
LETTERS = {
    "g": "grass",
    "b": "flower",
    "f": "forest",
    "c": "canyon",
    "d": "desert",
    "m": "mountain",
    "w": "water",
    "K": "castle",
    "L": "location",
}
BUILDABLE = ("grass", "flower", "forest", "canyon", "desert")  # the five terrain cards
SECTION_SIZE = 10
SETTLEMENTS = 40  # per player
TILES_PER_LOCATION = 2


@dataclass(frozen=True, slots=True, eq=False)  # compared by identity: boards are cached per section
class Section:
    """A 10x10 board section: ``grid[row][col]`` terrain names (odd rows sit half a hex right)."""

    id: str
    name: dict[str, str]
    grid: tuple[tuple[str, ...], ...]
    locations: tuple[tuple[int, int, str], ...]  # (row, col, tile id) of each location hex
    rotate: bool = True  # may be laid turned by 180 degrees


@dataclass(frozen=True, slots=True)
class Placement:
    """Where a tile's action builds or moves a settlement to."""

    action: str  # 'build' (from the supply), 'move' (one of yours) or 'remove' (another player's)
    terrain: str = "played"  # played, buildable, a buildable terrain or water (see the schema)
    count: int = 1  # settlements built or moved, one after the other
    edge: bool = False  # target on the board's edge
    line_end: int = 0  # target continues a straight line of this many own settlements
    jump: int = 0  # move: exactly this many hexes in a straight line
    next_to: tuple[str, ...] = ()  # target next to one of these
    adjacent: str = "if_possible"  # if_possible, required or free
    gold: int = 0  # gold its holder takes each time the action is used


@dataclass(frozen=True, slots=True)
class Tile:
    id: str
    name: dict[str, str]
    placement: Placement


@dataclass(frozen=True, slots=True)
class Scoring:
    """Gold = ``gold`` x (the count // ``per``), a penalty where ``gold`` is negative; sector_rank
    pays ``ranks`` by place instead. The settlement conditions (``next_to``, ``on``, ``isolated``)
    combine with "and": a settlement counts when it meets every one given."""

    count: str
    gold: int = 1
    per: int = 1
    next_to: tuple[str, ...] = ()  # settlements: only those next to one of these
    on: tuple[str, ...] = ()  # settlements: only those standing on one of these terrains
    isolated: bool = False  # settlements: only those with none of the player's own next to them
    sites: tuple[str, ...] = ("location", "castle")  # connected_sites: what counts as a site
    ranks: tuple[int, ...] = ()  # sector_rank: gold for 1st, 2nd, ... most settlements
    ties: str = "shared"  # sector_rank: 'shared' (all tied take the place's gold) or 'split'


@dataclass(frozen=True, slots=True)
class Goal:
    id: str
    name: dict[str, str]
    scoring: Scoring


def sections_from_data(data: dict) -> list[Section]:
    """The sections of a schema-valid 'boards' document."""
    return [
        Section(
            s["id"],
            dict(s["name"]),
            tuple(tuple(LETTERS[ch] for ch in row.replace(" ", "")) for row in s["grid"]),
            tuple((loc["row"], loc["col"], loc["tile"]) for loc in s.get("locations", [])),
            s.get("rotate", True),
        )
        for s in data["sections"]
    ]


def tiles_from_data(data: dict) -> list[Tile]:
    """The tiles of a schema-valid 'tiles' document."""
    tiles = []
    for t in data["tiles"]:
        fields = {k: v for k, v in t.items() if k in Placement.__slots__}
        if "next_to" in fields:
            fields["next_to"] = tuple(fields["next_to"])
        tiles.append(Tile(t["id"], dict(t["name"]), Placement(**fields)))
    return tiles


def goals_from_data(data: dict) -> list[Goal]:
    """The goal cards of a schema-valid 'goals' document."""
    goals = []
    for g in data["goals"]:
        fields: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in g["score"].items()}
        goals.append(Goal(g["id"], dict(g["name"]), Scoring(**fields)))
    return goals

"""Northgard: Uncharted Lands as plain objects: the ruleset, map tiles, cards and clans.

Built only from documents that passed validation. Card steps stay the validated data of the
effect language (dicts), which the verbalizer prints; treat them as read-only. Cards and clan
powers also hold their steps compiled once (``steps.compile_steps``), which the engine runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..loader import Run, read_document
from ..paths import data_dir
from ..steps import Step, compile_steps
from . import copies_of

RESOURCES = ("food", "wood", "lore")
SIDES = "nesw"
GRID = 3  # points per side where a border may meet the edge
STEP_MODIFIERS: frozenset[str] = frozenset()  # a Northgard step is its primitive alone


@dataclass(frozen=True, slots=True)
class Ruleset:
    """Every number of the rules; ``data`` is the validated ruleset document."""

    id: str
    data: dict[str, Any]

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def power(self, amount: int | str) -> int:
        """A step's amount: a number, or a name in the ruleset's ``powers`` table."""
        return amount if isinstance(amount, int) else self.data["powers"][amount]

    def winter_cost(self, units: int) -> dict[str, int]:
        """The upkeep of ``units`` units: the last winter row whose threshold they reach."""
        pay: dict[str, int] = {}
        for row in self.data["winter"]:
            if units >= row["units"]:
                pay = row["pay"]
        return pay

    def closed_fame(self, tiles: int) -> int:
        """Harvest fame of a controlled closed territory spread over ``tiles`` tiles."""
        table = self.data["fame"]["closed_harvest"]
        return table[min(tiles, len(table)) - 1]

    def building(self, kind: str) -> dict[str, Any]:
        return self.data["buildings"][kind]

    def varied(self, **changes: Any) -> "Ruleset":
        """A copy with top-level values replaced (tests, variants)."""
        return Ruleset(self.id, {**self.data, **changes})


@dataclass(frozen=True, slots=True)
class TileTerritory:
    id: str
    edges: tuple[str, ...]  # side segments such as 'n0'
    resources: tuple[tuple[str, int], ...] = ()
    spaces: tuple[str, ...] = ()  # 'small', 'carved', 'large'
    lair: bool = False


@dataclass(frozen=True, slots=True)
class Tile:
    """A square map tile: border points per side, territories, borders between them."""

    id: str
    sides: tuple[tuple[int, ...], ...]  # per side n, e, s, w: sorted grid points
    territories: tuple[TileTerritory, ...]
    borders: tuple[tuple[str, str, str], ...] = ()  # (territory, territory, 'regular'|'rough')
    start: str | None = None
    owners: dict[str, int] = field(init=False, repr=False, compare=False)  # see segment_owner

    def __post_init__(self) -> None:
        owners = {edge: index for index, t in enumerate(self.territories) for edge in t.edges}
        object.__setattr__(self, "owners", owners)

    def segment_owner(self) -> dict[str, int]:
        """Territory index by side segment ('n0' -> 0); read-only."""
        return self.owners


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    name: dict[str, str]
    do: tuple[dict[str, Any], ...] = ()
    flash: bool = False
    fame: int = 0
    kind: str = "starting"  # starting, early, advanced, clan, upgrade, achievement, unrest
    score: dict[str, Any] | None = None  # achievements
    text: dict[str, str] | None = None
    steps: tuple[Step, ...] = field(init=False, repr=False, compare=False)  # ``do`` compiled

    def __post_init__(self) -> None:
        object.__setattr__(self, "steps", compile_steps(self.do, STEP_MODIFIERS))


@dataclass(frozen=True, slots=True)
class Clan:
    id: str
    name: dict[str, str]
    power: dict[str, Any]
    initial: Card
    upgrades: tuple[Card, Card]
    colour: str = "#777777"
    source: Path | None = None
    # the power's reactions (``power.on``) as (event, compiled steps), in order
    reactions: tuple[tuple[str, tuple[Step, ...]], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        reactions = tuple((r["event"], compile_steps(r["do"], STEP_MODIFIERS)) for r in self.power.get("on", ()))
        object.__setattr__(self, "reactions", reactions)


@dataclass(frozen=True, slots=True)
class CardSet:
    """The shared cards: starting set (per player), development pools, achievements, unrest."""

    starting: tuple[Card, ...]
    early: tuple[Card, ...]
    advanced: tuple[Card, ...]
    achievements: tuple[Card, ...]
    unrest: Card
    unrest_copies: int = 10  # the Unrest cards in the supply


def ruleset_from_data(data: dict[str, Any]) -> Ruleset:
    return Ruleset(data["id"], data)


def card_from_data(data: dict[str, Any], kind: str) -> Card:
    return Card(
        id=data["id"],
        name=data["name"],
        do=tuple(data.get("do", ())),
        flash=data.get("flash", False),
        fame=data.get("fame", 0),
        kind=kind,
        score=data.get("score"),
        text=data.get("text"),
    )


def _copies(entries: list[dict[str, Any]], kind: str) -> tuple[Card, ...]:
    return tuple(card_from_data(e, kind) for e in entries for _ in range(copies_of(e)))


POOLS = {"starting": "starting", "early": "early", "advanced": "advanced", "achievements": "achievement"}  # kinds
UNREST = {"name": {"en": "Unrest"}, "copies": 10}  # the Unrest cards of a set that has none of its own


def set_entries(data: dict[str, Any]) -> list[tuple[dict[str, Any], str, str]]:
    """Every card of a card set's file, in order, as (its data, its kind, its JSON pointer): each
    pool's cards, then the Unrest card (the standard one, pointer '', where the set has none; none
    in a set that extends another)."""
    entries = [
        (raw, kind, f"/{pool}/{index}") for pool, kind in POOLS.items() for index, raw in enumerate(data.get(pool, []))
    ]
    if "extends" in data:  # the Unrest card is the extended set's
        return entries
    own = "unrest" in data
    return [*entries, ({"id": "unrest", **data.get("unrest", UNREST)}, "unrest", "/unrest" if own else "")]


SHIPPED_CARDS = "first-winter"  # the id of the shipped card set, which a set of any run may extend


def extended_set(sets: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The card set a run plays, from its card sets' data in the order given: its last whole set
    (one that extends none; else the shipped set, when a set of the run extends it), with the
    cards of every set of the run that extends it added to its pools; None for a run without card
    sets. docs/rules-notes.md#northgard-extending-a-card-set"""
    if not sets:
        return None
    whole = [data for data in sets if "extends" not in data]
    base = whole[-1] if whole else shipped("cards.yaml")
    merged = dict(base)
    for data in sets:
        if data.get("extends") == base["id"]:
            for pool in ("early", "advanced", "achievements"):
                merged[pool] = [*merged.get(pool, ()), *data.get(pool, ())]
    return merged


def card_set_from_data(data: dict[str, Any]) -> CardSet:
    unrest = data.get("unrest", UNREST)
    return CardSet(
        starting=_copies(data.get("starting", []), "starting"),
        early=_copies(data.get("early", []), "early"),
        advanced=_copies(data.get("advanced", []), "advanced"),
        achievements=_copies(data.get("achievements", []), "achievement"),
        unrest=Card(id="unrest", name=unrest["name"], kind="unrest"),
        unrest_copies=unrest["copies"],
    )


def clan_from_data(data: dict[str, Any], source: Path | None = None) -> Clan:
    first, second = data["upgrades"]
    return Clan(
        id=data["id"],
        name=data["name"],
        power=data["power"],
        initial=card_from_data(data["initial"], "clan"),
        upgrades=(card_from_data(first, "upgrade"), card_from_data(second, "upgrade")),
        colour=data.get("colour", "#777777"),
        source=source,
    )


def tile_from_data(data: dict[str, Any]) -> Tile:
    territories = tuple(
        TileTerritory(
            t["id"],
            tuple(t["edges"]),
            tuple(sorted(t.get("resources", {}).items())),
            tuple(t.get("spaces", ())),
            t.get("lair", False),
        )
        for t in data["territories"]
    )
    borders = tuple((b["between"][0], b["between"][1], b["kind"]) for b in data.get("borders", ()))
    sides = tuple(tuple(sorted(data["sides"][side])) for side in SIDES)
    return Tile(data["id"], sides, territories, borders, data.get("start"))


def tiles_from_data(data: dict[str, Any]) -> tuple[Tile, ...]:
    """Every tile of a tiles document, each repeated for its copies."""
    return tuple(tile_from_data(t) for t in data["tiles"] for _ in range(copies_of(t)))


def shipped(name: str) -> dict[str, Any]:
    """The data of a shipped Northgard file (e.g. 'ruleset.yaml')."""
    return read_document(data_dir("cards") / "northgard" / name).data


def standard_ruleset() -> Ruleset:
    return ruleset_from_data(shipped("ruleset.yaml"))


def run_ruleset(documents: Run) -> Ruleset | None:
    """The ruleset a run reads its clans and cards with: the first among its (document, content
    kind) pairs, in the order the files were given; None when it has none (the shipped one applies)."""
    return next((ruleset_from_data(doc.data) for doc, content in documents if content == "ruleset"), None)

"""Empires of the North as plain objects: clans, cards, islands.

Built only from documents that passed validation. Effects (abilities and their steps) stay the
validated data structures of the effect language (dicts and lists), which the engine executes
and the renderer verbalizes; treat them as read-only.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Iterator

from . import copies_of

RESOURCES = ("wood", "stone", "food", "sheep", "fish")
ACTIONS = ("EXPLORE", "POPULATE", "CONSTRUCT", "HARVEST", "SAIL")
PRIMITIVES = (
    "gain",
    "spend",
    "assign",
    "release",
    "retrieve",
    "draw",
    "discard",
    "search",
    "unexhaust",
    "move_pawn",
    "advance_ship",
    "expedition_now",
    "take_action",
    "choose",
    "if",
    "exhaust",
    "lose",
    "give",
    "remove",
    "recopy",
)
STEP_MODIFIERS = frozenset({"per", "target"})  # keys that may stand beside a step's primitive
NESTED_STEPS = frozenset({"choose", "if"})  # primitives whose value holds step lists
BRANCHES = ("then", "otherwise")  # the step lists of an 'if'
ABILITY_KEYWORDS = ("feature", "action", "building_bonus", "storage", "instant", "copy", "end_game", "protection")


@dataclass(frozen=True, slots=True)
class CardType:
    id: str
    name: dict[str, str]
    icon: str


@dataclass(frozen=True, slots=True)
class Card:
    """A clan card (location, field, field_upgrade, boost or basic_field) or an island (kind 'island')."""

    id: str
    name: dict[str, str]
    kind: str
    type: str | None = None
    copies: int = 1
    cost: dict[str, int] | None = None
    action: str | None = None
    goods: dict[str, int] | None = None
    also_field: bool = False
    abilities: tuple[dict[str, Any], ...] = ()
    text: dict[str, str] | None = None
    flavor: dict[str, str] | None = None
    art: str | dict[str, Any] | None = None  # a file name, or {file, fit, focus, crop}: renderer.art
    distance: str | None = None  # islands: 'nearby' or 'distant'
    pillage: dict[str, int] | None = None  # islands
    conquer: dict[str, int] | None = None  # islands

    def ability(self, keyword: str) -> Any:
        """The first ability with this keyword, or None."""
        return next((a[keyword] for a in self.abilities if keyword in a), None)


@dataclass(frozen=True, slots=True)
class Clan:
    id: str
    name: dict[str, str]
    faction: str
    difficulty: int
    description: dict[str, str]
    ships: int
    colour: str
    types: tuple[CardType, ...]
    basic_fields: tuple[Card, ...]
    deck: tuple[Card, ...]
    source: Path | None = None

    def deck_list(self) -> list[Card]:
        """The deck with each card repeated for its copies (30 cards in a legal clan)."""
        return [card for card in self.deck for _ in range(card.copies)]

    def card(self, card_id: str) -> Card:
        return next(c for c in (*self.basic_fields, *self.deck) if c.id == card_id)


@dataclass(frozen=True, slots=True)
class IslandSet:
    id: str
    name: dict[str, str]
    colour: str
    islands: tuple[Card, ...]
    source: Path | None = None

    def by_distance(self, distance: str) -> tuple[Card, ...]:
        return tuple(i for i in self.islands if i.distance == distance)


def card_from_data(data: dict[str, Any]) -> Card:
    return Card(
        id=data["id"],
        name=data["name"],
        kind=data["kind"],
        type=data.get("type"),
        copies=copies_of(data),
        cost=data.get("cost"),
        action=data.get("action"),
        goods=data.get("goods"),
        also_field=data.get("also_field", False),
        abilities=tuple(data.get("abilities", ())),
        text=data.get("text"),
        flavor=data.get("flavor"),
        art=data.get("art"),
    )


def island_from_data(data: dict[str, Any]) -> Card:
    return Card(
        id=data["id"],
        name=data["name"],
        kind="island",
        abilities=tuple(data.get("abilities", ())),
        text=data.get("text"),
        flavor=data.get("flavor"),
        art=data.get("art"),
        distance=data["distance"],
        pillage=data["pillage"],
        conquer=data["conquer"],
    )


def clan_from_data(data: dict[str, Any], source: Path | None = None) -> Clan:
    return Clan(
        id=data["id"],
        name=data["name"],
        faction=data["faction"],
        difficulty=data["difficulty"],
        description=data["description"],
        ships=data.get("ships", 2),
        colour=data["colour"],
        types=tuple(CardType(t["id"], t["name"], t["icon"]) for t in data["types"]),
        basic_fields=tuple(card_from_data(c) for c in data["basic_fields"]),
        deck=tuple(card_from_data(c) for c in data["deck"]),
        source=source,
    )


def island_set_from_data(data: dict[str, Any], source: Path | None = None) -> IslandSet:
    return IslandSet(
        id=data["id"],
        name=data["name"],
        colour=data.get("colour", "#3a6e8f"),
        islands=tuple(island_from_data(i) for i in data["islands"]),
        source=source,
    )


def walk_steps(steps: list[dict[str, Any]], pointer: str = "") -> Iterator[tuple[dict[str, Any], str]]:
    """Every step in a list of steps, including those inside '/' choices and 'if' branches, with its
    JSON pointer."""
    for index, step in enumerate(steps):
        here = f"{pointer}/{index}"
        yield step, here
        for option_index, option in enumerate(step.get("choose", ())):
            yield from walk_steps(option, f"{here}/choose/{option_index}")
        for branch in BRANCHES:
            if branch in step.get("if", {}):
                yield from walk_steps(step["if"][branch], f"{here}/if/{branch}")


def ability_steps(abilities: Iterable[dict[str, Any]], pointer: str = "") -> Iterator[tuple[str, dict[str, Any], str]]:
    """Every (keyword, step, pointer) inside a card's abilities."""
    for index, ability in enumerate(abilities):
        for keyword, body in ability.items():
            here = f"{pointer}/{index}/{keyword}"
            if keyword in ("building_bonus", "instant"):
                for step, at in walk_steps(body, here):
                    yield keyword, step, at
            elif keyword in ("feature", "action"):
                for step, at in walk_steps(body["do"], here + "/do"):
                    yield keyword, step, at

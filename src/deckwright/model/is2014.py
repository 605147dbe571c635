"""Imperial Settlers (2014) as plain objects: factions (board and deck), the common deck, the
attack deck of the solo game.

Built only from documents that passed validation. Effect steps are compiled once
(``steps.compile_steps``); the engine runs them and the verbalizer words them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from ..loader import read_document
from ..paths import data_dir
from ..steps import Step, compile_steps
from . import copies_of

CARD_LISTS = {"faction": "deck", "common_deck": "cards"}  # where each content kind holds its Locations

GOODS = ("food", "wood", "stone", "gold", "worker", "raze", "defense", "card", "vp")  # in printed order
PRIMITIVES = (
    "gain",
    "steal",
    "deal",
    "raze",
    "foundation",
    "place_under",
    "place_on",
    "enemy_deal",
    "take_over",
    "discard_enemy",
    "build",
    "take_deal",
    "cancel_deal",
    "take_field_good",
    "raze_own",
    "samurai",
    "choose",
    "if",
)
TRADE_WORKERS = 2  # Workers a trade spends for 1 Resource or 1 card (docs/rules-notes.md#is2014-trade-pairs)
STEP_MODIFIERS = frozenset({"per"})
NESTED = frozenset({"choose", "if"})  # primitives whose value holds step lists
BRANCHES = ("then", "otherwise")  # the step lists of an 'if'

STEP_LISTS = ("bonus", "produce", "feature/do", "action/do")  # where a card holds steps


@dataclass(frozen=True, slots=True)
class Storage:
    """Goods kept through the Cleanup phase; ``limit`` None: any number."""

    goods: tuple[str, ...]
    limit: int | None = None


@dataclass(frozen=True, slots=True)
class Feature:
    """A Feature: run ``do`` on ``event`` of ``who`` (filtered by colours or kind; also once in
    each Production phase with ``production``), or a storage rule."""

    event: str | None = None
    colours: tuple[str, ...] = ()  # any of these colours; () any Location
    kind: str | None = None
    do: tuple[Step, ...] = ()
    store: Storage | None = None
    who: str = "you"
    production: bool = False


@dataclass(frozen=True, slots=True)
class Action:
    cost: tuple[tuple[str, int], ...]
    do: tuple[Step, ...]
    uses: int = 1


@dataclass(frozen=True, slots=True)
class EndScore:
    """End-game VP of a Location: ``vp``, for each thing ``per`` counts when given."""

    vp: int
    per: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class Card:
    """A Location card of a Faction deck (``faction`` is its owner's id) or of the Common deck
    (``faction`` None)."""

    id: str
    name: dict[str, str]
    kind: str
    colours: tuple[str, ...]
    faction: str | None = None
    copies: int = 1
    cost: tuple[tuple[str, int], ...] = ()
    deal: str | None = None
    raze: tuple[str, ...] = ()
    bonus: tuple[Step, ...] = ()
    produce: tuple[Step, ...] = ()
    feature: Feature | None = None
    action: Action | None = None
    end: EndScore | None = None
    unrazeable: bool = False  # 'raze: false': a Common card that cannot be razed
    text: dict[str, str] | None = None


@dataclass(frozen=True, slots=True)
class Token:
    id: str
    name: dict[str, str]
    count: int


@dataclass(frozen=True, slots=True)
class Board:
    production: tuple[tuple[str, int], ...]
    storage: Storage | None = None
    tokens: tuple[Token, ...] = ()
    samurai: bool = False


@dataclass(frozen=True, slots=True)
class Faction:
    id: str
    name: dict[str, str]
    colour: str
    board: Board
    deck: tuple[Card, ...]
    description: dict[str, str] | None = None
    source: Path | None = None

    def deck_list(self) -> list[Card]:
        """The deck with each card repeated for its copies (30 cards in a legal faction)."""
        return [card for card in self.deck for _ in range(card.copies)]


@dataclass(frozen=True, slots=True)
class CommonDeck:
    id: str
    name: dict[str, str]
    cards: tuple[Card, ...]
    source: Path | None = None

    def deck_list(self) -> list[Card]:
        return [card for card in self.cards for _ in range(card.copies)]


@dataclass(frozen=True, slots=True)
class AttackDeck:
    id: str
    name: dict[str, str]
    targets: tuple[str, ...]  # the Target field of each card, copies repeated, in file order
    source: Path | None = None


def _steps(data: list[dict[str, Any]] | None) -> tuple[Step, ...]:
    return compile_steps(data or (), STEP_MODIFIERS, NESTED)


def _storage(data: dict[str, Any] | None) -> Storage | None:
    return Storage(tuple(data["goods"]), data.get("max")) if data else None


def _feature(data: dict[str, Any] | None) -> Feature | None:
    if data is None:
        return None
    when = data.get("when", {})
    colour = when.get("colour", ())
    return Feature(
        when.get("event"),
        (colour,) if isinstance(colour, str) else tuple(colour),
        when.get("kind"),
        _steps(data.get("do")),
        _storage(data.get("store")),
        when.get("who", "you"),
        data.get("production", False),
    )


def card_from_data(data: dict[str, Any], faction: str | None = None) -> Card:
    action = data.get("action")
    return Card(
        id=data["id"],
        name=data["name"],
        kind=data["kind"],
        colours=tuple(data["colours"]),
        faction=faction,
        copies=copies_of(data),
        cost=tuple(data.get("cost", {}).items()),
        deal=data.get("deal"),
        raze=tuple(data.get("raze") or ()),
        bonus=_steps(data.get("bonus")),
        produce=_steps(data.get("produce")),
        feature=_feature(data.get("feature")),
        action=Action(tuple(action["cost"].items()), _steps(action["do"]), action.get("uses", 1)) if action else None,
        end=EndScore(data["end"]["vp"], data["end"].get("per")) if "end" in data else None,
        unrazeable=data.get("raze") is False,
        text=data.get("text"),
    )


def faction_from_data(data: dict[str, Any], source: Path | None = None) -> Faction:
    board = data["board"]
    return Faction(
        id=data["id"],
        name=data["name"],
        colour=data["colour"],
        board=Board(
            tuple(board["production"].items()),
            _storage(board.get("storage")),
            tuple(Token(t["id"], t["name"], t["count"]) for t in board.get("tokens", ())),
            board.get("samurai", False),
        ),
        deck=tuple(card_from_data(card, data["id"]) for card in data["deck"]),
        description=data.get("description"),
        source=source,
    )


def common_deck_from_data(data: dict[str, Any], source: Path | None = None) -> CommonDeck:
    return CommonDeck(data["id"], data["name"], tuple(card_from_data(card) for card in data["cards"]), source)


def attack_deck_from_data(data: dict[str, Any], source: Path | None = None) -> AttackDeck:
    targets = tuple(card["target"] for card in data["cards"] for _ in range(copies_of(card)))
    return AttackDeck(data["id"], data["name"], targets, source)


def card_steps(card: dict[str, Any], pointer: str = "") -> Iterator[tuple[dict[str, Any], str]]:
    """Every written step of a card (bonus, production, feature, action) with its JSON pointer,
    the steps inside a choice or a condition too."""
    for where in STEP_LISTS:
        head, _, tail = where.partition("/")
        steps = card.get(head, ())
        if tail:
            steps = steps.get(tail, ()) if isinstance(steps, dict) else ()
        yield from written_steps(steps, f"{pointer}/{where}")


def written_steps(steps: list[dict[str, Any]], pointer: str) -> Iterator[tuple[dict[str, Any], str]]:
    """Each written step of a list with its pointer, then the steps nested in it ('choose', 'if')."""
    for index, step in enumerate(steps):
        here = f"{pointer}/{index}"
        yield step, here
        if isinstance(step.get("choose"), list):
            for option, branch in enumerate(step["choose"]):
                yield from written_steps(branch, f"{here}/choose/{option}")
        if isinstance(step.get("if"), dict):
            for name in BRANCHES:
                yield from written_steps(step["if"].get(name, ()), f"{here}/if/{name}")


def shipped(name: str) -> dict[str, Any]:
    """The data of a shipped Imperial Settlers file (e.g. 'common.yaml')."""
    return read_document(data_dir("cards") / "is2014" / name).data

"""The mutable state of one Empires of the North game, kept small so that it copies fast.

Lists of ints and immutable tuples only: a copy is a handful of shallow list copies.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from .catalog import ANY_FIELD, EVERY_CARD, FIELD_KINDS, Info

NO_GOODS = (0,) * 8


@dataclass(slots=True)
class Variants:
    """Rule variants and safety caps of a game."""

    raze_counts_in_final_scoring: bool = False  # German rulebook: raze tokens score like resources
    max_rounds: int = 40  # a game still running after this many rounds stops as a runaway
    max_round_decisions: int = 3000  # decisions in one round before the round counts as a runaway
    target_vp: int = 25


class Placed(NamedTuple):
    """A card in an Empire: its index, the card whose name, type and effects it has (itself unless
    it copies another), whether exhausted, goods assigned to it (by good index) and the slot of
    the field it upgrades (-1: none)."""

    card: int
    acts_as: int
    exhausted: bool = False
    assigned: tuple[int, ...] = NO_GOODS
    host: int = -1

    def turned(self, exhausted: bool) -> "Placed":
        """The card exhausted or made ready: ``_replace(exhausted=...)`` without its generic cost (a hot path)."""
        return Placed(self.card, self.acts_as, exhausted, *self[3:])


def abilities_of(placed: Placed) -> tuple[int, ...]:
    """The cards whose Features and Building Bonus an Empire card has: the card it acts as, and a
    copy's own card beside it (docs/rules-notes.md#eotn-copy-keeps-own)."""
    return (placed.card,) if placed.acts_as == placed.card else (placed.acts_as, placed.card)


def actions_of(placed: Placed, cards: Sequence[Info]) -> tuple[int, ...]:
    """The cards whose Action an Empire card offers: the copied card's and a copy's own printed one
    (docs/rules-notes.md#eotn-copy-keeps-own); using either exhausts the card."""
    return tuple(source for source in abilities_of(placed) if cards[source].action)


def used_action(placed: Placed, cards: Sequence[Info], option: tuple[Any, ...]) -> int:
    """The card whose Action a turn's ``('use', slot, card id[, Action's card id])`` option takes:
    the one it names when the Empire card has two, else the one there is."""
    sources = actions_of(placed, cards)
    return next(s for s in sources if cards[s].id == option[3]) if len(option) > 3 else sources[0]


def harvestable(placed: Placed, cards: Sequence[Info]) -> bool:
    """Whether HARVEST may pick an Empire card: a Basic Field, a Field, a copy of either, or an
    upgrade standing alone as a Field."""
    return placed.host < 0 and (cards[placed.acts_as].kind in FIELD_KINDS or cards[placed.card].kind == "field_upgrade")


def of_kind(placed: Placed, cards: Sequence[Info], wanted: str | None) -> bool:
    """Whether an Empire card is in the set a kind of the effect language names, the same in every
    count, filter and trigger (docs/rules-notes.md#eotn-kind-sets): a Location (or card) is every
    card, a Field (or any_field) every card HARVEST may pick, the other kinds the printed kind."""
    if wanted is None or wanted in EVERY_CARD:
        return True
    if wanted in ANY_FIELD:
        return harvestable(placed, cards)
    return cards[placed.card].kind == wanted


class Ship(NamedTuple):
    owner: int
    common: bool
    fish: int
    raze: int


class Player:
    """One seat: goods (by good index), spent workers, VP, ships, cards and pawns."""

    __slots__ = (
        "goods",
        "spent",
        "vp",
        "ships",
        "common",
        "hand",
        "deck",
        "discard",
        "empire",
        "watch",
        "events",
        "fields",
        "upgrades",
        "actors",
        "pawns",
        "passed",
        "used",
    )

    def __init__(self, ships: int):
        self.goods = [0] * 8
        self.spent = 0
        self.vp = 0
        self.ships = ships
        self.common = 0
        self.hand: list[int] = []
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.empire: list[Placed] = []
        self.watch: tuple[int, ...] = ()  # Empire slots whose card has Features
        self.events: frozenset[str] = frozenset()  # the events those Features listen to
        self.fields: tuple[int, ...] = ()  # Empire slots that can be harvested
        self.upgrades: tuple[int, ...] = ()  # Empire slots of upgrades attached to a field
        self.actors: tuple[int, ...] = ()  # Empire slots whose card has an Action (see ``actions_of``)
        self.pawns = [(-1, False), (-1, False)]  # (tile, exhausted); tile -1: in front of the player
        self.passed = False
        self.used: tuple[tuple[int, int, int], ...] = ()  # once-per-round Features used: (slot, source, index)

    def copy(self) -> "Player":
        other = Player.__new__(Player)
        other.goods, other.spent, other.vp = self.goods[:], self.spent, self.vp
        other.ships, other.common = self.ships, self.common
        other.hand, other.deck, other.discard = self.hand[:], self.deck[:], self.discard[:]
        other.empire, other.watch, other.events = self.empire[:], self.watch, self.events
        other.fields, other.upgrades, other.actors = self.fields, self.upgrades, self.actors
        other.pawns, other.passed, other.used = self.pawns[:], self.passed, self.used
        return other

    def note(self, slot: int, cards: Sequence[Info]) -> None:
        """Index an Empire slot that was filled or now copies another card: its Features are
        watched (with their events), its Action noted; a field (basic field, field, a copy of one,
        an upgrade standing alone) is harvestable, an upgrade attached to one noted. Indexes only
        grow: their users check the card again."""
        placed = self.empire[slot]
        acts = cards[placed.acts_as]
        if acts.features and slot not in self.watch:
            self.watch = tuple(sorted((*self.watch, slot)))
        if not self.events.issuperset(acts.triggers):
            self.events = self.events.union(acts.triggers)
        if slot not in self.actors and actions_of(placed, cards):
            self.actors = tuple(sorted((*self.actors, slot)))
        if slot not in self.fields and harvestable(placed, cards):
            self.fields = tuple(sorted((*self.fields, slot)))
        if placed.host >= 0 and slot not in self.upgrades:
            self.upgrades = tuple(sorted((*self.upgrades, slot)))

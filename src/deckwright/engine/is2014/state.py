"""The state of one Imperial Settlers (2014) game, kept small so that it copies fast: cards are
indexes into the ``Catalog``, goods are lists of counts, each Location in an Empire a ``Placed``
tuple."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from ...model.is2014 import AttackDeck, Card, CommonDeck, Faction

POOL = ("food", "wood", "stone", "gold", "worker", "raze", "defense")  # goods kept in a supply
GOOD = {good: index for index, good in enumerate(POOL)}
FOOD, WOOD, STONE, GOLD, WORKER, RAZE, DEFENSE = range(len(POOL))
RESOURCE = (FOOD, WOOD, STONE)
LOOKOUTS = ("standard", "alternate", "advanced")


@dataclass(frozen=True, slots=True)
class Variants:
    """The book's variants and the safety caps of a game."""

    lookout: str = "standard"  # or "alternate", "advanced": the book's Lookout variants
    peaceful: bool = False  # Peaceful variant: no razing enemy Locations with Raze tokens
    max_round_decisions: int = 4000  # decisions in one round before the round counts as a runaway

    def __post_init__(self) -> None:
        if self.lookout not in LOOKOUTS:
            raise ValueError(f"unknown Lookout variant {self.lookout!r}; known: {', '.join(LOOKOUTS)}")


class Placed(NamedTuple):
    """A card in an Empire: the card, face down as a Foundation, Defense tokens and Samurai on
    it, activations this round (of its owner, or through a take-over), the cards placed under
    it, the seats that made a Deal with it, whether an opponent's special token marks it as
    taken over this round, and the Resources placed on it to stay."""

    card: int
    foundation: bool = False
    defense: int = 0
    samurai: int = 0
    used: int = 0
    under: tuple[int, ...] = ()
    dealers: tuple[int, ...] = ()
    taken: bool = False
    resources: int = 0


@dataclass(frozen=True, slots=True)
class Catalog:
    """Every card of a game by index: the factions' cards, then the Common cards."""

    factions: tuple[Faction, ...]
    cards: tuple[Card, ...]
    keys: tuple[str, ...]  # 'faction-id/card-id' or 'common/card-id': option text and statistics
    owners: tuple[int, ...]  # the seat whose Faction deck a card belongs to; -1: a Common card
    decks: tuple[tuple[int, ...], ...]  # each seat's Faction deck (copies repeated)
    common: tuple[int, ...]  # the Common deck (copies repeated)
    attacks: tuple[str, ...]  # the solo game's attack deck: the Target of each card
    index: dict[str, int] = field(init=False, compare=False)  # card key -> index
    discards: tuple[int, ...] = field(init=False, compare=False)  # Locations each card's cost discards

    def __post_init__(self) -> None:
        object.__setattr__(self, "index", {key: i for i, key in enumerate(self.keys)})
        object.__setattr__(self, "discards", tuple(dict(card.cost).get("location", 0) for card in self.cards))

    @staticmethod
    def build(factions: list[Faction], commons: CommonDeck, attacks: AttackDeck | None) -> "Catalog":
        cards: list[Card] = []
        keys: list[str] = []
        owners: list[int] = []
        decks = []
        for seat, faction in enumerate(factions):
            start = len(cards)
            cards += faction.deck
            keys += [f"{faction.id}/{card.id}" for card in faction.deck]
            owners += [seat] * len(faction.deck)
            decks.append(tuple(start + i for i, card in enumerate(faction.deck) for _ in range(card.copies)))
        start = len(cards)
        cards += commons.cards
        keys += [f"common/{card.id}" for card in commons.cards]
        owners += [-1] * len(commons.cards)
        common = tuple(start + i for i, card in enumerate(commons.cards) for _ in range(card.copies))
        targets = attacks.targets if attacks else ()
        return Catalog(tuple(factions), tuple(cards), tuple(keys), tuple(owners), tuple(decks), common, targets)


class Player:
    """One seat: its supply (by ``POOL`` index), VP, hand, Faction deck and discard pile, Empire,
    Deals (and which of them are Deals with enemy Locations, no card of their own), special
    tokens left this round, and whether it passed."""

    __slots__ = ("goods", "vp", "hand", "deck", "discard", "empire", "deals", "enemy_deals", "tokens", "passed")

    def __init__(self) -> None:
        self.goods = [0] * len(POOL)
        self.vp = 0
        self.hand: list[int] = []
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.empire: list[Placed] = []
        self.deals: list[int] = []
        self.enemy_deals: list[int] = []
        self.tokens = 0
        self.passed = False

    def copy(self) -> "Player":
        other = Player.__new__(Player)
        other.goods, other.vp, other.hand, other.deck = self.goods[:], self.vp, self.hand[:], self.deck[:]
        other.discard, other.empire, other.deals = self.discard[:], self.empire[:], self.deals[:]
        other.enemy_deals = self.enemy_deals[:]
        other.tokens, other.passed = self.tokens, self.passed
        return other

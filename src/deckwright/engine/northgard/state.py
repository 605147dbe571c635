"""A seat's state (its clan, deck zones, resources, fame and units in reserve) and the game's variants."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ...model.northgard import Card, Clan


@dataclass(frozen=True, slots=True)
class Variants:
    """The book's variants a game is played with (replay logs record them)."""

    teams: bool = False  # four players, seats 0 and 2 against 1 and 3
    long_game: bool = False  # ten years, won on fame only


@dataclass(slots=True)
class Player:
    clan: Clan
    deck: list[Card]  # the draw pile; its top is the end of the list
    reserve: int  # units not on the map
    resources: dict[str, int] = field(default_factory=lambda: {"food": 0, "wood": 0, "lore": 0})
    hand: list[Card] = field(default_factory=list)
    active: list[Card] = field(default_factory=list)
    discard: list[Card] = field(default_factory=list)
    removed: list[Card] = field(default_factory=list)
    upgrades: list[Card] = field(default_factory=list)  # clan upgrades not yet taken
    fame: int = 0
    passed: bool = False
    kaija_on_map: bool = False
    played: dict[str, int] = field(default_factory=dict)  # card id -> times played
    drawn: dict[str, int] = field(default_factory=dict)  # card id -> times drawn (or taken) into the hand
    power: list[int] = field(default_factory=lambda: [0, 0])  # the clan power: times offered, times used

    def copy(self) -> "Player":
        """An independent copy (cards and the clan are shared: they never change)."""
        return Player(
            self.clan,
            self.deck[:],
            self.reserve,
            self.resources.copy(),
            self.hand[:],
            self.active[:],
            self.discard[:],
            self.removed[:],
            self.upgrades[:],
            self.fame,
            self.passed,
            self.kaija_on_map,
            self.played.copy(),
            self.drawn.copy(),
            self.power[:],
        )

    def draw(self, count: int, rng: random.Random) -> list[Card]:
        """Draw up to ``count`` cards into the hand, reshuffling the discard pile when the draw
        pile is empty; returns the cards drawn."""
        drawn = []
        for _ in range(count):
            if not self.deck:
                if not self.discard:
                    break
                self.deck, self.discard = self.discard, []
                rng.shuffle(self.deck)
            drawn.append(self.deck.pop())
        self.hand += drawn
        for card in drawn:
            self.drawn[card.id] = self.drawn.get(card.id, 0) + 1
        return drawn

    def count_power(self, offered: int, used: int) -> None:
        """Count the clan power offered (it could apply: an event it reacts to, a decision that
        lists it) and used (it applied, or was chosen)."""
        self.power[0] += offered
        self.power[1] += used

    def can_pay(self, cost: dict[str, int]) -> bool:
        return all(self.resources.get(res, 0) >= n for res, n in cost.items())

    def pay(self, cost: dict[str, int]) -> bool:
        """Pay what it can of ``cost``; True when it was paid in full."""
        full = True
        for res, n in cost.items():
            paid = min(n, self.resources.get(res, 0))
            full = full and paid == n
            self.resources[res] = self.resources.get(res, 0) - paid
        return full

    def gain(self, resources: dict[str, int]) -> None:
        for res, n in resources.items():
            self.resources[res] = self.resources.get(res, 0) + n

    def owned_cards(self) -> list[Card]:
        """Every card of the seat's deck (draw pile, hand, active area, discard pile)."""
        return [*self.deck, *self.hand, *self.active, *self.discard]

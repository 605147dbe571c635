"""The contract between a game, its bots and every stage that plays it, on the ground floor: the
engine, the registry (``systems.contract``) and the reports import it without importing the engine.

A game is a state plus the decision asked now (``Game``). Bots see only a ``Decision`` and its
options and answer with an index; ``Game.apply`` moves the state on. Each system declares, as data,
its decision vocabulary: every kind of decision its engine asks and the shape of that kind's
options (``Kind``). The docs list it, the bots dispatch on it (a bot meeting an undeclared kind is
an error, never a silent first option), ``option_card`` reads which options build or play a card
from it, and the game loop reads which options use a card's ability (``Kind.uses``, counted by
``engine.abilities``). Nothing here knows any game's words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(slots=True, unsafe_hash=True)
class Decision:
    """One question to one seat: pick an index into ``options``. A value: never changed once made
    (not ``frozen``, whose generated ``__init__`` costs three times as much for one made per
    decision; hashed on its fields as a frozen one would be)."""

    player: int
    kind: str
    options: tuple


class Runaway(Exception):
    """A game that cannot go on sensibly (an endless loop of effects, a round that never ends)."""


@dataclass
class GameResult:
    seed: int
    players: list[str]
    scores: list[int]
    winners: list[int]
    rounds: int
    decisions: int
    finished: bool
    message: str = ""
    cards: dict[str, dict[str, int]] = field(default_factory=dict)
    # card key -> {key of a card it acted as -> times}: cards that took on another card's
    # identity during the game (empty for games where no card does)
    acted_as: dict[str, dict[str, int]] = field(default_factory=dict)
    # each seat's standing on the system's own rating table, where it has one (e.g. the title a
    # solo game earns); empty where the system rates no game
    ratings: list[str] = field(default_factory=list)
    # card key -> the points it gave each seat, in seat order, where a game scores by card (e.g. a
    # goal card of the table); empty where none does
    points: dict[str, list[int]] = field(default_factory=dict)


@dataclass(frozen=True)
class Spare:
    """Shipped table content a game completes a kind with when the run's files hold too few of it
    for a game (a ``new_game`` keyword's value); ``noun`` names the kind for the summary line."""

    items: tuple
    noun: str


class Game(Protocol):
    seed: int

    def decision(self) -> Decision | None: ...
    def apply(self, index: int) -> None: ...
    def clone(self) -> "Game": ...
    def result(self) -> GameResult: ...
    def summary(self) -> dict: ...


class Bot(Protocol):
    name: str

    def choose(self, game: Game, decision: Decision) -> int: ...


@dataclass(frozen=True)
class Kind:
    """One kind of decision: its options' shapes, for people, and where an option names the
    card it builds or plays: ``card_is_option`` (the option is the card id), or ``card_at``
    (an option tuple whose first element is a key here has the card id at the given index).
    ``uses``: where an option uses an ability of a card, by the option tuple's first element: the
    ability's name (``action``, ``tile`` ...) and the index of the card it names (the options
    of such a kind are tuples)."""

    options: str
    meaning: str
    card_is_option: bool = False
    card_at: dict[str, int] = field(default_factory=dict)
    uses: dict[str, tuple[str, int]] = field(default_factory=dict)


def undeclared(kind: str) -> ValueError:
    """The error a bot raises for a kind its system does not declare."""
    return ValueError(f"the greedy bot has no rule for the undeclared decision kind {kind!r}")


def option_card(vocabulary: dict[str, Kind], kind: str, option: Any) -> str | None:
    """The card an option of a decision of ``kind`` builds or plays, else None."""
    declared = vocabulary[kind]
    if declared.card_is_option:
        return option
    if isinstance(option, tuple) and option and option[0] in declared.card_at:
        return option[declared.card_at[option[0]]]
    return None

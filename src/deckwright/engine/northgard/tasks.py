"""The tasks on a Northgard game's stack that carry more than a seat, one record each.

A task is ``(name, seat, *values)``, its name the name of the function that runs it
(``deckwright.engine.stack``); a record is such a tuple whose values have names
(``Recruit("recruit", seat, left, camps)``), and its ``name`` field accepts only the names of the
tasks it is for. A task that carries only its seat is a plain pair (``Plain``:
``("take_turn", seat)``, ``("winter", -1)``: -1 where no seat acts). Tasks carry only values (seats,
territory ids, cards, tiles, tuples), so that a copied stack is an independent game.
"""

from __future__ import annotations

from typing import Any, Literal, NamedTuple

from ...model.northgard import Card, Tile
from ...steps import Step

Plain = tuple[str, int]  # (name, seat)
Options = tuple[tuple[Any, ...], ...]  # the options of a decision, found when its task was scheduled
FightStepName = Literal["fight_food", "fight_roll", "fight_end"]


class RunStep(NamedTuple):
    """One step of a card or a power; ``territories``: those a reaction concerns (a 'harvest' step
    then collects them only), else None."""

    name: Literal["run_step"]
    seat: int
    step: Step
    territories: tuple[int, ...] | None


class Recruit(NamedTuple):
    """Units still to recruit (``left``), and the territories recruited in so far (``camps``)."""

    name: Literal["recruit"]
    seat: int
    left: int
    camps: frozenset[int]


class Move(NamedTuple):
    """Moves still to make."""

    name: Literal["move"]
    seat: int
    left: int


class Combats(NamedTuple):
    """The combats a Move action started, with its bonus combat points and casualties."""

    name: Literal["combats"]
    seat: int
    points: int
    casualties: int


class Fight(NamedTuple):
    """One combat the mover (``seat``) fights in territory ``tid``, with the Move action's bonuses."""

    name: Literal["fight"]
    seat: int
    tid: int
    points: int
    casualties: int


class Combat(NamedTuple):
    """A combat under way: where, who, each side's forces (units, bonus points, bonus casualties,
    special units), and the food spent and die faces rolled so far (the attacker's first)."""

    tid: int
    attacker: int
    defender: int
    sides: tuple[tuple[int, int, int, int], tuple[int, int, int, int]]
    food: tuple[int, ...] = ()
    rolled: tuple[tuple[int, int], ...] = ()

    def side(self, seat: int) -> int:
        return 0 if seat == self.attacker else 1


class FightStep(NamedTuple):
    """The next step of a combat for ``seat``: its food, its die roll, or (the attacker's) the end."""

    name: FightStepName
    seat: int
    combat: Combat


class DieFace(NamedTuple):
    """A rolled face that offers a choice (``options``)."""

    name: Literal["die_face"]
    seat: int
    combat: Combat
    options: Options


class Retreat(NamedTuple):
    """The loser's units still in territory ``tid`` after a combat."""

    name: Literal["retreat"]
    seat: int
    tid: int


class RetreatTo(NamedTuple):
    """Where the next retreating unit of territory ``tid`` may go (``options``)."""

    name: Literal["retreat_to"]
    seat: int
    tid: int
    options: Options


class Carried(NamedTuple):
    """A decision whose options were found when it was scheduled: where a drawn tile may go
    (``explore``), how a seat with no units may come back (``come_back``)."""

    name: Literal["explore", "come_back"]
    seat: int
    options: Options


class Build(NamedTuple):
    """A building to build, ``discount`` wood cheaper."""

    name: Literal["build"]
    seat: int
    discount: int


class KeepCard(NamedTuple):
    """Cards just drawn (``drawn``), those kept so far, and how many more to keep and to discard."""

    name: Literal["keep_card"]
    seat: int
    drawn: tuple[Card, ...]
    kept: tuple[Card, ...]
    keep: int
    discard: int


class DiscardCard(NamedTuple):
    """Cards just drawn, those kept, and how many more to discard."""

    name: Literal["discard_card"]
    seat: int
    drawn: tuple[Card, ...]
    kept: tuple[Card, ...]
    discard: int


class TopCard(NamedTuple):
    """Cards just drawn that go back on top of the draw pile, and those kept."""

    name: Literal["top_card"]
    seat: int
    drawn: tuple[Card, ...]
    kept: tuple[Card, ...]


class Scorch(NamedTuple):
    """The Scorched Earth token to place (``optional``: a clan card's, which may leave it where it is)."""

    name: Literal["scorch"]
    seat: int
    optional: bool


class SetupTurn(NamedTuple):
    """A seat's turn of tile placement at setup, in ``round``; ``starting``: the starting tiles' cells."""

    name: Literal["setup_turn", "setup_tile"]
    seat: int
    round: int
    starting: frozenset[tuple[int, int]]


class SetupUnits(NamedTuple):
    """The empty territories of a tile just placed at setup, where the seat's group may go."""

    name: Literal["setup_units"]
    seat: int
    empty: tuple[int, ...]


class StartOfYear(NamedTuple):
    """The start of year ``year`` (no seat acts: ``seat`` -1)."""

    name: Literal["start_of_year"]
    seat: int
    year: int


class PlayCard(NamedTuple):
    """A card played (``main_done``: the turn's main card was played)."""

    name: Literal["play_card"]
    seat: int
    card: Card
    main_done: bool


class Flash(NamedTuple):
    """Flash cards offered after a card (and the main card, while it is not ``main_done``)."""

    name: Literal["flash"]
    seat: int
    main_done: bool


class ReturnTile(NamedTuple):
    """A tile drawn for a seat with no units, and where it may go."""

    name: Literal["return_tile"]
    seat: int
    tile: Tile
    options: Options

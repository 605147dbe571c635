"""The tasks on an Imperial Settlers game's stack that carry more than a seat, one record each.

A task is ``(name, seat, *values)``, its name the name of the function that runs it
(``deckwright.engine.stack``); a record is such a tuple whose values have names
(``PayCost("pay_cost", seat, cost)``), and its ``name`` field accepts only the names of the tasks
it is for. A task that carries only its seat is a plain pair (``("take_turn", seat)``,
``("next_turn", -1)``: -1 where no seat acts). Tasks carry only values (seats, slots, card indexes,
tuples), so that a copied stack is an independent game.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from ...model.is2014 import Storage
from ...steps import Step

Cost = tuple[tuple[str, int], ...]  # (good or Location, amount) pairs, as a card's cost is written
Source = tuple[int, int, int]  # the Location whose ability runs: (owner seat, slot, card)


class PayCost(NamedTuple):
    """A cost to pay, gold standing in for Resources as the seat chooses."""

    name: Literal["pay_cost"]
    seat: int
    cost: Cost


class WithCard(NamedTuple):
    """A card (its index) of the seat's that becomes a Deal (``deal_card``, its Food paid) or is
    placed in the Empire (``place``, its cost paid)."""

    name: Literal["deal_card", "place"]
    seat: int
    card: int


class RestOfTurn(NamedTuple):
    """What the seat may still do after its action (``trading``: more pairs of Workers for the
    trade it made)."""

    name: Literal["rest_of_turn"]
    seat: int
    trading: bool


class RunStep(NamedTuple):
    """One step of a card; ``source``: the Location it belongs to (None: a card in no Empire);
    ``credit``: the source's statistic tallied when the seat takes a step it may decline
    (``effects.NO_CREDIT``: none)."""

    name: Literal["run_step"]
    seat: int
    step: Step
    source: Source | None
    credit: int


class PlaceStep(NamedTuple):
    """Cards (``place_under``) or goods (``place_on``) still to place on the source Location
    (``left``), the source's statistic tallied when the first is placed (``credit``)."""

    name: Literal["place_under", "place_on"]
    seat: int
    source: Source
    left: int
    credit: int


class RazeStep(NamedTuple):
    """An enemy Location to raze with a step (``protected``: its Defense and Samurai cost nothing)."""

    name: Literal["raze_step"]
    seat: int
    protected: bool


class BuildStep(NamedTuple):
    """A Faction Location to build from ``source`` ('hand' or 'deals') without discarding a Location."""

    name: Literal["build_step"]
    seat: int
    source: str


class CancelDeal(NamedTuple):
    """A Deal to end: the seat's own (``whose`` 'you') or an opponent's."""

    name: Literal["cancel_deal"]
    seat: int
    whose: str


class Choose(NamedTuple):
    """A '/' choice between step lists (``options``) of the source Location."""

    name: Literal["choose"]
    seat: int
    options: tuple[tuple[Step, ...], ...]
    source: Source | None


class Reveal(NamedTuple):
    """Reveal Common cards until the display holds ``size`` (no seat acts: ``seat`` -1)."""

    name: Literal["reveal"]
    seat: int
    size: int


class AlternatePick(NamedTuple):
    """The Alternate Lookout's ``pick`` (0: from the cards drawn, 1: from those passed; no seat
    acts: ``seat`` -1)."""

    name: Literal["alternate_pick"]
    seat: int
    pick: int


class Store(NamedTuple):
    """The storage rules the seat still applies at Cleanup, and the goods kept so far."""

    name: Literal["store"]
    seat: int
    rules: tuple[Storage, ...]
    kept: tuple[tuple[str, int], ...]


class SoloRaze(NamedTuple):
    """The Attack cards' target: the seat's Empire slots it may raze, and where on the Target
    line the card paired with the revealed one stands."""

    name: Literal["solo_raze"]
    seat: int
    slots: tuple[int, ...]
    paired: int

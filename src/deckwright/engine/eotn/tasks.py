"""The tasks of Empires of the North's stack that carry more than a seat, as named records.

A record is a tuple ``(name, player, *args)`` (``deckwright.engine.stack``) whose fields have names;
its ``name`` is the name of the function that handles it, written out where the task is pushed.
The tasks whose ``slot`` is an Empire slot of their player's (``SLOT_TASKS``) are renumbered
when a card leaves the Empire (``removal``).
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from ...steps import Step
from .state import Ship


class RunSteps(NamedTuple):
    """Run ``steps[at]`` and then the rest of the list: an ability of the card in Empire ``slot``
    (-1: a boost)."""

    name: Literal["run_steps"]
    player: int
    slot: int
    steps: tuple[Step, ...]
    at: int


class FeatureResolve(NamedTuple):
    """Offer a Feature (by its index in the card's) of card ``source`` (the card in Empire ``slot``,
    or the card it copies) that an event fired."""

    name: Literal["feature_resolve"]
    player: int
    slot: int
    source: int
    feature: int


class ChooseResolve(NamedTuple):
    """A '/' choice of an ability of the card in Empire ``slot``: one of the step lists ``options``."""

    name: Literal["choose_resolve"]
    player: int
    slot: int
    options: tuple[tuple[Step, ...], ...]


class AtSlot(NamedTuple):
    """Exhaust the card in Empire ``slot``, tell of it entering the Empire, or ask what it copies."""

    name: Literal["exhaust", "entered", "copy"]
    player: int
    slot: int


class Flip(NamedTuple):
    """Exhaust or make ready ``n`` ('all': every one) of the seat's cards of a kind and type; never
    the card in ``slot``, whose effect runs, when exhausting."""

    name: Literal["exhaust_resolve", "unexhaust_resolve"]
    player: int
    slot: int
    n: int | Literal["all"]
    kind: str | None
    ctype: str | None


class FlipTheirs(NamedTuple):
    """The player exhausts ``n`` ('all': every one) of the ``target`` seat's cards of a kind and type."""

    name: Literal["exhaust_theirs_resolve"]
    player: int
    target: int
    n: int | Literal["all"]
    kind: str | None
    ctype: str | None


class RemoveResolve(NamedTuple):
    """Remove a card of a kind and type (never the one in ``slot``, whose effect runs) from the
    Empire ``to`` the discard pile or the hand."""

    name: Literal["remove_resolve"]
    player: int
    slot: int
    to: str
    kind: str | None
    ctype: str | None


class SearchResolve(NamedTuple):
    """Take a card of a type and kind from the piles ``where`` names ('deck', 'discard', 'both')."""

    name: Literal["search_resolve"]
    player: int
    ctype: str | None
    kind: str | None
    where: str


class Island(NamedTuple):
    """Where a ship of the queue lands: ``mode`` 'either', 'pillage' or 'conquer'."""

    name: Literal["island"]
    player: int
    ship: Ship
    mode: str


class Land(NamedTuple):
    """Pillage or conquer ``card``, the island a ship reached."""

    name: Literal["land"]
    player: int
    ship: Ship
    mode: str
    card: int


SLOT_TASKS = (RunSteps, FeatureResolve, ChooseResolve, AtSlot, Flip)

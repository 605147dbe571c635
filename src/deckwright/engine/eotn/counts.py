"""Counts and conditions of the effect language: 'for each X' (``per``) and 'if you have N or more X'."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .catalog import GOOD
from .state import Player, of_kind

if TYPE_CHECKING:
    from .game import EotnGame


def count(g: EotnGame, p: int, slot: int, per: dict, pool: tuple[list[int], int] | None = None) -> int:
    """'For each X': cards in the Empire of a clan type or of a kind (Conquered Islands of one
    distance), goods on this card, or goods in the supply (cards in hand, VP); with ``every`` N, one
    per N, rounded down (docs/rules-notes.md#eotn-counts). ``pool``: the (goods, hand size) an
    effect would have at this point, when checking it before it runs. Every card in an Empire is a
    Location (docs/rules-notes.md#eotn-each-location)."""
    n = _counted(g, p, slot, per, pool)
    return n // per["every"] if "every" in per else n


def _counted(g: EotnGame, p: int, slot: int, per: dict, pool: tuple[list[int], int] | None) -> int:
    player = g.players[p]
    cards, empire = g.cat.cards, player.empire
    if "goods" in per:
        good = per["goods"]
        goods, hand = pool or (player.goods, len(player.hand))
        if good in GOOD:
            return goods[GOOD[good]]
        return hand if good == "card" else player.vp if good == "vp" else _ships(player, good)
    if "assigned" in per:
        return empire[slot].assigned[GOOD[per["assigned"]]] if slot >= 0 and per["assigned"] in GOOD else 0
    n = 0
    if "type" in per:
        ctype = per["type"]
        for e in empire:
            if cards[e.acts_as].card.type == ctype:
                n += 1
        return n
    kind, distance = per["kind"], per.get("distance")
    for e in empire:
        if of_kind(e, cards, kind) and distance in (None, cards[e.card].card.distance):
            n += 1
    return n


def _ships(player: Player, good: str) -> int:
    return player.ships if good == "ship" else player.common


def holds(g: EotnGame, p: int, slot: int, condition: dict, pool: tuple[list[int], int] | None = None) -> bool:
    """'If you have N or more ...' (docs/rules-notes.md#eotn-conditions)."""
    return count(g, p, slot, condition["have"], pool) >= condition["at_least"]

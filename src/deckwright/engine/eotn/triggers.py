"""Features: which of a player's cards an event triggers (each then asks or runs as a task)."""

from __future__ import annotations

from .game import EotnGame
from .state import abilities_of


def fire(
    g: EotnGame,
    p: int,
    event: str,
    good: str | None = None,
    action: str | None = None,
    kind: str | None = None,
    ctype: str | None = None,
) -> None:
    """Schedule, in Empire order, every Feature of the player's cards that this event triggers."""
    player = g.players[p]
    if event not in player.events:
        return
    cards, empire = g.cat.cards, player.empire
    hits = [
        ("feature_resolve", p, slot, source, index)
        for slot in player.watch
        for source in abilities_of(empire[slot])
        for index, w_good, w_action, w_kind, w_type in cards[source].triggers.get(event, ())
        if (w_good is None or w_good == good)
        and (w_action is None or w_action == action)
        and (w_kind is None or w_kind == kind)
        and (w_type is None or w_type == ctype)
    ]
    if hits:
        g.push(*hits)

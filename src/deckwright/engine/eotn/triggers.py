"""Features: which of a player's cards an event triggers (each then asks or runs as a task)."""

from __future__ import annotations

from .catalog import kind_matches
from .game import EotnGame


def fire(g: EotnGame, p: int, event: str, good: str | None = None, action: str | None = None,
         kind: str | None = None, ctype: str | None = None) -> None:
    """Schedule, in Empire order, every Feature of the player's cards that this event triggers."""
    player = g.players[p]
    if not player.watch:
        return
    cards = g.cat.cards
    hits = []
    for slot in player.watch:
        for index, feature in enumerate(cards[player.empire[slot].acts_as].features):
            when = feature["when"]
            if when["event"] == event and _matches(when, good, action, kind, ctype):
                hits.append(("feature", p, slot, index))
    if hits:
        g.push(*hits)


def _matches(when: dict, good, action, kind, ctype) -> bool:
    return ((when.get("good") is None or when["good"] == good)
            and (when.get("action") is None or when["action"] == action)
            and kind_matches(when.get("kind"), kind)
            and (when.get("type") is None or when["type"] == ctype))

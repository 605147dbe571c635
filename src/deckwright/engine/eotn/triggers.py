"""Features: which cards an event triggers (each then asks or runs as a task), the player's own
and, for Features that listen to other players' events, the other players'."""

from __future__ import annotations

from .catalog import event_key
from .game import EotnGame
from .state import abilities_of
from .tasks import FeatureResolve


def note(g: EotnGame, p: int, slot: int) -> None:
    """Index an Empire slot that was filled or now copies another card (``Player.note``), and the
    other players' events its Features listen to (``EotnGame.heard``)."""
    player = g.players[p]
    player.note(slot, g.cat.cards)
    hears = g.cat.cards[player.empire[slot].acts_as].hears
    if not hears <= g.heard:
        g.heard = g.heard | hears


def reindex(g: EotnGame, p: int) -> None:
    """Index the player's whole Empire afresh, after a card left it or a Copy card copies another:
    what ``note`` indexed may no longer hold."""
    player = g.players[p]
    player.watch, player.fields, player.upgrades, player.actors, player.events = (), (), (), (), frozenset()
    for slot in range(len(player.empire)):
        note(g, p, slot)


def listens(g: EotnGame, p: int, event: str) -> bool:
    """Whether any Feature may answer this event of the player (theirs or another player's)."""
    return event in g.players[p].events or event in g.heard


def fire(
    g: EotnGame,
    p: int,
    event: str,
    good: str | None = None,
    action: str | None = None,
    kind: str | None = None,
    ctype: str | None = None,
) -> None:
    """Schedule, in Empire order, every Feature of the player's cards that this event triggers, then
    those of the other players that listen to it, clockwise from the player's left; each owner
    resolves their own (docs/rules-notes.md#eotn-others-events)."""
    hits = _hits(g, p, event, good, action, kind, ctype) if event in g.players[p].events else []
    if event in g.heard:
        n, key = len(g.players), event_key(event, True)
        for q in ((p + i) % n for i in range(1, n)):
            if key in g.players[q].events:
                hits += _hits(g, q, key, good, action, kind, ctype)
    if hits:
        g.push(*hits)


def _hits(
    g: EotnGame, q: int, key: str, good: str | None, action: str | None, kind: str | None, ctype: str | None
) -> list[FeatureResolve]:
    """The Features of seat q that listen to the event key, as tasks."""
    player = g.players[q]
    cards, empire = g.cat.cards, player.empire
    return [
        FeatureResolve("feature_resolve", q, slot, source, index)
        for slot in player.watch
        for source in abilities_of(empire[slot])
        for index, w_good, w_action, w_kind, w_type in cards[source].triggers.get(key, ())
        if (w_good is None or w_good == good)
        and (w_action is None or w_action == action)
        and (w_kind is None or w_kind == kind)
        and (w_type is None or w_type == ctype)
    ]

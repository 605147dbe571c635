"""What the catalog reads of a card's Features: the action an "action" Feature waits for filters
the actions that fire it (docs/rules-notes.md#eotn-action-features-fire); the kinds a build
Feature waits for are tested in test_build_triggers.py."""

from __future__ import annotations

from tests.engine.eotn.helpers import both, pick, retake_turn, seat, start, watcher

HARVEST_WATCHER = watcher("watcher", {"event": "action", "action": "HARVEST"})


def test_an_action_feature_of_one_action_ignores_the_others():
    game, p = start(both(HARVEST_WATCHER))
    player = seat(game, p, hand=[], empire=["watcher"])
    player.vp = 0
    retake_turn(game, p)
    pick(game, ("pawn", "EXPLORE"))
    assert (game.decision().kind, player.vp) == ("turn", 0)
    retake_turn(game, p)
    pick(game, ("pawn", "HARVEST"))
    pick(game, "woods")
    assert (game.decision().kind, player.vp) == ("turn", 1)

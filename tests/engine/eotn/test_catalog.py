"""What the catalog reads of a card's Features: the action and the kind a trigger waits for, each
a filter of the event that fires it (docs/rules-notes.md#eotn-kind-sets,
docs/rules-notes.md#eotn-action-features-fire)."""

from __future__ import annotations

from tests.engine.eotn.helpers import both, card, pick, retake_turn, seat, start


def watcher(when: dict):
    return card("watcher", cost={"wood": 1}, abilities=[{"feature": {"when": when, "do": [{"gain": {"vp": 1}}]}}])


def test_an_action_feature_of_one_action_ignores_the_others():
    game, p = start(both(watcher({"event": "action", "action": "HARVEST"})))
    player = seat(game, p, hand=[], empire=["watcher"])
    player.vp = 0
    retake_turn(game, p)
    pick(game, ("pawn", "EXPLORE"))
    assert (game.decision().kind, player.vp) == ("turn", 0)
    retake_turn(game, p)
    pick(game, ("pawn", "HARVEST"))
    pick(game, "woods")
    assert (game.decision().kind, player.vp) == ("turn", 1)


def test_a_build_feature_of_kind_any_field_fires_for_a_field_and_not_a_location():
    game, p = start(both(watcher({"event": "build", "kind": "any_field"})))
    player = seat(game, p, goods={"wood": 1}, hand=["hut", "pasture"], empire=["watcher"])
    player.vp = 0
    retake_turn(game, p)
    pick(game, ("build", "hut"))
    assert player.vp == 0
    retake_turn(game, p)
    pick(game, ("pawn", "HARVEST"))
    pick(game, ("field", "pasture"))  # a Field is built by its action's pawn
    assert player.vp == 1

"""What an Imperial Settlers report counts per card ability, with exact values on constructed
games: a Feature fired twice, an optional Feature declined and taken, a Production, and an Action
counted by the game loop (engine/abilities.py)."""

from __future__ import annotations

from deckwright.engine.core import play
from tests.engine.fakes import Script
from tests.engine.is2014.helpers import card, choose, empire, faction, give, hand, run, table

# a Feature whose only step may be declined (the book's Gate, docs/rules-notes.md#is2014-cards-under)
GATE = card("gate", kind="feature", deal="gold", feature={"when": {"event": "deal"}, "do": [{"place_under": 1}]})
# a Feature that always gives: 1 VP on each trade
TOLL = card("toll", kind="feature", deal="gold", feature={"when": {"event": "trade"}, "do": [{"gain": {"vp": 1}}]})
MILL = card("mill", kind="action", deal="food", action={"cost": {"worker": 1}, "do": [{"gain": {"vp": 2}}]})
FIELD = card("field", deal="food", produce=[{"gain": {"food": 1}}])
OTHER = faction("b", [card("x", deal="food")])


def _counts(game, key, ability):
    counts = game.result().cards[key]
    return counts[f"{ability}_offered"], counts[f"{ability}_used"]


def test_a_feature_fired_twice_is_offered_and_used_twice():
    game = table([faction("a", [TOLL]), OTHER], [])
    empire(game, 0, "a/toll")
    give(game, 0, worker=4)
    for _ in range(2):
        run(game, ("take_turn", 0))
        choose(game, ("trade", "wood"))
    assert _counts(game, "a/toll", "feature") == (2, 2)


def test_an_optional_feature_declined_is_offered_and_not_used_then_used_when_taken():
    game = table([faction("a", [GATE, card("rice", deal="food"), card("silk", deal="food")]), OTHER], [])
    empire(game, 0, "a/gate")
    hand(game, 0, "a/rice", "a/silk", "a/gate")
    give(game, 0, food=2)
    run(game, ("take_turn", 0))
    choose(game, ("deal", "a/rice"))
    choose(game, "stop")
    assert _counts(game, "a/gate", "feature") == (1, 0)
    run(game, ("take_turn", 0))
    choose(game, ("deal", "a/silk"))
    choose(game, "a/gate")
    assert _counts(game, "a/gate", "feature") == (2, 1)


def test_a_production_counts_once_per_production_phase_and_a_location_without_one_never():
    game = table([faction("a", [FIELD, TOLL]), OTHER], [])
    empire(game, 0, "a/field", "a/toll")
    run(game, ("produce", 0), ("produce", 0))
    assert _counts(game, "a/field", "production") == (2, 2)
    assert "a/toll" not in game.result().cards  # no Production: nothing offered, no row


def test_the_game_loop_counts_an_action_offered_on_each_turn_and_used_once():
    game = table([faction("a", [MILL]), OTHER], [])
    empire(game, 0, "a/mill")
    give(game, 0, worker=1)
    game.players[1].passed = True
    game.push(("take_turn", 0))
    result = play(game, [Script(("pass",)), Script()])
    assert result.cards["a/mill"]["action_offered"] == 1 and result.cards["a/mill"]["action_used"] == 0
    game = table([faction("a", [MILL]), OTHER], [])
    empire(game, 0, "a/mill")
    give(game, 0, worker=1)
    game.players[1].passed = True
    game.push(("take_turn", 0))
    result = play(game, [Script(("activate", 0, "a/mill"), ("pass",)), Script()])
    # the second turn has no worker left: the Action is offered on the first turn only
    assert (result.cards["a/mill"]["action_offered"], result.cards["a/mill"]["action_used"]) == (1, 1)

"""The greedy bot of Imperial Settlers (2014) (engine/is2014/greedy.py): what it prefers where
its docstrings say, and its seed fixes its play.

The golden games are a regression net of the heuristic, not rule tests: the bots of the golden greedy games, seeded
as recorded, make every recorded decision again (after an intended change of the heuristic,
regenerate with ``.venv/bin/python -m tests.engine.is2014.test_replay --regenerate``)."""

from __future__ import annotations

import pytest

from deckwright.engine.is2014.greedy import GreedyBot
from tests.engine.is2014.helpers import card, choose, empire, faction, give, hand, index, run, table
from tests.engine.is2014.test_replay import GOLDEN, logged

COMMONS = [card("hut", raze=["wood", "wood"])]


@pytest.mark.parametrize("name", ["solo-greedy", "two-greedy"])
def test_the_seeded_greedy_bots_play_their_golden_game_again(name):
    _, log = logged(name)
    assert log.splitlines() == (GOLDEN / f"{name}.jsonl").read_text("utf-8").splitlines()


def _gate(round_: int):
    """A Deal fires the Gate's 'place up to 1 card under it' in this round."""
    gate = card("gate", "feature", deal="gold", feature={"when": {"event": "deal"}, "do": [{"place_under": 1}]})
    game = table([faction("a", [gate, card("rice", deal="food")]), faction("b", [card("f", deal="food")])], COMMONS)
    game.round = round_
    empire(game, 0, "a/gate")
    hand(game, 0, "a/rice", "common/hut")
    give(game, 0, food=1)
    run(game, ("take_turn", 0))
    choose(game, ("deal", "a/rice"))
    return game


def test_the_bot_places_a_card_under_a_location_only_in_the_last_two_rounds():
    """A card under a Location is worth 1 VP at the end; before round 4 it keeps its cards."""
    for round_, placed in ((3, "stop"), (4, "common/hut"), (5, "common/hut")):
        game = _gate(round_)
        decision = game.decision()
        assert decision.kind == "place-under" and decision.options == ("common/hut", "stop")
        assert decision.options[GreedyBot(0).choose(game, decision)] == placed


def test_the_bot_lets_the_virtual_player_raze_the_location_it_values_least():
    """Equally ranked targets of the attack (docs/rules-notes.md#is2014-solo-order): the seat gives
    up the Location that produces nothing rather than the one producing 2 VP."""
    cost = {"wood": 1, "stone": 2}
    commons = [card("shack", raze=["wood", "food"], cost=cost), card("shrine", raze=["wood", "food"], cost=cost)]
    commons[1]["produce"] = [{"gain": {"vp": 2}}]
    game = table([faction("romans", [card("forum", deal="vp")])], commons, targets=["food"])
    game.targets = ["food"]
    empire(game, 0, "common/shrine", "common/shack")
    game.attack_deck = ["wood"]
    run(game, ("attack", -1))
    decision = game.decision()
    assert decision.kind == "solo-target" and decision.options == ((0, "common/shrine"), (1, "common/shack"))
    assert decision.options[GreedyBot(0).choose(game, decision)] == (1, "common/shack")


def test_the_bot_gives_up_a_foundation_before_a_location_for_a_faction_build():
    tower = card("tower", deal="raze", cost={"location": 1})
    palace = card("palace", raze=["vp", "vp"], produce=[{"gain": {"vp": 2}}])
    game = table([faction("a", [tower]), faction("b", [card("f", deal="food")])], [*COMMONS, palace])
    hand(game, 0, "a/tower")
    empire(game, 0, "common/hut", "common/palace")
    game.players[0].empire[1] = (
        game.players[0].empire[1]._replace(foundation=True)
    )  # a Foundation of a card worth more than the Hut
    run(game, ("take_turn", 0))
    choose(game, ("build", "a/tower"))
    decision = game.decision()
    assert decision.kind == "discard-location" and decision.options == ((0, "common/hut"), (1, "foundation"))
    assert decision.options[GreedyBot(0).choose(game, decision)] == (1, "foundation")


def test_the_bot_draws_from_its_faction_deck_rather_than_the_common_deck():
    game = table([faction("a", [card("x", deal="food")]), faction("b", [card("f", deal="food")])], COMMONS)
    game.common = [index(game, "common/hut")]
    game.players[0].deck = [index(game, "a/x")]
    run(game, ("draw_card", 0))
    decision = game.decision()
    assert decision.kind == "draw-from" and decision.options == (("faction",), ("common",))
    assert decision.options[GreedyBot(0).choose(game, decision)] == ("faction",)


def test_the_bot_takes_over_the_opponents_action_that_gives_most():
    """docs/rules-notes.md#is2014-take-over: 2 VP for a Food rather than 1 Wood for a Food."""
    press = card("press", "action", deal="gold", action={"cost": {"food": 1}, "do": [{"gain": {"vp": 2}}]})
    mill = card("mill", "action", deal="food", action={"cost": {"food": 1}, "do": [{"gain": {"wood": 1}}]})
    game = table([faction("a", [card("x", deal="food")]), faction("b", [mill, press])], COMMONS)
    empire(game, 1, "b/mill", "b/press")
    game.players[0].tokens = 1
    give(game, 0, food=1)
    run(game, ("take_over", 0))
    decision = game.decision()
    assert decision.kind == "take-over" and decision.options == ((1, 0, "b/mill"), (1, 1, "b/press"))
    assert decision.options[GreedyBot(0).choose(game, decision)] == (1, 1, "b/press")

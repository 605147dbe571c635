"""The greedy bot's prices (what the strong bot prunes by) are what it chooses by."""

from __future__ import annotations

import pytest

from deckwright.engine.northgard.greedy import GreedyBot
from deckwright.engine.northgard.hooks import sample_game
from deckwright.game import Decision
from tests.engine.northgard.helpers import card, land, make_game, units


def test_a_turn_prices_a_play_by_its_fame_and_best_step_and_setting_aside_below_passing():
    game = make_game()
    game.players[0].hand = [
        card("raid", {"recruit": 2}, {"gain": {"food": 1}}, fame=1),
        card("hoard", {"gain": {"wood": 2}}),
        card("riot", {"gain": {"food": 1}}, kind="unrest"),
    ]
    options = (("play", "raid"), ("play", "hoard"), ("wait", "riot"), ("replace", "hoard"), ("remove", "hoard"))
    prices = GreedyBot(1).values(game, Decision(0, "turn", options + (("pass",),)))
    assert prices == [9, 6, 1, -2, -1, 0]


def test_a_move_into_empty_land_is_worth_its_resources_and_an_attack_only_with_the_upper_hand():
    game = make_game()
    land(game, "1-2", "1-3")
    units(game, 1, 0, 3)
    game.board.territories[2].resources = {"wood": 2}
    units(game, 3, 1, 1)
    options = (("move", 1, 2, 1), ("move", 1, 3, 3), ("move", 1, 3, 2), ("stop",))
    assert GreedyBot(1).values(game, Decision(0, "move", options)) == [5.0, 7, -5, 0]


def test_a_kind_left_to_chance_prices_every_option_alike_and_an_undeclared_kind_is_refused():
    game = make_game()
    bot = GreedyBot(1)
    assert bot.values(game, Decision(0, "keep", (("card", 0, "a"), ("card", 1, "b")))) == [0.0, 0.0]
    with pytest.raises(ValueError, match="undeclared decision kind .bargain."):
        bot.values(game, Decision(0, "bargain", (("x",), ("y",))))


def test_it_takes_a_best_priced_option_in_play():
    game = sample_game(3)
    bot, kinds = GreedyBot(1), set()
    while (decision := game.decision()) is not None:
        prices = GreedyBot(1).values(game, decision)
        choice = bot.choose(game, decision)
        assert len(prices) == len(decision.options) and prices[choice] == max(prices)
        kinds.add(decision.kind)
        game.apply(choice)
    assert {"turn", "explore", "recruit", "move"} <= kinds

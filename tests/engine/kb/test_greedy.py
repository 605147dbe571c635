"""The greedy bot's prices (what the search bot prunes by) are what it chooses by."""

from __future__ import annotations

from deckwright.engine.kb.greedy import GreedyBot
from deckwright.engine.kb.hooks import sample_game


def test_it_takes_a_best_priced_option_and_prices_the_end_of_a_turn_at_nothing():
    game = sample_game(3)
    bot, seen = GreedyBot(1), set()
    for _ in range(40):
        decision = game.decision()
        prices = GreedyBot(1).values(game, decision)
        choice = bot.choose(game, decision)
        assert len(prices) == len(decision.options) and prices[choice] == max(prices)
        seen |= {(option[0], price) for option, price in zip(decision.options, prices) if option[0] == "end"}
        game.apply(choice)
    assert seen == {("end", 0.0)}

"""The greedy bot's prices as the search bot reads them (``values``), and the ``evaluate`` hook
(``estimate``): what a position a rollout cut short is worth to each seat, with exact values."""

from __future__ import annotations

import pytest

from deckwright.engine.core import Decision
from deckwright.engine.is2014.greedy import GreedyBot, estimate
from deckwright.engine.is2014.state import Placed
from deckwright.systems import all_systems
from tests.engine.is2014.helpers import card, empire, faction, give, hand, index, run, table

MILL = card("mill", cost={"wood": 1}, deal="food", produce=[{"gain": {"wood": 1}}])
HUT = card("hut", cost={"wood": 1}, deal="food")


def _game():
    """Seat 0: board production 2 food and 1 wood; seat 1: 1 worker (the helper's default)."""
    return table(
        [faction("a", [MILL, HUT], production={"food": 2, "wood": 1}), faction("b", [HUT])],
        [card("shed", raze=["stone", "food"])],
    )


def _position(game):
    """Seat 0 at round 3: 3 VP, 2 wood and a gold, 2 cards in hand, a mill built and one as a
    Foundation, a Deal worth food; seat 1 holds nothing."""
    game.round = 3
    give(game, 0, vp=3, wood=2, gold=1)
    hand(game, 0, "a/hut", "a/hut")
    empire(game, 0, "a/mill")
    game.players[0].empire.append(Placed(index(game, "a/mill"), foundation=True))
    game.players[0].deals = [index(game, "a/hut")]


def test_the_estimate_is_the_score_plus_supply_hand_and_income_for_the_productions_to_come():
    game = _game()
    _position(game)
    # seat 0: score 3 VP + 2 for the built mill (the Foundation scores nothing) = 5;
    # supply 2 wood x 0.5 + 1 gold x 0.9 = 1.9; hand 2 x 0.6 = 1.2; income per Production:
    # board 2 food x 0.45 + 1 wood x 0.5 = 1.4, the Deal's food 0.45, the mill's wood 0.5
    # (not the Foundation's) = 2.35, for rounds 4 and 5 in the Action phase of round 3
    # seat 1: income 1 worker x 0.3 = 0.3, twice
    assert estimate(game) == pytest.approx([5 + 1.9 + 1.2 + 2 * 2.35, 2 * 0.3])
    game.phase = "lookout"  # this round's Production is still to come
    assert estimate(game) == pytest.approx([5 + 1.9 + 1.2 + 3 * 2.35, 3 * 0.3])
    game.round, game.phase = 5, "actions"  # no Production left: the score and what is held
    assert estimate(game) == pytest.approx([5 + 1.9 + 1.2, 0.0])


def test_values_are_the_prices_choose_takes_the_best_of():
    game = _game()
    hand(game, 0, "a/hut")
    give(game, 0, wood=1, food=1)  # a Deal costs a food
    run(game, ("take_turn", 0))
    decision = game.decision()
    bot = GreedyBot(1)
    prices = dict(zip(decision.options, bot.values(game, decision)))
    # round 1: build the hut: 1 + 2 points - 0.3 x its wood (0.5) = 2.85; Deal its food:
    # 0.45 x 5 rounds - 0.3 - 0.6 for the card = 1.35; pass 0
    assert prices[("build", "a/hut")] == pytest.approx(2.85)
    assert prices[("deal", "a/hut")] == pytest.approx(1.35)
    assert prices[("pass",)] == 0.0
    assert decision.options[bot.choose(game, decision)] == ("build", "a/hut")


def test_values_refuse_an_undeclared_kind():
    with pytest.raises(ValueError):
        GreedyBot(1).values(_game(), Decision(0, "no-such-kind", ("a", "b")))


def test_the_system_gives_the_search_bot_the_estimate_and_a_width_of_four():
    described = all_systems()["is2014"]
    assert described.hook("evaluate") is estimate
    assert described.search == {"width": 4}

"""The greedy bot of Imperial Settlers (2014) (engine/is2014/greedy.py): what it prefers where
its docstrings say, its seed fixes its play, and its prices as the search bot reads them
(``values``) with the ``evaluate`` hook (``estimate``): what a position a rollout cut short is
worth to each seat, with exact values.

The golden games are a regression net of the heuristic, not rule tests: the bots of the golden greedy games, seeded
as recorded, make every recorded decision again (after an intended change of the heuristic,
regenerate with ``.venv/bin/python -m tests.engine.is2014.test_replay --regenerate``)."""

from __future__ import annotations

import pytest

from deckwright.engine.is2014.greedy import GreedyBot, estimate, horizon
from deckwright.engine.is2014.hooks import sample_game
from deckwright.engine.is2014.state import Placed
from deckwright.game import Decision
from deckwright.systems import all_systems
from tests.engine.is2014.helpers import card, choose, empire, faction, give, hand, index, run, table
from tests.engine.is2014.test_replay import GOLDEN, logged

COMMONS = [card("hut", raze=["wood", "wood"])]


@pytest.mark.parametrize("name", ["solo-greedy", "two-greedy"])
def test_the_seeded_greedy_bots_play_their_golden_game_again(name):
    _, log = logged(name)
    assert log.splitlines() == (GOLDEN / f"{name}.jsonl").read_text("utf-8").splitlines()


def _gate(round_: int, commons=COMMONS, kept: str = "common/hut"):
    """A Deal fires the Gate's 'place up to 1 card under it' in this round, ``kept`` in hand."""
    gate = card("gate", "feature", deal="gold", feature={"when": {"event": "deal"}, "do": [{"place_under": 1}]})
    game = table([faction("a", [gate, card("rice", deal="food")]), faction("b", [card("f", deal="food")])], commons)
    game.round = round_
    empire(game, 0, "a/gate")
    hand(game, 0, "a/rice", kept)
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


def test_in_the_last_round_the_bot_keeps_a_card_worth_more_than_the_vp_under_a_location():
    """Under the Gate a card is 1 VP; the bot gives up a card at half its price (a Hall with a 2 VP
    Building Bonus: 1 + 2, so 1.5 > 1) only for less."""
    hall = card("hall", raze=["wood"], bonus=[{"gain": {"vp": 2}}])
    game = _gate(5, commons=[*COMMONS, hall], kept="common/hall")
    decision = game.decision()
    assert decision.kind == "place-under" and decision.options == ("common/hall", "stop")
    assert decision.options[GreedyBot(0).choose(game, decision)] == "stop"


def test_the_bot_lays_the_card_it_values_least_as_a_foundation():
    """A Foundation gives the card up: the Hut (no ability) rather than a Shrine producing 2 VP."""
    shrine = card("shrine", raze=["wood"], produce=[{"gain": {"vp": 2}}])
    game = table([faction("a", [card("x", deal="food")]), faction("b", [card("f", deal="food")])], [*COMMONS, shrine])
    hand(game, 0, "common/shrine", "common/hut")
    run(game, ("foundation_step", 0))
    decision = game.decision()
    assert decision.kind == "foundation" and decision.options == ("common/shrine", "common/hut")
    assert decision.options[GreedyBot(0).choose(game, decision)] == "common/hut"


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
    # what the Action gives less half its cost: 0.5 - 0.225 for the wood, 2.0 - 0.225 for the VP
    assert GreedyBot(0).values(game, decision) == [0.275, 1.775]


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


def test_the_estimate_is_the_score_plus_supply_hand_foundations_and_income_for_the_productions_to_come():
    game = _game()
    _position(game)
    # seat 0: score 3 VP + 2 for the built mill (the Foundation scores nothing) = 5;
    # supply 2 wood x 0.5 + 1 gold x 0.9 = 1.9; hand 2 x 0.6 = 1.2; the Foundation 1.6 (a
    # Location a Faction build need not discard); income per Production:
    # board 2 food x 0.45 + 1 wood x 0.5 = 1.4, the Deal's food 0.45, the mill's wood 0.5
    # (not the Foundation's) = 2.35, for rounds 4 and 5 in the Action phase of round 3
    # seat 1: income 1 worker x 0.3 = 0.3, twice
    assert estimate(game) == pytest.approx([5 + 1.9 + 1.2 + 1.6 + 2 * 2.35, 2 * 0.3])
    game.phase = "lookout"  # this round's Production is still to come
    assert estimate(game) == pytest.approx([5 + 1.9 + 1.2 + 1.6 + 3 * 2.35, 3 * 0.3])
    game.round, game.phase = 5, "actions"  # no Production left; what is held at half its price
    assert estimate(game) == pytest.approx([5 + (1.9 + 1.2 + 1.6) / 2, 0.0])


def test_the_estimate_counts_the_action_locations_activations_in_the_action_phases_to_come():
    """A Press (a Food for 2 VP) is 2 - 0.45 = 1.55 an activation, at 0.7 of the Action phases still
    to come whole; an Action that gives less than it costs is priced 0.2."""
    press = card("press", "action", deal="gold", action={"cost": {"food": 1}, "do": [{"gain": {"vp": 2}}]})
    waste = card("waste", "action", deal="gold", action={"cost": {"gold": 2}, "do": [{"gain": {"wood": 1}}]})
    game = table([faction("a", [press, waste]), faction("b", [HUT])], COMMONS)
    empire(game, 0, "a/press")
    game.players[0].empire.append(Placed(index(game, "a/waste"), foundation=True))  # a Foundation acts not
    game.round, game.phase = 3, "actions"  # rounds 4 and 5 to come: 2 x 0.7 x 1.55
    # seat 0: the Press's 2 VP, the Foundation 1.6, 2 Productions of 1 worker (0.3); seat 1: the worker
    assert estimate(game) == pytest.approx([2 + 1.6 + 2 * 0.3 + 2 * 0.7 * 1.55, 2 * 0.3])
    game.phase = "production"  # this round's Action phase is still to come
    assert estimate(game) == pytest.approx([2 + 1.6 + 2 * 0.3 + 3 * 0.7 * 1.55, 2 * 0.3])
    empire(game, 0, "a/press", "a/waste")  # the Foundation built: 2 VP more, an Action at 0.2
    assert estimate(game) == pytest.approx([4 + 2 * 0.3 + 3 * 0.7 * (1.55 + 0.2), 2 * 0.3])


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


def test_the_horizon_is_the_round_so_that_a_rollout_ends_at_the_next_rounds_first_decision():
    game = sample_game(1)
    assert game.decision().kind == "draft" and horizon(game) == game.round == 1
    while game.round == 1:
        game.apply(0)
        game.decision()
    assert (horizon(game), game.phase, game.decision().kind) == (2, "lookout", "draft")  # Actions and Cleanup over


def test_a_price_that_counts_follows_the_empire_and_a_fixed_price_follows_the_round():
    """The bot keeps a card's price for the round only when no step of it counts: the Mill (1 wood)
    is 1 VP + 0.5 a round for the productions left, the Quarry's 1 stone per Action Location
    grows as Markets join the Empire (at least one stone is counted)."""
    game = table(
        [faction("a", [card("x", deal="food")]), faction("b", [card("y", deal="food")])],
        [
            card("mill", raze=["wood"], produce=[{"gain": {"wood": 1}}]),
            card("quarry", raze=["wood"], produce=[{"gain": {"stone": 1}, "per": {"kind": "action"}}]),
            card("market", "action", colours=["grey"], raze=["wood"]),
        ],
    )
    bot = GreedyBot(0)
    mill, quarry = index(game, "common/mill"), index(game, "common/quarry")
    assert [bot.location_value(game, 0, c) for c in (mill, quarry)] == [3.5, 3.5]
    empire(game, 0, "common/market", "common/market")
    assert [bot.location_value(game, 0, c) for c in (mill, quarry)] == [3.5, 6.0]
    game.round = 3
    assert [bot.location_value(game, 0, c) for c in (mill, quarry)] == [2.5, 4.0]


def test_end_game_points_add_to_a_price_and_a_count_of_them_grows_with_the_rounds_left():
    """A Common Location is 1 VP; 'at the end 2 VP' adds 2; 'at the end 1 VP per Action Location'
    adds 0.5 a round (the count's expected growth) for the rounds left, 5 in round 1, 3 in round 3."""
    game = table(
        [faction("a", [card("x", deal="food")]), faction("b", [card("y", deal="food")])],
        [
            card("monument", raze=["wood"], produce=[], end={"vp": 2}),
            card("guildhall", raze=["wood"], produce=[], end={"vp": 1, "per": {"kind": "action"}}),
        ],
    )
    bot, cards = GreedyBot(0), [index(game, "common/monument"), index(game, "common/guildhall")]
    assert [bot.location_value(game, 0, c) for c in cards] == [3.0, 3.5]
    game.round = 3
    assert [bot.location_value(game, 0, c) for c in cards] == [3.0, 2.5]

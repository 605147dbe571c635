"""The greedy bot on remove and recopy: it prices the card it would take out of the Empire or copy
anew, instead of a flat guess (docs/rules-notes.md#eotn-remove, docs/rules-notes.md#eotn-recopy);
a harvest is priced with the field's upgrades; equal prices are settled by the bot's own stream."""

from __future__ import annotations

import pytest

from deckwright.engine.eotn.catalog import steps_of
from deckwright.engine.eotn.greedy import GreedyBot
from deckwright.engine.eotn.state import Placed
from deckwright.engine.eotn.triggers import note
from tests.engine.eotn.helpers import card, find, make_game, pick, retake_turn, seat, slot_of, to_first_turn
from tests.engine.eotn.test_effect_language import action_card, use
from tests.engine.eotn.test_rule_edges import run

RECALL = action_card(
    "recall",
    [{"choose": [[{"gain": {"wood": 1}}], [{"remove": {"to": "hand", "kind": "location"}}, {"gain": {"vp": 1}}]]}],
)
CLEAR = action_card(
    "clear",
    [{"choose": [[{"gain": {"wood": 1}}], [{"remove": {"to": "discard", "kind": "location"}}, {"gain": {"vp": 2}}]]}],
)
RESHAPER = action_card("reshaper", [{"choose": [[{"gain": {"wood": 1}}], [{"recopy": 1}]]}])
ECHO = card("echo", cost={"stone": 1}, abilities=[{"copy": {"kind": "location"}}])


def start_with(cards: list[dict]):
    game = make_game([cards, cards])
    return game, to_first_turn(game)


def test_it_takes_back_a_location_to_build_its_building_bonus_again():
    game, p = start_with([RECALL])
    seat(game, p, empire=["recall", "hut", "hall"])
    bot = GreedyBot(1)
    use(game, p, "recall")
    decision = game.decision()
    assert decision.kind == "choose"
    assert bot.choose(game, decision) == 1
    # Taking the hall back loses its 1 VP (its Building Bonus is spent) and holds it in hand to build
    # again for 2 VP: 2.5 - 1.0, and the step's 1 VP; against 1 wood (0.5).
    assert bot.removal_value(game, p, slot_of(game, p, "hall"), "hand") == pytest.approx(1.5)
    assert bot.removal_value(game, p, slot_of(game, p, "hut"), "hand") == pytest.approx(-0.25)
    pick(game, decision.options[1])
    decision = game.decision()
    assert decision.kind == "remove"
    assert decision.options[bot.choose(game, decision)] == (slot_of(game, p, "hall"), "hall")


def test_it_discards_a_copy_left_without_effect_for_vp_and_keeps_working_cards():
    game, p = start_with([CLEAR, ECHO])
    player = seat(game, p, empire=["clear", "mill"])
    echo = find(game, p, "echo")
    player.empire.append(Placed(echo, echo))  # a Copy card whose copied card is gone
    bot = GreedyBot(1)
    use(game, p, "clear")
    decision = game.decision()
    assert bot.choose(game, decision) == 1
    # The orphaned copy is worth its 1 VP in the Empire: discarding it for 2 VP gains 1.0; the mill
    # (an Action worth 2 VP for 1 food) would lose 2.24.
    assert bot.removal_value(game, p, slot_of(game, p, "echo"), "discard") == pytest.approx(-1.0)
    assert bot.removal_value(game, p, slot_of(game, p, "mill"), "discard") == pytest.approx(-2.24)
    pick(game, decision.options[1])
    decision = game.decision()
    assert decision.options[bot.choose(game, decision)] == (slot_of(game, p, "echo"), "echo")


def test_in_the_last_round_a_card_in_the_empire_is_worth_its_vp_only():
    game, p = start_with([CLEAR])
    seat(game, p, empire=["clear", "mill"])
    game.last_round = True
    bot = GreedyBot(1)
    use(game, p, "clear")
    assert bot.choose(game, game.decision()) == 1  # the mill for 2 VP: its Action has no round left
    assert bot.removal_value(game, p, slot_of(game, p, "mill"), "discard") == pytest.approx(-1.0)


def test_it_copies_anew_the_card_worth_most_beyond_its_building_bonus():
    game, p = start_with([RESHAPER, ECHO])
    player = seat(game, p)
    del player.empire[:]  # no Basic Fields: the choice is between the mill and the hall
    seat(game, p, empire=["reshaper", "mill", "hall"])
    echo = find(game, p, "echo")
    player.empire.append(Placed(echo, echo))
    bot = GreedyBot(1)
    use(game, p, "reshaper")
    decision = game.decision()
    assert bot.choose(game, decision) == 1  # the mill's Action (1.24 over a bare copy) beats 1 wood
    pick(game, decision.options[1])
    decision = game.decision()
    slot = slot_of(game, p, "echo")
    assert bot.recopy_value(game, p, (slot, "echo", slot_of(game, p, "hall"), "hall")) == pytest.approx(0.0)
    assert decision.options[bot.choose(game, decision)] == (slot, "echo", slot_of(game, p, "mill"), "mill")


def _turn_priced(hand: list[str]):
    """A first turn with the mill (1 food: 2 VP) in the Empire and 1 food; the bot's choice and its
    price of each action (priced during that choice)."""
    game = make_game([[], []])
    p = to_first_turn(game)
    seat(game, p, goods={"food": 1}, hand=hand, empire=["mill"])
    retake_turn(game, p)
    bot = GreedyBot(1)
    decision = game.decision()
    chosen = decision.options[bot.choose(game, decision)]
    return chosen, {a: bot.action_value(game, p, a) for a in ("SAIL", "EXPLORE", "POPULATE", "CONSTRUCT")}


def test_it_uses_an_action_card_worth_more_than_any_pawn_action():
    """Using the mill: 0.3 + 2 VP - 0.45 for the food = 1.85, over SAIL's 1.4 (no Raze token)."""
    chosen, prices = _turn_priced([])
    assert chosen == ("use", 3, "mill")
    assert prices == {"SAIL": 1.4, "EXPLORE": 0.9, "POPULATE": 0.9, "CONSTRUCT": 0.0}  # nothing to build


def test_exploring_is_worth_less_once_three_cards_are_in_hand():
    assert _turn_priced(["pasture", "pasture"])[1]["EXPLORE"] == 0.9
    assert _turn_priced(["pasture", "pasture", "pasture"])[1]["EXPLORE"] == 0.4


def _harvest_decision(empire: list[str], sawpits_on: str | None = None):
    """A HARVEST pawn placed by seat p with these extra Empire cards (two Sawpits, 1 wood each,
    attached to ``sawpits_on``): the game at its harvest decision."""
    game, p = start_with([])
    player = seat(game, p, empire=empire)
    if sawpits_on is not None:
        for _ in range(2):
            saw = next(c for c in player.deck if game.cat.cards[c].id == "sawpit")
            player.deck.remove(saw)
            player.empire.append(Placed(saw, saw, host=slot_of(game, p, sawpits_on)))
            note(game, p, len(player.empire) - 1)
    retake_turn(game, p)
    pick(game, ("pawn", "HARVEST"))
    decision = game.decision()
    assert decision.kind == "harvest"
    return game, decision


def test_it_harvests_the_field_whose_upgrades_make_it_yield_most():
    """A Grove (2 wood) beats a Pasture (1 sheep); with two Sawpits on it the Pasture yields 2 wood more."""
    for sawpits_on, harvested in ((None, "grove"), ("pasture", "pasture")):
        game, decision = _harvest_decision(["grove", "pasture"], sawpits_on)
        assert decision.options[GreedyBot(1).choose(game, decision)][1] == harvested


def test_it_settles_equal_prices_with_its_own_stream_not_by_the_order_of_the_options():
    game, decision = _harvest_decision(["grove", "grove"])
    groves = {option for option in decision.options if option[1] == "grove"}
    assert {decision.options[GreedyBot(seed).choose(game, decision)] for seed in range(10)} == groves


def test_it_takes_the_first_option_of_a_kind_it_does_not_price():
    """Which exhausted card to ready is one of the kinds left to the engine's first option."""
    game, p = start_with([])
    player = seat(game, p, empire=["hut", "hall", "mill"])
    for slot in range(3, 6):
        player.empire[slot] = player.empire[slot]._replace(exhausted=True)
    run(game, p, -1, [{"unexhaust": {"count": 1}}])
    decision = game.decision()
    assert decision.kind == "unexhaust" and len(decision.options) == 3
    assert GreedyBot(1).choose(game, decision) == 0


def test_its_prices_are_what_it_chooses_by():
    """``values`` (what the search bot prunes by) ranks the Grove's harvest above the Pasture's;
    a kind left to the first option prices that option 1 and the others 0."""
    game, decision = _harvest_decision(["grove", "pasture"])
    prices = GreedyBot(1).values(game, decision)
    assert (
        decision.options[prices.index(max(prices))][1]
        == "grove"
        == decision.options[GreedyBot(1).choose(game, decision)][1]
    )
    game, p = start_with([])
    player = seat(game, p, empire=["hut", "hall", "mill"])
    for slot in range(3, 6):
        player.empire[slot] = player.empire[slot]._replace(exhausted=True)
    run(game, p, -1, [{"unexhaust": {"count": 1}}])
    assert GreedyBot(1).values(game, game.decision()) == [1.0, 0.0, 0.0]


def test_it_prices_the_cards_to_keep_at_setup_by_their_worth_in_hand():
    """A card in hand is worth its worth in the Empire less half its cost's: the Grove 1 VP + 2 wood
    (0.5 each, harvested: x1.5) = 2.5, the Sawpit 1.75, the Harbour 1 + 0.6 for its Feature - 0.5
    (half of 2 wood) = 1.1, the Dock 1 + a common ship (1.2) - 0.5 (half of 2 stone) = 1.7."""
    game = make_game([[], []])
    decision = game.decision()
    assert decision.kind == "setup-keep"
    prices = dict(zip(decision.options, GreedyBot(1).values(game, decision)))
    assert prices == pytest.approx({"dock": 1.7, "harbour": 1.1, "sawpit": 1.75, "grove": 2.5})


def test_a_boost_in_hand_is_worth_its_instant_not_its_place_in_the_empire():
    """Declaring the Rally (Instant: 1 raze) for SAIL: 0.5 for declaring, 0.5 for a boost in hand,
    0.6 for the raze token."""
    game, p = start_with([])
    seat(game, p, hand=["rally"])
    retake_turn(game, p)
    pick(game, ("pawn", "SAIL"))
    decision = game.decision()
    assert decision.kind == "declare"
    assert GreedyBot(1).values(game, decision) == pytest.approx([0.0, 1.6])


def test_it_prices_a_ship_sent_with_one_raze_token_and_one_fish_above_more_or_none():
    """0.3 for the clan's own ship, 1.5 for a first raze token, 0.6 for a first fish, less 0.3 for
    each good sent."""
    game, p = start_with([])
    seat(game, p, goods={"raze": 1, "fish": 1}, hand=[])
    game.players[p].common = 0
    retake_turn(game, p)
    pick(game, ("pawn", "SAIL"))
    decision = game.decision()
    assert decision.options == (("clan", 0, 0), ("clan", 0, 1), ("clan", 1, 0), ("clan", 1, 1))
    assert GreedyBot(1).values(game, decision) == pytest.approx([0.3, 1.5, 0.6, 1.8])


def test_a_remove_of_one_kind_is_priced_by_the_cards_of_that_kind_only():
    """Removing a Field: the Grove (1 VP + 2 wood harvested, 2.5) is the only one, against the step's
    2 VP: -0.5; the hut (1.0) is no Field and does not make the choice worth 1.0."""
    clear = action_card(
        "clear",
        [{"choose": [[{"gain": {"wood": 1}}], [{"remove": {"to": "discard", "kind": "field"}}, {"gain": {"vp": 2}}]]}],
    )
    game, p = start_with([clear])
    seat(game, p, empire=["clear", "hut", "grove"])
    use(game, p, "clear")
    decision = game.decision()
    assert decision.kind == "choose"
    assert GreedyBot(1).values(game, decision) == pytest.approx([0.5, -0.5])


def test_in_the_last_round_a_card_is_worth_its_vp_and_its_end_of_game_scoring():
    monument = card("monument", cost={"stone": 1}, abilities=[{"end_game": {"vp": 1, "per": {"kind": "field"}}}])
    game, p = start_with([monument])
    seat(game, p, empire=["monument"])
    game.last_round = True
    # its 1 VP, and 1 VP for each of the three Basic Fields
    assert GreedyBot(1).removal_value(game, p, slot_of(game, p, "monument"), "discard") == pytest.approx(-4.0)


@pytest.mark.parametrize("target,value", [("each_opponent", 2.0), ("left", 1.0), ("chosen_opponent", 1.0)])
def test_a_step_that_hurts_opponents_is_worth_half_its_cost_for_each_seat_it_reaches(target, value):
    """Losing 2 VP (2.0) at half (0.5): 1.0 for one opponent, 2.0 for each of the two opponents of three."""
    game = make_game([[], [], []])
    p = to_first_turn(game)
    bot = GreedyBot(1)
    bot.price_in(game)
    assert bot.steps_value(game, p, -1, steps_of([{"lose": {"vp": 2}, "target": target}])) == pytest.approx(value)

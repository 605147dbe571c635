"""Paying and gaining in Imperial Settlers (2014) (engine/is2014/effects.py), exact values."""

from __future__ import annotations

from deckwright.engine.is2014.effects import shortfall, ways_to_pay
from deckwright.engine.is2014.state import POOL, Placed
from tests.engine.is2014.helpers import card, choose, faction, give, goods, index, options, run, table


def _supply(**goods: int) -> list[int]:
    return [goods.get(good, 0) for good in POOL]


def test_every_good_of_a_cost_is_checked_not_only_the_first():
    """docs/rules-notes.md#is2014-gold-any-resource: 1 Wood held pays the Wood; the 2 Stone lacking
    need 2 gold, so without gold the cost cannot be paid, and with 2 it can; with 3, the third may
    pay the Wood too."""
    cost = (("wood", 1), ("stone", 2))
    assert shortfall(_supply(wood=1), cost) is None
    assert shortfall(_supply(wood=1, gold=1), cost) is None
    assert shortfall(_supply(wood=1, gold=2), cost) == 2
    assert ways_to_pay(_supply(wood=1, gold=2), cost) == ((("stone", 2),),)
    assert ways_to_pay(_supply(wood=1, gold=3), cost) == ((("stone", 2),), (("wood", 1), ("stone", 2)))


def test_the_ways_to_pay_are_those_that_leave_different_goods():
    """docs/rules-notes.md#is2014-gold-any-resource: 2 Wood and 1 Stone from 1 Wood, 1 Stone and 2
    gold: gold pays the lacking Wood, and may pay the other Wood or the Stone, not both."""
    cost = (("wood", 2), ("stone", 1))
    assert ways_to_pay(_supply(wood=1, stone=1, gold=2), cost) == (
        (("wood", 1),),
        (("wood", 1), ("stone", 1)),
        (("wood", 2),),
    )
    assert ways_to_pay(_supply(wood=2, stone=1), cost) == ((),)
    assert ways_to_pay(_supply(wood=1, stone=1), cost) == ()


def test_gold_a_cost_names_is_paid_before_gold_stands_in_for_a_resource():
    """An Action's cost {gold: 1, wood: 1} with 1 gold and no Wood cannot be paid: the one gold is
    the gold the cost names."""
    cost = (("gold", 1), ("wood", 1))
    assert shortfall(_supply(gold=1), cost) is None and ways_to_pay(_supply(gold=1), cost) == ()
    assert shortfall(_supply(gold=2), cost) == 2
    assert ways_to_pay(_supply(gold=2), cost) == ((("wood", 1),),)
    assert ways_to_pay(_supply(gold=2, wood=1), cost) == ((), (("wood", 1),))


def test_a_gain_per_card_under_counts_the_cards_under_the_location_whose_action_runs():
    """docs/rules-notes.md#is2014-cards-under: 'per: {under: true}' counts the cards under the
    Location whose ability runs (2 under the activated Gate, 1 under the other)."""
    gate = card(
        "gate",
        "action",
        deal="vp",
        action={"cost": {"worker": 1}, "do": [{"place_under": 1}, {"gain": {"vp": 1}, "per": {"under": True}}]},
    )
    game = table([faction("a", [gate]), faction("b", [card("y", deal="food")])], [card("hut", raze=["wood", "wood"])])
    hut, gate_card = index(game, "common/hut"), index(game, "a/gate")
    game.players[0].empire = [Placed(gate_card, under=(hut,)), Placed(gate_card, under=(hut, hut))]
    give(game, 0, worker=1)
    run(game, ("take_turn", 0))
    choose(game, ("activate", 1, "a/gate"))
    assert options(game) == ()  # no card in hand to place: the step asks nothing
    assert goods(game, 0) == {"vp": 2}


def test_a_location_to_discard_is_no_good_to_pay_and_the_goods_after_it_still_count():
    """A Faction cost written 'cost: {location: 1, wood: 2}': the Location is discarded by the
    build, the 2 Wood are paid (with gold for what is lacking)."""
    cost = (("location", 1), ("wood", 2))
    assert shortfall(_supply(), cost) is None
    assert shortfall(_supply(wood=2), cost) == 0
    assert shortfall(_supply(wood=1, gold=1), cost) == 1
    assert ways_to_pay(_supply(wood=1, gold=1), cost) == ((("wood", 1),),)

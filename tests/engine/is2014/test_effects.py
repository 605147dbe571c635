"""Paying and gaining in Imperial Settlers (2014) (engine/is2014/effects.py), exact values."""

from __future__ import annotations

from deckwright.engine.is2014.effects import pay, shortfall
from deckwright.engine.is2014.state import GOOD, POOL, Placed
from tests.engine.is2014.helpers import card, choose, faction, give, goods, index, options, run, table


def _supply(**goods: int) -> list[int]:
    return [goods.get(good, 0) for good in POOL]


def test_every_good_of_a_cost_is_checked_not_only_the_first():
    """docs/rules-notes.md#is2014-gold-pays-last: 1 Wood held pays the Wood; the 2 Stone lacking
    need 2 gold, so without gold the cost cannot be paid, and with 2 it can."""
    cost = (("wood", 1), ("stone", 2))
    assert shortfall(_supply(wood=1), cost) is None
    assert shortfall(_supply(wood=1, gold=1), cost) is None
    assert shortfall(_supply(wood=1, gold=2), cost) == 2
    supply = _supply(wood=1, gold=3)
    pay(supply, cost)
    assert supply[GOOD["wood"]] == 0 and supply[GOOD["gold"]] == 1


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
    supply = _supply(wood=1, gold=1)
    pay(supply, cost)
    assert supply == _supply()

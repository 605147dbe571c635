"""The ``evaluate`` hook (engine/kb/estimate.py): what each seat can expect where a search rollout stops."""

from __future__ import annotations

import pytest

from deckwright.engine.kb.estimate import WEIGHTS, evaluate, prospects
from deckwright.systems import all_systems
from tests.engine.kb.helpers import hx, make


def position():
    """Seat 0: a line of three from a castle to a location whose farm tile it holds; seat 1: one settlement."""
    g = make({(5, 5): "K"}, locations={(5, 9): "farm"}, tiles=("farm",), goals=("citizens",))
    g.put(0, [hx(5, 6), hx(5, 7), hx(5, 8)])
    g.held[0].append((hx(5, 9), "farm"))
    g.put(1, [hx(12, 12)])
    return g


def priced(counts: dict[str, int]) -> float:
    return sum(WEIGHTS[part] * amount for part, amount in counts.items())


def test_the_estimate_adds_goal_and_castle_gold_to_the_prospects_priced():
    g = position()
    # seat 0 builds 3 + 1 (farm) a turn: its 37 left in 10 turns, the farm held for those 10;
    # 8 free hexes border its line; the castle it touches and the farm it holds are not prospects
    mine = {
        "future": 37,
        "castles": 0,
        "tiles": 0,
        "move_tile_turns": 0,
        "build_tile_turns": 10,
        "border": 8,
        "open_terrain": 0,
    }
    # seat 1 builds 3 a turn: 30 of its 39 in those 10 turns; its one settlement has 6 neighbours
    theirs = {**mine, "future": 30, "build_tile_turns": 0, "border": 6}
    assert [prospects(g, seat) for seat in (0, 1)] == [mine, theirs]
    # castle 3 and citizens 3/2 for seat 0, citizens 1/2 for seat 1
    assert evaluate(g) == pytest.approx([3 + 1.5 + priced(mine), 0.5 + priced(theirs)])
    assert evaluate(g) == pytest.approx([30.55, 18.32])
    g.purse[1] = 2  # gold taken from tiles (the Well's) counts as it stands
    assert evaluate(g) == pytest.approx([30.55, 20.32])


def test_a_seat_that_runs_out_first_builds_its_whole_supply_and_no_more_turns_come():
    g = position()
    g.supply = [2, 5]  # seat 0 runs out in its next turn: seat 1 builds 3 of its 5
    assert [prospects(g, seat)["future"] for seat in (0, 1)] == [2, 3]
    assert prospects(g, 0)["build_tile_turns"] == 1


def spread():
    """Grass with one forest, one flower hex and a castle; a barn location; seat 0 next to the
    forest, one hex from the castle and the barn, seat 1 amid grass."""
    g = make({(2, 2): "f", (15, 15): "b", (2, 5): "K"}, locations={(1, 3): "barn"}, tiles=("barn",))
    g.put(0, [hx(2, 3)])
    g.put(1, [hx(10, 10)])
    return g


def test_castles_and_tiles_one_build_away_are_prospects_a_held_tile_is_one_for_each_turn_left():
    g = spread()
    near = prospects(g, 0)
    # (2, 4) borders seat 0 and touches the castle; (1, 2) borders it and touches the barn's location
    assert (near["castles"], near["tiles"], near["move_tile_turns"]) == (1, 1, 0)
    assert (prospects(g, 1)["castles"], prospects(g, 1)["tiles"]) == (0, 0)
    g.held[0].append((hx(1, 3), "barn"))
    held = prospects(g, 0)
    assert (held["tiles"], held["move_tile_turns"], held["build_tile_turns"]) == (0, 13, 0)  # 39 left: 13 turns


def test_a_terrain_whose_free_hexes_touch_none_of_the_seats_settlements_is_open():
    g = spread()
    # seat 0 touches grass and forest: flower is open; seat 1 touches grass: forest and flower
    assert [prospects(g, seat)["open_terrain"] for seat in (0, 1)] == [1, 2]
    # seat 0's border: the forest and 4 grass hexes (the location hex is not buildable)
    assert [prospects(g, seat)["border"] for seat in (0, 1)] == [5, 6]


def test_a_terrain_without_a_free_hex_is_not_open():
    g = spread()
    g.put(1, [hx(15, 15)])  # the one flower hex is taken
    assert [prospects(g, seat)["open_terrain"] for seat in (0, 1)] == [0, 1]


def test_kingdom_builder_declares_the_hook():
    assert all_systems()["kb"].hook("evaluate") is evaluate

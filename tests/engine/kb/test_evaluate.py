"""The ``evaluate`` hook: what each seat can expect where a search rollout stops."""

from __future__ import annotations

from deckwright.engine.kb.hooks import evaluate
from deckwright.systems import all_systems
from tests.engine.kb.helpers import hx, make


def position():
    """Seat 0: a line of three from a castle to a location whose farm tile it holds; seat 1: one settlement."""
    g = make({(5, 5): "K"}, locations={(5, 9): "farm"}, tiles=("farm",), goals=("citizens",))
    g.put(0, [hx(5, 6), hx(5, 7), hx(5, 8)])
    g.held[0].append((hx(5, 9), "farm"))
    g.put(1, [hx(12, 12)])
    return g


def test_the_estimate_adds_share_of_goal_gold_castles_and_the_settlements_still_to_build():
    # seat 0: castle 3, citizens 3/2 = 1.5, builds 3 + 1 (farm) a turn: its 37 left in 10 turns;
    # seat 1: citizens 0.5, builds 3 a turn: 30 of its 39 in those 10 turns
    assert evaluate(position()) == [41.5, 30.5]


def test_a_seat_that_runs_out_first_builds_its_whole_supply_and_no_more_turns_come():
    g = position()
    g.supply = [2, 5]  # seat 0 runs out in its next turn: seat 1 builds 3 of its 5
    assert evaluate(g) == [3 + 1.5 + 2, 0.5 + 3]


def test_kingdom_builder_declares_the_hook():
    assert all_systems()["kb"].hook("evaluate") is evaluate

"""A Kingdom Builder game's summary (plain JSON for logs and reports), and the end of its decisions."""

from __future__ import annotations

import pytest

from tests.engine.kb.helpers import hx, make


def test_the_summary_names_the_round_the_seat_the_supplies_and_the_tiles_held():
    g = make(locations={(5, 9): "farm"}, tiles=("farm",), players=3)
    g.put(1, [hx(0, 0), hx(0, 1)])
    g.held[2].append((hx(5, 9), "farm"))
    assert g.summary() == {"round": 1, "seat": 0, "supply": [40, 38, 40], "tiles": [[], [], ["farm"]]}


def test_a_round_ends_when_the_last_seat_ends_its_turn_and_the_count_goes_up_by_one_each_time():
    g = make(players=2)
    turns = [(g.round, g.seat)]
    while not g.over and len(turns) < 7:
        g.apply(0)
        if (g.round, g.seat) != turns[-1]:
            turns.append((g.round, g.seat))
    assert turns == [(1, 0), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1), (4, 0)]


def test_a_table_of_other_than_2_to_4_players_is_refused_with_the_range():
    with pytest.raises(ValueError, match="^Kingdom Builder is for 2 to 4 players$"):
        make(players=5)


def test_a_finished_game_refuses_another_decision():
    g = make(players=2)
    g.over = True
    with pytest.raises(ValueError, match=r"^the game is over$"):
        g.apply(0)

"""The scoring language: the ten published goal cards written as data (their published meaning
in docs/rules-notes.md) and every construct, with exact gold on hand-made positions."""

from __future__ import annotations

import pytest

from deckwright.engine.kb.scoring import _rank_awards, castle_gold, goal_gold
from deckwright.model.kb import Scoring
from tests.engine.kb.helpers import PUBLISHED_GOALS, hx, make

# Water at (0,3), mountain at (10,10), a castle at (5,5), a location at (5,9).
CELLS = {(0, 3): "w", (10, 10): "m", (5, 5): "K"}


@pytest.fixture
def game():
    g = make(CELLS, locations={(5, 9): "farm"}, tiles=("farm",), players=3)
    g.put(0, [hx(0, 2), hx(0, 4), hx(1, 2)])  # all next to the water; groups {(0,2),(1,2)} and {(0,4)}
    g.put(1, [hx(10, 9), hx(10, 11), hx(11, 10)])  # all next to the mountain, sectors 2, 3, 3
    g.put(2, [hx(5, 6), hx(5, 7), hx(5, 8), hx(12, 12)])  # a chain from the castle to the location
    return g


@pytest.mark.parametrize(
    "goal, gold",
    [
        ("fishermen", [3, 0, 0]),
        ("miners", [0, 3, 0]),
        ("workers", [0, 0, 2]),  # (5,6) by the castle, (5,8) by the location; (5,7) by neither
        ("merchants", [0, 0, 8]),  # the castle and the location, linked: 4 gold each
        ("citizens", [1, 1, 1]),  # largest groups 2, 2 ((10,11)-(11,10)), 3: 1 gold per 2
        ("hermits", [2, 2, 2]),
        ("discoverers", [2, 2, 2]),
        ("knights", [4, 4, 6]),  # 2 gold per settlement of the fullest row
        ("lords", [12, 24, 18]),  # see test_lords_by_sector
        ("farmers", [0, 0, 0]),  # nobody is in all four sectors
    ],
)
def test_published_goal_cards(game, goal, gold):
    assert goal_gold(game.board, game.owner, 3, PUBLISHED_GOALS[goal].scoring) == gold


def test_lords_by_sector(game):
    # sector 0: p0 3, p2 3 -> both first (12); sector 2: p1 1 -> 12; sector 3: p1 2, p2 1 -> 12 and 6
    assert _rank_awards([3, 0, 3], (12, 6), "shared") == [12, 0, 12]
    assert _rank_awards([0, 2, 1], (12, 6), "shared") == [0, 12, 6]


def test_rank_ties_shared_give_the_next_count_the_next_place_and_split_divides():
    assert _rank_awards([3, 3, 1, 0], (12, 6), "shared") == [12, 12, 6, 0]
    assert _rank_awards([3, 3, 1, 0], (12, 6), "split") == [9, 9, 0, 0]
    assert _rank_awards([5, 2, 2, 1], (12, 6), "split") == [12, 3, 3, 0]


def test_farmers_pay_three_per_settlement_of_the_emptiest_sector():
    g = make()
    g.put(0, [hx(0, 0), hx(0, 1), hx(0, 12), hx(0, 13), hx(12, 0), hx(12, 1), hx(19, 19)])
    assert goal_gold(g.board, g.owner, 2, PUBLISHED_GOALS["farmers"].scoring) == [3, 0]


def test_castles_pay_three_to_each_player_next_to_them(game):
    game.put(0, [hx(4, 5)])
    assert castle_gold(game.board, game.owner, 3) == [3, 0, 3]


@pytest.mark.parametrize(
    "rule, gold",
    [
        (Scoring("settlements", per=4), [0, 0, 1]),
        (Scoring("settlements", gold=2, next_to=("castle",)), [0, 0, 2]),
        (Scoring("groups", gold=2), [4, 4, 4]),
        (Scoring("largest_group", per=3), [0, 0, 1]),
        (Scoring("longest_line", gold=2), [4, 4, 6]),  # (0,2)-(1,2) is a line of 2; (5,6)..(5,8) of 3
        (Scoring("rows", gold=2, per=3), [0, 0, 0]),
        (Scoring("best_row"), [2, 2, 3]),
        (Scoring("weakest_sector", gold=2), [0, 0, 0]),
        (Scoring("connected_sites", gold=5, sites=("castle",)), [0, 0, 0]),  # one castle: nothing to link
        (Scoring("sector_rank", ranks=(10, 5), ties="split"), [7, 20, 12]),  # sector 0: (10+5)//2 each
    ],
)
def test_every_scoring_construct(game, rule, gold):
    assert goal_gold(game.board, game.owner, 3, rule) == gold


def line(cells: list[tuple[int, int]]) -> int:
    g = make(players=2)
    g.put(0, [hx(r, c) for r, c in cells])
    return goal_gold(g.board, g.owner, 2, Scoring("longest_line"))[0]


def test_the_longest_line_counts_from_the_board_corner_and_in_every_direction():
    assert line([]) == 0
    assert line([(1, 0), (0, 0)]) == 2  # north-west from (1, 0) ends on hex 0, the corner
    # (5, 4)-(5, 5) run east; (5, 5)-(4, 6)-(3, 6) north-east: a hex inside one line still starts another
    assert line([(5, 4), (5, 5), (4, 6), (3, 6)]) == 3


def test_connected_sites_add_up_over_separate_settlement_areas():
    g = make({(2, 2): "K", (2, 4): "K", (12, 12): "K", (12, 14): "K"}, players=2)
    g.put(0, [hx(2, 3), hx(12, 13)])  # each settlement links two castles
    assert goal_gold(g.board, g.owner, 2, Scoring("connected_sites", sites=("castle",)))[0] == 4


def test_split_ties_move_the_next_count_down_past_every_place_they_took():
    # counts 3, 3, 2, 1 with three places: the tie shares (9 + 6) // 2; 2 takes the third; 1 takes none
    assert _rank_awards([3, 3, 2, 1], (9, 6, 3), "split") == [7, 7, 3, 0]


def test_a_count_short_of_the_next_per_earns_its_share_when_not_whole(game):
    citizens = PUBLISHED_GOALS["citizens"].scoring  # 1 gold per 2 of the largest group: 2, 2, 3
    assert goal_gold(game.board, game.owner, 3, citizens, whole=False) == [1.0, 1.0, 1.5]

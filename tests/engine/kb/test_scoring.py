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
        ("lords", [18, 30, 24]),  # see test_lords_by_sector
        ("farmers", [0, 0, 0]),  # nobody is in all four sectors
    ],
)
def test_published_goal_cards(game, goal, gold):
    assert goal_gold(game.board, game.owner, 3, PUBLISHED_GOALS[goal].scoring) == gold


def test_lords_by_sector(game):
    # sector 0: p0 3, p2 3 -> both first (12), p1 with none second (6); sector 1: nobody, nothing;
    # sector 2: p1 1 -> 12, p0 and p2 with none 6; sector 3: p1 2, p2 1 -> 12 and 6, p0 no place left
    assert _rank_awards([3, 0, 3], (12, 6), "shared") == [12, 6, 12]
    assert _rank_awards([0, 1, 0], (12, 6), "shared") == [6, 12, 6]
    assert _rank_awards([0, 2, 1], (12, 6), "shared") == [0, 12, 6]


def test_rank_ties_shared_give_the_next_count_the_next_place_and_split_divides():
    assert _rank_awards([3, 3, 1, 0], (12, 6), "shared") == [12, 12, 6, 0]
    assert _rank_awards([3, 3, 1, 0], (12, 6), "split") == [9, 9, 0, 0]
    assert _rank_awards([3, 1, 0, 0], (12, 6), "shared") == [12, 6, 0, 0]  # no place left for none
    assert _rank_awards([5, 2, 2, 1], (12, 6), "split") == [12, 3, 3, 0]


def test_farmers_pay_three_per_settlement_of_the_emptiest_sector():
    g = make()
    g.put(0, [hx(0, 0), hx(0, 1), hx(0, 12), hx(0, 13), hx(12, 0), hx(12, 1), hx(19, 19)])
    assert goal_gold(g.board, g.owner, 2, PUBLISHED_GOALS["farmers"].scoring) == [3, 0]


def test_a_player_without_settlements_earns_nothing_from_a_group_card():
    g = make()
    g.put(0, [hx(0, 0), hx(0, 1)])  # seat 1 has built nothing: its largest group is 0, not 1
    assert goal_gold(g.board, g.owner, 2, Scoring(count="largest_group", gold=1, per=1)) == [2, 0]


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
        (Scoring("sector_rank", ranks=(10, 5), ties="split"), [9, 20, 14]),  # sector 0: (10+5)//2 each
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


def test_a_settlement_on_water_is_not_next_to_water_but_is_next_to_a_mountain():
    # docs/rules-notes.md#kb-on-water-not-next-to-water: (0,4) stands in the lake (0,3)-(0,4)
    g = make({(0, 3): "w", (0, 4): "w", (0, 5): "m"})
    g.put(0, [hx(0, 2), hx(0, 4)])
    assert goal_gold(g.board, g.owner, 2, PUBLISHED_GOALS["fishermen"].scoring) == [1, 0]
    assert goal_gold(g.board, g.owner, 2, PUBLISHED_GOALS["miners"].scoring) == [1, 0]
    assert goal_gold(g.board, g.owner, 2, Scoring("settlements", next_to=("water", "mountain"))) == [2, 0]


def test_a_player_without_a_settlement_in_a_sector_takes_the_place_after_the_last_one_there():
    # docs/rules-notes.md#kb-lords-empty-sector
    assert _rank_awards([3, 0, 0], (12, 6), "shared") == [12, 6, 6]
    assert _rank_awards([3, 3, 0], (12, 6), "shared") == [12, 12, 6]
    assert _rank_awards([5, 0, 0], (10, 5), "split") == [10, 2, 2]
    assert _rank_awards([0, 0, 0], (12, 6), "shared") == [0, 0, 0]  # nobody built there: no first place


SETTLED = {(0, 3): "w", (2, 2): "d", (2, 3): "d", (6, 6): "d", (7, 6): "m"}


@pytest.mark.parametrize(
    "rule, gold",
    [
        (Scoring("settlements", on=("desert",)), [3, 0]),  # (2,2), (2,3), (6,6)
        (Scoring("settlements", on=("desert", "grass"), per=2), [2, 0]),  # all 5
        (Scoring("settlements", isolated=True, gold=2), [6, 0]),  # (0,2), (6,6), (12,12) alone; (2,2)-(2,3) touch
        (Scoring("settlements", on=("desert",), isolated=True), [1, 0]),  # "and": only (6,6)
        (Scoring("settlements", on=("desert",), next_to=("mountain",), isolated=True), [1, 0]),
        (Scoring("settlements", on=("grass",), next_to=("water",)), [1, 0]),  # (0,2) by the water (0,3)
        (Scoring("settlements", next_to=("mountain",), gold=-2), [-2, 0]),  # a penalty
        (Scoring("settlements", gold=-1, per=2), [-2, 0]),  # 5 settlements: 2 pairs
    ],
)
def test_settlement_conditions_combine_with_and_and_gold_may_be_a_penalty(rule, gold):
    # docs/rules-notes.md#kb-settlement-conditions
    g = make(SETTLED)
    g.put(0, [hx(0, 2), hx(2, 2), hx(2, 3), hx(6, 6), hx(12, 12)])
    assert goal_gold(g.board, g.owner, 2, rule) == gold

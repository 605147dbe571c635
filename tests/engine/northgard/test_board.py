"""The map as a graph of territories: continuity, rotation, merging, closing."""

from deckwright.engine.northgard.board import Board, side_points, sides_meet
from tests.engine.northgard.tiles import CORRIDOR, HALVES, PLAIN, POCKET_E, POCKET_W


def test_facing_sides_meet_when_their_points_mirror():
    assert sides_meet((1, 2), (2, 3))
    assert sides_meet((2,), (2,))
    assert not sides_meet((1, 2), (1, 2))
    assert not sides_meet((), (2,))


def test_rotation_turns_the_sides_clockwise():
    assert side_points(POCKET_E, 0, 1) == (1, 2)
    assert side_points(POCKET_E, 1, 2) == (1, 2)  # east turned a quarter clockwise is south
    assert side_points(POCKET_E, 3, 0) == (1, 2)
    assert side_points(POCKET_E, 1, 1) == ()


def test_two_plain_tiles_make_one_open_territory_of_two_tiles():
    board = Board()
    board.place(PLAIN, (0, 0), 0)
    placement = board.place(PLAIN, (1, 0), 0)
    assert len(board.territories) == 1
    (territory,) = board.territories.values()
    assert territory.cells == {(0, 0), (1, 0)}
    assert territory.open == 6
    assert territory.resources == {"food": 2}
    assert placement.closed == []


def test_a_border_that_would_stop_at_the_edge_does_not_fit():
    board = Board()
    board.place(PLAIN, (0, 0), 0)
    assert not board.fits(POCKET_E, (-1, 0), 0)  # its east points face a side without points
    assert board.fits(POCKET_E, (-1, 0), 2)  # turned, the pocket faces west, away from the tile
    assert not board.fits(PLAIN, (0, 0), 0)  # occupied
    assert not board.fits(PLAIN, (2, 2), 0)  # touches nothing


def test_pockets_and_corridor_close_a_territory_of_three_tiles():
    board = Board()
    first = board.place(POCKET_E, (0, 0), 0)
    board.place(CORRIDOR, (1, 0), 0)
    pocket = board.node[(0, 0, 0)]
    assert board.territories[pocket].cells == {(0, 0), (1, 0)}
    assert board.territories[pocket].open == 1
    last = board.place(POCKET_W, (2, 0), 0)
    assert last.closed == [pocket]
    assert board.territories[pocket].cells == {(0, 0), (1, 0), (2, 0)}
    assert board.tiles_of(pocket) == 3
    assert first.closed == []


def test_the_outer_parts_join_around_the_corridor_and_borders_keep_their_kind():
    board = Board()
    board.place(POCKET_E, (0, 0), 0)
    board.place(CORRIDOR, (1, 0), 0)
    outer = board.node[(0, 0, 1)]
    assert board.node[(1, 0, 1)] == board.node[(1, 0, 2)] == outer  # north and south meet through tile (0, 0)
    pocket = board.node[(0, 0, 0)]
    assert board.territories[pocket].adj == {outer: "regular"}  # regular beats the corridor's rough side


def test_units_and_buildings_add_up_when_territories_merge():
    board = Board()
    board.place(PLAIN, (0, 0), 0)
    first = board.node[(0, 0, 0)]
    board.territories[first].units = {1: 3}
    board.territories[first].buildings = ["forge"]
    assert board.fits(HALVES, (1, 0), 0)
    board.place(HALVES, (1, 0), 0)
    assert set(board.territories) == {first, board.node[(1, 0, 1)]}
    assert board.node[(1, 0, 0)] == first
    merged = board.territories[first]
    assert merged.units == {1: 3} and merged.buildings == ["forge"]
    assert merged.adj == {board.node[(1, 0, 1)]: "rough"}


def test_resources_add_up_and_kaija_stays_when_territories_merge():
    board = Board()
    board.place(PLAIN, (0, 0), 0)  # its territory yields one food
    first = board.node[(0, 0, 0)]
    board.territories[first].resources = {"wood": 2}
    board.territories[first].kaija = 1
    board.place(PLAIN, (1, 0), 0)
    merged = board.territories[first]
    assert set(board.territories) == {first}
    assert merged.resources == {"wood": 2, "food": 1} and merged.kaija == 1


def test_an_empty_board_is_started_at_the_origin():
    assert Board().frontier() == [(0, 0)]

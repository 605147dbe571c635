"""The Explore action: the book's two cases of closing a territory, and its forbidden placements."""

from deckwright.engine.northgard.board import Board
from deckwright.engine.northgard.explore import closing_fame, may_place, spots
from deckwright.model.northgard import standard_ruleset
from tests.engine.northgard.tiles import CORRIDOR, PLAIN, POCKET_E, POCKET_W

RED, YELLOW, PURPLE = 0, 1, 2
RULES = standard_ruleset()


def three_tile_pocket():
    """Yellow's units in a pocket territory over two tiles; Red in the outer territory."""
    board = Board()
    board.place(POCKET_E, (0, 0), 0)
    board.place(CORRIDOR, (1, 0), 0)
    board.territories[board.node[(0, 0, 0)]].units = {YELLOW: 2}
    board.territories[board.node[(0, 0, 1)]].units = {RED: 3}
    return board


def test_case_1_closing_another_players_territory_gives_nobody_fame():
    # "If the Red player is the current player and places this tile, they close the territory in
    # which the Yellow player already had units. In this case nobody gains any fame"
    board = three_tile_pocket()
    assert may_place(board, POCKET_W, (2, 0), 0, RED)
    placement = board.place(POCKET_W, (2, 0), 0)
    pocket = board.node[(0, 0, 0)]
    assert placement.closed == [pocket]
    assert closing_fame(board, placement, RED, RULES) == (0, [])


def test_case_2_closing_ones_own_territory_of_three_tiles_gives_three_fame():
    # "If Yellow is the current player and places this tile, they close their own territory and
    # receives three (as the territory is spread out on three tiles)."
    board = three_tile_pocket()
    assert may_place(board, POCKET_W, (2, 0), 0, YELLOW)
    placement = board.place(POCKET_W, (2, 0), 0)
    assert closing_fame(board, placement, YELLOW, RULES) == (3, [board.node[(0, 0, 0)]])


def test_closing_fame_per_tile_is_read_from_the_ruleset():
    board = three_tile_pocket()
    placement = board.place(POCKET_W, (2, 0), 0)
    rules = RULES.varied(fame={**RULES["fame"], "closing_per_tile": 2})
    assert closing_fame(board, placement, YELLOW, rules)[0] == 6


def test_a_seat_explores_only_next_to_its_own_open_territory():
    board = three_tile_pocket()
    assert not may_place(board, POCKET_W, (2, 0), 0, PURPLE)  # Purple has no units on the map
    board.place(PLAIN, (0, 1), 0)  # below the pocket tile: joins Red's outer territory
    assert ((0, 2), 0) in spots(board, PLAIN, RED)
    assert ((0, 2), 0) not in spots(board, PLAIN, YELLOW)


def test_forbidden_a_placement_that_merges_two_seats_territories():
    # "the new tile drawn cannot be placed in B, as any orientation would result either in a
    # discontinued border, and/or merging Red and Purple units in the same territory"
    board = Board()
    board.place(PLAIN, (0, 0), 0)
    board.place(POCKET_E, (2, 0), 2)  # turned: its pocket faces west, onto the hole at (1, 0)
    board.territories[board.node[(0, 0, 0)]].units = {RED: 3}
    board.territories[board.node[(2, 0, 1)]].units = {PURPLE: 3}
    # a plain tile in the hole would stop the pocket's borders; a pocket tile facing it would join
    # Red's land to Purple's through its outer part
    assert [rot for rot in range(4) if board.fits(PLAIN, (1, 0), rot)] == []
    assert [rot for rot in range(4) if board.fits(POCKET_W, (1, 0), rot)] == [2]
    assert not may_place(board, POCKET_W, (1, 0), 2, RED)
    board.territories[board.node[(2, 0, 1)]].units = {}
    assert may_place(board, POCKET_W, (1, 0), 2, RED)


def _preview_and_placement(placed, units, tile, cell, rotation):
    """What ``preview`` says of placing ``tile`` on the board of ``placed`` tiles (with ``units``
    by territory), and what placing it makes: (closed, tiles, seats) of each territory, sorted."""
    from deckwright.engine.northgard.explore import preview

    boards = []
    for _ in range(2):
        board = Board()
        for args in placed:
            board.place(*args)
        for tid, seats in units.items():
            board.territories[tid].units = dict(seats)
        boards.append(board)
    predicted = sorted((c, n, tuple(sorted(s))) for c, n, s in preview(boards[0], tile, cell, rotation))
    after = boards[1]
    made = [after.territories[tid] for tid in set(after.place(tile, cell, rotation).territories)]
    return predicted, sorted((t.closed, len(t.cells), tuple(sorted(t.seats()))) for t in made)


def test_a_preview_joins_two_territories_of_the_tile_that_meet_the_same_old_one():
    # the corridor's north and south both face the pocket tile's outer territory: one territory
    predicted, actual = _preview_and_placement([(POCKET_E, (0, 0), 0)], {1: {RED: 2}}, CORRIDOR, (1, 0), 0)
    assert predicted == actual == [(False, 2, ()), (False, 2, (RED,))]


def test_a_preview_tells_what_placing_the_tile_would_close_and_how_large_and_whose():
    import random

    from deckwright.model.northgard import shipped, tiles_from_data

    tiles = tiles_from_data(shipped("tiles.yaml"))
    rng = random.Random(5)
    compared = closed = 0
    for _ in range(12):
        placed = [(tiles[0], (0, 0), 0)]
        board = Board()
        board.place(*placed[0])
        for tile in rng.sample(tiles[2:], 8):
            where = spots(board, tile, None)
            if where:
                cell, rotation = rng.choice(where)
                board.place(tile, cell, rotation)
                placed.append((tile, cell, rotation))
        units = {tid: {rng.randrange(3): 1} for tid in rng.sample(sorted(board.territories), 2)}
        tile = rng.choice(tiles[2:])
        for cell, rotation in spots(board, tile, None):
            predicted, actual = _preview_and_placement(placed, units, tile, cell, rotation)
            assert predicted == actual, (tile.id, cell, rotation)
            compared += 1
            closed += sum(c for c, _, _ in predicted)
    assert compared > 100 and closed > 0

"""Property tests over thousands of random explorations: borders stay continuous, the territory
graph matches the placed tiles, and a closed territory never grows."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deckwright.engine.northgard.board import OPPOSITE, STEP, Board, side_points, sides_meet
from tests.engine.northgard.tiles import ALL

moves = st.lists(
    st.tuples(st.integers(0, len(ALL) - 1), st.integers(0, 10_000), st.integers(0, 3)), min_size=1, max_size=25
)


def placements(board, choices):
    """(tile, cell, rotation) for each choice that fits somewhere; the caller places it."""
    for tile_index, where, rotation in choices:
        tile = ALL[tile_index]
        spots = [(cell, rot) for cell in board.frontier() for rot in range(4) if board.fits(tile, cell, rot)]
        if spots:
            cell, rot = spots[(where + rotation) % len(spots)]
            yield tile, cell, rot


def borders_continue(board):
    for (x, y), (tile, rot) in board.cells.items():
        for side, (dx, dy) in enumerate(STEP):
            other = board.cells.get((x + dx, y + dy))
            if other is not None:
                assert sides_meet(side_points(tile, rot, side), side_points(other[0], other[1], OPPOSITE[side]))


def graph_matches_tiles(board):
    cells = {}
    for (x, y, _), tid in board.node.items():
        cells.setdefault(tid, set()).add((x, y))
    assert cells == {tid: t.cells for tid, t in board.territories.items()}
    open_count = dict.fromkeys(board.territories, 0)
    for (x, y), (tile, rot) in board.cells.items():
        for index, part in enumerate(tile.territories):
            for edge in part.edges:
                side = ("nesw".index(edge[0]) + rot) % 4
                dx, dy = STEP[side]
                if (x + dx, y + dy) not in board.cells:
                    open_count[board.node[(x, y, index)]] += 1
    assert open_count == {tid: t.open for tid, t in board.territories.items()}
    for tid, territory in board.territories.items():
        assert tid not in territory.adj
        assert all(board.territories[other].adj[tid] == kind for other, kind in territory.adj.items())


def check(board, closed_before):
    borders_continue(board)
    graph_matches_tiles(board)
    for tid, cells in closed_before.items():
        assert board.territories[tid].cells == cells  # a closed territory never grows nor merges


@pytest.mark.slow
@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(moves)
def test_random_explorations_keep_the_map_consistent(choices):
    board = Board()
    board.place(ALL[0], (0, 0), 0)
    for tile, cell, rot in placements(board, choices):
        before = {tid: set(t.cells) for tid, t in board.territories.items() if t.closed}
        board.place(tile, cell, rot)
        check(board, before)


@settings(max_examples=100, deadline=None, derandomize=True, database=None)
@given(moves)
def test_preview_tells_what_placing_does(choices):
    from deckwright.engine.northgard.explore import preview

    board = Board()
    board.place(ALL[0], (0, 0), 0)
    for tile, cell, rot in placements(board, choices):
        expected = preview(board, tile, cell, rot)
        placement = board.place(tile, cell, rot)
        made = {
            tid: (board.territories[tid].closed, len(board.territories[tid].cells)) for tid in placement.territories
        }
        assert sorted((closed, tiles) for closed, tiles, _ in expected) == sorted(made.values())

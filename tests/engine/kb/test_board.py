"""The board's hex geometry recomputed (``board._geometry``, which the module runs once on import):
neighbours follow the offset rows, and straight-line steps go the six ways in a fixed order."""

from __future__ import annotations

from deckwright.engine.kb.board import NEIGHBOURS, SIDE, STEP, _geometry
from tests.engine.kb.helpers import hx


def by_the_rule(row: int, col: int) -> set[int]:
    """Neighbours as the rules notes state them: odd rows sit half a hex to the right."""
    shift = row % 2
    near = [(row, col - 1), (row, col + 1)]
    near += [(r, col - 1 + shift) for r in (row - 1, row + 1)] + [(r, col + shift) for r in (row - 1, row + 1)]
    return {hx(r, c) for r, c in near if 0 <= r < SIDE and 0 <= c < SIDE}


def test_every_hex_has_the_neighbours_the_offset_rows_give_it():
    steps, neighbours = _geometry()
    assert (steps, neighbours) == (STEP, NEIGHBOURS)
    assert all(set(neighbours[hx(r, c)]) == by_the_rule(r, c) for r in range(SIDE) for c in range(SIDE))


def test_the_six_steps_go_east_north_east_north_west_west_south_west_south_east():
    steps, _ = _geometry()
    assert steps[hx(2, 5)] == (hx(2, 6), hx(1, 5), hx(1, 4), hx(2, 4), hx(3, 4), hx(3, 5))  # an even row
    assert steps[hx(3, 5)] == (hx(3, 6), hx(2, 6), hx(2, 5), hx(3, 4), hx(4, 5), hx(4, 6))  # an odd row
    assert steps[hx(0, 0)] == (hx(0, 1), -1, -1, -1, -1, hx(1, 0))
    assert steps[hx(19, 19)] == (-1, -1, hx(18, 19), hx(19, 18), -1, -1)


def test_a_step_and_the_opposite_step_come_back():
    steps, _ = _geometry()
    for h in range(SIDE * SIDE):
        for d in range(6):
            if steps[h][d] >= 0:
                assert steps[steps[h][d]][(d + 3) % 6] == h

"""The printed section's geometry (pure): its size, hex centres, and an outline that interlocks
with the neighbours' outlines exactly where the engine's hexes touch."""

from __future__ import annotations

import math

import pytest

from deckwright.engine.kb.board import NEIGHBOURS, SECTOR
from deckwright.renderer.kb.geometry import centre, corners, neighbour_offsets, outline, section_size

A = 24.0  # mm across the flats
H = A * 2 / math.sqrt(3)
SIDE = A / math.sqrt(3)  # a hex's edge


def area(points) -> float:
    return abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]))) / 2


def inside(point, polygon) -> bool:
    """Ray casting: is ``point`` inside ``polygon``?"""
    x, y = point
    hits = 0
    for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hits += 1
    return hits % 2 == 1


def edges(polygon) -> set[frozenset]:
    """The polygon's edges split at every hex corner (edges of length SIDE), rounded to 1 µm."""
    found = set()
    for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1]):
        parts = round(math.dist((x0, y0), (x1, y1)) / SIDE)
        for i in range(parts):
            a = (x0 + (x1 - x0) * i / parts, y0 + (y1 - y0) * i / parts)
            b = (x0 + (x1 - x0) * (i + 1) / parts, y0 + (y1 - y0) * (i + 1) / parts)
            found.add(frozenset((tuple(round(v, 3) for v in a), tuple(round(v, 3) for v in b))))
    return found


def moved(polygon, by):
    return [(x + by[0], y + by[1]) for x, y in polygon]


def test_a_section_is_ten_and_a_half_hexes_wide_and_seven_and_three_quarter_hexes_high():
    assert section_size(A) == pytest.approx((252.0, 214.7743), abs=1e-4)
    right, below = neighbour_offsets(A)
    assert right == pytest.approx((240.0, 0.0))
    assert below == pytest.approx((0.0, 207.8461), abs=1e-4)


def test_odd_rows_sit_half_a_hex_to_the_right():
    assert centre(0, 0, A) == pytest.approx((12.0, H / 2))
    assert centre(1, 0, A) == pytest.approx((24.0, H / 2 + 0.75 * H))
    assert centre(9, 9, A) == pytest.approx((240.0, H / 2 + 6.75 * H))


def test_a_hex_is_regular_with_the_given_width_across_its_flats():
    points = corners(50.0, 40.0, A)
    assert [math.dist(p, q) for p, q in zip(points, points[1:] + points[:1])] == pytest.approx([SIDE] * 6)
    assert points[1][0] - points[5][0] == pytest.approx(A)


def test_the_outline_encloses_exactly_the_hundred_hexes():
    border = outline(A)
    assert area(border) == pytest.approx(100 * area(corners(0, 0, A)))
    assert all(inside(centre(r, c, A), border) for r in range(10) for c in range(10))
    assert border[0] == pytest.approx((12.0, 0.0))  # the top corner of hex (0, 0)


def test_turned_by_180_degrees_a_section_has_the_same_outline():
    w, h = section_size(A)
    border = outline(A)
    assert edges([(w - x, h - y) for x, y in border]) == edges(border)


def _engine_pairs(first: int, second: int) -> int:
    """Pairs of touching hexes, one in each sector, by the engine's adjacency."""
    return sum(1 for hx, near in enumerate(NEIGHBOURS) if SECTOR[hx] == first for n in near if SECTOR[n] == second)


@pytest.mark.parametrize("neighbour, sector", [(0, 1), (1, 2)])  # to the right (sector 1), below (sector 2)
def test_neighbouring_outlines_share_one_edge_per_pair_of_touching_hexes_and_do_not_overlap(neighbour, sector):
    border = outline(A)
    other = moved(border, neighbour_offsets(A)[neighbour])
    shared = edges(border) & edges(other)
    assert len(shared) == _engine_pairs(0, sector) == 19
    assert not any(inside(centre(r, c, A), other) for r in range(10) for c in range(10))

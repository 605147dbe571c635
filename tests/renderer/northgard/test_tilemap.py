"""Where a tile's border lines and territory contents go (pure geometry, mm, y down)."""

from __future__ import annotations

import pytest

from deckwright.model.northgard import tile_from_data
from deckwright.renderer.northgard.tilemap import anchors, borders, edge_point, segments


def tile(sides, territories, borders_=()):
    return tile_from_data(
        {
            "id": "t",
            "sides": sides,
            "territories": territories,
            "borders": [{"between": list(pair), "kind": kind} for *pair, kind in borders_],
        }
    )


QUARTERS = tile(
    {"n": [2], "e": [2], "s": [2], "w": [2]},
    [
        {"id": "nw", "edges": ["w1", "n0"]},
        {"id": "ne", "edges": ["n1", "e0"]},
        {"id": "se", "edges": ["e1", "s0"]},
        {"id": "sw", "edges": ["s1", "w0"]},
    ],
    [("nw", "ne", "regular"), ("ne", "se", "regular"), ("se", "sw", "rough"), ("sw", "nw", "regular")],
)
HALVES = tile(
    {"n": [2], "e": [], "s": [2], "w": []},
    [{"id": "west", "edges": ["s1", "w0", "n0"]}, {"id": "east", "edges": ["n1", "e0", "s0"]}],
    [("west", "east", "rough")],
)
POCKET = tile(
    {"n": [], "e": [1, 2], "s": [], "w": []},
    [{"id": "glen", "edges": ["e1"]}, {"id": "land", "edges": ["n0", "e0", "e2", "s0", "w0"]}],
)
BAND = tile(
    {"n": [], "e": [1, 2], "s": [], "w": [2, 3]},
    [
        {"id": "pass", "edges": ["w1", "e1"]},
        {"id": "north", "edges": ["w2", "n0", "e0"]},
        {"id": "south", "edges": ["e2", "s0", "w0"]},
    ],
)
ISLAND = tile(
    {"n": [], "e": [], "s": [], "w": []},
    [{"id": "isle", "edges": []}, {"id": "shore", "edges": ["n0", "e0", "s0", "w0"]}],
    [("isle", "shore", "rough")],
)


@pytest.mark.parametrize(
    "side, k, point",
    [(0, 1, (20.0, 0.0)), (1, 1, (80.0, 20.0)), (2, 1, (60.0, 80.0)), (3, 1, (0.0, 60.0)), (3, 3, (0.0, 20.0))],
)
def test_grid_points_run_clockwise_a_quarter_apart(side, k, point):
    assert edge_point(side, k, 80) == point


def test_segments_run_clockwise_from_the_north_west_corner():
    assert segments(BAND) == [
        ("n0", 0, 0, 4),
        ("e0", 1, 0, 1),
        ("e1", 1, 1, 2),
        ("e2", 1, 2, 4),
        ("s0", 2, 0, 4),
        ("w0", 3, 0, 2),
        ("w1", 3, 2, 3),
        ("w2", 3, 3, 4),
    ]


def test_four_territories_meet_in_the_centre_with_their_own_border_kinds():
    lines = borders(QUARTERS, 80)
    assert sorted((b.start, b.end, b.kind) for b in lines) == [
        ((0.0, 40.0), (40.0, 40.0), "regular"),
        ((40.0, 0.0), (40.0, 40.0), "regular"),
        ((40.0, 80.0), (40.0, 40.0), "rough"),
        ((80.0, 40.0), (40.0, 40.0), "regular"),
    ]


def test_two_halves_are_split_by_one_straight_line():
    (line,) = borders(HALVES, 80)
    assert (line.start, line.end, line.kind) == ((40.0, 0.0), (40.0, 80.0), "rough")
    assert {round(x, 9) for x, _ in line.points(8)} == {40.0}


def test_a_pocket_on_one_side_reaches_into_the_tile():
    (line,) = borders(POCKET, 80, pocket=0.35)
    assert (line.start, line.end, line.kind) == ((80.0, 20.0), (80.0, 40.0), "regular")
    assert line.controls == ((52.0, 20.0), (52.0, 40.0))
    assert line.points(2)[1] == pytest.approx((59.0, 30.0))


def test_a_band_across_the_tile_has_two_straight_borders():
    lines = sorted(tuple(sorted((b.start, b.end))) for b in borders(BAND, 80))
    assert lines == [((0.0, 20.0), (80.0, 20.0)), ((0.0, 40.0), (80.0, 40.0))]


def test_a_territory_inside_the_tile_is_a_ring_around_the_centre():
    (ring,) = borders(ISLAND, 80, island=0.25)
    assert (ring.start, ring.ring, ring.kind) == ((40.0, 40.0), 20.0, "rough")
    assert ring.points(4)[1] == pytest.approx((40.0, 60.0))


def test_anchors_sit_inside_their_territories():
    assert anchors(QUARTERS, 80, borders(QUARTERS, 80)) == [(20.0, 20.0), (60.0, 20.0), (60.0, 60.0), (20.0, 60.0)]
    glen, land = anchors(POCKET, 80, borders(POCKET, 80))
    assert glen == pytest.approx((66.0, 30.0))
    assert land[0] < 52
    assert anchors(BAND, 80, borders(BAND, 80))[0] == pytest.approx((40.0, 30.0))


def test_the_land_around_an_island_shows_its_contents_north_of_it():
    isle, shore = anchors(ISLAND, 80, borders(ISLAND, 80), island=0.22)
    assert isle == (40.0, 40.0)
    assert shore == (40.0, 16.0)

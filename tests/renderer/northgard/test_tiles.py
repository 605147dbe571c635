"""Map tiles and building tokens: how borders are stroked, what a tile and a token print."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from deckwright.model.northgard import shipped, standard_ruleset, tile_from_data
from deckwright.renderer.northgard.tilemap import Border
from deckwright.renderer.northgard.tiles import border_polyline, draw_tile, draw_token

STRAIGHT = ((40.0, 0.0), (40.0, 80.0), ((40.0, 80 / 3), (40.0, 160 / 3)))


def test_a_regular_border_is_a_smooth_line_between_its_ends():
    points = border_polyline(Border(*STRAIGHT, "regular"))
    assert (len(points), points[0], points[-1]) == (25, (40.0, 0.0), (40.0, 80.0))
    assert {round(x, 9) for x, _ in points} == {40.0}


def test_a_rough_border_is_a_zigzag_of_teeth_that_ends_on_the_grid_points():
    points = border_polyline(Border(*STRAIGHT, "rough"))
    assert (points[0], points[-1]) == ((40.0, 0.0), (40.0, 80.0))
    assert len(points) == 2 * 36 + 1  # 80 mm in teeth of 2.2 mm
    assert [round(x, 6) for x, _ in points[1:5]] == [38.6, 40.42, 38.6, 40.42]  # 1.4 mm out, 0.42 mm back


def page_text(draw) -> str:
    buffer = io.BytesIO()
    canvas = Canvas(buffer)
    assert draw(canvas) == []
    canvas.save()
    return " ".join(PdfReader(buffer).pages[0].extract_text().split())


@pytest.mark.parametrize("lang, mark", [("en", "Starting tile"), ("de", "Startplättchen")])
def test_a_starting_tile_is_marked_and_every_tile_shows_its_id(lang, mark):
    home = tile_from_data(shipped("tiles.yaml")["tiles"][0])
    text = page_text(lambda c: draw_tile(c, home, 0, 0, 80, 80, 0, lang))
    assert mark in text and home.id in text


def test_a_building_token_shows_its_name():
    text = page_text(lambda c: draw_token(c, "fortress", standard_ruleset(), 0, 0, 24, 24, 0, "de"))
    assert text == "Festung"

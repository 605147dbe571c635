"""Map tiles and building tokens: how borders are stroked, what a tile and a token print."""

from __future__ import annotations

import io
import math

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from deckwright.loader import read_document
from deckwright.model.northgard import shipped, standard_ruleset, tile_from_data
from deckwright.paths import data_dir
from deckwright.renderer.draw import Frame, lab
from deckwright.renderer.northgard.layout import TILE
from deckwright.renderer.northgard.tilemap import Border, borders
from deckwright.renderer.northgard.tiles import LEAN, border_polyline, draw_tile, draw_token, id_box, start_mark

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
    text = page_text(lambda c: draw_tile(c, home, Frame(0, 0, 80, 80), lang))
    assert mark in text and home.id in text


def test_a_building_token_shows_its_name():
    text = page_text(lambda c: draw_token(c, "fortress", standard_ruleset(), Frame(0, 0, 24, 24), "de"))
    assert text == "Festung"


def test_the_starting_label_covers_no_border_and_the_id_stays_3_mm_inside_the_cut():
    """Every shipped starting tile's label plate lies off every border line (its width and 0.5 mm
    more), in both languages; every tile's id box is 3 mm inside the 80 mm tile's cut, and ``LEAN``
    more on the right, where its italic letters lean (the ink: ``tests/renderer/test_ids_inside_cut.py``)."""
    size = TILE["size"]
    ident = id_box(size, size)
    assert (ident.x >= 3, ident.y >= 3, size - ident.right, size - ident.bottom) == (True, True, 3 + LEAN, 3)
    starts = 0
    for raw in read_document(data_dir("cards") / "northgard" / "tiles.yaml").data["tiles"]:
        tile = tile_from_data(raw)
        if not tile.start:
            continue
        lines = borders(tile, size, TILE["pocket"], TILE["island"])
        for lang in ("en", "de"):
            starts += 1
            mark = start_mark(tile, lines, size, size, lang)
            assert min(mark.x, mark.y, size - mark.right, size - mark.bottom) >= 3 - 1e-9
            for border in lines:
                reach = TILE["border"][border.kind]["width"] / 2
                for x, y in border_polyline(border):  # every point the line is stroked through
                    dx = max(mark.x - x, 0, x - mark.right)
                    dy = max(mark.y - y, 0, y - mark.bottom)
                    assert math.hypot(dx, dy) > reach, (tile.id, lang, border.kind, (x, y))
    assert starts == 4  # the starting tile and the five-player one


def greyscale_lightness(tile_id: str, at_y: float, xs: range) -> list[float]:
    """CIELAB L* of the shipped tile's pixels at ``at_y`` mm, x at ``xs`` tenths of a mm, printed in
    greyscale (PDFium's grey rendering at 300 dpi)."""
    tile = next(tile_from_data(t) for t in shipped("tiles.yaml")["tiles"] if t["id"] == tile_id)
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(80 * 72 / 25.4, 80 * 72 / 25.4))
    draw_tile(canvas, tile, Frame(0, 0, 80, 80))
    canvas.save()
    image = pdfium.PdfDocument(buffer.getvalue())[0].render(scale=300 / 72, grayscale=True).to_pil().convert("L")
    dots = image.width / 80
    greys = [image.getpixel((int(x / 10 * dots), int(at_y * dots))) for x in xs]
    return [lab(f"#{grey:02x}{grey:02x}{grey:02x}")[0] for grey in greys]


def test_both_kinds_of_border_read_without_colour():
    """In greyscale the rough border (ochre, L* 65, on ground of L* 70-74) shows by its dark edge:
    its darkest ink is 40 L* or more below the ground, like the regular border's. The hearthland
    tile: a regular border from the top edge's middle to the centre, a rough one on to the bottom's."""
    ground = min(greyscale_lightness("hearthland", 60, range(100, 250)))
    rough = min(greyscale_lightness("hearthland", 60, range(300, 500)))
    regular = min(greyscale_lightness("hearthland", 20, range(300, 500)))
    assert (ground - rough >= 40, ground - regular >= 40) == (True, True), (ground, rough, regular)

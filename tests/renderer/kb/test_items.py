"""What each Kingdom Builder file prints: items, sizes, copies, backs and face names."""

from __future__ import annotations

import math

import pytest

from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.renderer.kb.items import render_items
from deckwright.renderer.outputs import check_faces
from deckwright.renderer.shapes import Shape

CARDS = data_dir("cards") / "kb"


def deck(content: str, lang: str = "en"):
    return render_items(read_document(CARDS / f"{content}.yaml"), content, lang)


def test_boards_print_each_section_at_real_size_then_five_terrain_cards_of_each_terrain():
    boards = deck("boards")
    assert (boards.name, boards.title) == ("deckwright-lands", "The deckwright lands")
    sections, cards = boards.items[:8], boards.items[8:]
    assert [item.front.name for item in sections[:2]] == [
        "deckwright-lands_section_heathmoor",
        "deckwright-lands_section_saltmarsh",
    ]
    assert {item.shape for item in sections} == {Shape("rect", 252.0, 7.75 * 48 / math.sqrt(3))}
    assert {item.back.name for item in sections} == {"deckwright-lands_section-back"}
    assert [(item.front.name, item.copies, item.title, item.shape) for item in cards] == [
        ("deckwright-lands_terrain_grass", 5, "Grass", None),
        ("deckwright-lands_terrain_flower", 5, "Flower field", None),
        ("deckwright-lands_terrain_forest", 5, "Forest", None),
        ("deckwright-lands_terrain_canyon", 5, "Canyon", None),
        ("deckwright-lands_terrain_desert", 5, "Desert", None),
    ]
    assert {item.back.name for item in cards} == {"deckwright-lands_terrain-back"}


def test_tiles_print_four_hexes_the_size_of_a_board_hex_each_and_a_summary_card_each():
    tiles = deck("tiles", "de")
    hexes, summaries = tiles.items[:8], tiles.items[8:]
    assert hexes[0].front.name == "deckwright-tiles_tile_well"
    assert hexes[0].back.name == "deckwright-tiles_tile_well_used"
    assert hexes[0].title == "Brunnen"
    assert {(item.copies, item.shape.kind, item.shape.orientation, item.shape.across_flats) for item in hexes} == {
        (4, "hex", "pointy", 24.0)
    }
    assert [item.front.name for item in summaries][:2] == [
        "deckwright-tiles_summary_well",
        "deckwright-tiles_summary_ferry",
    ]
    assert {(item.copies, item.shape, item.back.name) for item in summaries} == {
        (1, None, "deckwright-tiles_summary-back")
    }


def test_goals_print_one_card_each_with_one_back():
    goals = deck("goals")
    assert len(goals.items) == 15
    assert goals.items[0].front.name == "deckwright-goals_goal_foresters"
    assert {(item.copies, item.shape, item.back.name) for item in goals.items} == {
        (1, None, "deckwright-goals_goal-back")
    }


@pytest.mark.parametrize("content", ["boards", "tiles", "goals"])
def test_no_two_faces_share_a_file_name_and_the_language_changes_every_key(content):
    english, german = deck(content), deck(content, "de")
    assert check_faces(english)
    assert not {f.key for f in english.faces().values()} & {f.key for f in german.faces().values()}


def test_the_draw_functions_draw_every_face_at_its_size_without_warnings():
    import io

    from reportlab.pdfgen.canvas import Canvas

    canvas = Canvas(io.BytesIO())
    for content in ("boards", "tiles", "goals"):
        for item in deck(content).items:
            w, h = (item.shape.w, item.shape.h) if item.shape else (63.0, 88.0)
            assert item.front.draw(canvas, 0.0, 0.0, w, h, 1.0) == []
            assert item.back.draw(canvas, 0.0, 0.0, w, h, 1.0) == []

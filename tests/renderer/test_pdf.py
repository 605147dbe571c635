"""The imposed PDF, read back: page size, each card's place and size to 0.1 mm, backs, marks, text."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest
from pypdf import PdfReader

from deckwright.renderer import Deck, PrintItem
from deckwright.renderer.pdf import MARK_WIDTH, PrintOptions, caption, write_calibration, write_pdf, write_proof
from deckwright.renderer.shapes import rect
from deckwright.renderer.sheets import CARD_SIZES, PAPERS, Sheet
from deckwright.typeset.fonts import text_width_pt
from tests.renderer.fakes import fake_deck, fake_face
from tests.renderer.pdfread import PT, line_widths, page_size, placements, segments

TOL = 0.1  # mm


def render(tmp_path: Path, deck, **options) -> PdfReader:
    path = tmp_path / "deck.pdf"
    write_pdf(path, deck, PrintOptions(**options))
    return PdfReader(path)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_page_size_and_every_card_in_place(tmp_path, paper):
    sheet = Sheet(CARD_SIZES["poker"], PAPERS[paper], bleed=1.5)
    deck = fake_deck([1, 2, 3, 1, 1, 2])  # 10 cards: a full page and one card
    reader = render(tmp_path, deck, sheet=sheet)
    n = (
        sheet.per_page
    )  # 6 on both: 3 columns of 66 mm leave A4 no room for crop marks, 3 rows of 91 mm do not fit Letter
    assert len(reader.pages) == 2 * sheet.pages(10)  # front pages, then back pages
    names = [item.front.name for item in deck.copies()]
    for page_number, page in enumerate(reader.pages[: sheet.pages(10)]):
        assert page_size(page) == pytest.approx(PAPERS[paper], abs=TOL)
        placed = placements(reader, page)
        assert [p.face for p in placed] == names[page_number * n : (page_number + 1) * n]
        for index, p in enumerate(placed):
            assert (p.x, p.y) == pytest.approx(sheet.front(index), abs=TOL)
            assert (p.width, p.height) == pytest.approx((63 + 3, 88 + 3), abs=TOL)


@pytest.mark.parametrize("flip", ["long", "short"])
def test_duplex_back_pages_follow_and_mirror(tmp_path, flip):
    sheet = Sheet(CARD_SIZES["poker"], PAPERS["a4"], flip=flip, back_offset=(0.4, -0.3))
    reader = render(tmp_path, fake_deck([3, 3, 1]), sheet=sheet, duplex=True)  # 7 cards: partial last row
    fronts, backs = placements(reader, reader.pages[0]), placements(reader, reader.pages[1])
    assert len(reader.pages) == 2 and len(fronts) == len(backs) == 7
    assert {b.face for b in backs} == {"test-back"}
    for index, back in enumerate(backs):
        assert (back.x, back.y) == pytest.approx(sheet.back(index), abs=TOL)
    lone = backs[6]  # front slot (0, 2) of the partial last row
    expected = sheet.slot_position(2, 2) if flip == "long" else sheet.slot_position(0, 0)
    assert (lone.x - 0.4, lone.y + 0.3) == pytest.approx(expected, abs=TOL)


def test_without_duplex_all_fronts_come_first(tmp_path):
    reader = render(tmp_path, fake_deck([3] * 7), sheet=Sheet(CARD_SIZES["poker"], PAPERS["a4"]))
    faces = [{p.face.split("-")[1][:4] for p in placements(reader, page)} for page in reader.pages]
    assert faces == [{"card"}] * 3 + [{"back"}] * 3


def test_each_name_appears_once_per_copy(tmp_path):
    deck = fake_deck([1, 2, 3])
    reader = render(tmp_path, deck, sheet=Sheet(CARD_SIZES["poker"], PAPERS["a4"]), duplex=True)
    text = Counter(line for page in reader.pages for line in page.extract_text().splitlines())
    assert text["test-card0"] == 1 and text["test-card1"] == 2 and text["test-card2"] == 3
    assert text["test-back"] == 6


def test_each_face_is_drawn_once_and_placed_per_copy(tmp_path):
    deck = fake_deck([3, 2])
    reader = render(tmp_path, deck, sheet=Sheet(CARD_SIZES["poker"], PAPERS["a4"]), duplex=True)
    forms = {ref.idnum for page in reader.pages for ref in page["/Resources"]["/XObject"].values()}
    assert len(forms) == 3  # two fronts and one back, each drawn once
    assert sum(len(placements(reader, page)) for page in reader.pages) == 10


def test_crop_marks_are_outside_every_card_and_thick_enough(tmp_path):
    sheet = Sheet(CARD_SIZES["poker"], PAPERS["letter"], bleed=0.5)
    reader = render(tmp_path, fake_deck([1] * 8), sheet=sheet)
    page = reader.pages[0]
    lines = segments(reader, page)
    assert len(lines) == len(sheet.crop_marks(8))
    assert min(line_widths(reader, page)) >= 0.25 and MARK_WIDTH >= 0.25
    for (x1, y1), (x2, y2) in lines:
        for p in placements(reader, page):
            inside_x = max(x1, x2) > p.x - 0.5 and min(x1, x2) < p.x + p.width - 0.5
            inside_y = max(y1, y2) > p.y - 0.5 and min(y1, y2) < p.y + p.height - 0.5
            assert not (inside_x and inside_y)
    assert segments(reader, reader.pages[sheet.pages(8)]) == []  # back pages carry no marks


def test_no_crop_marks_when_asked(tmp_path):
    reader = render(tmp_path, fake_deck([1]), sheet=Sheet(CARD_SIZES["poker"], PAPERS["a4"]), crop_marks=False)
    assert segments(reader, reader.pages[0]) == []


def test_guides_outline_trim_and_safe_zone(tmp_path):
    reader = render(
        tmp_path, fake_deck([1]), sheet=Sheet(CARD_SIZES["poker"], PAPERS["a4"]), guides=True, crop_marks=False
    )
    data = reader.pages[0].get_contents().get_data().decode()
    assert data.count(" re") == 2  # the trim and the safe zone of the one card


def test_gutter_fold_puts_upside_down_backs_under_the_fold(tmp_path):
    sheet = Sheet(CARD_SIZES["mini"], PAPERS["a4"], gutter_fold=True, bleed=1)
    reader = render(tmp_path, fake_deck([2, 3, 1]), sheet=sheet)  # 6 cards on a 4x2 half page
    assert len(reader.pages) == 1
    placed = placements(reader, reader.pages[0])
    fronts = [p for p in placed if not p.upside_down]
    backs = [p for p in placed if p.upside_down]
    assert len(fronts) == len(backs) == 6 and {b.face for b in backs} == {"test-back"}
    for index, (front, back) in enumerate(zip(fronts, backs)):
        assert (front.x, front.y) == pytest.approx(sheet.front(index), abs=TOL)
        assert (back.x, back.y) == pytest.approx(sheet.back(index), abs=TOL)
        assert back.y + 63 <= 297 / 2 <= front.y


def test_calibration_has_a_cross_and_shifted_rulers(tmp_path):
    path = tmp_path / "calibration.pdf"
    write_calibration(path, Sheet(CARD_SIZES["poker"], PAPERS["a4"], back_offset=(1.0, -2.0)))
    reader = PdfReader(path)
    assert len(reader.pages) == 2
    front = segments(reader, reader.pages[0])
    assert ((105 - 15, 148.5), (105 + 15, 148.5)) in [tuple(tuple(round(v, 1) for v in p) for p in s) for s in front]
    back = [tuple(tuple(round(v, 1) for v in p) for p in s) for s in segments(reader, reader.pages[1])]
    assert ((106 - 15, 146.5), (106 + 15, 146.5)) in back
    assert "+5" in reader.pages[1].extract_text()


@pytest.mark.parametrize(
    "options,duplex",
    [
        ({"duplex": True}, "/DuplexFlipLongEdge"),
        ({"duplex": True, "sheet": Sheet(CARD_SIZES["poker"], PAPERS["a4"], flip="short")}, "/DuplexFlipShortEdge"),
        ({}, "/Simplex"),
    ],
)
def test_viewer_preferences_ask_for_actual_size_and_the_flip(tmp_path, options, duplex):
    options = {"sheet": Sheet(CARD_SIZES["poker"], PAPERS["a4"]), **options}
    reader = render(tmp_path, fake_deck([1]), **options)
    preferences = reader.trailer["/Root"]["/ViewerPreferences"]
    assert (preferences["/PrintScaling"], preferences["/Duplex"]) == ("/None", duplex)


def test_every_page_has_trim_and_bleed_boxes_and_marks_are_black_ink_only(tmp_path):
    reader = render(tmp_path, fake_deck([2]), sheet=Sheet(CARD_SIZES["poker"], PAPERS["a4"], bleed=1), duplex=True)
    for page in reader.pages:
        assert page.trimbox == page.bleedbox == page.mediabox
    data = reader.pages[0].get_contents().get_data().decode()
    assert "0 0 0 1 K" in data and " RG" not in data.split("0 0 0 1 K")[1].split("Q")[0]


def test_calibration_has_a_scale_bar_and_a_top_arrow_on_both_sides(tmp_path):
    path = tmp_path / "calibration.pdf"
    write_calibration(path, Sheet(CARD_SIZES["poker"], PAPERS["a4"]))
    reader = PdfReader(path)
    for page, side in zip(reader.pages, ("front", "back")):
        lines = [tuple(tuple(round(v, 1) for v in p) for p in s) for s in segments(reader, page)]
        assert ((55.0, 30.0), (155.0, 30.0)) in lines  # 100 mm, centred, 25 mm above the margin
        assert sum(1 for (x1, y1), (x2, y2) in lines if y1 == 30.0 and x1 == x2 and 55 <= x1 <= 155) == 11
        text = " ".join(page.extract_text().split())
        assert "if this bar is not 100 mm long, print at actual size" in text
        assert f"top of the {side}: both arrows point to the same edge" in text


def test_a_proof_shows_a_board_in_its_own_proportions_within_a_cards_place(tmp_path):
    path = tmp_path / "proof.pdf"
    cards = fake_deck([1, 1])
    board = replace(cards.items[0], front=fake_face("test-board"), shape=rect(180, 110))
    write_proof(path, replace(cards, items=(board, cards.items[1])), Sheet(CARD_SIZES["poker"], PAPERS["a4"]))
    reader = PdfReader(path)
    (page,) = reader.pages
    assert [(p.face, round(p.width), round(p.height)) for p in placements(reader, page)] == [
        ("test-board", 180, 110),  # the form at the board's size ...
        ("test-card1", 63, 88),
    ]
    commands = page.get_contents().get_data().decode()  # ... placed as wide as half a card: 31.5 / 180
    assert commands.count("\n.175 0 0 .175 ") == 1 and commands.count("\n.5 0 0 .5 ") == 1


def test_proof_sheet_shows_every_front_once_at_half_size_with_its_name(tmp_path):
    path = tmp_path / "proof.pdf"
    deck = fake_deck([3] + [1] * 29)  # 30 distinct fronts, 32 copies: 25 a page of poker cards on A4
    write_proof(path, deck, Sheet(CARD_SIZES["poker"], PAPERS["a4"]))
    reader = PdfReader(path)
    assert len(reader.pages) == 2
    placed = [placements(reader, page) for page in reader.pages]
    assert [len(p) for p in placed] == [25, 5]
    assert [p.face for page in placed for p in page] == [f"test-card{i}" for i in range(30)]
    first = reader.pages[0].get_contents().get_data().decode()
    assert first.count(".5 0 0 .5 ") == 25  # each at half its size
    assert "card0" in " ".join(reader.pages[0].extract_text().split())  # without the deck's name


def test_proof_captions_never_run_into_each_other(tmp_path):
    """Long face names (a Kingdom Builder section's file stem is 30 characters and more) are cut
    short with '...' to their card's width at 6 pt, without the deck's name they begin with."""
    path = tmp_path / "proof.pdf"
    back = fake_face("deckwright-lands_back")
    names = ["deckwright-lands_section_heathmoor", "deckwright-lands_terrain_flower", "deckwright-lands_x"]
    deck = Deck("deckwright-lands", "Lands", tuple(PrintItem(fake_face(name), back) for name in names))
    write_proof(path, deck, Sheet(CARD_SIZES["poker"], PAPERS["a4"]))
    found = []

    def visit(text, cm, tm, font, size):
        if text.strip() and size == 6:  # the captions, not the fake faces' names (9 pt)
            found.append((text.strip(), tm[4] * PT))

    PdfReader(path).pages[0].extract_text(visitor_text=visit)
    assert [text for text, _ in found] == ["section_heathmoor", "terrain_flower", "x"]
    ends = [x + text_width_pt(text, "regular", 6) * PT for text, x in found]
    assert all(end <= x_next - 4 + 1e-6 for end, (_, x_next) in zip(ends, found[1:]))  # 4 mm apart at least
    assert caption("deckwright-lands_section_heathmoor-and-a-long-tail", "deckwright-lands", 31.5) == (
        "section_heathmoor-and-a-l..."  # 31.5 mm at 6 pt
    )

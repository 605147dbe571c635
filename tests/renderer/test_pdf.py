"""The imposed PDF, read back: page size, each card's place and size to 0.1 mm, backs, marks, text."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from pypdf import PdfReader

from deckwright.renderer.pdf import MARK_WIDTH, PrintOptions, write_calibration, write_pdf
from deckwright.renderer.sheets import CARD_SIZES, PAPERS, Sheet
from tests.renderer.fakes import fake_deck
from tests.renderer.pdfread import line_widths, page_size, placements, segments

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
    n = sheet.per_page  # 9 on A4; 6 on Letter, where 3 rows of 91 mm do not fit
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
    assert segments(reader, reader.pages[1]) == []  # back pages carry no marks


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

"""Crop marks at every paper x bleed x card size: every cut line is marked at both ends, or the
layout says what it gave up.

The bar (issue 13): each mark at least 3 mm long, starting at least 1 mm outside the bleed of the
cards in use, never over a card; where that does not fit in the margins, the marks reach into
them (to 3 mm from the paper's edge) or the page holds fewer cards, each with a warning.
"""

from __future__ import annotations

import pytest

from deckwright.renderer.sheets import (
    CARD_SIZES,
    MARK_EDGE,
    MARK_OFFSET,
    MIN_MARK,
    PAPERS,
    Sheet,
    landscape,
)

BLEEDS = [round(0.1 * tenth, 1) for tenth in range(31)]  # 0 to 3 mm in steps of 0.1 mm
PAPER_GRID = {**PAPERS, **{f"{name}-landscape": landscape(size) for name, size in PAPERS.items()}}
EPS = 1e-6


def sheets(paper, fold):
    for card in CARD_SIZES.values():
        for bleed in BLEEDS:
            try:
                yield Sheet(card, paper, bleed=bleed, gutter_fold=fold)
            except ValueError as exc:
                assert "does not fit" in str(exc)  # only a card larger than the paper is refused


def bleed_boxes(sheet: Sheet, count: int):
    (w, h), b = sheet.card, sheet.bleed
    corners = [sheet.front(i) for i in range(count)]
    if sheet.gutter_fold:
        corners += [sheet.back(i) for i in range(count)]
    return [(x - b, y - b, x + w + b, y + h + b) for x, y in corners]


def check_marks(sheet: Sheet, count: int) -> None:
    """Every cut line of the first ``count`` cards has its two marks, of the stated length, in the paper's margins."""
    marks = sheet.crop_marks(count)
    boxes = bleed_boxes(sheet, count)
    left = min(box[0] for box in boxes)
    right = max(box[2] for box in boxes)
    bottom = min(box[1] for box in boxes)
    top = max(box[3] for box in boxes)
    pw, ph = sheet.paper
    xs, ys = sheet.cut_lines(count)
    for x in xs:
        at = [m for m in marks if m[0][0] == m[1][0] == x]
        above = [m for m in at if min(m[0][1], m[1][1]) >= top + MARK_OFFSET - EPS]
        below = [m for m in at if max(m[0][1], m[1][1]) <= bottom - MARK_OFFSET + EPS]
        assert len(above) == len(below) == 1 and len(at) == 2, (sheet, x)
        for (_, y1), (_, y2) in at:
            assert abs(y2 - y1) >= MIN_MARK - EPS
            assert MARK_EDGE - EPS <= min(y1, y2) and max(y1, y2) <= ph - MARK_EDGE + EPS
    for y in ys:
        at = [m for m in marks if m[0][1] == m[1][1] == y]
        before = [m for m in at if max(m[0][0], m[1][0]) <= left - MARK_OFFSET + EPS]
        after = [m for m in at if min(m[0][0], m[1][0]) >= right + MARK_OFFSET - EPS]
        assert len(before) == len(after) == 1 and len(at) == 2, (sheet, y)
        for (x1, _), (x2, _) in at:
            assert abs(x2 - x1) >= MIN_MARK - EPS
            assert MARK_EDGE - EPS <= min(x1, x2) and max(x1, x2) <= pw - MARK_EDGE + EPS
    assert len(marks) == 2 * (len(xs) + len(ys))


@pytest.mark.parametrize("fold", [False, True], ids=["sheet", "gutter-fold"])
@pytest.mark.parametrize("paper", PAPER_GRID.values(), ids=PAPER_GRID.keys())
def test_every_cut_line_is_marked_or_the_layout_says_why(paper, fold):
    checked = 0
    for sheet in sheets(paper, fold):
        for count in {sheet.per_page, max(1, sheet.per_page - sheet.grid[0]), 1}:
            check_marks(sheet, count)
        most = Sheet(sheet.card, paper, bleed=sheet.bleed, gutter_fold=fold, mark_room=False)
        lost = sheet.grid != most.grid
        inside = any(
            min(x, y, paper[0] - x, paper[1] - y) < sheet.margin - EPS
            for mark in sheet.crop_marks(sheet.per_page)
            for x, y in mark
        )
        said = " ".join(sheet.warnings)
        assert ("instead of" in said) == lost and ("inside the 5 mm margin" in said) == inside
        assert len(sheet.warnings) == lost + inside
        checked += 1
    assert checked >= 200  # most combinations fit this paper


def test_a4_with_1_5_mm_bleed_gives_up_a_column_and_says_so():
    """Three 66 mm bleed boxes leave 6 mm a side on A4: 1 mm gap plus a 3 mm mark does not stay 3 mm from the edge."""
    sheet = Sheet(CARD_SIZES["poker"], PAPERS["a4"], bleed=1.5)
    assert sheet.grid == (2, 3)
    assert sheet.warnings == [
        "63x88 mm cards with 1.5 mm bleed on 210x297 mm paper: 2 columns instead of 3, so that every cut line "
        "gets crop marks of at least 3 mm (9 a page without crop marks)"
    ]
    assert Sheet(CARD_SIZES["poker"], PAPERS["a4"], bleed=1.5, mark_room=False).grid == (3, 3)


def test_letter_without_bleed_keeps_3_by_3_with_marks_into_the_margin():
    """Three 88 mm rows leave 7.7 mm at the top and bottom of Letter: the marks run from 6.7 to 3.7 mm."""
    sheet = Sheet(CARD_SIZES["poker"], PAPERS["letter"])
    assert sheet.grid == (3, 3)
    top = [m for m in sheet.crop_marks(9) if m[0][0] == m[1][0] and m[0][1] > 200]
    assert [round(b - a, 6) for (_, a), (_, b) in top] == [3.0] * 4
    assert round(top[0][0][1], 6) == round(279.4 - 7.7 + 1, 6)
    assert sheet.warnings == [
        "63x88 mm cards with 0 mm bleed on 215.9x279.4 mm paper: crop marks reach 3.7 mm from the paper's "
        "edge, inside the 5 mm margin; a printer that cannot print there shortens them"
    ]


def test_a4_without_bleed_has_marks_outside_the_margin_and_no_warning():
    """Sides: (210 - 189) / 2 = 10.5 mm, so 1 mm gap and 4.5 mm of mark; top and bottom 16.5 mm: 5 mm marks."""
    sheet = Sheet(CARD_SIZES["poker"], PAPERS["a4"])
    assert sheet.grid == (3, 3) and sheet.warnings == []
    marks = sheet.crop_marks(9)
    assert {round(abs(b[1] - a[1]), 6) for a, b in marks if a[0] == b[0]} == {5.0}
    assert {round(abs(b[0] - a[0]), 6) for a, b in marks if a[1] == b[1]} == {4.5}


def test_no_marks_at_an_empty_last_row():
    """Six cards on a 3 x 3 page: the marks below them start 1 mm under the second row, not under the empty third."""
    sheet = Sheet(CARD_SIZES["poker"], PAPERS["a4"])
    second_row_bottom = sheet.front(5)[1]
    below = [m for m in sheet.crop_marks(6) if m[0][0] == m[1][0] and m[0][1] < second_row_bottom]
    assert len(below) == 4
    assert {round(m[0][1], 6) for m in below} == {round(second_row_bottom - MARK_OFFSET, 6)}
    _, ys = sheet.cut_lines(6)
    assert round(sheet.front(8)[1], 6) not in ys
    assert sheet.crop_marks(0) == []


def test_no_room_for_marks_at_all_is_refused_with_the_way_out():
    with pytest.raises(ValueError, match="leaves no room for crop marks .* turn crop marks off"):
        Sheet((200, 280), PAPERS["a4"])
    assert Sheet((200, 280), PAPERS["a4"], mark_room=False).grid == (1, 1)


def test_one_column_lost_to_the_marks_is_said_in_the_singular():
    sheet = Sheet((93, 88), PAPERS["a4"], bleed=3)
    assert sheet.warnings[0] == (
        "93x88 mm cards with 3 mm bleed on 210x297 mm paper: 1 column instead of 2, so that every cut line gets "
        "crop marks of at least 3 mm (6 a page without crop marks)"
    )

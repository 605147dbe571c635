"""The sheet layout as pure geometry: grids, margins, front -> back mapping, crop marks."""

from __future__ import annotations

import pytest

from deckwright.renderer.sheets import CARD_SIZES, MARK_EDGE, MIN_MARGIN, PAPERS, Sheet, card_size, landscape

POKER = CARD_SIZES["poker"]
A4, LETTER = PAPERS["a4"], PAPERS["letter"]


def near(a, b, tol=1e-6):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


def boxes(sheet: Sheet, count: int):
    """Bleed boxes (x0, y0, x1, y1) of the first ``count`` fronts."""
    (w, h), b = sheet.card, sheet.bleed
    return [(x - b, y - b, x + w + b, y + h + b) for x, y in map(sheet.front, range(count))]


@pytest.mark.parametrize("paper", [A4, LETTER])
def test_poker_is_3_by_3_on_a4_and_letter(paper):
    assert Sheet(POKER, paper).grid == (3, 3)


@pytest.mark.parametrize(
    "card,paper,bleed",
    [(POKER, A4, 0), (POKER, LETTER, 0), (POKER, A4, 3), (CARD_SIZES["mini"], LETTER, 2), (CARD_SIZES["tarot"], A4, 1)],
)
def test_grid_is_centred_inside_the_margins(card, paper, bleed):
    sheet = Sheet(card, paper, bleed=bleed)
    cells = boxes(sheet, sheet.per_page)
    left, bottom = min(c[0] for c in cells), min(c[1] for c in cells)
    right, top = max(c[2] for c in cells), max(c[3] for c in cells)
    assert left >= MIN_MARGIN and bottom >= MIN_MARGIN
    assert right <= paper[0] - MIN_MARGIN and top <= paper[1] - MIN_MARGIN
    assert left == pytest.approx(paper[0] - right) and bottom == pytest.approx(paper[1] - top)


def test_as_many_cards_as_fit():
    sheet = Sheet(POKER, A4, bleed=3)
    # 3 columns of 69 mm need 207 mm, more than the 200 mm between the margins
    assert sheet.grid == (2, 3)
    assert Sheet(card_size("44x63"), A4).grid == (4, 4)


def test_cards_sit_bleed_to_bleed_in_reading_order():
    sheet = Sheet(POKER, A4, bleed=2)
    (x0, y0), (x1, _), (_, y3) = sheet.front(0), sheet.front(1), sheet.front(sheet.grid[0])
    assert x1 - x0 == pytest.approx(63 + 4)
    assert y0 - y3 == pytest.approx(88 + 4)  # the second row is below the first
    gapped = Sheet(POKER, A4, gap=2)
    assert gapped.front(1)[0] - gapped.front(0)[0] == pytest.approx(65)


def test_margin_and_sizes_are_checked():
    with pytest.raises(ValueError, match="at least"):
        Sheet(POKER, A4, margin=4)
    with pytest.raises(ValueError, match="does not fit"):
        Sheet((300, 300), A4)
    with pytest.raises(ValueError):
        card_size("63 by 88")
    assert card_size("63.5x88") == (63.5, 88)
    assert card_size("Bridge") == (57, 89)


# Duplex: front index -> back position


@pytest.mark.parametrize("card", [POKER, (37, 50), (44, 63), (90, 88)])  # 3x3, 5x5, 4x4, 2x3 grids
def test_long_flip_mirrors_columns_within_the_full_grid(card):
    sheet = Sheet(card, A4, flip="long")
    cols, _ = sheet.grid
    for index in range(sheet.per_page):
        col, row = sheet.slot(index)
        assert sheet.back_slot(index) == (cols - 1 - col, row)
        assert near(sheet.back(index), sheet.slot_position(*sheet.back_slot(index)))


@pytest.mark.parametrize("card", [POKER, (37, 50), (44, 63), (90, 88)])
def test_short_flip_mirrors_rows_within_the_full_grid(card):
    sheet = Sheet(card, A4, flip="short")
    _, rows = sheet.grid
    for index in range(sheet.per_page):
        col, row = sheet.slot(index)
        assert sheet.back_slot(index) == (col, rows - 1 - row)
        assert near(sheet.back(index), sheet.slot_position(*sheet.back_slot(index)))


@pytest.mark.parametrize("paper", [A4, LETTER])
@pytest.mark.parametrize("bleed", [0, 1.5])
def test_each_back_is_physically_behind_its_front(paper, bleed):
    """Turned over the long edge, x becomes paper width - x; over the short edge, y becomes paper height - y."""
    (w, h), (pw, ph) = POKER, paper
    for flip in ("long", "short"):
        sheet = Sheet(POKER, paper, bleed=bleed, flip=flip)
        for index in range(sheet.per_page):
            (fx, fy), (bx, by) = sheet.front(index), sheet.back(index)
            if flip == "long":
                assert (bx + w, by) == pytest.approx((pw - fx, fy))
            else:
                assert (bx, by + h) == pytest.approx((fx, ph - fy))


@pytest.mark.parametrize(
    "paper, flip, back",
    [
        (A4, "long", (146.5, 29)),  # portrait, over the long edge: left and right swap (210 - 20 - 44)
        (A4, "short", (20.5, 203)),  # portrait, over the short edge: top and bottom swap (297 - 30 - 63)
        ((297, 210), "long", (20.5, 116)),  # landscape, over the long edge: top and bottom (210 - 30 - 63)
        ((297, 210), "short", (233.5, 29)),  # landscape, over the short edge: left and right (297 - 20 - 44)
    ],
)
def test_any_box_turns_over_the_axis_of_the_flip_edge_then_shifts(paper, flip, back):
    """A 44 x 63 mm box at (20, 30), turned, then moved by a back offset of (0.5, -1) mm."""
    sheet = Sheet(POKER, paper, flip=flip, back_offset=(0.5, -1))
    assert sheet.turned((20, 30), (44, 63)) == pytest.approx(back)


def test_partial_last_row_lands_under_its_fronts():
    """7 cards on a 3x3 page: the lone card of the last row is front (0, 2)."""
    long, short = Sheet(POKER, A4, flip="long"), Sheet(POKER, A4, flip="short")
    assert long.slot(6) == (0, 2)
    assert long.back_slot(6) == (2, 2)  # mirrored in the full grid, not within the 1-card row
    assert short.back_slot(6) == (0, 0)
    assert long.back(6)[0] == pytest.approx(long.front(8)[0])


def test_partial_last_page():
    sheet = Sheet(POKER, A4)
    assert sheet.pages(9) == 1 and sheet.pages(10) == 2 and sheet.pages(30) == 4
    with pytest.raises(IndexError):
        sheet.slot(9)


def test_back_offset_shifts_the_back_only():
    plain, shifted = Sheet(POKER, A4), Sheet(POKER, A4, back_offset=(0.5, -1.2))
    for index in range(9):
        assert shifted.front(index) == plain.front(index)
        assert near(shifted.back(index), (plain.back(index)[0] + 0.5, plain.back(index)[1] - 1.2))


# Gutter fold


@pytest.mark.parametrize("card,grid", [(POKER, (3, 1)), (CARD_SIZES["mini"], (4, 2))])
def test_gutter_fold_mirrors_fronts_across_the_fold(card, grid):
    sheet = Sheet(card, A4, gutter_fold=True, bleed=1)
    h, fold = card[1], A4[1] / 2
    assert sheet.grid == grid
    for index in range(sheet.per_page):
        (fx, fy), (bx, by) = sheet.front(index), sheet.back(index)
        assert fy - 1 >= fold - 1e-9 and by + h + 1 <= fold + 1e-9  # fronts above, backs below, with bleed
        assert bx == pytest.approx(fx) and fy - fold == pytest.approx(fold - (by + h))
        assert sheet.back_slot(index) == sheet.slot(index)
    assert sheet.front(0)[1] > sheet.front(sheet.per_page - 1)[1] or grid[1] == 1


def test_gutter_fold_marks_are_in_the_side_margins():
    sheet = Sheet(POKER, A4, gutter_fold=True)
    marks = sheet.fold_marks()
    assert len(marks) == 2
    for (x1, y1), (x2, y2) in marks:
        assert y1 == y2 == A4[1] / 2
        assert all(MIN_MARGIN <= x <= 10.5 or A4[0] - 10.5 <= x <= A4[0] - MIN_MARGIN for x in (x1, x2))


# Crop marks


def _crosses(segment, box) -> bool:
    (x1, y1), (x2, y2) = segment
    return max(x1, x2) > box[0] and min(x1, x2) < box[2] and max(y1, y2) > box[1] and min(y1, y2) < box[3]


@pytest.mark.parametrize(
    "sheet",
    [
        Sheet(POKER, A4),
        Sheet(POKER, LETTER),
        Sheet(POKER, A4, bleed=3),
        Sheet(CARD_SIZES["mini"], A4, gutter_fold=True, bleed=2),
    ],
    ids=["a4", "letter", "a4-bleed", "fold"],
)
@pytest.mark.parametrize("count", [9, 7])
def test_crop_marks_stay_in_the_margins(sheet, count):
    count = min(count, sheet.per_page)
    cards = boxes(sheet, count)
    if sheet.gutter_fold:
        (w, h), b = sheet.card, sheet.bleed
        cards += [(x - b, y - b, x + w + b, y + h + b) for x, y in map(sheet.back, range(count))]
    marks = sheet.crop_marks(count)
    assert marks
    pw, ph = sheet.paper
    for segment in marks:
        assert not any(_crosses(segment, card) for card in cards)
        for x, y in segment:
            # into the margin only where it leaves no room (see test_sheets_marks), never nearer the edge than MARK_EDGE
            assert MARK_EDGE - 1e-9 <= x <= pw - MARK_EDGE + 1e-9 and MARK_EDGE - 1e-9 <= y <= ph - MARK_EDGE + 1e-9
    xs, ys = sheet.cut_lines(count)
    marked = {round(seg[0][0], 6) for seg in marks if seg[0][0] == seg[1][0]}
    assert marked == {round(x, 6) for x in xs}  # every vertical cut line is marked
    marked = {round(seg[0][1], 6) for seg in marks if seg[0][1] == seg[1][1]}
    assert marked == {round(y, 6) for y in ys}


def test_cut_lines_are_shared_without_bleed_and_doubled_with_it():
    xs, _ = Sheet(POKER, A4).cut_lines(9)
    assert len(xs) == 4
    xs, _ = Sheet(POKER, A4, bleed=3).cut_lines(6)
    assert len(xs) == 4  # 2 columns, each with its own two cuts


@pytest.mark.parametrize(
    "name,size,a4_grid",
    [
        ("poker", (63.0, 88.0), (3, 3)),  # 2.5 x 3.5 in
        ("bridge", (57.0, 89.0), (3, 3)),  # 2.25 x 3.5 in
        ("mini", (44.0, 63.0), (4, 4)),  # 1.75 x 2.5 in
        ("tarot", (70.0, 120.0), (2, 2)),  # 2.75 x 4.75 in
        ("mini-american", (41.0, 63.0), (4, 4)),
        ("mini-euro", (44.0, 68.0), (4, 4)),
        ("square", (70.0, 70.0), (2, 4)),  # three columns would need the whole 210 mm width
        ("mpc-poker", (63.5, 88.9), (3, 3)),  # MakePlayingCards' trim size
    ],
)
def test_every_named_card_size(name, size, a4_grid):
    assert card_size(name) == card_size(name.upper()) == card_size(f"{size[0]:g}x{size[1]:g}") == size
    assert Sheet(size, A4).grid == a4_grid
    assert len(CARD_SIZES) == 8  # every named size is a row above


@pytest.mark.parametrize("gap", [0.0, 2.0, 3.5])
def test_rows_and_columns_are_a_gap_apart(gap):
    sheet = Sheet(POKER, A4, bleed=1, gap=gap)
    cols = sheet.grid[0]
    (x0, y0), (x1, y1), (x3, y3) = sheet.front(0), sheet.front(1), sheet.front(cols)
    assert (x1 - x0, y1 - y0) == pytest.approx((63 + 2 + gap, 0))
    assert (x3 - x0, y0 - y3) == pytest.approx(
        (0, 88 + 2 + gap)
    )  # the next row: one card, its bleeds and the gap lower


def test_gutter_fold_on_a4_portrait_says_that_landscape_fits_more_poker_cards():
    portrait = Sheet(CARD_SIZES["poker"], PAPERS["a4"], gutter_fold=True)
    turned = Sheet(CARD_SIZES["poker"], landscape(PAPERS["a4"]), gutter_fold=True)
    assert (portrait.per_page, turned.per_page) == (3, 4)
    assert portrait.fold_notes == [
        "63x88 mm cards with 0 mm bleed on 210x297 mm paper: gutter fold fits 3 a sheet, as half the paper "
        "holds 1 row of 3; with --landscape it fits 4"
    ]
    assert turned.fold_notes == []  # turned back, it would fit fewer: nothing to say
    mini = Sheet(CARD_SIZES["mini-american"], PAPERS["a4"], gutter_fold=True)
    assert mini.per_page == 8 and mini.fold_notes == []  # 4 x 2 on either paper
    assert Sheet(CARD_SIZES["poker"], PAPERS["a4"]).fold_notes == []  # no fold: nothing to say

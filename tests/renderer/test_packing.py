"""Items with their own shape, laid out as pure geometry: mixed card sizes, squares, hexes, boards."""

from __future__ import annotations

import math

import pytest

from deckwright.renderer.packing import CROSS, LABEL, OVERLAP, pack, split_board
from deckwright.renderer.shapes import hexagon, rect, square
from deckwright.renderer.sheets import MIN_MARGIN, PAPERS

A4 = PAPERS["a4"]
A3 = PAPERS["a3"]
POKER, MINI = rect(63, 88), rect(44, 63)


def _slots(pages):
    return [[(s.index, round(s.x, 6), round(s.y, 6)) for s in page.slots] for page in pages]


def _bleed_box(slot, bleed):
    return slot.x - bleed, slot.y - bleed, slot.x + slot.shape.w + bleed, slot.y + slot.shape.h + bleed


def test_cards_of_two_sizes_fill_rows_in_reading_order_and_the_block_is_centred():
    # row 1: poker, poker, mini (170 of 200 mm); the next mini starts row 2; block 170 x 151 mm
    pages = pack([POKER, POKER, MINI, MINI, MINI], A4)
    assert _slots(pages) == [[(0, 20, 136), (1, 83, 136), (2, 146, 161), (3, 20, 73), (4, 64, 73)]]


@pytest.mark.parametrize("bleed, gap", [(0, 0), (3, 0), (1.5, 2)])
def test_mixed_cards_keep_gap_between_bleed_boxes_and_stay_inside_the_margins(bleed, gap):
    shapes = [POKER, MINI, rect(70, 120, 4), square(50), MINI, POKER, rect(57, 89)] * 4
    pages = pack(shapes, A4, bleed=bleed, gap=gap)
    assert sorted(s.index for page in pages for s in page.slots) == list(range(len(shapes)))
    for page in pages:
        boxes = [_bleed_box(s, bleed) for s in page.slots]
        for x0, y0, x1, y1 in boxes:
            assert MIN_MARGIN - 1e-9 <= x0 and x1 <= A4[0] - MIN_MARGIN + 1e-9
            assert MIN_MARGIN - 1e-9 <= y0 and y1 <= A4[1] - MIN_MARGIN + 1e-9
        for i, a in enumerate(boxes):
            for b in boxes[i + 1 :]:  # apart by at least the gap in x or in y
                assert max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3]) >= gap - 1e-9


def test_squares_fill_a_grid_and_overflow_to_the_next_page():
    pages = pack([square(60)] * 13, A4)  # 3 x 4 of 60 mm fit in 200 x 287 mm
    assert [len(page.slots) for page in pages] == [12, 1]
    first = pages[0].slots
    assert {round(s.x, 6) for s in first} == {15, 75, 135} and {round(s.y, 6) for s in first} == {
        28.5,
        88.5,
        148.5,
        208.5,
    }
    assert _slots(pages[1:]) == [[(12, 75, 118.5)]]


def _shared_corners(a, b) -> int:
    return sum(
        1
        for p in a.shape.cut_path(a.x, a.y)[:6]
        for q in b.shape.cut_path(b.x, b.y)[:6]
        if math.dist(p[1], q[1]) < 1e-9
    )


def test_pointy_hexes_pack_in_a_honeycomb_sharing_their_cut_edges():
    shape = hexagon(50)
    assert (shape.w, shape.h) == (50, pytest.approx(100 / math.sqrt(3)))
    pages = pack([shape] * 25, A4)
    # rows of 4 and 3 (shifted half a hex), 6 rows 43.3 mm apart fit in 287 mm: 21 a page
    assert [len(page.slots) for page in pages] == [21, 4]
    slots = pages[0].slots
    assert [round(s.x, 6) for s in slots[:7]] == [5, 55, 105, 155, 30, 80, 130]
    assert slots[4].y - slots[0].y == pytest.approx(-50 * math.sqrt(3) / 2)
    assert _shared_corners(slots[0], slots[1]) == 2  # side by side
    assert _shared_corners(slots[0], slots[4]) == 2  # the next row, below right
    assert _shared_corners(slots[0], slots[2]) == 0


def test_hexes_with_bleed_are_apart_by_twice_the_bleed_and_their_outlines_touch():
    bleed = 2
    slots = pack([hexagon(40)] * 9, A4, bleed=bleed)[0].slots
    centre = [(s.x + s.shape.w / 2, s.y + s.shape.h / 2) for s in slots]
    assert math.dist(centre[0], centre[1]) == pytest.approx(44)
    grown = [s.shape.grown(bleed) for s in slots]
    assert grown[0].across_flats == 44
    outline = slots[0].shape.cut_path(slots[0].x, slots[0].y, grow=bleed)
    assert [op[0] for op in outline] == ["move"] + ["line"] * 5 + ["close"]
    assert max(p[1][0] for p in outline[:6]) == pytest.approx(centre[0][0] + 22)


def test_flat_hexes_pack_in_columns():
    shape = hexagon(50, "flat")
    assert (shape.w, shape.h) == (pytest.approx(100 / math.sqrt(3)), 50)
    pages = pack([shape] * 30, A4)
    # columns of 5, every other one shifted down half a hex, 43.3 mm apart: 4 fit in 200 mm
    assert [len(page.slots) for page in pages] == [20, 10]
    slots = pages[0].slots
    left = (A4[0] - (shape.w + 3 * 50 * math.sqrt(3) / 2)) / 2
    assert [(round(s.x, 6), s.y) for s in slots[:6]] == [(round(left, 6), y) for y in (236, 186, 136, 86, 36)] + [
        (round(left + 50 * math.sqrt(3) / 2, 6), 211)
    ]
    assert _shared_corners(slots[0], slots[1]) == 2 and _shared_corners(slots[0], slots[5]) == 2


def test_a_new_kind_of_item_starts_a_new_page():
    pages = pack([POKER, hexagon(30), hexagon(30), hexagon(40), MINI], A4)
    assert [[s.index for s in page.slots] for page in pages] == [[0], [1, 2], [3], [4]]


def test_a_board_is_split_over_four_pages_with_overlap_and_crosses():
    pieces = split_board(7, rect(350, 500), A4)  # 200 x 284 mm printable under the label, 10 mm overlap
    assert [(p.col, p.row, p.cols, p.rows) for p in pieces] == [(0, 0, 2, 2), (1, 0, 2, 2), (0, 1, 2, 2), (1, 1, 2, 2)]
    assert [p.region for p in pieces] == [
        (0, 245, 180, 500),
        (170, 245, 350, 500),
        (0, 0, 180, 255),
        (170, 0, 350, 255),
    ]
    assert [(p.x, p.y) for p in pieces] == [(5, -211), (-165, -211), (5, 34), (-165, 34)]
    for p in pieces:  # each region at the top-left of the printable area, under the label's 3 mm
        x0, y0, x1, y1 = p.region
        assert p.on_page((x0, y1)) == (MIN_MARGIN, A4[1] - MIN_MARGIN - LABEL)
        assert p.on_page((x1, y0))[0] <= A4[0] - MIN_MARGIN and p.on_page((x1, y0))[1] >= MIN_MARGIN
    # the seams' middle lines: x 175 (overlap 170..180) and y 250 (245..255)
    assert pieces[0].cuts == (((175, 245), (175, 500)), ((0, 250), (180, 250)))
    assert pieces[0].crosses == ()  # the top-left piece lies over both its neighbours
    assert pieces[1].cuts == (((170, 250), (350, 250)),) and pieces[1].crosses == ((173, 308.75), (173, 436.25))
    assert pieces[2].cuts == (((175, 0), (175, 255)),) and pieces[2].crosses == ((45, 252), (135, 252))
    assert pieces[3].cuts == ()
    assert pieces[3].crosses == ((173, 63.75), (173, 191.25), (215, 252), (305, 252))


def test_crosses_lie_only_where_a_piece_is_glued_under_the_one_cut_along_the_seam():
    """A cross's arms lie in the half of the overlap that the cut neighbour covers: between the
    piece's own edge and the neighbour's cut line, the tip of one arm on that line."""
    pieces = split_board(0, rect(600, 900), A3, bleed=2)
    cut_x = {a[0] for p in pieces for a, b in p.cuts if a[0] == b[0]}
    cut_y = {a[1] for p in pieces for a, b in p.cuts if a[1] == b[1]}
    assert len(cut_x) == 2 and len(cut_y) == 2  # 3 x 3 pieces
    crosses = 0
    for p in pieces:
        x0, y0, x1, y1 = p.region
        for cx, cy in p.crosses:
            crosses += 1
            if cx + CROSS in cut_x and x0 < cx - CROSS:  # glued under the left neighbour
                assert cx + CROSS <= x0 + OVERLAP / 2 + 1e-9
            else:  # glued under the upper neighbour
                assert cy - CROSS in cut_y and y1 - OVERLAP / 2 - 1e-9 <= cy - CROSS and cy + CROSS < y1
    assert crosses == 2 * (2 * 3 + 3 * 2)  # two on each of the 12 seams between neighbours


def test_a_board_that_fits_one_way_is_split_the_other_way_only():
    # 278 mm high with 3 mm bleed and the label: 3 pieces of 208 mm, 196 mm apart
    pieces = split_board(0, rect(190, 600), A4, bleed=3, overlap=12)
    assert [(p.col, p.row) for p in pieces] == [(0, 0), (0, 1), (0, 2)]
    assert [p.region for p in pieces] == [(0, 392, 190, 600), (0, 196, 190, 404), (0, 0, 190, 208)]
    assert (pieces[0].crosses, pieces[0].cuts) == ((), (((0, 398), (190, 398)),))
    assert (pieces[1].crosses, pieces[1].cuts) == (((47.5, 400), (142.5, 400)), (((0, 202), (190, 202)),))
    assert (pieces[0].x, pieces[0].y) == (8, 297 - 8 - 3 - 600)
    with pytest.raises(ValueError, match="overlap of 200 mm leaves no room"):
        split_board(0, rect(400, 400), A4, overlap=200)
    with pytest.raises(ValueError, match="overlap of 6 mm leaves no room for alignment crosses of 4 mm"):
        split_board(0, rect(400, 400), A4, overlap=6)


def test_boards_come_in_order_between_the_other_pages():
    pages = pack([POKER, rect(350, 500), POKER], A4)
    assert [(len(page.slots), page.piece and page.piece.index) for page in pages] == [
        (1, None),
        (0, 1),
        (0, 1),
        (0, 1),
        (0, 1),
        (1, None),
    ]


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda: rect(0, 10), "has no area"),
        (lambda: rect(40, 60, 25), "corner radius of 25 mm does not fit"),
        (lambda: hexagon(40, "sideways"), "pointy or flat"),
    ],
)
def test_impossible_shapes_are_refused(make, message):
    with pytest.raises(ValueError, match=message):
        make()


# --- card sizes too small to read (issue 13) ------------------------------------------------------


@pytest.fixture()
def layout(tmp_path):
    from deckwright.typeset.layouts import load

    folder = tmp_path / "toy"
    folder.mkdir()
    (folder / "layout.yaml").write_text(
        "reference: [60, 90]\n"
        "style: {points: {text: 9, footer: 6.5, min: 5, label_min: 3}}\n"
        "layouts: {front: {boxes: {text: [5, 50, 50, 30]}}}\n",
        encoding="utf-8",
    )
    return load(folder / "layout.yaml")


def test_text_scaled_below_6_pt_is_named_with_the_size_that_keeps_it(layout):
    from deckwright.renderer.packing import readability

    # footer 6.5 pt reaches 6 pt at a scale of 12/13: 55.4 mm of 60, 83.1 of 90 (rounded up)
    assert readability((55.4, 83.1), [layout]) == []
    assert readability((55.3, 83.1), [layout]) == [
        "on a 55.3x83.1 mm card the toy layout prints text below 6 pt (footer 5.9 pt); "
        "a card of 55.4x83.1 mm or larger (in those proportions) does not"
    ]
    # the floors (min, label_min) are not scaled; text reaches 6 pt at 40x60, 2/3 of the reference
    assert readability((40, 60), [layout]) == [
        "on a 40x60 mm card the toy layout prints text below 6 pt (footer 4.3 pt); "
        "a card of 55.4x83.1 mm or larger (in those proportions) does not"
    ]
    assert "text 5.9 pt" in readability((39.9, 60), [layout])[-1]


def test_a_card_narrower_than_40_mm_is_named(layout):
    from deckwright.renderer.packing import readability

    assert readability((40, 300), []) == []
    assert readability((39.9, 300), []) == [
        "a 39.9 mm wide card is narrower than 40 mm (mini American cards are 41): its text wraps after a word or two"
    ]


def test_render_notes_a_card_size_too_small_for_the_layout(clan_file, tmp_path):
    from click.testing import CliRunner

    from deckwright.cli import cli

    def notes(*size):
        run = CliRunner().invoke(cli, ["render", str(clan_file), "--out", str(tmp_path / "out"), *size])
        assert run.exit_code == 0, run.output
        return [line for line in run.output.splitlines() if "below 6 pt" in line]

    assert notes() == []  # poker, the layout's reference
    from deckwright.renderer.eotn.layout import FACES
    from deckwright.renderer.packing import readability

    expected = readability((41, 63), [FACES])
    assert len(expected) == 1 and "text below 6 pt" in expected[0]
    assert notes("--card-size", "mini-american") == [f"note: {expected[0]}"]

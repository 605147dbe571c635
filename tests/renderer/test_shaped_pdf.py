"""Items with their own shape in the PDF, read back with pypdf: places to 0.1 mm, cut paths, board pieces;
the deck's cards of the run's size on the uniform grid before them, with crop marks."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from deckwright.renderer import Deck, PrintItem
from deckwright.renderer.packing import CROSS, pack
from deckwright.renderer.pdf import HAIRLINE, PrintOptions, write_pdf
from deckwright.renderer.shapes import hexagon, rect, square
from deckwright.renderer.sheets import PAPERS, Sheet
from tests.renderer.fakes import fake_face
from tests.renderer.pdfread import PT, placements

TOL = 0.1  # mm
A4 = PAPERS["a4"]
BLEED = 2.0
BACK = fake_face("back")
ITEMS = (
    PrintItem(fake_face("poker"), BACK, 2),  # no shape: the run's card size
    PrintItem(fake_face("mini"), BACK, 2, shape=rect(44, 63, 3)),
    PrintItem(fake_face("tile"), BACK, 1, shape=square(50)),
    PrintItem(fake_face("hex"), BACK, 5, shape=hexagon(40)),
    PrintItem(fake_face("board"), BACK, 1, shape=rect(350, 500)),
)
SHAPES = [rect(44, 63, 3)] * 2 + [square(50)] + [hexagon(40)] * 5 + [rect(350, 500)]  # the pieces, packed
NAMES = ["mini"] * 2 + ["tile"] + ["hex"] * 5 + ["board"]
SHEET = Sheet((63, 88), A4, bleed=BLEED)
HALF_LINE = HAIRLINE / 2 * 25.4 / 72  # mm: a cut path lies this far outside the trim, its ink wholly outside


def render(tmp_path: Path, duplex: bool = False) -> PdfReader:
    path = tmp_path / "shaped.pdf"
    write_pdf(path, Deck("toy", "Toy", ITEMS), PrintOptions(SHEET, duplex=duplex))
    return PdfReader(path)


def paths(reader: PdfReader, page) -> list[tuple[str, list[tuple[float, float]], int]]:
    """Each subpath painted on the page: ('stroke' or 'clip', its points in mm (curve ends only), its curves)."""
    found: list[tuple[str, list[tuple[float, float]], int]] = []
    subpaths: list[tuple[list[tuple[float, float]], list[int]]] = []
    for operands, operator in ContentStream(page.get_contents(), reader).operations:
        values = [float(v) * PT for v in operands] if operator in (b"m", b"l", b"c", b"re") else []
        if operator == b"m":
            subpaths.append(([(values[0], values[1])], [0]))
        elif operator == b"l":
            subpaths[-1][0].append((values[0], values[1]))
        elif operator == b"c":
            subpaths[-1][0].append((values[4], values[5]))
            subpaths[-1][1][0] += 1
        elif operator == b"re":
            x, y, w, h = values
            subpaths.append(([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], [0]))
        elif operator in (b"S", b"s", b"W", b"W*", b"n", b"f", b"B"):
            kind = {b"S": "stroke", b"s": "stroke", b"W": "clip", b"W*": "clip"}.get(operator)
            found += [(kind, points, curves[0]) for points, curves in subpaths if kind]
            subpaths = [] if operator != b"W" else subpaths  # W is followed by n, which ends the path
    return found


def close(a, b, tol: float = TOL) -> bool:
    return len(a) == len(b) and all(abs(p - q) <= tol for u, v in zip(a, b) for p, q in zip(u, v))


def test_cards_fill_the_grid_with_crop_marks_as_in_a_deck_of_nothing_else(tmp_path):
    reader = render(tmp_path)
    placed = placements(reader, reader.pages[0])
    assert [p.face for p in placed] == ["poker", "poker"]
    assert [(p.x, p.y) for p in placed] == [pytest.approx(SHEET.front(i), abs=TOL) for i in range(2)]
    marks = [points for kind, points, _ in paths(reader, reader.pages[0]) if kind == "stroke"]
    # 4 vertical cut lines (each card its own two, with bleed) and the row's 2 horizontal ones, marked at both ends
    assert len(marks) == len(SHEET.crop_marks(2)) == 12
    for (a, b), mark in zip(SHEET.crop_marks(2), marks):
        assert close(mark, [a, b])


def test_every_item_at_its_own_size_where_the_packing_puts_it(tmp_path):
    reader = render(tmp_path)
    pages = pack(SHAPES, A4, bleed=BLEED)
    fronts = [page for page in pages if not page.piece]
    # the cards' page and the pieces' two, the 4 board pieces (one-sided), then the three back pages
    assert len(reader.pages) == 2 * (1 + len(fronts)) + 4
    for number, page in enumerate(fronts[:2], 1):  # the rectangles, then the hexes
        placed = placements(reader, reader.pages[number])
        assert [p.face for p in placed] == [NAMES[slot.index] for slot in page.slots]
        for p, slot in zip(placed, page.slots):
            assert (p.x, p.y) == pytest.approx((slot.x, slot.y), abs=TOL)
            assert (p.width, p.height) == pytest.approx((slot.shape.w + 2 * BLEED, slot.shape.h + 2 * BLEED), abs=TOL)


def test_cut_paths_follow_each_shape_and_hexes_are_clipped_to_their_bleed_outline(tmp_path):
    reader = render(tmp_path)
    rects, hexes = (page.slots for page in pack(SHAPES, A4, bleed=BLEED)[:2])
    drawn = paths(reader, reader.pages[1])
    strokes = [(points, curves) for kind, points, curves in drawn if kind == "stroke"]
    assert len(strokes) == len(rects) == 3
    g = HALF_LINE
    for slot, (points, curves) in zip(rects, strokes):
        x, y, shape = slot.x, slot.y, slot.shape
        if shape.radius:  # a rounded corner: 4 straight sides and 4 quarter circles, just outside the trim
            assert curves == 4 and close(points[:2], [(x + 3, y - g), (x + 44 - 3, y - g)], 0.001)
        else:
            corners = [
                (x - g, y - g),
                (x + shape.w + g, y - g),
                (x + shape.w + g, y + shape.h + g),
                (x - g, y + shape.h + g),
            ]
            assert curves == 0 and close(points, corners, 0.001)
    assert widths(reader, reader.pages[1]) == [pytest.approx(HAIRLINE)]
    drawn = paths(reader, reader.pages[2])
    clips = [points for kind, points, _ in drawn if kind == "clip"]
    strokes = [points for kind, points, _ in drawn if kind == "stroke"]
    assert len(clips) == len(strokes) == 5
    for slot, clip, stroke in zip(hexes, clips, strokes):
        assert close(stroke, [point for _, point in slot.shape.cut_path(slot.x, slot.y, grow=g)[:6]], 0.001)
        assert close(clip, [point for _, point in slot.shape.cut_path(slot.x, slot.y, grow=BLEED)[:6]])


def widths(reader: PdfReader, page) -> list[float]:
    """The line widths a page sets, in points."""
    return [
        float(operands[0])
        for operands, operator in ContentStream(page.get_contents(), reader).operations
        if operator == b"w"
    ]


@pytest.mark.parametrize("bleed, gap", [(0, 0), (0.3, 0), (0, 0.4), (2, 0)])
def test_pieces_stay_apart_for_their_cut_paths(tmp_path, bleed, gap):
    """Without bleed the pieces are CUT_ROOM (1 mm) apart, not touching: each cut path lies between them."""
    path = tmp_path / "apart.pdf"
    write_pdf(path, Deck("toy", "Toy", ITEMS), PrintOptions(Sheet((63, 88), A4, bleed=bleed, gap=gap)))
    reader = PdfReader(path)
    minis = placements(reader, reader.pages[1])[:2]
    hexes = placements(reader, reader.pages[2])
    apart = max(1.0, 2 * bleed + gap)  # between neighbouring trims
    assert minis[1].x - (minis[0].x + 44) == pytest.approx(apart, abs=0.001)
    assert hexes[1].x - (hexes[0].x + 40) == pytest.approx(apart, abs=0.001)  # pointy: side by side, flat to flat


def test_a_board_prints_as_four_pieces_with_crosses_that_line_up(tmp_path):
    reader = render(tmp_path)
    pieces = [page.piece for page in pack(SHAPES, A4, bleed=BLEED) if page.piece]
    assert len(pieces) == 4
    for page, piece in zip(reader.pages[3:7], pieces):
        (placed,) = placements(reader, page)
        assert placed.face == "board" and (placed.x, placed.y) == pytest.approx((piece.x, piece.y), abs=TOL)
        drawn = paths(reader, page)
        (clip,) = [points for kind, points, _ in drawn if kind == "clip"]
        x0, y0, x1, y1 = piece.region
        grow = [BLEED * (piece.col == 0), BLEED * (piece.row == 1), BLEED * (piece.col == 1), BLEED * (piece.row == 0)]
        left, bottom = piece.on_page((x0 - grow[0], y0 - grow[1]))
        right, top = piece.on_page((x1 + grow[2], y1 + grow[3]))
        assert close(clip, [(left, bottom), (right, bottom), (right, top), (left, top)])
        lines = [points for kind, points, _ in drawn if kind == "stroke"]
        for cx, cy in map(piece.on_page, piece.crosses):
            assert any(close(line, [(cx - CROSS, cy), (cx + CROSS, cy)]) for line in lines)
            assert any(close(line, [(cx, cy - CROSS), (cx, cy + CROSS)]) for line in lines)
        text = " ".join(page.extract_text().split())
        assert f"Toy: column {piece.col + 1} of 2, row {piece.row + 1} of 2" in text


def test_duplex_backs_mirror_their_fronts_and_a_board_piece_gets_a_blank_back(tmp_path):
    reader = render(tmp_path, duplex=True)
    pages = pack(SHAPES, A4, bleed=BLEED)
    assert len(reader.pages) == 2 * (1 + len(pages))  # the cards' page and its back first
    assert [b.face for b in placements(reader, reader.pages[1])] == ["back", "back"]
    for number, page in enumerate(pages, 1):
        backs = placements(reader, reader.pages[2 * number + 1])
        if page.piece:
            assert backs == []
            continue
        assert {b.face for b in backs} == {"back"}
        for back, slot in zip(backs, page.slots):
            assert (back.x, back.y) == pytest.approx((A4[0] - slot.x - slot.shape.w, slot.y), abs=TOL)


def test_gutter_fold_prints_items_of_their_own_shape_fronts_then_backs_with_a_warning(tmp_path):
    target = tmp_path / "fold.pdf"
    options = PrintOptions(Sheet((63, 88), A4, bleed=BLEED, gutter_fold=True))
    warnings = write_pdf(target, Deck("toy", "Toy", ITEMS), options)
    assert any("'Toy' has pieces of their own size or shape, which gutter fold cannot fold" in w for w in warnings)
    reader = PdfReader(target)
    pages = pack(SHAPES, A4, bleed=BLEED)
    fronts = [page for page in pages if not page.piece]
    # the pieces' fronts, then the one-sided pages: the folded cards and the board pieces; then the pieces' backs
    assert len(reader.pages) == 2 * len(fronts) + 1 + 4
    folded = placements(reader, reader.pages[len(fronts)])  # the cards, folded as in a deck of nothing else
    assert [(p.face, p.upside_down) for p in folded] == [("poker", False)] * 2 + [("back", True)] * 2
    for number, page in enumerate(fronts):
        assert [p.face for p in placements(reader, reader.pages[number])] == [NAMES[s.index] for s in page.slots]
        backs = placements(reader, reader.pages[len(fronts) + 5 + number])
        assert [b.face for b in backs] == ["back"] * len(page.slots)

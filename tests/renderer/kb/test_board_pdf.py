"""A printed board section lines up with its printed neighbours, read back from the PDF to 0.1 mm.

The shipped board sections are printed on A4; the hexes and the cut line are read from each
section's form, the pieces' places and alignment crosses from the pages (``pdfpaths``).
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from pypdf import PdfReader

from deckwright.loader import read_document
from deckwright.model.kb import sections_from_data
from deckwright.paths import data_dir
from deckwright.renderer.kb.items import render_items
from deckwright.renderer.packing import CROSS
from deckwright.renderer.pdf import HAIRLINE, PrintOptions, write_pdf
from deckwright.renderer.sheets import MIN_MARGIN, PAPERS, Sheet
from tests.renderer.kb.pdfpaths import PT, form, placed_at, placed_forms, stroked
from tests.renderer.test_cut_marks import strokes

TOL = 0.1  # mm
HEX = 24.0  # mm across the flats: layout.yaml's board.hex
CARDS = data_dir("cards") / "kb"


def render(tmp_path: Path, content: str, bleed: float = 0.0, paper: str = "a4") -> PdfReader:
    deck = render_items(read_document(CARDS / f"{content}.yaml"), content, "en")
    path = tmp_path / f"{content}.pdf"
    write_pdf(path, deck, PrintOptions(Sheet((63.0, 88.0), PAPERS[paper], bleed=bleed)))
    return PdfReader(path)


def holding(reader: PdfReader, part: str) -> list:
    """The pages that place a form whose name holds ``part`` (the deck's terrain or summary cards
    come first, on the grid of cards)."""
    return [page for page in reader.pages if any(part in str(name) for name in page["/Resources"].get("/XObject", {}))]


def hexes_and_outline(reader: PdfReader, page, section: str):
    """The hexes (6 corners each, by centre, rows from the top) and the cut line of a section's form."""
    paths = stroked(reader, form(reader, page, f"card-deckwright-lands_section_{section}-"))
    hexes = [p for p in paths if len(p) == 6]
    border = max(paths, key=len)
    return hexes, border


def centre(points):
    return sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points)


def grid(hexes) -> dict[tuple[int, int], tuple[float, float]]:
    """Hex centres by (row, col): rows top down, columns left to right."""
    centres = sorted((centre(h) for h in hexes), key=lambda c: (-round(c[1], 1), c[0]))
    assert len(centres) == 100
    return {(i // 10, i % 10): c for i, c in enumerate(centres)}


def edges(polygon):
    return [(a, b) for a, b in zip(polygon, polygon[1:] + polygon[:1])]


def same_edge(e, f) -> bool:
    (a, b), (c, d) = e, f
    return (math.dist(a, c) <= TOL and math.dist(b, d) <= TOL) or (math.dist(a, d) <= TOL and math.dist(b, c) <= TOL)


def hex_edges(hexes):
    """Every hex edge (each corner to the next), as drawn."""
    return [e for h in hexes for e in edges(h)]


@pytest.fixture(scope="module")
def lands(tmp_path_factory):
    return render(tmp_path_factory.mktemp("kb"), "boards")


def test_every_printed_hex_is_24_mm_across_its_flats_and_regular(lands):
    hexes, _ = hexes_and_outline(lands, holding(lands, "_section_")[0], "heathmoor")
    assert len(hexes) == 100
    for corners in hexes:
        xs = [x for x, _ in corners]
        assert max(xs) - min(xs) == pytest.approx(HEX, abs=TOL)
        assert [math.dist(a, b) for a, b in edges(corners)] == pytest.approx([HEX / math.sqrt(3)] * 6, abs=TOL)


def finished(hexes):
    """The finished edge of a section: the hex edges that belong to one hex only."""
    drawn = hex_edges(hexes)
    return [e for e in drawn if sum(same_edge(e, f) for f in drawn) == 1]


@pytest.mark.slow
def test_the_cut_line_runs_along_the_border_hexes_edges(lands):
    hexes, border = hexes_and_outline(lands, holding(lands, "_section_")[0], "heathmoor")
    once = finished(hexes)
    side = HEX / math.sqrt(3)
    pieces = []  # the cut line split at hex corners
    for a, b in edges(border):
        parts = round(math.dist(a, b) / side)
        pieces += [
            (
                (a[0] + (b[0] - a[0]) * i / parts, a[1] + (b[1] - a[1]) * i / parts),
                (a[0] + (b[0] - a[0]) * (i + 1) / parts, a[1] + (b[1] - a[1]) * (i + 1) / parts),
            )
            for i in range(parts)
        ]
    assert len(pieces) == len(once) == 4 * 10 + 2 * 19  # 20 along the top and bottom, 19 on each side
    assert all(any(same_edge(piece, e) for e in once) for piece in pieces)


@pytest.mark.slow
@pytest.mark.parametrize(
    "first, second, page, offset, rows",
    [
        # Salt Marsh right of Heathmoor: its hex (r, 0) continues the row after hex (r, 9)
        ("heathmoor", "saltmarsh", 2, (10 * HEX, 0.0), [((r, 9), (r, 0), (HEX, 0.0)) for r in range(10)]),
        # Salt Marsh below Heathmoor: its row 0 starts half a hex left, three quarters of a hex down
        (
            "heathmoor",
            "saltmarsh",
            2,
            (0.0, -7.5 * HEX * 2 / math.sqrt(3)),
            [((9, c), (0, c), (-HEX / 2, -0.75 * HEX * 2 / math.sqrt(3))) for c in range(10)],
        ),
    ],
    ids=["right", "below"],
)
def test_a_section_laid_beside_its_neighbour_lines_up(lands, first, second, page, offset, rows):
    hexes, _ = hexes_and_outline(lands, holding(lands, "_section_")[0], first)
    other_hexes, _ = hexes_and_outline(lands, holding(lands, "_section_")[page], second)
    dx, dy = offset
    laid = [[(x + dx, y + dy) for x, y in h] for h in other_hexes]
    shared = [e for e in finished(laid) if any(same_edge(e, f) for f in finished(hexes))]
    assert len(shared) == 19  # the finished edges meet along the whole seam
    mine, theirs = grid(hexes), grid(other_hexes)
    for here, there, (sx, sy) in rows:
        x, y = theirs[there]
        assert (x + dx, y + dy) == pytest.approx((mine[here][0] + sx, mine[here][1] + sy), abs=TOL)
    # one printed hex edge on each side of the seam per pair of touching hexes
    laid_edges = hex_edges([[(x + dx, y + dy) for x, y in h] for h in other_hexes])
    assert sum(any(same_edge(e, f) for f in laid_edges) for e in hex_edges(hexes)) == 19


def lines(reader: PdfReader, page, vertical: bool) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The straight two-point lines the page itself strokes (crosses, cut lines), vertical or horizontal."""
    found = [p for p in stroked(reader, page) if len(p) == 2]
    return [(a, b) for a, b in found if (abs(a[0] - b[0]) < 1e-6 if vertical else abs(a[1] - b[1]) < 1e-6)]


@pytest.mark.parametrize("bleed", [0.0, 2.0])
def test_the_left_page_cut_along_its_line_and_laid_on_the_crosses_tips_puts_the_hexes_in_one_place(tmp_path, bleed):
    reader = render(tmp_path, "boards", bleed)
    left, right = holding(reader, "_section_")[:2]
    (cut,) = [(a, b) for a, b in lines(reader, left, vertical=True) if abs(a[1] - b[1]) > 10]
    assert lines(reader, left, vertical=False) == []  # no cross on the piece that lies on top
    bars = lines(reader, right, vertical=False)
    assert len(bars) == 2 and all(abs(a[0] - b[0]) == pytest.approx(2 * CROSS, abs=TOL) for a, b in bars)
    (lx, _), (rx, _) = placed_at(reader, left), placed_at(reader, right)
    edge = cut[0][0] - HAIRLINE * PT / 2 - lx  # the left piece's cut edge, in the section's millimetres
    for a, b in bars:  # each cross's right arm ends on that edge, in the right piece's overlap
        assert max(a[0], b[0]) - rx == pytest.approx(edge, abs=TOL)
        assert min(a[0], b[0]) >= MIN_MARGIN + bleed - TOL  # inside the right piece's print
    assert edge == pytest.approx(10.5 * HEX / 2, abs=TOL)  # two equal pieces: the seam halves the section


def test_the_section_is_cut_along_a_hairline_wholly_outside_its_hexes(lands):
    hexes, border = hexes_and_outline(lands, holding(lands, "_section_")[0], "heathmoor")
    once = finished(hexes)
    half = HAIRLINE * PT / 2  # half the 0.25 pt line: its ink ends on the finished edge
    for a, b in edges(border):
        middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        assert min(_to_segment(middle, *e) for e in once) == pytest.approx(half, abs=0.001)
        assert not any(_inside(middle, h) for h in hexes)


@pytest.mark.parametrize("bleed", [0.0, 3.0])
def test_a_section_whole_on_a_page_is_cut_along_its_hexes_only(tmp_path, bleed):
    """On A3 a section fits one page: its cut path is its hexes' border, with no rectangle around
    its bounding box (a line no one cuts along) on the page."""
    reader = render(tmp_path, "boards", bleed, "a3")
    pages = holding(reader, "_section_")
    assert len(pages) == len(sections_from_data(read_document(CARDS / "boards.yaml").data))  # one a page
    assert [strokes(reader, page) for page in pages] == [[]] * len(pages)
    _, border = hexes_and_outline(reader, pages[0], "heathmoor")
    assert len(border) > 6  # the hexes' border, drawn by the section itself


@pytest.mark.slow
def test_each_piece_is_labelled_with_the_section_inside_the_printable_area(tmp_path):
    reader = render(tmp_path, "boards", 3.0)
    found = []

    def visit(text, cm, tm, font, size):
        if "column" in text:
            found.append((text.strip(), tm[5] * PT))

    for page in holding(reader, "_section_")[:2]:
        page.extract_text(visitor_text=visit)
    ph = PAPERS["a4"][1]
    assert [text for text, _ in found] == [f"Heathmoor: column {col} of 2, row 1 of 1" for col in (1, 2)]
    for _, baseline in found:  # the 6 pt letters' tops (0.73 of the size above the baseline) below the margin
        assert baseline + 0.73 * 6 * PT <= ph - MIN_MARGIN


def _to_segment(p, a, b) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def _inside(point, polygon) -> bool:
    """Whether ``point`` lies inside a convex polygon (a hexagon)."""
    sides = [(b[0] - a[0]) * (point[1] - a[1]) - (b[1] - a[1]) * (point[0] - a[0]) for a, b in edges(polygon)]
    return all(s > 0 for s in sides) or all(s < 0 for s in sides)


def test_a_location_tile_is_cut_to_the_size_of_a_board_hex(tmp_path, lands):
    hexes, _ = hexes_and_outline(lands, holding(lands, "_section_")[0], "heathmoor")
    bx, by = centre(hexes[0])
    board_hex = sorted(((x - bx, y - by) for x, y in hexes[0]), key=lambda p: (round(p[0], 1), round(p[1], 1)))
    tiles = render(tmp_path, "tiles")
    cuts = [p for p in stroked(tiles, holding(tiles, "_tile_")[0]) if len(p) == 6]
    assert len(cuts) == 32  # 8 tiles, 4 of each
    for cut in cuts:
        cx, cy = centre(cut)
        moved = sorted(((x - cx, y - cy) for x, y in cut), key=lambda p: (round(p[0], 1), round(p[1], 1)))
        assert max(math.dist(p, q) for p, q in zip(moved, board_hex)) <= TOL


def test_each_hex_but_a_location_places_its_terrains_one_drawing_at_its_centre(lands):
    section = form(lands, holding(lands, "_section_")[0], "card-deckwright-lands_section_heathmoor-")
    hexes, _ = hexes_and_outline(lands, holding(lands, "_section_")[0], "heathmoor")
    (heathmoor,) = [s for s in sections_from_data(read_document(CARDS / "boards.yaml").data) if s.id == "heathmoor"]
    expected = {
        (round(x, 1), round(y, 1)): heathmoor.grid[row][col]
        for (row, col), (x, y) in grid(hexes).items()
        if heathmoor.grid[row][col] != "location"
    }
    placed = {(round(x, 1), round(y, 1)): name.split("-")[2] for name, (x, y) in placed_forms(lands, section)}
    assert placed == expected and len(placed) == 100 - len(heathmoor.locations)
    names = {name for name, _ in placed_forms(lands, section)}
    assert len(names) == len(set(expected.values()))  # one form per terrain, drawn once
    assert all(name in section["/Resources"]["/XObject"] for name in names)

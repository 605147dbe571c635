"""A printed tile's borders meet its neighbour's, to 0.1 mm, read back from the PDF."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from deckwright.engine.northgard.board import OPPOSITE, side_points, sides_meet
from deckwright.loader import read_document
from deckwright.model.northgard import tile_from_data
from deckwright.paths import data_dir
from deckwright.renderer.northgard.items import render_items
from deckwright.renderer.northgard.layout import TILE
from deckwright.renderer.pdf import PrintOptions, write_pdf
from deckwright.renderer.sheets import PAPERS, Sheet

PT = 25.4 / 72  # mm per point
TOL = 0.1  # mm
EDGE = 0.01  # mm: a point this close to a side is on it (the PDF keeps 7 digits)
SIZE = TILE["size"]
BORDER_COLOURS = {TILE["border"][kind]["colour"] for kind in ("regular", "rough")}


def _rgb(colour: str) -> tuple[float, ...]:
    return tuple(int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))


def border_ends(form, reader: PdfReader) -> list[tuple[float, float]]:
    """The ends of every subpath stroked in a border colour, in mm from the trim box's lower-left
    corner, each once (a rough border's dark edge, stroked under it, ends on the same points)."""
    colours = {_rgb(c) for c in BORDER_COLOURS}
    stroke, stack, ends, points = None, [], [], []
    for operands, operator in ContentStream(form, reader).operations:
        if operator == b"q":
            stack.append(stroke)
        elif operator == b"Q":
            stroke = stack.pop()
        elif operator == b"RG":
            stroke = tuple(float(v) for v in operands)
        elif operator == b"m":
            points.append([(float(operands[0]) * PT, float(operands[1]) * PT)])
        elif operator == b"l":
            points[-1].append((float(operands[0]) * PT, float(operands[1]) * PT))
        elif operator in (b"S", b"f", b"B", b"n", b"W"):
            if operator == b"S" and stroke and any(max(abs(a - b) for a, b in zip(stroke, c)) < 0.003 for c in colours):
                ends += [p for path in points for p in (path[0], path[-1])]
            if operator != b"W":
                points = []
    return list(dict.fromkeys(ends))


@pytest.fixture(scope="module")
def printed(tmp_path_factory) -> dict[str, list[tuple[float, float]]]:
    """Each shipped tile's border ends on its edge, by tile id, from the rendered PDF."""
    doc = read_document(data_dir("cards") / "northgard" / "tiles.yaml")
    path = tmp_path_factory.mktemp("tiles") / "tiles.pdf"
    write_pdf(path, render_items(doc, "tiles", "en"), PrintOptions(Sheet((63, 88), PAPERS["a4"])))
    reader = PdfReader(path)
    found = {}
    for page in reader.pages:
        for name, xobject in page["/Resources"].get("/XObject", {}).items():
            tile = re.fullmatch(rf"/FormXob\.card-uncharted-coast-(.+)-{SIZE:g}x{SIZE:g}", name)
            if tile:
                ends = border_ends(xobject.get_object(), reader)
                found[tile[1]] = [(x, y) for x, y in ends if min(x, y, SIZE - x, SIZE - y) < EDGE]
    return found


def tiles():
    doc = read_document(data_dir("cards") / "northgard" / "tiles.yaml")
    return {raw["id"]: tile_from_data(raw) for raw in doc.data["tiles"]}


def turned(point: tuple[float, float], rotation: int) -> tuple[float, float]:
    """A point of the printed tile after ``rotation`` quarter turns clockwise (PDF axes: y up)."""
    x, y = point
    for _ in range(rotation % 4):
        x, y = y, SIZE - x
    return x, y


EDGES = (lambda p: p[1] - SIZE, lambda p: p[0] - SIZE, lambda p: p[1], lambda p: p[0])  # 0 on n, e, s, w (y up)


def on_side(points, side: int) -> list[tuple[float, float]]:
    """The points on side ``side`` (0 n, 1 e, 2 s, 3 w) of a tile with its lower-left corner at the origin."""
    return [p for p in points if abs(EDGES[side](p)) < EDGE]


@pytest.mark.slow
def test_every_tile_prints_a_border_end_at_each_grid_point(printed):
    for tile_id, tile in tiles().items():
        for side in range(4):
            expected = sorted(tile.sides[side])
            assert len(on_side(printed[tile_id], side)) == len(expected), (tile_id, side)


def test_printed_borders_meet_the_neighbours_to_a_tenth_of_a_millimetre(printed):
    """Every pair of shipped tiles, every rotation of the second, east-west and north-south: where
    the engine lets them touch, each border end of one has the other's within 0.1 mm."""
    shipped = tiles()
    checked = 0
    for a_id, a in shipped.items():
        for b_id, b in shipped.items():
            for rotation in range(4):
                for side, offset in ((1, (SIZE, 0.0)), (2, (0.0, -SIZE))):  # b east of a, b south of a
                    if not sides_meet(side_points(a, 0, side), side_points(b, rotation, OPPOSITE[side])):
                        continue
                    mine = on_side(printed[a_id], side)
                    theirs = [
                        (x + offset[0], y + offset[1])
                        for x, y in on_side([turned(p, rotation) for p in printed[b_id]], OPPOSITE[side])
                    ]
                    assert len(mine) == len(theirs)
                    for p in mine:
                        assert min(abs(p[0] - q[0]) + abs(p[1] - q[1]) for q in theirs) <= TOL, (a_id, b_id, rotation)
                    checked += bool(mine)
    assert checked > 100


def test_with_bleed_each_border_runs_on_past_the_cut(tmp_path):
    """Printed with 2 mm of bleed, a border leaves the tile straight on, so a slightly off cut still shows it."""
    doc = read_document(data_dir("cards") / "northgard" / "tiles.yaml")
    path = tmp_path / "bleed.pdf"
    write_pdf(path, render_items(doc, "tiles", "en"), PrintOptions(Sheet((63, 88), PAPERS["a4"], bleed=2.0)))
    reader = PdfReader(path)
    forms = {name: x.get_object() for page in reader.pages for name, x in page["/Resources"]["/XObject"].items()}
    ends = border_ends(forms[f"/FormXob.card-uncharted-coast-hearthland-{SIZE:g}x{SIZE:g}"], reader)
    beyond = sorted((round(x, 3), round(y, 3)) for x, y in ends if min(x, y, SIZE - x, SIZE - y) < -1)
    assert beyond == [(-2.0, 40.0), (40.0, -2.0), (40.0, 82.0)]  # the starting tile's east side has no border

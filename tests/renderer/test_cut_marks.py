"""How every shipped deck is cut, read back from its PDF at bleed 0, 1 and 3 mm: every card has crop
marks at both ends of each of its cut lines, in a deck that also holds a board or tiles as in one that
does not; and nothing the page itself strokes (crop marks, the pieces' cut paths) puts ink on the
finished edge of a card or piece, or inside it.
"""

from __future__ import annotations

import io
import math

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from deckwright.paths import data_dir
from deckwright.renderer.pdf import PrintOptions, write_pdf
from deckwright.renderer.pipeline import decks
from deckwright.renderer.sheets import CARD_SIZES, PAPERS, Sheet
from deckwright.validator import validate_paths
from tests.renderer.pdfread import PT, page_size, placements

POKER = CARD_SIZES["poker"]
EPS = 0.001  # mm


@pytest.fixture(scope="module")
def shipped():
    return decks(validate_paths([data_dir("cards")]), "en")[0]


def strokes(reader: PdfReader, page) -> list[tuple[list[tuple[float, float]], float]]:
    """Each stroked subpath of the page itself: its points in mm (curves sampled), and its line width in mm."""
    found, subpaths, width, stack = [], [], 0.0, []
    for operands, operator in ContentStream(page.get_contents(), reader).operations:
        values = [float(v) * PT for v in operands] if operator in (b"m", b"l", b"c", b"w") else []
        if operator == b"q":
            stack.append(width)
        elif operator == b"Q":
            width = stack.pop()
        elif operator == b"w":
            width = values[0]
        elif operator == b"m":
            subpaths.append([(values[0], values[1])])
        elif operator == b"l":
            subpaths[-1].append((values[0], values[1]))
        elif operator == b"c":
            (x0, y0), (x1, y1, x2, y2, x3, y3) = subpaths[-1][-1], values
            for k in range(1, 9):
                t = k / 8
                u = 1 - t
                subpaths[-1].append(
                    (
                        u**3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t**3 * x3,
                        u**3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t**3 * y3,
                    )
                )
        elif operator in (b"S", b"s"):
            found += [(points + [points[0]] if operator == b"s" else points, width) for points in subpaths]
            subpaths = []
        elif operator in (b"n", b"f", b"B", b"W", b"W*"):
            subpaths = [] if operator != b"W" else subpaths
    return found


def outline(x: float, y: float, w: float, h: float) -> list[tuple[float, float]]:
    """A piece's trim outline: a hexagon where its box is one (pointy or flat), else the box."""
    if abs(max(w, h) / min(w, h) - 2 / math.sqrt(3)) < 1e-3:
        cx, cy, r = x + w / 2, y + h / 2, max(w, h) / 2
        start = -90 if h > w else 0
        return [
            (cx + r * math.cos(math.radians(start + 60 * i)), cy + r * math.sin(math.radians(start + 60 * i)))
            for i in range(6)
        ]
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def clearance(segment, polygon: list[tuple[float, float]]) -> float:
    """How far the straight ``segment`` stays outside the convex ``polygon`` (counter-clockwise); 0
    where it touches or crosses it, negative where it starts inside."""
    edges = list(zip(polygon, polygon[1:] + polygon[:1]))
    (px, py) = segment[0]
    if all((bx - ax) * (py - ay) - (by - ay) * (px - ax) > 0 for (ax, ay), (bx, by) in edges):
        return -1.0
    return min(_apart(segment, edge) for edge in edges)


def _apart(s, t) -> float:
    """The distance between two segments (0 where they cross)."""
    if _side(*t, s[0]) * _side(*t, s[1]) < 0 and _side(*s, t[0]) * _side(*s, t[1]) < 0:
        return 0.0
    return min(_to_segment(s[0], *t), _to_segment(s[1], *t), _to_segment(t[0], *s), _to_segment(t[1], *s))


def _side(a, b, p) -> float:
    return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])


def _to_segment(p, a, b) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy or 1.0)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


@pytest.mark.slow
@pytest.mark.parametrize("bleed", [0.0, 1.0, 3.0])
def test_every_card_gets_crop_marks_and_no_stroke_touches_a_finished_edge(shipped, bleed):
    sheet = Sheet(POKER, PAPERS["a4"], bleed=bleed)
    cards = marked = pieces = 0
    for deck in shipped:
        buffer = io.BytesIO()
        write_pdf(buffer, deck, PrintOptions(sheet))  # all fronts, then all backs
        reader = PdfReader(buffer)
        for page in reader.pages[: len(reader.pages) // 2]:
            placed = placements(reader, page, text=False)
            trims = [(p.x, p.y, p.width - 2 * bleed, p.height - 2 * bleed) for p in placed]
            pw, ph = page_size(page)
            if any(x < 0 or y < 0 or x + w > pw or y + h > ph for x, y, w, h in trims):
                continue  # a piece of a board larger than the page: no cut path, crosses in its overlap
            drawn = strokes(reader, page)
            for points, width in drawn:
                for trim in trims:
                    nearest = min(clearance(segment, outline(*trim)) for segment in zip(points, points[1:]))
                    assert nearest >= width / 2 - EPS, (deck.name, trim, nearest)  # ink wholly outside
            for x, y, w, h in trims:
                if (w, h) != pytest.approx(POKER, abs=EPS):
                    pieces += 1
                    continue
                cards += 1
                lines = [(points[0], points[1]) for points, _ in drawn if len(points) == 2]
                cuts = ((0, x, y, y + h), (0, x + w, y, y + h), (1, y, x, x + w), (1, y + h, x, x + w))
                ends = sum(_marked(lines, *cut, bleed) for cut in cuts)
                marked += ends == 4
    copies = [(item.shape, item.copies) for deck in shipped for item in deck.items]
    assert cards == marked == sum(n for shape, n in copies if shape is None)  # every card of every shipped deck
    fits = sum(n for shape, n in copies if shape and shape.w + 2 * bleed <= 200 and shape.h + 2 * bleed <= 287)
    assert pieces == fits > 0  # tiles, tokens and boards that fit a page, each checked for ink on its edge


def _marked(lines, across: int, at: float, low: float, high: float, bleed: float) -> bool:
    """Does the cut line at ``at`` (x where ``across`` is 0, y where 1) have a mark beyond the card's
    bleed at both ends (``low`` and ``high`` are its trim's ends along the line)?"""
    spans = [
        (a[1 - across], b[1 - across]) for a, b in lines if abs(a[across] - at) < EPS and abs(b[across] - at) < EPS
    ]
    return any(max(s) <= low - bleed + EPS for s in spans) and any(min(s) >= high + bleed - EPS for s in spans)

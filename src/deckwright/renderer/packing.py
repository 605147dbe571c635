"""Sheet layout for items that carry their own shape: where each goes on which page, in millimetres.

Pure geometry like ``sheets`` (origin at the page's lower-left corner, y up; a position is the
trim box's lower-left corner), for decks whose items have a ``shape``: cards of several sizes in
one run, square tiles, hexagonal tiles, and boards larger than a page.

- Rectangles fill rows in reading order (a row is as tall as its tallest item), bleed to bleed
  plus ``gap``; a new page starts when the next row does not fit. Each page's block is centred.
- Hexagons of one shape fill a honeycomb: neighbours' bleed outlines are ``gap`` apart, so with no
  bleed and no gap they share their cut edges.
- An item larger than the printable area is a board, split over pages (``split_board``) with
  ``overlap`` mm of it printed on both neighbours: the left (upper) piece is cut along the overlap's
  middle line, and the right (lower) one's half of the overlap, glued under it, holds the alignment
  crosses; a line of ``LABEL`` mm at the top of the printable area says which piece it is.

A new run of another kind (rectangles, or hexagons of another shape) starts a new page. Duplex
backs are the mirror image of the front page (``Sheet.turned``); boards print one-sided.

``readability`` warns of a card size too small to read: too narrow, or a layout's text scaled below
6 pt.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..typeset.layouts import Layouts
from .shapes import Shape
from .sheets import MIN_MARGIN, Point

OVERLAP = 10.0  # mm of a board printed on both neighbouring pages
CROSS = 2.0  # half the arm length of an alignment cross, mm: it fits the half of the overlap glued under
ALONG = (0.25, 0.75)  # where along a seam its two crosses sit
LABEL = 3.0  # mm at the top of a board piece's printable area for the line saying which piece it is
CUT_ROOM = 1.0  # mm between the trims of neighbouring pieces on a sheet, for their cut paths (pdf)


@dataclass(frozen=True)
class Slot:
    """Item ``index`` (its place in the input) with its trim box's lower-left corner at (x, y)."""

    index: int
    x: float
    y: float
    shape: Shape


@dataclass(frozen=True)
class BoardPiece:
    """One page of board ``index``: column ``col`` and row ``row`` (0: top) of ``cols`` x ``rows``.

    ``region`` (x0, y0, x1, y1) is the part of the board on this page, in board millimetres from its
    lower-left corner; the board's lower-left corner sits at (x, y) on the page (usually off it);
    ``crosses`` are the centres of the alignment crosses, ``cuts`` the lines this piece is cut
    along across the overlaps with its right and lower neighbours (what lies right of a vertical
    one or below a horizontal one is cut away), in board millimetres.
    """

    index: int
    col: int
    row: int
    cols: int
    rows: int
    region: tuple[float, float, float, float]
    x: float
    y: float
    crosses: tuple[Point, ...]
    cuts: tuple[tuple[Point, Point], ...] = ()

    def on_page(self, point: Point) -> Point:
        return self.x + point[0], self.y + point[1]


@dataclass(frozen=True)
class Page:
    """What one front page holds: slots, or one piece of a board."""

    slots: tuple[Slot, ...] = ()
    piece: BoardPiece | None = None


def pack(
    shapes: list[Shape],
    paper: Point,
    margin: float = MIN_MARGIN,
    bleed: float = 0.0,
    gap: float = 0.0,
    overlap: float = OVERLAP,
) -> list[Page]:
    """The front pages for items of these shapes, in order."""
    room = paper[0] - 2 * margin, paper[1] - 2 * margin
    pages: list[Page] = []
    run: list[int] = []

    def flush() -> None:
        if run:
            first = shapes[run[0]]
            slots = (
                _honeycomb(run, first, room, bleed, gap)
                if first.kind == "hex"
                else _rows(run, shapes, room, bleed, gap)
            )
            pages.extend(Page(tuple(_centred(page, paper, bleed))) for page in slots)
            run.clear()

    for index, shape in enumerate(shapes):
        if shape.w + 2 * bleed > room[0] + 1e-9 or shape.h + 2 * bleed > room[1] + 1e-9:
            flush()
            pages.extend(Page(piece=piece) for piece in split_board(index, shape, paper, margin, bleed, overlap))
            continue
        if run and _family(shapes[run[0]]) != _family(shape):
            flush()
        run.append(index)
    flush()
    return pages


def _family(shape: Shape) -> Shape | str:
    return shape if shape.kind == "hex" else "rect"


def _rows(run: list[int], shapes: list[Shape], room: Point, bleed: float, gap: float) -> list[list[Slot]]:
    """Rectangles in rows from the top-left of a ``room``-sized area at (0, 0); one list per page."""
    pages: list[list[Slot]] = [[]]
    x, top, row_h = 0.0, room[1], 0.0
    for index in run:
        shape = shapes[index]
        w, h = shape.w + 2 * bleed, shape.h + 2 * bleed
        if x and x + w > room[0] + 1e-9:  # the next row
            x, top, row_h = 0.0, top - row_h - gap, 0.0
        if top - h < -1e-9:  # the next page
            pages.append([])
            x, top, row_h = 0.0, room[1], 0.0
        pages[-1].append(Slot(index, x + bleed, top - h + bleed, shape))
        x, row_h = x + w + gap, max(row_h, h)
    return pages


def _honeycomb(run: list[int], shape: Shape, room: Point, bleed: float, gap: float) -> list[list[Slot]]:
    """Hexagons in a honeycomb from the top-left of the area; flat ones are pointy ones turned a quarter."""
    pointy = shape.orientation == "pointy"
    across = shape.across_flats + 2 * bleed  # of the bleed outline
    corners = across * 2 / math.sqrt(3)
    pitch = across + gap  # between neighbours' centres
    wide, high = (room[0], room[1]) if pointy else (room[1], room[0])  # in the pointy frame
    centres = []
    row = 0
    while corners / 2 + row * pitch * math.sqrt(3) / 2 + corners / 2 <= high + 1e-9:
        shift = pitch / 2 if row % 2 else 0.0
        col = 0
        while shift + col * pitch + across <= wide + 1e-9:
            cx, cy = across / 2 + shift + col * pitch, high - corners / 2 - row * pitch * math.sqrt(3) / 2
            centres.append((cx, cy) if pointy else (high - cy, wide - cx))
            col += 1
        row += 1
    per_page = len(centres)
    return [
        [
            Slot(index, cx - shape.w / 2, cy - shape.h / 2, shape)
            for index, (cx, cy) in zip(run[start : start + per_page], centres)
        ]
        for start in range(0, len(run), per_page)
    ]


def _centred(slots: list[Slot], paper: Point, bleed: float) -> list[Slot]:
    """The page's slots moved so that their bleed boxes, as a block, sit in the middle of the paper."""
    left = min(s.x for s in slots) - bleed
    right = max(s.x + s.shape.w for s in slots) + bleed
    bottom = min(s.y for s in slots) - bleed
    top = max(s.y + s.shape.h for s in slots) + bleed
    dx, dy = (paper[0] - left - right) / 2, (paper[1] - bottom - top) / 2
    return [Slot(s.index, s.x + dx, s.y + dy, s.shape) for s in slots]


def split_board(
    index: int, shape: Shape, paper: Point, margin: float = MIN_MARGIN, bleed: float = 0.0, overlap: float = OVERLAP
) -> list[BoardPiece]:
    """A board too large for one page as pieces in reading order, neighbours sharing ``overlap`` mm.

    The pieces along a side are as few as fit and equally long; each reaches ``overlap`` mm into
    the next. The left (upper) piece of each overlap is cut along its middle line, and lies over the
    right (lower) piece's half of the overlap, glued under it: there, a quarter and three quarters
    along the seam, sit two crosses, each with the tip of an arm on the middle line, so that the
    cut edge laid on the tips lines the pieces up and covers the crosses. No cross lies on a part
    of the board that stays in view. Each piece sits at the top-left of the printable area, below
    ``LABEL`` mm for its label; the board's outer edges get ``bleed``.
    """
    if overlap < 4 * CROSS:
        raise ValueError(f"an overlap of {overlap:g} mm leaves no room for alignment crosses of {2 * CROSS:g} mm")
    room = paper[0] - 2 * margin - 2 * bleed, paper[1] - 2 * margin - 2 * bleed - LABEL
    if min(room) <= overlap:
        raise ValueError(f"an overlap of {overlap:g} mm leaves no room on {paper[0]:g}x{paper[1]:g} mm paper")
    xs = _cuts(shape.w, room[0], overlap)
    ys = _cuts(shape.h, room[1], overlap)[::-1]  # row 0 is the top
    x_seams = [(right[0] + left[1]) / 2 for left, right in zip(xs, xs[1:])]
    y_seams = [(upper[0] + lower[1]) / 2 for upper, lower in zip(ys, ys[1:])]
    pieces = []
    for row, (y0, y1) in enumerate(ys):
        for col, (x0, x1) in enumerate(xs):
            left = [seam for seam in x_seams if x0 < seam < x0 + overlap]  # glued under the left neighbour
            upper = [seam for seam in y_seams if y1 - overlap < seam < y1]  # ... and under the upper one
            crosses = [(seam - CROSS, y0 + (y1 - y0) * f) for seam in left for f in ALONG]
            crosses += [(x0 + (x1 - x0) * f, seam + CROSS) for seam in upper for f in ALONG]
            cuts = [((seam, y0), (seam, y1)) for seam in x_seams if x1 - overlap < seam < x1]
            cuts += [((x0, seam), (x1, seam)) for seam in y_seams if y0 < seam < y0 + overlap]
            pieces.append(
                BoardPiece(
                    index,
                    col,
                    row,
                    len(xs),
                    len(ys),
                    (x0, y0, x1, y1),
                    margin + bleed - x0,
                    paper[1] - margin - LABEL - bleed - y1,
                    tuple(crosses),
                    tuple(cuts),
                )
            )
    return pieces


def _cuts(length: float, room: float, overlap: float) -> list[tuple[float, float]]:
    """(start, end) of each piece along one side of ``length`` mm, from 0 up: as few as fit in ``room``."""
    if length <= room + 1e-9:
        return [(0.0, length)]
    count = math.ceil((length - overlap) / (room - overlap) - 1e-9)
    step = (length - overlap) / count  # each piece spans step + overlap
    return [(i * step, i * step + step + overlap) for i in range(count)]


MIN_PT = 6.0  # nothing printed smaller (issue 13)
MIN_CARD_WIDTH = 40.0  # mm: narrower than the narrowest standard card (mini American, 41 mm)


def readability(card: Point, layouts: list[Layouts]) -> list[str]:
    """Why text on a ``card`` (w, h mm) card would be hard to read: narrower than ``MIN_CARD_WIDTH``,
    or a layout's text scaled below ``MIN_PT``.

    A layout's ``style.points`` are the text sizes at its reference card, scaled with the card
    (``Layouts.scale``); text may shrink from there to fit its box, but never grows, so a size the
    card scales below ``MIN_PT`` prints below it. Keys ending in ``min`` are floors, not scaled.
    A layout whose text is small at its own reference size is the layout's matter, not the size's.
    """
    w, h = card
    found = []
    if w < MIN_CARD_WIDTH:
        found.append(
            f"a {w:g} mm wide card is narrower than {MIN_CARD_WIDTH:g} mm (mini American cards are 41): "
            "its text wraps after a word or two"
        )
    for layout in layouts:
        s = layout.scale(w, h)
        points = layout.style.get("points", {})
        small = {
            name: size * s
            for name, size in points.items()
            if not name.endswith("min") and isinstance(size, (int, float)) and size * s < min(MIN_PT, size) - 1e-9
        }
        if small:
            shown = ", ".join(f"{name} {math.floor(size * 10) / 10:g} pt" for name, size in sorted(small.items()))
            need = max(min(MIN_PT, points[name]) / points[name] for name in small)  # the scale that reaches it
            least = "x".join(f"{math.ceil(side * need * 10) / 10:g}" for side in layout.reference)
            found.append(
                f"on a {w:g}x{h:g} mm card the {layout.path.parent.name} layout prints text below {MIN_PT:g} pt "
                f"({shown}); a card of {least} mm or larger (in those proportions) does not"
            )
    return found

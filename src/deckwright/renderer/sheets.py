"""Sheet layout: where every card goes on the printed pages, in millimetres.

Pure geometry, nothing is drawn here. Coordinates follow PDF: the origin is the page's
lower-left corner, x grows right and y grows up. A card's position is the lower-left corner of
its trim box (the size the card is cut to); its face extends ``bleed`` mm further on every side.

Cards fill a grid centred on the page, in reading order (left to right, top to bottom), with
``margin`` mm (at least 5) kept free at every paper edge. Neighbours sit bleed-to-bleed: with
no bleed they share one cut line; with bleed each card has its own cut lines and the bleed of
two neighbours meets between them. ``gap`` adds space between the bleed boxes.

Duplex: the back page of a front page shows, behind every card, that card's back. Turning
the sheet over its long edge mirrors columns, over its short edge mirrors rows; the mirror is
taken within the full grid (it is a mirror of the page), so a partial last row keeps its backs
right under its fronts. ``back_offset`` then shifts everything on the back page, in the back
page's own coordinates, to correct a printer that does not register both sides exactly.

Gutter fold: for printers without duplex, fronts fill the upper half of the page and their
backs, upside down, the lower half, each the mirror image of its front across the horizontal
fold line at mid-page. A ``gutter`` of blank paper lies between them, centred on the fold, so a
fold a little off the middle never shows on a card and no cut runs along the fold.

Crop marks: every cut line gets a mark at both ends, at least ``MIN_MARK`` mm long and starting
``MARK_OFFSET`` mm outside the bleed of the cards in use. A mark stays out of the ``margin``
where it can; where it cannot, it reaches into it, down to ``MARK_EDGE`` mm from the paper's edge
(most printers print there; the margin is kept for the cards). With ``mark_room`` (the default)
the grid leaves that much room; where it cannot, it holds fewer cards. Both are said in
``warnings``. A landscape paper (wider than high) turns the flips: its long edge is horizontal.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from functools import cached_property

CARD_SIZES = {
    "poker": (63.0, 88.0),
    "bridge": (57.0, 89.0),
    "mini": (44.0, 63.0),
    "mini-american": (41.0, 63.0),
    "mini-euro": (44.0, 68.0),
    "tarot": (70.0, 120.0),
    "square": (70.0, 70.0),
    "mpc-poker": (63.5, 88.9),  # MakePlayingCards' poker card, 2.5 x 3.5 in
}
PAPERS = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
    "a3": (297.0, 420.0),
    "legal": (215.9, 355.6),
    "tabloid": (279.4, 431.8),
}
FLIPS = ("long", "short")
MIN_MARGIN = 5.0
MARK_LENGTH = 5.0  # crop marks: length in mm when there is room ...
MIN_MARK = 3.0  # ... and never shorter than this ...
MARK_OFFSET = 1.0  # ... starting this far outside the bleed of the cards in use
MARK_EDGE = 3.0  # a mark that does not fit outside the margin may reach this close to the paper's edge
GUTTER = 6.0  # gutter fold: blank paper between fronts and backs, centred on the fold
SAFE_ZONE = 3.0  # guides: the safe zone's outline lies this far inside the trim

Point = tuple[float, float]
Segment = tuple[Point, Point]


def card_size(text: str) -> Point:
    """A card size by name (``CARD_SIZES``) or as ``WxH`` in millimetres."""
    return _size(text, CARD_SIZES, "card size", "63x88")


def paper_size(text: str) -> Point:
    """A paper size by name (``PAPERS``) or as ``WxH`` in millimetres (``297x210`` is A4 landscape)."""
    return _size(text, PAPERS, "paper", "210x297")


def _size(text: str, named: dict[str, Point], what: str, example: str) -> Point:
    if text.lower() in named:
        return named[text.lower()]
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*[xX×]\s*(\d+(?:\.\d+)?)\s*", text)
    if not match or min(float(match[1]), float(match[2])) <= 0:
        raise ValueError(f"{what} {text!r}: use one of {', '.join(named)} or WxH in mm, e.g. {example}")
    return float(match[1]), float(match[2])


def landscape(paper: Point) -> Point:
    """The paper turned a quarter: its long side across."""
    return max(paper), min(paper)


@dataclass(frozen=True)
class Sheet:
    """One card size on one paper size, and how the back side lines up with the front."""

    card: Point
    paper: Point
    bleed: float = 0.0
    margin: float = MIN_MARGIN
    gap: float = 0.0
    flip: str = "long"
    back_offset: Point = (0.0, 0.0)
    gutter_fold: bool = False
    mark_room: bool = True  # leave room for crop marks of MIN_MARK mm (False: they are not drawn)
    gutter: float = GUTTER

    def __post_init__(self) -> None:
        if self.margin < MIN_MARGIN:
            raise ValueError(f"page margins are at least {MIN_MARGIN} mm")
        if self.bleed < 0 or self.gap < 0 or self.gutter < 0:
            raise ValueError("bleed, gap and gutter cannot be negative")
        if self.flip not in FLIPS:
            raise ValueError(f"flip is one of {', '.join(FLIPS)}")
        if self.per_page == 0:
            fits = f"a {self.card[0]:g}x{self.card[1]:g} mm card with {self.bleed:g} mm bleed"
            paper = f"{self.paper[0]:g}x{self.paper[1]:g} mm paper"
            if min(self._fit(self.margin)):
                raise ValueError(f"{fits} leaves no room for crop marks on {paper}: turn crop marks off")
            raise ValueError(f"{fits} does not fit on {paper}")

    @property
    def cell(self) -> Point:
        """The bleed box of one card."""
        return self.card[0] + 2 * self.bleed, self.card[1] + 2 * self.bleed

    @property
    def landscape(self) -> bool:
        return self.paper[0] > self.paper[1]

    def _fit(self, margin: float) -> tuple[int, int]:
        """(columns, rows) that fit with ``margin`` mm free at every paper edge."""
        pw, ph = self.paper
        height = ph / 2 - self.gutter / 2 - margin if self.gutter_fold else ph - 2 * margin
        return _fit(pw - 2 * margin, self.cell[0], self.gap), _fit(height, self.cell[1], self.gap)

    @cached_property
    def grid(self) -> tuple[int, int]:
        """(columns, rows) of fronts on one page."""
        marks = MARK_EDGE + MIN_MARK + MARK_OFFSET
        return self._fit(max(self.margin, marks) if self.mark_room else self.margin)

    @property
    def warnings(self) -> list[str]:
        """What the layout gave up so that every cut line gets crop marks (empty: nothing)."""
        (cols, rows), (most_cols, most_rows) = self.grid, self._fit(self.margin)
        (w, h), (pw, ph) = self.card, self.paper
        run = f"{w:g}x{h:g} mm cards with {self.bleed:g} mm bleed on {pw:g}x{ph:g} mm paper"
        found = []
        lost = [
            f"{n} {what if n != 1 else what[:-1]} instead of {m}"
            for n, m, what in ((cols, most_cols, "columns"), (rows, most_rows, "rows"))
            if n < m
        ]
        if lost:
            found.append(
                f"{run}: {' and '.join(lost)}, so that every cut line gets crop marks of at least {MIN_MARK:g} mm "
                f"({most_cols * most_rows} a page without crop marks)"
            )
        edge = min((min(x, y, pw - x, ph - y) for mark in self.crop_marks(self.per_page) for x, y in mark), default=ph)
        if edge < self.margin - 1e-6:
            found.append(
                f"{run}: crop marks reach {edge:.1f} mm from the paper's edge, inside the {self.margin:g} mm "
                "margin; a printer that cannot print there shortens them"
            )
        return found

    @property
    def fold_notes(self) -> list[str]:
        """With gutter fold, why a sheet holds so few cards when the paper turned a quarter holds
        more (poker cards on A4: 3 upright, 4 across); empty otherwise."""
        (w, h), (pw, ph), (cols, rows) = self.card, self.paper, self.grid
        turned = replace(self, paper=(ph, pw))
        if not self.gutter_fold or turned.per_page <= self.per_page:
            return []
        option = "without --landscape" if self.landscape else "with --landscape"
        return [
            f"{w:g}x{h:g} mm cards with {self.bleed:g} mm bleed on {pw:g}x{ph:g} mm paper: gutter fold fits "
            f"{self.per_page} a sheet, as half the paper holds {rows} {'row' if rows == 1 else 'rows'} of {cols}; "
            f"{option} it fits {turned.per_page}"
        ]

    @property
    def per_page(self) -> int:
        return self.grid[0] * self.grid[1]

    def pages(self, count: int) -> int:
        return math.ceil(count / self.per_page)

    @cached_property
    def _grid_box(self) -> tuple[float, float, float, float]:
        """(left, bottom, right, top) of the fronts' bleed boxes as a whole."""
        cols, rows = self.grid
        width = cols * self.cell[0] + (cols - 1) * self.gap
        height = rows * self.cell[1] + (rows - 1) * self.gap
        left = (self.paper[0] - width) / 2
        bottom = (self.paper[1] + self.gutter) / 2 if self.gutter_fold else (self.paper[1] - height) / 2
        return left, bottom, left + width, bottom + height

    @property
    def turns_columns(self) -> bool:
        """Does turning the sheet over its ``flip`` edge mirror left and right (else top and bottom)?
        Over the long edge of a portrait page, or the short edge of a landscape one."""
        return (self.flip == "long") != self.landscape

    @property
    def _mirror_columns(self) -> bool:
        """Do the backs mirror the columns (else the rows)? Gutter fold mirrors rows, across the fold."""
        return not self.gutter_fold and self.turns_columns

    def turned(self, at: Point, size: Point) -> Point:
        """Where the back of a ``size`` (w, h) box whose front's lower-left corner is ``at`` sits on
        the back page: the front's mirror image across the centre line that turning the sheet over
        its ``flip`` edge mirrors, shifted by ``back_offset``. Every layout's backs go through it."""
        return self._mirrored(at, size, self.turns_columns)

    def _mirrored(self, at: Point, size: Point, columns: bool) -> Point:
        (x, y), (w, h), (pw, ph) = at, size, self.paper
        if columns:
            x = pw - x - w
        else:
            y = ph - y - h
        return x + self.back_offset[0], y + self.back_offset[1]

    def slot(self, index: int) -> tuple[int, int]:
        """(column, row) of the ``index``-th card of a page; row 0 is the top row."""
        if not 0 <= index < self.per_page:
            raise IndexError(f"slot {index} is not on a page of {self.per_page}")
        return index % self.grid[0], index // self.grid[0]

    def slot_position(self, col: int, row: int) -> Point:
        """Trim-box lower-left corner of the front in grid cell (col, row)."""
        left, _, _, top = self._grid_box
        x = left + col * (self.cell[0] + self.gap) + self.bleed
        y = top - (row + 1) * self.cell[1] - row * self.gap + self.bleed
        return x, y

    def front(self, index: int) -> Point:
        """Where the ``index``-th card of a page sits on its front page."""
        return self.slot_position(*self.slot(index))

    def back_slot(self, index: int) -> tuple[int, int]:
        """The grid cell, seen on the back page, behind the ``index``-th front of a page."""
        col, row = self.slot(index)
        cols, rows = self.grid
        if self.gutter_fold:
            return col, row  # same cell, mirrored into the lower half (see back())
        return (cols - 1 - col, row) if self._mirror_columns else (col, rows - 1 - row)

    def back(self, index: int) -> Point:
        """Where the back of the ``index``-th card of a page sits (back page, or lower half when folding).

        Found as the physical mirror of the front's position (across the page's centre line, or
        across the fold), then shifted by ``back_offset``.
        """
        return self._mirrored(self.front(index), self.card, self._mirror_columns)

    def cut_lines(self, count: int) -> tuple[list[float], list[float]]:
        """Distinct x and y positions of the trim edges of the first ``count`` cards of a page.

        With gutter fold the y positions include the backs' trim edges in the lower half.
        """
        xs: set[float] = set()
        ys: set[float] = set()
        (w, h), ph = self.card, self.paper[1]
        for index in range(min(count, self.per_page)):
            x, y = self.front(index)
            xs.update((round(x, 6), round(x + w, 6)))
            ys.update((round(y, 6), round(y + h, 6)))
            if self.gutter_fold:
                ys.update((round(ph - y, 6), round(ph - y - h, 6)))
        return sorted(xs), sorted(ys)

    def used_box(self, count: int) -> tuple[float, float, float, float]:
        """(left, bottom, right, top) of the bleed boxes of the first ``count`` cards (and their
        backs in the lower half, with gutter fold): an empty last row is not part of it."""
        (w, h), b = self.card, self.bleed
        corners = [self.front(index) for index in range(min(count, self.per_page))]
        left, right = min(x for x, _ in corners) - b, max(x for x, _ in corners) + w + b
        bottom, top = min(y for _, y in corners) - b, max(y for _, y in corners) + h + b
        if self.gutter_fold:
            bottom = self.paper[1] - top
        return left, bottom, right, top

    def crop_marks(self, count: int) -> list[Segment]:
        """Crop marks for the first ``count`` cards of a page, all in the page margins.

        Each cut line gets a mark at both of its ends, from ``MARK_OFFSET`` mm outside the bleed
        of the cards in use outward, up to ``MARK_LENGTH`` mm and not into the ``margin``, or
        ``MIN_MARK`` mm reaching into it down to ``MARK_EDGE``. A mark that has not even that
        room is left out (only without ``mark_room``).
        """
        if count <= 0:
            return []
        left, bottom, right, top = self.used_box(count)
        xs, ys = self.cut_lines(count)
        pw, ph = self.paper
        m = self.margin
        up, down = _span(top + MARK_OFFSET, 1, ph - m, ph), _span(bottom - MARK_OFFSET, -1, m, 0.0)
        out_left, out_right = _span(left - MARK_OFFSET, -1, m, 0.0), _span(right + MARK_OFFSET, 1, pw - m, pw)
        marks: list[Segment] = []
        for x in xs:
            marks += [((x, a), (x, b)) for a, b in filter(None, (up, down))]
        for y in ys:
            marks += [((a, y), (b, y)) for a, b in filter(None, (out_left, out_right))]
        return marks

    def fold_marks(self) -> list[Segment]:
        """Gutter fold: the fold line's two ends, in the left and right margins."""
        left, _, right, _ = self._grid_box
        y, pw, m = self.paper[1] / 2, self.paper[0], self.margin
        return [
            ((a, y), (b, y))
            for a, b in filter(None, (_span(left - MARK_OFFSET, -1, m, 0.0), _span(right + MARK_OFFSET, 1, pw - m, pw)))
        ]


def _fit(room: float, size: float, gap: float) -> int:
    """How many ``size`` boxes with ``gap`` between them fit in ``room`` (with 1 µm tolerance)."""
    return max(0, math.floor((room + gap + 1e-3) / (size + gap)))


def _span(start: float, direction: int, margin: float, edge: float) -> tuple[float, float] | None:
    """A mark's ends: from ``start`` in ``direction`` (+1/-1), up to MARK_LENGTH but not past the
    ``margin`` line; or MIN_MARK long into the margin, if it stays MARK_EDGE clear of the paper's
    ``edge``. None when not even that fits."""
    room = (margin - start) * direction
    if room >= MIN_MARK - 1e-6:
        return start, start + direction * min(MARK_LENGTH, room)
    if (edge - start) * direction - MARK_EDGE >= MIN_MARK - 1e-6:
        return start, start + direction * MIN_MARK
    return None

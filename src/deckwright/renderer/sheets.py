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

Gutter fold: for printers without duplex, fronts fill the upper half of a portrait page and
their backs, upside down, the lower half, each the mirror image of its front across the
horizontal fold line at mid-page; cards touch the fold with their bleed edge.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import cached_property

CARD_SIZES = {"poker": (63.0, 88.0), "bridge": (57.0, 89.0), "mini": (44.0, 63.0), "tarot": (70.0, 120.0)}
PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
FLIPS = ("long", "short")
MIN_MARGIN = 5.0
MARK_LENGTH = 5.0  # crop marks: length in mm ...
MARK_OFFSET = 1.0  # ... starting this far outside the grid's bleed edge
SAFE_ZONE = 3.0  # guides: the safe zone's outline lies this far inside the trim

Point = tuple[float, float]
Segment = tuple[Point, Point]


def card_size(text: str) -> Point:
    """A card size by name (poker, bridge, mini, tarot) or as ``WxH`` in millimetres."""
    if text.lower() in CARD_SIZES:
        return CARD_SIZES[text.lower()]
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*[xX×]\s*(\d+(?:\.\d+)?)\s*", text)
    if not match or min(float(match[1]), float(match[2])) <= 0:
        raise ValueError(f"card size {text!r}: use one of {', '.join(CARD_SIZES)} or WxH in mm, e.g. 63x88")
    return float(match[1]), float(match[2])


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

    def __post_init__(self) -> None:
        if self.margin < MIN_MARGIN:
            raise ValueError(f"page margins are at least {MIN_MARGIN} mm")
        if self.bleed < 0 or self.gap < 0:
            raise ValueError("bleed and gap cannot be negative")
        if self.flip not in FLIPS:
            raise ValueError(f"flip is one of {', '.join(FLIPS)}")
        if self.per_page == 0:
            raise ValueError(
                f"a {self.card[0]:g}x{self.card[1]:g} mm card with {self.bleed:g} mm bleed does "
                f"not fit on {self.paper[0]:g}x{self.paper[1]:g} mm paper"
            )

    @property
    def cell(self) -> Point:
        """The bleed box of one card."""
        return self.card[0] + 2 * self.bleed, self.card[1] + 2 * self.bleed

    @cached_property
    def grid(self) -> tuple[int, int]:
        """(columns, rows) of fronts on one page."""
        height = self.paper[1] / 2 - self.margin if self.gutter_fold else self.paper[1] - 2 * self.margin
        return _fit(self.paper[0] - 2 * self.margin, self.cell[0], self.gap), _fit(height, self.cell[1], self.gap)

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
        bottom = self.paper[1] / 2 if self.gutter_fold else (self.paper[1] - height) / 2
        return left, bottom, left + width, bottom + height

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
        return (cols - 1 - col, row) if self.flip == "long" else (col, rows - 1 - row)

    def back(self, index: int) -> Point:
        """Where the back of the ``index``-th card of a page sits (back page, or lower half when folding).

        Found as the physical mirror of the front's position (across the page's centre line, or
        across the fold), then shifted by ``back_offset``.
        """
        x, y = self.front(index)
        (w, h), (pw, ph) = self.card, self.paper
        if self.gutter_fold or self.flip == "short":
            y = ph - y - h
        else:
            x = pw - x - w
        return x + self.back_offset[0], y + self.back_offset[1]

    def cut_lines(self, count: int) -> tuple[list[float], list[float]]:
        """Distinct x and y positions of the trim edges of the first ``count`` cards of a page.

        With gutter fold the y positions include the backs' trim edges in the lower half.
        """
        xs, ys = set(), set()
        (w, h), ph = self.card, self.paper[1]
        for index in range(min(count, self.per_page)):
            x, y = self.front(index)
            xs.update((round(x, 6), round(x + w, 6)))
            ys.update((round(y, 6), round(y + h, 6)))
            if self.gutter_fold:
                ys.update((round(ph - y, 6), round(ph - y - h, 6)))
        return sorted(xs), sorted(ys)

    def crop_marks(self, count: int) -> list[Segment]:
        """Crop marks for the first ``count`` cards of a page, all in the page margins.

        Each cut line gets a mark at both of its ends, from ``MARK_OFFSET`` mm outside the
        grid's bleed edge outward, up to ``MARK_LENGTH`` mm but never into the ``margin``.
        A side with less than 1 mm of room gets no marks.
        """
        left, bottom, right, top = self._grid_box
        if self.gutter_fold:
            bottom = self.paper[1] - top
        xs, ys = self.cut_lines(count)
        pw, ph = self.paper
        lo_x, hi_x = self.margin, pw - self.margin
        lo_y, hi_y = self.margin, ph - self.margin
        marks: list[Segment] = []
        for x in xs:
            marks += [
                ((x, a), (x, b))
                for a, b in (_span(top + MARK_OFFSET, 1, hi_y), _span(bottom - MARK_OFFSET, -1, lo_y))
                if a is not None
            ]
        for y in ys:
            marks += [
                ((a, y), (b, y))
                for a, b in (_span(left - MARK_OFFSET, -1, lo_x), _span(right + MARK_OFFSET, 1, hi_x))
                if a is not None
            ]
        return marks

    def fold_marks(self) -> list[Segment]:
        """Gutter fold: the fold line's two ends, in the left and right margins."""
        left, _, right, _ = self._grid_box
        y = self.paper[1] / 2
        return [
            ((a, y), (b, y))
            for a, b in (
                _span(left - MARK_OFFSET, -1, self.margin),
                _span(right + MARK_OFFSET, 1, self.paper[0] - self.margin),
            )
            if a is not None
        ]


def _fit(room: float, size: float, gap: float) -> int:
    """How many ``size`` boxes with ``gap`` between them fit in ``room`` (with 1 µm tolerance)."""
    return max(0, math.floor((room + gap + 1e-3) / (size + gap)))


def _span(start: float, direction: int, limit: float) -> tuple[float | None, float | None]:
    """A mark's ends: from ``start`` in ``direction`` (+1/-1), at most MARK_LENGTH, stopping at ``limit``.

    (None, None) when less than 1 mm fits."""
    room = (limit - start) * direction
    if room < 1.0:
        return None, None
    return start, start + direction * min(MARK_LENGTH, room)

"""Northgard map tiles and building tokens, drawn as vectors at their real size.

A tile's front is its ground, its border lines (``tilemap.borders``: regular ones a smooth line,
rough ones a thicker zigzag of mountain teeth, both ending exactly on the side's grid points and
carried on through the bleed), and each territory's resources, building spaces and lair at its
anchor (``tilemap.anchors``); a starting tile is marked in a corner where the mark covers no
border, and every tile shows its id 3 mm inside the cut. A building token shows the building's name and what it gives.
"""

from __future__ import annotations

import math

from reportlab.pdfgen.canvas import Canvas

from ...model.northgard import RESOURCES, Ruleset, Tile
from ...typeset.box import Box
from ...typeset.fonts import text_width_pt
from ..draw import Frame, Pen, face, shade
from ..icons import INK, PAPER
from ..sheets import SAFE_ZONE
from ..text import PT, fit_text
from . import icons  # noqa: F401  (registers the icons)
from .face import centred
from .layout import COLOURS, POINTS, TILE, TOKEN
from .tilemap import Border, Point, anchors, borders
from .verbalize import BUILDING_NAMES, label

SPACE_ICONS = {"small": "ng_small", "large": "ng_large", "carved": "ng_carved"}
TOKEN_ICONS = (  # what a building gives besides resources: ruleset key -> icon
    ("fame", "ng_fame"),
    ("defense_points", "ng_combat"),
    ("defense_casualties", "ng_casualty"),
    ("recruit_bonus", "ng_recruit"),
    ("draw_bonus", "ng_draw"),
    ("carved", "ng_carved"),
)


def border_polyline(border: Border) -> list[Point]:
    """The points a border is stroked through: its curve, finely; a rough one as a zigzag whose
    teeth stand ``depth`` mm off the curve every ``tooth`` mm. Both ends stay exactly on the curve."""
    style = TILE["border"][border.kind]
    if border.kind != "rough":
        return border.points(24)
    teeth = max(2, round(border.length() / style["tooth"]))
    fine = border.points(teeth * 2)
    out = [fine[0]]
    for i in range(1, len(fine) - 1):
        (x0, y0), (x1, y1) = fine[i - 1], fine[i + 1]
        d = math.hypot(x1 - x0, y1 - y0) or 1.0
        side = style["depth"] if i % 2 else -style["depth"] * 0.3
        out.append((fine[i][0] - (y1 - y0) / d * side, fine[i][1] + (x1 - x0) / d * side))
    out.append(fine[-1])
    return out


def _outward(point: Point, size: float, bleed: float) -> Point | None:
    """The point ``bleed`` mm beyond the tile's edge straight out from ``point`` (None inside)."""
    x, y = point
    for on_edge, far in (
        (x == 0, (-bleed, y)),
        (x == size, (size + bleed, y)),
        (y == 0, (x, -bleed)),
        (y == size, (x, size + bleed)),
    ):
        if on_edge:
            return far
    return None


def draw_tile(canvas: Canvas, tile: Tile, at: Frame, lang: str = "en") -> list[str]:
    """A map tile's front, ``at.w`` mm square."""
    w, h, bleed = at.w, at.h, at.bleed
    with face(canvas, at, w / TILE["size"], COLOURS["land"][0]) as (pen, area):
        _stripes(pen, area)
        lines = borders(tile, w, TILE["pocket"], TILE["island"])
        for border in lines:
            style = TILE["border"][border.kind]
            if border.ring:
                pen.circle(*border.start, border.ring, shade(COLOURS["land"][0], 1.25))
            ends = [_outward(end, w, bleed) for end in (border.start, border.end)] if bleed and not border.ring else []
            strokes = [border_polyline(border)] + [
                [end, far] for end, far in zip((border.start, border.end), ends) if far
            ]
            if "edge" in style:  # a darker line under it, showing on each side
                pen.lines(strokes, TILE["border"]["regular"]["colour"], style["width"] + 2 * style["edge"])
            pen.lines(strokes, style["colour"], style["width"])
        size = TILE["icon"] * pen.s
        for territory, (ax, ay) in zip(tile.territories, anchors(tile, w, lines, TILE["island"])):
            goods = [f"ng_{res}" for res, n in territory.resources if res in RESOURCES for _ in range(n)]
            spaces = [SPACE_ICONS[space] for space in territory.spaces] + (["ng_lair"] if territory.lair else [])
            rows = [row for row in (goods, spaces) if row]
            top = ay - len(rows) * size * 1.1 / 2
            for index, row in enumerate(rows):
                left = ax - (len(row) * size * 1.1 - size * 0.1) / 2
                for i, name in enumerate(row):
                    pen.icon(name, left + i * size * 1.1, top + index * size * 1.1, size)
        if tile.start:
            mark = start_mark(tile, lines, w, h, lang)
            pen.rect(mark, PAPER, INK, 0.25 * pen.s, radius=1.2 * pen.s)
            centred(pen, label(tile.start, lang), mark.inset(pen.s, 0), 7 * pen.s, lang)
        ident = id_box(w, h)
        pen.text(
            fit_text(
                tile.id, ident.w, ident.h, "italic", TILE["label"] * pen.s, POINTS["min"], "right", lang, "middle"
            ),
            ident,
            INK,
        )
    return []


LEAN = 0.5  # mm an italic letter's ink may reach right of its advance (the id ends in one)


def id_box(w: float, h: float) -> Box:
    """Where a ``w`` x ``h`` mm tile prints its id: the bottom-right corner, its letters' ink
    ``SAFE_ZONE`` mm inside the cut (the box ``LEAN`` mm more on the right, where the id ends)."""
    s = w / TILE["size"]
    return Box(w - SAFE_ZONE - LEAN - 20 * s, h - SAFE_ZONE - 4 * s, 20 * s, 4 * s)


def start_mark(tile: Tile, lines: list[Border], w: float, h: float, lang: str) -> Box:
    """The plate of a starting tile's label, ``SAFE_ZONE`` mm inside the cut in the first corner
    (bottom-left, top-left, top-right) where it covers no border line: as wide as its words at 7 pt,
    or narrower (its words shrink, down to 6 pt) where that covers one in every corner; the
    bottom-left one where no width fits."""
    s = w / TILE["size"]
    text = label(tile.start, lang) if tile.start else ""
    needed = min(w * 0.55, text_width_pt(text, "bold", 7 * s) * PT + 3 * s)
    height = 6.5 * s
    plates = [
        box
        for width in (needed, needed * 0.85, needed * 0.7)
        for box in (
            Box(SAFE_ZONE, h - SAFE_ZONE - height, width, height),
            Box(SAFE_ZONE, SAFE_ZONE, width, height),
            Box(w - SAFE_ZONE - width, SAFE_ZONE, width, height),
        )
    ]
    return next((box for box in plates if not any(covers(box, border) for border in lines)), plates[0])


def covers(box: Box, border: Border) -> bool:
    """Whether ``box`` lies on any part of the stroked ``border`` (its line's width, and 0.5 mm more)."""
    reach = TILE["border"][border.kind]["width"] / 2 + 0.5
    points = border_polyline(border)
    grown = Box(box.x - reach, box.y - reach, box.w + 2 * reach, box.h + 2 * reach)
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        steps = max(1, math.ceil(math.hypot(x1 - x0, y1 - y0) / 0.25))
        for i in range(steps + 1):
            x, y = x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps
            if grown.x <= x <= grown.right and grown.y <= y <= grown.bottom:
                return True
    return False


def _stripes(pen: Pen, area: Box) -> None:
    """The land's soft diagonal stripes."""
    land = COLOURS["land"]
    step = 9 * pen.s
    for i in range(-int(area.h / step) - 2, int(area.w / step) + 2, 2):
        left = area.x + i * step
        pen.line([(left, area.bottom), (left + area.h, area.y)], land[1], step * 0.45)


def draw_tile_back(canvas: Canvas, title: str, sea: str, at: Frame, lang: str = "en") -> list[str]:
    """A tile's back: the ``sea`` with waves and a plate with ``title``."""
    w, h = at.w, at.h
    with face(canvas, at, w / TILE["size"], sea) as (pen, area):
        step = 5 * pen.s
        for j in range(int(area.h / step) + 2):
            top = area.y + j * step
            for i in range(-1, int(area.w / (2 * step)) + 2):
                left = area.x + (j % 2) * step + i * 2 * step
                pen.line(
                    [(left, top), (left + step * 0.5, top - pen.s), (left + step, top)], shade(sea, 1.3), 0.3 * pen.s
                )
        plate = Box(w * 0.15, h * 0.42, w * 0.7, h * 0.16)
        pen.rect(plate, PAPER, COLOURS["gold"], 0.5 * pen.s, radius=1.5 * pen.s)
        centred(pen, title, plate.inset(1.5 * pen.s, 0), 10 * pen.s, lang)
    return []


def token_size(building: dict) -> float:
    """A building token's side in mm: small or large."""
    return TOKEN[building["size"]]


def draw_token(canvas: Canvas, kind: str, rules: Ruleset, at: Frame, lang: str = "en") -> list[str]:
    """A building token: the building's name over what it gives (resources, fame, combat)."""
    w, h = at.w, at.h
    building = rules.building(kind)
    with face(canvas, at, w / TOKEN["small"], COLOURS["token"][building["size"]]) as (pen, _):
        pen.rect(Box(0.8, 0.8, w - 1.6, h - 1.6), None, INK, 0.3, radius=1.2)
        name = BUILDING_NAMES[kind][0 if lang == "en" else 1]
        head = Box(1.5, 1.5, w - 3, h * 0.42)
        centred(pen, name, head, 7, lang)
        gives = [f"ng_{res}" for res, n in building.get("produce", {}).items() for _ in range(n)]
        gives += [icon for key, icon in TOKEN_ICONS if building.get(key)]
        size = min(h * 0.36, (w - 3) / max(len(gives), 1) / 1.1)
        left = (w - len(gives) * size * 1.1 + size * 0.1) / 2
        for i, icon in enumerate(gives):
            pen.icon(icon, left + i * size * 1.1, h * 0.5, size)
    return []

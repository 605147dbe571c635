"""Kingdom Builder card and tile faces, drawn as vectors from the named boxes of ``layout.yaml``.

Cards (the run's card size): terrain cards (the terrain's colour and pattern over the whole
card, its letter and name), goal cards (the scoring rule written out by ``verbalize``) and tile
summary cards (the tile drawn small, its placement rule written out), each with a footer naming
the set, and a back per kind. Hex location tiles: the tile's name, a settlement (built) or a
settlement and an arrow (moved), how many, and the target terrain; the back is the same tile
greyed and marked "used" (a tile is turned over once used in a turn).

``(x_mm, y_mm)`` is the trim box's lower-left corner; every face paints ``bleed_mm`` beyond it
and returns warnings (the rule text that does not fit, as ``measure.text_overflow`` words it).
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ...model.kb import BUILDABLE, Goal, Tile
from ..box import Box
from ..draw import Pen, ink_on, shade
from ..icons import INK, PAPER
from ..text import fit_text
from .board import arrow, corners, pattern, polygon, settlement
from .layout import COLOURS, FACES, FONTS, LETTERS, POINTS
from .measure import card_boxes, name_layout, overflow_warning, rule_layout
from .verbalize import label, localized, terrain_name

PARCHMENT, FRAME = COLOURS["parchment"], COLOURS["frame"]


def _bleed_box(w: float, h: float, bleed: float) -> Box:
    return Box(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed)


def _footer(pen: Pen, box: Box, text: str, lang: str, colour: str = INK) -> None:
    layout = fit_text(text, box.w, box.h, FONTS["footer"], POINTS["footer"] * pen.s, 3.5, "left", lang, "middle")
    pen.text(layout, box, colour)


def _card(
    canvas: Canvas,
    kind: str,
    name: dict[str, str],
    rule: str,
    set_name: str,
    x_mm: float,
    y_mm: float,
    w_mm: float,
    h_mm: float,
    bleed_mm: float,
    lang: str,
) -> tuple[Pen, dict[str, Box], list[str]]:
    """A goal or summary card's common parts: background, frame, name plate, rule text, footer."""
    boxes = card_boxes(kind, w_mm, h_mm)
    pen = Pen(canvas, x_mm, y_mm, w_mm, h_mm, FACES.scale(w_mm, h_mm))
    s = pen.s
    pen.rect(_bleed_box(w_mm, h_mm, bleed_mm), PARCHMENT)
    pen.rect(boxes["frame"], None, FRAME, 1.0 * s, radius=2.5 * s)
    pen.rect(boxes["title"], shade(COLOURS["gold"], 1.4), FRAME, 0.4 * s, radius=1.5 * s)
    title = name_layout(localized(name, lang), boxes, s, lang)
    pen.text(title, boxes["name"])
    text = rule_layout(rule, boxes, s, lang)
    pen.text(text, boxes["text"])
    _footer(pen, boxes["footer"], f"{label(kind, lang)} · {set_name}", lang)
    return pen, boxes, [overflow_warning(name, kind, lang, w_mm, h_mm)] if text.overflow or title.overflow else []


def draw_goal(
    canvas: Canvas,
    goal: Goal,
    rule: str,
    set_name: str,
    x_mm: float,
    y_mm: float,
    w_mm: float,
    h_mm: float,
    bleed_mm: float = 0.0,
    lang: str = "en",
) -> list[str]:
    """A goal card: its name, a gold coin with what it pays, its scoring rule."""
    pen, boxes, warnings = _card(canvas, "goal", goal.name, rule, set_name, x_mm, y_mm, w_mm, h_mm, bleed_mm, lang)
    emblem = boxes["emblem"]
    r = min(emblem.w, emblem.h) / 2
    cx, cy = emblem.x + emblem.w / 2, emblem.y + emblem.h / 2
    pen.circle(cx, cy, r, COLOURS["gold"], FRAME, 0.5 * pen.s)
    pen.circle(cx, cy, r * 0.8, None, shade(COLOURS["gold"], 0.7), 0.3 * pen.s)
    pays = "/".join(str(g) for g in goal.scoring.ranks) if goal.scoring.ranks else str(goal.scoring.gold)
    coin = fit_text(f"**{pays}**", 1.5 * r, 1.2 * r, "regular", 22 * pen.s, 5, "center", lang, "middle")
    pen.text(coin, Box(cx - 0.75 * r, cy - 0.6 * r, 1.5 * r, 1.2 * r))
    return warnings


def draw_summary(
    canvas: Canvas,
    tile: Tile,
    rule: str,
    set_name: str,
    x_mm: float,
    y_mm: float,
    w_mm: float,
    h_mm: float,
    bleed_mm: float = 0.0,
    lang: str = "en",
) -> list[str]:
    """A tile's summary card: the tile drawn small, its placement rule."""
    pen, boxes, warnings = _card(canvas, "summary", tile.name, rule, set_name, x_mm, y_mm, w_mm, h_mm, bleed_mm, lang)
    emblem = boxes["emblem"]
    draw_tile(canvas, tile, False, x_mm + emblem.x, y_mm + h_mm - emblem.bottom, emblem.w, emblem.h, 0.0, lang)
    return warnings


def draw_terrain(
    canvas: Canvas,
    terrain: str,
    x_mm: float,
    y_mm: float,
    w_mm: float,
    h_mm: float,
    bleed_mm: float = 0.0,
    lang: str = "en",
) -> list[str]:
    """A terrain card: the terrain's colour and marks all over, its letter on a disc, its name."""
    boxes = FACES.boxes(["terrain"], w_mm, h_mm)
    pen = Pen(canvas, x_mm, y_mm, w_mm, h_mm, FACES.scale(w_mm, h_mm))
    s = pen.s
    canvas.saveState()
    area = _bleed_box(w_mm, h_mm, bleed_mm)
    pen.clip(area)
    pen.rect(area, COLOURS[terrain])
    pattern(pen, terrain, area, 5.0 * s)
    letter, plate = boxes["letter"], boxes["plate"]
    r = letter.w / 2
    pen.circle(letter.x + r, letter.y + r, r, PARCHMENT, FRAME, 0.6 * s)
    big = fit_text(
        f"**{LETTERS[terrain]}**", letter.w, letter.h, "regular", POINTS["letter"] * s, 8, "center", lang, "middle"
    )
    pen.text(big, letter)
    pen.rect(plate, PARCHMENT, FRAME, 0.5 * s, radius=1.5 * s)
    name = fit_text(
        f"**{terrain_name(terrain, lang)}**",
        plate.w - 2 * s,
        plate.h,
        "regular",
        POINTS["name"] * 1.2 * s,
        POINTS["min"],
        "center",
        lang,
        "middle",
    )
    pen.text(name, plate.inset(s, 0))
    canvas.restoreState()
    return []


def draw_tile(
    canvas: Canvas,
    tile: Tile,
    used: bool,
    x_mm: float,
    y_mm: float,
    w_mm: float,
    h_mm: float,
    bleed_mm: float = 0.0,
    lang: str = "en",
) -> list[str]:
    """A hex location tile (``used``: its back): name, what its action does, the target terrain."""
    boxes = FACES.boxes(["tile"], w_mm, h_mm)
    pen = Pen(canvas, x_mm, y_mm, w_mm, h_mm, FACES.scale(w_mm, h_mm))
    s = pen.s
    across = w_mm  # a pointy hexagon's trim box is as wide as the hex across its flats
    cx, cy = w_mm / 2, h_mm / 2
    ground = COLOURS["used"] if used else PARCHMENT
    ink = shade(INK, 1.5) if used else INK
    polygon(pen, corners(cx, cy, across + 2 * bleed_mm), ground)
    polygon(pen, corners(cx, cy, across - 3.0 * s), None, FRAME, 0.5 * s)
    glyph = boxes["glyph"]
    u = glyph.h
    gx, gy = glyph.x + glyph.w / 2, glyph.y + glyph.h / 2
    rule = tile.placement
    if rule.action == "move":
        settlement(pen, gx - 0.3 * u, gy, 0.55 * u, PAPER if not used else ground, ink)
        arrow(pen, gx + 0.32 * u, gy, 0.5 * u, ink)
    else:
        settlement(pen, gx, gy, 0.7 * u, PAPER if not used else ground, ink)
    if rule.count > 1:
        times = fit_text(f"**×{rule.count}**", 0.5 * u, 0.4 * u, "regular", 14 * s, 3, "left", lang, "middle")
        pen.text(times, Box(glyph.right, glyph.y, 0.5 * u, 0.4 * u), ink)
    name = boxes["name"]
    text = f"**{localized(tile.name, lang)}**" + (f" ({label('used', lang)})" if used else "")
    pen.text(fit_text(text, name.w, name.h, "regular", POINTS["tile_name"] * s, 3, "center", lang, "middle"), name, ink)
    _target(pen, rule.terrain, boxes["target"], used, lang)
    return []


def _target(pen: Pen, terrain: str, box: Box, used: bool, lang: str) -> None:
    """Where the action goes: a small hex of the terrain with its letter; 'played': a card with '?';
    'buildable': a hex of wedges of the five terrains."""
    cx, cy = box.x + box.w / 2, box.y + box.h / 2
    size = min(box.w, box.h * 0.866)
    if terrain == "played":
        card = Box(cx - size * 0.32, cy - size * 0.45, size * 0.64, size * 0.9)
        pen.rect(card, PARCHMENT, FRAME, 0.3 * pen.s, radius=0.6 * pen.s)
        mark, colour = "?", INK
    elif terrain == "buildable":  # a wedge of each buildable terrain
        points = corners(cx, cy, size)
        for i, (a, b) in enumerate(zip(points, points[1:] + points[:1])):
            polygon(pen, [(cx, cy), a, b], COLOURS["used"] if used else COLOURS[BUILDABLE[i % len(BUILDABLE)]])
        polygon(pen, points, None, FRAME, 0.3 * pen.s)
        mark, colour = "", INK
    else:
        fill = COLOURS["used"] if used else COLOURS[terrain]
        polygon(pen, corners(cx, cy, size), fill, FRAME, 0.3 * pen.s)
        mark, colour = LETTERS[terrain], ink_on(fill)
    if not mark:
        return
    letter = fit_text(f"**{mark}**", size, size * 0.8, "regular", 11 * pen.s, 3, "center", lang, "middle")
    pen.text(letter, Box(cx - size / 2, cy - size * 0.4, size, size * 0.8), colour)


def draw_back(
    canvas: Canvas,
    kind: str,
    title: str,
    x_mm: float,
    y_mm: float,
    w_mm: float,
    h_mm: float,
    bleed_mm: float = 0.0,
    lang: str = "en",
) -> list[str]:
    """A card back ('terrain', 'goal', 'summary' or 'section'): a frame, a medallion, the kind's name."""
    boxes = FACES.boxes(["back"], w_mm, h_mm)
    pen = Pen(canvas, x_mm, y_mm, w_mm, h_mm, FACES.scale(w_mm, h_mm))
    s = pen.s
    canvas.saveState()
    area = _bleed_box(w_mm, h_mm, bleed_mm)
    pen.clip(area)
    pen.rect(area, COLOURS["back"])
    gold = COLOURS["gold"]
    pen.rect(boxes["frame"], None, gold, 0.9 * s, radius=3 * s)
    pen.rect(boxes["inner_frame"], None, gold, 0.3 * s, radius=2 * s)
    medallion = boxes["medallion"]
    r = medallion.w / 2
    cx, cy = medallion.x + r, medallion.y + r
    pen.circle(cx, cy, r + 1.2 * s, gold, INK, 0.3 * s)
    pen.circle(cx, cy, r, PARCHMENT, INK, 0.3 * s)
    polygon(pen, corners(cx, cy, r * 1.3), COLOURS["grass"], FRAME, 0.4 * s)
    settlement(pen, cx, cy, r * 0.6, PAPER)
    plate = boxes["plate"]
    pen.rect(plate, PARCHMENT, gold, 0.5 * s, radius=1.5 * s)
    layout = fit_text(
        f"**{label(kind, lang)}**",
        plate.w - 3 * s,
        plate.h / 2,
        "regular",
        POINTS["back_title"] * s,
        5,
        "center",
        lang,
        "middle",
    )
    pen.text(layout, Box(plate.x + 1.5 * s, plate.y, plate.w - 3 * s, plate.h / 2))
    small = fit_text(
        title, plate.w - 3 * s, plate.h / 2, FONTS["footer"], POINTS["footer"] * 1.3 * s, 3.5, "center", lang, "middle"
    )
    pen.text(small, Box(plate.x + 1.5 * s, plate.y + plate.h / 2, plate.w - 3 * s, plate.h / 2))
    canvas.restoreState()
    return []

"""Kingdom Builder card and tile faces, drawn as vectors from the named boxes of ``layout.yaml``.

Cards (the run's card size): terrain cards (the terrain's colour and pattern over the whole
card, its letter and name), goal cards (the scoring rule written out by ``verbalize``) and tile
summary cards (the tile drawn small, its placement rule written out), each with a footer naming
the set, and a back per kind. Hex location tiles: the tile's name, a settlement (built) or a
settlement and an arrow (moved), how many, and the target terrain; the back is the same tile
greyed and marked "used" (a tile is turned over once used in a turn).

A face is drawn in a ``Frame``: its trim box's lower-left corner on the canvas, its size and its
bleed, all in mm; it paints the bleed and returns warnings (a name or rule text that does not
fit, as ``measure.text_overflow`` words it).
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from reportlab.pdfgen.canvas import Canvas

from ...model.kb import BUILDABLE, Goal, Tile
from ...typeset.box import Box
from ..draw import Frame, Pen, face, ink_on, number_tag, shade, shade_for
from ..icons import INK, PAPER
from ..text import Layout, fit_text
from .board import arrow, corners, pattern, polygon, settlement
from .layout import COLOURS, FACES, FONTS, LETTERS, POINTS
from .measure import letter_box, name_layout, overflow_warning, rule_layout, target_size, tile_labels, times_box
from .verbalize import label, localized, terrain_name


def _footer(pen: Pen, box: Box, text: str, lang: str, colour: str = INK) -> None:
    layout = fit_text(
        text, box.w, box.h, FONTS["footer"], POINTS["footer"] * pen.s, POINTS["min"], "left", lang, "middle"
    )
    pen.text(layout, box, colour)


@contextmanager
def _card(
    canvas: Canvas, kind: str, name: dict[str, str], rule: str, set_name: str, at: Frame, lang: str, number: str
) -> Iterator[tuple[Pen, dict[str, Box], list[str]]]:
    """A goal or summary card's common parts: background, frame, name plate, rule text, footer,
    number; the pen, the boxes and the warnings, the canvas restored after."""
    with face(canvas, at, FACES.active.scale(at.w, at.h), COLOURS["parchment"]) as (pen, _):
        boxes = FACES.active.boxes([kind], at.w, at.h)
        s = pen.s
        pen.rect(boxes["frame"], None, COLOURS["frame"], 1.0 * s, radius=2.5 * s)
        pen.rect(boxes["title"], shade(COLOURS["gold"], 1.4), COLOURS["frame"], 0.4 * s, radius=1.5 * s)
        title = name_layout(localized(name, lang), boxes, s, lang)
        pen.text(title, boxes["name"])
        text = rule_layout(rule, boxes, s, lang)
        pen.text(text, boxes["text"])
        _footer(pen, boxes["footer"], f"{label(kind, lang)} · {set_name}", lang)
        _number(pen, boxes, number, shade(COLOURS["gold"], 1.4))
        overflow = text.overflow or title.overflow
        yield pen, boxes, [overflow_warning(name, kind, lang, at.w, at.h)] if overflow else []


def _number(pen: Pen, boxes: dict[str, Box], number: str, fill: str) -> None:
    """The card's number in its deck ("12/40"), where the layout has a ``number`` box."""
    if number and "number" in boxes:
        number_tag(pen, number, boxes["number"], fill, INK)


def draw_goal(
    canvas: Canvas, goal: Goal, rule: str, set_name: str, at: Frame, lang: str = "en", number: str = ""
) -> list[str]:
    """A goal card: its name, a gold coin with what it pays, its scoring rule."""
    with _card(canvas, "goal", goal.name, rule, set_name, at, lang, number) as (pen, boxes, warnings):
        emblem = boxes["emblem"]
        r = min(emblem.w, emblem.h) / 2
        cx, cy = emblem.x + emblem.w / 2, emblem.y + emblem.h / 2
        pen.circle(cx, cy, r, COLOURS["gold"], COLOURS["frame"], 0.5 * pen.s)
        pen.circle(cx, cy, r * 0.8, None, shade(COLOURS["gold"], 0.7), 0.3 * pen.s)
        pays = "/".join(str(g) for g in goal.scoring.ranks) if goal.scoring.ranks else str(goal.scoring.gold)
        coin = fit_text(f"**{pays}**", 1.5 * r, 1.2 * r, "regular", 22 * pen.s, 5, "center", lang, "middle")
        pen.text(coin, Box(cx - 0.75 * r, cy - 0.6 * r, 1.5 * r, 1.2 * r))
    return warnings


def draw_summary(
    canvas: Canvas, tile: Tile, rule: str, set_name: str, at: Frame, lang: str = "en", number: str = ""
) -> list[str]:
    """A tile's summary card: the tile drawn small, its placement rule."""
    with _card(canvas, "summary", tile.name, rule, set_name, at, lang, number) as (_, boxes, warnings):
        emblem = boxes["emblem"]
        frame = Frame(at.x + emblem.x, at.y + at.h - emblem.bottom, emblem.w, emblem.h)
        draw_tile(canvas, tile, False, frame, lang)
    return warnings


def draw_terrain(canvas: Canvas, terrain: str, at: Frame, lang: str = "en", number: str = "") -> list[str]:
    """A terrain card: the terrain's colour and marks all over, its letter on a disc, its name."""
    with face(canvas, at, FACES.active.scale(at.w, at.h), COLOURS[terrain]) as (pen, _):
        boxes = FACES.active.boxes(["terrain"], at.w, at.h)
        s = pen.s
        with pen.background():
            pattern(pen, terrain, Box(-at.bleed, -at.bleed, at.w + 2 * at.bleed, at.h + 2 * at.bleed), 5.0 * s)
        letter, plate = boxes["letter"], boxes["plate"]
        r = letter.w / 2
        pen.circle(letter.x + r, letter.y + r, r, COLOURS["parchment"], COLOURS["frame"], 0.6 * s)
        big = fit_text(
            f"**{LETTERS[terrain]}**", letter.w, letter.h, "regular", POINTS["letter"] * s, 8, "center", lang, "middle"
        )
        pen.text(big, letter)
        pen.rect(plate, COLOURS["parchment"], COLOURS["frame"], 0.5 * s, radius=1.5 * s)
        size = POINTS["name"] * 1.2 * s
        name = fit_text(
            f"**{terrain_name(terrain, lang)}**",
            plate.w - 2 * s,
            plate.h,
            "regular",
            size,
            POINTS["min"],
            "center",
            lang,
            "middle",
        )
        pen.text(name, plate.inset(s, 0))
        _number(pen, boxes, number, COLOURS["parchment"])
    return []


def draw_tile(canvas: Canvas, tile: Tile, used: bool, at: Frame, lang: str = "en") -> list[str]:
    """A hex location tile (``used``: its back): name, what its action does, the target terrain; its
    words (``measure.tile_labels``) at 6 pt at least, however small it is drawn."""
    x, y, w, h, bleed = at
    boxes = FACES.active.boxes(["tile"], w, h)
    pen = Pen(canvas, x, y, w, h, FACES.active.scale(w, h, "tile"))
    s = pen.s
    across = w  # a pointy hexagon's trim box is as wide as the hex across its flats
    cx, cy = w / 2, h / 2
    ground = COLOURS["used"] if used else COLOURS["parchment"]
    ink = shade_for(shade(INK, 1.5), (ground,), 4.5) if used else INK  # greyed, yet readable (4.5:1)
    polygon(pen, corners(cx, cy, across + 2 * bleed), ground)
    polygon(pen, corners(cx, cy, across - 3.0 * s), None, COLOURS["frame"], 0.5 * s)
    glyph = boxes["glyph"]
    u = glyph.h
    gx, gy = glyph.x + glyph.w / 2, glyph.y + glyph.h / 2
    rule = tile.placement
    if rule.action == "move":
        settlement(pen, gx - 0.3 * u, gy, 0.55 * u, PAPER if not used else ground, ink)
        arrow(pen, gx + 0.32 * u, gy, 0.5 * u, ink)
    else:
        settlement(pen, gx, gy, 0.7 * u, PAPER if not used else ground, ink)
    labels = tile_labels(tile, used, boxes, s, lang)
    if "times" in labels:
        pen.text(labels["times"], times_box(glyph), ink)
    pen.text(labels["name"], boxes["name"], ink)
    _target(pen, rule.terrain, boxes["target"], used, labels.get("letter"))
    return []


def _target(pen: Pen, terrain: str, box: Box, used: bool, letter: Layout | None) -> None:
    """Where the action goes: a small hex of the terrain with its ``letter``; 'played': a card with '?';
    'buildable': a hex of wedges of the five terrains."""
    cx, cy = box.x + box.w / 2, box.y + box.h / 2
    size = target_size(box)
    if terrain == "played":
        card = Box(cx - size * 0.32, cy - size * 0.45, size * 0.64, size * 0.9)
        pen.rect(card, COLOURS["parchment"], COLOURS["frame"], 0.3 * pen.s, radius=0.6 * pen.s)
        colour = INK
    elif terrain == "buildable":  # a wedge of each buildable terrain
        points = corners(cx, cy, size)
        for i, (a, b) in enumerate(zip(points, points[1:] + points[:1])):
            polygon(pen, [(cx, cy), a, b], COLOURS["used"] if used else COLOURS[BUILDABLE[i % len(BUILDABLE)]])
        polygon(pen, points, None, COLOURS["frame"], 0.3 * pen.s)
        colour = INK
    else:
        fill = COLOURS["used"] if used else COLOURS[terrain]
        polygon(pen, corners(cx, cy, size), fill, COLOURS["frame"], 0.3 * pen.s)
        colour = ink_on(fill)
    if letter is not None:
        pen.text(letter, letter_box(box), colour)


def draw_back(canvas: Canvas, kind: str, title: str, at: Frame, lang: str = "en") -> list[str]:
    """A back ('terrain', 'goal', 'summary' or 'section'): a frame, a grass hex with a settlement, the kind."""
    with face(canvas, at, FACES.active.scale(at.w, at.h), COLOURS["back"]) as (pen, _):
        boxes = FACES.active.boxes(["back"], at.w, at.h)
        s, gold = pen.s, COLOURS["gold"]
        pen.rect(boxes["frame"], None, gold, 0.9 * s, radius=3 * s)
        emblem = boxes["emblem"]
        cx, cy = emblem.x + emblem.w / 2, emblem.y + emblem.h / 2
        polygon(pen, corners(cx, cy, emblem.w), gold, INK, 0.3 * s)
        polygon(pen, corners(cx, cy, emblem.w * 0.86), COLOURS["grass"], COLOURS["frame"], 0.4 * s)
        settlement(pen, cx, cy, emblem.w * 0.4, PAPER)
        plate = boxes["plate"]
        pen.rect(plate, COLOURS["parchment"], gold, 0.5 * s, radius=1.5 * s)
        inner = plate.inset(1.5 * s, 0)
        upper, lower = (
            Box(inner.x, inner.y, inner.w, inner.h / 2),
            Box(inner.x, inner.y + inner.h / 2, inner.w, inner.h / 2),
        )
        heading = POINTS["back_title"] * s
        pen.text(
            fit_text(f"**{label(kind, lang)}**", upper.w, upper.h, "regular", heading, 5, "center", lang, "middle"),
            upper,
        )
        small = POINTS["footer"] * 1.3 * s
        pen.text(fit_text(title, lower.w, lower.h, FONTS["footer"], small, 3.5, "center", lang, "middle"), lower)
    return []

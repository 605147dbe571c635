"""The text of a Kingdom Builder goal or summary card laid out in its boxes: shared by the faces
and the ``text_overflow`` hook, so that a warning and the printed card agree. Font metrics only."""

from __future__ import annotations

from ...loader import Document, Run
from ...model.kb import Goal, Tile, goals_from_data, tiles_from_data
from ...systems.contract import Measured
from ...typeset.box import Box
from ..text import Layout, fit_text
from .layout import FACES, FONTS, LETTERS, POINTS
from .verbalize import goal_text, label, localized, tile_condition, tile_text

TILE_POINTS = {"times": 14, "letter": 11}  # '×2' and the target's letter, on a tile of the reference size


def card_boxes(kind: str, w: float, h: float) -> dict[str, Box]:
    return FACES.active.boxes([kind], w, h)


def name_layout(name: str, boxes: dict[str, Box], s: float, lang: str) -> Layout:
    box = boxes["name"]
    return fit_text(
        name, box.w, box.h, FONTS["name"], POINTS["name"] * s, POINTS["min"], "center", lang, "middle", hyphen_fill=0.0
    )


def rule_layout(rule: str, boxes: dict[str, Box], s: float, lang: str) -> Layout:
    box = boxes["text"]
    return fit_text(rule, box.w, box.h, FONTS["text"], POINTS["text"] * s, POINTS["min"], "center", lang, "middle")


def overflow_warning(name: dict[str, str], kind: str, lang: str, w: float, h: float) -> str:
    return (
        f"the name or rule text of '{localized(name, 'en')}' ({lang}) does not fit a {w:g}x{h:g} mm {kind} card "
        f"even at {POINTS['min']:g} pt"
    )


def text_overflow(card: Goal | Tile, owner: object, lang: str) -> str | None:
    """Why a goal card's or a tile summary's name or rule does not fit the reference card, or None."""
    w, h = FACES.reference
    kind, rule = ("goal", goal_text(card, lang)) if isinstance(card, Goal) else ("summary", tile_text(card, lang))
    boxes, s = card_boxes(kind, w, h), FACES.active.scale(w, h)
    if rule_layout(rule, boxes, s, lang).overflow or name_layout(localized(card.name, lang), boxes, s, lang).overflow:
        return overflow_warning(card.name, kind, lang, w, h)
    return None


def _at_least(points: float) -> float:
    """``points``, but never below the smallest print size."""
    return max(points, POINTS["min"])


def times_box(glyph: Box) -> Box:
    """Where '×2' stands: right of the tile's glyph, at its foot (at its top it reached the hex's
    slanting edge)."""
    return Box(glyph.right, glyph.bottom - 0.6 * glyph.h, 0.75 * glyph.h, 0.6 * glyph.h)


def target_size(box: Box) -> float:
    """The width of the target's small hex (or card) in the tile's ``target`` box."""
    return min(box.w, box.h * 0.866)


def letter_box(box: Box) -> Box:
    """Where the target's letter stands: the middle of its small hex."""
    size = target_size(box)
    cx, cy = box.x + box.w / 2, box.y + box.h / 2
    return Box(cx - size / 2, cy - size * 0.4, size, size * 0.8)


def tile_labels(tile: Tile, used: bool, boxes: dict[str, Box], s: float, lang: str) -> dict[str, Layout]:
    """The words on a hex tile, by what they are: its ``name`` (on its front with the placement
    condition under it, ``tile_condition``), ``times`` ('×2') and the target's
    ``letter``; none below the smallest print size (``POINTS['min']``), however small the tile is
    drawn (a 24 mm tile, the small tile on its summary card)."""
    least = POINTS["min"]
    box = boxes["name"]
    condition = "" if used else tile_condition(tile.placement, lang)  # the used side only says it is used
    text = f"**{localized(tile.name, lang)}**" + (f" ({label('used', lang)})" if used else "")
    text += f"\n{condition}" if condition else ""
    size = _at_least(POINTS["tile_name"] * s)
    labels = {"name": fit_text(text, box.w, box.h, "regular", size, least, "center", lang, "middle", hyphen_fill=0.0)}
    rule = tile.placement
    if rule.count > 1:
        box = times_box(boxes["glyph"])
        size = _at_least(TILE_POINTS["times"] * s)
        labels["times"] = fit_text(f"**×{rule.count}**", box.w, box.h, "regular", size, least, "left", lang, "middle")
    mark = {"played": "?", "buildable": ""}.get(rule.terrain, None)
    mark = LETTERS[rule.terrain] if mark is None else mark
    if mark:
        box = letter_box(boxes["target"])
        size = _at_least(TILE_POINTS["letter"] * s)
        labels["letter"] = fit_text(f"**{mark}**", box.w, box.h, "regular", size, least, "center", lang, "middle")
    return labels


def overflow_cards(doc: Document, content: str, run: Run, errors: bool) -> list[Measured]:
    """The ``overflow_cards`` hook: a tile's summary card and a goal card, at its name in each language."""
    if content not in ("tiles", "goals"):
        return []
    items = tiles_from_data(doc.data) if content == "tiles" else goals_from_data(doc.data)
    hint = "shorten the name"
    return [
        Measured(item, None, f"/{content}/{index}/name", hint, at_language=True) for index, item in enumerate(items)
    ]

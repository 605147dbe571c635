"""The text of a Kingdom Builder goal or summary card laid out in its boxes: shared by the faces
and the ``text_overflow`` hook, so that a warning and the printed card agree. Font metrics only."""

from __future__ import annotations

from ...model.kb import Goal, Tile
from ..box import Box
from ..text import Layout, fit_text
from .layout import FACES, FONTS, POINTS
from .verbalize import goal_text, localized, tile_text


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

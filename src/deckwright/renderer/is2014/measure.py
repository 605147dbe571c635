"""The building cost, name and ability text of an Imperial Settlers (2014) Location laid out in
their boxes: shared by the faces and the ``text_overflow`` hook, so that the validator's warning
and the printed card agree. Font metrics only, never the canvas."""

from __future__ import annotations

from typing import Any

from ...loader import Document, Run
from ...model.is2014 import CARD_LISTS, Card, card_from_data
from ...systems.contract import Measured
from ...typeset.box import Box
from ..text import Layout, fit_text, overflow_message, overflowing
from .icons import iconize
from .layout import FACES, FONTS, POINTS
from .printed import ability_text, localized

REPEAT = 3  # up to this many of a Good print as that many icons, more as a number and one icon


def location_boxes(w: float, h: float) -> dict[str, Box]:
    return FACES.active.boxes(["location"], w, h)


def field(box: Box, s: float) -> Box:
    """Where the icons of a cost or Raze field stand inside its plate."""
    return box.inset(s, 0.8 * s)


def icons_layout(goods: tuple[tuple[str, int], ...], box: Box, s: float, lang: str) -> Layout:
    """Goods as a centred row of icons: '[wood][wood] [location]', or '5 [wood]' above ``REPEAT``."""
    row = " ".join(f"[{good}]" * n if n <= REPEAT else f"{n} [{good}]" for good, n in goods)
    return fit_text(iconize(row), box.w, box.h, "regular", POINTS["field"] * s, POINTS["min"], "center", lang, "middle")


def name_layout(card: Card, lang: str, boxes: dict[str, Box], s: float) -> Layout:
    box = boxes["name"]
    name = localized(card.name, lang)
    return fit_text(
        name, box.w, box.h, FONTS["name"], POINTS["name"] * s, POINTS["min"], "center", lang, "middle", hyphen_fill=0.0
    )


def ability_layout(card: Card, lang: str, boxes: dict[str, Box], s: float) -> Layout:
    box = boxes["text"]
    text = iconize(ability_text(card, lang))
    return fit_text(text, box.w, box.h, FONTS["text"], POINTS["text"] * s, POINTS["min"], "left", lang, "middle")


def texts(card: Card, lang: str, boxes: dict[str, Box], s: float) -> dict[str, Layout]:
    """The Location's cost, name and ability text, laid out, by what they are."""
    return {
        "cost": icons_layout(card.cost, field(boxes["cost"], s), s, lang),
        "name": name_layout(card, lang, boxes, s),
        "ability text": ability_layout(card, lang, boxes, s),
    }


def text_overflow(card: Card, owner: Any, lang: str) -> str | None:
    """Why the Location's name or ability text does not fit the reference card even at the smallest
    size, or None (the ``text_overflow`` hook)."""
    w, h = FACES.reference
    boxes, s = location_boxes(w, h), FACES.active.scale(w, h)
    problems = overflowing(texts(card, lang, boxes, s))
    return overflow_message(card.id, problems, lang, w, h, POINTS["min"]) if problems else None


HINT = "shorten the name or the ability, or give a shorter printed 'text' for '{lang}'"


def overflow_cards(doc: Document, content: str, run: Run, errors: bool) -> list[Measured]:
    """The ``overflow_cards`` hook: the Locations of a faction's deck or a common deck."""
    key = CARD_LISTS.get(content)
    if key is None:
        return []
    return [Measured(card_from_data(raw), None, f"/{key}/{index}", HINT) for index, raw in enumerate(doc.data[key])]

"""The name and ability text of an Imperial Settlers (2014) Location laid out in their boxes: shared
by the faces and the ``text_overflow`` hook, so that the validator's warning and the printed card
agree. Font metrics only, never the canvas."""

from __future__ import annotations

from typing import Any

from ...model.is2014 import Card
from ..box import Box
from ..text import Layout, fit_text
from .icons import iconize
from .layout import FACES, FONTS, POINTS
from .printed import ability_text, localized


def location_boxes(w: float, h: float) -> dict[str, Box]:
    return FACES.boxes(["location"], w, h)


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


def overflow_message(card: Card, problems: list[str], lang: str, w: float, h: float) -> str:
    return (
        f"the {' and '.join(problems)} of '{card.id}' ({lang}) do{'es' * (len(problems) == 1)} not fit "
        f"a {w:g}x{h:g} mm card even at {POINTS['min']:g} pt"
    )


def overflowing(name: Layout, ability: Layout) -> list[str]:
    """Which of a Location's texts do not fit: 'name', 'ability text'."""
    return [part for part, layout in (("name", name), ("ability text", ability)) if layout.overflow]


def text_overflow(card: Card, owner: Any, lang: str) -> str | None:
    """Why the Location's name or ability text does not fit the reference card even at the smallest
    size, or None (the ``text_overflow`` hook)."""
    w, h = FACES.reference
    boxes, s = location_boxes(w, h), FACES.scale(w, h)
    problems = overflowing(name_layout(card, lang, boxes, s), ability_layout(card, lang, boxes, s))
    return overflow_message(card, problems, lang, w, h) if problems else None

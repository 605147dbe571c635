"""The text of an Empires of the North front, laid out in its boxes: shared by the faces and by the
validator's overflow warning (the ``text_overflow`` hook), so the warning and the printed card agree.

Needs font metrics only, never the PDF canvas: validating does not load the drawing code.
"""

from __future__ import annotations

from ... import loader
from ...model.eotn import Card, Clan, clan_from_data, island_set_from_data
from ...systems.contract import Measured
from ...typeset.box import Box
from ..text import Layout, Run, fit_text, overflow_message
from .layout import FACES, front_boxes, scale
from .verbalize import card_name, card_text, label

FONTS, POINTS = FACES.view("fonts"), FACES.view("points")


def name_layout(card: Card, lang: str, boxes: dict[str, Box], s: float) -> Layout:
    box = boxes["name"]
    return fit_text(
        card_name(card, lang),
        box.w,
        box.h,
        FONTS["name"],
        POINTS["name"] * s,
        POINTS["min"],
        "left",
        lang,
        "middle",
        hyphen_fill=0.0,
    )


def ability_layout(card: Card, clan: Clan | None, lang: str, boxes: dict[str, Box], s: float) -> Layout:
    """The ability text (with the flavour in italics when it fits without shrinking the text)."""
    box = boxes["text"]
    content: list[str | Run] = [card_text(card, lang, clan, markup=True)]
    if card.also_field:
        content.append(Run("\n" + label("also_field", lang), "italic"))
    size = POINTS["text"] * s
    layout = fit_text(content, box.w, box.h, FONTS["text"], size, POINTS["min"], "center", lang, "middle")
    if card.flavor and not layout.overflow:
        flavour = card.flavor.get(lang) or card.flavor["en"]
        with_flavour = fit_text(
            [*content, Run("\n" + flavour, "italic")],
            box.w,
            box.h,
            FONTS["text"],
            size,
            POINTS["min"],
            "center",
            lang,
            "middle",
        )
        if with_flavour.size_pt == layout.size_pt and not with_flavour.overflow:
            return with_flavour
    return layout


def has_text(card: Card) -> bool:
    return bool(card.abilities or card.text or card.also_field or card.flavor)


def card_boxes(card: Card, w: float, h: float) -> dict[str, Box]:
    return front_boxes(card.kind, w, h, has_text(card), bool(card.pillage or card.action or card.cost))


def text_overflow(
    card: Card, clan: Clan | None, lang: str, size_mm: tuple[float, float] = FACES.reference
) -> str | None:
    """Why the card's name or ability text does not fit its face at the smallest size, or None."""
    w, h = size_mm
    s = scale(w, h)
    boxes = card_boxes(card, w, h)
    problems = []
    if name_layout(card, lang, boxes, s).overflow:
        problems.append("name")
    if has_text(card) and ability_layout(card, clan, lang, boxes, s).overflow:
        problems.append("ability text")
    return overflow_message(card.id, problems, lang, w, h, POINTS["min"]) if problems else None


HINT = "shorten the name or the ability, or give a shorter printed 'text' override for '{lang}'"


def overflow_cards(doc: loader.Document, content: str, run: loader.Run, errors: bool) -> list[Measured]:
    """The ``overflow_cards`` hook: a clan's Basic Fields and deck, with the clan; an island set's islands."""
    if content == "clan":
        owner = clan_from_data(doc.data)
        cards = [Measured(card, owner, f"/basic_fields/{i}", HINT) for i, card in enumerate(owner.basic_fields)]
        return cards + [Measured(card, owner, f"/deck/{i}", HINT) for i, card in enumerate(owner.deck)]
    islands = island_set_from_data(doc.data).islands
    return [Measured(card, None, f"/islands/{i}", HINT) for i, card in enumerate(islands)]

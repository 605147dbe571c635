"""The words of a Northgard card front laid out in their boxes (its name, the kind on its band, its
text and the footer): shared by the faces and the ``text_overflow`` hook, so that a warning and the
printed card agree. Font metrics only, never the canvas."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...loader import Document, Run
from ...model.northgard import (
    Card,
    Clan,
    Ruleset,
    card_from_data,
    clan_from_data,
    run_ruleset,
    set_entries,
    standard_ruleset,
)
from ...systems.contract import Measured
from ...typeset.box import Box
from ..text import Layout, fit_text, label_layout, overflow_message, overflowing
from .icons import iconize
from .layout import FACES, POINTS
from .verbalize import card_text, label, power_text, score_text, unrest_text


@dataclass(frozen=True)
class Owner:
    """What a card is printed for (the ``text_overflow`` hook's owner): the names of its clan or card
    set, which its footer prints, and the ruleset whose numbers its text prints."""

    name: dict[str, str]
    rules: Ruleset


def localized(names: dict[str, str], lang: str) -> str:
    return names.get(lang) or names["en"]


def owner_names(data: dict[str, Any]) -> dict[str, str]:
    """A document's names as its cards' footers print them: its own ``name``, or, where it has none
    (a card set may leave it out), its id in words ('first-winter': 'First Winter')."""
    return data.get("name") or {"en": data["id"].replace("-", " ").title()}


def front_boxes(card: Card | Clan, w: float, h: float) -> dict[str, Box]:
    """The boxes of a card's front: the clan card's own layout, or every other card's."""
    return FACES.active.boxes(["clan" if isinstance(card, Clan) else "front"], w, h)


def printed_text(card: Card | Clan, rules: Ruleset, lang: str) -> str:
    """What the text box says: the clan's power, an achievement's scoring, the Unrest rule, or the
    card's steps (its own printed text where it has one)."""
    if isinstance(card, Clan):
        return power_text(card.power, lang, rules)
    if card.kind == "achievement" and card.score:
        return score_text(card.score, lang)
    if card.kind == "unrest":
        return unrest_text(lang, rules)
    own = {"text": card.text} if card.text else {}
    return card_text({"do": card.do, "flash": card.flash, "fame": card.fame, **own}, lang, rules)


def texts(
    card: Card | Clan, owner: str, rules: Ruleset, lang: str, boxes: dict[str, Box], s: float
) -> dict[str, Layout]:
    """The front's words laid out, by what they are: the name, the kind on its band (the clan
    card: 'power'), the text, and in the footer ``owner`` (the clan card: 'clan')."""
    clan, least = isinstance(card, Clan), POINTS["label_min"]
    kind = label("power" if isinstance(card, Clan) else card.kind, lang).upper()
    words, text = iconize(printed_text(card, rules, lang)), boxes["text"]
    owner = label("clan", lang) if clan else owner
    return {
        "name": label_layout(localized(card.name, lang), boxes["name"], POINTS["name"] * s, least, lang),
        "band": label_layout(kind, boxes["band"].inset(s, 0), POINTS["band"] * s, least, lang),
        "text": fit_text(words, text.w, text.h, "regular", POINTS["text"] * s, POINTS["min"], "left", lang),
        "footer": footer_layout(owner, boxes["footer"], s, lang),
    }


def footer_layout(owner: str, box: Box, s: float, lang: str) -> Layout:
    """The owner's name (or 'clan') laid out in a footer box."""
    return fit_text(owner, box.w, box.h, "italic", POINTS["footer"] * s, POINTS["label_min"], "left", lang, "middle")


LEAST = min(POINTS["min"], POINTS["label_min"])  # the smallest size any part prints at


def overflow_warning(card: Card | Clan, layouts: dict[str, Layout], lang: str, w: float, h: float) -> list[str]:
    """The warning for the parts of the card's own that do not fit even at the smallest size, or
    none. Not the footer: it prints the owner's name, the same on each of its cards, so
    ``footer_overflow`` words it once per clan or card set."""
    parts = [part for part in overflowing(layouts) if part != "footer"]
    return [overflow_message(card.id, parts, lang, w, h, LEAST)] if parts else []


def footer_overflow(owner: Owner, lang: str) -> str | None:
    """Why the owner's name does not fit the footer of its cards on the reference card even at the
    smallest size, or None."""
    w, h = FACES.reference
    box, s = FACES.active.boxes(["front"], w, h)["footer"], FACES.active.scale(w, h)
    name = localized(owner.name, lang)
    if not footer_layout(name, box, s, lang).overflow:
        return None
    return f"'{name}' does not fit the footer of its cards ({lang}) on a {w:g}x{h:g} mm card even at {LEAST:g} pt"


def text_overflow(card: Card | Clan | Owner, owner: Owner, lang: str) -> str | None:
    """Why a card's name, band or text does not fit the reference card even at the smallest size,
    or None (the ``text_overflow`` hook); given the ``owner`` itself as the card, its name in the
    footer of its cards (``footer_overflow``)."""
    if isinstance(card, Owner):
        return footer_overflow(card, lang)
    w, h = FACES.reference
    boxes, s = front_boxes(card, w, h), FACES.active.scale(w, h)
    layouts = texts(card, localized(owner.name, lang), owner.rules, lang, boxes, s)
    return next(iter(overflow_warning(card, layouts, lang, w, h)), None)


HINT = "shorten the name, or give a shorter printed 'text' for '{lang}'"
FOOTER_HINT = "shorten the name in '{lang}': the footer of each of its cards prints it"


def overflow_cards(doc: Document, content: str, run: Run, errors: bool) -> list[Measured]:
    """The ``overflow_cards`` hook: the footer of a card set's or a clan's cards, measured once at the
    owner's name as it prints (``owner_names``: a card set without a name prints its id in words),
    then each card with its text in the numbers of the run's ruleset (or the shipped one), which the
    cards print; none for a document with errors (its cards are not printed)."""
    if errors or content not in ("cards", "clan"):
        return []
    data = doc.data
    owner = Owner(owner_names(data), run_ruleset(run) or standard_ruleset())
    entries: list[tuple[Card | Clan, str]]
    if content == "cards":
        entries = [(card_from_data(raw, kind), pointer) for raw, kind, pointer in set_entries(data) if pointer]
    else:
        clan = clan_from_data(data)
        entries = [(clan, "/power"), (clan.initial, "/initial")]
        entries += [(card, f"/upgrades/{index}") for index, card in enumerate(clan.upgrades)]
    named = "name" in data  # a clan, a card set with a name; one without prints its id in words
    footer = Measured(owner, owner, "/name" if named else "/id", FOOTER_HINT, at_language=named)
    return [footer, *(Measured(card, owner, pointer, HINT) for card, pointer in entries)]

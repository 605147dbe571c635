"""Which Empires of the North cards a document prints, with which back (the ``render_items`` hook).

A clan prints its 3 Basic Fields and its deck (each card for its copies), all with the clan
back; an island set prints each island with the Nearby or Distant back. Faces are drawn by
``deckwright.renderer.eotn.faces``. A face's cache key is the card's own data, the owner's
data apart from its cards, the language and the art file's size and time, so editing one card
re-renders that card only. Each front carries its number in the document ("12/40"), in order.
"""

from __future__ import annotations

import importlib
import json
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import Any

from ...loader import Document
from ...model.eotn import clan_from_data, island_set_from_data
from .. import Deck, Face, PrintItem
from ..draw import card_numbers
from ..layouts import with_override
from .layout import FACES

CARD_LISTS = ("basic_fields", "deck", "islands")


def _faces() -> ModuleType:
    return importlib.import_module("deckwright.renderer.eotn.faces")


def render_items(doc: Document, content: str, lang: str) -> Deck:
    """The deck to print for a validated clan or island set document."""
    faces = _faces()
    data = doc.data
    art_root = doc.path.parent
    owner_key = json.dumps({k: v for k, v in data.items() if k not in CARD_LISTS}, sort_keys=True)
    if content == "clan":
        owner = clan_from_data(data, doc.path)
        cards = [*owner.basic_fields, *owner.deck]
        raw = [*data["basic_fields"], *data["deck"]]
        kinds = ["clan"] * len(cards)
    else:
        owner = island_set_from_data(data, doc.path)
        cards, raw = list(owner.islands), data["islands"]
        kinds = [card.distance for card in cards]

    backs: dict[str, Face] = {}
    items = []
    for card, card_data, kind, number in zip(cards, raw, kinds, card_numbers(len(cards))):
        if kind not in backs:
            draw = partial(_draw_back, faces.draw_back, kind, owner, lang)
            backs[kind] = Face(
                f"{owner.id}-back" + ("" if kind == "clan" else f"-{kind}"), f"{owner_key}|{kind}|{lang}", draw
            )
        key = "|".join((owner_key, json.dumps(card_data, sort_keys=True), lang, _art_stamp(art_root, card.art), number))
        draw = partial(_draw_front, faces.draw_front, card, owner, lang, art_root, number)
        front = Face(f"{owner.id}-{card.id}", key, draw)
        items.append(PrintItem(front, backs[kind], card.copies, card.name.get(lang) or card.name["en"]))
    deck = Deck(owner.id, owner.name.get(lang) or owner.name["en"], tuple(items))
    return with_override(deck, FACES, doc.path, "eotn")


def _draw_front(draw_front, card, owner, lang, art_root, number, canvas, x, y, w, h, bleed) -> list[str]:
    return draw_front(canvas, card, owner, x, y, w, h, bleed, lang, art_root, number)


def _draw_back(draw_back, kind, owner, lang, canvas, x, y, w, h, bleed) -> list[str]:
    return draw_back(canvas, kind, owner, x, y, w, h, bleed, lang) or []


def _art_stamp(art_root: Path, art: Any) -> str:
    if not art:
        return ""
    try:
        stat = (art_root / art).stat()
    except OSError:
        return f"{art}:missing"
    return f"{art}:{stat.st_size}:{stat.st_mtime_ns}"

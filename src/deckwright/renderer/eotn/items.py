"""Which Empires of the North cards a document prints, with which back (the ``render_items`` hook).

A clan prints its 3 Basic Fields and its deck (each card for its copies), all with the clan
back (the Basic Fields are kept ``apart``: they start in play, never in the shuffled deck); an
island set prints each island with the Nearby or Distant back. Faces are drawn by
``deckwright.renderer.eotn.faces`` (in the fonts the document names: ``renderer.printed``).
A face's cache key is the card's own data, the owner's data apart from its cards, the language
and the art file's size and time, so editing one card re-renders that card only. Art printed
below 300 ppi at the card's size is a warning at the card's ``art`` key (W-ART-PPI). Each front
carries its number in the document ("12/40"), in order.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, cast

from ...content_path import stamp
from ...findings import format_text
from ...loader import Document, Run
from ...model.eotn import Card, Clan, IslandSet, clan_from_data, island_set_from_data
from .. import Deck, Face, PrintItem
from ..art import art_of, low_resolution
from ..draw import Frame, card_numbers
from .measure import card_boxes
from .verbalize import KINDS

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

CARD_LISTS = ("basic_fields", "deck", "islands")


def _faces() -> ModuleType:
    return importlib.import_module("deckwright.renderer.eotn.faces")


def render_items(doc: Document, content: str, lang: str, run: Run = ()) -> Deck:
    """The deck to print for a validated clan or island set document."""
    faces = _faces()
    data = doc.data
    art_root = doc.path.parent
    owner_key = json.dumps({k: v for k, v in data.items() if k not in CARD_LISTS}, sort_keys=True)
    owner: Clan | IslandSet
    if content == "clan":
        owner = clan = clan_from_data(data, doc.path)
        cards = [*clan.basic_fields, *clan.deck]
        raw = [*data["basic_fields"], *data["deck"]]
        kinds = ["clan"] * len(cards)
        pointers = [f"/basic_fields/{i}" for i in range(len(clan.basic_fields))]
        pointers += [f"/deck/{i}" for i in range(len(clan.deck))]
    else:
        owner = islands = island_set_from_data(data, doc.path)
        cards, raw = list(islands.islands), data["islands"]
        kinds = [cast(str, card.distance) for card in cards]  # the schema requires an island's distance
        pointers = [f"/islands/{i}" for i in range(len(cards))]

    backs: dict[str, Face] = {}
    basic_fields = KINDS["basic_field"]  # in play from the start, never shuffled into the deck
    items = []
    for card, card_data, kind, pointer, number in zip(cards, raw, kinds, pointers, card_numbers(len(cards))):
        if kind not in backs:
            draw = partial(_draw_back, faces.draw_back, kind, owner, lang)
            backs[kind] = Face(
                f"{owner.id}-back" + ("" if kind == "clan" else f"-{kind}"), f"{owner_key}|{kind}|{lang}", draw
            )
        art = art_of(card.art)
        key = "|".join(
            (owner_key, json.dumps(card_data, sort_keys=True), lang, stamp(art_root, art.file) if art else "", number)
        )
        draw = partial(_draw_front, faces.draw_front, card, owner, lang, art_root, doc, pointer, number)
        front = Face(f"{owner.id}-{card.id}", key, draw)
        apart = basic_fields[lang if lang in basic_fields else "en"].many if card.kind == "basic_field" else ""
        title = card.name.get(lang) or card.name["en"]
        items.append(PrintItem(front, backs[kind], card.copies, title, apart=apart, id=card.id))
    return Deck(owner.id, owner.name.get(lang) or owner.name["en"], tuple(items))


def _draw_front(
    draw_front: Callable[..., list[str]],
    card: Card,
    owner: Clan | IslandSet,
    lang: str,
    art_root: Path,
    doc: Document,
    pointer: str,
    number: str,
    canvas: Canvas,
    x: float,
    y: float,
    w: float,
    h: float,
    bleed: float,
) -> list[str]:
    warnings = draw_front(canvas, card, owner, Frame(x, y, w, h, bleed), lang, art_root, number)
    art = art_of(card.art)
    if art:
        box = card_boxes(card, w, h)["art"]
        problem = low_resolution(art, art_root, box.w, box.h)
        if problem:
            warnings.append(_located(doc, pointer, problem))
    return warnings


def _located(doc: Document, pointer: str, message: str) -> str:
    """W-ART-PPI at the card's ``art`` key, as ``check`` prints a finding."""
    hint = "use a larger image, or a smaller crop box of it"
    return format_text(doc.finding("W-ART-PPI", message, f"{pointer}/art", hint, key=True))


def _draw_back(
    draw_back: Callable[..., list[str]],
    kind: str,
    owner: Clan | IslandSet,
    lang: str,
    canvas: Canvas,
    *box: float,  # the face's x, y, width, height and bleed (``renderer.DrawFace``)
) -> list[str]:
    return draw_back(canvas, kind, owner, Frame(*box), lang) or []

"""What an Imperial Settlers (2014) document prints, with which backs (the ``render_items`` hook).

- a faction: its board (at the size of ``board.yaml``, on a back of its own) and its Faction deck,
  each card ``copies`` times, on the faction's back;
- a common deck: each Common card ``copies`` times, on the Common back;
- an attack deck: each Attack card ``copies`` times, on the Attack back.

A card's front is ``<document id>-<card id>``; the board and the backs join the document's id
with ``_``, which ids cannot hold, so no card's face shares their file name. ``render --card``
picks a card by its id and the board as ``faction_board`` (``PrintItem.id``). A face's cache
key is the data it is drawn from and the language. Faces print in the fonts the file names
(``fonts:``). Each card (not the board) carries its number in its document ("12/40"; copies of a
card share one).
"""

from __future__ import annotations

import json
from functools import partial
from typing import Any

from ...loader import Document, Run
from ...model import copies_of
from ...model.is2014 import Card, card_from_data, faction_from_data
from .. import Deck, Face, PrintItem
from ..draw import card_numbers, framed
from ..shapes import rect
from . import faces
from .layout import BOARD, COLOURS
from .printed import board_text, label, localized


def _key(*parts: Any) -> str:
    return json.dumps(parts, sort_keys=True, ensure_ascii=False)


def render_items(doc: Document, content: str, lang: str, run: Run = ()) -> Deck:
    """The deck to print for a validated faction, common deck or attack deck document."""
    data = doc.data
    build = {"faction": _faction, "common_deck": _common, "attack_deck": _attacks}[content]
    return Deck(data["id"], localized(data["name"], lang), tuple(build(data, lang)))


def _back(name: str, title: str, colour: str, emblem: str | None, lang: str) -> Face:
    return framed(name, _key(title, colour, emblem, lang), faces.draw_back, title, colour, emblem, lang)


def _locations(
    doc_id: str, cards: list[tuple[Card, dict[str, Any]]], ground: str, footer: str, back: Face, lang: str
) -> list[PrintItem]:
    return [
        PrintItem(
            framed(
                f"{doc_id}-{card.id}",
                _key(raw, ground, footer, lang, number),
                partial(faces.draw_location, number=number),
                card,
                ground,
                footer,
                lang,
            ),
            back,
            card.copies,
            localized(card.name, lang),
            id=card.id,
        )
        for (card, raw), number in zip(cards, card_numbers(len(cards)))
    ]


def _faction(data: dict[str, Any], lang: str) -> list[PrintItem]:
    faction = faction_from_data(data)
    name = localized(faction.name, lang)
    board_key = _key(data["name"], data["colour"], data["board"], lang)
    board = PrintItem(
        framed(f"{faction.id}_board", board_key, faces.draw_board, faction, lang),
        _back(f"{faction.id}_board-back", name, faction.colour, None, lang),
        1,
        name,
        rect(*BOARD.reference),
        id="faction_board",
        text=board_text(faction.board, lang),  # ``rules_text`` keys it by the faction's id, not this item's
    )
    back = _back(f"{faction.id}_back", name, faction.colour, None, lang)
    return [board, *_locations(faction.id, list(zip(faction.deck, data["deck"])), faction.colour, name, back, lang)]


def _common(data: dict[str, Any], lang: str) -> list[PrintItem]:
    name = localized(data["name"], lang)
    back = _back(f"{data['id']}_back", label("common", lang), COLOURS["common"], "is_card", lang)
    cards = [(card_from_data(raw), raw) for raw in data["cards"]]
    return _locations(data["id"], cards, COLOURS["common"], name, back, lang)


def _attacks(data: dict[str, Any], lang: str) -> list[PrintItem]:
    name = localized(data["name"], lang)
    back = _back(f"{data['id']}_back", label("attack", lang), COLOURS["attack"], "is_raze", lang)
    return [
        PrintItem(
            framed(
                f"{data['id']}-{raw['id']}",
                _key(raw, name, lang, number),
                partial(faces.draw_attack, number=number),
                raw["target"],
                name,
                lang,
            ),
            back,
            copies_of(raw),
            f"{label('attack', lang)}: {label(raw['target'], lang)}",
            id=raw["id"],
        )
        for raw, number in zip(data["cards"], card_numbers(len(data["cards"])))
    ]

"""Which Northgard pieces a document prints, with which back (the ``render_items`` hook).

- a clan: its clan card (the power), its initial card and its two upgrades, with the clan's back;
- a card set: the starting set (one per seat of the largest game, each on its seat's colour), the
  Early and Advanced development cards, the achievements and the Unrest cards, each kind with its
  own back;
- a tile set: every map tile (square, at its real size) with the sea back, the starting tile
  with its own;
- a ruleset: the building tokens, ``building_tokens`` of each kind, small or large.

A face's cache key is the data it is drawn from and the language, so editing one card re-renders
that card only, and so does a change to the numbers its text prints. Each card carries its number
in its document ("3/12"; a starting card's seat copies share one). Card texts print the numbers of
the run's ruleset (``run_ruleset``: the one the validator read the cards against).
"""

from __future__ import annotations

import json
from functools import partial
from typing import Any, Callable

from ...loader import Document, Run
from ...model import copies_of
from ...model.northgard import (
    Ruleset,
    card_from_data,
    clan_from_data,
    ruleset_from_data,
    run_ruleset,
    set_entries,
    standard_ruleset,
    tile_from_data,
)
from ...systems.northgard import SYSTEM
from .. import Deck, Face, PrintItem
from ..draw import card_numbers, framed
from ..shapes import square
from .cards import draw_back, draw_card, draw_clan
from .layout import COLOURS, TILE
from .measure import localized, owner_names, printed_text
from .tiles import draw_tile, draw_tile_back, draw_token, token_size
from .verbalize import BUILDING_NAMES, label


def _key(*parts: Any) -> str:
    return json.dumps(parts, sort_keys=True, ensure_ascii=False)


def _name(data: dict[str, Any], lang: str) -> str:
    """The document's name in ``lang`` (``owner_names``), which its cards' footers print."""
    return localized(owner_names(data), lang)


def render_items(doc: Document, content: str, lang: str, run: Run = ()) -> Deck:
    """The deck to print for a validated clan, card set, tile set or ruleset document."""
    rules = run_ruleset(run) or standard_ruleset()  # whose numbers card texts print
    build: dict[str, Callable[[dict[str, Any], str], Deck]] = {
        "clan": partial(_clan, rules=rules),
        "cards": partial(_cards, rules=rules),
        "tiles": _tiles,
        "ruleset": _ruleset,
    }
    return build[content](doc.data, lang)


def _clan(data: dict[str, Any], lang: str, rules: Ruleset) -> Deck:
    clan = clan_from_data(data)
    name = _name(data, lang)
    back = framed(f"{clan.id}-back", _key(data["name"], clan.colour, lang), draw_back, "clan", name, clan.colour, lang)
    first, *numbers = card_numbers(2 + len(clan.upgrades))
    key = _key(data, rules.data, lang, first)
    clan_card = framed(clan.id, key, partial(draw_clan, number=first), clan, rules, lang)
    power = printed_text(clan, rules, lang)  # ``rules_text`` keys it by the clan's id, not this item's
    items = [PrintItem(clan_card, back, 1, name, id="clan_card", text=power)]
    cards = zip((clan.initial, *clan.upgrades), (data["initial"], *data["upgrades"]), numbers)
    for card, raw, number in cards:
        key = _key(raw, name, clan.colour, rules.data, lang, number)
        draw = partial(draw_card, number=number)
        front = framed(f"{clan.id}-{card.id}", key, draw, card, name, clan.colour, rules, lang)
        items.append(PrintItem(front, back, 1, card.name.get(lang) or card.name["en"], id=card.id))
    return Deck(clan.id, name, tuple(items))


def _cards(data: dict[str, Any], lang: str, rules: Ruleset) -> Deck:
    name = _name(data, lang)
    backs: dict[str, Face] = {}

    def back(kind: str) -> Face:
        if kind not in backs:
            colour = COLOURS["kinds"][kind]
            key = _key(kind, colour, lang)
            backs[kind] = framed(f"{data['id']}-back-{kind}", key, draw_back, kind, label(kind, lang), colour, lang)
        return backs[kind]

    entries = set_entries(data)
    items = []
    for (raw, kind, _), number in zip(entries, card_numbers(len(entries))):
        card = card_from_data(raw, kind)
        title = card.name.get(lang) or card.name["en"]
        if kind == "starting":  # one set per seat, on the seat's colour (docs/rules-notes.md#printing)
            colours = list(enumerate(COLOURS["seats"][: SYSTEM.players[1]], 1))
            names = [(f"{data['id']}-{card.id}-{seat}", colour) for seat, colour in colours]
        else:
            names = [(f"{data['id']}-{card.id}", COLOURS["kinds"][kind])]
        for face_name, colour in names:
            key, draw = _key(raw, kind, name, colour, rules.data, lang, number), partial(draw_card, number=number)
            front = framed(face_name, key, draw, card, name, colour, rules, lang)
            items.append(PrintItem(front, back(kind), copies_of(raw), title, id=card.id))
    return Deck(data["id"], name, tuple(items))


def _tiles(data: dict[str, Any], lang: str) -> Deck:
    """The starting tile has its own back, every other tile the sea (docs/rules-notes.md#printing)."""
    name = _name(data, lang)
    start = label("start", lang)
    backs = {
        False: framed(f"{data['id']}-back", _key(name, lang), draw_tile_back, name, COLOURS["sea"], lang),
        True: framed(f"{data['id']}-back-start", _key(start, lang), draw_tile_back, start, COLOURS["start_back"], lang),
    }
    shape = square(TILE["size"])
    items = []
    for raw in data["tiles"]:
        front = framed(f"{data['id']}-{raw['id']}", _key(raw, lang), draw_tile, tile_from_data(raw), lang)
        back = backs[raw.get("start") == "start"]
        items.append(PrintItem(front, back, copies_of(raw), raw["id"], shape, id=raw["id"]))
    return Deck(data["id"], name, tuple(items))


def _ruleset(data: dict[str, Any], lang: str) -> Deck:
    rules = ruleset_from_data(data)
    items = []
    for kind, building in data["buildings"].items():
        face = framed(f"{data['id']}-{kind}", _key(kind, building, lang), draw_token, kind, rules, lang)
        title = BUILDING_NAMES[kind][0 if lang == "en" else 1]  # its name, as the token prints it
        items.append(PrintItem(face, face, data["building_tokens"], title, square(token_size(building)), id=kind))
    return Deck(data["id"], f"{label('building', lang)}: {data['id']}", tuple(items))

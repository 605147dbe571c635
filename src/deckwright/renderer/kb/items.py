"""What a Kingdom Builder document prints (the ``render_items`` hook).

- board sections: each section at its real size (``layout.yaml``: ``board.hex``), split over pages
  by the shared packing, its location hexes naming their tiles as the run's tile files name them,
  plus the 25 terrain cards (5 of each buildable terrain) with their back;
- location tiles: each tile as a hex the size of a board hex, ``TILES_PER_TILE`` times (2 on each
  of 2 location hexes, as every shipped section has), its back the "used" side; and one summary
  card per tile with its placement rule written out;
- goal cards: one card each, with the scoring rule written out, and their back.

Face names join the document's id, a kind and the item's id with ``_``, which ids cannot hold, so
no two faces share a file name. ``render --card`` picks an item by the id written in the file (a
tile's id: the tile and its summary card), a terrain card as ``terrain_<terrain>``
(``PrintItem.id``). A face's cache key is the item's own data, the language and the set's name.
Each card (not tiles and sections) carries its number among its document's cards of that kind
("3/5").
"""

from __future__ import annotations

import json
from functools import partial
from typing import Any, Callable

from ...loader import Document, Run
from ...model.kb import BUILDABLE, TILES_PER_LOCATION, goals_from_data, sections_from_data, tiles_from_data
from ...renderer.shapes import hexagon, rect
from .. import Deck, Face, PrintItem
from ..draw import card_numbers, framed
from . import board, faces
from .geometry import section_size
from .layout import BOARD
from .verbalize import goal_text, localized, terrain_name, tile_text

TERRAIN_CARDS = 5  # of each buildable terrain: docs/rules-notes.md#printed-components
LOCATION_HEXES = 2  # per tile: each shipped section has two location hexes of its tile
TILES_PER_TILE = TILES_PER_LOCATION * LOCATION_HEXES


def render_items(doc: Document, content: str, lang: str, run: Run = ()) -> Deck:
    """The deck to print for a validated boards, tiles or goals document."""
    data = doc.data
    set_name = localized(data["name"], lang)
    if content == "boards":
        items = _boards(data, set_name, lang, tile_names(run, lang))
    else:
        items = {"tiles": _tiles, "goals": _goals}[content](data, set_name, lang)
    return Deck(data["id"], set_name, tuple(items))


def _key(*parts: object) -> str:
    return json.dumps(parts, sort_keys=True, ensure_ascii=False)


def _back(doc_id: str, kind: str, set_name: str, lang: str) -> Face:
    return framed(f"{doc_id}_{kind}-back", _key(kind, set_name, lang), faces.draw_back, kind, set_name, lang)


def tile_names(run: Run, lang: str) -> dict[str, str]:
    """The name of each location tile of the run's tile files, by id: what a board's location hex
    prints (a tile no file of the run names prints its id)."""
    return {
        tile.id: localized(tile.name, lang)
        for doc, content in run
        if content == "tiles"
        for tile in tiles_from_data(doc.data)
    }


def _boards(data: dict, set_name: str, lang: str, names: dict[str, str]) -> list[PrintItem]:
    doc_id = data["id"]
    shape = rect(*section_size(BOARD["hex"]))
    section_back = _back(doc_id, "section", set_name, lang)
    items = []
    for section, raw in zip(sections_from_data(data), data["sections"]):
        located = {tile: names.get(tile, tile) for _, _, tile in section.locations}
        face = framed(
            f"{doc_id}_section_{section.id}", _key(raw, lang, located), board.draw_section, section, located, lang
        )
        title = localized(section.name, lang)
        items.append(PrintItem(face, section_back, 1, title, shape, id=section.id, own_cut=True))  # along its hexes
    terrain_back = _back(doc_id, "terrain", set_name, lang)
    items += [
        PrintItem(
            framed(
                f"{doc_id}_terrain_{terrain}",
                _key(terrain, lang, number),
                partial(faces.draw_terrain, number=number),
                terrain,
                lang,
            ),
            terrain_back,
            TERRAIN_CARDS,
            terrain_name(terrain, lang),
            id=f"terrain_{terrain}",
        )
        for terrain, number in zip(BUILDABLE, card_numbers(len(BUILDABLE)))
    ]
    return items


def _tiles(data: dict, set_name: str, lang: str) -> list[PrintItem]:
    doc_id = data["id"]
    shape = hexagon(BOARD["hex"])
    tiles = list(zip(tiles_from_data(data), data["tiles"]))
    items = [
        PrintItem(
            framed(f"{doc_id}_tile_{tile.id}", _key(raw, lang), faces.draw_tile, tile, False, lang),
            framed(f"{doc_id}_tile_{tile.id}_used", _key(raw, lang, "used"), faces.draw_tile, tile, True, lang),
            TILES_PER_TILE,
            localized(tile.name, lang),
            shape,
            id=tile.id,
        )
        for tile, raw in tiles
    ]
    summary_back = _back(doc_id, "summary", set_name, lang)
    return items + _rule_cards(doc_id, "summary", tiles, tile_text, faces.draw_summary, summary_back, set_name, lang)


def _goals(data: dict, set_name: str, lang: str) -> list[PrintItem]:
    doc_id = data["id"]
    back = _back(doc_id, "goal", set_name, lang)
    goals = list(zip(goals_from_data(data), data["goals"]))
    return _rule_cards(doc_id, "goal", goals, goal_text, faces.draw_goal, back, set_name, lang)


def _rule_cards(
    doc_id: str,
    kind: str,
    entries: list[tuple[Any, dict]],
    text: Callable[[Any, str], str],
    draw: Callable[..., list[str]],
    back: Face,
    set_name: str,
    lang: str,
) -> list[PrintItem]:
    """One card per (entry, its data) of ``entries`` (goals, or tiles' summaries), each drawn by
    ``draw`` with its rule ``text`` and its number among them, on ``back``."""
    return [
        PrintItem(
            framed(
                f"{doc_id}_{kind}_{entry.id}",
                _key(raw, set_name, lang, number),
                partial(draw, number=number),
                entry,
                text(entry, lang),
                set_name,
                lang,
            ),
            back,
            1,
            localized(entry.name, lang),
            id=entry.id,
        )
        for (entry, raw), number in zip(entries, card_numbers(len(entries)))
    ]

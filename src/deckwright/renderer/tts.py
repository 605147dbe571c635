"""Tabletop Simulator: deck sheets, piece images and a saved object that imports them.

Each item becomes the object a TTS user expects (``piece_kind``): cards (of the run's size, or
another size) go into decks; a hexagonal tile becomes a hex ``Custom_Tile``, a square tile a box
``Custom_Tile``, a board (100 mm or more each way) a box ``Custom_Tile`` at its size, a token (30
mm or less each way) a ``Custom_Token``; each piece's images are its own trimmed faces.

Cards sharing a back form one TTS deck, except cards kept ``apart`` (not shuffled: a
``PrintItem`` says so), which form a deck of their own per pile. A deck's distinct fronts are
tiled (trimmed, no bleed) on a sheet of at most 10 x 7 slots, in reading order; the sheet's last
slot holds the back, which TTS shows for a hidden card. More than 69 distinct fronts take more
sheets, one TTS deck each. A sheet is at most ``MAX_PIXELS`` wide and high (TTS's limit): the
cards are scaled down to fit. A deck of one card is a ``Card``, not a deck of one; landscape
faces are sideways cards.
The saved object (put it in TTS's "Saved Objects" folder) holds one ``DeckCustom`` (or ``Card``)
per sheet, its ``CustomDeck`` pointing at the images by ``file://`` URL, or under a base URL where
they will be uploaded; ``CardID`` is deck number * 100 + slot, and ``DeckIDs`` lists every copy;
then each copy of each piece. Objects are named by the document's title and the pile's name
(numbered when several share a name), cards and pieces by their own names, never by internal
ids; their description is their rules text.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from PIL import Image

from . import Deck, Face, PrintItem

MAX_COLUMNS, MAX_ROWS = 10, 7
MAX_PIXELS = 4096  # TTS reads no larger image
SLOTS = MAX_COLUMNS * MAX_ROWS - 1  # fronts per sheet; the last slot is the hidden card
BOARD_MIN = 100.0  # mm: a piece this large each way is a board
TOKEN_MAX = 30.0  # mm: a piece no larger each way is a token
UNIT = 25.4  # mm in a TTS unit (about an inch); a custom tile or token of scale 1 is 2 units wide
TILE_TYPES = {"hex": 1, "tile": 0, "board": 0}  # CustomTile.Type: 0 box, 1 hex, 2 circle, 3 rounded
THICKNESS = {"hex": 0.2, "tile": 0.2, "board": 0.1, "token": 0.2}  # TTS units


def piece_kind(item: PrintItem) -> str:
    """What an item is on a TTS table: 'card' (of the run's size or its own), 'hex' (a hex tile),
    'board' (``BOARD_MIN`` mm or more each way), 'token' (``TOKEN_MAX`` mm or less each way) or
    'tile' (any other square)."""
    shape = item.shape
    if shape is None:
        return "card"
    if shape.kind == "hex":
        return "hex"
    if min(shape.w, shape.h) >= BOARD_MIN:
        return "board"
    if max(shape.w, shape.h) <= TOKEN_MAX:
        return "token"
    return "tile" if shape.w == shape.h else "card"


def pieces(deck: Deck) -> list[PrintItem]:
    """The items that are not cards (tiles, boards, tokens), in order."""
    return [item for item in deck.items if piece_kind(item) != "card"]


@dataclass(frozen=True)
class TtsSheet:
    """One TTS deck: its distinct fronts (slot order), their items, the back, the pile it is kept
    ``apart`` in (empty: the shuffled deck), and the cards' size in mm (w, h)."""

    back: Face
    fronts: tuple[Face, ...]
    items: tuple[PrintItem, ...]
    apart: str = ""
    size: tuple[float, float] = (63.0, 88.0)

    @property
    def sideways(self) -> bool:
        """Landscape cards: TTS lays them sideways."""
        return self.size[0] > self.size[1]

    @property
    def grid(self) -> tuple[int, int]:
        """(NumWidth, NumHeight): room for the fronts and the hidden card."""
        slots = len(self.fronts) + 1
        columns = min(MAX_COLUMNS, slots)
        return columns, math.ceil(slots / columns)


def plan(deck: Deck, card: tuple[float, float] = (63.0, 88.0)) -> list[TtsSheet]:
    """The TTS decks of ``deck``'s cards (``card``: the run's card size): one per back, size and pile
    kept apart, split every 69 distinct fronts."""
    by_back: dict[tuple[str, str, tuple[float, float]], list[PrintItem]] = {}
    for item in deck.items:
        if piece_kind(item) == "card":
            size = (item.shape.w, item.shape.h) if item.shape else card
            by_back.setdefault((item.back.name, item.apart, size), []).append(item)
    sheets = []
    for (_, apart, size), items in by_back.items():
        fronts = list({item.front.name: item.front for item in items}.values())
        for start in range(0, len(fronts), SLOTS):
            chunk = fronts[start : start + SLOTS]
            names = {face.name for face in chunk}
            chosen = tuple(item for item in items if item.front.name in names)
            sheets.append(TtsSheet(items[0].back, tuple(chunk), chosen, apart, size))
    return sheets


def compose(sheet: TtsSheet, pngs: dict[str, Path], bleed_px: int) -> tuple[Image.Image, Image.Image]:
    """The face sheet (fronts in slot order, the back in the last slot) and the back alone, trimmed."""
    back = trimmed(pngs[sheet.back.name], bleed_px)
    columns, rows = sheet.grid
    fit = min(1.0, MAX_PIXELS / (columns * back.width), MAX_PIXELS / (rows * back.height))
    width, height = int(back.width * fit), int(back.height * fit)
    image = Image.new("RGB", (columns * width, rows * height), "white")
    for slot, face in enumerate(sheet.fronts):
        card = trimmed(pngs[face.name], bleed_px).resize((width, height), Image.Resampling.LANCZOS)
        image.paste(card, ((slot % columns) * width, (slot // columns) * height))
    back = back.resize((width, height), Image.Resampling.LANCZOS)
    last = columns * rows - 1
    image.paste(back, ((last % columns) * width, (last // columns) * height))
    return image, back


def saved_object(
    sheets: list[TtsSheet],
    images: list[tuple[Path, Path]],
    title: str,
    base_url: str = "",
    placed: Sequence[tuple[PrintItem, Path, Path]] = (),
) -> dict:
    """The TTS saved-object document for ``sheets`` with their (face sheet, back) image files, then
    every copy of each piece (``pieces``) ``placed`` with its front and back images; ``base_url``:
    where the images will be (the file name is appended), else their ``file://`` URL."""

    def url(path: Path) -> str:
        return base_url.rstrip("/") + "/" + path.name if base_url else path.resolve().as_uri()

    names = [f"{title}: {sheet.apart}" if sheet.apart else title for sheet in sheets]
    states = []
    for number, (sheet, (faces, back)) in enumerate(zip(sheets, images), 1):
        name = names[number - 1]
        if names.count(name) > 1:
            name += f" ({names[:number].count(name)} of {names.count(name)})"
        columns, rows = sheet.grid
        custom = {
            str(number): {
                "FaceURL": url(faces),
                "BackURL": url(back),
                "NumWidth": columns,
                "NumHeight": rows,
                "BackIsHidden": True,
                "UniqueBack": False,
                "Type": 0,
            }
        }
        slot_of = {face.name: slot for slot, face in enumerate(sheet.fronts)}
        x = 3.0 * (number - 1)
        cards = [
            {
                "Name": "Card",
                "Nickname": item.title or item.front.name,
                "Description": item.text,
                "CardID": number * 100 + slot_of[item.front.name],
                "SidewaysCard": sheet.sideways,
                "CustomDeck": custom,
                "Transform": _transform(x),
            }
            for item in sheet.items
            for _ in range(item.copies)
        ]
        if len(cards) == 1:  # a single card is a card, not a deck of one
            states.append(cards[0])
            continue
        states.append(
            {
                "Name": "DeckCustom",
                "Nickname": name,
                "Description": "",
                "SidewaysCard": sheet.sideways,
                "Transform": _transform(x),
                "DeckIDs": [card["CardID"] for card in cards],
                "CustomDeck": custom,
                "ContainedObjects": cards,
            }
        )
    x = 3.0 * len(sheets)
    for item, front, back in placed:
        scale = item.shape.w / (2 * UNIT)  # type: ignore[union-attr]  # a piece has its shape (piece_kind)
        for _ in range(item.copies):
            x += scale * 2 + 0.5
            states.append(_piece(item, url(front), url(back), _transform(x, scale, face_up=True)))
    return {
        "SaveName": title,
        "GameMode": "",
        "Date": "",
        "Table": "",
        "Sky": "",
        "Note": "",
        "Rules": "",
        "XmlUI": "",
        "LuaScript": "",
        "LuaScriptState": "",
        "ObjectStates": states,
        "TabStates": {},
        "VersionNumber": "",
    }


def _piece(item: PrintItem, front: str, back: str, transform: dict) -> dict:
    """A tile, board or token (``piece_kind``): a ``Custom_Tile`` of its shape, with its back's
    image, or a ``Custom_Token`` (one image)."""
    kind = piece_kind(item)
    image: dict = {"ImageURL": front, "ImageSecondaryURL": back, "ImageScalar": 1.0, "WidthScale": 0.0}
    if kind == "token":
        image["ImageSecondaryURL"] = ""
        image["CustomToken"] = {"Thickness": THICKNESS[kind], "MergeDistancePixels": 15.0, "Stackable": True}
    else:
        image["CustomTile"] = {
            "Type": 3 if item.shape and item.shape.radius else TILE_TYPES[kind],
            "Thickness": THICKNESS[kind],
            "Stackable": kind != "board",
            "Stretch": kind == "hex",  # a box keeps its image's proportions (a board is not square)
        }
    return {
        "Name": "Custom_Token" if kind == "token" else "Custom_Tile",
        "Nickname": item.title or item.front.name,
        "Description": item.text,
        "Transform": transform,
        "CustomImage": image,
    }


def _transform(x: float, scale: float = 1.0, face_up: bool = False) -> dict:
    """At ``x`` on the table; a deck face down (turned over, ``rotZ`` 180), a piece face up."""
    return {
        "posX": x,
        "posY": 1.0,
        "posZ": 0.0,
        "rotX": 0.0,
        "rotY": 180.0,
        "rotZ": 0.0 if face_up else 180.0,
        "scaleX": scale,
        "scaleY": 1.0,
        "scaleZ": scale,
    }


def trimmed(path: Path, bleed_px: int) -> Image.Image:
    """The image of ``path`` without its ``bleed_px`` pixels of bleed on each side."""
    image = Image.open(path).convert("RGB")
    if bleed_px:
        image = image.crop((bleed_px, bleed_px, image.width - bleed_px, image.height - bleed_px))
    return image

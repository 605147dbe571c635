"""Tabletop Simulator: deck sheets and a saved object that imports them as decks.

Cards sharing a back form one TTS deck, except cards kept ``apart`` (not shuffled: a
``PrintItem`` says so), which form a deck of their own per pile. A deck's distinct fronts are
tiled (trimmed, no bleed) on a sheet of at most 10 x 7 slots, in reading order; the sheet's last
slot holds the back, which TTS shows for a hidden card. More than 69 distinct fronts take more
sheets, one TTS deck each. A sheet is at most ``MAX_PIXELS`` wide and high (TTS's limit): the
cards are scaled down to fit.
The saved object (put it in TTS's "Saved Objects" folder) holds one ``DeckCustom`` per sheet,
its ``CustomDeck`` pointing at the images by ``file://`` URL, or under a base URL where they will
be uploaded; ``CardID`` is deck number * 100 + slot, and ``DeckIDs`` lists every copy. Decks are
named by the document's title and the pile's name (numbered when several share a name), never
by internal ids.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

from . import Deck, Face, PrintItem

MAX_COLUMNS, MAX_ROWS = 10, 7
MAX_PIXELS = 4096  # TTS reads no larger image
SLOTS = MAX_COLUMNS * MAX_ROWS - 1  # fronts per sheet; the last slot is the hidden card


@dataclass(frozen=True)
class TtsSheet:
    """One TTS deck: its distinct fronts (slot order), their items, the back, and the pile it is
    kept ``apart`` in (empty: the shuffled deck)."""

    back: Face
    fronts: tuple[Face, ...]
    items: tuple[PrintItem, ...]
    apart: str = ""

    @property
    def grid(self) -> tuple[int, int]:
        """(NumWidth, NumHeight): room for the fronts and the hidden card."""
        slots = len(self.fronts) + 1
        columns = min(MAX_COLUMNS, slots)
        return columns, math.ceil(slots / columns)


def plan(deck: Deck) -> list[TtsSheet]:
    """The TTS decks of ``deck``: one per back and pile kept apart, split every 69 distinct fronts."""
    by_back: dict[tuple[str, str], list[PrintItem]] = {}
    for item in deck.items:
        by_back.setdefault((item.back.name, item.apart), []).append(item)
    sheets = []
    for (_, apart), items in by_back.items():
        fronts = list({item.front.name: item.front for item in items}.values())
        for start in range(0, len(fronts), SLOTS):
            chunk = fronts[start : start + SLOTS]
            names = {face.name for face in chunk}
            chosen = tuple(item for item in items if item.front.name in names)
            sheets.append(TtsSheet(items[0].back, tuple(chunk), chosen, apart))
    return sheets


def compose(sheet: TtsSheet, pngs: dict[str, Path], bleed_px: int) -> tuple[Image.Image, Image.Image]:
    """The face sheet (fronts in slot order, the back in the last slot) and the back alone, trimmed."""
    back = _trimmed(pngs[sheet.back.name], bleed_px)
    columns, rows = sheet.grid
    fit = min(1.0, MAX_PIXELS / (columns * back.width), MAX_PIXELS / (rows * back.height))
    width, height = int(back.width * fit), int(back.height * fit)
    image = Image.new("RGB", (columns * width, rows * height), "white")
    for slot, face in enumerate(sheet.fronts):
        card = _trimmed(pngs[face.name], bleed_px).resize((width, height), Image.Resampling.LANCZOS)
        image.paste(card, ((slot % columns) * width, (slot // columns) * height))
    back = back.resize((width, height), Image.Resampling.LANCZOS)
    last = columns * rows - 1
    image.paste(back, ((last % columns) * width, (last // columns) * height))
    return image, back


def saved_object(sheets: list[TtsSheet], images: list[tuple[Path, Path]], title: str, base_url: str = "") -> dict:
    """The TTS saved-object document for ``sheets`` with their (face sheet, back) image files;
    ``base_url``: where the images will be (the file name is appended), else their ``file://`` URL."""

    def url(path: Path) -> str:
        return base_url.rstrip("/") + "/" + path.name if base_url else path.resolve().as_uri()

    names = [f"{title}: {sheet.apart}" if sheet.apart else title for sheet in sheets]
    decks = []
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
        cards = [
            (number * 100 + slot_of[item.front.name], item.title or item.front.name)
            for item in sheet.items
            for _ in range(item.copies)
        ]
        decks.append(
            {
                "Name": "DeckCustom",
                "Nickname": name,
                "Transform": _transform(3.0 * (number - 1)),
                "DeckIDs": [card_id for card_id, _ in cards],
                "CustomDeck": custom,
                "ContainedObjects": [
                    {
                        "Name": "Card",
                        "Nickname": name,
                        "CardID": card_id,
                        "CustomDeck": custom,
                        "Transform": _transform(3.0 * (number - 1)),
                    }
                    for card_id, name in cards
                ],
            }
        )
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
        "ObjectStates": decks,
        "TabStates": {},
        "VersionNumber": "",
    }


def _transform(x: float) -> dict:
    return {
        "posX": x,
        "posY": 1.0,
        "posZ": 0.0,
        "rotX": 0.0,
        "rotY": 180.0,
        "rotZ": 180.0,
        "scaleX": 1.0,
        "scaleY": 1.0,
        "scaleZ": 1.0,
    }


def _trimmed(path: Path, bleed_px: int) -> Image.Image:
    image = Image.open(path).convert("RGB")
    if bleed_px:
        image = image.crop((bleed_px, bleed_px, image.width - bleed_px, image.height - bleed_px))
    return image

"""A Tabletop Simulator saved object, checked as TTS reads one: ``tts_problems`` lists what TTS
would refuse or show wrongly.

Each object state has a known ``Name`` and a full ``Transform``. A ``DeckCustom`` lists in
``DeckIDs`` exactly the ``CardID`` of its contained ``Card`` objects, holds more than one, and each
card's ID is a deck number of its ``CustomDeck`` times 100 plus a slot inside that sheet's
``NumWidth`` x ``NumHeight`` but the last (the hidden card). A lone ``Card`` is the same, alone. A
``Custom_Tile`` has a ``CustomImage`` with both images and a ``CustomTile`` of type 0-3; a
``Custom_Token`` one image and a ``CustomToken``. Every image URL given as ``file://`` exists.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlparse

NAMES = {"DeckCustom", "Card", "Custom_Tile", "Custom_Token"}
TRANSFORM = {"posX", "posY", "posZ", "rotX", "rotY", "rotZ", "scaleX", "scaleY", "scaleZ"}


def tts_problems(saved: dict) -> list[str]:
    problems: list[str] = []
    for index, state in enumerate(saved.get("ObjectStates", [])):
        where = f"object {index} ({state.get('Name')} {state.get('Nickname')!r})"
        name = state.get("Name")
        if name not in NAMES:
            problems.append(f"{where}: unknown object name")
            continue
        transform = state.get("Transform", {})
        if set(transform) != TRANSFORM or not all(isinstance(v, (int, float)) for v in transform.values()):
            problems.append(f"{where}: Transform is not the nine numbers TTS reads")
        if not state.get("Nickname"):
            problems.append(f"{where}: no name")
        if name == "DeckCustom":
            cards = state.get("ContainedObjects", [])
            if len(cards) < 2:
                problems.append(f"{where}: a deck of {len(cards)} card(s)")
            if state.get("DeckIDs") != [card.get("CardID") for card in cards]:
                problems.append(f"{where}: DeckIDs are not its cards' IDs")
            _images(state["CustomDeck"], where, problems)
            for card in cards:
                _card(card, f"{where}, card {card.get('Nickname')!r}", problems)
        elif name == "Card":
            _card(state, where, problems)
        else:
            _custom(state, name, where, problems)
    return problems


def _card(card: dict, where: str, problems: list[str]) -> None:
    if card.get("Name") != "Card":
        problems.append(f"{where}: not a Card")
    decks = card.get("CustomDeck", {})
    number, slot = divmod(card.get("CardID", -1), 100)
    sheet = decks.get(str(number))
    if sheet is None:
        problems.append(f"{where}: CardID {card.get('CardID')} names no deck of its CustomDeck")
    elif not 0 <= slot < sheet["NumWidth"] * sheet["NumHeight"] - 1:
        problems.append(f"{where}: slot {slot} is outside its sheet or the hidden card")
    _images(decks, where, problems)


def _images(decks: dict, where: str, problems: list[str]) -> None:
    for sheet in decks.values():
        for key in ("FaceURL", "BackURL"):
            _url(sheet.get(key, ""), f"{where}: {key}", problems)


def _custom(state: dict, name: str, where: str, problems: list[str]) -> None:
    image = state.get("CustomImage", {})
    _url(image.get("ImageURL", ""), f"{where}: ImageURL", problems)
    if name == "Custom_Tile":
        _url(image.get("ImageSecondaryURL", ""), f"{where}: ImageSecondaryURL", problems)
        if image.get("CustomTile", {}).get("Type") not in (0, 1, 2, 3):
            problems.append(f"{where}: CustomTile type is not 0-3")
    elif "CustomToken" not in image:
        problems.append(f"{where}: no CustomToken")


def _url(url: str, where: str, problems: list[str]) -> None:
    if not url:
        problems.append(f"{where} is empty")
    elif url.startswith("file://") and not Path(unquote(urlparse(url).path)).is_file():
        problems.append(f"{where}: {url} does not exist")

"""Where things are in an Empires of the North file: its cards in file order, and the readable
name of a place (card 'farm', ability 2 (action), step 1 (gain)) for the checks' messages."""

from __future__ import annotations

from typing import Any, Iterator

from ...systems import all_systems
from ..schema import place_of

SECTIONS = {"clan": ("basic_fields", "deck"), "islands": ("islands",)}


def cards_of(data: dict[str, Any], content: str = "clan") -> Iterator[tuple[dict[str, Any], str]]:
    """(card, pointer) of every card of a clan or island set, in file order."""
    for section in SECTIONS[content]:
        for index, card in enumerate(data.get(section, [])):
            yield card, f"/{section}/{index}"


def place(data: dict, pointer: str, content: str = "clan") -> str:
    """card 'farm', ability 2 (action), step 1 (search): where a pointer of a clan or island set leads."""
    return place_of(data, pointer, all_systems()["eotn"].schemas[content])

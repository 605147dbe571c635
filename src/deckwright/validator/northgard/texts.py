"""The printed text overrides of Northgard cards and clan powers (their ``text``), for the shared
markup check (E-TEXT-ICON, E-TEXT-MARKUP; ``validator.markup``) with this system's icon names."""

from __future__ import annotations

from typing import Any, Iterator

from ...loader import Document

CARD_LISTS = {"cards": ("starting", "early", "advanced"), "clan": ("upgrades",)}  # lists of cards, by content


def _owners(data: dict[str, Any], content: str) -> Iterator[tuple[dict[str, Any], str, str]]:
    """(what has a ``text``, its pointer, its id): cards, and a clan's power and initial card."""
    if content == "clan":
        yield data["power"], "/power", data["id"]
        yield data["initial"], "/initial", data["initial"]["id"]
    for key in CARD_LISTS.get(content, ()):
        for index, card in enumerate(data.get(key, [])):
            yield card, f"/{key}/{index}", card["id"]


def text_overrides(doc: Document, content: str) -> list[tuple[str, str, str, str]]:
    """The ``text_overrides`` hook: each printed text per language."""
    return [
        (f"{pointer}/text/{lang}", owner, lang, text)
        for item, pointer, owner in _owners(doc.data, content)
        for lang, text in item.get("text", {}).items()
    ]

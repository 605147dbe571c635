"""The printed text overrides of Imperial Settlers Locations (a card's ``text``), for the shared
markup check (E-TEXT-ICON, E-TEXT-MARKUP; ``validator.markup``) with this system's icon names."""

from __future__ import annotations

from ...loader import Document
from ...model.is2014 import CARD_LISTS


def text_overrides(doc: Document, content: str) -> list[tuple[str, str, str, str]]:
    """The ``text_overrides`` hook: every Location's printed text per language."""
    key = CARD_LISTS.get(content)
    return [
        (f"/{key}/{index}/text/{lang}", card["id"], lang, text)
        for index, card in enumerate(doc.data[key] if key else [])
        for lang, text in card.get("text", {}).items()
    ]

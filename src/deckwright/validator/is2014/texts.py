"""The printed text overrides of Imperial Settlers Locations (a card's ``text``), for the shared
markup check (E-TEXT-ICON, E-TEXT-MARKUP; ``validator.markup``) with this system's icon names."""

from __future__ import annotations

from typing import Collection

from ...loader import Document
from .overflow import CARD_LISTS


def text_overrides(doc: Document, content: str) -> tuple[list[tuple[str, str, str, str]], Collection[str]]:
    """The ``text_overrides`` hook: every Location's printed text per language, and the icon names
    the renderer draws for a ``[name]`` token (its ``is_`` icons)."""
    from ...renderer.icons import ICONS
    from ...renderer.is2014.icons import PREFIX  # registers the icons, never draws

    key = CARD_LISTS.get(content)
    texts = [
        (f"/{key}/{index}/text/{lang}", card["id"], lang, text)
        for index, card in enumerate(doc.data[key] if key else [])
        for lang, text in card.get("text", {}).items()
    ]
    return texts, {name[len(PREFIX) :] for name in ICONS if name.startswith(PREFIX)}

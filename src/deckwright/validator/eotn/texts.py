"""Printed 'text' overrides. W-TEXT-LANGUAGE: an override missing a language the card is printed in.

A card is printed in every language its name or its file's name is written in. Rendered in a
language its override lacks, the card prints the English override (docs/rules-notes.md#eotn-text-override-language):
this warning is how that is never silent.

E-TEXT-ICON, E-TEXT-MARKUP: an override's markup that would print as literal characters (an unknown
``[icon]``, an unclosed ``**`` or ``[``), found by the shared check (``validator.markup``) on the
texts the ``text_overrides`` hook lists.
"""

from __future__ import annotations

from typing import Iterator

from ...findings import Finding
from ...loader import Document
from .where import cards_of


def text_languages(doc: Document, cards: list[tuple[dict, str]]) -> Iterator[Finding]:
    for card, pointer in cards:
        text = card.get("text")
        if not text:
            continue
        missing = sorted((set(doc.data.get("name", {})) | set(card["name"])) - set(text))
        if missing:
            yield doc.finding(
                "W-TEXT-LANGUAGE",
                f"'{card['id']}' has a printed text for {', '.join(sorted(text))} but not for "
                f"{', '.join(missing)}: rendered in {missing[0]}, it prints the English text",
                f"{pointer}/text",
                f"add {', '.join(f'{lang}:' for lang in missing)} to 'text'",
                key=True,
            )


def text_overrides(doc: Document, content: str) -> list[tuple[str, str, str, str]]:
    """The ``text_overrides`` hook: every card's printed text per language."""
    return [
        (f"{pointer}/text/{lang}", card["id"], lang, text)
        for card, pointer in cards_of(doc.data, content)
        for lang, text in card.get("text", {}).items()
    ]

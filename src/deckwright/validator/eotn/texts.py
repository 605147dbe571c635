"""Printed 'text' overrides. W-TEXT-LANGUAGE: an override missing a language the card is printed in.

A card is printed in every language its name or its file's name is written in. Rendered in a
language its override lacks, the card prints the English override (docs/rules-notes.md#eotn-text-override-language):
this warning is how that is never silent.

E-TEXT-ICON, E-TEXT-MARKUP: an override's markup that would print as literal characters (an unknown
``[icon]``, an unclosed ``**`` or ``[``), at the text of the language.
"""

from __future__ import annotations

from typing import Iterator

from ...findings import WARNING, Finding
from ...loader import Document
from ..markup import markup_mistakes


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
                WARNING,
                key=True,
            )


def text_markup(doc: Document, cards: list[tuple[dict, str]]) -> Iterator[Finding]:
    from ...renderer.eotn.icons import NAMES  # the icon names, never the drawing code

    for card, pointer in cards:
        for lang, text in card.get("text", {}).items():
            for code, message, hint in markup_mistakes(text, NAMES):
                yield doc.finding(
                    code, f"the printed {lang} text of '{card['id']}': {message}", f"{pointer}/text/{lang}", hint
                )

"""E-GLYPH: printed text (every text written per language: a value under a two-letter language
key, in any system's files) holds a character the card font cannot draw, such as an emoji: it
would print as nothing. The font's character map is loaded only when a document is checked, so
importing the validator loads no font.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from ..findings import Finding
from ..loader import Document, pointer_join

LANGUAGE_KEY = re.compile(r"^[a-z]{2}$")


def _printed(data: Any, pointer: str = "") -> Iterator[tuple[str, str]]:
    """(text, pointer) of every text written per language in ``data``."""
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        here = pointer_join(pointer, key)
        if isinstance(value, str) and isinstance(data, dict) and LANGUAGE_KEY.match(str(key)):
            yield value, here
        else:
            yield from _printed(value, here)


def glyph_findings(doc: Document) -> Iterator[Finding]:
    """E-GLYPH for each printed text with characters the card font cannot draw."""
    from ..renderer.fonts import undrawable  # the font metrics, never the drawing code

    for text, pointer in _printed(doc.data):
        missing = undrawable(text)
        if missing:
            shown = ", ".join(f"'{c}' (U+{ord(c):04X})" for c in missing[:5])
            yield doc.finding(
                "E-GLYPH",
                f"the card font cannot draw {shown}: it would print as nothing",
                pointer,
                "use letters, digits and punctuation (Latin-1); icons come from icon tokens, not emoji",
            )

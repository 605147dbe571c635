"""E-GLYPH and E-FONT: the fonts a file prints with, and the characters they cannot draw.

E-FONT: a font a content file names under ``fonts:`` cannot be used (not found, outside the
content folder, not a TrueType font). E-GLYPH: printed text (every text written per language: a
value under a two-letter language key, in any system's files) holds a character the built-in card
font cannot draw, such as an emoji: it would print as nothing. W-GLYPH, a warning: the same for a
font the designer chose (in the file, or ``render --font``), who may know the font and accept the
gap. Fonts are loaded only when a document is checked, so importing the validator loads none.
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


def glyph_findings(doc: Document, fonts: Any = None) -> list[Finding]:
    """E-FONT for each unusable font the document names, then E-GLYPH (built-in font) or W-GLYPH
    (a chosen font) for each printed text with characters the fonts cannot draw. ``fonts`` (a
    ``typeset.fonts.Fonts``), when given, replace the document's own, as ``render --font`` does."""
    from ..typeset.fonts import current, named_fonts, overriding, undrawable, using

    own, problems = named_fonts(doc.data, doc.path.parent)
    findings = [
        doc.finding(
            "E-FONT",
            f"the {style} font cannot be used: {why}",
            pointer_join("/fonts", style),
            "name a TrueType (.ttf) or OpenType (.otf with TrueType outlines) file, relative to this file",
        )
        for style, why in problems
    ]
    with using(own), overriding(fonts):
        label, chosen = current().label, bool(current().given)
        for text, pointer in _printed(doc.data):
            missing = undrawable(text)
            if missing:
                shown = ", ".join(f"'{c}' (U+{ord(c):04X})" for c in missing[:5])
                findings.append(
                    doc.finding(
                        "W-GLYPH" if chosen else "E-GLYPH",
                        f"{label} cannot draw {shown}: it would print as nothing",
                        pointer,
                        "use characters the font has; icons come from icon tokens, not emoji"
                        if chosen
                        else "use letters, digits and punctuation (Latin-1); icons come from icon tokens, not emoji",
                    )
                )
    return findings

"""W-TEXT-OVERFLOW for every system: a card's name or text does not fit its face even at the
smallest printed size, by the renderer's own measure.

The measure is the system's ``text_overflow`` hook (font metrics and layout data only, never the
drawing code), on the reference card, in every language the card's name is written in, with what
the card prints with: the fonts its file names (``fonts:``) and the designer's layout override
beside it (``<system>.layout.yaml``, ``typeset.layouts.override_of``), so that a box shrunk there
warns here. A system lists the cards of a document (its ``overflow_cards`` hook, each a
``systems.contract.Measured``); this module measures them and words the finding.
"""

from __future__ import annotations

from typing import Iterable

from ..findings import Finding
from ..loader import Document
from ..systems.contract import Measured, TextOverflow


def overflow_findings(
    doc: Document, system: str, text_overflow: TextOverflow, cards: Iterable[Measured]
) -> list[Finding]:
    """A warning at each card whose text overflows (the system's ``text_overflow``), once per
    language that does."""
    from ..typeset.fonts import named_fonts, using
    from ..typeset.layouts import drawing_with, override_of

    fonts, _ = named_fonts(doc.data, doc.path.parent)
    findings = []
    with using(fonts), drawing_with(override_of(doc, system)):
        for measured in cards:
            for lang in measured.card.name:
                problem = text_overflow(measured.card, measured.owner, lang)
                if problem:
                    pointer = f"{measured.pointer}/{lang}" if measured.at_language else measured.pointer
                    findings.append(doc.finding("W-TEXT-OVERFLOW", problem, pointer, measured.hint.format(lang=lang)))
    return findings

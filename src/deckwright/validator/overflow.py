"""W-TEXT-OVERFLOW for every system: a card's name or text does not fit its face even at the
smallest printed size, by the renderer's own measure.

The measure is the system's ``text_overflow`` hook (font metrics and layout data only, never the
drawing code), on the reference card, in every language the card's name is written in, with what
the card prints with: the fonts its file names (``fonts:``) and the designer's layout override
beside it (``<system>.layout.yaml``, ``renderer.layouts.override_of``), so that a box shrunk there
warns here. A system's check lists its cards; this module measures them and words the finding.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from ..findings import Finding
from ..loader import Document
from ..systems import all_systems


@dataclass(frozen=True)
class Measured:
    """One card to measure: ``owner`` (what the hook needs besides the card, or None) and where the
    finding points (``pointer``; with ``at_language``, the name's text in the language that overflows)."""

    card: Any
    owner: Any
    pointer: str
    at_language: bool = False


def overflow_findings(doc: Document, system: str, cards: Iterable[Measured], hint: str) -> list[Finding]:
    """A warning at each card whose text overflows, once per language that does; ``hint`` may name
    the language as ``{lang}``."""
    from ..renderer.fonts import named_fonts, using  # font metrics only
    from ..renderer.layouts import drawing_with, override_of  # the layouts' data only

    text_overflow = all_systems()[system].hook("text_overflow")
    fonts, _ = named_fonts(doc.data, doc.path.parent)
    findings = []
    with using(fonts), drawing_with(override_of(doc.path, system)):
        for measured in cards:
            for lang in measured.card.name:
                problem = text_overflow(measured.card, measured.owner, lang)
                if problem:
                    pointer = f"{measured.pointer}/{lang}" if measured.at_language else measured.pointer
                    findings.append(doc.finding("W-TEXT-OVERFLOW", problem, pointer, hint.format(lang=lang)))
    return findings

"""W-TEXT-OVERFLOW: a Location's name or ability text does not fit its face even at the smallest
printed size (6 pt).

The measure is the renderer's own, through the system's ``text_overflow`` hook (font metrics only,
no drawing code), on a poker-size card, in every language the card's name is written in.
"""

from __future__ import annotations

from typing import Iterator

from ...findings import WARNING, Finding
from ...loader import Document
from ...model.is2014 import card_from_data
from ...systems import all_systems

CARD_LISTS = {"faction": "deck", "common_deck": "cards"}  # where each content kind holds its Locations


def overflow_findings(doc: Document, content: str) -> Iterator[Finding]:
    """A warning at each card whose name or ability text overflows, in the language that does."""
    key = CARD_LISTS.get(content)
    if key is None:
        return
    text_overflow = all_systems()["is2014"].hook("text_overflow")
    for index, raw in enumerate(doc.data[key]):
        card = card_from_data(raw)
        for lang in card.name:
            problem = text_overflow(card, None, lang)
            if problem:
                yield doc.finding(
                    "W-TEXT-OVERFLOW",
                    problem,
                    f"/{key}/{index}",
                    f"shorten the name or the ability, or give a shorter printed 'text' for '{lang}'",
                    WARNING,
                )

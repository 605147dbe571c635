"""W-TEXT-OVERFLOW: a Location's name or ability text does not fit its face even at the smallest
printed size (6 pt): the shared ``validator.overflow``, through the system's ``text_overflow``
hook, on a poker-size card, in every language the card's name is written in.
"""

from __future__ import annotations

from ...findings import Finding
from ...loader import Document
from ...model.is2014 import card_from_data
from ..overflow import Measured
from ..overflow import overflow_findings as measured_findings

CARD_LISTS = {"faction": "deck", "common_deck": "cards"}  # where each content kind holds its Locations
HINT = "shorten the name or the ability, or give a shorter printed 'text' for '{lang}'"


def overflow_findings(doc: Document, content: str) -> list[Finding]:
    """A warning at each card whose name or ability text overflows, in the language that does."""
    key = CARD_LISTS.get(content)
    if key is None:
        return []
    cards = [Measured(card_from_data(raw), None, f"/{key}/{index}") for index, raw in enumerate(doc.data[key])]
    return measured_findings(doc, "is2014", cards, HINT)

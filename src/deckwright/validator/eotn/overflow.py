"""W-TEXT-OVERFLOW: a card's name or ability text does not fit its box even at the smallest size
(the shared ``validator.overflow``, through the system's ``text_overflow`` hook, on a poker-size card)."""

from __future__ import annotations

from ...findings import Finding
from ...loader import Document
from ...model.eotn import clan_from_data, island_set_from_data
from ..overflow import Measured
from ..overflow import overflow_findings as measured_findings

HINT = "shorten the name or the ability, or give a shorter printed 'text' override for '{lang}'"


def overflow_findings(doc: Document, content: str) -> list[Finding]:
    if content == "clan":
        owner = clan_from_data(doc.data)
        cards = [Measured(card, owner, f"/basic_fields/{i}") for i, card in enumerate(owner.basic_fields)]
        cards += [Measured(card, owner, f"/deck/{i}") for i, card in enumerate(owner.deck)]
    else:
        islands = island_set_from_data(doc.data).islands
        cards = [Measured(card, None, f"/islands/{i}") for i, card in enumerate(islands)]
    return measured_findings(doc, "eotn", cards, HINT)

"""W-TEXT-OVERFLOW: a Northgard card's name, kind band, text or footer does not fit its front even
at the smallest printed size (6 pt): the shared ``validator.overflow``, through the system's
``text_overflow`` hook, on a poker-size card, in every language the card's name is written in.
"""

from __future__ import annotations

from typing import Any

from ...findings import Finding
from ...loader import Document
from ...model.northgard import card_from_data, clan_from_data, ruleset_from_data, set_entries
from ..overflow import Measured
from ..overflow import overflow_findings as measured_findings

HINT = "shorten the name, or the set's or clan's name in the footer, or give a shorter printed 'text' for '{lang}'"


def overflow_findings(doc: Document, content: str, ruleset: dict[str, Any]) -> list[Finding]:
    """A warning at each card of a card set or a clan that overflows, in the language that does; its
    text with the numbers of ``ruleset`` (the run's, or the shipped one, which the cards print)."""
    from ...renderer.northgard.measure import Owner  # the layouts' data only, never the drawing

    data = doc.data
    owner = Owner(data.get("name") or {"en": data["id"]}, ruleset_from_data(ruleset))
    if content == "cards":
        entries = [(card_from_data(raw, kind), pointer) for raw, kind, pointer in set_entries(data) if pointer]
    else:
        clan = clan_from_data(data)
        entries = [(clan, "/power"), (clan.initial, "/initial")]
        entries += [(card, f"/upgrades/{index}") for index, card in enumerate(clan.upgrades)]
    return measured_findings(doc, "northgard", [Measured(card, owner, pointer) for card, pointer in entries], HINT)

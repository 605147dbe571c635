"""W-TEXT-OVERFLOW: a Northgard card's name, kind band or text does not fit its front even at the
smallest printed size (6 pt), or the clan's or card set's name does not fit the footer of its
cards: the shared ``validator.overflow``, through the system's ``text_overflow`` hook, on a
poker-size card, in every language the card's (or the owner's) name is written in. The footer is
the same on each card, so it warns once, at the owner's name as it prints (``owner_names``: a card
set without a name prints, and is measured by, its id in words).
"""

from __future__ import annotations

from typing import Any

from ...findings import Finding
from ...loader import Document
from ...model.northgard import card_from_data, clan_from_data, ruleset_from_data, set_entries
from ..overflow import Measured
from ..overflow import overflow_findings as measured_findings

HINT = "shorten the name, or give a shorter printed 'text' for '{lang}'"
FOOTER_HINT = "shorten the name in '{lang}': the footer of each of its cards prints it"


def overflow_findings(doc: Document, content: str, ruleset: dict[str, Any]) -> list[Finding]:
    """A warning at each card of a card set or a clan that overflows, in the language that does; its
    text with the numbers of ``ruleset`` (the run's, or the shipped one, which the cards print)."""
    from ...renderer.northgard.measure import Owner, owner_names  # the layouts' data only, never the drawing

    data = doc.data
    owner = Owner(owner_names(data), ruleset_from_data(ruleset))
    if content == "cards":
        entries = [(card_from_data(raw, kind), pointer) for raw, kind, pointer in set_entries(data) if pointer]
    else:
        clan = clan_from_data(data)
        entries = [(clan, "/power"), (clan.initial, "/initial")]
        entries += [(card, f"/upgrades/{index}") for index, card in enumerate(clan.upgrades)]
    named = "name" in data  # a clan, a card set with a name; one without prints its id in words
    footer = Measured(owner, owner, "/name" if named else "/id", at_language=named)
    return measured_findings(doc, "northgard", [footer], FOOTER_HINT) + measured_findings(
        doc, "northgard", [Measured(card, owner, pointer) for card, pointer in entries], HINT
    )

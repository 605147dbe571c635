"""W-TEXT-OVERFLOW: a card's name or ability text does not fit its box even at the smallest size.

The measure is the renderer's own, reached through the system's ``text_overflow`` hook (so that
validating loads font metrics only, never the renderer's drawing code), on a poker-size card, for
every language the card's name is written in.
"""

from __future__ import annotations

from typing import Iterator

from ...findings import WARNING, Finding
from ...loader import Document
from ...model.eotn import clan_from_data, island_set_from_data
from ...systems import all_systems


def overflow_findings(doc: Document, content: str) -> Iterator[Finding]:
    if content == "clan":
        owner = clan_from_data(doc.data)
        cards = [(card, f"/basic_fields/{i}") for i, card in enumerate(owner.basic_fields)]
        cards += [(card, f"/deck/{i}") for i, card in enumerate(owner.deck)]
    else:
        owner = None
        cards = [(card, f"/islands/{i}") for i, card in enumerate(island_set_from_data(doc.data).islands)]
    from ...renderer.fonts import named_fonts, using  # font metrics only

    text_overflow = all_systems()["eotn"].hook("text_overflow")
    fonts, _ = named_fonts(doc.data, doc.path.parent)
    for card, pointer in cards:
        for lang in card.name:
            with using(fonts):  # measured in the fonts the cards print with
                problem = text_overflow(card, owner, lang)
            if problem:
                yield doc.finding(
                    "W-TEXT-OVERFLOW",
                    problem,
                    pointer,
                    f"shorten the name or the ability, or give a shorter printed 'text' override for '{lang}'",
                    WARNING,
                )

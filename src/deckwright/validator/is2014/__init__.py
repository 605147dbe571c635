"""Imperial Settlers (2014) checks beyond the schema.

``check_documents`` receives every schema-valid document of one run, so that checks can look
across files: an attack deck's targets are read against the Raze fields of the common decks given
(or of the shipped one).
"""

from __future__ import annotations

from ...findings import Finding
from ...loader import Document
from .attacks import check_attack_deck, raze_goods, shipped_raze_goods
from .cards import check_common_deck
from .faction import check_faction


def check_documents(documents: list[tuple[Document, str]]) -> list[Finding]:
    """Run each content kind's checks (content is 'faction', 'common_deck' or 'attack_deck')."""
    commons = [doc.data for doc, content in documents if content == "common_deck"]
    goods = set().union(*map(raze_goods, commons)) if commons else shipped_raze_goods()
    findings: list[Finding] = []
    for doc, content in documents:
        if content == "faction":
            findings += check_faction(doc)
        elif content == "common_deck":
            findings += check_common_deck(doc)
        else:
            findings += check_attack_deck(doc, goods)
    return findings

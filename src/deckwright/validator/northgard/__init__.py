"""Northgard checks beyond the schema.

``check_documents`` receives every schema-valid Northgard document of one run, so that checks
can look across files: amounts named in clans and cards must exist in the ruleset given (or the
standard one), and the card pools must be large enough for the player counts it allows. Cards whose
words do not fit their face warn (``overflow``).
"""

from __future__ import annotations

from ...findings import Finding
from ...loader import Document
from ...model.northgard import shipped
from .cards import check_card_set, check_clan
from .overflow import overflow_findings
from .rules import check_ruleset
from .tiles import check_tile_set


def check_documents(documents: list[tuple[Document, str]]) -> list[Finding]:
    """Run each kind's checks; a ruleset among the documents is the one the others are read against."""
    rulesets = [doc.data for doc, content in documents if content == "ruleset"]
    ruleset = rulesets[0] if rulesets else shipped("ruleset.yaml")
    findings: list[Finding] = []
    for doc, content in documents:
        if content == "ruleset":
            findings += check_ruleset(doc)
        elif content == "tiles":
            findings += check_tile_set(doc, ruleset)
        elif content == "cards":
            findings += check_card_set(doc, ruleset) + overflow_findings(doc, content)
        else:
            findings += check_clan(doc, ruleset) + overflow_findings(doc, content)
    return findings

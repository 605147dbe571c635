"""Northgard checks beyond the schema.

``check_documents`` receives every schema-valid Northgard document of one run, so that checks
can look across files: amounts named in clans and cards must exist in the run's ruleset (the first
given, else the shipped one: ``model.northgard.run_ruleset``, which playing and printing read too;
any later ruleset warns that it is ignored), and the
card pools must be large enough for the player counts it allows.
"""

from __future__ import annotations

from ...findings import Finding
from ...loader import Document
from ...model.northgard import run_ruleset, standard_ruleset
from .cards import check_card_set, check_clan
from .rules import check_ruleset
from .tiles import check_tile_set


def check_documents(documents: list[tuple[Document, str]]) -> list[Finding]:
    """Run each kind's checks; the run's ruleset is the one the others are read against."""
    ruleset = (run_ruleset(documents) or standard_ruleset()).data
    sets = frozenset(doc.data["id"] for doc, content in documents if content == "cards" and "extends" not in doc.data)
    findings: list[Finding] = []
    for doc, content in documents:
        if content == "ruleset":
            findings += check_ruleset(doc)
        elif content == "tiles":
            findings += check_tile_set(doc, ruleset)
        elif content == "cards":
            findings += check_card_set(doc, ruleset, sets)
        else:
            findings += check_clan(doc, ruleset)
    return findings + _ignored_rulesets(documents)


def _ignored_rulesets(documents: list[tuple[Document, str]]) -> list[Finding]:
    """W-NG-SECOND-RULESET on each ruleset after the run's first: only the first applies."""
    rulesets = [doc for doc, content in documents if content == "ruleset"]
    return [
        doc.finding(
            "W-NG-SECOND-RULESET",
            f"this run already has a ruleset ({rulesets[0].display}): only the first applies, this one is ignored",
            "/content",
            "validate, play or render one ruleset per run; to vary the rules, edit a copy of one",
            key=True,
        )
        for doc in rulesets[1:]
    ]

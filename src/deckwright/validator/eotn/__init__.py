"""Empires of the North checks beyond the schema.

``check_documents`` receives every schema-valid EotN document of one run, so that checks can
look across files (a clan's goods against the island set it will sail to).
"""

from __future__ import annotations

from ...findings import Finding
from ...loader import Document
from .art import art_outside
from .clan import check_clan
from .goods import island_goods, shipped_island_goods
from .islands import check_island_set
from .loops import feature_loops
from .texts import text_languages
from .where import cards_of


def check_documents(documents: list[tuple[Document, str]]) -> list[Finding]:
    """Run the clan and island-set checks on schema-valid documents (content is 'clan' or 'islands')."""
    islands = [doc for doc, content in documents if content == "islands"]
    sea_goods = set().union(*(island_goods(d.data) for d in islands)) if islands else shipped_island_goods()
    findings: list[Finding] = []
    for doc, content in documents:
        if content == "clan":
            findings += check_clan(doc, sea_goods)
        else:
            findings += check_island_set(doc)
        cards = list(cards_of(doc.data, content))
        findings += feature_loops(doc, cards)
        findings += text_languages(doc, cards)
        findings += art_outside(doc, cards)
    return findings

"""The ``rules_text`` hook: each card's printed ability text by card id, for a clan file (its Basic
Fields and deck) and an island set, in the language asked for; cards that print no ability text
are left out."""

from __future__ import annotations

from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.renderer.eotn.verbalize import rules_text

SHIPPED = data_dir("cards") / "eotn"


def test_a_clan_file_gives_its_deck_cards_text_and_leaves_out_cards_without_any():
    texts = rules_text(read_document(SHIPPED / "clans" / "veska.yaml"), "clan", "en")
    assert len(texts) == 22  # 26 deck cards; 4 Fields and the 3 Basic Fields print no ability text
    assert texts["quick-study"] == "Instant: Draw 1 card."
    assert texts["rune-casting"] == "Instant: Search your Clan deck for “Runestone Circle”."
    assert not {"willow-holt", "bog-iron-pit", "amber-beach", "coppiced-willows", "reed-bed"} & texts.keys()


def test_an_island_set_gives_each_islands_text_in_the_language_asked_for():
    texts = rules_text(read_document(SHIPPED / "islands" / "northern-reaches.yaml"), "islands", "de")
    assert len(texts) == 22
    assert texts["gull-rock"] == (  # one paragraph per ability
        "Bauprämie: Erhalte 2 [fish].\n"
        "Fähigkeit: Du erhältst jedes Mal 1 [fish], wenn ein Gegner ein [ship] auf den Expeditionsplan legt."
    )
    assert texts["haunted-island"] == (  # a printed override
        "Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du eine Insel eroberst (auch diese)."
    )

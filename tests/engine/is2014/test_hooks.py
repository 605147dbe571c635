"""The play-stage glue of Imperial Settlers (2014) (engine/is2014/hooks.py): which document is
which part of the table."""

from __future__ import annotations

from deckwright.engine.is2014.hooks import play_content
from deckwright.loader import read_document
from deckwright.paths import data_dir

SHIPPED = data_dir("cards") / "is2014"


def test_play_content_sorts_factions_the_common_deck_and_the_attack_deck():
    documents = [
        (read_document(SHIPPED / "attacks.yaml"), "attack_deck"),
        (read_document(SHIPPED / "factions" / "rivermark.yaml"), "faction"),
        (read_document(SHIPPED / "commons.yaml"), "common_deck"),
        (read_document(SHIPPED / "factions" / "ashriders.yaml"), "faction"),
    ]
    factions, table = play_content(documents)
    assert [f.id for f in factions] == ["rivermark", "ashriders"]
    assert sorted(table) == ["attacks", "commons"]
    assert (table["commons"].id, table["attacks"].id) == ("frontier-commons", "frontier-raiders")
    assert len(table["attacks"].targets) == 16
    assert table["commons"].source == SHIPPED / "commons.yaml"


def test_play_content_without_table_content_leaves_the_defaults():
    factions, table = play_content([(read_document(SHIPPED / "factions" / "rivermark.yaml"), "faction")])
    assert [f.id for f in factions] == ["rivermark"]
    assert table == {}

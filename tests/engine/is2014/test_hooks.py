"""The play-stage glue of Imperial Settlers (2014) (engine/is2014/hooks.py): which document is
which part of the table, and the seeded re-deal of what a seat cannot know."""

from __future__ import annotations

import random

from deckwright.engine.is2014.hooks import determinize, play_content, sample_game
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


def test_a_determinized_copy_draws_its_chance_from_the_given_stream():
    """The search bot's re-deal is seeded: the same stream gives the same copy, chance included."""
    game = sample_game(5, 2)
    game.decision()
    first, second = game.clone(), game.clone()
    determinize(first, 0, random.Random(7))
    determinize(second, 0, random.Random(7))
    assert first.common == second.common and first.players[1].hand == second.players[1].hand
    assert [first.rng.random() for _ in range(3)] == [second.rng.random() for _ in range(3)]

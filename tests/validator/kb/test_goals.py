"""E-KB-SCORE-KEY (validator/kb/goals.py): a goal's score key that its count never reads is an
error naming the keys that count takes."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.validator import validate_paths
from deckwright.validator.kb.goals import PLAIN_KEYS, SCORE_KEYS, keys_of, score_schema
from tests.validator.helpers import edited

PRINTS_WITHOUT = "the card would print and score without it"


@pytest.mark.parametrize(
    "old, new, place, message, hint",
    [
        (
            "score: {count: groups, gold: 2}",
            "score: {count: groups, next_to: [water]}",
            (23, 28),
            f"goal 'nomads' counts groups, which does not read 'next_to': {PRINTS_WITHOUT}",
            "count groups takes gold, per; 'next_to' goes with count settlements",
        ),
        (
            "ranks: [8], ties: shared}",
            "ranks: [8, 4, 2], gold: 3}",
            (47, 51),
            f"goal 'marshals' counts sector_rank, which does not read 'gold': {PRINTS_WITHOUT}",
            "count sector_rank takes ranks, ties; 'gold' goes with every count but sector_rank",
        ),
        (
            "score: {count: best_row}",
            "score: {count: best_row, sites: [castle]}",
            (35, 30),
            f"goal 'heralds' counts best_row, which does not read 'sites': {PRINTS_WITHOUT}",
            "count best_row takes gold, per; 'sites' goes with count connected_sites",
        ),
    ],
)
def test_a_score_key_the_count_does_not_read_is_an_error(tmp_path, old, new, place, message, hint):
    (finding,) = edited(tmp_path, "kb/goals.yaml", (old, new))
    assert (finding.code, finding.severity, (finding.line, finding.column)) == ("E-KB-SCORE-KEY", "error", place)
    assert (finding.message, finding.hint) == (message, hint)


def test_the_table_names_the_schemas_counts_and_keys():
    schema = score_schema()
    counts, keys = schema["properties"]["count"]["enum"], set(schema["properties"]) - {"count"}
    assert set(SCORE_KEYS) <= set(counts)
    assert {k for c in counts for k in keys_of(c)} == keys
    assert keys_of("groups") == PLAIN_KEYS


def test_the_published_goal_cards_read_every_key_they_give():
    published = Path(__file__).parents[2] / "engine" / "kb" / "fixtures" / "published-goals.yaml"
    assert [f.code for f in validate_paths([published]).findings if f.code == "E-KB-SCORE-KEY"] == []

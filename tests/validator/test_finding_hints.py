"""What a finding tells the designer beyond its code and place: the value it is about, and the hint
that says what to do (read from the data-driven cases under cases/eotn/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.validator import validate_paths
from tests.validator.helpers import only

CASES = Path(__file__).parent / "cases" / "eotn"


@pytest.mark.parametrize(
    "case,code,named,hint",
    [
        ("unknown-system", "E-SYSTEM", "'catan'", "add 'system:' with one of: eotn, is2014, kb, northgard"),
        (
            "step-with-two-primitives",
            "E-STEP-SHAPE",
            "holds gain and spend",
            "split it into two steps of the list, in the order they happen",
        ),
        (
            "cost-on-field",
            "E-NOT-ALLOWED",
            "'cost'",
            "see docs/authoring.md for the keys each card kind and trigger takes",
        ),
        (
            "feature-loop",
            "E-FEATURE-LOOP",
            "'longhouse'",
            "trigger it on another event or good than the ones its steps give or spend",
        ),
        (
            "instant-on-island",
            "E-INSTANT",
            "'far-isle'",
            "use building_bonus for a one-time effect when the island is conquered",
        ),
        (
            "count-of-two",
            "E-SCHEMA",
            "'per' of card 'smokehouse', ability 1 (building_bonus), step 1: {'type': 'boat', 'kind': 'location'}",
            "'For each X': exactly one of type, kind, assigned or goods says what is counted; 'distance' narrows "
            "kind: island; 'every' counts one per that many, rounded down ('1 VP per 2 gold').",
        ),
        ("deck-29-cards", "E-DECK-SIZE", "29 cards", "add 1 (change 'copies' or the number of entries)"),
        (
            "vp-as-building-cost",
            "E-GOOD-CONTEXT",
            "'vp'",
            "allowed there: fish, food, gold, sheep, stone, wood, worker",
        ),
        (
            "field-producing-workers",
            "E-GOOD-CONTEXT",
            "'worker'",
            "fields produce resources (wood, stone, food, sheep, fish) or gold",
        ),
    ],
)
def test_a_finding_names_the_value_and_says_what_to_do(case, code, named, hint):
    (finding,) = [f for f in validate_paths([CASES / f"{case}.yaml"]).findings if f.code == code]
    assert named in finding.message
    assert finding.hint == hint


def test_a_deck_one_card_too_large_is_told_to_remove_one(mutant):
    extra = "  - {id: extra, name: {en: Extra}, kind: location, type: hall, cost: {wood: 1}}\n"
    finding = only(mutant(("deck:\n", "deck:\n" + extra)), "E-DECK-SIZE")
    assert "31 cards" in finding.message
    assert finding.hint == "remove 1 (change 'copies' or the number of entries)"


def test_a_file_that_is_not_a_mapping_is_told_what_a_card_file_is(tmp_path):
    path = tmp_path / "list.yaml"
    path.write_text("- system\n- content\n", "utf-8")
    (finding,) = validate_paths([path]).findings
    assert (finding.code, finding.message) == ("E-TYPE", "a card file is a mapping of keys (system, content, ...)")

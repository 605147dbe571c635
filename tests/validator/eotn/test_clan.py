"""The words of the clan checks' findings (validator/eotn/clan.py): message and hint, exactly, for
validator cases whose code and place tests/validator/test_cases.py checks."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.validator import validate_paths

CASES = Path(__file__).parents[1] / "cases" / "eotn"

WORDS = [
    (
        "instant-on-location",
        "E-INSTANT",
        "location 'longhouse' has an 'instant' ability",
        "only boosts are Instant; use building_bonus for a one-time effect of a location",
    ),
    (
        "boost-without-instant",
        "E-INSTANT",
        "boost 'scouts' needs exactly one 'instant' ability",
        "a boost is played, resolved and discarded: abilities: [{instant: [...]}]",
    ),
    (
        "duplicate-card-id",
        "E-DUPLICATE-ID",
        "card id 'longhouse' is used twice (first on line 19)",
        "give each card its own id; use 'copies' for more of the same card",
    ),
]


@pytest.mark.parametrize("case, code, message, hint", WORDS, ids=[w[0] for w in WORDS])
def test_a_findings_message_and_hint(case, code, message, hint):
    [finding] = [f for f in validate_paths([CASES / f"{case}.yaml"]).findings if f.code == code]
    assert (finding.message, finding.hint) == (message, hint)

"""What a finding tells the designer beyond its code and place: the value it is about, and the hint
that says what to do (read from the data-driven cases under cases/eotn/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.validator import validate_paths

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
    ],
)
def test_a_finding_names_the_value_and_says_what_to_do(case, code, named, hint):
    (finding,) = validate_paths([CASES / f"{case}.yaml"]).findings
    assert finding.code == code
    assert named in finding.message
    assert finding.hint == hint

"""A missing required key is explained by the schema's own description of that key, so the designer
reads what the key is for, not only its name."""

from __future__ import annotations

import pytest

from tests.validator.helpers import only


@pytest.mark.parametrize(
    "line,key,hint",
    [
        ("difficulty: 2\n", "difficulty", "How hard the clan is to play, 1 (easy) to 10."),
        ('colour: "#885522"\n', "colour", "The clan's colour on its cards, as #rrggbb."),
    ],
)
def test_the_hint_of_a_missing_key_is_its_description(mutant, line, key, hint):
    finding = only(mutant((line, "")), "E-MISSING-KEY")
    assert finding.message.endswith(f"missing the required key '{key}'")
    assert finding.hint == hint

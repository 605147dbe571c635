"""Northgard's decision vocabulary is the greedy bot's list of kinds, and ``option_card`` reads it."""

from __future__ import annotations

import pytest

from deckwright.engine.northgard.decisions import DECISIONS
from deckwright.engine.northgard.greedy import AT_RANDOM, RATES
from deckwright.systems import all_systems


def test_the_greedy_bot_has_a_rule_for_every_declared_kind():
    assert set(RATES) | AT_RANDOM == set(DECISIONS)
    assert not set(RATES) & AT_RANDOM


@pytest.mark.parametrize(
    "kind,option,card",
    [
        ("turn", ("play", "longship"), "longship"),
        ("turn", ("wait", "longship"), None),
        ("turn", ("upgrade", "longship", "keep", "axe"), None),
        ("turn", ("pass",), None),
        ("flash", ("play", "ambush"), "ambush"),
        ("flash", ("end",), None),
        ("pick", ("pick", 0, "longship"), None),
    ],
)
def test_option_card_reads_the_vocabulary(kind, option, card):
    assert all_systems()["northgard"].option_card(kind, option) == card

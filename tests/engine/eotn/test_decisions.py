"""The decision vocabulary is the engine's and the greedy bot's one list of kinds (the contract
suite checks the docs' table and the bot's refusal of an undeclared kind for every system)."""

from __future__ import annotations

import pytest

from deckwright.engine.eotn.decisions import DECISIONS
from deckwright.engine.eotn.greedy import FIRST_OPTION, RATES
from deckwright.engine.eotn.ops import OPS
from deckwright.systems import all_systems


def test_every_kind_the_engine_asks_is_declared_and_every_declared_kind_is_asked():
    assert OPS.kinds() == set(DECISIONS)


def test_the_greedy_bot_has_a_rule_for_every_declared_kind():
    assert set(RATES) | FIRST_OPTION == set(DECISIONS)
    assert not set(RATES) & FIRST_OPTION


@pytest.mark.parametrize(
    "kind,option,card",
    [
        ("turn", ("build", "longhouse"), "longhouse"),
        ("turn", ("pawn", "EXPLORE"), None),
        ("turn", ("pass",), None),
        ("declare", ("boost", "raid-party"), "raid-party"),
        ("declare", ("field", "barley"), "barley"),
        ("declare", ("none",), None),
        ("construct", "longhouse", "longhouse"),
        ("discard", "longhouse", None),
        ("harvest", (3, "barley"), None),
    ],
)
def test_option_card_reads_the_vocabulary(kind, option, card):
    assert all_systems()["eotn"].option_card(kind, option) == card

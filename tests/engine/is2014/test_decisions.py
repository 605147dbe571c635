"""The decision vocabulary is the engine's and the greedy bot's one list of kinds (the contract
suite checks the docs' table and the refusal of undeclared kinds); the step tables give every
primitive of the schema a meaning."""

from __future__ import annotations

import json

import pytest

from deckwright.engine.is2014.decisions import DECISIONS
from deckwright.engine.is2014.effects import RUN
from deckwright.engine.is2014.greedy import RATES, STEP_VALUE
from deckwright.engine.is2014.ops import OPS
from deckwright.model.is2014 import PRIMITIVES
from deckwright.paths import data_dir
from deckwright.systems import all_systems


def test_every_kind_the_engine_asks_is_declared_and_every_declared_kind_is_asked():
    assert OPS.kinds() == set(DECISIONS)


def test_the_greedy_bot_has_a_rule_for_every_declared_kind():
    assert set(RATES) == set(DECISIONS)


@pytest.mark.parametrize(
    "kind,option,card",
    [
        ("turn", ("build", "rivermark/eel-weir"), "rivermark/eel-weir"),
        ("turn", ("deal", "rivermark/eel-weir"), "rivermark/eel-weir"),
        ("turn", ("raze-hand", "common/timber-camp"), None),
        ("turn", ("pass",), None),
        ("draft", "common/timber-camp", "common/timber-camp"),
        ("deal", "rivermark/eel-weir", "rivermark/eel-weir"),
        ("steal", (1, "wood"), None),
    ],
)
def test_option_card_reads_the_vocabulary(kind, option, card):
    assert all_systems()["is2014"].option_card(kind, option) == card


def test_every_primitive_of_the_schema_has_a_meaning_in_every_step_table():
    schema = json.loads((data_dir("schema") / "is2014" / "effects.schema.json").read_text("utf-8"))
    primitives = set(schema["$defs"]["step"]["properties"]) - {"per"}
    assert primitives == set(PRIMITIVES)
    for table in (RUN, STEP_VALUE):
        assert table.uncovered(primitives) == set()

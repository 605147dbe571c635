"""Northgard's steps run through one table keyed by primitive (as in every system), the greedy
bot prices them through another, and both cover every primitive of the schema; steps are
compiled once, with the content."""

from __future__ import annotations

import json

import pytest

from deckwright.engine.northgard.effects import RUN
from deckwright.engine.northgard.greedy import STEP_VALUE
from deckwright.model.northgard import STEP_MODIFIERS
from deckwright.paths import data_dir
from deckwright.steps import Step
from tests.engine.northgard.helpers import card, clan

SCHEMA = json.loads((data_dir("schema") / "northgard" / "common.schema.json").read_text("utf-8"))
SCHEMA_PRIMITIVES = set(SCHEMA["$defs"]["step"]["properties"]) - STEP_MODIFIERS


@pytest.mark.parametrize("table", [RUN, STEP_VALUE], ids=["run", "value"])
def test_every_table_covers_every_primitive_of_the_schema(table):
    assert len(SCHEMA_PRIMITIVES) == 10 and table.uncovered(SCHEMA_PRIMITIVES) == set()


def test_a_cards_steps_and_a_powers_reactions_are_compiled_with_the_content():
    raid = card("raid", {"move": {"moves": 1}}, {"scorch": True})
    assert raid.steps == (
        Step("move", {"moves": 1}, {}, {"move": {"moves": 1}}),
        Step("scorch", True, {}, {"scorch": True}),
    )
    goat = clan("goat", {"on": [{"event": "build_small", "do": [{"gain": {"food": 1}}]}]})
    assert goat.reactions == (("build_small", (Step("gain", {"food": 1}, {}, {"gain": {"food": 1}}),)),)
    assert clan("plain").reactions == ()

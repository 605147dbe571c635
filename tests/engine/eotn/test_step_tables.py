"""Every stage that interprets Empires of the North's steps does so through one table keyed by
primitive, and every table covers every primitive of the schema or lists it as not applicable."""

from __future__ import annotations

import json

import pytest

from deckwright.engine.eotn.aimed import AIMED
from deckwright.engine.eotn.catalog import steps_of
from deckwright.engine.eotn.effects import CHECKED_BEFORE_RUN, FEASIBLE, RUN, TAKES
from deckwright.engine.eotn.greedy import STEPS_VALUE
from deckwright.model.eotn import PRIMITIVES, STEP_MODIFIERS
from deckwright.paths import data_dir
from deckwright.renderer.eotn import verbalize
from deckwright.steps import Step, StepTable
from deckwright.validator.eotn.goods import NEEDS, PRODUCES
from deckwright.validator.eotn.loops import FIRES

SCHEMA = json.loads((data_dir("schema") / "eotn" / "effects.schema.json").read_text("utf-8"))
SCHEMA_PRIMITIVES = set(SCHEMA["$defs"]["step"]["properties"]) - STEP_MODIFIERS

TABLES = {
    "run": RUN,
    "feasible": FEASIBLE,
    "value": STEPS_VALUE,
    "needs": NEEDS,
    "produces": PRODUCES,
    "verb": verbalize.VERBS,
    "fires": FIRES,
    "aimed": AIMED,
}


def test_the_model_knows_the_schemas_primitives():
    assert set(PRIMITIVES) == SCHEMA_PRIMITIVES


@pytest.mark.parametrize("name", TABLES)
def test_every_table_covers_every_primitive_or_says_it_does_not_apply(name):
    assert TABLES[name].uncovered(SCHEMA_PRIMITIVES) == set()


def test_a_table_refuses_a_primitive_both_handled_and_not_applicable():
    with pytest.raises(ValueError, match="both handled and not applicable: gain"):
        StepTable({"gain": 1}, not_applicable=("gain",))


def test_steps_are_compiled_once_with_their_modifiers_and_nested_choices():
    written = [{"gain": {"vp": 1}, "per": {"kind": "card"}}, {"choose": [[{"spend": {"wood": 1}}], [{"draw": 1}]]}]
    gain, choose = steps_of(written)
    assert gain == Step("gain", {"vp": 1}, {"per": {"kind": "card"}}, written[0])
    assert choose.primitive == "choose" and [o[0].primitive for o in choose.value] == ["spend", "draw"]


def test_only_taking_steps_are_checked_and_a_choice_is_checked_when_asked():
    assert set(FEASIBLE) == {
        "spend",
        "discard",
        "assign",
        "release",
        "expedition_now",
        "choose",
        "gain",
        "draw",
        "if",
        "exhaust",
        "give",
        "remove",
        "recopy",
        "take_action",
        "advance_ship",
    }
    taking = {"spend", "discard", "assign", "release", "expedition_now", "exhaust", "give", "remove", "recopy"}
    taking |= {"take_action", "advance_ship"}  # they need something: docs/rules-notes.md#eotn-capitals-resolve
    assert TAKES == taking | {"choose"}
    assert CHECKED_BEFORE_RUN == taking


def test_the_aimed_table_handles_exactly_the_primitives_the_schema_lets_a_target_go_with():
    aimable = SCHEMA["$defs"]["step"]["dependentSchemas"]["target"]["anyOf"]
    assert set(AIMED) == {primitive for option in aimable for primitive in option["required"]}

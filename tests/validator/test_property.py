"""Property tests: documents generated from the schema, and arbitrary junk, never crash the validator."""

from __future__ import annotations

import copy
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_jsonschema import from_schema
from ruamel.yaml import YAML

from deckwright.paths import data_dir
from deckwright.validator import validate_paths
from deckwright.validator.schema import checker

FIXTURE = YAML(typ="safe").load((Path(__file__).parent / "fixtures" / "valid-clan.yaml").read_text("utf-8"))
SETTINGS = settings(
    max_examples=40, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck)
)


def _defs() -> dict:
    """The schema's definitions with '/' choices and 'if' branches unrolled one level
    (hypothesis-jsonschema needs no recursion)."""
    defs = copy.deepcopy(json.loads((data_dir("schema") / "eotn" / "effects.schema.json").read_text("utf-8"))["$defs"])
    leaf = copy.deepcopy(defs["step"])
    del leaf["properties"]["choose"], leaf["properties"]["if"]
    defs["leaf_step"] = leaf
    leaves = {"type": "array", "items": {"$ref": "#/$defs/leaf_step"}, "minItems": 1, "maxItems": 2}
    defs["step"]["properties"]["choose"]["items"] = leaves
    for branch in ("then", "otherwise"):
        defs["step"]["properties"]["if"]["properties"][branch] = leaves
    return defs


DEFS = _defs()


def schema_of(name: str) -> st.SearchStrategy:
    """Documents of one definition; built when a test first draws (hypothesis-jsonschema takes seconds)."""
    return st.deferred(lambda: from_schema({"$ref": f"#/$defs/{name}", "$defs": DEFS}))


GOODS, ACTIONS, ABILITIES = schema_of("goods"), schema_of("action"), schema_of("ability")


@st.composite
def generated_cards(draw) -> dict:
    kind = draw(st.sampled_from(["location", "field", "field_upgrade", "boost", "basic_field"]))
    card = {
        "id": draw(st.from_regex(r"[a-z][a-z0-9-]{0,8}", fullmatch=True)),
        "name": {"en": draw(st.text(min_size=1, max_size=12))},
        "kind": kind,
        "type": draw(st.sampled_from(["hall", "boat", "ghost"])),
    }
    if kind != "basic_field":
        card["copies"] = draw(st.integers(0, 4))
    if kind == "location":
        card["cost"] = draw(GOODS)
    else:
        card["goods"] = draw(GOODS)
    if kind in ("field", "field_upgrade", "boost"):
        card["action"] = draw(ACTIONS)
    if kind in ("location", "boost"):
        card["abilities"] = draw(st.lists(ABILITIES, min_size=1, max_size=3))
    return card


def validate_data(data, suffix: str = ".json"):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"clan{suffix}"
        path.write_text(json.dumps(data), "utf-8")
        result = validate_paths([path])
    for finding in result.findings:
        assert finding.line >= 1 and finding.column >= 1
        assert finding.code.startswith(("E-", "W-")) and finding.message
    return result


@pytest.mark.slow
@SETTINGS
@given(st.lists(generated_cards(), min_size=1, max_size=12), st.lists(generated_cards(), min_size=0, max_size=4))
def test_schema_generated_clans_never_crash(deck, basics):
    data = dict(FIXTURE, deck=deck, basic_fields=basics or FIXTURE["basic_fields"])
    validate_data(data)


JUNK = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


REFERENCE = checker("eotn/clan.schema.json").reference


@pytest.mark.slow
@SETTINGS
@given(st.sampled_from(sorted(FIXTURE)), JUNK, st.integers(0, 9), st.sampled_from(sorted(FIXTURE["deck"][0])))
def test_junk_in_any_place_never_crashes(top_key, junk, index, card_key):
    """Junk is sometimes valid (``ships: 2``, a description mapping): the JSON Schema reference
    implementation decides whether an error is due."""
    data = copy.deepcopy(FIXTURE)
    data[top_key] = junk
    broken_card = copy.deepcopy(FIXTURE)
    broken_card["deck"][index][card_key] = junk
    errors = [f for f in validate_data(data).findings if f.severity == "error"]
    if not REFERENCE.is_valid(data):
        assert errors
    validate_data(broken_card, suffix=".yaml")


def test_valid_junk_is_not_reported():
    """The cases that made the test above fail about 1 run in 16: junk that the schema accepts."""
    assert validate_data(dict(FIXTURE, faction="0")).findings == []
    assert validate_data(dict(FIXTURE, difficulty=5)).findings == []

"""'Did you mean ...?' ignores case and never proposes a word of the opposite meaning; search
targets and type names get suggestions; words for constructs the language says another way get
a hint naming it."""

from __future__ import annotations

import json

import pytest

from deckwright.validator.hints import ConstructHints
from deckwright.validator.suggest import did_you_mean, nearest, opposite
from tests.validator.helpers import edited


@pytest.mark.parametrize(
    "word,choices,hint",
    [
        ("harvest", ["EXPLORE", "HARVEST", "SAIL"], "did you mean 'HARVEST'?"),
        ("HARVEST", ["build", "harvest", "sail"], "did you mean 'harvest'?"),
        ("Wood", ["wood", "stone"], "did you mean 'wood'?"),
        ("wod", ["wood", "stone"], "did you mean 'wood'?"),
        ("exhaust", ["unexhaust", "draw"], ""),  # the opposite of what was written
        ("unexhaust", ["exhaust", "draw"], ""),
        ("raided", ["raid", "raided", "sail"], "did you mean 'raided'?"),
        ("raided", ["raid", "sail", "blend", "blended"], ""),  # what others do to you is not what you do
        ("raid", ["raided", "sail", "blend", "blended"], ""),
        ("razed", ["build", "raze", "deal", "trade"], "did you mean 'raze'?"),  # no passive forms: the same verb
        ("razed", ["raze", "trade", "raid", "raided"], ""),  # not the next nearest, 'trade'
        ("share", ["shared", "split"], "did you mean 'shared'?"),
        ("exhaust", ["unexhaust", "exhale"], ""),  # the nearest is the opposite: no farther word
        ("disallow", ["allow"], ""),
        ("nonstop", ["stop"], ""),
        ("quantity", ["copies", "name"], "did you mean 'copies'?"),  # a synonym
        ("colour", ["color"], "did you mean 'color'?"),
        ("qty", ["name"], ""),  # a synonym of a key that is not allowed here
        ("zzz", ["wood"], ""),
    ],
)
def test_did_you_mean(word, choices, hint):
    assert did_you_mean(word, choices) == hint


def test_the_nearest_keeps_the_choices_own_spelling():
    assert nearest("sail", ["EXPLORE", "SAIL"]) == "SAIL"
    assert nearest(3, [1, 2, 3]) == "3"


@pytest.mark.parametrize(
    "a,b,vocabulary,expected",
    [
        ("exhaust", "unexhaust", [], True),
        ("raided", "raid", ["raid", "raided"], True),
        ("raided", "raid", ["raid", "sail"], False),  # a vocabulary without passive forms
        ("raid", "sail", ["raid", "raided"], False),
    ],
)
def test_opposites(a, b, vocabulary, expected):
    assert opposite(a, b, vocabulary) is expected
    assert opposite(b, a, vocabulary) is expected


def test_a_search_target_gets_a_suggestion(mutant):
    result = mutant(("do: [{search: longhouse}]", "do: [{search: longhous}]"))
    (finding,) = result.findings
    assert finding.code == "E-SEARCH-TARGET"
    assert finding.message == (
        "Search in card 'pathfinder', ability 1 (action), step 1 (search) names 'longhous', which is not in the deck"
    )
    assert finding.hint == "did you mean 'longhouse'?"


def test_a_type_name_gets_a_suggestion(mutant):
    result = mutant(("when: {event: build, type: hall}", "when: {event: build, type: halls}"))
    (finding,) = result.findings
    assert finding.code == "E-UNKNOWN-TYPE"
    assert (
        finding.message
        == "card type 'halls' in 'when' of card 'longhouse', ability 1 (feature) is not declared by the clan"
    )
    assert finding.hint == "did you mean 'hall'?"


def test_a_type_name_far_from_any_lists_the_declared_ones(mutant):
    result = mutant(("when: {event: build, type: hall}", "when: {event: build, type: ghost}"))
    (finding,) = result.findings
    assert finding.hint == "declared types: hall, boat; add it to 'types' or fix the spelling"


def test_a_value_in_the_wrong_case_gets_a_suggestion(mutant):
    result = mutant(("    action: HARVEST\n", "    action: harvest\n"))
    (finding,) = result.findings
    assert (finding.code, finding.hint) == ("E-VALUE", "did you mean 'HARVEST'?")


@pytest.mark.parametrize(
    "written,construct",
    [
        ("{gain: {vp: 2}, condition: {vp: 3}}", "condition"),
        ("{gain: {vp: 2}, each_opponent: {discard: 1}}", "opponent"),
        ("{gain: {vp: 2}, OTHERWISE: {draw: 1}}", "condition"),
    ],
)
def test_a_construct_written_another_way_gets_a_hint_naming_it(mutant, written, construct):
    """The hint names the construct (while the language lacks it, that it is not there yet)."""
    result = mutant(("do: [{gain: {vp: 2}}]", f"do: [{written}]"))
    (finding,) = result.findings
    assert finding.code == "E-UNKNOWN-KEY"
    assert construct in finding.hint.lower() and "did you mean" not in finding.hint


def test_an_event_of_another_player_gets_a_hint_not_its_opposite(mutant):
    result = mutant(("when: {event: build, type: hall}", "when: {event: opponent_raids}"))
    (finding,) = result.findings
    assert finding.code == "E-VALUE"
    assert finding.hint == "'each time an opponent raids you' is event 'raided'; 'raid' is when you raid"


def test_an_event_of_an_opponent_gets_a_hint_naming_who(mutant):
    result = mutant(("when: {event: build, type: hall}", "when: {event: opponent_sails}"))
    (finding,) = result.findings
    assert finding.code == "E-VALUE"
    assert finding.hint.startswith("write it with 'who': Whose event fires the Feature")


def test_a_close_spelling_of_an_allowed_value_wins_over_a_construct_hint(mutant):
    result = mutant(("when: {event: build, type: hall}", "when: {event: sail, who: opponents}"))
    (finding,) = result.findings
    assert finding.message == (
        "'who' in 'when' of card 'longhouse', ability 1 (feature) is 'opponents'; expected one of: you, opponent, any"
    )
    assert finding.hint == "did you mean 'opponent'?"
    assert (finding.line, finding.column) == mutant.position("opponents")


def test_a_hint_names_the_construct_once_the_schema_has_it(tmp_path):
    (tmp_path / "hints.json").write_text(
        json.dumps({"condition": {"use": "if", "otherwise": "not in the language yet"}}), "utf-8"
    )
    (tmp_path / "a.schema.json").write_text(json.dumps({"properties": {"gain": {"description": "Gain."}}}), "utf-8")
    assert ConstructHints(tmp_path).hint("Condition") == "not in the language yet"
    step = {"properties": {"if": {"description": "If you have N or more ...", "type": "object"}}}
    (tmp_path / "b.schema.json").write_text(json.dumps({"$defs": {"step": step}}), "utf-8")
    assert ConstructHints(tmp_path).hint("condition") == "write it with 'if': If you have N or more ..."
    assert ConstructHints(tmp_path).hint("gain") == "" and ConstructHints(tmp_path).hint(3) == ""


def test_hints_read_properties_anywhere_in_a_schema_and_only_properties(tmp_path):
    entries = {
        "cond": {"use": "if", "otherwise": "no if"},
        "undescribed": {"use": "bare", "otherwise": "no bare"},
        "definition": {"use": "step", "otherwise": "no step"},
    }
    (tmp_path / "hints.json").write_text(json.dumps(entries), "utf-8")
    schema = {
        "$defs": {"step": {"description": "A step.", "allOf": [{"properties": {"if": {"description": "If ..."}}}]}},
        "properties": {"bare": {"type": "string"}},
    }
    (tmp_path / "c.schema.json").write_text(json.dumps(schema), "utf-8")
    hints = ConstructHints(tmp_path)
    assert hints.hint("cond") == "write it with 'if': If ..."  # a property inside a list (allOf)
    assert hints.hint("undescribed") == "no bare"  # a property without a description names nothing
    assert hints.hint("definition") == "no step"  # a definition is not a key of the data


def test_a_folder_without_hints_has_none(tmp_path):
    (tmp_path / "a.schema.json").write_text(json.dumps({"properties": {"if": {"description": "If."}}}), "utf-8")
    assert ConstructHints(tmp_path).hint("condition") == ""


@pytest.mark.parametrize(
    "file, old, new, hint, place",
    [
        ("is2014/commons.yaml", "when: {event: raze}", "when: {event: razes}", "did you mean 'raze'?", (129, 21)),
        ("kb/goals.yaml", "ties: shared}", "ties: share}", "did you mean 'shared'?", (47, 51)),
    ],
)
def test_a_shipped_file_with_a_misspelled_value_gets_its_suggestion(tmp_path, file, old, new, hint, place):
    (finding,) = edited(tmp_path, file, (old, new))
    assert (finding.code, finding.hint, (finding.line, finding.column)) == ("E-VALUE", hint, place)

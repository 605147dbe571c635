"""Findings name the place of a value by the card and the ability, never by a bare list index
(``deckwright.validator.places``): the nouns come from the schema's definitions, the ids from the data."""

from __future__ import annotations

import pytest
from referencing import Registry, Resource

from deckwright.validator.places import SchemaNouns, describe
from deckwright.validator.schema import SchemaChecker, checker, place_of

CLAN = {
    "content": "clan",
    "id": "north",
    "types": [{"id": "hall", "name": {"en": "Hall"}, "icon": "house"}, {"name": {"en": "Boat"}}],
    "deck": [
        {"id": "farm", "abilities": [{"building_bonus": [{"gain": {"vp": 1}}]}]},
        {
            "id": "harbour-shrine",
            "copies": 2,
            "abilities": [
                {"feature": {"when": {"event": "build"}, "do": [{"draw": 1}]}},
                {"action": {"do": [{"spend": {"food": 1}}, {"choose": [[{"gain": {"wood": 1}}], [{"draw": 1}]]}]}},
            ],
        },
    ],
}
CLAN_SCHEMA = "eotn/clan.schema.json"


@pytest.mark.parametrize(
    "pointer,place",
    [
        ("", "clan 'north'"),
        ("/difficulty", "'difficulty' of clan 'north'"),
        ("/name/en", "'en' in 'name' of clan 'north'"),
        ("/types/0", "type 'hall'"),  # an inline definition: the list's key, made singular
        ("/types/1", "type 2"),  # no id: its number
        ("/types/0/icon", "'icon' of type 'hall'"),
        ("/deck/1", "card 'harbour-shrine'"),
        ("/deck/1/copies", "'copies' of card 'harbour-shrine'"),
        ("/deck/1/abilities/1", "card 'harbour-shrine', ability 2 (action)"),
        ("/deck/1/abilities/1/action", "card 'harbour-shrine', ability 2 (action)"),
        ("/deck/1/abilities/1/action/do", "'do' of card 'harbour-shrine', ability 2 (action)"),
        ("/deck/1/abilities/1/action/do/0", "card 'harbour-shrine', ability 2 (action), step 1 (spend)"),
        (
            "/deck/1/abilities/1/action/do/0/spend/food",
            "'food' of card 'harbour-shrine', ability 2 (action), step 1 (spend)",
        ),
        (
            "/deck/1/abilities/1/action/do/1/choose/1/0",
            "card 'harbour-shrine', ability 2 (action), step 2 (choose), option 2, step 1 (draw)",
        ),
        ("/deck/1/abilities/0/feature/when/event", "'event' in 'when' of card 'harbour-shrine', ability 1 (feature)"),
        ("/deck/0/abilities/0/building_bonus/0", "card 'farm', ability 1 (building_bonus), step 1 (gain)"),
    ],
)
def test_a_place_is_named_by_card_ability_and_step(pointer, place):
    assert place_of(CLAN, pointer, CLAN_SCHEMA) == place


def test_an_island_is_named_by_its_definition():
    islands = {"content": "islands", "id": "isles", "islands": [{"id": "reed-isle", "pillage": {"wood": 1}}]}
    assert place_of(islands, "/islands/0/pillage/wood", "eotn/islands.schema.json") == (
        "'wood' in 'pillage' of island 'reed-isle'"
    )


def test_another_systems_items_take_their_lists_key():
    boards = {"content": "boards", "id": "lands", "sections": [{"id": "heathmoor", "grid": ["d d"]}]}
    assert place_of(boards, "/sections/0/grid/0", "kb/boards.schema.json") == "section 'heathmoor', row 0"


def test_without_a_schema_noun_the_lists_key_names_the_item():
    data = {"rows": [{"cells": [1, 2]}], "classes": [{"id": "x"}], "": None}
    assert describe(data, [], []) == "the document"
    assert describe(data, ["rows", 0, "cells", 1], [None] * 4) == "row 1, cell 2"
    assert describe(data, ["classes", 0], [None, None]) == "class 'x'"


@pytest.mark.parametrize(
    "key,noun",
    [
        ("sections", "section"),
        ("classes", "class"),
        ("boxes", "box"),
        ("entries", "entry"),
        ("grass", "grass"),
        ("batches", "batch"),
        ("dishes", "dish"),
        ("basic_fields", "basic field"),
    ],
)
def test_a_lists_key_is_made_singular(key, noun):
    assert describe({key: [{"a": 1, "b": 2}]}, [key, 0], [None, None]) == f"{noun} 1"


def test_schema_findings_never_show_a_bare_index(mutant):
    result = mutant(("do: [{search: longhouse}]", "do: [{search: longhouse, draw: 0}]"))
    (finding,) = [f for f in result.findings if f.code == "E-VALUE"]
    assert finding.message == "'draw' of card 'pathfinder', ability 1 (action), step 1: 0 is less than the minimum of 1"


def test_the_checker_names_places_of_the_document_it_checks():
    assert (
        SchemaChecker(CLAN_SCHEMA).where(CLAN, ["deck", 0, "abilities", 0]) == "card 'farm', ability 1 (building_bonus)"
    )
    assert checker(CLAN_SCHEMA).where(CLAN, ["deck", 1, "abilities", 0]) == "card 'harbour-shrine', ability 1 (feature)"


def test_a_key_that_is_not_used_names_its_place(mutant):
    result = mutant(("when: {event: build, type: hall}", "when: {event: gain, type: hall}"))
    (finding,) = result.findings
    assert (finding.code, finding.message) == (
        "E-NOT-ALLOWED",
        "'type' is not used with event 'gain', in 'when' of card 'longhouse', ability 1 (feature)",
    )


def test_keys_without_a_named_place_are_named_in_their_mapping():
    assert describe({"a": {"b": 1}}, ["a", "b"], [None, None]) == "'b' in 'a'"
    assert describe({"a": 1}, ["a"], [None]) == "'a'"


def test_nouns_follow_pattern_and_additional_properties():
    tiles = {"type": "array", "items": {"$ref": "#/$defs/tile"}}
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$defs": {"tile": {"type": "object"}},
        "properties": {
            "by_lang": {"patternProperties": {"^[a-z]{2}$": tiles}},
            "extra": {"additionalProperties": tiles},
        },
    }
    uri = "https://deckwright.invalid/schema/test/t.schema.json"
    nouns = SchemaNouns(schema, uri, Registry().with_resource(uri, Resource.from_contents(schema)))
    data = {"by_lang": {"en": [{"id": "a"}]}, "extra": {"x": [{"k": 1, "j": 2}]}, "other": [1]}
    assert nouns.along(data, ["by_lang", "en", 0]) == [None, None, "tile"]
    assert nouns.along(data, ["extra", "x", 0]) == [None, None, "tile"]
    assert nouns.along(data, ["other", 0]) == [None, None]
    assert describe(data, ["extra", "x", 0], [None, None, "tile"]) == "tile 1"


def test_a_list_whose_schema_says_x_item_names_and_numbers_its_items_so():
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "properties": {"grid": {"type": "array", "x-item": {"noun": "row", "first": 0}}, "rows": {"type": "array"}},
    }
    uri = "https://deckwright.invalid/schema/test/g.schema.json"
    nouns = SchemaNouns(schema, uri, Registry().with_resource(uri, Resource.from_contents(schema)))
    data = {"grid": ["a", "b", "c"], "rows": ["a", "b", "c"]}
    assert nouns.along(data, ["grid", 2]) == [None, ("row", 0)]
    assert describe(data, ["grid", 2], nouns.along(data, ["grid", 2])) == "row 2"
    assert describe(data, ["rows", 2], nouns.along(data, ["rows", 2])) == "row 3"  # 1-based without it

"""Each check beyond the schema has a failing fixture: code, line and column are asserted."""

from __future__ import annotations

import pytest

from deckwright.findings import ERROR, WARNING
from deckwright.validator.hints import properties_of
from deckwright.validator.schema import schema_files
from tests.validator.helpers import codes, only


def test_valid_fixture_is_clean(mutant):
    result = mutant(("fixture-clan", "fixture-clan"))
    assert result.findings == []
    assert len(result.clean("eotn", "clan")) == 1


def test_deck_of_31_cards(mutant):
    result = mutant(
        ("    copies: 3\n    cost: {wood: 1}\n", "    copies: 3\n    cost: {wood: 1}\n"),
        (
            "id: sheep-pen\n    name: {en: Sheep Pen}\n    kind: location\n    type: hall\n    copies: 3",
            "id: sheep-pen\n    name: {en: Sheep Pen}\n    kind: location\n    type: hall\n    copies: 1",
        ),
        (
            "id: war-horn\n    name: {en: War Horn}\n    kind: boost\n    type: boat\n    copies: 3",
            "id: war-horn\n    name: {en: War Horn}\n    kind: boost\n    type: boat\n    copies: 2",
        ),
    )
    finding = only(result, "E-DECK-SIZE")
    assert finding.message == "deck has 27 cards, a clan deck has 30"
    assert (finding.line, finding.column) == mutant.position("deck:")
    assert "add 3" in finding.hint
    assert result.clean("eotn", "clan") == []


def test_copies_out_of_range(mutant):
    result = mutant(
        ("    type: boat\n    copies: 3\n    action: HARVEST", "    type: boat\n    copies: 4\n    action: HARVEST")
    )
    finding = only(result, "E-COPIES")
    assert (finding.line, finding.column) == mutant.position("copies: 4", offset=len("copies: "))
    assert "E-DECK-SIZE" in codes(result)


def test_basic_field_inside_deck(mutant):
    result = mutant(
        ("    kind: field\n    type: boat", "    kind: basic_field\n    type: boat"),
        ("    copies: 3\n    action: HARVEST\n", "    copies: 3\n"),
    )
    finding = only(result, "E-NOT-ALLOWED")  # a basic field takes no copies: the schema says so first
    assert finding.pointer == "/deck/4/copies"


# (the change to the fixture, the one finding's code, message and hint, where it points: the text
# and the offset in it)
ONE_FINDING = [
    (
        ("  - {id: pasture, name: {en: Pasture}, kind: basic_field, type: hall, goods: {food: 1}}\n", ""),
        "E-BASIC-FIELDS",
        "the clan has 2 basic fields; a clan starts with 3",
        "each clan has exactly 3 Basic Field cards",
        ("basic_fields:", 0),
    ),
    (
        ("{search: longhouse}", "{search: long-house}"),
        "E-SEARCH-TARGET",
        "Search in card 'pathfinder', ability 1 (action), step 1 (search) names 'long-house', which is not in the deck",
        "did you mean 'longhouse'?",
        ("long-house", 0),
    ),
    (
        ("    action: EXPLORE\n", ""),
        "E-NEEDS-ACTION",
        "boost 'scouts' names no action",
        "add 'action:' with EXPLORE, POPULATE, CONSTRUCT, HARVEST or SAIL",
        ("id: scouts", 0),
    ),
    (
        ("    cost: {stone: 1}\n", ""),
        "E-BUILD-COST",
        "location 'granary' has no building cost",
        "add 'cost:', e.g. {wood: 1}; a card built by declaring an action is a field",
        ("id: granary", 0),
    ),
    (
        ("cost: {wood: 2}", "cost: {wood: 2, vp: 1}"),
        "E-GOOD-CONTEXT",
        "'vp' in 'cost' of card 'dock' cannot be used as a building cost",
        "allowed there: fish, food, gold, sheep, stone, wood, worker",
        ("wood: 2, vp: 1", len("wood: 2, ")),
    ),
    (
        ("abilities: [{instant: [{draw: 1}]}]", "abilities: [{building_bonus: [{draw: 1}]}]"),
        "E-INSTANT",
        "boost 'scouts' needs exactly one 'instant' ability",
        "a boost is played, resolved and discarded: abilities: [{instant: [...]}]",
        ("abilities: [{building", 0),
    ),
    (
        ("      - action: {do: [{assign: {food: 1}}]}\n", ""),
        "W-NOTHING-ASSIGNED",
        "nothing assigns food to 'granary', so its Storage never pays",
        "give 'granary' a step that assigns it, e.g. an action: {do: [{assign: {food: 1}}]}",
        ("{need: {food: 2}", len("{need: {")),
    ),
]


@pytest.mark.parametrize("change,code,message,hint,at", ONE_FINDING)
def test_a_mistake_is_one_finding_at_its_place(mutant, change, code, message, hint, at):
    finding = only(mutant(change), code)
    assert (finding.message, finding.hint) == (message, hint)
    assert (finding.line, finding.column) == mutant.position(at[0], offset=at[1])


def test_duplicate_id(mutant):
    result = mutant(("id: war-horn", "id: scouts"))
    finding = only(result, "E-DUPLICATE-ID")
    lines = [n for n, line in enumerate(mutant.text.splitlines(), 1) if "id: scouts" in line]
    assert (finding.line, finding.column) == (lines[1], mutant.position("id: scouts", offset=4)[1])


def test_duplicate_name(mutant):
    result = mutant(("{en: War Horn}", "{en: scouts}"))
    finding = only(result, "E-DUPLICATE-NAME")
    assert "'scouts' (en) is used twice" in finding.message
    assert (finding.line, finding.column) == mutant.position("{en: scouts}", offset=5)


def test_undeclared_type(mutant):
    result = mutant(("when: {event: build, type: hall}", "when: {event: build, type: hal}"))
    finding = only(result, "E-UNKNOWN-TYPE")
    assert "'hal'" in finding.message and "hall" in finding.hint
    assert (finding.line, finding.column) == mutant.position("type: hal}", offset=len("type: "))


SMOKEHOUSE_BONUS = "      - building_bonus: [{gain: {vp: 1}, per: {type: boat}}]"
DECLARED = "declared types: hall, boat; add it to 'types' or fix the spelling"
SMOKEHOUSE = "card 'smokehouse', ability 1"

# Every place of the effect language that names a card type: (ability written, the wrong type,
# the place in the message, the hint).
TYPE_PLACES = [
    ("- end_game: {vp: 1, per: {type: herds}}", "herds", f"'per' of {SMOKEHOUSE} (end_game)", DECLARED),
    (
        "- building_bonus: [{gain: {vp: 1}, per: {type: herds}}]",
        "herds",
        f"'per' of {SMOKEHOUSE} (building_bonus), step 1",
        DECLARED,
    ),
    (
        "- building_bonus: [{remove: {to: hand, kind: location, type: meed}}]",
        "meed",
        f"{SMOKEHOUSE} (building_bonus), step 1 (remove)",
        DECLARED,
    ),
    (
        "- action: {if: {have: {type: forje}, at_least: 4}, do: [{draw: 1}]}",
        "forje",
        f"'have' in 'if' of {SMOKEHOUSE} (action)",
        DECLARED,
    ),
    (
        "- feature: {when: {event: sail}, if: {have: {type: forje}, at_least: 4}, do: [{draw: 1}]}",
        "forje",
        f"'have' in 'if' of {SMOKEHOUSE} (feature)",
        DECLARED,
    ),
    (
        "- building_bonus: [{if: {have: {type: forje}, at_least: 4, then: [{draw: 1}]}}]",
        "forje",
        f"'have' of {SMOKEHOUSE} (building_bonus), step 1 (if)",
        DECLARED,
    ),
    (
        "- building_bonus: [{search: {type: mead7, from: both}}]",
        "mead7",
        f"{SMOKEHOUSE} (building_bonus), step 1 (search)",
        DECLARED,
    ),
    (
        "- building_bonus: [{exhaust: {count: 1, type: meed}}]",
        "meed",
        f"{SMOKEHOUSE} (building_bonus), step 1 (exhaust)",
        DECLARED,
    ),
    (
        "- building_bonus: [{unexhaust: {count: 1, type: bot}}]",
        "bot",
        f"{SMOKEHOUSE} (building_bonus), step 1 (unexhaust)",
        "did you mean 'boat'?",
    ),
    ("- copy: {type: bot}", "bot", f"{SMOKEHOUSE} (copy)", "did you mean 'boat'?"),
    (
        "- feature: {when: {event: build, type: bot}, do: [{draw: 1}]}",
        "bot",
        f"'when' of {SMOKEHOUSE} (feature)",
        "did you mean 'boat'?",
    ),
    (
        "- building_bonus: [{choose: [[{draw: 1}], [{exhaust: {count: all, type: meed}}]]}]",
        "meed",
        f"{SMOKEHOUSE} (building_bonus), step 1 (choose), option 2, step 1 (exhaust)",
        DECLARED,
    ),
    # a good where a type stands: in a count, goods are counted with 'goods'
    (
        "- action: {if: {have: {type: sheep}, at_least: 2}, do: [{draw: 1}]}",
        "sheep",
        f"'have' in 'if' of {SMOKEHOUSE} (action)",
        "'sheep' is a good, not a card type: count goods with have: {goods: sheep}",
    ),
    (
        "- end_game: {vp: 1, per: {type: gold}}",
        "gold",
        f"'per' of {SMOKEHOUSE} (end_game)",
        "'gold' is a good, not a card type: count goods with per: {goods: gold}",
    ),
    (
        "- building_bonus: [{remove: {to: hand, type: sheep}}]",
        "sheep",
        f"{SMOKEHOUSE} (building_bonus), step 1 (remove)",
        "'sheep' is a good, not a card type; declared types: hall, boat",
    ),
]


@pytest.mark.parametrize("ability, wrong, where, hint", TYPE_PLACES, ids=[p[0] for p in TYPE_PLACES])
def test_an_undeclared_type_is_found_wherever_a_type_is_named(mutant, ability, wrong, where, hint):
    result = mutant((SMOKEHOUSE_BONUS, f"      {ability}"))
    finding = only(result, "E-UNKNOWN-TYPE")
    assert finding.message == f"card type '{wrong}' in {where} is not declared by the clan"
    assert finding.hint == hint
    assert (finding.line, finding.column) == mutant.position(f"type: {wrong}", offset=len("type: "))


def test_every_type_key_of_the_effect_language_names_a_card_type():
    """declared_types reads every 'type' key of a card as a card type: the schema must mean that."""
    effects = schema_files()["eotn/effects.schema.json"]
    types = [sub for key, sub in properties_of(effects) if key == "type" and sub is not False]
    assert len(types) >= 7
    assert all(sub["$ref"] == "#/$defs/id" for sub in types)


def test_upgrade_without_matching_field(mutant):
    result = mutant(("    action: CONSTRUCT\n    goods: {wood: 1}", "    action: CONSTRUCT\n    goods: {sheep: 1}"))
    finding = only(result, "E-UPGRADE-GOOD")
    assert "fish, food, stone, wood" in finding.hint
    assert (finding.line, finding.column) == mutant.position("goods: {sheep: 1}", offset=len("goods: "))


def test_two_primitives_in_one_step(mutant):
    result = mutant(("do: [{search: longhouse}]", "do: [{search: longhouse, draw: 1}]"))
    finding = only(result, "E-STEP-SHAPE")
    assert (
        finding.message
        == "card 'pathfinder', ability 1 (action), step 1 holds search and draw; one step does one thing"
    )
    assert (finding.line, finding.column) == mutant.position("{search: longhouse, draw: 1}")


def with_one_island(mutant, pillage: str):
    """The mutated fixture clan (written as clan.yaml) validated with a set of one island, which
    pillages 1 of ``pillage``."""
    islands = mutant.tmp_path / "islands.yaml"
    islands.write_text(
        "system: eotn\ncontent: islands\nid: bare\nname: {en: Bare}\nislands:\n"
        f"  - {{id: rock, name: {{en: Rock}}, distance: nearby, pillage: {{{pillage}: 1}}, conquer: {{raze: 1}}}}\n",
        "utf-8",
    )
    from deckwright.validator import validate_paths

    return validate_paths([mutant.tmp_path / "clan.yaml", islands])


def test_unproducible_good_is_a_warning(mutant):
    mutant(("          cost: {food: 1}", "          cost: {sheep: 1}"), name="clan.yaml")
    result = with_one_island(mutant, "stone")
    finding = only(result, "W-UNPRODUCIBLE")
    assert finding.severity == WARNING
    assert finding.message == "'dock' needs sheep, but nothing in the clan, the islands or the basic rules produces it"
    assert finding.hint == "add a field, a gain or an island that gives sheep"
    assert (finding.line, finding.column) == mutant.position("sheep: 1")


def test_island_checks(mutant):
    result = mutant(
        ("conquer: {raze: 1, fish: 1}", "conquer: {raze: 1}"),
        ("{id: meadow", "{id: rock"),
        fixture="valid-islands.yaml",
    )
    conquer = only(result, "E-CONQUER-COST")
    assert conquer.message == "distant island 'far-isle' needs fish in its conquer cost"
    assert (conquer.line, conquer.column) == mutant.position("    conquer: {raze: 1}", offset=len("    conquer: "))
    duplicate = only(result, "E-DUPLICATE-ID")
    assert duplicate.severity == ERROR
    assert [f.code for f in result.findings].count("W-ISLAND-SET") == 2


def test_assigned_count_that_nothing_fills(mutant):
    result = mutant(
        (
            "      - building_bonus: [{gain: {vp: 1}, per: {type: boat}}]",
            "      - building_bonus: [{gain: {vp: 1}, per: {assigned: sheep}}]",
        )
    )
    finding = only(result, "W-NOTHING-ASSIGNED")
    assert finding.message == "nothing assigns sheep to 'smokehouse', so its count stays 0"
    assert (finding.line, finding.column) == mutant.position("assigned: sheep", offset=len("assigned: "))


def test_text_too_long_for_its_box(mutant):
    long_name = "Grand " * 30 + "Hall"
    result = mutant(("{en: Sheep Pen}", "{en: Sheep Pen, de: " + long_name + "}"))
    finding = only(result, "W-TEXT-OVERFLOW")
    assert finding.severity == WARNING
    assert "'sheep-pen' (de)" in finding.message and "63x88 mm" in finding.message
    assert (finding.line, finding.column) == mutant.position("id: sheep-pen")
    assert result.clean("eotn", "clan")  # a warning does not stop the file from being used


def test_a_search_by_kind_names_no_card_and_is_not_a_search_target(mutant):
    result = mutant(("{search: longhouse}", "{search: {kind: boost, from: both}}"))
    assert result.findings == []


def test_a_resource_a_cost_needs_is_payable_with_gold_that_something_gives(mutant):
    mutant(("          cost: {food: 1}", "          cost: {sheep: 1}"), name="clan.yaml")
    result = with_one_island(mutant, "gold")
    assert "W-UNPRODUCIBLE" not in [f.code for f in result.findings]  # gold stands in for the sheep


def test_a_good_a_storage_needs_is_found_where_the_storage_asks_for_it(mutant):
    mutant(
        ("      - action: {do: [{assign: {food: 1}}]}", "      - action: {do: [{assign: {sheep: 1}}]}"),
        ("{need: {food: 2}", "{need: {sheep: 2}"),
        name="clan.yaml",
    )
    result = with_one_island(mutant, "stone")
    finding = only(result, "W-UNPRODUCIBLE")
    assert finding.message == (
        "'granary' needs sheep, but nothing in the clan, the islands or the basic rules produces it"
    )
    assert (finding.line, finding.column) == mutant.position("sheep: 2")  # not at the Action's assign


def test_a_clan_checked_alone_may_need_a_good_only_the_shipped_islands_give(mutant):
    result = mutant(("          cost: {food: 1}", "          cost: {sheep: 1}"))
    assert result.findings == []  # the shipped Northern Reaches pillage sheep


def test_an_island_conquered_without_raze(mutant):
    result = mutant(("conquer: {raze: 1, fish: 1}", "conquer: {fish: 1}"), fixture="valid-islands.yaml")
    finding = only(result, "E-CONQUER-COST")
    assert finding.message == "island 'far-isle' can be conquered without raze"
    assert finding.hint == "add 'raze: 1': a ship needs a raze token to conquer"
    assert (finding.line, finding.column) == mutant.position("conquer: {fish: 1}", offset=len("conquer: "))

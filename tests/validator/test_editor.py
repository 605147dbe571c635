"""The schemas ``deckwright schema`` writes for editors: validate's wording in the language
server's keywords, each card kind's own keys, and the same verdict as the validator's schemas."""

import re
from functools import cache
from pathlib import Path

import jsonschema
import pytest
from referencing import Registry, Resource

from deckwright.loader import LoadError, discover, pointer_join, read_document
from deckwright.paths import data_dir
from deckwright.systems import all_systems
from deckwright.validator import validate_paths
from deckwright.validator.editor import _resolved, editor_schema_files
from deckwright.validator.eotn.goods import PLACES, allowed
from deckwright.validator.schema import BASE_URI, schema_files


@cache
def editor() -> dict[str, dict]:
    """The editor schemas, built on first use (not when the tests are collected)."""
    return editor_schema_files()


def eotn_card() -> dict:
    """The editor schema's definition of an Empires of the North card."""
    return editor()["eotn/effects.schema.json"]["$defs"]["card"]


def _validator(files, relative):
    registry = Registry().with_resources((BASE_URI + p, Resource.from_contents(d)) for p, d in files.items())
    return jsonschema.Draft202012Validator(dict(files[relative], **{"$id": BASE_URI + relative}), registry=registry)


def _messages(node, key):
    """The errorMessage of each of the node's patternProperties that matches ``key``."""
    found = node.get("patternProperties", {}).items()
    return [sub["errorMessage"] for pattern, sub in found if "errorMessage" in sub and re.search(pattern, key)]


def test_a_pattern_says_what_validate_says():
    assert editor()["eotn/effects.schema.json"]["$defs"]["id"]["patternErrorMessage"] == (
        "an id is lower-case letters, digits and dashes, starting with a letter, e.g. 'lumber-camp'"
    )


@pytest.mark.parametrize(
    "key, messages",
    [
        ("copeis", ["unknown key: did you mean 'copies'?"]),  # swapped
        ("copie", ["unknown key: did you mean 'copies'?"]),  # dropped
        ("Kind", ["unknown key: did you mean 'kind'?"]),  # changed
        ("flavour", ["unknown key: did you mean 'flavor'?"]),  # added
        (
            "condition",
            [
                "unknown key: write it with 'if': A condition: if you have 'at_least' of 'have', do 'then', "
                "else 'otherwise' (if given)."
            ],
        ),
        ("copies", []),
        ("zzzzzz", []),
    ],
)
def test_a_misspelled_key_gets_validates_hint(key, messages):
    assert _messages(eotn_card(), key) == messages


def _objects(node):
    """Every object (dict) of a schema document, ``node`` first."""
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _objects(value)
    elif isinstance(node, list):
        for item in node:
            yield from _objects(item)


def test_no_misspelling_entry_matches_a_key_of_its_object():
    for node in _objects(editor()):
        closed = "unevaluatedProperties" in node or "additionalProperties" in node
        for key in node.get("properties", {}) if closed else ():
            assert _messages(node, key) == [], key


def test_each_card_kind_takes_only_its_own_keys():
    validator = _validator(editor(), "eotn/clan.schema.json")
    assert list(eotn_card()["properties"]) == ["id", "name", "kind", "type", "abilities", "text", "flavor", "art"]
    base = {"id": "a", "name": {"en": "A"}, "type": "t"}
    clan = read_document(data_dir("cards") / "eotn" / "clans" / "skarde.yaml").data

    def errors(extra):
        deck = [dict(base, **extra)]
        return sorted(e.message for e in validator.iter_errors(dict(clan, deck=deck)))

    assert errors({"kind": "location", "cost": {"wood": 1}}) == []
    assert errors({"kind": "field", "action": "SAIL", "goods": {"fish": 1}}) == []
    assert errors({"kind": "field", "action": "SAIL", "goods": {"fish": 1}, "cost": {"wood": 1}}) != []


def _kind(path):
    try:
        data = read_document(path).data
    except LoadError:
        return None
    ok = (
        isinstance(data, dict)
        and data.get("content") in all_systems().get(data.get("system"), all_systems()["eotn"]).schemas
    )
    return all_systems()[data["system"]].schemas[data["content"]] if ok and data["system"] in all_systems() else None


FILES = [path for path, _ in discover([data_dir("cards"), Path(__file__).parents[2] / "examples"])[0]]


def _only_codes(document):
    """The codes of every ``x-only`` in the schema documents (the checks that refuse its other keys)."""
    return {node["x-only"]["code"] for node in _objects(document) if "x-only" in node}


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_the_editor_schemas_pass_and_fail_what_the_validators_schemas_do(path):
    """... and refuse, beside, exactly the keys an ``x-only`` leaves out where ``validate`` reports them."""
    relative = _kind(path)
    if relative is None:
        pytest.skip("not a card file of a known kind")
    data = read_document(path).data
    source = sorted(e.json_path for e in _validator(schema_files(), relative).iter_errors(data))
    flagged = {pointer_join("", *e.absolute_path) for e in _validator(editor(), relative).iter_errors(data)}
    if source:
        assert flagged
        return
    refused = {f.pointer for f in validate_paths([path]).findings if f.code in _only_codes(schema_files())}
    assert refused <= flagged
    assert all(any(place.startswith(pointer) for place in refused) for pointer in flagged)


def test_a_card_gets_a_snippet_of_its_required_keys_each_with_a_start_that_validates():
    assert eotn_card()["defaultSnippets"] == [
        {
            "label": "new: id, name, kind, type",
            "body": {
                "id": "$1",
                "name": {"en": "$2"},  # the language map's required language, from the other file's $ref
                "kind": "${3|location,field,field_upgrade,boost,basic_field|}",  # a choice of its values
                "type": "$4",
            },
        }
    ]


def _snippet_numbers(node, where, found):
    """(the schema node of each number a snippet of the file ``where`` writes, through its ``$ref``,
    and the number it starts at), everywhere below ``node``, in nested snippet objects too."""
    if isinstance(node, list):
        for item in node:
            _snippet_numbers(item, where, found)
    elif isinstance(node, dict):
        for snippet in node.get("defaultSnippets", ()):
            _body_numbers(snippet["body"], node, where, found)
        for value in node.values():
            _snippet_numbers(value, where, found)
    return found


def _body_numbers(body, node, where, found):
    for key, value in body.items():
        schema, at = _resolved(_property(node, key), editor(), where)
        if isinstance(value, str) and value.startswith("^${") and "|" not in value:
            found.append((schema, int(value[value.index(":") + 1 : -1])))
        elif isinstance(value, dict) and value:
            _body_numbers(value, schema, at, found)


def _property(node, key):
    """The subschema of ``key`` in an object, in its ``properties`` or (a key only some kinds take)
    in an ``if``/``then`` or ``else`` of its ``allOf``."""
    branches = [rule.get(part, {}) for rule in node.get("allOf", ()) for part in ("then", "else")]
    return next(where["properties"][key] for where in [node, *branches] if key in where.get("properties", {}))


def test_no_snippet_starts_an_amount_outside_its_range():
    found = [number for where, document in editor().items() for number in _snippet_numbers(document, where, [])]
    assert len(found) == 58
    assert all(schema.get("minimum", start) <= start <= schema.get("maximum", start) for schema, start in found)
    starts = {schema.get("description"): start for schema, start in found}
    assert starts["Fame of each Unrest card at the end (negative)."] == 0  # at most 0: not the usual 1
    assert starts["Tokens of each building type."] == 1  # at least 1
    assert starts["Combat points per food spent."] == 0  # at least 0
    assert starts["How many (1 or more)."] == 1  # an amount named by a $ref


@pytest.mark.parametrize("place", PLACES)
def test_a_place_of_goods_takes_in_the_editor_what_validate_allows_there(place):
    definition = editor()["eotn/effects.schema.json"]["$defs"][PLACES[place]]
    every = editor()["eotn/effects.schema.json"]["$defs"]["goods"]["properties"]
    assert set(definition["properties"]) == allowed(place)
    assert "$ref" not in definition and definition["additionalProperties"] is False
    refused = {key: _messages(definition, key) for key in every if key not in allowed(place)}
    code = "E-CONQUER-COST" if place == "conquer" else "E-GOOD-CONTEXT"
    says = f"cannot stand here ({code}); allowed there: {', '.join(sorted(allowed(place)))}"
    assert refused == {key: [f"'{key}' {says}"] for key in refused}
    assert all(_messages(definition, key) == [] for key in allowed(place))


def test_a_building_cost_refuses_vp_card_and_ship_and_still_says_did_you_mean():
    cost = editor()["eotn/effects.schema.json"]["$defs"]["building_cost"]
    assert list(cost["properties"]) == ["wood", "stone", "food", "sheep", "fish", "gold", "worker"]
    assert cost["properties"]["wood"] == {"$ref": "#/$defs/goods/properties/wood"}  # its description on hover
    assert _messages(cost, "vp") == [
        "'vp' cannot stand here (E-GOOD-CONTEXT); allowed there: fish, food, gold, sheep, stone, wood, worker"
    ]
    assert _messages(cost, "wod") == ["unknown key: did you mean 'wood'?"]
    assert _messages(cost, "shipp") == []  # near 'ship', which a cost refuses: no did-you-mean to a refused good


def test_the_hover_links_the_docs_anchor_a_description_names():
    kinds = editor()["eotn/effects.schema.json"]["$defs"]["card_kind"]["markdownDescription"]
    assert kinds.startswith(
        "A kind of card in your Empire, for counts, filters and triggers: one set each "
        "([docs/rules-notes.md#eotn-kind-sets](docs/rules-notes.md#eotn-kind-sets)). 'location' and 'card': "
    )


def test_the_hover_of_a_key_names_the_words_validate_points_at_it():
    condition = editor()["eotn/effects.schema.json"]["$defs"]["step"]["properties"]["if"]["markdownDescription"]
    assert condition == (
        "A condition: if you have 'at_least' of 'have', do 'then', else 'otherwise' (if given).\n\n"
        "Where you write `condition`, `when_have`, `otherwise`, `else`, `validate` points here."
    )


def test_the_hover_of_a_step_gives_the_code_it_reports_from_the_registry():
    step = editor()["eotn/effects.schema.json"]["$defs"]["step"]["markdownDescription"]
    assert step.endswith(
        "\n\n`E-STEP-SHAPE`: a step holding two primitives; fix: split it into two steps "
        "([docs/authoring.md#10-finding-codes](docs/authoring.md#10-finding-codes))."
    )


def test_every_described_node_has_a_hover_starting_with_its_description():
    described = [node for node in _objects(editor()) if isinstance(node.get("description"), str)]
    assert len(described) > 400  # 420 today: every schema file's
    assert all(node["markdownDescription"].startswith(node["description"].split("docs/")[0]) for node in described)


def test_a_snippet_writes_only_keys_its_object_defines():
    """A ``then`` that only requires ``goods`` (a field card) gets no snippet writing ``goods: $1``, text
    where a map of goods must stand."""
    card = editor()["eotn/effects.schema.json"]["$defs"]["card"]
    assert [rule["then"].get("required") for rule in card["allOf"][:3]] == [None, ["goods"], ["abilities"]]
    assert [("defaultSnippets" in rule["then"]) for rule in card["allOf"][:3]] == [False, False, False]

    for node in _objects(editor()):
        for snippet in node.get("defaultSnippets", ()):
            assert set(snippet["body"]) <= set(node["properties"]), snippet["label"]


def test_a_common_card_takes_every_key_of_a_card_but_deal_and_a_cost_without_location():
    """What E-IS-COMMON-DEAL and E-IS-COMMON-COST refuse (validator/is2014/cards.py), and nothing more."""
    source = schema_files()["is2014/effects.schema.json"]["$defs"]
    assert set(source["card"]["properties"]) - set(source["common_card"]["x-only"]["keys"]) == {"deal"}
    assert set(source["cost_good"]["enum"]) - set(source["common_cost"]["x-only"]["keys"]) == {"location"}
    common = editor()["is2014/effects.schema.json"]["$defs"]["common_card"]
    assert common["properties"]["cost"] == {"$ref": "#/$defs/common_cost"}
    assert common["defaultSnippets"][0]["label"] == "new: id, name, kind, colours"  # a card's snippet, still
    assert editor()["is2014/common_deck.schema.json"]["properties"]["cards"]["items"] == {
        "$ref": "effects.schema.json#/$defs/common_card"
    }


def test_every_x_only_names_a_map_of_its_own_file_and_keys_of_that_map():
    for relative, document in schema_files().items():
        for node in _objects(document):
            if "x-only" in node:
                assert node["$ref"].startswith("#/$defs/"), relative  # its copied keys keep their references
                target, _ = _resolved(node, schema_files(), relative)
                every = (
                    target.get("properties") or _resolved(target["propertyNames"], schema_files(), relative)[0]["enum"]
                )
                assert set(node["x-only"]["keys"]) < set(every), node["$ref"]

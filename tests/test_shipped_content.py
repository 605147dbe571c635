"""Every system's shipped content is clean, holds every content kind, names its schema and speaks
every language of its system; the shipped EotN clans and island set are complete and playable as
reference opponents."""

from __future__ import annotations

import json
import os
import re
from collections import Counter

import jsonschema
import pytest
from click.testing import CliRunner
from ruamel.yaml import YAML

from deckwright.cli import cli
from deckwright.loader import read_document
from deckwright.model.eotn import ACTIONS, clan_from_data, island_set_from_data
from deckwright.paths import data_dir
from deckwright.systems import System, all_systems
from deckwright.validator import Result, validate_paths
from deckwright.validator.eotn.goods import island_goods, produced_goods

CARDS = data_dir("cards")
CLAN_FILES = sorted((CARDS / "eotn" / "clans").glob("*.yaml"))
ISLAND_FILES = sorted((CARDS / "eotn" / "islands").glob("*.yaml"))


def _clans():
    return [clan_from_data(read_document(p).data, p) for p in CLAN_FILES]


def test_validate_cards_reports_nothing():
    result = CliRunner().invoke(cli, ["validate", "--format", "json", str(CARDS)])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == []


# --- every system's shipped content, from the registry ---


@pytest.fixture(scope="module", params=sorted(all_systems()))
def shipped(request) -> tuple[System, Result]:
    """A registered system and the validation of its folder of shipped content."""
    return all_systems()[request.param], validate_paths([CARDS / request.param])


def test_each_systems_shipped_content_is_clean_and_holds_every_content_kind(shipped):
    system, result = shipped
    assert result.findings == []
    assert result.files == len(list((CARDS / system.name).rglob("*.yaml"))) == len(result.documents)
    assert {kind for kind in system.schemas if result.clean(system.name, kind)} == set(system.schemas)


def test_each_shipped_file_names_its_schema_for_the_editor(shipped):
    system, result = shipped
    for validated in result.documents:
        path = validated.doc.path
        schema = os.path.relpath(data_dir("schema") / system.schemas[validated.content], path.parent)
        assert path.read_text("utf-8").splitlines()[0] == f"# yaml-language-server: $schema={schema}", path


def _texts(node, where=""):
    """(JSON pointer, languages) of every text: a mapping of two-letter language codes to strings."""
    if isinstance(node, dict) and "en" in node and all(len(k) == 2 and isinstance(v, str) for k, v in node.items()):
        yield where, set(node)
    elif isinstance(node, (dict, list)):
        for key, value in node.items() if isinstance(node, dict) else enumerate(node):
            yield from _texts(value, f"{where}/{key}")


def test_each_shipped_text_is_in_every_language_of_its_system(shipped):
    system, result = shipped
    texts = [(v.doc.display, where, found) for v in result.documents for where, found in _texts(v.doc.data)]
    assert len(texts) >= 10
    assert [(file, where) for file, where, found in texts if not set(system.languages) <= found] == []


def test_validate_paths_finds_every_file_and_no_finding():
    result = validate_paths([CARDS / "eotn"])
    assert result.findings == []
    assert result.files == len(CLAN_FILES) + len(ISLAND_FILES)
    assert len(result.clean("eotn", "clan")) == len(CLAN_FILES) >= 4
    assert len(result.clean("eotn", "islands")) == len(ISLAND_FILES) >= 1


@pytest.mark.parametrize("path", CLAN_FILES, ids=lambda p: p.stem)
def test_each_clan_is_30_cards_plus_3_basic_fields(path):
    clan = clan_from_data(read_document(path).data, path)
    assert len(clan.deck_list()) == 30
    assert len(clan.basic_fields) == 3
    assert all(card.kind == "basic_field" for card in clan.basic_fields)
    assert clan.id == path.stem


@pytest.mark.parametrize("path", CLAN_FILES, ids=lambda p: p.stem)
def test_each_clan_is_playable(path):
    clan = clan_from_data(read_document(path).data, path)
    cards = clan.deck_list()
    # English and German everywhere
    for text in (clan.name, clan.description, *(c.name for c in (*clan.basic_fields, *clan.deck))):
        assert {"en", "de"} <= set(text)
    assert 2 <= len(clan.types) <= 4
    # the starting fields give the building goods
    start = Counter()
    for field in clan.basic_fields:
        start.update(field.goods)
    assert {"wood", "stone", "food"} <= set(start)
    # a boost for each of the five actions
    assert {c.action for c in clan.deck if c.kind == "boost"} == set(ACTIONS)
    # locations cost 1 to 3 goods; cheap and expensive ones
    costs = [sum(c.cost.values()) for c in cards if c.kind == "location"]
    assert all(1 <= cost <= 3 for cost in costs)
    assert min(costs) == 1 and max(costs) == 3
    # a few VP engines: abilities that gain VP
    vp_cards = [c for c in clan.deck if "vp" in json.dumps(c.abilities)]
    assert len(vp_cards) >= 4
    # fields to harvest beyond the basic ones
    assert sum(c.kind == "field" or c.also_field for c in cards) >= 4


def test_the_clans_differ():
    clans = _clans()
    assert len({c.colour.lower() for c in clans}) == len(clans)
    assert len({c.difficulty for c in clans}) == len(clans)
    factions = {c.faction for c in clans}
    assert {"vikings", "scots", "inuit"} <= factions and len(factions) >= 4
    assert len({t.id for c in clans for t in c.types}) == sum(len(c.types) for c in clans)


@pytest.mark.parametrize("path", ISLAND_FILES, ids=lambda p: p.stem)
def test_island_set_is_complete(path):
    islands = island_set_from_data(read_document(path).data, path)
    assert len(islands.by_distance("nearby")) == 12
    assert len(islands.by_distance("distant")) == 10
    for island in islands.islands:
        assert {"en", "de"} <= set(island.name)
        expected = {"raze": 1} if island.distance == "nearby" else {"raze": 1, "fish": 1}
        assert island.conquer == expected, island.id
    assert sum(bool(i.abilities) for i in islands.islands) >= 12


@pytest.mark.parametrize("path", CLAN_FILES, ids=lambda p: p.stem)
def test_each_clan_makes_raze_tokens_to_conquer(path):
    """No shipped island gives raze, so every clan needs a card of its own that does."""
    data = read_document(path).data
    assert any("raze" in set(produced_goods(card)) for card in data["deck"])


def test_no_shipped_island_gives_raze():
    for path in ISLAND_FILES:
        assert "raze" not in island_goods(read_document(path).data)


# --- the deliberately broken examples used in the docs ---

EXAMPLES = CARDS.parent / "examples"
SCHEMA_STAGE = ["E-UNKNOWN-KEY", "E-VALUE", "E-NOT-ALLOWED"]
RULE_STAGE = [
    "E-BASIC-FIELDS",
    "E-DECK-SIZE",
    "E-COPIES",
    "E-UNKNOWN-TYPE",
    "E-DUPLICATE-ID",
    "E-SEARCH-TARGET",
    "E-UPGRADE-GOOD",
]
RULES_ONLY = [*RULE_STAGE, "E-NEEDS-ACTION", "E-GOOD-CONTEXT", "E-STEP-SHAPE", "W-UNPRODUCIBLE"]
needs_examples = pytest.mark.skipif(not EXAMPLES.is_dir(), reason="examples/ is not installed with the wheel")


def _codes_and_comments(path):
    findings = validate_paths([path]).findings
    lines = path.read_text("utf-8").splitlines()
    for finding in findings:
        above = lines[finding.line - 2].strip()
        assert above.startswith("#") and finding.code in above, (
            f"no comment naming {finding.code} above line {finding.line}"
        )
    return sorted(f.code for f in findings)


@needs_examples
def test_broken_clan_shows_the_schema_stage():
    assert _codes_and_comments(EXAMPLES / "broken-clan.yaml") == sorted(SCHEMA_STAGE)


@needs_examples
def test_broken_clan_hides_rule_mistakes_until_the_schema_passes(tmp_path):
    text = (EXAMPLES / "broken-clan.yaml").read_text("utf-8")
    text = text.replace("quantityy: 2", "copies: 2").replace("action: HARVST", "action: HARVEST")
    text = text.replace("    cost: {wood: 1}\n  - id: storehouse", "  - id: storehouse", 1)
    fixed = tmp_path / "broken-clan.yaml"
    fixed.write_text(text, "utf-8")
    assert _codes_and_comments(fixed) == sorted(RULE_STAGE)


@needs_examples
def test_broken_clan_rules_shows_each_rule_check_once():
    assert _codes_and_comments(EXAMPLES / "broken-clan-rules.yaml") == sorted(RULES_ONLY)


@needs_examples
def test_broken_kb_board_shows_each_board_check_once():
    assert _codes_and_comments(EXAMPLES / "broken-kb-board.yaml") == sorted(
        ["E-KB-LOCATION", "E-KB-TILE", "E-KB-UNREACHABLE", "W-KB-BALANCE", "W-KB-TOO-FEW"]
    )


# --- the YAML in the docs is real ---

DOCS = CARDS.parent / "docs"
needs_docs = pytest.mark.skipif(not DOCS.is_dir(), reason="docs/ is not installed with the wheel")


def _yaml_blocks(path):
    return re.findall(r"```yaml\n(.*?)```", path.read_text("utf-8"), re.S)


@needs_docs
def test_the_tutorial_clan_is_valid_and_complete(tmp_path):
    (text,) = _yaml_blocks(DOCS / "tutorial.md")
    path = tmp_path / "cards" / "hearthmoor.yaml"
    path.parent.mkdir()
    path.write_text(text, "utf-8")
    assert validate_paths([path.parent]).findings == []
    clan = clan_from_data(read_document(path).data)
    assert len(clan.deck_list()) == 30 and len(clan.basic_fields) == 3


def _snippet_schema(data):
    """Which definition of the effect language a docs snippet shows, or None for a partial file."""
    step_keys = set(_DEFS["step"]["properties"])
    if isinstance(data, dict):
        if "abilities" in data and set(data) == {"abilities"}:
            return {"type": "array", "items": {"$ref": "#/$defs/ability"}}, data["abilities"]
        if set(data) == {"when"}:
            return {"$ref": "#/$defs/trigger"}, data["when"]
        if {"basic_fields", "deck"} & set(data) and "system" not in data:
            cards = [*data.get("basic_fields", []), *data.get("deck", [])]
            return {"type": "array", "items": {"$ref": "#/$defs/card"}}, cards
        if {"system", "content", "islands"} <= set(data):
            return {"type": "array", "items": {"$ref": "#/$defs/island"}}, data["islands"]
        return None
    if isinstance(data, list) and data and all(isinstance(x, dict) for x in data):
        if all("distance" in x for x in data):
            return {"type": "array", "items": {"$ref": "#/$defs/island"}}, data
        if all("kind" in x for x in data):
            return {"type": "array", "items": {"$ref": "#/$defs/card"}}, data
        if all(set(x) <= step_keys for x in data):
            return {"$ref": "#/$defs/steps"}, data
    return None


_DEFS = json.loads((data_dir("schema") / "eotn" / "effects.schema.json").read_text("utf-8"))["$defs"]


@needs_docs
def test_the_authoring_guide_snippets_match_the_schema():
    yaml = YAML(typ="safe")
    checked = 0
    for block in _yaml_blocks(DOCS / "authoring.md"):
        if "..." in block:
            continue  # an abridged snippet
        data = yaml.load(block)
        found = _snippet_schema(data)
        if found is None:
            continue
        schema, value = found
        errors = list(jsonschema.Draft202012Validator({"$defs": _DEFS, **schema}).iter_errors(value))
        assert not errors, f"docs snippet does not match the schema: {errors[0].message}\n{block}"
        checked += 1
    assert checked >= 50


@pytest.mark.slow
@needs_docs
def test_the_tutorial_clan_passes_check(tmp_path):
    """`deckwright check` on the tutorial's clan: every game ends (the greedy bot once hoarded forever)."""
    from click.testing import CliRunner

    from deckwright.cli import cli

    (text,) = _yaml_blocks(DOCS / "tutorial.md")
    path = tmp_path / "hearthmoor.yaml"
    path.write_text(text, "utf-8")
    result = CliRunner().invoke(cli, ["check", "--bot", "greedy", str(path), "--games", "400", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert "E-STUCK" not in result.output

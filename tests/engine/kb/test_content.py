"""The shipped Kingdom Builder content: original, complete for a game, and covering every
construct of the placement and scoring languages (read from the schemas, so a new construct
fails here until some shipped tile or goal uses it)."""

from __future__ import annotations

import json
import re

import pytest

from deckwright.engine.core import play
from deckwright.engine.kb import new_game
from deckwright.engine.kb.greedy import GreedyBot
from deckwright.engine.kb.hooks import sample_game, shipped_table
from deckwright.engine.policies import RandomBot
from deckwright.paths import data_dir
from deckwright.validator import validate_paths

TABLE = shipped_table()
SCHEMA = data_dir("schema") / "kb"
PUBLISHED_SECTION_IDS = {"oracle", "farm", "oasis", "tower", "tavern", "barn", "harbor", "paddock"}


def _items(name: str, key: str) -> dict:
    return json.loads((SCHEMA / name).read_text("utf-8"))["properties"][key]["items"]["properties"]


def _terrain_class(terrain: str) -> str:
    return terrain if terrain in ("played", "buildable", "water") else "a named terrain"


def test_every_placement_construct_is_used_by_a_shipped_tile():
    schema = _items("tiles.schema.json", "tiles")
    rules = [t.placement for t in TABLE["tiles"]]
    assert {r.action for r in rules} == set(schema["action"]["enum"])
    assert {r.adjacent for r in rules} == set(schema["adjacent"]["enum"])
    assert {_terrain_class(r.terrain) for r in rules} == {_terrain_class(t) for t in schema["terrain"]["enum"]}
    defaults = {"count": 1, "edge": False, "line_end": 0, "jump": 0, "next_to": (), "gold": 0}
    unused = [key for key, default in defaults.items() if all(getattr(r, key) == default for r in rules)]
    assert set(schema) - {"id", "name", "action", "terrain", "adjacent"} == set(defaults) and unused == []


def test_every_scoring_construct_is_used_by_a_shipped_goal():
    schema = _items("goals.schema.json", "goals")["score"]["properties"]
    rules = [g.scoring for g in TABLE["goals"]]
    assert {r.count for r in rules} == set(schema["count"]["enum"])
    assert {r.ties for r in rules if r.count == "sector_rank"} == set(schema["ties"]["enum"])
    used = {
        "gold": any(r.gold > 1 for r in rules) and any(r.gold < 0 for r in rules),  # a penalty too
        "per": any(r.per != 1 for r in rules),
        "next_to": any(r.next_to for r in rules),
        "on": any(r.on for r in rules),
        "isolated": any(r.isolated for r in rules),
        "and": any(bool(r.on) + bool(r.next_to) + r.isolated > 1 for r in rules),  # conditions combined
        "sites": any(r.sites != ("location", "castle") for r in rules),
        "ranks": any(r.ranks for r in rules),
    }
    assert set(schema) - {"count", "ties"} == set(used) - {"and"} and all(used.values())


def test_enough_original_content_for_a_game():
    ids = [s.id for s in TABLE["sections"]]
    assert len(ids) == 8 and not PUBLISHED_SECTION_IDS & set(ids)
    tiles_on_boards = {t for s in TABLE["sections"] for _, _, t in s.locations}
    assert tiles_on_boards == {t.id for t in TABLE["tiles"]}
    assert len(TABLE["goals"]) == 15


@pytest.mark.parametrize("players", [2, 3, 4])
def test_games_on_the_shipped_content_finish(players):
    for seed in range(8):
        game = new_game([None] * players, seed, **TABLE)
        bots = [GreedyBot(seed + p) if p % 2 else RandomBot(seed + p) for p in range(players)]
        result = play(game, bots)
        assert result.finished and len(result.scores) == players
        assert min(game.supply) == 0 or not game.free["buildable"]


def test_same_seed_same_game():
    first = play(sample_game(5), [RandomBot(1), RandomBot(2)])
    second = play(sample_game(5), [RandomBot(1), RandomBot(2)])
    assert (first.scores, first.decisions) == (second.scores, second.decisions)


def test_the_yaml_in_the_authoring_doc_is_valid(tmp_path):
    doc = data_dir("cards").parent / "docs" / "kingdom-builder.md"
    if not doc.is_file():
        pytest.skip("docs/ is not installed with the wheel")
    blocks = re.findall(r"```yaml\n(.*?)```", doc.read_text("utf-8"), re.S)
    for number, text in enumerate(blocks):
        (tmp_path / f"block{number}.yaml").write_text(text, "utf-8")
    result = validate_paths([tmp_path])
    assert len(blocks) == 3 and result.files == 3
    # one section and nine goals: too few sections; seven of the eight tiles sit on no location
    assert {f.code for f in result.findings} == {"W-KB-TOO-FEW", "W-KB-TILE-UNUSED"}


def test_setup_lays_four_sections_turns_only_turnable_ones_and_draws_three_goals():
    from dataclasses import replace

    fixed = [replace(s, rotate=False) for s in TABLE["sections"]]
    turned_any = False
    for seed in range(12):
        game = new_game([None] * 3, seed, **TABLE)
        assert len(set(game.board.sections)) == 4 and len({g.id for g in game.goals}) == 3
        assert set(game.stock.values()) == {2} and len(game.stock) == 8  # 2 locations per section
        turned_any |= any(game.board.turned)
        assert not any(new_game([None] * 3, seed, fixed, TABLE["tiles"], TABLE["goals"]).board.turned)
    assert turned_any


def _properties(node, where=""):
    """Every (pointer, schema) under a 'properties' keyword (conditions of if/then/else aside)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("if", "then", "else"):
                continue
            if key == "properties":
                for name, prop in value.items():
                    yield f"{where}/{name}", prop
                    yield from _properties(prop, f"{where}/{name}")
            else:
                yield from _properties(value, where)
    elif isinstance(node, list):
        for item in node:
            yield from _properties(item, where)


@pytest.mark.parametrize("name", ["boards", "tiles", "goals", "common"])
def test_every_schema_property_has_a_description(name):
    schema = json.loads((SCHEMA / f"{name}.schema.json").read_text("utf-8"))
    shared = json.loads((SCHEMA / "common.schema.json").read_text("utf-8"))["$defs"]
    header = set(shared["header"]["properties"])
    described = {f"common.schema.json#/$defs/{key}" for key, value in shared.items() if value.get("description")}
    missing = [
        where
        for where, prop in _properties(schema)
        if not (isinstance(prop, dict) and (prop.get("description") or prop.get("$ref") in described))
        and not (prop is True and where.lstrip("/") in header)
    ]  # described in the shared header, or in the shared definition it refers to
    assert missing == []

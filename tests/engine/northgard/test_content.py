"""The shipped Northgard content uses every construct the schemas allow (read from the schemas'
own enums and keys), is clean, and is enough for a five-player game."""

import json

from deckwright.engine.northgard.hooks import shipped_clans
from deckwright.model.northgard import shipped
from deckwright.paths import data_dir
from deckwright.validator import validate_paths

SCHEMAS = data_dir("schema") / "northgard"
CARDS = shipped("cards.yaml")
TILES = shipped("tiles.yaml")
CLANS = [shipped(f"clans/{p.name}") for p in sorted((data_dir("cards") / "northgard" / "clans").glob("*.yaml"))]


def schema(name):
    return json.loads((SCHEMAS / f"{name}.schema.json").read_text("utf-8"))


def all_cards():
    for pool in ("starting", "early", "advanced"):
        yield from CARDS[pool]
    for clan in CLANS:
        yield clan["initial"]
        yield from clan["upgrades"]


def test_every_step_keyword_and_option_is_used():
    step = schema("common")["$defs"]["step"]["properties"]
    used = {next(iter(s)) for card in all_cards() for s in card["do"]}
    assert used == set(step)
    options = {
        (k, o)
        for card in all_cards()
        for s in card["do"]
        for k, v in s.items()
        if isinstance(v, dict) and k != "gain"
        for o in v
    }
    wanted = {(k, o) for k in ("move", "build", "draw") for o in step[k]["properties"]}
    assert wanted <= options
    assert any(card.get("flash") for card in all_cards()) and any(card.get("fame") for card in all_cards())


def test_every_power_construct_is_used():
    power = schema("clan")["$defs"]["power"]["properties"]
    events = set(power["on"]["items"]["properties"]["event"]["enum"])
    assert {r["event"] for clan in CLANS for r in clan["power"].get("on", ())} == events
    assert {k for clan in CLANS for k in clan["power"]} == set(power) - {"text"}


def test_every_achievement_count_and_filter_is_used():
    score = schema("cards")["$defs"]["score"]["properties"]
    used = {a["score"]["count"] for a in CARDS["achievements"]}
    assert used == set(score["count"]["enum"])
    assert any("building" in a["score"] for a in CARDS["achievements"])
    assert any("resource" in a["score"] for a in CARDS["achievements"])


def test_every_tile_construct_is_used():
    territory = schema("tiles")["$defs"]["territory"]["properties"]
    tiles = TILES["tiles"]
    assert {s for t in tiles for p in t["territories"] for s in p.get("spaces", ())} == set(
        territory["spaces"]["items"]["enum"]
    )
    kinds = schema("tiles")["$defs"]["tile"]["properties"]["borders"]["items"]["properties"]["kind"]["enum"]
    assert {b["kind"] for t in tiles for b in t.get("borders", ())} == set(kinds)
    assert {t.get("start") for t in tiles} - {None} == set(
        schema("tiles")["$defs"]["tile"]["properties"]["start"]["enum"]
    )
    assert any(p.get("lair") for t in tiles for p in t["territories"])
    assert any(not p["edges"] for t in tiles for p in t["territories"])  # a territory closed inside its tile
    assert {r for t in tiles for p in t["territories"] for r in p.get("resources", {})} == {"food", "wood", "lore"}


def test_enough_original_content_for_five_players():
    assert len(shipped_clans()) >= 4
    assert sum(t.get("copies", 1) for t in TILES["tiles"] if "start" not in t) >= 5 * 3 + 10
    result = validate_paths([data_dir("cards") / "northgard"])
    assert result.findings == [] and result.files == 4 + len(CLANS)  # two card files, tiles, ruleset

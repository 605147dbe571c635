"""Every system's shipped content uses every key and named value of its schemas, and the shipped
EotN content every construct of its effect language, at least once.

The list of constructs is derived from the schema (its enums and property lists), not written
out here: a primitive, keyword, trigger, good or card kind added to the schema later without
shipped content that uses it makes ``test_shipped_content_uses_every_construct`` fail.

The shipped clans and islands double as the rules engine's reference opponents and as the
renderer's test faces, so every construct needs at least one real card.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, Iterable, Iterator

import jsonschema
import pytest

from deckwright.loader import read_document
from deckwright.model.eotn import ability_steps
from deckwright.paths import data_dir
from deckwright.systems import all_systems

# Card keys that shipped content does not need: 'art' names an image file, and the shipped
# cards are drawn with the renderer's default art.
OPTIONAL_KEYS_NOT_REQUIRED = {"art"}
# File keys likewise: 'fonts' names font files, and the shipped content prints in the built-in font.
OPTIONAL_FILE_KEYS = {"$schema", "fonts"}


@cache
def effects_schema() -> dict[str, Any]:
    return json.loads((data_dir("schema") / "eotn" / "effects.schema.json").read_text("utf-8"))


def _defs() -> dict[str, Any]:
    return effects_schema()["$defs"]


def _props(name: str) -> dict[str, Any]:
    return _defs()[name]["properties"]


def _trigger_filters() -> set[tuple[str, str]]:
    """(event, filter key) pairs the trigger schema accepts, found by asking the schema itself."""
    samples = {"type": "some-type", "kind": "field", "action": "HARVEST", "good": "wood"}
    validator = jsonschema.Draft202012Validator({"$defs": _defs(), "$ref": "#/$defs/trigger"})
    pairs = set()
    for event in _props("trigger")["event"]["enum"]:
        for key in _props("trigger"):
            if key not in ("event", "who") and validator.is_valid({"event": event, key: samples[key]}):
                pairs.add((event, key))
    return pairs


def required_constructs() -> set[str]:
    """Every construct of the effect language and the card format, named as '<group>:<value>'."""
    d = _defs()
    required: set[str] = set()
    required |= {f"step:{p}" for p in _props("step")}  # every primitive, and 'per'
    required |= {f"per:{p}" for p in _props("count")}
    required |= {f"unexhaust:{p}" for p in _props("unexhaust")}
    required |= {"unexhaust:count=number", "unexhaust:count=all"}
    required |= {f"expedition_now:{v}" for v in _props("step")["expedition_now"]["enum"]}
    required |= {f"take_action:{v}" for v in d["action"]["enum"]}
    required |= {f"ability:{k}" for k in _props("ability")}
    required |= {f"protection:{v}" for v in _props("ability")["protection"]["items"]["enum"]}
    required |= {f"if:{k}" for k in _props("step")["if"]["properties"]}  # 'then' and 'otherwise'
    required |= {f"search:{k}" for k in _props("search_for")} | {"search:id"}
    required |= {f"search:from={v}" for v in _props("search_for")["from"]["enum"] if v != "deck"}
    required |= {f"remove:to={v}" for v in _props("step")["remove"]["properties"]["to"]["enum"]}
    required |= {f"remove:{k}" for k in _props("step")["remove"]["properties"]}
    required |= {f"target:{v}" for v in d["target"]["enum"]}  # each way of aiming a step at opponents
    aimable = d["step"]["dependentSchemas"]["target"]["anyOf"]
    required |= {f"aimed:{primitive}" for option in aimable for primitive in option["required"]}
    # optional keys of the keyword bodies: action with and without cost, feature with cost, copy filters
    for keyword in ("feature", "action", "copy"):
        body = _props("ability")[keyword]
        for key in body.get("properties", {}):
            if key not in body.get("required", []):
                required |= {f"{keyword}:with-{key}"}
    required.add("action:without-cost")
    required |= {f"event:{e}" for e in _props("trigger")["event"]["enum"]}
    required |= {f"event:{e}+{k}" for e, k in _trigger_filters()}
    required |= {f"who:{v}" for v in _props("trigger")["who"]["enum"] if v != "you"}  # 'you' is the default
    required |= {f"card-kind:{k}" for k in _props("card")["kind"]["enum"]}
    required.add("card-kind:island")
    required |= {f"island-distance:{v}" for v in _props("island")["distance"]["enum"]}
    required |= {f"good:{g}" for g in d["good"]["enum"]}
    required |= {f"kind-filter:{k}" for k in d["card_kind"]["enum"]}  # every kind named by a count/filter
    required |= {f"card-key:{k}" for k in _props("card") if k not in OPTIONAL_KEYS_NOT_REQUIRED}
    required |= {f"island-key:{k}" for k in _props("island") if k not in OPTIONAL_KEYS_NOT_REQUIRED}
    required |= {"also_field:true", "text:en", "text:de", "flavor:en", "flavor:de"}
    for content in ("clan", "islands"):
        schema = json.loads((data_dir("schema") / "eotn" / f"{content}.schema.json").read_text("utf-8"))
        required |= {f"{content}-key:{k}" for k in schema["properties"] if k not in OPTIONAL_FILE_KEYS}
    return required


def _goods_maps(card: dict[str, Any]) -> Iterator[dict[str, int]]:
    for key in ("cost", "goods", "pillage", "conquer"):
        if key in card:
            yield card[key]
    for ability in card.get("abilities", []):
        for keyword in ("feature", "action"):
            if "cost" in ability.get(keyword, {}):
                yield ability[keyword]["cost"]
        if "storage" in ability:
            yield ability["storage"]["need"]
            yield from ability["storage"]["gain"]
    for _, step, _ in ability_steps(card.get("abilities", [])):
        for key in ("gain", "spend", "assign", "release"):
            if key in step:
                yield step[key]


def _counts(card: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every count a card holds: a gain's 'per', an end-of-game scoring's 'per', a condition's 'have'."""
    for ability in card.get("abilities", []):
        if "end_game" in ability:
            yield ability["end_game"]["per"]
        for keyword in ("feature", "action"):
            if "if" in ability.get(keyword, {}):
                yield ability[keyword]["if"]["have"]
    for _, step, _ in ability_steps(card.get("abilities", [])):
        if "per" in step:
            yield step["per"]
        if "if" in step:
            yield step["if"]["have"]


def constructs_of_card(card: dict[str, Any], is_island: bool) -> set[str]:
    """The constructs one card (a clan card or an island) uses."""
    found: set[str] = set()
    found.add("card-kind:island" if is_island else f"card-kind:{card['kind']}")
    if is_island:
        found.add(f"island-distance:{card['distance']}")
    found |= {f"{'island' if is_island else 'card'}-key:{k}" for k in card}
    if card.get("also_field") is True:
        found.add("also_field:true")
    for key in ("text", "flavor"):
        found |= {f"{key}:{lang}" for lang in card.get(key, {})}
    for goods in _goods_maps(card):
        found |= {f"good:{g}" for g in goods}
    for ability in card.get("abilities", []):
        for keyword, body in ability.items():
            found.add(f"ability:{keyword}")
            if keyword in ("feature", "action", "copy"):
                found |= {f"{keyword}:with-{k}" for k in body if k not in ("when", "do")}
            if keyword == "action" and "cost" not in body:
                found.add("action:without-cost")
            if keyword == "feature":
                when = body["when"]
                found.add(f"event:{when['event']}")
                found |= {f"who:{when['who']}"} if "who" in when else set()
                found |= {f"event:{when['event']}+{k}" for k in when if k != "event"}
                if "kind" in when:
                    found.add(f"kind-filter:{when['kind']}")
            if keyword == "copy" and "kind" in body:
                found.add(f"kind-filter:{body['kind']}")
    for count in _counts(card):
        found |= {f"per:{k}" for k in count}
        if "kind" in count:
            found.add(f"kind-filter:{count['kind']}")
    for ability in card.get("abilities", []):
        found |= {f"protection:{what}" for what in ability.get("protection", ())}
    for _, step, _ in ability_steps(card.get("abilities", [])):
        found |= {f"step:{k}" for k in step}
        found |= {f"if:{k}" for k in step.get("if", {})}
        if "search" in step:
            search = step["search"]
            found |= {f"search:{k}" for k in search} if isinstance(search, dict) else {"search:id"}
            found |= {f"search:from={search['from']}"} if isinstance(search, dict) and "from" in search else set()
        if "unexhaust" in step:
            body = step["unexhaust"]
            found |= {f"unexhaust:{k}" for k in body}
            found.add("unexhaust:count=all" if body["count"] == "all" else "unexhaust:count=number")
            if "kind" in body:
                found.add(f"kind-filter:{body['kind']}")
        if "remove" in step:
            found.add(f"remove:to={step['remove']['to']}")
            found |= {f"remove:{k}" for k in step["remove"]}
        if "target" in step:
            found.add(f"target:{step['target']}")
            found |= {f"aimed:{k}" for k in step if k != "target"}
        if "expedition_now" in step:
            found.add(f"expedition_now:{step['expedition_now']}")
        if "take_action" in step:
            found.add(f"take_action:{step['take_action']}")
    return found


def constructs_of(documents: Iterable[dict[str, Any]]) -> set[str]:
    found: set[str] = set()
    for data in documents:
        found |= {f"{data['content']}-key:{k}" for k in data}
        if data["content"] == "clan":
            for card in (*data["basic_fields"], *data["deck"]):
                found |= constructs_of_card(card, is_island=False)
        else:
            for island in data["islands"]:
                found |= constructs_of_card(island, is_island=True)
    return found


def shipped_documents() -> list[dict[str, Any]]:
    root = data_dir("cards") / "eotn"
    paths = sorted((root / "clans").glob("*.yaml")) + sorted((root / "islands").glob("*.yaml"))
    return [read_document(p).data for p in paths]


def test_shipped_content_uses_every_construct():
    missing = required_constructs() - constructs_of(shipped_documents())
    assert not missing, f"no shipped card uses: {', '.join(sorted(missing))}"


def test_the_construct_list_is_derived_from_the_schema():
    required = required_constructs()
    # spot checks that the derivation reached into each enum and property list
    for construct in (
        "step:gain",
        "step:choose",
        "per:assigned",
        "unexhaust:count=all",
        "expedition_now:either",
        "take_action:SAIL",
        "ability:copy",
        "action:with-cost",
        "feature:with-cost",
        "copy:with-kind",
        "copy:with-type",
        "event:raid",
        "event:build+type",
        "event:build+kind",
        "event:action+action",
        "event:spend+good",
        "event:gain+good",
        "card-kind:field_upgrade",
        "card-kind:island",
        "good:common_ship",
        "kind-filter:basic_field",
        "also_field:true",
        "target:chosen_opponent",
        "who:opponent",
        "event:raided",
        "aimed:move_pawn",
    ):
        assert construct in required
    # filters the schema forbids are not asked for
    assert "event:raid+good" not in required and "event:harvest+type" not in required
    assert "card-key:art" not in required


def test_a_single_card_leaves_most_constructs_missing():
    """The coverage walk can fail: one plain location covers only a few constructs."""
    clan = {
        "content": "clan",
        "basic_fields": [],
        "deck": [
            {
                "id": "hut",
                "name": {"en": "Hut"},
                "kind": "location",
                "type": "t",
                "cost": {"wood": 1},
                "abilities": [{"action": {"do": [{"gain": {"vp": 1}}]}}],
            }
        ],
    }
    found = constructs_of([clan])
    assert {"card-kind:location", "good:wood", "good:vp", "step:gain", "ability:action", "action:without-cost"} <= found
    missing = required_constructs() - found
    assert {"step:choose", "event:conquer", "card-kind:island", "good:common_ship", "also_field:true"} <= missing


@pytest.mark.parametrize(
    "step, expected",
    [
        (
            {"choose": [[{"draw": 1}], [{"unexhaust": {"count": "all", "kind": "island"}}]]},
            {
                "step:choose",
                "step:draw",
                "step:unexhaust",
                "unexhaust:count=all",
                "unexhaust:kind",
                "kind-filter:island",
            },
        ),
        ({"gain": {"food": 1}, "per": {"assigned": "fish"}}, {"step:gain", "step:per", "per:assigned", "good:food"}),
        ({"expedition_now": "conquer"}, {"step:expedition_now", "expedition_now:conquer"}),
    ],
)
def test_steps_inside_choices_and_counts_are_seen(step, expected):
    card = {
        "id": "b",
        "name": {"en": "B"},
        "kind": "boost",
        "type": "t",
        "action": "SAIL",
        "abilities": [{"instant": [step]}],
    }
    assert expected <= constructs_of_card(card, is_island=False)


def test_shipped_files_are_found():
    documents = shipped_documents()
    assert sum(d["content"] == "clan" for d in documents) >= 4
    assert sum(d["content"] == "islands" for d in documents) >= 1
    assert Path(data_dir("cards")).is_dir()


def _documented_steps() -> set[str]:
    """The step constructs the YAML examples of docs/authoring.md use."""
    from ruamel.yaml import YAML

    from tests.test_shipped_content import DOCS, _yaml_blocks

    found: set[str] = set()
    for block in _yaml_blocks(DOCS / "authoring.md"):
        try:
            data = YAML(typ="safe").load(block)
        except Exception:  # an abridged snippet ('...')
            continue
        steps = data if isinstance(data, list) and all(isinstance(x, dict) for x in data) else []
        found |= constructs_of_card({"kind": "boost", "abilities": [{"instant": steps}]}, is_island=False)
    return found


def test_the_authoring_guide_has_an_example_of_every_step_and_target():
    wanted = {c for c in required_constructs() if c.split(":")[0] in ("step", "target", "aimed")}
    documented = _documented_steps()
    assert {"step:lose", "target:left"} <= wanted
    assert wanted - documented == set(), f"docs/authoring.md has no example of: {sorted(wanted - documented)}"


# --- every registered system: each key and named value of its schemas is used by its shipped content ---

PRESENTATION = {"$schema", "fonts", "art"}  # editor and print settings: shipped content uses the defaults
UNUSED = {  # system -> keys and values its shipped content leaves out on purpose, and why
    "eotn": {
        "value:you": "the default of a Feature's 'who'",
        "value:anvil": "a type icon no shipped clan draws",
        "value:penguin": "a type icon no shipped clan draws",
    },
    "is2014": {"key:text": "printed text overrides: shipped cards print their generated text"},
    "northgard": {"key:text": "printed text overrides: shipped cards print their generated text"},
    "kb": {
        "key:rotate": "every shipped section may be turned (the default)",
        "value:if_possible": "the default of a tile's 'adjacent'",
        "value:grass": "shipped boards write terrains as grid letters",
    },
}


def schema_words(node: Any, base: Path, seen: set[tuple[Path, str]]) -> Iterator[str]:
    """'key:NAME' for each property and 'value:NAME' for each text in an enum or const that a
    schema (and every schema it references) names, presentation settings aside."""
    if isinstance(node, list):
        for item in node:
            yield from schema_words(item, base, seen)
    if not isinstance(node, dict):
        return
    if "$ref" in node:
        file, _, pointer = node["$ref"].partition("#")
        target = (base.parent / file).resolve() if file else base
        if (target, pointer) not in seen:
            seen.add((target, pointer))
            referenced = json.loads(target.read_text("utf-8"))
            for part in filter(None, pointer.split("/")):
                referenced = referenced[part]
            yield from schema_words(referenced, target, seen)
    for name, sub in node.get("properties", {}).items():
        if name not in PRESENTATION:
            yield f"key:{name}"
            yield from schema_words(sub, base, seen)
    yield from (f"value:{v}" for v in [*node.get("enum", ()), node.get("const")] if isinstance(v, str))
    for keyword, sub in node.items():
        if keyword not in ("properties", "$defs", "$ref", "enum", "const"):
            yield from schema_words(sub, base, seen)


def content_words(node: Any) -> Iterator[str]:
    """'key:NAME' and 'value:NAME' for each mapping key (goods are keys) and 'value:TEXT' for each text."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield from (f"key:{key}", f"value:{key}")
            yield from content_words(value)
    elif isinstance(node, list):
        for item in node:
            yield from content_words(item)
    elif isinstance(node, str):
        yield f"value:{node}"


@pytest.mark.parametrize("name", sorted(all_systems()))
def test_each_systems_shipped_content_uses_every_key_and_value_of_its_schemas(name):
    schemas = data_dir("schema")
    named: set[str] = set()
    for schema in all_systems()[name].schemas.values():
        path = (schemas / schema).resolve()
        named |= set(schema_words(json.loads(path.read_text("utf-8")), path, set()))
    used = {w for p in (data_dir("cards") / name).rglob("*.yaml") for w in content_words(read_document(p).data)}
    unused = UNUSED.get(name, {})
    assert set(unused) <= named, f"UNUSED names what the schema does not: {sorted(set(unused) - named)}"
    assert sorted(named - used - set(unused)) == [], "named by the schema, used by no shipped file"
    assert sorted(set(unused) & used) == [], "listed as unused but used: take it out of UNUSED"


def test_the_schema_walk_reaches_referenced_files_and_leaves_out_presentation():
    path = (data_dir("schema") / "kb" / "tiles.schema.json").resolve()
    words = set(schema_words(json.loads(path.read_text("utf-8")), path, set()))
    assert {"key:tiles", "key:line_end", "value:build", "value:played", "key:en", "value:water"} <= words
    assert "key:fonts" not in words and "key:regular" not in words

"""Random schema-valid clans and islands, played by random bots, never crash the engine.

Leaves of the effect language (goods, counts, triggers, unexhaust) come straight from the schema
through hypothesis-jsonschema; steps, abilities and cards are composed here because the schema is
recursive ('/' choices hold steps). Every generated document is checked against the schema.
"""

from __future__ import annotations

import json

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis_jsonschema import from_schema

from deckwright.engine.core import play
from deckwright.engine.eotn import Variants, new_game
from deckwright.engine.policies import RandomBot
from deckwright.model.eotn import ACTIONS, clan_from_data, island_set_from_data
from deckwright.paths import data_dir
from deckwright.validator.schema import checker
from tests.engine.eotn.helpers import BASICS, islands_data

DEFS = json.loads((data_dir("schema") / "eotn" / "effects.schema.json").read_text())["$defs"]
TYPES = ("home", "boat")
IDS = ("c0", "c1", "c2", "c3", "c4", "c5")


def leaf(name: str):
    """Documents of one definition; built when the test first draws (hypothesis-jsonschema takes seconds)."""
    return st.deferred(lambda: from_schema({"$defs": DEFS, "$ref": f"#/$defs/{name}"}))


goods = leaf("goods")
small_goods = st.dictionaries(
    st.sampled_from(["wood", "stone", "food", "sheep", "fish", "gold", "worker", "raze", "card", "vp"]),
    st.integers(1, 3),
    min_size=1,
    max_size=3,
)
count = leaf("count").filter(lambda c: c.get("type", "home") in TYPES)
trigger = leaf("trigger").filter(lambda t: t.get("type", "home") in TYPES)


def simple_step():
    return st.one_of(
        st.builds(lambda g: {"gain": g}, small_goods),
        st.builds(lambda g, c: {"gain": g, "per": c}, small_goods, count),
        *(st.builds(lambda g, k=key: {k: g}, small_goods) for key in ("spend", "assign", "release")),
        *(
            st.builds(lambda n, k=key: {k: n}, st.integers(1, 3))
            for key in ("retrieve", "draw", "discard", "advance_ship")
        ),
        st.builds(lambda i: {"search": i}, st.sampled_from(IDS)),
        st.builds(lambda u: {"unexhaust": u}, leaf("unexhaust").filter(lambda u: u.get("type", "home") in TYPES)),
        st.just({"move_pawn": 1}),
        st.builds(lambda m: {"expedition_now": m}, st.sampled_from(["pillage", "conquer", "either"])),
        st.builds(lambda a: {"take_action": a}, st.sampled_from(ACTIONS)),
    )


steps = st.lists(
    st.one_of(
        simple_step(),
        st.builds(
            lambda o: {"choose": o}, st.lists(st.lists(simple_step(), min_size=1, max_size=2), min_size=2, max_size=3)
        ),
    ),
    min_size=1,
    max_size=3,
)
ability = st.one_of(
    st.builds(lambda w, d: {"feature": {"when": w, "do": d}}, trigger, steps),
    st.builds(lambda w, c, d: {"feature": {"when": w, "cost": c, "do": d}}, trigger, small_goods, steps),
    st.builds(lambda d: {"action": {"do": d}}, steps),
    st.builds(lambda c, d: {"action": {"cost": c, "do": d}}, small_goods, steps),
    st.builds(lambda d: {"building_bonus": d}, steps),
    st.builds(
        lambda n, g: {"storage": {"need": n, "gain": g}}, small_goods, st.lists(small_goods, min_size=1, max_size=3)
    ),
    st.builds(lambda d: {"instant": d}, steps),
    st.builds(lambda k: {"copy": k}, st.sampled_from([{}, {"kind": "location"}, {"type": "boat"}])),
)
field_goods = st.dictionaries(
    st.sampled_from(["wood", "stone", "food", "sheep", "fish", "gold"]), st.integers(1, 2), min_size=1, max_size=2
)


@st.composite
def clan_card(draw, index: int):
    kind = draw(st.sampled_from(["location", "location", "field", "field_upgrade", "boost"]))
    card = {
        "id": IDS[index],
        "name": {"en": f"Card {index}"},
        "kind": kind,
        "type": draw(st.sampled_from(TYPES)),
        "copies": draw(st.integers(1, 3)),
    }
    if kind == "location":
        card["cost"] = draw(small_goods)
        card["abilities"] = draw(st.lists(ability, max_size=2))
    elif kind == "boost":
        card["action"] = draw(st.sampled_from(ACTIONS))
        card["abilities"] = [{"instant": draw(steps)}]
    else:
        card["action"] = draw(st.sampled_from(ACTIONS))
        card["goods"] = draw(field_goods)
        if kind == "field_upgrade" and draw(st.booleans()):
            card["also_field"] = True
    return card


@st.composite
def clan(draw, clan_id: str):
    deck = [draw(clan_card(i)) for i in range(len(IDS))]
    return {
        "system": "eotn",
        "content": "clan",
        "id": clan_id,
        "name": {"en": clan_id},
        "faction": "random",
        "difficulty": 5,
        "description": {"en": "Random."},
        "colour": "#000000",
        "types": [{"id": t, "name": {"en": t}, "icon": "star"} for t in TYPES],
        "basic_fields": BASICS,
        "deck": deck,
    }


@st.composite
def island_extra(draw, index: int):
    distance = draw(st.sampled_from(["nearby", "distant"]))
    data = {
        "id": f"isle-{index}",
        "name": {"en": f"Isle {index}"},
        "distance": distance,
        "pillage": draw(small_goods),
        "conquer": {"raze": 1} if distance == "nearby" else {"raze": 1, "fish": 1},
    }
    data["abilities"] = draw(st.lists(ability.filter(lambda a: "instant" not in a and "copy" not in a), max_size=2))
    return data


@pytest.mark.slow
@settings(max_examples=50, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(
    st.integers(2, 4).flatmap(
        lambda n: st.tuples(
            st.tuples(*[clan(f"random-{i}") for i in range(n)]),
            st.lists(island_extra(0), max_size=1) | st.tuples(island_extra(1)),
            st.integers(0, 2**31),
        )
    )
)
def test_random_clans_never_crash_the_engine(case):
    clans, extra, seed = case
    isles = islands_data(list(extra))
    for data in clans:
        assert checker("eotn/clan.schema.json").fast.is_valid(data)
    assert checker("eotn/islands.schema.json").fast.is_valid(isles)
    game = new_game(
        [clan_from_data(c) for c in clans],
        seed,
        island_set_from_data(isles),
        Variants(max_rounds=12, target_vp=10, raze_counts_in_final_scoring=bool(seed % 2)),
    )
    result = play(game, [RandomBot(seed + i) for i in range(len(clans))], max_decisions=4000)
    assert result.finished or result.message.startswith("runaway"), result.message
    assert len(result.scores) == len(clans)

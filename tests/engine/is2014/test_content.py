"""The shipped Imperial Settlers (2014) content uses every construct of its schema at least once
(the list is read from the schema, so a construct added later without a shipped card fails)."""

from __future__ import annotations

import json
from typing import Any, Iterator

from deckwright.loader import read_document
from deckwright.model.is2014 import card_steps
from deckwright.paths import data_dir

FOLDER = data_dir("cards") / "is2014"


def _defs() -> dict[str, Any]:
    return json.loads((data_dir("schema") / "is2014" / "effects.schema.json").read_text("utf-8"))["$defs"]


def _documents() -> list[dict[str, Any]]:
    return [read_document(path).data for path in sorted(FOLDER.rglob("*.yaml"))]


def _cards() -> Iterator[dict[str, Any]]:
    for data in _documents():
        yield from data.get("deck", ())
        if data["content"] == "common_deck":
            yield from data["cards"]


def used() -> set[str]:
    """Every construct the shipped files use, named like ``expected`` names them."""
    found: set[str] = set()
    for card in _cards():
        found |= {f"kind:{card['kind']}", *(f"colour:{c}" for c in card["colours"])}
        found |= {f"deal:{card['deal']}"} if "deal" in card else set()
        found |= {f"raze:{good}" for good in card.get("raze") or ()}
        found |= {"raze:false"} if card.get("raze") is False else set()
        found |= {f"per:{key}" for key in card.get("end", {}).get("per", {})}
        found |= {f"card:{key}" for key in card}
        feature = card.get("feature", {})
        found |= {f"event:{feature['when']['event']}"} if "when" in feature else {"feature:store"} if feature else set()
        found |= {f"who:{feature['when']['who']}"} if "who" in feature.get("when", {}) else set()
        found |= {"when:colours"} if isinstance(feature.get("when", {}).get("colour"), list) else set()
        found |= {"feature:production"} if feature.get("production") else set()
        if card.get("action", {}).get("uses") == 2:
            found.add("action:uses")
        for step, _ in card_steps(card):
            found |= {f"step:{key}" for key in step}
            found |= {f"per:{key}" for key in step.get("per", {})}
            found |= {"raze:protected"} if step.get("raze", {}).get("protected") else set()
            found |= {f"build:{step['build']['from']}"} if "build" in step else set()
            found |= {f"cancel_deal:{step['cancel_deal']}"} if "cancel_deal" in step else set()
            found |= {"if:otherwise"} if "otherwise" in step.get("if", {}) else set()
    for data in _documents():
        if data["content"] == "faction":
            found |= {f"board:{key}" for key in data["board"]}
            found |= {"storage:max"} if "max" in data["board"].get("storage", {}) else set()
        if data["content"] == "attack_deck":
            found |= {f"target:{card['target']}" for card in data["cards"]}
    return found


def expected() -> set[str]:
    defs = _defs()
    goods = defs["field_good"]["enum"]
    return {
        *(f"kind:{k}" for k in defs["location_kind"]["enum"]),
        *(f"colour:{c}" for c in defs["colour"]["enum"]),
        *(f"deal:{g}" for g in goods),
        *(f"raze:{g}" for g in goods),
        *(f"target:{g}" for g in goods),
        *(f"card:{key}" for key in defs["card"]["properties"] if key not in ("text", "copies")),
        *(f"event:{e}" for e in defs["event"]["enum"]),
        *(f"step:{key}" for key in defs["step"]["properties"]),
        *(f"per:{key}" for key in defs["counted"]["properties"]),
        "feature:store",
        "feature:production",
        *(f"who:{w}" for w in defs["feature"]["properties"]["when"]["properties"]["who"]["enum"]),
        "when:colours",
        *(f"build:{f}" for f in defs["step"]["properties"]["build"]["properties"]["from"]["enum"]),
        *(f"cancel_deal:{v}" for v in defs["step"]["properties"]["cancel_deal"]["enum"]),
        "if:otherwise",
        "action:uses",
        "raze:protected",
        "raze:false",
        "board:production",
        "board:storage",
        "board:tokens",
        "board:samurai",
        "storage:max",
    }


def test_shipped_content_uses_every_construct():
    assert expected() - used() == set()


def test_four_factions_a_common_deck_and_an_attack_deck_are_shipped():
    kinds = sorted(data["content"] for data in _documents())
    assert kinds == ["attack_deck", "common_deck", "faction", "faction", "faction", "faction"]

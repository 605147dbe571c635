"""Clan checks: deck size, copies, basic fields, ids, types, actions, abilities, upgrades, goods, steps.

Each check is one function named for the rule it enforces; its finding code is in the
docstring's first words. ``check_clan`` runs them all.
"""

from __future__ import annotations

from functools import cache
from typing import AbstractSet, Any, Iterator

from ...findings import Finding
from ...loader import Document, pointer_join
from ...model import copies_of
from ...model.eotn import PRIMITIVES, RESOURCES, ability_steps
from ..hints import properties_of
from ..schema import schema_files
from ..suggest import did_you_mean
from ..unique import unique_ids
from .goods import BASE_GOODS, allowed, needed_goods, produced_goods
from .where import cards_of, place

DECK_SIZE = 30
BASIC_FIELDS = 3
STARTING_KINDS = ("basic_field", "location")  # "3 Clan Basic Fields cards (or Location in rare situations)"


def deck_size(doc: Document, data: dict) -> Iterator[Finding]:
    """E-DECK-SIZE: the deck holds exactly 30 cards, counting copies."""
    total = sum(copies_of(card) for card in data["deck"])
    if total != DECK_SIZE:
        yield doc.finding(
            "E-DECK-SIZE",
            f"deck has {total} cards, a clan deck has {DECK_SIZE}",
            "/deck",
            f"{'remove' if total > DECK_SIZE else 'add'} {abs(total - DECK_SIZE)} "
            "(change 'copies' or the number of entries)",
            key=True,
        )


def copies_range(doc: Document, data: dict) -> Iterator[Finding]:
    """E-COPIES: each deck card has 1 to 3 copies."""
    for index, card in enumerate(data["deck"]):
        copies = copies_of(card)
        if not 1 <= copies <= 3:
            yield doc.finding(
                "E-COPIES",
                f"'{card['id']}' has {copies} copies; a card has 1 to 3 copies",
                f"/deck/{index}/copies",
                "the card back's copy marker shows 1, 2 or 3",
            )


def basic_field_count(doc: Document, data: dict) -> Iterator[Finding]:
    """E-BASIC-FIELDS: exactly 3 basic fields, each of kind basic_field (or, in rare situations, a
    location: docs/rules-notes.md#eotn-starting-location), and none in the deck."""
    fields = data["basic_fields"]
    if len(fields) != BASIC_FIELDS:
        yield doc.finding(
            "E-BASIC-FIELDS",
            f"the clan has {len(fields)} basic fields; a clan starts with {BASIC_FIELDS}",
            "/basic_fields",
            "each clan has exactly 3 Basic Field cards",
            key=True,
        )
    for index, card in enumerate(fields):
        if card["kind"] not in STARTING_KINDS:
            yield doc.finding(
                "E-BASIC-FIELDS",
                f"'{card['id']}' in basic_fields has kind '{card['kind']}'",
                f"/basic_fields/{index}/kind",
                "write 'kind: basic_field' (or 'location' for a starting location), or move it to 'deck'",
            )
    for index, card in enumerate(data["deck"]):
        if card["kind"] == "basic_field":
            yield doc.finding(
                "E-BASIC-FIELDS",
                f"'{card['id']}' is a basic field inside the deck",
                f"/deck/{index}/kind",
                "move it to 'basic_fields'",
            )


def unique_ids_and_names(doc: Document, data: dict) -> Iterator[Finding]:
    """E-DUPLICATE-ID / E-DUPLICATE-NAME: card ids and names are unique within the clan."""
    hint = "give each card its own id; use 'copies' for more of the same card"
    return unique_ids(doc, cards_of(data), noun="card", code="E-DUPLICATE-ID", hint=hint, name_code="E-DUPLICATE-NAME")


def _type_refs(node: Any, pointer: str) -> Iterator[tuple[str, str]]:
    """(type, pointer) of every card type named anywhere inside a card: the value of each 'type'
    key, at any depth, so that every construct of the effect language that takes one is covered
    (the language uses 'type' for nothing else)."""
    if isinstance(node, dict):
        for key, value in node.items():
            at = pointer_join(pointer, key)
            if key == "type" and isinstance(value, str):
                yield value, at
            else:
                yield from _type_refs(value, at)
    elif isinstance(node, list):
        for index, item in enumerate(node):
            yield from _type_refs(item, f"{pointer}/{index}")


def _effects_schema() -> dict:
    return schema_files()["eotn/effects.schema.json"]["$defs"]


@cache
def _count_keys() -> set[str]:
    """The keys whose value is a count ('per', 'have'): there a good is counted with 'goods'."""
    return {
        key
        for key, sub in properties_of(_effects_schema())
        if isinstance(sub, dict) and sub.get("$ref") == "#/$defs/count"
    }


def _type_hint(type_id: str, at: str, declared: list[str]) -> str:
    """Did you mean, or for a good where a type stands how goods are written there."""
    parent = at.rsplit("/", 2)[-2]
    listed = ", ".join(declared)
    if type_id in _effects_schema()["good"]["enum"]:
        if parent in _count_keys():
            return f"'{type_id}' is a good, not a card type: count goods with {parent}: {{goods: {type_id}}}"
        return f"'{type_id}' is a good, not a card type; declared types: {listed}"
    return did_you_mean(type_id, declared) or f"declared types: {listed}; add it to 'types' or fix the spelling"


def declared_types(doc: Document, data: dict) -> Iterator[Finding]:
    """E-UNKNOWN-TYPE: every card type a card shows or names is declared in the clan's 'types'."""
    declared = [t["id"] for t in data["types"]]
    for card, pointer in cards_of(data):
        for type_id, at in _type_refs(card, pointer):
            if type_id not in declared:
                yield doc.finding(
                    "E-UNKNOWN-TYPE",
                    f"card type '{type_id}' in {place(data, at.rsplit('/', 1)[0])} is not declared by the clan",
                    at,
                    _type_hint(type_id, at, declared),
                )


def search_targets(doc: Document, data: dict) -> Iterator[Finding]:
    """E-SEARCH-TARGET: a Search names a card of this clan's deck."""
    deck_ids = [card["id"] for card in data["deck"]]
    for card, pointer in cards_of(data):
        for _, step, at in ability_steps(card.get("abilities", []), f"{pointer}/abilities"):
            if isinstance(step.get("search"), str) and step["search"] not in deck_ids:
                yield doc.finding(
                    "E-SEARCH-TARGET",
                    f"Search in {place(data, at)} names '{step['search']}', which is not in the deck",
                    f"{at}/search",
                    did_you_mean(step["search"], deck_ids)
                    or "Search takes a card from your own clan deck: use a deck card's id",
                )


def build_requirement(doc: Document, data: dict) -> Iterator[Finding]:
    """E-NEEDS-ACTION / E-BUILD-COST: boosts and fields name an action; locations in the deck have a
    cost (a starting location among the basic fields is never built)."""
    for card, pointer in cards_of(data):
        if card["kind"] in ("field", "field_upgrade", "boost") and "action" not in card:
            yield doc.finding(
                "E-NEEDS-ACTION",
                f"{card['kind'].replace('_', ' ')} '{card['id']}' names no action",
                pointer,
                "add 'action:' with EXPLORE, POPULATE, CONSTRUCT, HARVEST or SAIL",
            )
        if card["kind"] == "location" and "cost" not in card and pointer.startswith("/deck"):
            yield doc.finding(
                "E-BUILD-COST",
                f"location '{card['id']}' has no building cost",
                pointer,
                "add 'cost:', e.g. {wood: 1}; a card built by declaring an action is a field",
            )


def boost_instant(doc: Document, data: dict) -> Iterator[Finding]:
    """E-INSTANT: a boost has exactly one ability, an instant; Instant appears on boosts only."""
    for card, pointer in cards_of(data):
        keywords = [k for ability in card.get("abilities", []) for k in ability]
        if card["kind"] == "boost" and keywords != ["instant"]:
            yield doc.finding(
                "E-INSTANT",
                f"boost '{card['id']}' needs exactly one 'instant' ability",
                f"{pointer}/abilities",
                "a boost is played, resolved and discarded: abilities: [{instant: [...]}]",
                key=True,
            )
        elif card["kind"] != "boost" and "instant" in keywords:
            yield doc.finding(
                "E-INSTANT",
                f"{card['kind']} '{card['id']}' has an 'instant' ability",
                f"{pointer}/abilities",
                "only boosts are Instant; use building_bonus for a one-time effect of a location",
                key=True,
            )


SINGLE_ABILITIES = ("action", "storage", "copy")  # the engine plays one of each per card


def single_abilities(doc: Document, data: dict) -> Iterator[Finding]:
    """E-ABILITY-TWICE: a card prints at most one action, one storage and one copy ability.
    A card must never print what the game ignores (docs/rules-notes.md#eotn-one-action-per-card)."""
    for card, pointer in cards_of(data):
        seen: set[str] = set()
        for index, ability in enumerate(card.get("abilities", [])):
            for keyword in ability:
                if keyword in SINGLE_ABILITIES and keyword in seen:
                    yield doc.finding(
                        "E-ABILITY-TWICE",
                        f"'{card['id']}' has a second '{keyword}' ability",
                        f"{pointer}/abilities/{index}",
                        _TWICE_HINT[keyword],
                        key=True,
                    )
                seen.add(keyword)


_TWICE_HINT = {
    "action": "using its action exhausts the location, so only one is ever used: write one action with "
    "a choice, e.g. do: [{choose: [[...], [...]]}]",
    "storage": "join the two: one storage with its need and every gain option",
    "copy": "a card copies one card: keep one copy ability",
}


def _field_goods(data: dict) -> set[str]:
    goods: set[str] = set()
    for card, _ in cards_of(data):
        if card["kind"] in ("field", "basic_field") or card.get("also_field"):
            goods |= set(card.get("goods", {}))
    return goods


def upgrade_goods(doc: Document, data: dict) -> Iterator[Finding]:
    """E-UPGRADE-GOOD: a field upgrade gives a good that one of the clan's fields produces."""
    fields = _field_goods(data)
    for card, pointer in cards_of(data):
        if card["kind"] == "field_upgrade" and not set(card.get("goods", {})) & fields:
            yield doc.finding(
                "E-UPGRADE-GOOD",
                f"upgrade '{card['id']}' gives {', '.join(card['goods'])}, but no field of the clan produces that",
                f"{pointer}/goods",
                f"the clan's fields produce: {', '.join(sorted(fields)) or 'nothing'}",
            )


def goods_in_context(doc: Document, data: dict) -> Iterator[Finding]:
    """E-GOOD-CONTEXT: costs, field goods, spends and assigns use goods that can stand there."""
    for card, pointer in cards_of(data):
        for good in card.get("goods", {}):
            if good not in allowed("goods"):
                yield doc.finding(
                    "E-GOOD-CONTEXT",
                    f"{place(data, pointer)} cannot produce '{good}'",
                    f"{pointer}/goods/{good}",
                    "fields produce resources (wood, stone, food, sheep, fish) or gold",
                    key=True,
                )
        for good, where, at in needed_goods(card, pointer):
            if good not in allowed(where):
                yield doc.finding(
                    "E-GOOD-CONTEXT",
                    f"'{good}' in {place(data, at.rsplit('/', 1)[0])} cannot be used as {_PLACES[where]}",
                    at,
                    f"allowed there: {', '.join(sorted(allowed(where)))}",
                    key=True,
                )


_PLACES = {"cost": "a building cost", "spend": "a cost to pay", "assign": "an assigned good", "give": "a good to give"}


def step_shape(doc: Document, data: dict) -> Iterator[Finding]:
    """E-STEP-SHAPE: each step holds exactly one primitive ('per' may join 'gain')."""
    for card, pointer in cards_of(data):
        for _, step, at in ability_steps(card.get("abilities", []), f"{pointer}/abilities"):
            primitives = [k for k in step if k in PRIMITIVES]
            if len(primitives) != 1:
                yield doc.finding(
                    "E-STEP-SHAPE",
                    f"{place(data, at)} holds {' and '.join(primitives) or 'no primitive'}; one step does one thing",
                    at,
                    "split it into two steps of the list, in the order they happen",
                )


def assigned_goods_used(doc: Document, data: dict) -> Iterator[Finding]:
    """W-NOTHING-ASSIGNED: a Storage or an 'assigned' count reads goods that no step assigns to that card."""
    for card, pointer in cards_of(data):
        abilities = card.get("abilities", [])
        assigned = {good for _, step, _ in ability_steps(abilities) for good in step.get("assign", {})}
        wanted = [
            (good, f"{pointer}/abilities/{i}/storage/need/{good}", "its Storage never pays")
            for i, ability in enumerate(abilities)
            for good in ability.get("storage", {}).get("need", {})
        ]
        wanted += [
            (step["per"]["assigned"], f"{at}/per/assigned", "its count stays 0")
            for _, step, at in ability_steps(abilities, f"{pointer}/abilities")
            if "assigned" in step.get("per", {})
        ]
        for good, at, effect in wanted:
            if good not in assigned:
                yield doc.finding(
                    "W-NOTHING-ASSIGNED",
                    f"nothing assigns {good} to '{card['id']}', so {effect}",
                    at,
                    f"give '{card['id']}' a step that assigns it, e.g. an action: {{do: [{{assign: {{{good}: 1}}}}]}}",
                    key=at.endswith(good),
                )


def unproducible_goods(doc: Document, data: dict, sea_goods: AbstractSet[str]) -> Iterator[Finding]:
    """W-UNPRODUCIBLE: a good some card needs that nothing in the clan, islands or basic rules gives."""
    available = set(BASE_GOODS) | set(sea_goods)
    for card, _ in cards_of(data):
        available |= set(produced_goods(card))
    reported: set[str] = set()
    for card, pointer in cards_of(data):
        for good, where, at in needed_goods(card, pointer):
            payable = good in available or (good in RESOURCES and "gold" in available and where != "assign")
            if not payable and good not in reported:
                reported.add(good)
                yield doc.finding(
                    "W-UNPRODUCIBLE",
                    f"'{card['id']}' needs {good}, but nothing in the clan, the islands or the basic rules produces it",
                    at,
                    f"add a field, a gain or an island that gives {good}",
                    key=True,
                )


CLAN_CHECKS = (
    deck_size,
    copies_range,
    basic_field_count,
    unique_ids_and_names,
    declared_types,
    search_targets,
    build_requirement,
    boost_instant,
    single_abilities,
    upgrade_goods,
    goods_in_context,
    step_shape,
    assigned_goods_used,
)


def check_clan(doc: Document, sea_goods: AbstractSet[str]) -> list[Finding]:
    data = doc.data
    findings = [f for check in CLAN_CHECKS for f in check(doc, data)]
    findings += unproducible_goods(doc, data, sea_goods)
    return findings

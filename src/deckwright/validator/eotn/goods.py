"""Which goods may stand where, and which goods a clan or an island set can produce."""

from __future__ import annotations

from functools import cache
from typing import Any, Iterator

from ...loader import LoadError, read_document
from ...model.eotn import STEP_MODIFIERS, ability_steps
from ...paths import data_dir
from ...steps import StepTable, primitive_of
from ..schema import schema_files

# Goods every clan can always get from the base rules: POPULATE, EXPLORE and lookout, own ships.
BASE_GOODS = frozenset({"worker", "card", "ship", "vp"})

# Where a goods map stands -> the definition of schema/eotn/effects.schema.json that says which
# goods may appear there (its "x-only" keys). The schema is the one table: these checks read it,
# and the schema ``deckwright schema`` writes for editors offers and accepts only those goods there.
PLACES = {
    "cost": "building_cost",
    "goods": "field_goods",
    "spend": "payment",
    "assign": "assignment",
    "give": "gift",
    "conquer": "conquer_cost",
}


@cache
def allowed(place: str) -> frozenset[str]:
    """The goods that may appear in a goods map at ``place`` (a key of ``PLACES``)."""
    definition = schema_files()["eotn/effects.schema.json"]["$defs"][PLACES[place]]
    return frozenset(definition["x-only"]["keys"])


def produced_goods(card: dict[str, Any]) -> Iterator[str]:
    """Goods a card (clan card or island) can give: field goods, gains, storage gains, pillage."""
    yield from card.get("goods", {})
    yield from card.get("pillage", {})
    abilities = card.get("abilities", [])
    for _, step, _ in ability_steps(abilities):
        produces = PRODUCES.get(primitive_of(step, STEP_MODIFIERS))
        if produces is not None:
            yield from produces(step)
    for ability in abilities:
        for option in ability.get("storage", {}).get("gain", []):
            yield from option


def needed_goods(card: dict[str, Any], pointer: str) -> Iterator[tuple[str, str, str]]:
    """(good, where, pointer) for every good a card asks its owner to pay, spend or assign."""
    for good in card.get("cost", {}):
        yield good, "cost", f"{pointer}/cost/{good}"
    for index, ability in enumerate(card.get("abilities", [])):
        for keyword in ("feature", "action"):
            for good in ability.get(keyword, {}).get("cost", {}):
                yield good, "spend", f"{pointer}/abilities/{index}/{keyword}/cost/{good}"
        for good in ability.get("storage", {}).get("need", {}):
            yield good, "assign", f"{pointer}/abilities/{index}/storage/need/{good}"
    for _, step, at in ability_steps(card.get("abilities", []), f"{pointer}/abilities"):
        primitive = primitive_of(step, STEP_MODIFIERS)
        if primitive in NEEDS:
            for good in step[primitive]:
                yield good, NEEDS[primitive], f"{at}/{primitive}/{good}"


# Which step primitives give goods (the goods they give), and which ask for goods (the place
# whose allowed goods they may name); the rest neither give nor ask for goods.
_NEITHER = (
    "retrieve",
    "draw",
    "discard",
    "search",
    "unexhaust",
    "move_pawn",
    "advance_ship",
    "expedition_now",
    "take_action",
    "choose",
    "if",  # its branches are walked as steps of their own
    "exhaust",
    "lose",  # the target's goods, whatever they hold
    "remove",
    "recopy",
)
PRODUCES = StepTable(
    {"gain": lambda step: step["gain"]}, not_applicable=("spend", "assign", "release", "give", *_NEITHER)
)
NEEDS = StepTable({"spend": "spend", "assign": "assign", "give": "give"}, not_applicable=("gain", "release", *_NEITHER))


def island_goods(data: dict[str, Any]) -> set[str]:
    return {good for island in data.get("islands", []) for good in produced_goods(island)}


@cache
def shipped_island_goods() -> frozenset[str]:
    """Goods the shipped island sets give (used when a run validates no island set)."""
    goods: set[str] = set()
    for path in sorted((data_dir("cards") / "eotn" / "islands").glob("*.yaml")):
        try:
            goods |= island_goods(read_document(path).data)
        except LoadError:
            continue
    return frozenset(goods)

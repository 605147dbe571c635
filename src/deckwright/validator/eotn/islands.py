"""Island-set checks: unique ids, conquer costs that match the distance, a complete set."""

from __future__ import annotations

from typing import Iterator

from ...findings import Finding
from ...loader import Document
from ..unique import unique_ids
from .goods import allowed

COMPLETE_SET = {"nearby": 12, "distant": 10}


def unique_island_ids(doc: Document, data: dict) -> Iterator[Finding]:
    """E-DUPLICATE-ID: island ids are unique within the set."""
    islands = ((island, f"/islands/{index}") for index, island in enumerate(data["islands"]))
    return unique_ids(doc, islands, noun="island", code="E-DUPLICATE-ID", hint="give each island its own id")


def conquer_cost(doc: Document, data: dict) -> Iterator[Finding]:
    """E-CONQUER-COST: conquering takes raze, plus fish exactly when the island is distant."""
    for index, island in enumerate(data["islands"]):
        cost, at = island["conquer"], f"/islands/{index}/conquer"
        for good in cost:
            if good not in allowed("conquer"):
                yield doc.finding(
                    "E-CONQUER-COST",
                    f"'{good}' cannot be part of the conquer cost of island '{island['id']}'",
                    f"{at}/{good}",
                    "a conquer cost is raze, plus fish for a distant island",
                    key=True,
                )
        if "raze" not in cost:
            yield doc.finding(
                "E-CONQUER-COST",
                f"island '{island['id']}' can be conquered without raze",
                at,
                "add 'raze: 1': a ship needs a raze token to conquer",
            )
        if ("fish" in cost) != (island["distance"] == "distant"):
            need = "needs" if island["distance"] == "distant" else "takes no"
            yield doc.finding(
                "E-CONQUER-COST",
                f"{island['distance']} island '{island['id']}' {need} fish in its conquer cost",
                at,
                "distant islands are reached with a fish; nearby ones without",
            )


def instant_on_island(doc: Document, data: dict) -> Iterator[Finding]:
    """E-INSTANT: islands have no Instant abilities (they are conquered, not played)."""
    for index, island in enumerate(data["islands"]):
        for a_index, ability in enumerate(island.get("abilities", [])):
            if "instant" in ability:
                yield doc.finding(
                    "E-INSTANT",
                    f"island '{island['id']}' has an 'instant' ability",
                    f"/islands/{index}/abilities/{a_index}",
                    "use building_bonus for a one-time effect when the island is conquered",
                )


def complete_set(doc: Document, data: dict) -> Iterator[Finding]:
    """W-ISLAND-SET: a complete island set has 12 Nearby and 10 Distant islands."""
    for distance, wanted in COMPLETE_SET.items():
        have = sum(island["distance"] == distance for island in data["islands"])
        if have != wanted:
            yield doc.finding(
                "W-ISLAND-SET",
                f"the set has {have} {distance} island{'' if have == 1 else 's'}; a complete set has {wanted}",
                "/islands",
                "fine for a partial homebrew set; a full game uses 12 nearby and 10 distant",
                key=True,
            )


ISLAND_CHECKS = (unique_island_ids, conquer_cost, instant_on_island, complete_set)


def check_island_set(doc: Document) -> list[Finding]:
    return [f for check in ISLAND_CHECKS for f in check(doc, doc.data)]

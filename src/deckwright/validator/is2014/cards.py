"""Checks of one Location card, wherever it stands (a Faction deck or the Common deck), and of the
Common deck as a whole.

Each check is one function named for the rule it keeps; its finding code is in the docstring's
first words.
"""

from __future__ import annotations

from typing import Any, Iterator

from ...findings import Finding
from ...loader import Document
from ...model import copies_of
from ...model.is2014 import NESTED, card_steps, written_steps
from ..unique import unique_ids

ABILITY_OF_KIND = {"production": "produce", "feature": "feature", "action": "action"}
# A 4-player game deals 2 Common cards to each seat at setup, then shows 5 for the first draft.
COMMON_MINIMUM = 4 * 2 + 4 + 1


def ability_matches_kind(doc: Document, card: dict[str, Any], pointer: str) -> Iterator[Finding]:
    """E-IS-ABILITY: a Production Location produces, a Feature Location has a Feature, an Action
    Location an Action; none has another kind's ability (docs/rules-notes.md#is2014-production-gives-goods)."""
    own = ABILITY_OF_KIND[card["kind"]]
    if own not in card:
        yield doc.finding(
            "E-IS-ABILITY",
            f"'{card['id']}' is a {card['kind']} Location without '{own}'",
            f"{pointer}/kind",
            f"add '{own}', or change 'kind' to the kind of the ability it has",
        )
    for kind, ability in ABILITY_OF_KIND.items():
        if ability in card and kind != card["kind"]:
            yield doc.finding(
                "E-IS-ABILITY",
                f"'{card['id']}' is a {card['kind']} Location but has '{ability}', the ability of {kind} Locations",
                f"{pointer}/{ability}",
                f"write 'kind: {kind}', or move the steps to '{own}'",
                key=True,
            )


def production_gives_goods(doc: Document, card: dict[str, Any], pointer: str) -> Iterator[Finding]:
    """E-IS-PRODUCE: a Production Location's ability only gives Goods (gain steps, also inside a
    choice or a condition)."""
    for index, step in enumerate(card.get("produce", ())):
        leaves = [inner for inner, _ in written_steps([step], "") if not NESTED & set(inner)]
        if any("gain" not in leaf for leaf in leaves):
            yield doc.finding(
                "E-IS-PRODUCE",
                f"'{card['id']}' produces with the step '{next(iter(step))}'",
                f"{pointer}/produce/{index}",
                "Production gives Goods: use 'gain' (with 'per' to count); put other steps in a bonus or an Action",
            )


# A count of what lies on or under this Location -> the step that puts it there, the finding's
# code, and what it counts.
PLACED_COUNTS = {
    "under": ("place_under", "E-IS-UNDER", "cards under it"),
    "resources_on": ("place_on", "E-IS-RESOURCES-ON", "Resources on it"),
}


def placed_counts_have_a_step(doc: Document, card: dict[str, Any], pointer: str) -> Iterator[Finding]:
    """E-IS-UNDER / E-IS-RESOURCES-ON: a count of the cards under this Location needs a
    'place_under' step on the same card (docs/rules-notes.md#is2014-cards-under), a count of
    the Resources on it a 'place_on' step (docs/rules-notes.md#is2014-resources-on), or it
    always counts 0."""
    steps = list(card_steps(card, pointer))
    counts = [(step["per"], where) for step, where in steps if "per" in step]
    if "end" in card and "per" in card["end"]:
        counts.append((card["end"]["per"], f"{pointer}/end"))
    for per, where in counts:
        for counted, (primitive, code, what) in PLACED_COUNTS.items():
            if counted in per and not any(primitive in step for step, _ in steps):
                yield doc.finding(
                    code,
                    f"'{card['id']}' counts the {what}, but nothing places {what}",
                    f"{where}/per/{counted}",
                    f"add a step '{primitive}: N' to its Feature, Action or Bonus, or count something else",
                )


def raze_field_cannot_repeat(doc: Document, card: dict[str, Any], pointer: str) -> Iterator[Finding]:
    """W-IS-RAZE-LOOP: a Raze field giving back a Raze token and a card lets a seat raze the card
    from hand for free and draw it again once it is the last card of its deck and discard pile,
    without end (docs/rules-notes.md#is2014-raze-loop)."""
    field = card.get("raze")
    if isinstance(field, list) and "raze" in field and "card" in field:
        yield doc.finding(
            "W-IS-RAZE-LOOP",
            f"razing '{card['id']}' from hand gives back the Raze token it costs and draws a card: "
            "it can be razed, drawn again and razed without end",
            f"{pointer}/raze",
            "give another Good instead of the Raze token or the card",
        )


def check_card(doc: Document, card: dict[str, Any], pointer: str) -> Iterator[Finding]:
    yield from ability_matches_kind(doc, card, pointer)
    yield from production_gives_goods(doc, card, pointer)
    yield from placed_counts_have_a_step(doc, card, pointer)
    yield from raze_field_cannot_repeat(doc, card, pointer)


def unique_ids_and_names(doc: Document, cards: list[dict[str, Any]], section: str) -> Iterator[Finding]:
    """E-IS-DUPLICATE-ID / E-IS-DUPLICATE-NAME: card ids and names are unique within the file."""
    return unique_ids(
        doc,
        ((card, f"/{section}/{index}") for index, card in enumerate(cards)),
        noun="card",
        code="E-IS-DUPLICATE-ID",
        hint="give each card its own id; use 'copies' for more of the same card",
        name_code="E-IS-DUPLICATE-NAME",
    )


def common_card_fields(doc: Document, card: dict[str, Any], pointer: str) -> Iterator[Finding]:
    """E-IS-NO-RAZE / E-IS-COMMON-DEAL / E-IS-COMMON-COST: a Common card has a Raze field (or
    says it cannot be razed: docs/rules-notes.md#is2014-unrazeable), no Deal
    field (docs/rules-notes.md#is2014-deal-and-raze-fields), and a building cost in Resources only
    (docs/rules-notes.md#is2014-common-costs)."""
    if "raze" not in card:
        yield doc.finding(
            "E-IS-NO-RAZE",
            f"Common card '{card['id']}' has no Raze field",
            f"{pointer}/id",
            "add 'raze' with the two Goods razing it gives, e.g. raze: [wood, wood], or 'raze: false' for a "
            "card that cannot be razed",
        )
    if "deal" in card:
        yield doc.finding(
            "E-IS-COMMON-DEAL",
            f"Common card '{card['id']}' has a Deal field; a Deal is made only with a Faction card",
            f"{pointer}/deal",
            "remove 'deal'",
            key=True,
        )
    if "location" in card.get("cost", {}):
        yield doc.finding(
            "E-IS-COMMON-COST",
            f"Common card '{card['id']}' asks to discard a Location; a Common Location costs Resources only",
            f"{pointer}/cost/location",
            "remove 'location' from the cost (only Faction Locations are built over a Location)",
            key=True,
        )


def common_deck_size(doc: Document) -> Iterator[Finding]:
    """E-IS-COMMON-SIZE: the Common deck holds enough cards to set up a 4-player game and show
    the first draft (docs/rules-notes.md#is2014-common-deck-size)."""
    total = sum(copies_of(card) for card in doc.data["cards"])
    if total < COMMON_MINIMUM:
        yield doc.finding(
            "E-IS-COMMON-SIZE",
            f"the Common deck has {total} cards; a 4-player game needs {COMMON_MINIMUM} before its first draft",
            "/cards",
            f"add {COMMON_MINIMUM - total} cards (or copies)",
            key=True,
        )


def check_common_deck(doc: Document) -> list[Finding]:
    cards = doc.data["cards"]
    findings = list(common_deck_size(doc))
    findings += unique_ids_and_names(doc, cards, "cards")
    for index, card in enumerate(cards):
        pointer = f"/cards/{index}"
        findings += check_card(doc, card, pointer)
        findings += common_card_fields(doc, card, pointer)
    return findings

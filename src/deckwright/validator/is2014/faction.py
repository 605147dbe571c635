"""Faction checks: the 30-card deck built 3x3 + 6x2 + 9x1, a Deal field on every card, the
special tokens the cards name, Samurai with something to guard; then each card's own checks."""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterator

from ...findings import Finding
from ...loader import Document
from ...model import copies_of
from ...model.is2014 import TRADE_WORKERS, card_steps
from .cards import check_card, unique_ids_and_names

DECK_SIZE = 30
DECK_SHAPE = {3: 3, 2: 6, 1: 9}  # copies -> how many different cards come in that many copies


def _shape(counts: Counter) -> str:
    return " + ".join(f"{counts[copies]}x{copies}" for copies in sorted(DECK_SHAPE, reverse=True))


def deck_size_and_shape(doc: Document, deck: list[dict[str, Any]]) -> Iterator[Finding]:
    """E-IS-DECK-SIZE / E-IS-DECK-SHAPE: 30 cards, as 3 cards in 3 copies, 6 in 2 and 9 single
    (docs/rules-notes.md#is2014-deck-shape)."""
    total = sum(copies_of(card) for card in deck)
    if total != DECK_SIZE:
        yield doc.finding(
            "E-IS-DECK-SIZE",
            f"the Faction deck has {total} cards; a Faction deck has {DECK_SIZE}",
            "/deck",
            f"{'remove' if total > DECK_SIZE else 'add'} {abs(total - DECK_SIZE)} (change 'copies' or the cards)",
            key=True,
        )
    counts = Counter(copies_of(card) for card in deck)
    if counts != Counter(DECK_SHAPE):
        yield doc.finding(
            "E-IS-DECK-SHAPE",
            f"the Faction deck is built {_shape(counts)}; a Faction deck is built {_shape(Counter(DECK_SHAPE))}",
            "/deck",
            "3 cards with 3 copies, 6 cards with 2 copies and 9 single cards",
            key=True,
        )


def copies_range(doc: Document, deck: list[dict[str, Any]]) -> Iterator[Finding]:
    """E-IS-COPIES: a Faction card comes in 1, 2 or 3 copies."""
    for index, card in enumerate(deck):
        if copies_of(card) > max(DECK_SHAPE):
            yield doc.finding(
                "E-IS-COPIES",
                f"'{card['id']}' has {card['copies']} copies; a Faction card has 1, 2 or 3",
                f"/deck/{index}/copies",
                "the card shows 1, 2 or 3 copy marks",
            )


def deal_fields(doc: Document, deck: list[dict[str, Any]]) -> Iterator[Finding]:
    """E-IS-NO-DEAL: every Faction card has a Deal field."""
    for index, card in enumerate(deck):
        if "deal" not in card:
            yield doc.finding(
                "E-IS-NO-DEAL",
                f"Faction card '{card['id']}' has no Deal field",
                f"/deck/{index}/id",
                "add 'deal' with the Good the Deal gives, e.g. deal: worker",
            )


def token_names(doc: Document, data: dict[str, Any]) -> Iterator[Finding]:
    """E-IS-TOKEN: a take_over step names a special token of the faction's board."""
    tokens = [token["id"] for token in data["board"].get("tokens", ())]
    for index, card in enumerate(data["deck"]):
        for step, at in card_steps(card, f"/deck/{index}"):
            if "take_over" in step and step["take_over"]["token"] not in tokens:
                yield doc.finding(
                    "E-IS-TOKEN",
                    f"'{card['id']}' takes over with token '{step['take_over']['token']}', "
                    "which the board does not have",
                    f"{at}/take_over/token",
                    f"board tokens: {', '.join(tokens) or 'none'}; add it to 'board: tokens:' or fix the spelling",
                )


def samurai_guard(doc: Document, data: dict[str, Any]) -> Iterator[Finding]:
    """W-IS-SAMURAI: Samurai guard Faction Locations against razing; a faction with Samurai has
    Faction cards with a Raze field (docs/rules-notes.md#is2014-samurai)."""
    if data["board"].get("samurai") and not any(card.get("raze") for card in data["deck"]):
        yield doc.finding(
            "W-IS-SAMURAI",
            "the board deploys Samurai but no Faction card can be razed (none has a Raze field)",
            "/board/samurai",
            "give the cards Raze fields (razeable Faction cards), or drop 'samurai'",
        )


def board_defense(doc: Document, data: dict[str, Any]) -> Iterator[Finding]:
    """W-IS-DEFENSE: "During the Production phase each Faction gains 1 Defense token": the board
    produces one (docs/rules-notes.md#is2014-board-defense)."""
    produced = data["board"]["production"].get("defense", 0)
    if produced != 1:
        yield doc.finding(
            "W-IS-DEFENSE",
            f"the board produces {produced} Defense tokens; each Faction gains 1 in the Production phase",
            "/board/production",
            "write 'defense: 1' in the board's production (more Defense tokens can come from Locations)",
            key=True,
        )


def trade_and_raze_cannot_repeat(doc: Document, deck: list[dict[str, Any]]) -> Iterator[Finding]:
    """W-IS-RAZE-LOOP: a card whose Raze field gives back the Raze token it costs, and which with
    the Workers that the deck's own raze Features give (each copy built) repays the 2 Workers a
    trade for a card costs, can be traded for, razed and traded for again without end once it is
    the last card of its deck and discard pile (docs/rules-notes.md#is2014-raze-loop)."""
    givers = [card for card in deck if card["kind"] == "feature" and _raze_workers(card)]
    if not givers:
        return
    for index, card in enumerate(deck):
        field = card.get("raze")
        if not (isinstance(field, list) and "raze" in field):
            continue
        built = {giver["id"]: copies_of(giver) - (giver is card) for giver in givers}
        workers = field.count("worker") + sum(_raze_workers(giver) * built[giver["id"]] for giver in givers)
        if workers >= TRADE_WORKERS:
            names = " and ".join(f"'{giver['id']}'" for giver in givers if built[giver["id"]])
            yield doc.finding(
                "W-IS-RAZE-LOOP",
                f"razing '{card['id']}' from hand gives back its Raze token and, with {names} built, "
                f"{workers} Workers: the {TRADE_WORKERS} Workers a trade for a card costs, so it can be traded "
                "for and razed without end",
                f"/deck/{index}/raze",
                "give another Good than the Raze token in its Raze field, or a raze Feature another Good than Workers",
            )


def _raze_workers(card: dict[str, Any]) -> int:
    """The Workers a Feature gives outright when its own seat razes."""
    when = card.get("feature", {}).get("when", {})
    if when.get("event") != "raze" or when.get("who", "you") != "you":
        return 0
    return sum(step["gain"].get("worker", 0) for step in card["feature"]["do"] if "gain" in step and "per" not in step)


def check_faction(doc: Document) -> list[Finding]:
    data = doc.data
    deck = data["deck"]
    findings = [
        *deck_size_and_shape(doc, deck),
        *copies_range(doc, deck),
        *deal_fields(doc, deck),
        *unique_ids_and_names(doc, deck, "deck"),
        *token_names(doc, data),
        *samurai_guard(doc, data),
        *board_defense(doc, data),
        *trade_and_raze_cannot_repeat(doc, deck),
    ]
    for index, card in enumerate(deck):
        findings += check_card(doc, card, f"/deck/{index}")
    return findings

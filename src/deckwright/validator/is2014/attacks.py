"""Attack deck checks: the solo game's 16 cards, each Target a Good some Common card's Raze
field shows (else the virtual player can never aim with it)."""

from __future__ import annotations

from functools import cache
from typing import Any, Iterator

from ...findings import Finding
from ...loader import Document, LoadError, read_document
from ...model import copies_of
from ...paths import data_dir

ATTACK_CARDS = 16


def raze_goods(data: dict[str, Any]) -> set[str]:
    """The Goods the Raze fields of a common deck show."""
    return {good for card in data["cards"] for good in card.get("raze") or ()}


@cache
def shipped_raze_goods() -> frozenset[str]:
    """The Raze-field Goods of the shipped common decks (when a run validates none)."""
    goods: set[str] = set()
    for path in sorted((data_dir("cards") / "is2014").glob("*.yaml")):
        try:
            data = read_document(path).data
        except LoadError:
            continue
        if data.get("content") == "common_deck":
            goods |= raze_goods(data)
    return frozenset(goods)


def attack_deck_size(doc: Document) -> Iterator[Finding]:
    """E-IS-ATTACK-SIZE: the attack deck holds 16 cards."""
    total = sum(copies_of(card) for card in doc.data["cards"])
    if total != ATTACK_CARDS:
        yield doc.finding(
            "E-IS-ATTACK-SIZE",
            f"the attack deck has {total} cards; the solo game uses {ATTACK_CARDS}",
            "/cards",
            f"{'remove' if total > ATTACK_CARDS else 'add'} {abs(total - ATTACK_CARDS)} (change 'copies' or the cards)",
            key=True,
        )


def targets_exist(doc: Document, goods: set[str] | frozenset[str]) -> Iterator[Finding]:
    """E-IS-ATTACK-TARGET: each Target Good stands in some Common card's Raze field
    (docs/rules-notes.md#is2014-attack-deck)."""
    for index, card in enumerate(doc.data["cards"]):
        if card["target"] not in goods:
            yield doc.finding(
                "E-IS-ATTACK-TARGET",
                f"attack card '{card['id']}' targets '{card['target']}', which no Common card's Raze field shows",
                f"/cards/{index}/target",
                f"Raze fields show: {', '.join(sorted(goods)) or 'nothing'}",
            )


def check_attack_deck(doc: Document, goods: set[str] | frozenset[str]) -> list[Finding]:
    return [*attack_deck_size(doc), *targets_exist(doc, goods)]

"""The decision vocabulary: each system declares, as data, every kind of decision its engine
asks and the shape of that kind's options.

The docs list it, the bots dispatch on it (a bot meeting an undeclared kind is an error, never a
silent first option), ``option_card`` reads which options build or play a card from it, and the
game loop reads which options use a card's ability (``Kind.uses``, counted by ``abilities``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Kind:
    """One kind of decision: its options' shapes, for people, and where an option names the
    card it builds or plays: ``card_is_option`` (the option is the card id), or ``card_at``
    (an option tuple whose first element is a key here has the card id at the given index).
    ``uses``: where an option uses an ability of a card, by the option tuple's first element: the
    ability's name (``action``, ``tile`` ...) and the index of the card it names (the options
    of such a kind are tuples)."""

    options: str
    meaning: str
    card_is_option: bool = False
    card_at: dict[str, int] = field(default_factory=dict)
    uses: dict[str, tuple[str, int]] = field(default_factory=dict)


def undeclared(kind: str) -> ValueError:
    """The error a bot raises for a kind its system does not declare."""
    return ValueError(f"the greedy bot has no rule for the undeclared decision kind {kind!r}")


def option_card(vocabulary: dict[str, Kind], kind: str, option: Any) -> str | None:
    """The card an option of a decision of ``kind`` builds or plays, else None."""
    declared = vocabulary[kind]
    if declared.card_is_option:
        return option
    if isinstance(option, tuple) and option and option[0] in declared.card_at:
        return option[declared.card_at[option[0]]]
    return None

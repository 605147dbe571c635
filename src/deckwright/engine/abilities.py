"""Abilities offered and used, counted for every system by the game loop (``core.play`` and
``core.replay``) from the decision vocabulary.

A decision kind declares which of its options use an ability of a card (``Kind.uses``). A
decision offers an ability of a card once however many of its options name it (several slots,
several targets); the option chosen uses it. The engine turns the name an option gives a card
into the key of the card's statistics (``Game.card_key(seat, name)``), once per card when the
game ends. Abilities that run without a decision (a Feature that triggers by itself, a goal that
scores at the end) are counted by the engine that runs them, under the same names: each card's
counts ``<ability>_offered`` and ``<ability>_used``, which the report sums per ability.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # core runs the counters
    from ..game import Decision, GameResult, Kind

OFFERED, USED = "_offered", "_used"  # the suffixes of a card's ability counts


class Usage:
    """One game's counts of the abilities its decisions offered and the ones chosen."""

    __slots__ = ("uses", "counts")

    def __init__(self, vocabulary: dict[str, Kind]):
        self.uses = {kind: declared.uses for kind, declared in vocabulary.items() if declared.uses}
        self.counts: dict[tuple[int, str, Any], list[int]] = {}  # (seat, ability, card as named) -> offered, used

    @classmethod
    def of(cls, game: Any) -> Usage | None:
        """The counter of a game whose class names its decision vocabulary (``vocabulary``), else None."""
        vocabulary = getattr(game, "vocabulary", None)
        return None if vocabulary is None else cls(vocabulary)

    def observe(self, decision: Decision, choice: int) -> None:
        """Count what ``decision`` (of a kind in ``uses``) offers and what ``choice`` uses."""
        uses, seat, counts = self.uses[decision.kind], decision.player, self.counts
        hits = [option for option in decision.options if option[0] in uses]
        if not hits:
            return
        for ability, name in {(uses[option[0]][0], option[uses[option[0]][1]]) for option in hits}:
            entry = counts.get((seat, ability, name))
            if entry is None:
                counts[seat, ability, name] = [1, 0]
            else:
                entry[0] += 1
        chosen = decision.options[choice]
        if chosen[0] in uses:
            ability, index = uses[chosen[0]]
            counts[seat, ability, chosen[index]][1] += 1

    def credit(self, game: Any, result: GameResult) -> GameResult:
        """``result`` with the counts added to its cards' statistics (keys from ``game.card_key``)."""
        for (seat, ability, name), (offered, used) in self.counts.items():
            add(result.cards.setdefault(game.card_key(seat, name), {}), ability, offered, used)
        return result


def add(counts: dict[str, int], ability: str, offered: int, used: int) -> None:
    """Add to a card's statistics the times one of its abilities was offered and used."""
    counts[ability + OFFERED] = counts.get(ability + OFFERED, 0) + offered
    counts[ability + USED] = counts.get(ability + USED, 0) + used

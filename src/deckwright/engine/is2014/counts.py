"""What a 'per' counts in a seat's Empire (gains, and a Location's end-game VP)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .state import Placed

if TYPE_CHECKING:
    from .game import Is2014Game


def counted(g: "Is2014Game", seat: int, what: dict[str, Any], source: Placed | None = None) -> int:
    """What a 'per' counts in the seat's Empire; a Location counts itself
    (docs/rules-notes.md#is2014-counts-itself); 'under': the cards under ``source``, the
    Location whose ability counts (docs/rules-notes.md#is2014-cards-under); 'resources_on': the
    Resources on it (docs/rules-notes.md#is2014-resources-on); with 'every' N, one for every N
    counted, rounded down (docs/rules-notes.md#is2014-language-shared)."""
    n = _counted(g, seat, what, source)
    return n // what["every"] if "every" in what else n


def _counted(g: "Is2014Game", seat: int, what: dict[str, Any], source: Placed | None) -> int:
    player = g.players[seat]
    if "under" in what:
        return len(source.under) if source is not None else 0
    if "resources_on" in what:
        return source.resources if source is not None else 0
    if "deals" in what:
        return len(player.deals)
    if "foundations" in what:
        return sum(p.foundation for p in player.empire)
    cards = [g.cat.cards[p.card] for p in player.empire if not p.foundation]
    if "colour" in what:
        return sum(what["colour"] in card.colours for card in cards)
    return sum(card.kind == what["kind"] for card in cards)

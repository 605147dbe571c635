"""The end of the game: final scores and the tie-breaks; the solo game's win and rating."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .counts import counted
from .state import RESOURCE, WORKER

if TYPE_CHECKING:
    from .game import Is2014Game

COMMON_VALUE, FACTION_VALUE = 1, 2
# The solo achievement table: (at least this score, title), best first.
RATINGS = (
    (80, "Emperor"),
    (70, "King"),
    (60, "Castellan"),
    (50, "Knight"),
    (40, "Squire"),
    (30, "Servant"),
    (0, "Commoner"),
)
LOST = "lost"  # a solo game the virtual player won: no title


def location_points(game: "Is2014Game", seat: int) -> int:
    """1 VP per Common Location, 2 per Faction Location, plus each Location's end-game VP
    (Foundations score nothing; docs/rules-notes.md#is2014-end-vp)."""
    owners, cards = game.cat.owners, game.cat.cards
    points = 0
    for placed in game.players[seat].empire:
        if placed.foundation:
            continue
        points += FACTION_VALUE if owners[placed.card] >= 0 else COMMON_VALUE
        end = cards[placed.card].end
        if end is not None:
            points += end.vp * (counted(game, seat, end.per, placed) if end.per else 1)
    return points


def faction_locations(game: "Is2014Game", seat: int) -> int:
    return sum(1 for p in game.players[seat].empire if not p.foundation and game.cat.owners[p.card] >= 0)


def final_scores(game: "Is2014Game") -> list[int]:
    """VP plus the Locations' values, per seat."""
    return [player.vp + location_points(game, seat) for seat, player in enumerate(game.players)]


def tie_break(game: "Is2014Game", seat: int) -> tuple[int, int]:
    """Workers and Resources left, then cards in hand (docs/rules-notes.md#is2014-ties)."""
    player = game.players[seat]
    return sum(player.goods[g] for g in (*RESOURCE, WORKER)), len(player.hand)


def winners(game: "Is2014Game", scores: list[int]) -> list[int]:
    """The seats with the best score and tie-breaks (all of them share a remaining tie); solo:
    seat 0 wins by building more Faction Locations than the virtual player collected cards."""
    if game.solo:
        return [0] if faction_locations(game, 0) > len(game.collection) else []
    best = max((scores[s], *tie_break(game, s)) for s in range(len(scores)))
    return [s for s in range(len(scores)) if (scores[s], *tie_break(game, s)) == best]


def rating(score: int) -> str:
    """The solo achievement table's title for a final score."""
    return next(title for threshold, title in RATINGS if score >= threshold)


def rating_order() -> tuple[str, ...]:
    """The solo titles best first, then a lost game (the ``rating_order`` hook)."""
    return (*(title for _, title in RATINGS), LOST)

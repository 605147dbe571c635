"""Final scoring and the tie-breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .catalog import GOLD, RAZE, RESOURCES, WORKER
from .counts import count
from .state import abilities_of

if TYPE_CHECKING:
    from .game import EotnGame


def final_scores(g: EotnGame) -> list[int]:
    """VP track + 1 per card in the Empire + 1 per 2 resources in supply (+ raze tokens in the German
    reading) + 1 per gold + the end-of-game scoring abilities. Goods assigned to cards are not in
    the supply and do not count."""
    scores = []
    for p, player in enumerate(g.players):
        loose = sum(player.goods[r] for r in RESOURCES)
        if g.variants.raze_counts_in_final_scoring:
            loose += player.goods[RAZE]
        bonus = sum(end_game_vp(g, p).values())
        scores.append(player.vp + len(player.empire) + loose // 2 + player.goods[GOLD] + bonus)
    return scores


def end_game_vp(g: EotnGame, p: int) -> dict[int, int]:
    """VP each of a player's Empire cards scores by its end-of-game abilities (own and copied), by
    card index; counted on the state at the end, goods in the supply before they score
    (docs/rules-notes.md#eotn-end-game-scoring)."""
    cards = g.cat.cards
    vp: dict[int, int] = {}
    for slot, placed in enumerate(g.players[p].empire):
        for source in abilities_of(placed):
            for body in cards[source].end_game:
                vp[placed.card] = vp.get(placed.card, 0) + body["vp"] * count(g, p, slot, body["per"])
    return vp


def winners(g: EotnGame, scores: list[int]) -> list[int]:
    """Most VP; ties: most cards in the Empire, then most workers wherever they are (supply, spent,
    assigned to cards), then most cards in hand; still tied players share the victory."""
    keys = [
        (score, len(p.empire), p.goods[WORKER] + p.spent + sum(e.assigned[WORKER] for e in p.empire), len(p.hand))
        for score, p in zip(scores, g.players)
    ]
    best = max(keys)
    return [seat for seat, key in enumerate(keys) if key == best]

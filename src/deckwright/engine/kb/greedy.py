"""A greedy Kingdom Builder bot: values each option by what its target hex adds right away.

A hex is worth the castles it newly touches (3 gold each), a location tile it would take, and
for each goal card a share of what one settlement there adds (next to the card's features, in
the player's emptiest sector, next to the player's own settlements for the group cards). A move
is worth its target minus its source, a removal of another player's settlement ``REMOVAL``, and a
tile's gold is added to the option that begins its action. Ties are broken by the bot's own seeded stream.
"""

from __future__ import annotations

import random

from ...game import Decision, undeclared
from .board import NEIGHBOURS
from .decisions import DECISIONS
from .game import KBGame
from .placement import MANDATORY
from .scoring import counted

GROUPING = ("largest_group", "longest_line", "connected_sites")
REMOVAL = 1.0  # another player's settlement taken off: about the gold it would have earned them


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def choose(self, game: KBGame, decision: Decision) -> int:
        scores = self.values(game, decision)
        best = max(scores)
        picks = [i for i, s in enumerate(scores) if s >= best - 1e-9]
        return picks[0] if len(picks) == 1 else self.rng.choice(picks)

    def values(self, game: KBGame, decision: Decision) -> list[float]:
        """The price of each option (the search bot rolls out only the best-priced few)."""
        if decision.kind not in DECISIONS:  # every declared kind is priced by its options' shape
            raise undeclared(decision.kind)
        me = decision.player
        sectors = [0, 0, 0, 0]
        for h, who in enumerate(game.owner):
            if who == me:
                sectors[game.board.sector[h]] += 1
        weakest = min(sectors)
        scores = []
        for option in decision.options:
            if option[0] == "end":
                scores.append(0.0)
                continue
            rule = game.tiles[option[1]].placement if option[0] == "tile" else MANDATORY
            bonus = rule.gold if decision.kind == "turn" else 0  # a tile's gold comes as its action begins
            if rule.action == "remove":
                scores.append(bonus + REMOVAL)
            elif rule.action == "build":
                scores.append(bonus + 1.0 + self._hex(game, me, option[-1], sectors, weakest))
            else:
                scores.append(
                    bonus
                    + self._hex(game, me, option[4], sectors, weakest)
                    - self._hex(game, me, option[3], sectors, weakest)
                    - 0.1
                )
        return scores

    def _hex(self, game: KBGame, me: int, h: int, sectors: list[int], weakest: int) -> float:
        board, owner = game.board, game.owner
        value = 0.0
        held = {location for location, _ in game.held[me]}
        for n in NEIGHBOURS[h]:
            terrain = board.terrain[n]
            if terrain == "castle" and not any(owner[m] == me for m in NEIGHBOURS[n] if m != h):
                value += 3
            elif terrain == "location" and game.stock[n] and n not in held and n not in game.lost[me]:
                value += 2.5
        own = game.adj[me][h]
        for goal in game.goals:
            rule = goal.scoring
            if rule.count == "settlements":
                if counted(board, owner, me, h, rule):
                    value += rule.gold / rule.per
            elif rule.count in GROUPING:
                value += 0.5 * rule.gold / rule.per * (own > 0)
            elif rule.count == "groups":
                value += rule.gold * (own == 0) * 0.5
            elif rule.count in ("weakest_sector", "sector_rank"):
                value += 1.0 * (sectors[board.sector[h]] == weakest)
            else:  # rows, best_row
                value += 0.3 * rule.gold / rule.per
        return value

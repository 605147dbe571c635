"""The search bot: flat Monte Carlo over the options of each decision.

For every decision with more than one option, the bot spends a budget of rollouts: each rollout
copies the game, re-deals what the deciding seat cannot know (the system's ``determinize`` hook:
others' hands, deck orders, the random stream), applies one option and lets the rollout policy
(another bot, "greedy" by default) play every seat on, for at most ``depth`` decisions. A
rollout is worth the seat's share of the win (1 / number of leaders on score when cut short)
plus a small bonus for its score lead. Options are picked to roll out by UCB1, so the budget goes
to the promising ones; the option with the best mean wins. All chance comes from the bot's own
seeded stream.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable

from .core import Decision

EXPLORE = 0.7  # UCB1 exploration constant (rollout values lie in [-0.1, 1.1])
MARGIN_WEIGHT = 0.1  # weight of the score lead next to the win share


class SearchBot:
    """Flat Monte Carlo with determinized hidden information; see the module docstring."""

    name = "search"

    def __init__(
        self, seed: int, policy: Any, determinize: Callable | None = None, rollouts: int = 16, depth: int = 30
    ):
        self.rng = random.Random(seed)
        self.policy, self.rollouts, self.depth = policy, rollouts, depth
        self.determinize = determinize or (lambda game, seat, rng: None)

    def choose(self, game: Any, decision: Decision) -> int:
        count = len(decision.options)
        if count == 1:
            return 0
        asked = game.decision().options
        real = list(range(count)) if asked == decision.options else [asked.index(o) for o in decision.options]
        totals, visits = [0.0] * count, [0] * count
        for step in range(max(self.rollouts, count)):
            if step < count:
                pick = step
            else:
                log_n = math.log(step)
                pick = max(range(count), key=lambda i: totals[i] / visits[i] + EXPLORE * math.sqrt(log_n / visits[i]))
            totals[pick] += self._rollout(game, real[pick], decision.player)
            visits[pick] += 1
        return max(range(count), key=lambda i: (totals[i] / visits[i], visits[i]))

    def _rollout(self, game: Any, index: int, seat: int) -> float:
        sim = game.clone()
        self.determinize(sim, seat, self.rng)
        sim.apply(index)
        for _ in range(self.depth):
            decision = sim.decision()
            if decision is None:
                break
            sim.apply(self.policy.choose(sim, decision))
        return value(sim.result(), seat)


def value(result: Any, seat: int) -> float:
    """A seat's share of the win (by score when the game is cut short) plus a bonus for its lead."""
    scores = result.scores
    leaders = result.winners if result.finished else [i for i, s in enumerate(scores) if s == max(scores)]
    best_other = max((s for i, s in enumerate(scores) if i != seat), default=0)
    share = 1 / len(leaders) if seat in leaders else 0.0
    return share + MARGIN_WEIGHT * math.tanh((scores[seat] - best_other) / 5)


def make_search_bot(
    seed: int, system: str | None, rollouts: int = 16, depth: int = 30, policy: str = "greedy"
) -> SearchBot:
    """The registry's factory: ``policy`` rollouts and the system's ``determinize`` hook."""
    from ..systems import all_systems
    from .bots import BOTS

    rng = random.Random(seed)
    hook = all_systems()[system].hook("determinize") if system else None
    return SearchBot(rng.getrandbits(63), BOTS[policy](rng.getrandbits(63), system), hook, rollouts, depth)

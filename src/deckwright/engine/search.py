"""The search bot: flat Monte Carlo over the options of each decision.

For every decision with more than one option, the bot picks its candidates, then rolls each of
them out in the same sampled worlds and takes the one with the best total:

- Candidates: every option; or, where the system gives the bot a ``width`` and the rollout
  policy prices options (a ``values(game, decision)`` method, as a greedy bot has), only the
  policy's ``width`` best-priced ones, so that the budget is not spread over options the policy
  already rates as poor.
- Kinds: where ``kinds`` names the decision kinds worth a search, the policy answers the others.
- Worlds: a world is one re-deal of what the deciding seat cannot know (the system's
  ``determinize`` hook: others' hands, deck orders, the random stream) and one seed for the
  policy's tie-breaks. Every candidate is rolled out in the same worlds, so the difference
  between two candidates is the difference the option makes, not the luck of the deal.
  ``rollouts`` is the budget per decision: ``ceil(rollouts / candidates)`` worlds. With
  ``halving`` (successive halving), the budget is spread over ``ceil(log2(candidates))`` rounds:
  each round rolls the candidates left out in ``ceil(rollouts / (rounds * left))`` more shared
  worlds and keeps the better half by their totals, so that the rollouts go to the close ones.
- A rollout copies the game, applies the option and lets the rollout policy (another bot,
  "greedy" by default) play every seat on, for at most ``depth`` decisions. It is worth the
  seat's share of the win plus a small bonus for its score lead; a rollout cut short is scored
  on the system's ``evaluate`` hook (the scores each seat can expect from that position) where
  it has one, else on the scores so far.
- Horizon: with ``horizon`` set, a rollout also stops at the first decision where the system's
  ``horizon`` hook (a mark of how far the game has come) differs from the mark where it began, so
  that the estimate judges where it judges best (Imperial Settlers: at the end of an Action
  phase, when the Goods not spent are gone) and the rollout spends no decisions past it.

All chance comes from the bot's own seeded stream.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable

from ..game import Decision
from .policies import POLICIES

MARGIN_WEIGHT = 0.1  # weight of the score lead next to the win share
BUDGET = {"rollouts": 16, "depth": 30}  # the search bot's budget unless a system or the caller says otherwise
# the strong bot: the same search at a budget a balance run can afford (the verdicts' bot), unless
# a system sets its own (``System.strong``); measured with bench/bots.py (docs/play.md, "The bots")
STRONG: dict[str, Any] = {"rollouts": 8, "depth": 5, "width": 4, "halving": True}


class SearchBot:
    """Flat Monte Carlo over paired worlds; see the module docstring."""

    name = "search"

    def __init__(
        self,
        seed: int,
        policy: Any,
        determinize: Callable | None = None,
        rollouts: int = BUDGET["rollouts"],
        depth: int = BUDGET["depth"],
        evaluate: Callable | None = None,
        width: int | None = None,
        halving: bool = False,
        kinds: tuple[str, ...] | None = None,
        horizon: Callable | None = None,
    ):
        self.rng = random.Random(seed)
        self.policy, self.rollouts, self.depth, self.width = policy, rollouts, depth, width
        self.halving, self.kinds = halving, kinds
        self.determinize = determinize or (lambda game, seat, rng: None)
        self.evaluate, self.horizon = evaluate, horizon

    def choose(self, game: Any, decision: Decision) -> int:
        count = len(decision.options)
        if count == 1:
            return 0
        if self.kinds is not None and decision.kind not in self.kinds:
            return self.policy.choose(game, decision)
        asked = game.decision().options
        real = list(range(count)) if asked == decision.options else [asked.index(o) for o in decision.options]
        candidates = self.candidates(game, decision)
        if len(candidates) == 1:
            return candidates[0]
        totals = [0.0] * count
        rounds = math.ceil(math.log2(len(candidates))) if self.halving else 1
        while len(candidates) > 1:
            for _ in range(max(1, -(-self.rollouts // (rounds * len(candidates))))):
                world = self.rng.getrandbits(63)
                for i in candidates:
                    totals[i] += self._rollout(game, real[i], decision.player, world)
            if not self.halving:
                break
            candidates = sorted(candidates, key=lambda i: -totals[i])[: (len(candidates) + 1) // 2]
        return max(candidates, key=lambda i: totals[i])

    def candidates(self, game: Any, decision: Decision) -> list[int]:
        """The options worth rolling out: all, or the policy's ``width`` best-priced, best first
        (on equal prices the earlier option first). A tie in the rollouts goes to the first."""
        everything = list(range(len(decision.options)))
        if self.width is None or not hasattr(self.policy, "values"):
            return everything
        prices = self.policy.values(game, decision)
        return sorted(everything, key=lambda i: -prices[i])[: self.width]

    def _rollout(self, game: Any, index: int, seat: int, world: int) -> float:
        stream = random.Random(world)
        sim = game.clone()
        self.determinize(sim, seat, stream)
        if hasattr(self.policy, "rng"):
            self.policy.rng.seed(stream.getrandbits(63))
        horizon = self.horizon
        mark = horizon(sim) if horizon else None
        sim.apply(index)
        for _ in range(self.depth):
            decision = sim.decision()
            if decision is None or horizon is not None and horizon(sim) != mark:
                break
            sim.apply(self.policy.choose(sim, decision))
        if self.evaluate is not None and sim.decision() is not None:  # cut short: no result to build
            return value(list(self.evaluate(sim)), None, seat)
        result = sim.result()
        return value(result.scores, result.winners if result.finished else None, seat)


def value(scores: list[int] | list[float], winners: list[int] | None, seat: int) -> float:
    """A seat's share of the win (``winners``; by score when the game is cut short and there are
    none) plus a bonus for its lead."""
    if winners is None:
        top = max(scores)
        winners = [i for i, s in enumerate(scores) if s == top]
    best_other = max((s for i, s in enumerate(scores) if i != seat), default=0)
    share = 1 / len(winners) if seat in winners else 0.0
    return share + MARGIN_WEIGHT * math.tanh((scores[seat] - best_other) / 5)


def strong_budget(system: str | None) -> dict[str, Any]:
    """The strong bot's budget: ``STRONG``, then the system's ``strong`` settings."""
    from ..systems import all_systems

    return {**STRONG, **(all_systems()[system].strong if system else {})}


def make_strong_bot(seed: int, system: str | None, policy: str = "greedy", **budget: Any) -> SearchBot:
    """The strong bot: the search bot at the strong budget (the caller's settings first)."""
    bot = _make(seed, system, {**strong_budget(system), **budget}, policy)
    bot.name = "strong"
    return bot


def make_search_bot(seed: int, system: str | None, policy: str = "greedy", **budget: Any) -> SearchBot:
    """The registry's factory: ``policy`` rollouts, the system's ``determinize`` and ``evaluate``
    hooks, and the budget (``rollouts``, ``depth``, ``width``): the caller's, else the system's
    ``search`` defaults, else ``BUDGET``."""
    from ..systems import all_systems

    return _make(seed, system, {**(all_systems()[system].search if system else {}), **budget}, policy)


def _make(seed: int, system: str | None, budget: dict[str, Any], policy: str = "greedy") -> SearchBot:
    """A search bot of ``policy`` rollouts with the system's hooks at ``budget`` (over ``BUDGET``;
    ``horizon`` true: the system's ``horizon`` hook)."""
    from ..systems import all_systems

    rng = random.Random(seed)
    described = all_systems()[system] if system else None
    settings = {**BUDGET, **budget}
    if settings.pop("horizon", False):
        settings["horizon"] = described.hook("horizon") if described else None
        if settings["horizon"] is None:
            raise ValueError(f"the horizon setting needs a system with a horizon hook ({system or 'none given'})")
    return SearchBot(
        rng.getrandbits(63),
        POLICIES[policy](rng.getrandbits(63), system),
        described.hook("determinize") if described else None,
        evaluate=described.hook("evaluate") if described else None,
        **settings,
    )

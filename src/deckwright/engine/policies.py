"""The bots that play without looking ahead, by name: ``POLICIES`` maps a name to
``factory(seed, system)``. They play games themselves and the search bot's rollouts; a system's
own heuristic bot comes from its ``greedy_bot`` hook, imported lazily."""

from __future__ import annotations

import random
from typing import Callable

from ..game import Bot, Decision, Game


class RandomBot:
    """Picks uniformly among the options, from its own seeded stream."""

    name = "random"

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def choose(self, game: Game, decision: Decision) -> int:
        return self.rng.randrange(len(decision.options))


def _greedy(seed: int, system: str | None) -> Bot:
    from ..systems import all_systems

    described = all_systems().get(system) if system else None
    factory = described.hook("greedy_bot") if described else None
    if factory is None:
        raise ValueError(f"no greedy bot for the game system '{system}'")
    return factory(seed)


POLICIES: dict[str, Callable[[int, str | None], Bot]] = {
    "random": lambda seed, system: RandomBot(seed),
    "greedy": _greedy,
}

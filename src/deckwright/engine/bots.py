"""Bots that any game can use, and the registry of bots by name.

``BOTS`` maps a bot name to ``factory(seed, system)``; a system's own heuristic bot comes from its
``greedy_bot`` hook, imported lazily.
"""

from __future__ import annotations

import random
from typing import Callable

from .core import Bot, Decision, Game


class RandomBot:
    """Picks uniformly among the options, from its own seeded stream."""

    name = "random"

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def choose(self, game: Game, decision: Decision) -> int:
        return self.rng.randrange(len(decision.options))


def _greedy(seed: int, system: str) -> Bot:
    from ..systems import all_systems

    described = all_systems().get(system)
    factory = described.hook("greedy_bot") if described else None
    if factory is None:
        raise ValueError(f"no greedy bot for the game system '{system}'")
    return factory(seed)


def _search(seed: int, system: str) -> Bot:
    from .search import make_search_bot

    return make_search_bot(seed, system)


def _strong(seed: int, system: str) -> Bot:
    from .search import make_strong_bot

    return make_strong_bot(seed, system)


BOTS: dict[str, Callable[[int, str], Bot]] = {
    "random": lambda seed, system: RandomBot(seed),
    "greedy": _greedy,
    "search": _search,
    "strong": _strong,
}

"""The registry of bots by name: ``BOTS`` maps a name to ``factory(seed, system, **budget)``,
the policies (``policies.POLICIES``: random, greedy) and the searching bots (``search``, and
``strong``, the verdicts' bot), which alone take a ``budget`` (rollouts, depth, ...)."""

from __future__ import annotations

from typing import Any, Callable

from ..game import Bot
from .policies import POLICIES
from .search import make_search_bot, make_strong_bot

SEARCHING: dict[str, Callable[..., Bot]] = {"search": make_search_bot, "strong": make_strong_bot}
BOTS: dict[str, Callable[..., Bot]] = {**POLICIES, **SEARCHING}


def registry_bot(name: str, seed: int, system: str, **budget: Any) -> Bot:
    """The bot ``name`` of the registry; ``budget`` goes to a searching bot (the others play
    without one)."""
    return SEARCHING[name](seed, system, **budget) if name in SEARCHING else BOTS[name](seed, system)

"""Seeded games played on one process and timed, for the engine benchmarks (``engine.py``,
``engine_is2014.py``, ``engine_northgard.py``): ``timed`` returns their figures."""

from __future__ import annotations

import time
from typing import Callable

from deckwright.game import GameResult


def timed(players: int, bot: str, games: int, seed: int, play_one: Callable[[int], GameResult]) -> dict:
    """Play games ``seed`` to ``seed + games - 1`` (``play_one(n)`` plays game ``n``), timed in CPU
    seconds (so other processes on the machine count less); the figures, with how often each
    ending's message came."""
    decisions = unfinished = 0
    endings: dict[str, int] = {}
    start = time.process_time()
    for n in range(seed, seed + games):
        result = play_one(n)
        decisions += result.decisions
        unfinished += not result.finished
        endings[result.message] = endings.get(result.message, 0) + 1
    seconds = time.process_time() - start
    return {
        "players": players,
        "bot": bot,
        "games": games,
        "seconds": round(seconds, 3),
        "games_per_s": round(games / seconds, 1),
        "decisions_per_s": round(decisions / seconds),
        "decisions_per_game": round(decisions / games),
        "unfinished": unfinished,
        "endings": endings,
    }

"""Imperial Settlers (2014) engine speed on one process, measured by ``bench/engine.py --system
is2014``: ``measure(players, bot, games, seed)`` plays the games (random or greedy bots, the
shipped factions and decks) in this process and returns the figures (CPU seconds, so other
processes on the machine count less)."""

from __future__ import annotations

import time

from deckwright.engine.core import play
from deckwright.engine.is2014.greedy import GreedyBot
from deckwright.engine.is2014.hooks import new_game, shipped_factions
from deckwright.engine.policies import RandomBot

BOTS = {"greedy": GreedyBot, "random": RandomBot}


def measure(players: int, bot: str, games: int, seed: int = 0) -> dict:
    """Play ``games`` games (factions rotated over the shipped ones), timed in CPU seconds."""
    factions = shipped_factions()
    decisions = unfinished = 0
    start = time.process_time()
    for n in range(seed, seed + games):
        entrants = [factions[(n + i) % len(factions)] for i in range(players)]
        result = play(new_game(entrants, n), [BOTS[bot](n * 10 + i) for i in range(players)])
        decisions += result.decisions
        unfinished += not result.finished
    seconds = time.process_time() - start
    return {
        "players": players,
        "bot": bot,
        "games": games,
        "games_per_s": round(games / seconds, 1),
        "decisions_per_s": round(decisions / seconds),
        "decisions_per_game": round(decisions / games),
        "unfinished": unfinished,
    }

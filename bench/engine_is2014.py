"""Imperial Settlers (2014) engine speed on one process, measured by ``bench/engine.py --system
is2014``: ``measure(players, bot, games, seed)`` plays the games (random or greedy bots, the
shipped factions and decks) in this process and returns the figures (CPU seconds, so other
processes on the machine count less)."""

from __future__ import annotations

from deckwright.engine.core import play
from deckwright.engine.is2014.greedy import GreedyBot
from deckwright.engine.is2014.hooks import new_game, shipped_factions
from deckwright.engine.policies import RandomBot
from deckwright.game import GameResult
from played import timed

BOTS = {"greedy": GreedyBot, "random": RandomBot}


def measure(players: int, bot: str, games: int, seed: int = 0) -> dict:
    """Play ``games`` games (factions rotated over the shipped ones), timed in CPU seconds."""
    factions = shipped_factions()

    def play_one(n: int) -> GameResult:
        entrants = [factions[(n + i) % len(factions)] for i in range(players)]
        return play(new_game(entrants, n), [BOTS[bot](n * 10 + i) for i in range(players)])

    return timed(players, bot, games, seed, play_one)

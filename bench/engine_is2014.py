"""Imperial Settlers (2014) engine speed on one process: games/s and decisions/s for 1-, 2- and
4-player games with the random and the greedy bot, on the shipped factions and decks.

    .venv/bin/python bench/engine_is2014.py [--games N] [--seed S]

``measure(players, bot, games, seed)`` plays the games in this process and returns the figures
(CPU seconds, so other processes on the machine count less).
"""

from __future__ import annotations

import argparse
import time

from deckwright.engine.bots import RandomBot
from deckwright.engine.core import play
from deckwright.engine.is2014.greedy import GreedyBot
from deckwright.engine.is2014.hooks import new_game, shipped_factions

BOTS = {"greedy": GreedyBot, "random": RandomBot}
COLUMNS = ("players", "bot", "games", "games_per_s", "decisions_per_s", "decisions_per_game", "unfinished")


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(" ".join(COLUMNS))
    for players in (1, 2, 4):
        for bot in ("random", "greedy"):
            row = measure(players, bot, args.games, args.seed)
            print(" ".join(f"{row[c]:>{len(c)}}" for c in COLUMNS))


if __name__ == "__main__":
    main()

"""Engine speed on one process: games/s and decisions/s for 2- and 4-player Empires of the North
games with the random and the greedy bot, on the shipped clans and islands.

    .venv/bin/python bench/engine.py [--games N] [--seed S]

``measure(players, bot, games, seed)`` is the one function to call from elsewhere (e.g. a
multi-process runner): it plays the games in this process and returns the figures as a dict.
"""

from __future__ import annotations

import argparse
import time
import timeit
from functools import cache

from deckwright.engine.bots import BOTS
from deckwright.engine.core import play
from deckwright.engine.eotn import new_game
from deckwright.loader import read_document
from deckwright.model.eotn import Clan, IslandSet, clan_from_data, island_set_from_data
from deckwright.paths import data_dir


@cache
def shipped() -> tuple[tuple[Clan, ...], IslandSet]:
    cards = data_dir("cards") / "eotn"
    clans = tuple(clan_from_data(read_document(p).data, p) for p in sorted((cards / "clans").glob("*.yaml")))
    islands = island_set_from_data(read_document(sorted((cards / "islands").glob("*.yaml"))[0]).data)
    return clans, islands


def measure(players: int, bot: str, games: int, seed: int = 0) -> dict:
    """Play ``games`` games (clans rotated over the shipped ones) and time them in CPU seconds."""
    clans, islands = shipped()
    decisions = unfinished = 0
    start = time.process_time()
    for n in range(seed, seed + games):
        entrants = [clans[(n + i) % len(clans)] for i in range(players)]
        result = play(new_game(entrants, n, islands), [BOTS[bot](n * 10 + i, "eotn") for i in range(players)])
        decisions += result.decisions
        unfinished += not result.finished
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
    }


COLUMNS = ("players", "bot", "games", "games_per_s", "decisions_per_s", "decisions_per_game", "unfinished")


def calibration_ms() -> float:
    """CPU ms of ``sum(range(10**6))`` here (about 10-12 ms on an unloaded recent desktop core),
    to compare figures taken on different machines."""
    return min(timeit.repeat("sum(range(10**6))", number=1, repeat=5)) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(f"calibration: sum(range(10**6)) takes {calibration_ms():.1f} ms on this machine")
    print(" ".join(f"{c:>{len(c)}}" for c in COLUMNS))
    for players in (2, 4):
        for bot in ("random", "greedy"):
            row = measure(players, bot, args.games, args.seed)
            print(" ".join(f"{row[c]:>{len(c)}}" for c in COLUMNS))


if __name__ == "__main__":
    main()

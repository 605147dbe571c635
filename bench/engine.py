"""Engine speed on one process: games/s and decisions/s for 2- and 4-player Empires of the North
games with the random and the greedy bot, on the shipped clans and islands; ``--system is2014``:
1-, 2- and 4-player Imperial Settlers games on the shipped factions (``engine_is2014.measure``);
``--system northgard``: 2- and 5-player Northgard games on the shipped clans and table
(``engine_northgard.measure``).

    .venv/bin/python bench/engine.py [--system eotn|is2014|northgard] [--games N] [--seed S] [--quick]
    .venv/bin/python bench/engine.py --compare OTHER [--system S] [--rounds R] [--players P] [--bot B]

``measure(players, bot, games, seed)`` is the one function to call from elsewhere (e.g. a
multi-process runner): it plays the games in this process and returns the figures as a dict.

``--compare OTHER`` measures this checkout against another checkout of the project (e.g. a
worktree of the commit a change starts from) in the same run: each round measures both, each by
its own ``bench/engine.py`` in a fresh process with ``PYTHONPATH`` on that checkout's ``src``,
alternating which goes first, and prints both in decisions per second (a rules change that makes
games longer is not counted as slowness) with the load average; on a shared machine only such
paired figures count.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import timeit
from functools import cache
from pathlib import Path

from deckwright.engine.bots import BOTS
from deckwright.engine.core import play
from deckwright.engine.eotn import new_game
from deckwright.game import GameResult
from deckwright.loader import read_document
from deckwright.model.eotn import Clan, IslandSet, clan_from_data, island_set_from_data
from deckwright.paths import data_dir
from engine_is2014 import measure as measure_is2014
from engine_northgard import measure as measure_northgard
from played import timed
from quick import parse_args


@cache
def shipped() -> tuple[tuple[Clan, ...], IslandSet]:
    cards = data_dir("cards") / "eotn"
    clans = tuple(clan_from_data(read_document(p).data, p) for p in sorted((cards / "clans").glob("*.yaml")))
    islands = island_set_from_data(read_document(sorted((cards / "islands").glob("*.yaml"))[0]).data)
    return clans, islands


def measure(players: int, bot: str, games: int, seed: int = 0) -> dict:
    """Play ``games`` games (clans rotated over the shipped ones) and time them in CPU seconds."""
    clans, islands = shipped()

    def play_one(n: int) -> GameResult:
        entrants = [clans[(n + i) % len(clans)] for i in range(players)]
        return play(new_game(entrants, n, islands), [BOTS[bot](n * 10 + i, "eotn") for i in range(players)])

    return timed(players, bot, games, seed, play_one)


COLUMNS = ("players", "bot", "games", "games_per_s", "decisions_per_s", "decisions_per_game", "unfinished")
SYSTEMS = {  # measure, player counts
    "eotn": (measure, (2, 4)),
    "is2014": (measure_is2014, (1, 2, 4)),
    "northgard": (measure_northgard, (2, 5)),
}


def calibration_ms() -> float:
    """CPU ms of ``sum(range(10**6))`` here (about 10-12 ms on an unloaded recent desktop core),
    to compare figures taken on different machines."""
    return min(timeit.repeat("sum(range(10**6))", number=1, repeat=5)) * 1000


def _measured_in(root: Path, system: str, players: int, bot: str, games: int, seed: int) -> dict:
    """The system's ``measure`` of the checkout at ``root``: its own ``bench/engine.py`` in a fresh
    process that imports the project from its ``src`` (so that code moved between the two
    checkouts is measured as each has it)."""
    env = {**os.environ, "PYTHONPATH": str(root / "src")}
    command = [sys.executable, str(root / "bench" / "engine.py"), "--json", "--system", system]
    command += ["--players", str(players), "--bot", bot, "--games", str(games), "--seed", str(seed)]
    return json.loads(subprocess.run(command, env=env, check=True, capture_output=True, text=True).stdout)


def compare(other: Path, system: str, rounds: int, players: int, bot: str, games: int, seed: int) -> None:
    """Decisions/s of this checkout and of ``other``, measured in turns (see the module's docstring)."""
    sides = {"this": Path(__file__).resolve().parents[1], "other": other.resolve()}
    print(f"{system}, {players} players, {bot}, {games} games per measure; other: {other}")
    print("round  decisions/s other    this  ratio  load (1, 5, 15 min)")
    ratios = []
    for number in range(1, rounds + 1):
        order = ("other", "this") if number % 2 else ("this", "other")
        rate = {side: _measured_in(sides[side], system, players, bot, games, seed)["decisions_per_s"] for side in order}
        ratios.append(rate["this"] / rate["other"])
        load = ", ".join(f"{n:.2f}" for n in os.getloadavg())
        print(f"{number:>5} {rate['other']:>18} {rate['this']:>7} {ratios[-1]:>6.3f}  {load}")
    print(f"median ratio this/other: {statistics.median(ratios):.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--system", choices=sorted(SYSTEMS), default="eotn")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--compare", type=Path, metavar="OTHER", help="another checkout to measure against")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--players", type=int, default=2, help="with --compare")
    parser.add_argument("--bot", default="greedy", help="with --compare")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # one measure, for compare
    args = parse_args(parser, games=2, rounds=1)
    measured, player_counts = SYSTEMS[args.system]
    if args.json:
        print(json.dumps(measured(args.players, args.bot, args.games, args.seed)))
        return
    if args.compare:
        compare(args.compare, args.system, args.rounds, args.players, args.bot, args.games, args.seed)
        return
    print(f"python {platform.python_version()} at {sys.executable}")  # the build shows in both figures below
    print(f"calibration: sum(range(10**6)) takes {calibration_ms():.1f} ms on this machine")
    print(f"{args.system}:", " ".join(f"{c:>{len(c)}}" for c in COLUMNS))
    for players in player_counts:
        for bot in ("random", "greedy"):
            row = measured(players, bot, args.games, args.seed)
            print(" ".join(f"{row[c]:>{len(c)}}" for c in COLUMNS))


if __name__ == "__main__":
    main()

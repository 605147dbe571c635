"""Games per second of the runner with 1 worker and with all cores, on the shipped clans.

    .venv/bin/python bench/engine_parallel.py [--games 400] [--bot greedy] [--players 2] [--quick]

The same jobs (same seeds) are played each time; the script also checks that the results are
identical whatever the number of workers.
"""

from __future__ import annotations

import argparse
import time

from deckwright.cli.play import load_arena
from deckwright.paths import data_dir
from deckwright.play.runner import Job, Setup, default_workers, lineups, run, schedule
from quick import parse_args


def games_per_second(setup: Setup, jobs: list[Job], workers: int) -> tuple[float, list]:
    """Play ``jobs`` on ``workers`` processes; the rate and the results."""
    start = time.perf_counter()
    results = run(setup, jobs, workers)
    return len(jobs) / (time.perf_counter() - start), results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--bot", default="greedy")
    parser.add_argument("--players", type=int, default=2)
    args = parse_args(parser, games=4)
    _, _, arena = load_arena(sorted((data_dir("cards") / "eotn" / "clans").glob("*.yaml")))
    tables = lineups(range(len(arena.setup.entrants)), [], args.players)
    jobs = schedule(tables, args.games, 1, [args.bot])
    reference = None
    for workers in sorted({1, default_workers()}):
        rate, results = games_per_second(arena.setup, jobs, workers)
        if reference is not None and results != reference:
            raise SystemExit("the results differ with the number of workers")
        reference = results
        print(f"{args.bot}, {args.players} players, {len(jobs)} games, {workers} worker(s): {rate:.1f} games/s")


if __name__ == "__main__":
    main()

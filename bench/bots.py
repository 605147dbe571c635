"""How much better the search bot plays than greedy, on a system's shipped entrants (Empires of
the North's clans by default; ``--system is2014`` for Imperial Settlers' factions).

Every pair of shipped entrants, both seat orders, and every game twice with the same seed: once
with search in the first seat against greedy, once the other way round. Prints search's win rate
with its 95% Wilson interval (a shared win counts as a win for each) and the time taken. The
two seatings alternate, so that ``--every N`` (a running tally every N games, for runs that may
be cut short on a loaded machine) reports on games balanced between them.

    .venv/bin/python bench/bots.py --games 500 [--system eotn] [--rollouts 16] [--depth 30] [--workers N] [--every N]
"""

from __future__ import annotations

import argparse
import time
from functools import partial

from deckwright.cli.play import load_arena
from deckwright.engine.bots import BOTS
from deckwright.engine.report import percent, wilson
from deckwright.engine.runner import Setup, lineups, schedule, stream
from deckwright.engine.search import make_search_bot
from deckwright.paths import data_dir
from deckwright.systems import all_systems


def make_bot(name: str, seed: int, rollouts: int, depth: int, system: str = "eotn"):
    if name == "search":
        return make_search_bot(seed, system, rollouts=rollouts, depth=depth)
    return BOTS[name](seed, system)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="games in all (half with search seated first)")
    parser.add_argument("--rollouts", type=int, default=16)
    parser.add_argument("--depth", type=int, default=30)
    parser.add_argument("--opponent", default="greedy")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--system", default="eotn", help="the system whose shipped entrants play")
    parser.add_argument("--every", type=int, default=0, help="print a running tally every N games (0: only the end)")
    args = parser.parse_args()
    folder = data_dir("cards") / args.system / all_systems()[args.system].seat.plural
    _, _, arena = load_arena(sorted(folder.glob("*.yaml")))
    setup = Setup(
        arena.setup.entrants,
        arena.setup.new_game,
        partial(make_bot, rollouts=args.rollouts, depth=args.depth, system=args.system),
    )
    tables = lineups(range(len(setup.entrants)), [], 2)
    first, second = (
        schedule(tables, args.games // 2, args.seed, bots)
        for bots in (["search", args.opponent], [args.opponent, "search"])
    )
    jobs = [job for pair in zip(first, second) for job in pair]
    start = time.perf_counter()
    wins = played = failed = 0
    for job, result in zip(jobs, stream(setup, jobs, len(jobs), args.workers, label="search vs " + args.opponent)):
        if result.finished:
            played += 1
            wins += job.bots.index("search") in result.winners
        else:
            failed += 1
        if args.every and (played + failed) % args.every == 0 and played + failed < len(jobs):
            print(tally(args, wins, played, failed, time.perf_counter() - start), flush=True)
    print(tally(args, wins, played, failed, time.perf_counter() - start))


def tally(args: argparse.Namespace, wins: int, played: int, failed: int, elapsed: float) -> str:
    low, high = wilson(wins, played)
    return (
        f"{args.system}: search (rollouts {args.rollouts}, depth {args.depth}) vs {args.opponent}: won {wins} of "
        f"{played} finished games ({failed} failed) = {percent(wins / max(played, 1))}, "
        f"95% interval {percent(low)}-{percent(high)}; {elapsed:.0f} s"
    )


if __name__ == "__main__":
    main()

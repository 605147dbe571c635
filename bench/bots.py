"""The strong bot against the greedy bot and today's search bot, per system, on the shipped content.

For each system (all four by default), 2 players: every pair of shipped entrants, both seat
orders, and every game twice with the same seed, once with the strong bot in the first seat and
once in the second. Prints, per system:

- cost: the strong bot's CPU time per game as a ratio to the greedy bot's, both measured in the
  same games (a seat's cost is the time its bot spends choosing plus half the time the engine
  spends between choices, i.e. what a game with that bot in both seats costs, halved);
- its win rate against greedy and (by default in eotn and is2014, ``--search-in`` for others)
  against today's search bot, each with its 95% Wilson interval (a shared win counts for both).

``--curve`` plays the same at several budgets of the strong bot (its rollouts, or with
``--scaled depth`` its depth, or with ``--scaled width`` its width and rollouts together, so that
each candidate keeps its worlds, multiplied by each ``--scales`` factor), so that cost can be read
against strength. Every budget plays the same games (same seeds, entrants and seats), so each
budget after the first also prints its gain over the first as a paired difference: the mean of
the per-game differences in wins with its 95% interval, tighter than two separate win rates'
where the same deal decides both. ``--quick`` plays a couple
of games per system (the test suite runs it so that the script cannot rot).

    .venv/bin/python bench/bots.py [--games 200] [--search-games 400] [--systems eotn is2014 kb northgard]
        [--search-in eotn is2014] [--seed 1] [--workers N] [--tables N] [--budget KEY=VALUE ...]
        [--curve [--scales 0.5 1 2 4] [--scaled rollouts|depth|width]] [--quick]
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from deckwright.cli.play import load_arena
from deckwright.engine.bots import BOTS
from deckwright.engine.search import make_strong_bot, strong_budget
from deckwright.game import Runaway
from deckwright.paths import data_dir
from deckwright.play.report import Z95, percent, wilson
from deckwright.play.runner import bot_seed, lineups, schedule

SYSTEMS = ("eotn", "is2014", "kb", "northgard")
AGAINST_SEARCH = ("eotn", "is2014")
SCALED = {"rollouts": ("rollouts",), "depth": ("depth",), "width": ("width", "rollouts")}  # what --scaled multiplies


@dataclass(frozen=True)
class Match:
    """One game: the system, its seed, the entrants by seat, the bot names by seat and the strong
    bot's budget (its seat is the one whose name is "strong")."""

    system: str
    seed: int
    seats: tuple[int, ...]
    bots: tuple[str, ...]
    budget: tuple[tuple[str, object], ...]


class Timed:
    """A bot that adds the CPU time it spends choosing to ``spent``."""

    def __init__(self, bot):
        self.bot, self.name, self.spent = bot, bot.name, 0.0

    def choose(self, game, decision) -> int:
        start = time.process_time()
        choice = self.bot.choose(game, decision)
        self.spent += time.process_time() - start
        return choice


def entrants(system: str) -> tuple:
    files = sorted(Path(data_dir("cards") / system).rglob("*.yaml"))
    return load_arena(files)[2].setup


def play_match(match: Match) -> tuple[list[int], list[float]]:
    """Play one game; its winners (none when it loops: the engine raises ``Runaway``) and each seat's cost
    in CPU seconds."""
    setup = entrants(match.system)
    game = setup.new_game([setup.entrants[i] for i in match.seats], seed=match.seed)
    bots = []
    for seat, name in enumerate(match.bots):
        seed = bot_seed(match.seed, seat)
        made = (
            make_strong_bot(seed, match.system, **dict(match.budget))
            if name == "strong"
            else BOTS[name](seed, match.system)
        )
        bots.append(Timed(made))
    start = time.process_time()
    decision = game.decision()
    try:
        while decision is not None:
            game.apply(bots[decision.player].choose(game, decision))
            decision = game.decision()
    except Runaway:  # a game that loops stops unfinished, as in ``deckwright play``: nobody wins it
        pass
    engine = time.process_time() - start - sum(bot.spent for bot in bots)
    return game.result().winners, [bot.spent + engine / len(bots) for bot in bots]


def matches(system: str, games: int, seed: int, opponent: str, budget: dict, tables: int | None) -> list[Match]:
    """``games`` games (rounded up to whole rotations of the first ``tables`` tables, all by
    default), half with the strong bot seated first."""
    tables = lineups(range(len(entrants(system).entrants)), [], 2)[:tables]
    first, second = (
        schedule(tables, max(games // 2, 1), seed, bots) for bots in (["strong", opponent], [opponent, "strong"])
    )
    frozen = tuple(sorted(budget.items()))
    return [Match(system, job.seed, job.seats, job.bots, frozen) for pair in zip(first, second) for job in pair]


@dataclass
class Tally:
    wins: int = 0
    games: int = 0
    strong: float = 0.0  # the strong seat's cost, summed
    other: float = 0.0  # the other seat's cost, summed
    won: list[int] = field(default_factory=list)  # per game in play order: 1 if the strong bot won

    def line(self, opponent: str) -> str:
        low, high = wilson(self.wins, self.games)
        return (
            f"vs {opponent} won {self.wins}/{self.games} = {percent(self.wins / max(self.games, 1))} "
            f"({percent(low)}-{percent(high)})"
        )


def measure(pool, args: argparse.Namespace, system: str, games: int, opponent: str, budget: dict) -> Tally:
    seed = args.seed + (opponent == "search")
    played = matches(system, games, seed, opponent, budget, args.tables)
    tally = Tally()
    results = pool.map(play_match, played, chunksize=1) if pool else map(play_match, played)
    for match, (winners, costs) in zip(played, results):
        seat = match.bots.index("strong")
        tally.wins += seat in winners
        tally.won.append(int(seat in winners))
        tally.games += 1
        tally.strong += costs[seat]
        tally.other += costs[1 - seat]
    return tally


def row(pool, args: argparse.Namespace, system: str, budget: dict, first: dict[str, Tally]) -> str:
    """One budget's line; from the second budget of a curve on, its paired gain over ``first``
    (the first budget's tallies by opponent, filled on the first call)."""
    tallies = {"greedy": measure(pool, args, system, args.games, "greedy", budget)}
    if system in args.search_in:
        tallies["search"] = measure(pool, args, system, args.search_games, "search", budget)
    greedy = tallies["greedy"]
    ratio = greedy.strong / max(greedy.other, 1e-9)
    text = f"  {budget_text(budget)}: cost {ratio:.1f}x greedy; " + "; ".join(
        tally.line(opponent) for opponent, tally in tallies.items()
    )
    if not first:
        first.update(tallies)
        return text
    for opponent, tally in tallies.items():
        gain, low, high = paired_gain(first[opponent].won, tally.won)
        text += (
            f"\n    gain vs {opponent} over the first budget: {100 * gain:+.1f} points "
            f"({100 * low:+.1f} to {100 * high:+.1f}), paired over {len(tally.won)} games"
        )
    return text


def paired_gain(before: list[int], after: list[int]) -> tuple[float, float, float]:
    """The mean of ``after[i] - before[i]`` (the same games at two budgets) and its 95% normal
    interval: the mean plus or minus 1.96 standard errors of the per-game differences."""
    differences = [b - a for a, b in zip(before, after, strict=True)]
    n = len(differences)
    mean = sum(differences) / n
    spread = sum((d - mean) ** 2 for d in differences) / max(n - 1, 1)
    half = Z95 * math.sqrt(spread / n)
    return mean, mean - half, mean + half


def setting(text: str) -> tuple[str, object]:
    """``key=value`` as a setting: a number where it reads as one, else true/false."""
    key, _, value = text.partition("=")
    if "," in value or not value[:1].isdigit() and value not in ("true", "false"):
        return key, tuple(value.split(","))
    if value in ("true", "false"):
        return key, value == "true"
    return key, float(value) if "." in value else int(value)


def budget_text(budget: dict) -> str:
    return ", ".join(f"{key} {value}" for key, value in sorted(budget.items()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games against greedy per system and budget")
    parser.add_argument("--search-games", type=int, default=400, help="games against today's search bot")
    parser.add_argument("--systems", nargs="+", default=SYSTEMS, choices=SYSTEMS)
    parser.add_argument(
        "--search-in", nargs="*", default=AGAINST_SEARCH, choices=SYSTEMS, help="systems where strong meets search"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1, help="processes playing games (1: this one)")
    parser.add_argument("--curve", action="store_true", help="several budgets: cost against strength")
    parser.add_argument("--scales", type=float, nargs="+", default=[0.5, 1, 2, 4], help="--curve's factors")
    parser.add_argument(
        "--budget", nargs="+", default=[], metavar="KEY=VALUE", help="the strong bot's settings to change"
    )
    parser.add_argument("--tables", type=int, default=None, help="play only the first N pairs of entrants")
    parser.add_argument("--scaled", choices=tuple(SCALED), default="rollouts", help="what --scales multiply")
    parser.add_argument("--quick", action="store_true", help="4 games of each kind per system, one table (a smoke run)")
    args = parser.parse_args()
    if args.quick:
        args.games, args.search_games, args.tables = 2, 2, 1
    pool = ProcessPoolExecutor(args.workers) if args.workers > 1 else None
    try:
        for system in args.systems:
            base = {**strong_budget(system), **dict(setting(text) for text in args.budget)}
            print(f"{system} (2 players, seed {args.seed}):", flush=True)
            scales = args.scales if args.curve else [1]
            first: dict[str, Tally] = {}
            for scale in scales:
                budget = {**base, **{key: max(1, round(base[key] * scale)) for key in SCALED[args.scaled]}}
                print(row(pool, args, system, budget, first), flush=True)
    finally:
        if pool:
            pool.shutdown()


if __name__ == "__main__":
    main()

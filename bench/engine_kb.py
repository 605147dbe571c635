"""Kingdom Builder engine speed in one process: random and greedy 2-player games per second on
the shipped content, and the outside oracle's random 2-player games per second in the same run
(skipped with a message when ../shared/oracles/kingdombuilder is absent).

    .venv/bin/python bench/engine_kb.py [--games N] [--oracle-games N] [--seed S] [--quick]

Rates are per CPU second of this process (``time.process_time``), so other load on the machine
does not count against either side; wall-clock rates are printed beside them.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import sys
import time
from pathlib import Path

from deckwright.engine.core import play
from deckwright.engine.kb import new_game
from deckwright.engine.kb.greedy import GreedyBot
from deckwright.engine.kb.hooks import shipped_table
from deckwright.engine.policies import RandomBot
from quick import parse_args

ORACLE = Path(__file__).resolve().parents[1].parent / "shared" / "oracles" / "kingdombuilder"
BOT = {"random": RandomBot, "greedy": GreedyBot}


def measure(bot: str, games: int, seed: int) -> dict:
    """Play ``games`` 2-player games with ``bot`` in both seats; games/s and decisions/s."""
    table = shipped_table()
    cpu, wall, decisions = time.process_time(), time.perf_counter(), 0
    for g in range(seed, seed + games):
        result = play(new_game([None, None], g, **table), [BOT[bot](2 * g), BOT[bot](2 * g + 1)])
        if not result.finished:
            raise SystemExit(f"game {g} did not finish: {result.message}")
        decisions += result.decisions
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return {
        "games": games,
        "games_per_cpu_s": games / cpu,
        "games_per_wall_s": games / wall,
        "decisions_per_game": decisions / games,
    }


def _oracle_game(kb, rng: random.Random, limit: int = 20000) -> bool:
    """One random 2-player game of the oracle, choosing uniformly among its legal steps."""
    game = kb.Game(2)
    for _ in range(limit):
        if game.done:
            return True
        steps = []
        for action, grid in game.actionstomoves().items():
            for r, row in enumerate(grid):
                for c, legal in enumerate(row if isinstance(row, list) else [row]):
                    if legal:
                        steps.append((action, r, c))
        game.singlestepmove(*rng.choice(steps))
    return False


def measure_oracle(games: int, seed: int) -> dict | None:
    if not (ORACLE / "kingdombuilder" / "game.py").is_file():
        return None
    sys.path.insert(0, str(ORACLE))
    import kingdombuilder as kb

    random.seed(seed)
    rng = random.Random(seed)
    cpu, wall, finished = time.process_time(), time.perf_counter(), 0
    with contextlib.redirect_stdout(io.StringIO()):  # it prints a board for every refused step
        for _ in range(games):
            finished += _oracle_game(kb, rng)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return {"games": games, "finished": finished, "games_per_cpu_s": games / cpu, "games_per_wall_s": games / wall}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--oracle-games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    args = parse_args(parser, games=2, oracle_games=1)
    figures = {bot: measure(bot, args.games, args.seed) for bot in BOT}
    for bot, f in figures.items():
        print(
            f"deckwright {bot:6} 2p: {f['games_per_cpu_s']:7.1f} games/CPU-s ({f['games_per_wall_s']:.1f}/wall-s), "
            f"{f['decisions_per_game']:.0f} decisions/game, {f['games']} games"
        )
    oracle = measure_oracle(args.oracle_games, args.seed)
    if oracle is None:
        print(f"oracle: skipped, not found at {ORACLE}")
        return
    print(
        f"oracle     random 2p: {oracle['games_per_cpu_s']:7.2f} games/CPU-s "
        f"({oracle['games_per_wall_s']:.2f}/wall-s), "
        f"{oracle['finished']}/{oracle['games']} finished"
    )
    print(f"ratio random/oracle: {figures['random']['games_per_cpu_s'] / oracle['games_per_cpu_s']:.0f}x (CPU)")


if __name__ == "__main__":
    main()

"""How well a system's ``evaluate`` hook foresees the end of a game, on greedy play.

Plays ``--games`` 2-player games of the greedy bot against itself on the shipped entrants (every
pair of entrants in turn, seeded), and at every ``--every``-th decision asks the hook what each
seat can expect. Prints, per fifth of the game (by decisions played), the share of positions
where the seat the hook puts ahead is the seat that ends ahead (games ending level left out), and
the correlation of the hook's lead with the final lead. A search bot's cut-off rollouts are judged
by this hook, so a hook that foresees the end better lets shorter rollouts judge. The games are
the same for the same seed: run it on two checkouts to compare two hooks.

    .venv/bin/python bench/estimate.py [--systems is2014] [--games 800] [--every 4] [--seed 1]
"""

from __future__ import annotations

import argparse
import math
import time
from typing import Any, Callable

from bots import SYSTEMS, entrants
from deckwright.engine.bots import BOTS
from deckwright.systems import all_systems

PARTS = 5  # the game cut into fifths by decisions played


def positions(system: str, games: int, every: int, seed: int, probe: Callable[[Any], Any]) -> list[tuple]:
    """(part of the game, ``probe`` of the position, the final scores) per sampled position: every
    ``every``-th decision of ``games`` greedy games (every pair of entrants in turn, seeded)."""
    setup = entrants(system)
    count = len(setup.entrants)
    found = []
    for index in range(games):
        first = index % count
        second = (first + 1 + index // count % (count - 1)) % count
        game = setup.new_game([setup.entrants[first], setup.entrants[second]], seed=seed * 100_000 + index)
        bots = [BOTS["greedy"](seed * 100_000 + 2 * index + seat, system) for seat in (0, 1)]
        probes = []
        decision, played = game.decision(), 0
        while decision is not None:
            if played % every == 0:
                probes.append((played, probe(game)))
            game.apply(bots[decision.player].choose(game, decision))
            decision, played = game.decision(), played + 1
        scores = game.result().scores
        found += [(at / played, probed, scores) for at, probed in probes]
    return found


def sample(system: str, games: int, every: int, seed: int) -> list[tuple[float, float, float]]:
    """(part of the game, the hook's lead of seat 0, the final lead of seat 0) per sampled position."""
    evaluate = all_systems()[system].hook("evaluate")
    return [
        (at, expected[0] - expected[1], scores[0] - scores[1])
        for at, expected, scores in positions(system, games, every, seed, evaluate)
    ]


def correlation(xs: list[float], ys: list[float]) -> float:
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx, syy = sum((x - mx) ** 2 for x in xs), sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy) if sxx and syy else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--systems", nargs="+", default=["is2014"], choices=SYSTEMS)
    parser.add_argument("--games", type=int, default=800)
    parser.add_argument("--every", type=int, default=4, help="sample every N-th decision")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for system in args.systems:
        start = time.process_time()
        found = sample(system, args.games, args.every, args.seed)
        print(f"{system} ({args.games} greedy games, seed {args.seed}, {time.process_time() - start:.0f} s CPU):")
        for part in range(PARTS):
            rows = [(lead, final) for at, lead, final in found if part <= at * PARTS < part + 1 and final]
            right = sum((lead > 0) == (final > 0) for lead, final in rows if lead)
            judged = sum(1 for lead, _ in rows if lead)
            leads, finals = [lead for lead, _ in rows], [final for _, final in rows]
            print(
                f"  fifth {part + 1}: leader foreseen {right}/{judged} = {right / max(judged, 1):.1%}, "
                f"correlation {correlation(leads, finals):.3f}",
                flush=True,
            )


if __name__ == "__main__":
    main()

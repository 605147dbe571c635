"""Fit the weights of Kingdom Builder's ``evaluate`` hook (``engine/kb/estimate.py``: ``WEIGHTS``).

Plays ``--games`` 2-player greedy games on the shipped content and, at every ``--every``-th
decision, takes each seat's gold so far and its ``prospects``. Fits by least squares (no
intercept) the final lead of seat 0 over seat 1 on the same differences of the parts, and prints
each part's weight divided by the weight of the gold so far (the hook counts that gold as it
stands), with the residual spread of the lead per fifth of the game. Game ``i`` has seed
``seed + i``, its seats' greedy bots ``7 * seed + 2 * i + seat``.

    .venv/bin/python bench/kb_fit.py [--games 600] [--every 3] [--seed 50000]
"""

from __future__ import annotations

import argparse
import math
import time

from bots import entrants
from deckwright.engine.bots import BOTS
from deckwright.engine.kb.estimate import WEIGHTS, evaluate, prospects
from least_squares import solve

PARTS = ("gold", *WEIGHTS)


def sample(games: int, every: int, seed: int) -> tuple[list[list[float]], list[float], list[float]]:
    """Per sampled position: seat 0's lead in each part, the final lead, the part of the game."""
    setup = entrants("kb")
    rows, leads, parts = [], [], []
    for index in range(games):
        game = setup.new_game([None, None], seed=seed + index)
        bots = [BOTS["greedy"](7 * seed + 2 * index + seat, "kb") for seat in (0, 1)]
        found, played, decision = [], 0, game.decision()
        while decision is not None:
            if played % every == 0:
                found.append((played, [seat_parts(game, seat) for seat in (0, 1)]))
            game.apply(bots[decision.player].choose(game, decision))
            decision, played = game.decision(), played + 1
        scores = game.result().scores
        for at, (mine, theirs) in found:
            rows.append([a - b for a, b in zip(mine, theirs)])
            leads.append(scores[0] - scores[1])
            parts.append(at / played)
    return rows, leads, parts


def seat_parts(game, seat: int) -> list[float]:
    """The gold so far (the hook's estimate less its priced prospects) and the prospects."""
    counts = prospects(game, seat)
    gold = evaluate(game)[seat] - sum(WEIGHTS[part] * amount for part, amount in counts.items())
    return [gold, *(float(counts[part]) for part in WEIGHTS)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--every", type=int, default=3, help="sample every N-th decision")
    parser.add_argument("--seed", type=int, default=50000)
    args = parser.parse_args()
    if args.games < 2 or args.every < 1:
        parser.error("--games needs at least 2 games to fit, --every at least 1")
    start = time.process_time()
    rows, leads, parts = sample(args.games, args.every, args.seed)
    weights = solve(rows, leads)
    print(f"kb ({args.games} greedy games, {len(rows)} positions, {time.process_time() - start:.0f} s CPU):")
    for part, weight in zip(PARTS[1:], weights[1:]):
        print(f"  {part}: {weight / weights[0]:.2f} (shipped {WEIGHTS[part]})")
    for fifth in range(5):
        errors = [
            (y - sum(w * x for w, x in zip(weights, row))) ** 2
            for row, y, at in zip(rows, leads, parts)
            if fifth <= at * 5 < fifth + 1
        ]
        print(f"  fifth {fifth + 1}: residual spread of the final lead {math.sqrt(sum(errors) / len(errors)):.1f} gold")


if __name__ == "__main__":
    main()

"""Fit Imperial Settlers' ``evaluate`` hook (``engine/is2014/greedy.py``: ``estimate``) to greedy play.

Plays ``--games`` 2-player games of the greedy bot against itself on the shipped factions (the
positions of ``bench/estimate.py``: every ``--every``-th decision) and records at each position
both seats' ``FEATURES`` (``position``) and scores, and the game's final scores. A search bot's
cut-off rollout compares the seats' estimates, so the fit is of leads: the final lead of seat 0
less its lead now, by least squares on the leads of each feature (with a ridge of ``--ridge`` on
every weight, which keeps a feature that hardly ever differs between the seats near 0). The
seats' factions are controls of the fit (a faction's lead, +1, -1 or 0), not features: a search
compares positions of the same game, where they cancel, and without them a good a strong faction
seldom holds would be fitted as worth less than nothing. Prints the
fitted weights by feature, as the ``ESTIMATE`` tuple to paste, and the mean squared error of the
lead to come, both for the module's ``ESTIMATE`` and for the fit, on the fitted games and on
``--games`` other games (``--seed`` + 1), so that the fit is judged on games it did not see.

    .venv/bin/python bench/fit_estimate.py [--games 800] [--every 4] [--seed 1] [--ridge 1]
"""

from __future__ import annotations

import argparse
import time

from bots import entrants
from deckwright.engine.is2014.greedy import ESTIMATE, FEATURES, position
from deckwright.engine.is2014.scoring import final_scores
from estimate import positions
from least_squares import solve

Row = tuple[list[float], float]  # a position's leads of the features and of the factions, and the lead to come


def rows(games: int, every: int, seed: int) -> list[Row]:
    """Each sampled position's leads (seat 0 less seat 1) of the features and of the factions, and
    its lead to come."""

    def probe(game) -> tuple[list[int], list[list[float]], list[str]]:
        return final_scores(game), [position(game, seat) for seat in (0, 1)], [f.id for f in game.cat.factions]

    factions = [faction.id for faction in entrants("is2014").entrants]
    found = []
    for _, (scores, (first, second), ids), final in positions("is2014", games, every, seed, probe):
        leads = [a - b for a, b in zip(first, second)] + [(ids[0] == id) - (ids[1] == id) for id in factions]
        found.append((leads, (final[0] - final[1]) - (scores[0] - scores[1])))
    return found


def fit(data: list[Row], ridge: float) -> list[float]:
    """The weights minimising the squared error of the lead to come plus ``ridge`` times their squares."""
    return solve([leads for leads, _ in data], [target for _, target in data], ridge)


def error(data: list[Row], weights: tuple[float, ...] | list[float]) -> float:
    """The mean squared error of the lead to come, as the weights foresee it."""
    return sum((target - sum(w * x for w, x in zip(weights, leads))) ** 2 for leads, target in data) / len(data)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=800)
    parser.add_argument("--every", type=int, default=4, help="sample every N-th decision")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ridge", type=float, default=1.0, help="the penalty on each weight's square")
    args = parser.parse_args()
    if args.games < 1 or args.every < 1:
        parser.error("--games and --every must be at least 1")
    start = time.process_time()
    seen, unseen = rows(args.games, args.every, args.seed), rows(args.games, args.every, args.seed + 1)
    weights = fit(seen, args.ridge)[: len(FEATURES)]
    print(f"is2014 ({args.games} greedy games, seed {args.seed}, {len(seen)} positions, ridge {args.ridge}):")
    for name, old, new in zip(FEATURES, ESTIMATE, weights):
        print(f"  {name:24} {old:6.3f} -> {new:6.3f}")
    for label, data in ((f"seed {args.seed}", seen), (f"seed {args.seed + 1}", unseen)):
        print(
            f"  mean squared error of the lead to come, {label}: ESTIMATE {error(data, ESTIMATE):.2f}, "
            f"fitted {error(data, weights):.2f}"
        )
    print(f"ESTIMATE = ({', '.join(f'{w:.3f}' for w in weights)})")
    print(f"({time.process_time() - start:.0f} s CPU)")


if __name__ == "__main__":
    main()

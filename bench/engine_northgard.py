"""Northgard engine speed on one process: games/s and decisions/s with the greedy and random bots
on the shipped clans and table.

    .venv/bin/python bench/engine_northgard.py [--games N] [--players P] [--bot greedy|random] [--seed S] [--quick]

``measure(players, bot, games, seed)`` plays the games in this process and returns the figures;
``bench/engine.py --system northgard --compare OTHER`` pairs them with another checkout's.
"""

from __future__ import annotations

import argparse

from deckwright.engine.core import play
from deckwright.engine.northgard.greedy import GreedyBot
from deckwright.engine.northgard.hooks import new_game, shipped_clans
from deckwright.engine.policies import RandomBot
from deckwright.game import GameResult
from deckwright.model.northgard import card_set_from_data, shipped, standard_ruleset, tiles_from_data
from played import timed
from quick import parse_args

BOTS = {"greedy": GreedyBot, "random": RandomBot}


def measure(players: int, bot: str, games: int, seed: int = 0) -> dict:
    """Play ``games`` games (clans rotated over the shipped ones), timed in CPU seconds."""
    clans = shipped_clans()
    table = {
        "cards": card_set_from_data(shipped("cards.yaml")),
        "tiles": tiles_from_data(shipped("tiles.yaml")),
        "ruleset": standard_ruleset(),
    }

    def play_one(n: int) -> GameResult:
        entrants = [clans[(n + i) % len(clans)] for i in range(players)]
        return play(new_game(entrants, n, **table), [BOTS[bot](n * 10 + i) for i in range(players)])

    return timed(players, bot, games, seed, play_one)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bot", choices=sorted(BOTS), default="greedy")
    parser.add_argument("--seed", type=int, default=0)
    args = parse_args(parser, games=2)
    print(measure(args.players, args.bot, args.games, args.seed))


if __name__ == "__main__":
    main()

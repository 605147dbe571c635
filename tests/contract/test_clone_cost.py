"""The contract's price of a clone: copying a game at the middle of a game costs no more than a
few decisions of play in that game, in every system (the search bot copies the game for every
rollout). Measured in Python function calls (``sys.setprofile``), not in time, so that it is the
same on every machine and every run."""

from __future__ import annotations

import sys
from typing import Callable

import pytest

from deckwright.engine.core import play
from deckwright.engine.policies import RandomBot
from tests.contract.test_contract import IDS, SYSTEMS, _players

CLONE_BOUND = 5  # a clone makes no more calls than this many decisions of play, on average


def calls(run: Callable[[], object]) -> int:
    """The Python and built-in function calls ``run`` makes."""
    count = 0

    def profile(frame, event, arg):
        nonlocal count
        if event == "call" or (event == "c_call" and arg is not sys.setprofile):
            count += 1

    sys.setprofile(profile)
    try:
        run()
    finally:
        sys.setprofile(None)
    return count


def mid_game(system, seed: int, players: int) -> tuple[object, float]:
    """A game at half its length under seeded random play, and the mean calls of its decisions
    so far (applying the choice and settling up to the next decision)."""
    bots = [RandomBot(seed * 7 + seat) for seat in range(players)]
    length = play(system.hook("sample_game")(seed, players), bots).decisions
    game = system.hook("sample_game")(seed, players)
    bots = [RandomBot(seed * 7 + seat) for seat in range(players)]
    spent = 0
    for _ in range(length // 2):
        decision = game.decision()
        choice = bots[decision.player].choose(game, decision)
        spent += calls(lambda choice=choice: (game.apply(choice), game.decision()))
    return game, spent / max(length // 2, 1)


def test_calls_counts_the_calls_a_function_makes():
    assert calls(lambda: sorted([3, 1, 2])) == 2  # the lambda and sorted
    assert calls(lambda: None) == 1


@pytest.mark.slow
@pytest.mark.parametrize("system", SYSTEMS, ids=IDS)
def test_a_clone_at_the_middle_of_a_game_costs_no_more_than_a_few_decisions_of_play(system):
    for players in _players(system):
        for seed in (1, 2):
            game, per_decision = mid_game(system, seed, players)
            cloned = calls(game.clone)
            assert cloned <= CLONE_BOUND * per_decision, (
                f"{players} players, seed {seed}: a clone makes {cloned} calls, "
                f"{cloned / per_decision:.1f} decisions of play ({per_decision:.0f} calls each)"
            )

"""Determinism, cloning, the play loop, replay logs and the golden replays.

Regenerate the golden files after an intended rules change with
``.venv/bin/python -m tests.engine.eotn.test_replay --regenerate`` and say why in the commit.
"""

from __future__ import annotations

import io
import json
import sys
from dataclasses import asdict
from pathlib import Path

import pytest

from deckwright.engine.bots import BOTS
from deckwright.engine.core import play, replay
from deckwright.engine.eotn import Variants
from deckwright.engine.policies import RandomBot
from deckwright.game import Decision, GameResult, Runaway
from tests.engine.eotn.helpers import rich_game

GOLDEN = Path(__file__).parent / "golden"
SPECS = {  # name -> (players, bot, seed, options)
    "two-greedy": (2, "greedy", 3, {"target_vp": 10}),
    "three-random": (3, "random", 5, {"target_vp": 6}),
    "four-greedy-german": (4, "greedy", 8, {"target_vp": 8, "raze_counts_in_final_scoring": True}),
}


def spec_game(players, seed, options):
    return rich_game(players, seed, Variants(**options))


def bots(name, players, seed):
    return [BOTS[name](seed * 10 + seat, "eotn") for seat in range(players)]


def logged(players=2, bot="random", seed=1, options=None):
    log = io.StringIO()
    result = play(spec_game(players, seed, options or {}), bots(bot, players, seed), log=log)
    return result, log.getvalue()


def test_same_seed_same_game_move_for_move():
    first, log_a = logged(bot="greedy", seed=4)
    second, log_b = logged(bot="greedy", seed=4)
    assert log_a == log_b and asdict(first) == asdict(second)
    assert logged(bot="greedy", seed=5)[1] != log_a


def test_replay_of_a_log_reaches_the_same_end():
    result, log = logged(players=3, seed=2)
    again = replay(spec_game(3, 2, {}), log.splitlines())
    assert asdict(again) == asdict(result)
    assert result.acted_as  # cards acted as others in this game, and did the same in the replay


def test_a_stopped_game_replays_to_the_same_stopped_state():
    log = io.StringIO()
    stopped = play(spec_game(2, 3, {}), bots("random", 2, 3), log=log, max_decisions=100)
    again = replay(spec_game(2, 3, {}), log.getvalue().splitlines())
    assert not stopped.finished and not again.finished
    assert (again.scores, again.decisions, again.rounds) == (stopped.scores, stopped.decisions, stopped.rounds)


def test_replay_refuses_a_log_that_does_not_fit():
    _, log = logged(seed=2)
    lines = log.splitlines()
    entry = json.loads(lines[10])
    entry["choice"] = (entry["choice"] + 1) % len(entry["options"])
    tampered = lines[:10] + [json.dumps(entry)] + lines[11:]
    with pytest.raises(ValueError, match="log line"):
        replay(spec_game(2, 2, {}), tampered)
    short = replay(spec_game(2, 2, {}), lines[:-1])
    assert not short.finished and "ends before" in short.message


def test_clone_is_independent_and_plays_on_identically():
    game = spec_game(2, 7, {})
    random_bots = [RandomBot(1), RandomBot(2)]
    for _ in range(60):
        game.apply(random_bots[game.decision().player].choose(game, game.decision()))
    copy = game.clone()
    before = json.dumps(game.summary())
    play(copy, [RandomBot(3), RandomBot(4)])
    assert json.dumps(game.summary()) == before
    twin = game.clone()
    assert asdict(play(game, [RandomBot(5), RandomBot(6)])) == asdict(play(twin, [RandomBot(5), RandomBot(6)]))


def test_random_bot_uses_its_own_stream():
    decision = Decision(0, "x", tuple(range(10)))
    assert [RandomBot(9).choose(None, decision) for _ in range(3)] == [RandomBot(9).choose(None, decision)] * 3
    bot = RandomBot(9)
    picks = [bot.choose(None, decision) for _ in range(200)]
    assert set(picks) == set(range(10))


def test_greedy_finishes_and_outscores_random():
    wins = 0
    for seed in range(6):
        game = spec_game(2, seed, {})
        result = play(game, [BOTS["greedy"](seed, "eotn"), RandomBot(seed)])
        assert result.finished, result.message
        wins += 0 in result.winners
    assert wins >= 5


def test_greedy_needs_a_system_with_a_greedy_bot():
    with pytest.raises(ValueError, match="no greedy bot for the game system 'no-such-game'"):
        BOTS["greedy"](1, "no-such-game")


class _Endless:
    """A game that never ends, or whose engine gives up with Runaway."""

    seed = 0

    def __init__(self, give_up_after=None):
        self.applied, self.give_up_after = 0, give_up_after

    def decision(self):
        return Decision(0, "spin", ("a", "b"))

    def apply(self, index):
        self.applied += 1
        if self.applied == self.give_up_after:
            raise Runaway("runaway: the effects loop (card x/y)")

    def result(self):
        return GameResult(0, ["x"], [0], [0], 1, self.applied, True)

    def summary(self):
        return {}


def test_play_stops_a_runaway_game():
    result = play(_Endless(), [RandomBot(1)], max_decisions=50)
    assert not result.finished and "runaway" in result.message and "50" in result.message
    result = play(_Endless(give_up_after=7), [RandomBot(1)])
    assert not result.finished and "card x/y" in result.message


def test_card_statistics_count_what_happened():
    result, _ = logged(bot="greedy", seed=3)
    totals = {k: sum(v[k] for v in result.cards.values()) for k in ("drawn", "kept", "built", "played")}
    assert totals["drawn"] >= totals["kept"] > 0 and totals["built"] > 0
    assert all(key.startswith(("clan-0/", "clan-1/", "test-isles/")) for key in result.cards)


PER_CARD = ("cards", "acted_as", "ratings", "points")  # per-card records and game ratings: not part of a golden file


def ending(result) -> dict:
    """What a golden file holds: the result without its per-card records."""
    return {k: v for k, v in asdict(result).items() if k not in PER_CARD}


@pytest.mark.parametrize("name", sorted(SPECS))
def test_golden_replay(name):
    players, bot, seed, options = SPECS[name]
    expected = json.loads((GOLDEN / f"{name}.json").read_text())
    lines = (GOLDEN / f"{name}.jsonl").read_text().splitlines()
    result = replay(spec_game(players, seed, options), lines)
    assert ending(result) == expected


def regenerate() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name, (players, bot, seed, options) in SPECS.items():
        result, log = logged(players, bot, seed, options)
        assert result.finished, result.message
        (GOLDEN / f"{name}.jsonl").write_text(log)
        summary = ending(result)
        (GOLDEN / f"{name}.json").write_text(json.dumps(summary, indent=1) + "\n")
        print(name, summary)


if __name__ == "__main__" and "--regenerate" in sys.argv:
    regenerate()

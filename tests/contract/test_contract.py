"""The contract every game system's engine keeps, checked the same way for every system (and the
toy system of docs/contributing.md): clones are independent, a seed fixes the game, a log
replays to the same result, options are never empty and distinct, summaries are JSON, and random
play ends."""

from __future__ import annotations

import io
import json

import pytest

from deckwright.engine.bots import RandomBot
from deckwright.engine.core import play, replay
from deckwright.systems import all_systems
from tests.contract import toy_game

SYSTEMS = [s for s in all_systems().values() if "new_game" in s.hooks] + [toy_game.SYSTEM]
IDS = [s.name for s in SYSTEMS]


def _players(system) -> list[int]:
    low, high = system.players
    return sorted({low, high})


def _played(system, seed: int, players: int) -> tuple[object, str]:
    game = system.hook("sample_game")(seed, players)
    log = io.StringIO()
    result = play(game, [RandomBot(seed * 7 + seat) for seat in range(players)], log)
    return result, log.getvalue()


def test_every_system_with_an_engine_has_a_sample_game():
    for system in SYSTEMS:
        assert system.hook("sample_game") is not None, system.name


@pytest.mark.parametrize("system", SYSTEMS, ids=IDS)
def test_the_same_seed_gives_the_same_log_and_a_replay_the_same_result(system):
    for players in _players(system):
        first, log = _played(system, 11, players)
        second, again = _played(system, 11, players)
        assert log == again and first == second
        replayed = replay(system.hook("sample_game")(11, players), log.splitlines())
        assert replayed == first


@pytest.mark.parametrize("system", SYSTEMS, ids=IDS)
def test_a_clone_is_independent_of_its_original(system):
    game = system.hook("sample_game")(5, _players(system)[0])
    bot = RandomBot(5)
    for _ in range(30):  # somewhere into the game
        decision = game.decision()
        if decision is None:
            break
        game.apply(bot.choose(game, decision))
    before, decision = json.dumps(game.summary(), sort_keys=True), game.decision()
    copy = game.clone()
    other = RandomBot(6)
    while (asked := copy.decision()) is not None:
        copy.apply(other.choose(copy, asked))
    assert json.dumps(game.summary(), sort_keys=True) == before
    assert game.decision() == decision


@pytest.mark.parametrize("system", SYSTEMS, ids=IDS)
def test_options_are_never_empty_and_distinct_and_summaries_are_json(system):
    for players in _players(system):
        game = system.hook("sample_game")(3, players)
        bot = RandomBot(3)
        while (decision := game.decision()) is not None:
            texts = [str(option) for option in decision.options]
            assert texts and len(set(texts)) == len(texts), decision
            summary = game.summary()
            assert json.loads(json.dumps(summary)) == summary
            game.apply(bot.choose(game, decision))


@pytest.mark.parametrize("system", SYSTEMS, ids=IDS)
def test_random_play_of_many_games_ends(system):
    for seed in range(20):
        result, _ = _played(system, 100 + seed, _players(system)[seed % len(_players(system))])
        assert result.finished, result.message

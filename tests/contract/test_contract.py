"""The contract every game system's engine keeps, checked the same way for every system (and the
toy system of docs/contributing.md): clones are independent, a seed fixes the game, a log
replays to the same result, options are never empty and distinct, summaries are JSON, and random
play ends."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from deckwright.engine.core import play, replay
from deckwright.engine.policies import RandomBot
from deckwright.game import Decision
from deckwright.paths import data_dir
from deckwright.play.arena import Arena, ArenaError, SeatEntrant, table_content, with_variants
from deckwright.play.runner import Setup
from deckwright.systems import Seat, System, all_systems
from deckwright.systems.contract import VariantError
from deckwright.validator import validate_paths
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


def test_every_system_with_an_engine_has_a_sample_game_and_declares_its_decisions():
    for system in SYSTEMS:
        assert system.hook("sample_game") is not None, system.name
        assert system.decisions(), system.name


@pytest.mark.slow
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
def test_options_are_never_empty_and_distinct_their_kind_declared_and_summaries_are_json(system):
    declared = system.decisions()
    for players in _players(system):
        game = system.hook("sample_game")(3, players)
        bot = RandomBot(3)
        while (decision := game.decision()) is not None:
            texts = [str(option) for option in decision.options]
            assert texts and len(set(texts)) == len(texts), decision
            assert decision.kind in declared, decision
            summary = game.summary()
            assert json.loads(json.dumps(summary)) == summary
            game.apply(bot.choose(game, decision))


@pytest.mark.slow
@pytest.mark.parametrize("system", SYSTEMS, ids=IDS)
def test_random_play_of_many_games_ends(system):
    for seed in range(20):
        result, _ = _played(system, 100 + seed, _players(system)[seed % len(_players(system))])
        assert result.finished, result.message


@pytest.mark.parametrize("system", [s for s in SYSTEMS if "greedy_bot" in s.hooks], ids=lambda s: s.name)
def test_the_greedy_bot_refuses_an_undeclared_kind(system):
    game = system.hook("sample_game")(1, _players(system)[0])
    with pytest.raises(ValueError, match="undeclared decision kind 'bribe'"):
        system.hook("greedy_bot")(1).choose(game, Decision(0, "bribe", (("a",), ("b",))))


@pytest.mark.parametrize("system", [s for s in SYSTEMS if s is not toy_game.SYSTEM], ids=lambda s: s.name)
def test_the_docs_list_every_declared_kind_with_its_options(system):
    text = (Path(__file__).resolve().parents[2] / "docs" / "play.md").read_text("utf-8")
    section = text.split(f"## Decisions the {system.title} engine asks", 1)[1].split("\n## ", 1)[0]
    rows = {line for line in section.splitlines() if line.startswith("| `")}
    expected = {
        f"| `{kind}` | `{declared.options.replace('|', chr(92) + '|')}` | {declared.meaning} |"
        for kind, declared in system.decisions().items()
    }
    assert rows == expected


VARIED = [s for s in SYSTEMS if s.variants]


def _entrants(system) -> list:
    """The system's shipped entrants, or anonymous ones where seats play no content of their own."""
    if system.seat.content is None:
        return [SeatEntrant(f"seat {n}") for n in range(system.players[1])]
    shipped = validate_paths([data_dir("cards") / system.name])
    return system.hook("play_content")([(v.doc, v.content) for v in shipped.documents if not v.errors])[0]


@pytest.mark.slow
@pytest.mark.parametrize("system", VARIED, ids=[s.name for s in VARIED])
def test_every_offered_variant_gives_keywords_new_game_takes(system):
    low, high = system.players
    for name in system.variants:
        made = 0
        for players in range(low, high + 1):
            try:
                keywords = system.hook("variant_keywords")([name], players)
            except VariantError as exc:
                assert str(exc), (system.name, name, players)
                continue
            game = system.hook("new_game")(_entrants(system)[:players], 3, **keywords)
            made += game.decision() is not None
        assert made, f"{system.name}: variant {name!r} applies at no player count"


def _toy_arena() -> Arena:
    seats = tuple(SeatEntrant(f"seat {n}") for n in range(1, 4))
    setup = Setup(seats, toy_game.new_game, lambda name, seed: RandomBot(seed))
    return Arena(toy_game.SYSTEM, setup, [0], [1, 2], {}, [])


def test_the_toy_shows_a_named_variant_from_name_to_game():
    arena = with_variants(_toy_arena(), ["long", "long"], 2)
    assert arena.variants == ("long",) and table_content(arena) == {}
    game = arena.setup.new_game(list(arena.setup.entrants[:2]), seed=4)
    result = play(game, [RandomBot(1), RandomBot(2)])
    assert (result.rounds, result.decisions) == (6, 12)
    assert with_variants(_toy_arena(), [], 2).setup.new_game is toy_game.new_game
    with pytest.raises(ArenaError, match="Two-card toy has no rule variant 'short'; choose from: long"):
        with_variants(_toy_arena(), ["long", "short"], 2)


def test_a_system_with_variants_must_map_them():
    with pytest.raises(ValueError, match="rule variants need a variant_keywords hook"):
        System("x", "X", {}, (2, 4), Seat(None), variants={"long": "six rounds"})

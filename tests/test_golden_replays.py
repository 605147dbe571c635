"""A golden replay for every registered system with an engine, by construction: a seeded game of
the system's ``sample_game`` (the fewest seats it allows, at least two), played by its greedy bot
(random where it has none), is logged in ``golden/<system>.jsonl`` with its ending in
``golden/<system>.json``; the log must replay on a fresh sample game to that ending, and its
transcript (``play/transcript.py``, in English, with the shipped cards' rules text) must equal
``golden/<system>.txt``. A new system fails here until its files are made. Regenerate them after
an intended rules or content change with
``.venv/bin/python -m tests.test_golden_replays --regenerate [SYSTEM ...]`` and say why in the commit.
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
from deckwright.game import GameResult
from deckwright.systems import System, all_systems

GOLDEN = Path(__file__).parent / "golden"
SEED = 1
PER_CARD = ("cards", "acted_as", "ratings", "points")  # per-card records and game ratings: not golden


def engines() -> list[str]:
    return sorted(name for name, system in all_systems().items() if "sample_game" in system.hooks)


def seats(system: System) -> int:
    low, high = system.players
    return min(max(2, low), high)


def sample(system: System):
    return system.hook("sample_game")(SEED, seats(system))


def ending(result: GameResult) -> dict:
    """What a golden file holds: the result without its per-card records."""
    return {k: v for k, v in asdict(result).items() if k not in PER_CARD}


def logged(system: System) -> tuple[GameResult, str]:
    bot = "greedy" if "greedy" in system.bots else "random"
    log = io.StringIO()
    result = play(sample(system), [BOTS[bot](SEED * 10 + seat, system.name) for seat in range(seats(system))], log=log)
    return result, log.getvalue()


@pytest.mark.slow
@pytest.mark.parametrize("name", engines())
def test_golden_replay(name):
    log, expected = GOLDEN / f"{name}.jsonl", GOLDEN / f"{name}.json"
    assert log.is_file() and expected.is_file(), f"no golden replay of {name}: run python -m {__name__} --regenerate"
    result = replay(sample(all_systems()[name]), log.read_text("utf-8").splitlines())
    assert result.finished and ending(result) == json.loads(expected.read_text("utf-8"))


def told(name: str) -> str:
    """The transcript of the golden log, as ``replay --transcript`` prints it (seats by entrant id)."""
    from deckwright.play.transcript import teller, transcript

    system = all_systems()[name]
    choices = [json.loads(line)["choice"] for line in (GOLDEN / f"{name}.jsonl").read_text("utf-8").splitlines()]
    seats = sample(system).result().players
    return "\n".join(transcript(sample(system), choices, teller(system, seats, [], "en"))) + "\n"


@pytest.mark.slow
@pytest.mark.parametrize("name", engines())
def test_golden_transcript(name):
    expected = GOLDEN / f"{name}.txt"
    assert expected.is_file(), f"no golden transcript of {name}: run python -m {__name__} --regenerate"
    assert told(name) == expected.read_text("utf-8")


def regenerate(names: list[str]) -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name in names or engines():
        result, log = logged(all_systems()[name])
        assert result.finished, result.message
        (GOLDEN / f"{name}.jsonl").write_text(log, "utf-8")
        (GOLDEN / f"{name}.json").write_text(json.dumps(ending(result), indent=1) + "\n", "utf-8")
        (GOLDEN / f"{name}.txt").write_text(told(name), "utf-8")
        print(name, ending(result))


if __name__ == "__main__" and "--regenerate" in sys.argv:
    regenerate([a for a in sys.argv[1:] if a != "--regenerate"])

"""Golden replays of 1, 2 and 4 seats (a regression net, not rule tests): each logged game
replays decision by decision to the recorded end.

Regenerate after an intended rules change with
``.venv/bin/python -m tests.engine.is2014.test_replay --regenerate`` and say why in the commit.
"""

from __future__ import annotations

import io
import json
import sys
from dataclasses import asdict
from pathlib import Path

import pytest

from deckwright.engine.core import play, replay
from deckwright.engine.is2014.greedy import GreedyBot
from deckwright.engine.is2014.hooks import new_game, shipped_factions
from deckwright.engine.is2014.state import Variants
from deckwright.engine.policies import RandomBot

GOLDEN = Path(__file__).parent / "golden"
SPECS = {  # name -> (factions by index, bot, seed, variants)
    "solo-greedy": ((3,), GreedyBot, 4, {}),
    "two-greedy": ((0, 3), GreedyBot, 3, {}),
    "four-random-advanced": ((0, 1, 2, 3), RandomBot, 8, {"lookout": "advanced"}),
}


def spec_game(name: str):
    seats, _, seed, variants = SPECS[name]
    return new_game([shipped_factions()[i] for i in seats], seed, variants=Variants(**variants))


def logged(name: str):
    seats, bot, seed, _ = SPECS[name]
    log = io.StringIO()
    result = play(spec_game(name), [bot(seed * 10 + s) for s in range(len(seats))], log=log)
    return result, log.getvalue()


def _ending(result) -> dict:
    return {k: v for k, v in asdict(result).items() if k not in ("cards", "acted_as", "points")}  # no per-card records


@pytest.mark.parametrize("name", sorted(SPECS))
def test_golden_replay(name):
    expected = json.loads((GOLDEN / f"{name}.json").read_text("utf-8"))
    lines = (GOLDEN / f"{name}.jsonl").read_text("utf-8").splitlines()
    assert _ending(replay(spec_game(name), lines)) == expected


def regenerate() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name in SPECS:
        result, log = logged(name)
        (GOLDEN / f"{name}.jsonl").write_text(log, "utf-8")
        (GOLDEN / f"{name}.json").write_text(json.dumps(_ending(result), indent=1) + "\n", "utf-8")


if __name__ == "__main__" and "--regenerate" in sys.argv:
    regenerate()

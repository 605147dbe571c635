"""``bench/kb_fit.py`` runs: a few games print a weight per part of Kingdom Builder's estimate and
the residual spread per fifth of the game, so that the script cannot rot (the figures themselves
are the bench's, never asserted here)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from deckwright.engine.kb.estimate import WEIGHTS

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_it_prints_a_weight_per_part_and_the_spread_left_per_fifth():
    done = subprocess.run(
        [sys.executable, "bench/kb_fit.py", "--games", "4", "--every", "5"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    lines = done.stdout.splitlines()
    assert re.fullmatch(r"kb \(4 greedy games, \d+ positions, \d+ s CPU\):", lines[0])
    for part, line in zip(WEIGHTS, lines[1:]):
        assert re.fullmatch(rf"  {part}: -?[\d.]+ \(shipped {WEIGHTS[part]}\)", line), line
    for fifth, line in enumerate(lines[1 + len(WEIGHTS) :], start=1):
        assert re.fullmatch(rf"  fifth {fifth}: residual spread of the final lead [\d.]+ gold", line), line
    assert len(lines) == 1 + len(WEIGHTS) + 5

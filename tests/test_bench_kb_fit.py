"""``bench/kb_fit.py`` runs: a few games print a weight per part of Kingdom Builder's estimate and
the residual spread per fifth of the game, so that the script cannot rot (the figures themselves
are the bench's, never asserted here)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from deckwright.engine.kb.estimate import WEIGHTS
from tests.bench_helpers import ROOT, bench_lines


@pytest.mark.slow
def test_it_prints_a_weight_per_part_and_the_spread_left_per_fifth():
    lines = bench_lines("kb_fit.py", "--games", "4", "--every", "5")
    assert re.fullmatch(r"kb \(4 greedy games, \d+ positions, \d+ s CPU\):", lines[0])
    for part, line in zip(WEIGHTS, lines[1:]):
        assert re.fullmatch(rf"  {part}: -?[\d.]+ \(shipped {WEIGHTS[part]}\)", line), line
    for fifth, line in enumerate(lines[1 + len(WEIGHTS) :], start=1):
        assert re.fullmatch(rf"  fifth {fifth}: residual spread of the final lead [\d.]+ gold", line), line
    assert len(lines) == 1 + len(WEIGHTS) + 5


def test_too_few_games_is_a_usage_error():
    done = subprocess.run([sys.executable, "bench/kb_fit.py", "--games", "0"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 2
    assert "--games needs at least 2 games to fit" in done.stderr and "Traceback" not in done.stderr

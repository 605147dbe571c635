"""``bench/estimate.py`` runs: a few games print one line per fifth of the game, so that the
script cannot rot (the figures themselves are the bench's, never asserted here)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from tests.bench_helpers import ROOT, bench_lines


@pytest.mark.slow
def test_it_prints_how_often_the_hook_foresees_the_leader_per_fifth_of_the_game():
    lines = bench_lines("estimate.py", "--games", "2", "--every", "10")
    assert re.fullmatch(r"is2014 \(2 greedy games, seed 1, \d+ s CPU\):", lines[0])
    for part, line in enumerate(lines[1:], start=1):
        assert re.fullmatch(rf"  fifth {part}: leader foreseen (\d+)/(\d+) = [\d.]+%, correlation -?[\d.]+", line), line
    assert len(lines) == 6


def test_an_unknown_system_is_a_usage_error():
    done = subprocess.run(
        [sys.executable, "bench/estimate.py", "--systems", "nosuch"], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 2
    assert "invalid choice: 'nosuch'" in done.stderr and "Traceback" not in done.stderr

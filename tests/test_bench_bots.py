"""``bench/bots.py`` runs: its quick mode plays every kind of game it measures, so that the script
cannot rot (the figures themselves are the bench's, never asserted here)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ROW = r"  (.+): cost \d+\.\dx greedy; vs greedy won [0-4]/4 = [\d.]+% \([\d.]+%-[\d.]+%\)"


def bench(*args: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "bench/bots.py", "--quick", *args], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return done.stdout.splitlines()


@pytest.mark.slow
def test_quick_mode_prints_cost_and_win_rates_per_system():
    lines = bench("--systems", "eotn", "kb", "--search-in", "eotn")
    assert lines[0] == "eotn (2 players, seed 1):"
    assert re.fullmatch(ROW + r"; vs search won [0-4]/4 = [\d.]+% \([\d.]+%-[\d.]+%\)", lines[1])
    assert lines[2] == "kb (2 players, seed 1):"
    assert re.fullmatch(ROW, lines[3])
    assert len(lines) == 4


@pytest.mark.slow
def test_the_curve_plays_each_budget():
    lines = bench(
        "--systems", "kb", "--search-in", "--curve", "--scales", "0.5", "2", "--budget", "rollouts=4", "depth=3"
    )
    budgets = [re.fullmatch(ROW, line).group(1) for line in lines[1:]]
    assert budgets == [
        "depth 3, halving False, rollouts 2, width 4",
        "depth 3, halving False, rollouts 8, width 4",
    ]

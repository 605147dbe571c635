"""``bench/bots.py`` runs: its quick mode plays every kind of game it measures, so that the script
cannot rot (the figures themselves are the bench's, never asserted here)."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAIN = r"    gain vs greedy over the first budget: [+-]\d+\.\d points \([+-][\d.]+ to [+-][\d.]+\), paired over 4 games"
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


def test_scaling_the_width_scales_the_rollouts_with_it():
    lines = bench(
        "--systems", "kb", "--search-in", "--curve", "--scaled", "width", "--scales", "0.5", "--budget", "depth=0"
    )
    budgets = [re.fullmatch(ROW, line).group(1) for line in lines[1:]]
    assert budgets == ["depth 0, halving False, rollouts 4, width 4"]  # the shipped 8 and 8, halved


@pytest.mark.slow
def test_the_curve_plays_each_budget():
    lines = bench(
        "--systems",
        "kb",
        "--search-in",
        "--curve",
        "--scales",
        "0.5",
        "2",
        "--budget",
        "rollouts=4",
        "depth=3",
        "width=4",
    )
    budgets = [re.fullmatch(ROW, line).group(1) for line in lines[1:] if not line.startswith("    ")]
    assert budgets == [
        "depth 3, halving False, rollouts 2, width 4",
        "depth 3, halving False, rollouts 8, width 4",
    ]
    # the second budget's gain over the first, on the same 4 games
    assert re.fullmatch(GAIN, lines[3])
    assert len(lines) == 4


def test_the_paired_gain_is_the_mean_difference_per_game_with_its_normal_interval(monkeypatch):
    """Per-game differences 0, 1, 0, 1: mean 0.5, sample variance 1/3, standard error
    sqrt(1/3 / 4) = 0.2887, half-width 1.96 x 0.2887 = 0.5658 (z = 1.959964)."""
    spec = importlib.util.spec_from_file_location("bench_bots", ROOT / "bench" / "bots.py")
    bots = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, bots)  # its dataclasses look their module up there
    spec.loader.exec_module(bots)
    gain, low, high = bots.paired_gain([1, 0, 1, 0], [1, 1, 1, 1])
    assert (gain, low, high) == pytest.approx((0.5, 0.5 - 0.5657929, 0.5 + 0.5657929), abs=1e-6)
    assert bots.paired_gain([1, 0], [1, 0]) == (0.0, 0.0, 0.0)  # the same games won: no gain, no spread
    with pytest.raises(ValueError):  # the budgets played different games
        bots.paired_gain([1, 0], [1])

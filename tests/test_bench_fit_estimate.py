"""``bench/fit_estimate.py`` runs: a few games print the module's weight and the fitted one per
feature, the errors of both and the tuple to paste, so that the script cannot rot (the figures
themselves are the bench's, never asserted here); its solver finds an exact fit exactly."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from deckwright.engine.is2014.greedy import ESTIMATE, FEATURES

ROOT = Path(__file__).resolve().parents[1]


def bench(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *args], cwd=cwd, capture_output=True, text=True)


@pytest.mark.slow
def test_it_prints_each_features_weight_before_and_after_the_fit():
    done = bench("bench/fit_estimate.py", "--games", "4", "--every", "10")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert re.fullmatch(r"is2014 \(4 greedy games, seed 1, \d+ positions, ridge 1.0\):", lines[0])
    for name, weight, line in zip(FEATURES, ESTIMATE, lines[1:], strict=False):
        assert re.fullmatch(rf"  {re.escape(name)} +{weight:6.3f} -> +-?[\d.]+", line), line
    errors = lines[1 + len(FEATURES) : 3 + len(FEATURES)]
    for seed, line in zip((1, 2), errors):
        assert re.fullmatch(
            rf"  mean squared error of the lead to come, seed {seed}: ESTIMATE [\d.]+, fitted [\d.]+", line
        )
    fitted = re.fullmatch(r"ESTIMATE = \((.*)\)", lines[3 + len(FEATURES)])
    assert fitted and len(fitted.group(1).split(", ")) == len(FEATURES)
    assert len(lines) == 5 + len(FEATURES)


def test_the_solver_finds_an_exact_fit():
    """Three positions that 2 x the first lead + 3 x the second explain exactly, no ridge."""
    code = "from fit_estimate import fit; print(fit([([1.0, 0.0], 2.0), ([0.0, 1.0], 3.0), ([1.0, 1.0], 5.0)], 0.0))"
    done = bench("-c", code, cwd=ROOT / "bench")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[2.0, 3.0]"


def test_the_solver_shrinks_with_a_ridge_and_gives_0_to_a_weight_no_row_moves():
    """One row x = 1, target 4: with ridge 1 the weight is 4 / (1 + 1); the second weight never
    appears in a row, so it is 0, not a division by zero."""
    code = "from least_squares import solve; print(solve([[1.0, 0.0]], [4.0], 1.0), solve([[1.0, 0.0]], [4.0]))"
    done = bench("-c", code, cwd=ROOT / "bench")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[2.0, 0.0] [4.0, 0.0]"


def test_no_games_is_a_usage_error():
    done = bench("bench/fit_estimate.py", "--games", "0")
    assert done.returncode == 2
    assert "--games and --every must be at least 1" in done.stderr and "Traceback" not in done.stderr

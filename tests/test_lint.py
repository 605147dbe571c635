"""The project's lint, format and type checks, run with the suite so that `.ci/run` keeps them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
@pytest.mark.parametrize(
    "command",
    [
        ["ruff", "check", "src", "tests", "bench"],
        ["ruff", "format", "--check", "src", "tests", "bench"],
        ["mypy"],
    ],
    ids=["ruff-check", "ruff-format", "mypy"],
)
def test_tool_passes(command):
    done = subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]

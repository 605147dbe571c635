"""Running a bench script as its docstring says, from the repository's root."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def bench_lines(script: str, *args: str) -> list[str]:
    """The lines ``bench/<script>`` prints with ``args`` (a non-zero exit fails the test)."""
    done = subprocess.run(
        [sys.executable, f"bench/{script}", *args], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return done.stdout.splitlines()

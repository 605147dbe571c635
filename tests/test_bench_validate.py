"""``bench/validate.py`` runs: its quick mode times every tool of every table (the copied clans
validate without a finding, each with its own id), so that the script cannot rot. The figures
themselves are the bench's, never asserted here."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def row(name: str, base: str, rate: bool = False) -> str:
    files = r" +\d+ files/s" if rate else ""
    return rf"  {re.escape(name)} +\d+\.\d{{3}} s{files} +\d+\.\d\dx {re.escape(base)}"


@pytest.mark.slow
def test_quick_mode_prints_each_tool_against_its_peer():
    done = subprocess.run(
        [sys.executable, "bench/validate.py", "--quick"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    lines = done.stdout.splitlines()
    patterns = [
        r"load average [\d.]+, [\d.]+, [\d.]+",
        re.escape("one file (veska.yaml), median of 1:"),
        row("deckwright validate", "check-jsonschema"),
        row("check-jsonschema", "check-jsonschema"),
        re.escape("start-up, median of 1:"),
        row("deckwright --help", "import click"),
        row("import click", "import click"),
        re.escape("10 clan files (330 cards), median of 1:"),
        row("deckwright validate", "check-jsonschema", rate=True),
        row("check-jsonschema", "check-jsonschema", rate=True),
        row("deckwright in-process", "check-jsonschema", rate=True),
        r"one file of 1\.91 MiB with 40,000 unknown keys, best of 1: \d+\.\d\d s \(limit 5 s\)",
    ]
    assert len(lines) == len(patterns), lines
    assert [bool(re.fullmatch(pattern, line)) for pattern, line in zip(patterns, lines)] == [True] * len(lines), lines

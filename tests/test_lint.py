"""The project's lint, format and type checks, run with the suite so that `.ci/run` keeps them."""

from __future__ import annotations

import os
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


@pytest.mark.slow
def test_a_hook_called_with_wrong_arguments_is_a_type_error(tmp_path):
    snippet = tmp_path / "wrong_hook_call.py"
    snippet.write_text(
        "from deckwright.systems import all_systems\n"
        "\n"
        "\n"
        "def entrants() -> list[object]:\n"
        '    content = all_systems()["eotn"].hook("play_content")\n'
        "    return content(3)[0] if content else []\n"
    )
    command = [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), str(snippet)]
    env = {**os.environ, "MYPYPATH": str(ROOT / "src")}
    done = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 1, done.stdout
    assert 'wrong_hook_call.py:6: error: Argument 1 to "__call__" of "PlayContent" has incompatible type' in done.stdout

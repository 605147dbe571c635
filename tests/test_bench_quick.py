"""Every benchmark script runs in the suite, in a quick mode, so that none can rot: a script of
``bench/`` with its own test file (``test_bench_<name>.py``) runs there; every other one takes
``--quick`` (``bench/quick.py``) and runs here with it. The figures themselves are the bench's, never asserted here."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = sorted(path for path in (ROOT / "bench").glob("*.py") if 'if __name__ == "__main__":' in path.read_text())
OWN_TEST = {path.stem for path in SCRIPTS if (Path(__file__).parent / f"test_bench_{path.stem}.py").exists()}
BROWSER = ("chromium", "chromedriver")  # bench/serve.py measures in a real browser


def test_every_script_has_the_quick_option_or_a_test_of_its_own():
    assert SCRIPTS, "no benchmark scripts found"
    shared = "from quick import parse_args"  # bench/quick.py: the --quick option
    assert [p.name for p in SCRIPTS if p.stem not in OWN_TEST and shared not in p.read_text()] == []


@pytest.mark.slow
@pytest.mark.parametrize("script", [p for p in SCRIPTS if p.stem not in OWN_TEST], ids=lambda p: p.name)
def test_the_quick_mode_runs_and_prints_figures(script):
    if script.stem == "serve" and not all(shutil.which(tool) for tool in BROWSER):
        pytest.skip("no Chromium and chromedriver on PATH (Debian: apt-get install chromium chromium-driver)")
    done = subprocess.run(
        [sys.executable, str(script), "--quick"], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert re.search(r"\d+\.\d+", done.stdout), done.stdout

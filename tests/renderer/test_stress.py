"""10 renders into one folder at once, 10 kills at seeded random moments: after each kill (taking
the folder's lock, so that no render is mid-write) every file under a final name is complete
(qpdf's check passes for every PDF) and matches the hash the manifest records for it, and one
more render leaves every file fresh and no temporary file."""

from __future__ import annotations

import hashlib
import json
import random
import subprocess
import sys
import time
from pathlib import Path

import pikepdf
import pytest

from deckwright.renderer.outdir import OutputFolder

ROOT = Path(__file__).resolve().parents[2]
RENDERS, KILLS, SEED = 10, 10, 7


def start(out: Path, variant: int) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.renderer.stress", str(out), str(variant)],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def check_folder(out: Path) -> dict:
    """Every PDF passes qpdf's check, every hash in the manifest is its file's; the manifest."""
    if not (out / ".deckwright-cache" / "manifest.json").exists():
        return {}
    manifest = json.loads((out / ".deckwright-cache" / "manifest.json").read_text())
    for name, entry in manifest.items():
        path = out / name
        if entry["sha256"] is not None and path.exists():
            assert hashlib.sha256(path.read_bytes()).hexdigest() == entry["sha256"], name
    for pdf in out.glob("*.pdf"):
        with pikepdf.Pdf.open(pdf) as document:
            assert document.check_pdf_syntax() == [], pdf.name
    return manifest


@pytest.mark.slow
def test_concurrent_renders_and_kills_leave_only_complete_files(tmp_path):
    out = tmp_path / "out"
    chance = random.Random(SEED)
    runs = [start(out, variant) for variant in range(RENDERS)]
    moments = sorted(chance.uniform(1.0, 8.0) for _ in range(KILLS))
    began = time.monotonic()
    for moment in moments:
        time.sleep(max(0.0, moment - (time.monotonic() - began)))
        running = [run for run in runs if run.poll() is None]
        if not running:
            break
        victim = chance.choice(running)
        victim.kill()
        victim.wait()
        with OutputFolder(out).locked():
            check_folder(out)
    for run in runs:
        _, err = run.communicate(timeout=120)
        assert run.returncode in (0, -9), err.decode()  # finished, or killed by the test
    assert any(run.returncode == -9 for run in runs)
    final = start(out, 0)
    _, err = final.communicate(timeout=120)
    assert final.returncode == 0, err.decode()
    manifest = check_folder(out)
    assert len(manifest) == 3 * (1 + 12 + 1)  # per deck: the PDF, 12 card PNGs, the back PNG
    assert all(entry["sha256"] is not None for entry in manifest.values())
    assert sorted(p.name for p in out.rglob("*.part")) == []

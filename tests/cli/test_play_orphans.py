"""A ``deckwright play`` killed with SIGKILL (no chance to stop its pool) leaves no worker behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from deckwright.paths import data_dir

VESKA = data_dir("cards") / "eotn" / "clans" / "veska.yaml"


def children(pid: int) -> set[int]:
    """The live (not zombie) processes whose parent is ``pid``."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            state, ppid = stat.rpartition(")")[2].split()[:2]
            if int(ppid) == pid and state != "Z":
                found.add(int(entry.name))
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_workers_end_with_a_killed_parent():
    script = "import sys; from deckwright.cli import main; sys.argv = ['deckwright'] + sys.argv[1:]; main()"
    parent = subprocess.Popen(
        [sys.executable, "-c", script, "play", str(VESKA), "--games", "100000", "--workers", "2"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    workers: set[int] = set()
    try:
        deadline = time.monotonic() + 60
        while len(workers := children(parent.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert len(workers) >= 2, "the workers never started"
        time.sleep(1.0)  # let them get into their games
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait()
        deadline = time.monotonic() + 5
        while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not any(alive(pid) for pid in workers)
    finally:
        parent.kill()
        for pid in filter(alive, workers):  # only when the test failed: do not leave them running
            os.kill(pid, signal.SIGKILL)

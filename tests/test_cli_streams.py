"""The command line as a process: closed stdout, a non-UTF-8 output encoding, a reader that stops early."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

DECKWRIGHT = str(Path(sys.executable).parent / "deckwright")


def test_closed_stdout_reports_on_stderr_and_keeps_the_exit_status(tmp_path):
    path = tmp_path / "clan.yaml"
    path.write_text("system: eotn\ncontent: clans\n", "utf-8")
    done = subprocess.run(
        ["bash", "-c", f'"{DECKWRIGHT}" validate "{path}" >&-'], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 1
    assert done.stderr == "deckwright: standard output is closed; only the exit status tells the result\n"


def test_latin1_output_escapes_what_it_cannot_encode(tmp_path):
    path = tmp_path / "clan.yaml"
    path.write_text("system: eotn\ncontent: Smörgås😀\n", "utf-8")
    done = subprocess.run(
        [DECKWRIGHT, "validate", str(path)],
        capture_output=True,
        timeout=120,
        env={**os.environ, "PYTHONIOENCODING": "latin-1"},
    )
    assert done.returncode == 1
    assert done.stderr == b""
    first = done.stdout.decode("latin-1").splitlines()[0]
    assert first == f"{path}:2:1: error[E-CONTENT]: unknown content 'Smörgås\\U0001f600'"


def test_reader_that_stops_early_ends_quietly(tmp_path):
    keys = "".join(f"unknown{i}: 1\n" for i in range(60))
    for n in range(20):  # about 300 KB of findings: more than a pipe holds
        (tmp_path / f"clan{n}.yaml").write_text("system: eotn\ncontent: clan\n" + keys, "utf-8")
    process = subprocess.Popen([DECKWRIGHT, "validate", str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout.read(10)
    process.stdout.close()
    stderr = process.stderr.read()
    assert process.wait(timeout=120) == 1
    assert stderr == b""

"""Validator cases as data: each file under ``cases/<system>/`` is a card file whose header says
what it must produce (``# expect: CODE LINE:COLUMN``, one line per finding); adding a file adds a
test. Every expected finding must be reported, and no other error. Every registered system has a
folder of cases, and every folder is a registered system's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from deckwright.findings import ERROR
from deckwright.systems import all_systems
from deckwright.validator import validate_paths

CASES = sorted((Path(__file__).parent / "cases").glob("*/*.yaml"))
EXPECT = re.compile(r"^# expect: (\S+) (\d+):(\d+)$", re.MULTILINE)


@pytest.mark.parametrize("case", CASES, ids=[f"{p.parent.name}/{p.stem}" for p in CASES])
def test_case(case):
    expected = {(code, int(line), int(column)) for code, line, column in EXPECT.findall(case.read_text("utf-8"))}
    assert expected, f"{case.name} says nothing it expects (# expect: CODE LINE:COLUMN)"
    findings = validate_paths([case]).findings
    found = {(f.code, f.line, f.column) for f in findings}
    errors = {(f.code, f.line, f.column) for f in findings if f.severity == ERROR}
    assert expected <= found
    assert errors <= expected


def test_each_system_has_its_folder_of_cases_and_no_folder_is_a_strangers():
    folders = {p.name for p in (Path(__file__).parent / "cases").iterdir() if p.is_dir()}
    assert folders == set(all_systems())
    assert all(any(p.parent.name == name for p in CASES) for name in all_systems())

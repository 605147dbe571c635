"""Fuzzing ``deckwright import``: random bytes as CSV or XLSX, and structured hostile sheets (odd
cells, ragged rows, duplicate and formula-like column names, damaged workbooks). Nothing may
raise: every run exits 0, 1 or 2, with well-formed findings that print safely, and writes only
``NAME.yaml``. Deterministic (``derandomize``) and bounded to a few seconds (issue 28).
"""

from __future__ import annotations

import csv
import io
import json
import tempfile
import zipfile
from pathlib import Path

import openpyxl
import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from deckwright.cli import cli
from tests.test_fuzz_loader import CODE, FUZZ, ODD_TEXT, RAW_CONTROL

KEYS = st.sampled_from(["id", "name", "system", "content", "deck", "copies", "goods", "=x", "+y", "", "id", "a.en"])
CELL = ODD_TEXT | st.sampled_from(["eotn", "clan", "set", "deck", "[", "{a: [", "wood:1 wood:2", "en=a|en=b", "1e999"])
ROWS = st.lists(st.lists(CELL, max_size=8), max_size=8)


def _import(name: str, raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        sheet, out = Path(folder) / name, Path(folder) / "out"
        sheet.write_bytes(raw)
        for fmt in ("text", "json"):
            result = CliRunner().invoke(cli, ["import", str(sheet), "--out", str(out), "--format", fmt, "--force"])
            assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
            assert result.exit_code in (0, 1, 2), result.output
            written = sorted(path.name for path in out.glob("*")) if out.exists() else []
            assert written == (["fuzz.yaml"] if result.exit_code == 0 else []), (written, result.output)
            if fmt == "text":
                assert not RAW_CONTROL.search(result.output.replace("\n", ""))
                continue
            findings = json.loads(result.output)
            assert result.output.isascii()
            assert (result.exit_code == 0) == all(finding["severity"] == "warning" for finding in findings)
            for finding in findings:
                assert CODE.match(finding["code"]) and finding["line"] >= 1 and finding["column"] >= 1
                assert finding["file"].startswith(str(sheet))


@FUZZ
@given(st.binary(max_size=400), st.sampled_from(["fuzz.csv", "fuzz.xlsx"]))
def test_random_bytes(raw, name):
    _import(name, raw)


@pytest.mark.slow
@FUZZ
@given(st.lists(KEYS, max_size=8), ROWS, st.sampled_from([",", ";", "\t"]))
def test_hostile_csv(header, rows, delimiter):
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter)
    writer.writerow(["list", *header])
    writer.writerows([["set", "eotn", "clan"], *rows])
    _import("fuzz.csv", out.getvalue().encode("utf-8", "surrogatepass"))


@pytest.mark.slow
@FUZZ
@given(
    st.dictionaries(
        st.sampled_from(["set", "deck", "types", "Sheet", "x" * 31]), st.tuples(st.lists(KEYS), ROWS), min_size=1
    ),
    st.integers(0, 400),
)
def test_hostile_workbook(tables, cut):
    book = openpyxl.Workbook()
    book.remove(book.active)
    for name, (header, rows) in tables.items():
        sheet = book.create_sheet(name)
        for row in [header, *rows]:
            sheet.append([_cell_safe(value) for value in row])
    raw = io.BytesIO()
    book.save(raw)
    _import("fuzz.xlsx", raw.getvalue())
    if cut:  # the same workbook with one member cut short: a damaged zip or damaged XML
        _import("fuzz.xlsx", _damaged(raw.getvalue(), cut))


def _cell_safe(value: str) -> str:
    """A text openpyxl will store (it refuses control characters in a cell)."""
    return "".join(ch if ch.isprintable() or ch in "\n" else "?" for ch in value)


def _damaged(raw: bytes, cut: int) -> bytes:
    with zipfile.ZipFile(io.BytesIO(raw)) as archive:
        members = {name: archive.read(name) for name in archive.namelist()}
    name = sorted(members)[cut % len(members)]
    members[name] = members[name][: cut % max(len(members[name]), 1)]
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for member, data in members.items():
            archive.writestr(member, data)
    return out.getvalue()

"""No exported cell starts like a formula (CSV or formula injection), and import reads such text
back as it was; control and bidi characters of a sheet are escaped when a finding shows them (issue 28)."""

import csv
import json

import openpyxl
import pytest

from deckwright.findings import ERROR, Finding
from deckwright.sheets.cells import FORMULA_START, decode, encode, inert, uninert
from deckwright.sheets.files import format_text, read, write
from deckwright.sheets.layout import build, tables

HOSTILE = ["+cmd|' /C calc'!A0", "-2+3", "@SUM(A1)", '=HYPERLINK("x")', "\t=1", "\r=1"]


@pytest.mark.parametrize("text", HOSTILE)
def test_a_text_starting_like_a_formula_is_written_as_json(text):
    cell = encode(text)
    assert cell == json.dumps(text, ensure_ascii=False) and not cell.startswith(FORMULA_START)
    assert decode(cell) == text


def test_numbers_stay_numbers():
    assert [encode(-1), encode(-0.5), encode({"vp": -1})] == ["-1", "-0.5", "vp:-1"]


@pytest.mark.parametrize("text", [*HOSTILE, "'=1", "''-1", "plain", "'quoted", ""])
def test_inert_marks_a_header_and_uninert_gives_it_back(text):
    assert not inert(text).startswith(FORMULA_START) and uninert(inert(text)) == text


_DATA = {
    "system": "eotn",
    "content": "clan",
    "id": "x",
    "name": HOSTILE[0],
    "deck": [{"id": f"card-{n}", "text": text, "=key": text} for n, text in enumerate(HOSTILE)],
}


def test_a_csv_file_holds_no_cell_that_starts_like_a_formula_and_reads_back_the_same(tmp_path):
    path = tmp_path / "hostile.csv"
    write(path, tables(_DATA, "eotn", "clan"))
    with path.open(encoding="utf-8", newline="") as file:
        cells = [cell for row in csv.reader(file) for cell in row]
    assert "'=key" in cells and "+cmd|' /C calc'!A0" not in cells
    assert [cell for cell in cells if cell.startswith(FORMULA_START)] == []
    built = build(read(path, path.name))
    assert built.findings == [] and built.data == _DATA


def test_a_workbook_holds_no_formula_and_reads_back_the_same(tmp_path):
    path = tmp_path / "hostile.xlsx"
    write(path, tables(_DATA, "eotn", "clan"))
    book = openpyxl.load_workbook(path)
    cells = [cell for sheet in book.worksheets for row in sheet.iter_rows() for cell in row]
    assert [cell.coordinate for cell in cells if cell.data_type == "f"] == []
    [key] = [cell for cell in cells if cell.value == "=key"]
    assert (key.data_type, key.quotePrefix) == ("s", True)  # a header: the key's own text, marked as text
    assert [cell.value for cell in cells if isinstance(cell.value, str) and cell.value.startswith(FORMULA_START)] == [
        "=key"
    ]
    built = build(read(path, path.name))
    assert built.findings == [] and built.data == _DATA


def test_a_finding_escapes_terminal_controls_and_bidi_characters_of_a_cell():
    name = "evil\x1b]0;owned\x07\u202eexe.txt"
    finding = Finding("book.csv", 2, 3, "E-SYNTAX", ERROR, f"'{name}' does not parse", f"see {name}", "", name)
    assert format_text(finding) == (
        "book.csv:2:3: error[E-SYNTAX]: 'evil\\x1b]0;owned\\x07\\u202eexe.txt' does not parse\n"
        "   cell | evil\\x1b]0;owned\\x07\\u202eexe.txt\n"
        "  hint: see evil\\x1b]0;owned\\x07\\u202eexe.txt"
    )

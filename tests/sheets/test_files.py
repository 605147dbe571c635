"""CSV files as spreadsheet programs save them: LibreOffice and Excel quote every text, write
booleans as TRUE/FALSE, and in many locales separate cells with ';' (or a tab), with a byte-order
mark and CRLF line ends."""

import pytest

from deckwright.loader import LoadError
from deckwright.sheets.files import read
from deckwright.sheets.layout import build

# dunmore.csv as LibreOffice Calc saves it with the field delimiter ';' (its default in most of Europe)
LIBREOFFICE = (
    '\ufeff"list";"system";"content";"id";"name";"kind";"also_field";"copies"\r\n'
    '"set";"eotn";"clan";"dunmore";"en=Dunmore|de=Dunmore";;;\r\n'
    '"deck";;;"berry-brambles";"en=Berry Brambles|de=Brombeerhecke";"field_upgrade";TRUE;1\r\n'
    '"deck";;;"oat-rig";"en=Oat Rig";"field";FALSE;2\r\n'
)
DATA = {
    "system": "eotn",
    "content": "clan",
    "id": "dunmore",
    "name": {"en": "Dunmore", "de": "Dunmore"},
    "deck": [
        {
            "id": "berry-brambles",
            "name": {"en": "Berry Brambles", "de": "Brombeerhecke"},
            "kind": "field_upgrade",
            "copies": 1,
            "also_field": True,
        },
        {"id": "oat-rig", "name": {"en": "Oat Rig"}, "kind": "field", "copies": 2, "also_field": False},
    ],
}


@pytest.mark.parametrize("delimiter", [";", "\t", ","])
def test_a_csv_saved_by_a_spreadsheet_program_reads_as_the_data(tmp_path, delimiter):
    sheet = tmp_path / "dunmore.csv"
    sheet.write_bytes(LIBREOFFICE.replace(";", delimiter).encode("utf-8"))
    built = build(read(sheet, "dunmore.csv"))
    assert built.findings == []
    assert built.data == DATA
    assert type(built.data["deck"][1]["also_field"]) is bool
    cell = built.cell("/deck/1/also_field")
    assert (cell.row, cell.column, cell.value) == (4, 7, "FALSE")


def test_a_cell_holding_the_other_delimiters_does_not_fool_the_detection(tmp_path):
    sheet = tmp_path / "dunmore.csv"
    sheet.write_text('list;id;name\nset;dunmore;"en=Dun, more|de=Dun\tmore"\n', "utf-8")
    assert build(read(sheet, "dunmore.csv")).data == {"id": "dunmore", "name": {"en": "Dun, more", "de": "Dun\tmore"}}


def test_a_header_without_list_names_the_missing_column_whatever_the_delimiter(tmp_path):
    sheet = tmp_path / "broken.csv"
    sheet.write_text("id;name\nfarm;Farm\n", "utf-8")
    with pytest.raises(LoadError) as raised:
        read(sheet, "broken.csv")
    finding = raised.value.finding
    assert (finding.line, finding.column, finding.code, finding.message) == (
        1,
        1,
        "E-MISSING-KEY",
        "the first column of the header is not 'list'",
    )

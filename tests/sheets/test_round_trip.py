"""Every shipped card file, of every system, exported to XLSX and CSV and imported back, has the same data."""

from pathlib import Path

import openpyxl
import pytest

from deckwright import yaml12
from deckwright.loader import discover, read_document
from deckwright.paths import data_dir
from deckwright.sheets.convert import export_file, import_sheet
from deckwright.sheets.files import read
from deckwright.sheets.layout import build, tables
from deckwright.systems import all_systems

SHIPPED, _ = discover([data_dir("cards")])


@pytest.mark.parametrize("fmt", ["xlsx", "csv"])
@pytest.mark.parametrize("path", [p for p, _ in SHIPPED], ids=[p.stem for p, _ in SHIPPED])
def test_shipped_file_round_trips(path, fmt, tmp_path):
    sheet = tmp_path / f"{path.stem}.{fmt}"
    assert export_file(path, str(path), sheet) is None
    outcome = import_sheet(sheet, str(sheet), tmp_path / "back" / f"{path.stem}.yaml")
    assert outcome.findings == []
    [written] = outcome.written
    back = yaml12.load(written.read_text("utf-8"))
    assert back == read_document(path).data  # the data, not the comments
    assert list(back) == list(read_document(path).data)  # keys in the schema's order, as the shipped files have them
    data = read_document(path).data
    modeline = written.read_text("utf-8").splitlines()[0]
    assert modeline.startswith("# yaml-language-server: $schema=")
    schema = all_systems()[data["system"]].schemas[data["content"]]
    assert (written.parent / modeline.partition("$schema=")[2]).resolve() == (data_dir("schema") / schema).resolve()
    assert [line.split(":")[0] for line in written.read_text("utf-8").splitlines()[3:5]] == ["system", "content"]


def test_the_set_and_each_list_of_items_is_a_table():
    data = read_document(data_dir("cards") / "eotn" / "clans" / "skarde.yaml").data
    found = tables(data, "eotn", "clan")
    assert list(found) == ["set", "types", "basic_fields", "deck"]
    assert found["set"][0] == [
        "system",
        "content",
        "id",
        "name",
        "faction",
        "difficulty",
        "description",
        "ships",
        "colour",
    ]
    assert found["basic_fields"][0] == ["id", "name", "kind", "type", "goods"]
    assert found["basic_fields"][1] == [
        "pine-slope",
        {"en": "Pine Slope", "de": "Kiefernhang"},
        "basic_field",
        "hall",
        {"wood": 2},
    ]
    assert len(found["deck"]) == 1 + len(data["deck"])


def test_the_documented_csv_example_reads_as_documented(tmp_path):
    doc = (Path(__file__).parents[2] / "docs" / "spreadsheets.md").read_text("utf-8")
    example = tmp_path / "example.csv"
    example.write_text(doc.split("```csv\n")[1].split("```")[0], "utf-8")
    built = build(read(example, "example.csv"))
    assert built.findings == []
    assert built.data["name"] == {"en": "The Skarde Clan", "de": "Der Skarde-Clan"}
    assert built.data["basic_fields"] == [
        {
            "id": "pine-slope",
            "name": {"en": "Pine Slope", "de": "Kiefernhang"},
            "kind": "basic_field",
            "type": "hall",
            "goods": {"wood": 2},
        }
    ]
    assert built.data["deck"][1]["abilities"] == [{"instant": [{"draw": 2}, {"discard": 1}]}]
    cell = built.cell("/deck/1/abilities")
    assert (cell.place, cell.row, cell.column) == ("example.csv", 6, 15)


def test_workbook_numbers_are_numbers_and_headers_stay_in_view(tmp_path):
    sheet = tmp_path / "skarde.xlsx"
    export_file(data_dir("cards") / "eotn" / "clans" / "skarde.yaml", "skarde.yaml", sheet)
    deck = openpyxl.load_workbook(sheet)["deck"]
    assert [c.value for c in deck[2]][:7] == [
        "cod-banks",
        "en=Cod Banks|de=Kabeljaubänke",
        "field",
        "longship",
        2,
        "SAIL",
        "fish:2",
    ]
    assert deck["E2"].data_type == "n" and deck["A1"].font.bold and deck.freeze_panes == "B2"
    assert deck.column_dimensions["A"].width == len("loot-counting-house") + 2  # the longest id
    assert deck.column_dimensions["H"].width == 50  # abilities: capped


def test_a_card_from_a_csv_grid_has_its_keys_in_schema_order(tmp_path):
    # the grid's header lists 'goods' (first used by a basic field) before 'copies'
    sheet = tmp_path / "skarde.csv"
    export_file(data_dir("cards") / "eotn" / "clans" / "skarde.yaml", "skarde.yaml", sheet)
    assert sheet.read_text("utf-8").index(",goods,") < sheet.read_text("utf-8").index(",copies,")
    [written] = import_sheet(sheet, "skarde.csv", tmp_path / "skarde.yaml").written
    deck = yaml12.load(written.read_text("utf-8"))["deck"]
    assert list(deck[0]) == ["id", "name", "kind", "type", "copies", "action", "goods"]

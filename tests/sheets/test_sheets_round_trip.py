"""Every shipped card file, of every system, exported to XLSX and CSV and imported back, has the same data."""

import pytest

from deckwright import yaml12
from deckwright.loader import discover, read_document
from deckwright.paths import data_dir
from deckwright.sheets.convert import export_file, import_sheet
from deckwright.sheets.layout import tables
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
    assert list(back) == list(read_document(path).data)  # top-level keys in the schema's order
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
    assert found["set"][0] == ["system", "content", "id", "name", "faction", "difficulty", "description", "ships",
                               "colour"]
    assert found["basic_fields"][0] == ["id", "name", "kind", "type", "goods"]
    assert found["basic_fields"][1] == ["pine-slope", {"en": "Pine Slope", "de": "Kiefernhang"}, "basic_field",
                                        "hall", {"wood": 2}]
    assert len(found["deck"]) == 1 + len(data["deck"])

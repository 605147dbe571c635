"""Every shipped card file, of every system, exported to XLSX and CSV and imported back, has the same data."""

from pathlib import Path

import openpyxl
import pytest

from deckwright import yaml12
from deckwright.loader import discover, read_document
from deckwright.paths import data_dir
from deckwright.sheets.cells import ABSENT, encode
from deckwright.sheets.convert import export_file, import_sheet
from deckwright.sheets.files import MAX_LIST, read
from deckwright.sheets.layout import build, choices, languages_apart, tables
from deckwright.systems import all_systems

SHIPPED, _ = discover([data_dir("cards")])


@pytest.mark.slow
@pytest.mark.parametrize("fmt", ["xlsx", "csv"])
@pytest.mark.parametrize("path", [p for p, _ in SHIPPED], ids=[p.stem for p, _ in SHIPPED])
def test_shipped_file_round_trips(path, fmt, tmp_path):
    sheet = tmp_path / f"{path.stem}.{fmt}"
    assert export_file(path, str(path), sheet) is None
    data = read_document(path).data
    schema = (
        tmp_path / "schema" / all_systems()[data["system"]].schemas[data["content"]]
    )  # as `deckwright schema` writes
    schema.parent.mkdir(parents=True)
    schema.write_text("{}", "utf-8")
    outcome = import_sheet(sheet, str(sheet), tmp_path / "back" / f"{path.stem}.yaml")
    assert outcome.findings == []
    [written] = outcome.written
    back = yaml12.load(written.read_text("utf-8"))
    assert back == read_document(path).data  # the data, not the comments
    assert list(back) == list(read_document(path).data)  # keys in the schema's order, as the shipped files have them
    modeline = written.read_text("utf-8").splitlines()[0]
    assert modeline.startswith("# yaml-language-server: $schema=")
    assert (written.parent / modeline.partition("$schema=")[2]).resolve() == schema.resolve()
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
    assert [c.value for c in deck[1]][:9] == [
        "id",
        "name.en",
        "name.de",
        "kind",
        "type",
        "copies",
        "action",
        "goods",
        "abilities",
    ]
    assert [c.value for c in deck[2]][:8] == [
        "cod-banks",
        "Cod Banks",
        "Kabeljaubänke",
        "field",
        "longship",
        2,
        "SAIL",
        "fish:2",
    ]
    assert deck["F2"].data_type == "n" and deck["A1"].font.bold and deck.freeze_panes == "B2"
    assert deck.column_dimensions["A"].width == len("loot-counting-house") + 2  # the longest id
    assert deck.column_dimensions["I"].width == 50  # abilities: capped


def test_workbook_has_a_filter_and_a_dropdown_for_each_enumerated_column(tmp_path):
    sheet = tmp_path / "skarde.xlsx"
    export_file(data_dir("cards") / "eotn" / "clans" / "skarde.yaml", "skarde.yaml", sheet)
    book = openpyxl.load_workbook(sheet)
    found = {
        name: (
            book[name].auto_filter.ref,
            [(str(v.sqref), v.formula1, v.errorStyle) for v in book[name].data_validations.dataValidation],
        )
        for name in book.sheetnames
    }
    kinds = '"location,field,field_upgrade,boost,basic_field"'
    assert found == {
        "set": ("A1:K2", []),
        "types": (
            "A1:D4",
            [
                (
                    "D2:D1048576",
                    '"axe,ship,house,tower,fish-hook,anvil,horn,shield,penguin,igloo,sled,drum,thistle,coin,mug,star"',
                    "warning",
                )
            ],
        ),
        "basic_fields": ("A1:F4", [("D2:D1048576", kinds, "warning")]),
        "deck": (
            "A1:O24",
            [
                ("D2:D1048576", kinds, "warning"),
                ("G2:G1048576", '"EXPLORE,POPULATE,CONSTRUCT,HARVEST,SAIL"', "warning"),
            ],
        ),
    }


@pytest.mark.parametrize("system", sorted(all_systems()))
def test_every_enumerated_column_fits_a_dropdown(system):
    for content in all_systems()[system].schemas:
        for columns in choices(system, content).values():
            for values in columns.values():
                assert len(",".join(encode(v) for v in values)) <= MAX_LIST and not any(
                    "," in encode(v) for v in values
                )


def test_each_system_has_dropdowns_where_its_cards_pick_from_a_list():
    found = {
        (system, content, table, column)
        for system in all_systems()
        for content in all_systems()[system].schemas
        for table, columns in choices(system, content).items()
        for column in columns
    }
    assert found == {
        ("eotn", "clan", "types", "icon"),
        ("eotn", "clan", "basic_fields", "kind"),
        ("eotn", "clan", "basic_fields", "action"),
        ("eotn", "clan", "deck", "kind"),
        ("eotn", "clan", "deck", "action"),
        ("eotn", "islands", "islands", "distance"),
        ("is2014", "faction", "deck", "kind"),
        ("is2014", "faction", "deck", "deal"),
        ("is2014", "common_deck", "cards", "kind"),
        ("is2014", "common_deck", "cards", "deal"),
        ("is2014", "attack_deck", "cards", "target"),
        ("kb", "tiles", "tiles", "action"),
        ("kb", "tiles", "tiles", "terrain"),
        ("kb", "tiles", "tiles", "adjacent"),
        ("northgard", "tiles", "tiles", "start"),
    }


def test_a_text_per_language_takes_one_column_per_language_and_comes_back_whole():
    rows = [["id", "name", "text"], ["a", {"en": "A", "de": "Ä"}, ABSENT], ["b", {"en": "B"}, {"en": "x"}]]
    assert languages_apart(rows) == [
        ["id", "name.en", "name.de", "text.en"],
        ["a", "A", "Ä", ABSENT],
        ["b", "B", ABSENT, "x"],
    ]


def test_a_column_of_texts_and_other_values_stays_one_column():
    rows = [["id", "name"], ["a", {"en": "A"}], ["b", "plain"]]
    assert languages_apart(rows) == rows


def test_a_card_from_a_csv_grid_has_its_keys_in_schema_order(tmp_path):
    # the grid's header lists 'goods' (first used by a basic field) before 'copies'
    sheet = tmp_path / "skarde.csv"
    export_file(data_dir("cards") / "eotn" / "clans" / "skarde.yaml", "skarde.yaml", sheet)
    assert sheet.read_text("utf-8").index(",goods,") < sheet.read_text("utf-8").index(",copies,")
    [written] = import_sheet(sheet, "skarde.csv", tmp_path / "skarde.yaml").written
    deck = yaml12.load(written.read_text("utf-8"))["deck"]
    assert list(deck[0]) == ["id", "name", "kind", "type", "copies", "action", "goods"]


def test_the_modeline_points_at_the_schema_folder_named_or_found_and_never_into_deckwright(tmp_path):
    sheet = tmp_path / "skarde.csv"
    export_file(data_dir("cards") / "eotn" / "clans" / "skarde.yaml", "skarde.yaml", sheet)

    def first_line(target, schemas=None):
        [written] = import_sheet(sheet, "skarde.csv", target, force=True, schemas=schemas).written
        return written.read_text("utf-8").splitlines()[0]

    assert first_line(tmp_path / "cards" / "clans" / "skarde.yaml") == "#"  # no schema folder: no modeline
    assert first_line(tmp_path / "cards" / "skarde.yaml", tmp_path / "mine") == (
        "# yaml-language-server: $schema=../mine/eotn/clan.schema.json"
    )
    (tmp_path / "schema" / "eotn").mkdir(parents=True)
    (tmp_path / "schema" / "eotn" / "clan.schema.json").write_text("{}", "utf-8")
    assert first_line(tmp_path / "cards" / "clans" / "skarde.yaml") == (
        "# yaml-language-server: $schema=../../schema/eotn/clan.schema.json"
    )

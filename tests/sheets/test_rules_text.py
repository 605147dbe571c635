"""The generated rules text beside the data in exported sheets (each system's ``rules_text``
hook), and import ignoring it."""

import csv

import openpyxl
from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.sheets.layout import RULES_TEXT

CARDS = data_dir("cards")


def export(path, out, fmt="xlsx"):
    result = CliRunner().invoke(cli, ["export", str(path), "--format", fmt, "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out


def column(book, sheet, name):
    """The values of the column headed ``name`` in ``sheet``, by the row's id (first column)."""
    rows = list(book[sheet].iter_rows(values_only=True))
    at = rows[0].index(name)
    return {row[rows[0].index("id")]: row[at] for row in rows[1:]}


def test_an_exported_clan_has_each_cards_printed_text_beside_it(tmp_path):
    book = openpyxl.load_workbook(export(CARDS / "eotn" / "clans" / "veska.yaml", tmp_path / "veska.xlsx"))
    texts = column(book, "deck", RULES_TEXT)
    assert texts["quick-study"] == "Instant: Draw 1 card."
    assert texts["rune-casting"] == "Instant: Search your Clan deck for “Runestone Circle”."
    assert RULES_TEXT not in next(book["set"].iter_rows(values_only=True))  # the clan itself prints no text


def test_kingdom_builder_tiles_and_goals_carry_their_text(tmp_path):
    tiles = openpyxl.load_workbook(export(CARDS / "kb" / "tiles.yaml", tmp_path / "tiles.xlsx"))
    assert column(tiles, "tiles", RULES_TEXT)["well"] == (
        "Build one settlement on a hex of your played terrain next to water, adjacent if possible. "
        "Take 1 gold when you use it."
    )
    goals = openpyxl.load_workbook(export(CARDS / "kb" / "goals.yaml", tmp_path / "goals.xlsx"))
    assert column(goals, "goals", RULES_TEXT)["foresters"] == "1 gold for every 2 of your settlements next to a forest."
    boards = openpyxl.load_workbook(export(CARDS / "kb" / "boards.yaml", tmp_path / "boards.xlsx"))
    assert all(RULES_TEXT not in next(sheet.iter_rows(values_only=True)) for sheet in boards.worksheets)


def test_a_northgard_clan_prints_its_power_and_initial_card_on_the_set_row(tmp_path):
    book = openpyxl.load_workbook(export(CARDS / "northgard" / "clans" / "elk.yaml", tmp_path / "elk.xlsx"))
    assert column(book, "set", RULES_TEXT)["elk"] == (
        "Your bear is recruited like a unit and is worth 3 [combat]; it never enters enemy land and eats "
        "nothing in winter.\nelk-herd-call: Recruit up to 2 units. Gain 1 [food]."
    )
    assert column(book, "upgrades", RULES_TEXT) == {
        "elk-antler-charge": "Move 2 times (combat: +2 [combat]).",
        "elk-winter-pasture": "Gain 3 [food]. (1 [fame])",
    }


def test_import_ignores_the_rules_text_even_when_edited(tmp_path):
    source = CARDS / "eotn" / "clans" / "veska.yaml"
    sheet = export(source, tmp_path / "veska.csv", "csv")
    rows = list(csv.reader(sheet.open(encoding="utf-8")))
    at = rows[0].index(RULES_TEXT)
    for row in rows[1:]:
        row[at] = "text a designer typed here"
    with sheet.open("w", encoding="utf-8", newline="") as out:
        csv.writer(out, lineterminator="\n").writerows(rows)
    result = CliRunner().invoke(cli, ["import", str(sheet), "--out", str(tmp_path / "back")])
    assert result.exit_code == 0, result.output
    assert read_document(tmp_path / "back" / "veska.yaml").data == read_document(source).data


def test_a_file_with_an_error_is_exported_without_rules_text(tmp_path):
    text = (CARDS / "eotn" / "clans" / "veska.yaml").read_text()
    broken = tmp_path / "veska.yaml"
    broken.write_text(text.replace("difficulty: 8", "difficulty: 0", 1))
    book = openpyxl.load_workbook(export(broken, tmp_path / "out.xlsx"))
    assert all(RULES_TEXT not in next(sheet.iter_rows(values_only=True)) for sheet in book.worksheets)


def test_in_csv_the_rules_text_is_the_last_column_too(tmp_path):
    path = export(CARDS / "northgard" / "clans" / "elk.yaml", tmp_path / "elk.csv", "csv")
    with path.open(newline="", encoding="utf-8") as file:
        header = next(csv.reader(file))
    assert header[-1] == RULES_TEXT and header.count(RULES_TEXT) == 1

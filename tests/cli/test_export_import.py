"""``deckwright export`` and ``deckwright import`` from the command line."""

import csv
import json

from click.testing import CliRunner

from deckwright import yaml12
from deckwright.cli import cli
from deckwright.paths import data_dir
from tests.renderer.northgard.helpers import VALUE, own_files

CARDS = data_dir("cards")
SKARDE = CARDS / "eotn" / "clans" / "skarde.yaml"


def invoke(*args):
    result = CliRunner().invoke(cli, [str(a) for a in args])
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


def test_export_a_folder_and_import_it_back(tmp_path):
    result = invoke("export", CARDS / "eotn", "--format", "csv", "--out", tmp_path / "sheets")
    assert result.exit_code == 0, result.output
    names = sorted(p.relative_to(tmp_path / "sheets").as_posix() for p in (tmp_path / "sheets").rglob("*.csv"))
    assert names == [
        "clans/dunmore.csv",
        "clans/skarde.csv",
        "clans/tjarn.csv",
        "clans/ukaliq.csv",
        "clans/veska.csv",
        "islands/northern-reaches.csv",
    ]
    result = invoke("import", *sorted((tmp_path / "sheets").rglob("*.csv")), "--out", tmp_path / "cards")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == "6 files checked: 0 errors, 0 warnings"
    assert invoke("validate", tmp_path / "cards").exit_code == 0


def test_export_of_the_shipped_tree_mirrors_its_folders(tmp_path):
    # two systems have a tiles.yaml: each sheet goes to its file's own folder
    result = invoke("export", CARDS, "--out", tmp_path / "sheets")
    assert result.exit_code == 0, result.output
    shipped = sorted(p.relative_to(CARDS).with_suffix(".xlsx").as_posix() for p in CARDS.rglob("*.yaml"))
    assert (
        sorted(p.relative_to(tmp_path / "sheets").as_posix() for p in (tmp_path / "sheets").rglob("*") if p.is_file())
        == shipped
    )
    assert "kb/tiles.xlsx" in shipped and "northgard/tiles.xlsx" in shipped
    assert result.output.splitlines()[-1] == f"{len(shipped)} files checked: 0 errors, 0 warnings"


def test_two_card_files_of_one_name_named_directly_are_refused_for_one_folder(tmp_path):
    result = invoke("export", CARDS / "kb" / "tiles.yaml", CARDS / "northgard" / "tiles.yaml", "--out", tmp_path)
    assert result.exit_code == 1
    assert f"another card file was just exported to {tmp_path / 'tiles.xlsx'}" in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tiles.xlsx"]


def test_export_to_one_file_and_refuse_to_overwrite(tmp_path):
    target = tmp_path / "mine.xlsx"
    assert invoke("export", SKARDE, "--out", target).exit_code == 0
    again = invoke("export", SKARDE, "--out", target)
    assert again.exit_code == 1 and f"error[E-EXISTS]: {target} exists already" in again.output
    assert invoke("export", SKARDE, "--out", target, "--force").exit_code == 0
    two = invoke("export", SKARDE, SKARDE.with_name("veska.yaml"), "--out", target)
    assert two.exit_code == 2 and "2 card files need a folder as --out, not a .xlsx file" in two.output


def test_import_never_overwrites_without_force(tmp_path):
    sheet = tmp_path / "skarde.xlsx"
    invoke("export", SKARDE, "--out", sheet)
    existing = tmp_path / "out" / "skarde.yaml"
    existing.parent.mkdir()
    existing.write_text("mine", "utf-8")
    result = invoke("import", sheet, "--out", tmp_path / "out")
    assert result.exit_code == 1 and existing.read_text("utf-8") == "mine"
    assert f"skarde.xlsx:1:1: error[E-EXISTS]: {existing} exists already" in result.output
    assert invoke("import", sheet, "--out", tmp_path / "out", "--force").exit_code == 0
    assert yaml12.load(existing.read_text("utf-8"))["id"] == "skarde"


def test_import_reports_json(tmp_path):
    sheet = tmp_path / "skarde.csv"
    invoke("export", SKARDE, "--format", "csv", "--out", sheet)
    sheet.write_text(sheet.read_text("utf-8").replace("set,eotn,clan,skarde", "set,eotn,clan,Skarde"), "utf-8")
    result = invoke("import", sheet, "--out", tmp_path / "out", "--format", "json")
    assert result.exit_code == 1
    [finding] = json.loads(result.output)
    assert (finding["line"], finding["column"], finding["code"], finding["pointer"]) == (2, 4, "E-VALUE", "/id")


def test_export_words_a_card_with_the_numbers_of_the_ruleset_exported_with_it(tmp_path):
    rules, cards, _ = own_files(tmp_path)
    assert invoke("export", cards, rules, "--format", "csv", "--out", tmp_path / "sheets").exit_code == 0
    rows = list(csv.DictReader((tmp_path / "sheets" / "cards.csv").open(encoding="utf-8")))
    pathfinders = next(row for row in rows if row["id"] == "pathfinders")
    assert pathfinders["(rules text)"] == f"Draw {VALUE} tiles and explore with one of them."
    alone = invoke("export", cards, "--format", "csv", "--out", tmp_path / "alone")
    assert alone.exit_code == 0  # exported, without the text: the shipped ruleset has no such amount
    assert "(rules text)" not in (tmp_path / "alone" / "cards.csv").read_text("utf-8")


def test_export_to_an_existing_file_as_a_folder_says_it_is_a_file(tmp_path):
    (tmp_path / "afile").write_text("mine")
    result = invoke("export", SKARDE, "--out", tmp_path / "afile")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        f"Error: --out {tmp_path / 'afile'} is a file, not a folder: give a folder (or a .xlsx file to export "
        "one card file)"
    )
    assert (tmp_path / "afile").read_text() == "mine"


def test_export_refuses_an_out_file_of_the_other_format(tmp_path):
    result = invoke("export", SKARDE, "--out", tmp_path / "out.xlsx", "--format", "csv")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        f"Error: --out {tmp_path / 'out.xlsx'} names a .xlsx file, but --format is csv: give --format xlsx, "
        "a .csv file or a folder"
    )
    assert list(tmp_path.iterdir()) == []

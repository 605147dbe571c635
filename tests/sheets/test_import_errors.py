"""A broken sheet gives findings located at its cells, with the validator's codes and hints, never a traceback."""

import zipfile

import openpyxl
import pytest

from deckwright.paths import data_dir
from deckwright.sheets.convert import export_file, import_sheet
from deckwright.sheets.files import format_text, location

SKARDE = data_dir("cards") / "eotn" / "clans" / "skarde.yaml"


def _exported(tmp_path, fmt):
    sheet = tmp_path / f"skarde.{fmt}"
    assert export_file(SKARDE, str(SKARDE), sheet) is None
    return sheet


def _broken_workbook(tmp_path, edit):
    book = openpyxl.load_workbook(_exported(tmp_path, "xlsx"))
    edit(book)
    broken = tmp_path / "broken.xlsx"
    book.save(broken)
    return broken


def _column(sheet, name):
    return next(cell.column for cell in sheet[1] if cell.value == name)


def _set(book, sheet, row, name, value):
    book[sheet].cell(row, _column(book[sheet], name)).value = value


def _import(tmp_path, sheet):
    out = tmp_path / "out"
    outcome = import_sheet(sheet, sheet.name, out / "broken.yaml")
    assert outcome.written == [] and not any(out.glob("*")) and not any(out.glob(".*"))
    return [(location(f), f.code, f.message, f.hint) for f in outcome.findings]


@pytest.mark.parametrize(
    "row, name, text, expected",
    [
        (
            3,
            "goods",
            "stone:1 wool:1",  # an unknown good
            (
                "broken.xlsx:deck!H3",
                "E-UNKNOWN-KEY",
                "unknown key 'wool' in 'goods' of card 'quarry-cliff'",
                "did you mean 'wood'?",
            ),
        ),
        (
            4,
            "copies",
            "two",  # a wrong type
            (
                "broken.xlsx:deck!F4",
                "E-TYPE",
                "'copies' of card 'herring-run' should be a whole number, not text ('two')",
                "How many copies are in the clan deck (1-3).",
            ),
        ),
        # malformed cell syntax; the boost would also lack its 'instant' ability, an echo that is not reported
        (
            9,
            "abilities",
            "[{instant: [{draw: 2}]",
            (
                "broken.xlsx:deck!I9",
                "E-SYNTAX",
                "the cell's YAML flow text does not parse: did not find expected ',' or '}'",
                "the cell syntax is in docs/spreadsheets.md",
            ),
        ),
    ],
)
def test_a_broken_cell_is_named(tmp_path, row, name, text, expected):
    broken = _broken_workbook(tmp_path, lambda book: _set(book, "deck", row, name, text))
    assert _import(tmp_path, broken) == [expected]


def test_missing_required_column(tmp_path):
    broken = _broken_workbook(
        tmp_path, lambda book: book["basic_fields"].delete_cols(_column(book["basic_fields"], "kind"))
    )
    hint = "The kind of card."
    assert _import(tmp_path, broken) == [
        (f"broken.xlsx:basic_fields!A{row}", "E-MISSING-KEY", f"card '{card}' is missing the required key 'kind'", hint)
        for row, card in ((2, "pine-slope"), (3, "barley-strip"), (4, "shingle-beach"))
    ]


def test_a_rule_check_finding_is_located_too(tmp_path):
    broken = _broken_workbook(tmp_path, lambda book: _set(book, "deck", 2, "copies", 3))
    found = _import(tmp_path, broken)
    assert found[0][:2] == ("broken.xlsx:deck!A1", "E-DECK-SIZE")
    assert found[0][2] == "deck has 31 cards, a clan deck has 30"


def test_misspelled_sheet_name(tmp_path):
    def rename(book):
        book["deck"].title = "decks"

    found = _import(tmp_path, _broken_workbook(tmp_path, rename))
    assert (
        "broken.xlsx:decks!A1",
        "E-UNKNOWN-KEY",
        "unknown key 'decks' in clan 'skarde'",
        "did you mean 'deck'?",
    ) in found
    assert [f[:2] for f in found if f[1] == "E-MISSING-KEY"] == [("broken.xlsx:set!A1", "E-MISSING-KEY")]


def test_sheet_structure_problems(tmp_path):
    def edit(book):
        types = book["types"]
        types.cell(1, 3).value = "id"  # the 'icon' column renamed to a second 'id'
        types.cell(2, 6).value = "spare"  # a value under no header
        book["set"].append(["eotn"])  # a second set row

    found = _import(tmp_path, _broken_workbook(tmp_path, edit))
    assert [f[:3] for f in found[:3]] == [
        ("broken.xlsx:set!A1", "E-SHEET", "the 'set' table holds 2 rows; it holds exactly one"),
        ("broken.xlsx:types!C1", "E-DUPLICATE-KEY", "the column 'id' appears twice"),
        ("broken.xlsx:types!F2", "E-SHEET", "a value in a column without a name"),
    ]


def test_csv_findings_are_line_and_column(tmp_path):
    sheet = _exported(tmp_path, "csv")
    lines = sheet.read_text("utf-8").splitlines()
    assert lines[9].startswith("deck,,,quarry-cliff,") and lines[0].split(",")[13] == "goods"
    lines[9] = lines[9].replace("stone:1 wood:1", "stone:1 wool:1")
    broken = tmp_path / "broken.csv"
    broken.write_text("\n".join(lines) + "\n", "utf-8")
    assert _import(tmp_path, broken) == [
        (
            "broken.csv:10:14",
            "E-UNKNOWN-KEY",
            "unknown key 'wool' in 'goods' of card 'quarry-cliff'",
            "did you mean 'wood'?",
        )
    ]


@pytest.mark.parametrize(
    "name, content, expected",
    [
        ("broken.xlsx", b"id,name\n", ("broken.xlsx:1:1", "E-SYNTAX")),
        ("broken.csv", b"id,name\nfarm,Farm\n", ("broken.csv:1:1", "E-MISSING-KEY")),
        ("broken.csv", b"list,id\n\xff\n", ("broken.csv:1:1", "E-ENCODING")),
        ("broken.csv", b"list,id\n,farm\n", ("broken.csv:2:1", "E-MISSING-KEY")),
        ("broken.csv", b"list,id\nset,x\n", ("broken.csv:2:1", "E-SYSTEM")),
    ],
)
def test_unreadable_sheets(tmp_path, name, content, expected):
    sheet = tmp_path / name
    sheet.write_bytes(content)
    assert [f[:2] for f in _import(tmp_path, sheet)] == [expected]


def test_text_output_names_the_cell_and_shows_it(tmp_path):
    broken = _broken_workbook(tmp_path, lambda book: _set(book, "deck", 4, "copies", "two"))
    [finding] = import_sheet(broken, "broken.xlsx", tmp_path / "out" / "broken.yaml").findings
    assert format_text(finding) == (
        "broken.xlsx:deck!F4: error[E-TYPE]: "
        "'copies' of card 'herring-run' should be a whole number, not text ('two')\n"
        "   cell | two\n"
        "  hint: How many copies are in the clan deck (1-3)."
    )


def test_a_zip_that_is_no_workbook(tmp_path):
    sheet = tmp_path / "broken.xlsx"
    with zipfile.ZipFile(sheet, "w") as archive:
        archive.writestr("[Content_Types].xml", "<not xml")
    [(where, code, message, hint)] = _import(tmp_path, sheet)  # the message quotes the XML parser's own words
    assert (where, code, hint) == (
        "broken.xlsx:1:1",
        "E-SYNTAX",
        "save the sheet as an Excel workbook (.xlsx) or as CSV (.csv)",
    )
    assert message.startswith("not a readable XLSX workbook (")


def test_an_out_folder_that_is_a_file(tmp_path):
    sheet = _exported(tmp_path, "csv")
    (tmp_path / "taken").write_text("", "utf-8")
    outcome = import_sheet(sheet, "skarde.csv", tmp_path / "taken" / "skarde.yaml")
    hint = "a parent of this path is a file; choose another folder"
    assert [(f.code, f.hint) for f in outcome.findings] == [("E-WRITE", hint)]
    assert (finding := export_file(SKARDE, "skarde.yaml", tmp_path / "taken" / "skarde.csv")) is not None
    assert (finding.code, finding.hint) == ("E-WRITE", hint)


def test_a_csv_finding_names_the_files_line_after_a_cell_of_two_lines(tmp_path):
    sheet = tmp_path / "elk.csv"
    elk = data_dir("cards") / "northgard" / "clans" / "elk.yaml"
    assert export_file(elk, str(elk), sheet) is None
    lines = sheet.read_text("utf-8").splitlines()
    assert lines[4].startswith("upgrades,,,elk-winter-pasture,")  # the set row's rules text spans lines 2 and 3
    lines[4] = lines[4].replace("[{gain: {food: 3}}]", "[{gain: {fod: 3}}]")
    broken = tmp_path / "broken.csv"
    broken.write_text("\n".join(lines) + "\n", "utf-8")
    assert [f[0] for f in _import(tmp_path, broken)] == ["broken.csv:5:9"]

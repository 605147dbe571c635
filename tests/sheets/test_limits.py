"""What ``import`` refuses before it reads or builds: not a regular file, past a limit (rows,
columns, cell size, file size, unpacked size), a NUL byte; each a finding that names the limit (issue 28)."""

import os
import re
import zipfile

import openpyxl
import pytest

from deckwright.loader import LoadError
from deckwright.sheets import files
from deckwright.sheets.files import MAX_CELL, MAX_COLUMNS, MAX_ROWS, location, read

SPLIT = "split the cards into several sheets (one per card file)"


def _refused(path):
    with pytest.raises(LoadError) as caught:
        read(path, path.name)
    [finding] = caught.value.findings
    return location(finding), finding.code, finding.message, finding.hint


def test_a_named_pipe_is_refused_before_it_is_opened(tmp_path):
    pipe = tmp_path / "sheet.csv"
    os.mkfifo(pipe)  # opening it for reading would wait for a writer forever
    assert _refused(pipe) == (
        "sheet.csv:1:1",
        "E-NOT-A-FILE",
        "this is a named pipe (FIFO), not a sheet",
        "point deckwright import at .xlsx or .csv files",
    )


@pytest.mark.parametrize("suffix", ["csv", "xlsx"])
def test_a_link_to_dev_zero_is_refused_before_it_is_read(tmp_path, suffix):
    link = tmp_path / f"sheet.{suffix}"
    link.symlink_to("/dev/zero")
    assert _refused(link)[1:3] == ("E-NOT-A-FILE", "this is a character device, not a sheet")


def test_a_file_over_the_size_limit(tmp_path):
    big = tmp_path / "big.csv"
    big.write_bytes(b"list,id\n" + b"x" * files.MAX_SHEET_BYTES)
    assert _refused(big) == ("big.csv:1:1", "E-TOO-LARGE", "the file is over 16 MiB; a sheet is at most 16 MiB", SPLIT)


def test_rows_past_the_limit(tmp_path):
    sheet = tmp_path / "rows.csv"
    sheet.write_text("list,id\n" + "deck,x\n" * MAX_ROWS, "utf-8")  # the header and MAX_ROWS rows
    assert _refused(sheet) == (
        "rows.csv:10001:1",
        "E-TOO-LARGE",
        "the sheet has more than 10,000 rows; a table has at most 10,000",
        SPLIT,
    )
    sheet.write_text("list,id\n" + "deck,x\n" * (MAX_ROWS - 1), "utf-8")
    assert len(read(sheet, "rows.csv")[0].rows) == MAX_ROWS


def test_columns_past_the_limit(tmp_path):
    sheet = tmp_path / "wide.csv"
    sheet.write_text("list" + "," * 100_000 + "\n", "utf-8")  # 100,001 empty columns took minutes
    assert _refused(sheet) == (
        "wide.csv:1:257",
        "E-TOO-LARGE",
        "the sheet has 100,001 columns; a sheet has at most 256",
        SPLIT,
    )
    sheet.write_text("list" + ",x" * (MAX_COLUMNS - 1) + "\nset" + ",1" * (MAX_COLUMNS - 1) + "\n", "utf-8")
    assert len(read(sheet, "wide.csv")[0].rows[0]) == MAX_COLUMNS - 1  # the list column is not a field


@pytest.mark.parametrize(
    "name,length,where,message",
    [
        ("long.csv", MAX_CELL + 1, "long.csv:2:2", "the cell holds 32,768 characters; a cell holds at most 32,767"),
        (  # past the csv module's own limit: too large, not a syntax error
            "longer.csv",
            200_000,
            "longer.csv:2:1",
            "a cell holds more than 131,072 characters; a cell holds at most 32,767",
        ),
    ],
)
def test_a_cell_past_the_limit(tmp_path, name, length, where, message):
    sheet = tmp_path / name
    sheet.write_text(f"list,name\nset,{'a' * length}\n", "utf-8")
    assert _refused(sheet) == (where, "E-TOO-LARGE", message, "shorten the text, or split it over several cards")


def test_a_cell_at_the_limit_is_read(tmp_path):
    sheet = tmp_path / "long.csv"
    sheet.write_text(f"list,name\nset,{'a' * MAX_CELL}\n", "utf-8")
    assert read(sheet, "long.csv")[0].rows[1][0].value == "a" * MAX_CELL


def test_a_nul_byte_in_a_csv_file(tmp_path):
    sheet = tmp_path / "nul.csv"
    sheet.write_bytes(b"list,system\nset,eo\0tn\n")
    assert _refused(sheet) == (
        "nul.csv:2:7",
        "E-ENCODING",
        "the file holds a NUL byte: it is not CSV text",
        "export the sheet again as 'CSV UTF-8'",
    )


def _workbook(tmp_path, edit):
    """A small workbook (two rows of two columns) whose zip members ``edit`` changes."""
    book = openpyxl.Workbook()
    book.active.title = "set"
    book.active.append(["system", "content"])
    book.active.append(["eotn", "clan"])
    book.save(tmp_path / "plain.xlsx")
    with zipfile.ZipFile(tmp_path / "plain.xlsx") as archive:
        members = {name: archive.read(name) for name in archive.namelist()}
    edit(members)
    path = tmp_path / "edited.xlsx"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return path


def test_a_dimension_claiming_the_whole_grid_reads_only_the_cells_there_are(tmp_path):
    def whole_grid(members):
        sheet = members["xl/worksheets/sheet1.xml"].decode()
        members["xl/worksheets/sheet1.xml"] = re.sub(
            r'<dimension ref="[^"]*"', '<dimension ref="A1:XFD1048576"', sheet
        ).encode()

    [table] = read(_workbook(tmp_path, whole_grid), "grid.xlsx")
    assert [[cell.value for cell in row] for row in table.rows] == [["system", "content"], ["eotn", "clan"]]


def test_a_zip_bomb_is_refused_by_its_stated_sizes_before_it_is_unpacked(tmp_path):
    def bomb(members):
        members["xl/sharedStrings.xml"] = b"<sst>" + b" " * files.MAX_UNPACKED + b"</sst>"

    path = _workbook(tmp_path, bomb)
    assert path.stat().st_size < 100_000
    with zipfile.ZipFile(path) as archive:
        unpacked = sum(member.file_size for member in archive.infolist())
    assert unpacked > files.MAX_UNPACKED
    message = f"the workbook unpacks to {unpacked:,} bytes; a sheet unpacks to at most 64 MiB"
    assert _refused(path) == ("edited.xlsx:1:1", "E-TOO-LARGE", message, SPLIT)

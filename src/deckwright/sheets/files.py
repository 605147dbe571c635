"""Reading and writing the two sheet formats: XLSX workbooks (through openpyxl) and CSV.

An XLSX workbook has one sheet per table, named like the table. A CSV file holds all tables in
one grid: its first column, ``list``, names the table of each row (``set`` for the row of the
file's own fields, else the list's key), and its header is every field of every table.
"""

from __future__ import annotations

import csv
import io
import re
import zipfile
from dataclasses import replace
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence

import openpyxl
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.datavalidation import DataValidation

from ..findings import ERROR, Finding, clip, printable
from ..loader import LoadError, Readable, read_regular
from ..safe_write import replacing
from .cells import ABSENT, FORMULA_START, encode, inert, native, uninert
from .layout import RULES_TEXT, Cell, Choices, Table, languages_apart

LIST = "list"
FORMATS = ("csv", "xlsx")
MAX_WIDTH = 50  # characters: a wider column (abilities, descriptions) is read in the cell's editor
MAX_LIST = 255  # characters: the longest list a workbook's dropdown holds in its formula
MAX_ROW = 1048576  # a workbook's last row: rows added below the cards get the dropdowns too


def location(finding: Finding) -> str:
    """``book.xlsx:Sheet!C12`` for a cell of a workbook, ``file.csv:12:3`` otherwise."""
    book, _, sheet = finding.file.rpartition(":")
    if book.lower().endswith(".xlsx") and sheet:
        return f"{finding.file}!{get_column_letter(max(finding.column, 1))}{finding.line}"
    return f"{finding.file}:{finding.line}:{finding.column}"


def format_text(finding: Finding) -> str:
    """``location: severity[CODE]: message``, then the cell's text and the hint; control and bidi
    characters a sheet holds are written as escapes (``findings.printable``)."""
    lines = [f"{location(finding)}: {finding.severity}[{finding.code}]: {finding.message}"]
    if finding.excerpt:
        lines.append(f"   cell | {finding.excerpt}")
    if finding.hint:
        lines.append(f"  hint: {finding.hint}")
    return "\n".join(printable(line) for line in lines)


def write(path: Path, tables: dict[str, list[list[Any]]], choices: Choices | None = None) -> None:
    """Write the tables as XLSX or CSV, by the suffix of ``path``; in a workbook, the columns of
    ``choices`` (table -> column -> values) get a dropdown of their values. The file is written
    under a temporary name and renamed (``safe_write``): a link at ``path`` is refused, and a
    failed write (a full disk) leaves what was there untouched; ``WriteRefused`` says why."""
    data = _xlsx_bytes(tables, choices or {}) if path.suffix.lower() == ".xlsx" else _csv_text(tables).encode("utf-8")
    with replacing(path) as file:
        file.write(data)


def _xlsx_bytes(tables: dict[str, list[list[Any]]], choices: Choices) -> bytes:
    """The workbook, built in memory: a failed write to disk then leaves no half-closed zip behind."""
    book = openpyxl.Workbook()
    book.remove(book.active)
    for name, rows in tables.items():
        sheet = book.create_sheet(name)
        rows = languages_apart(rows)
        sheet.append(rows[0])
        for cell in sheet[1]:
            if isinstance(cell.value, str) and cell.value.startswith(FORMULA_START):  # a key, not a formula
                cell.data_type, cell.quotePrefix = "s", True
        for row in rows[1:]:
            sheet.append([None if value is ABSENT else native(value) for value in row])
        for cell in sheet[1]:
            cell.font = Font(bold=True)
        for column in sheet.iter_cols():
            longest = max(len(str(cell.value)) for cell in column if cell.value is not None)
            sheet.column_dimensions[column[0].column_letter].width = min(longest + 2, MAX_WIDTH)
        sheet.freeze_panes = "B2"
        sheet.auto_filter.ref = sheet.dimensions
        for index, key in enumerate(rows[0], 1):
            if key in choices.get(name, {}):
                sheet.add_data_validation(_dropdown(choices[name][key], get_column_letter(index)))
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _dropdown(values: tuple[Any, ...], letter: str) -> DataValidation:
    """A list validation of the whole column below the header: a dropdown of the values, and a
    warning (which the user may dismiss: the validator has the last word) for any other value."""
    listed = ",".join(encode(value) for value in values)  # tests/sheets: every list of the schemas fits MAX_LIST
    rule = DataValidation(type="list", formula1=f'"{listed}"', allow_blank=True, errorStyle="warning")
    rule.add(f"{letter}2:{letter}{MAX_ROW}")
    return rule


def _csv_text(tables: dict[str, list[list[Any]]]) -> str:
    names = dict.fromkeys(name for rows in tables.values() for name in rows[0])
    header = [name for name in names if name != RULES_TEXT] + [RULES_TEXT] * (RULES_TEXT in names)  # last, as in XLSX
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([LIST, *map(inert, header)])
    for name, rows in tables.items():
        for row in rows[1:]:
            values = dict(zip(rows[0], row))
            writer.writerow(
                [name, *("" if values.get(key, ABSENT) is ABSENT else encode(values[key]) for key in header)]
            )
    return out.getvalue()


# Limits of a sheet `import` reads (docs/spreadsheets.md#limits): past one, the sheet is refused
# with an E-TOO-LARGE finding that names it, before the cells are built.
MAX_SHEET_BYTES = 16 * 1024 * 1024  # the file on disk, CSV or XLSX
MAX_UNPACKED = 64 * 1024 * 1024  # an XLSX workbook's members together, unpacked (as its zip says)
MAX_ROWS = 10_000  # rows of one table, the header and empty rows included
MAX_COLUMNS = 256  # columns up to the last one that holds a value
MAX_CELL = 32_767  # characters in one cell: a workbook's own limit
CELL_HINT = "shorten the text, or split it over several cards"
SHEET = Readable(
    "a sheet",
    MAX_SHEET_BYTES,
    "point deckwright import at .xlsx or .csv files",
    "split the cards into several sheets (one per card file)",
)


def read(path: Path, display: str) -> list[Table]:
    """The tables of a sheet file; ``LoadError`` with a finding when it cannot be read: not a
    regular file, not the format its name says, or past one of the limits above."""
    raw = read_regular(path, display, SHEET)
    if path.suffix.lower() == ".xlsx":
        return _read_xlsx(raw, display)
    return _read_csv(raw, display)


def _unreadable(display: str, code: str, message: str, hint: str) -> LoadError:
    return LoadError(Finding(display, 1, 1, code, ERROR, message, hint))


def _too_many_rows(place: str, line: int) -> LoadError:
    return _too_many(Cell(place, line, 1, None), f"more than {MAX_ROWS:,} rows; a table has at most {MAX_ROWS:,}")


def _too_many(cell: Cell, count: str) -> LoadError:
    return LoadError(
        Finding(cell.place, cell.row, cell.column, "E-TOO-LARGE", ERROR, f"the sheet has {count}", SHEET.smaller)
    )


def _checked(cells: list[Cell]) -> list[Cell]:
    """A row of cells as read, refused past ``MAX_COLUMNS`` or with a cell past ``MAX_CELL``."""
    if len(cells) > MAX_COLUMNS:
        raise _too_many(cells[MAX_COLUMNS], f"{len(cells):,} columns; a sheet has at most {MAX_COLUMNS}")
    for cell in cells:
        if isinstance(cell.value, str) and len(cell.value) > MAX_CELL:
            raise LoadError(
                Finding(
                    cell.place,
                    cell.row,
                    cell.column,
                    "E-TOO-LARGE",
                    ERROR,
                    f"the cell holds {len(cell.value):,} characters; a cell holds at most {MAX_CELL:,}",
                    CELL_HINT,
                    "",
                    clip(cell.value),
                )
            )
    return cells


def _rows(place: str, rows: Iterable[Sequence[Any]]) -> Iterator[list[Cell]]:
    """The rows as cells (trailing empty cells dropped), refused past ``MAX_ROWS``."""
    for number, values in enumerate(rows, 1):
        if number > MAX_ROWS:
            raise _too_many_rows(place, number)
        width = len(values)
        while width and values[width - 1] is None:
            width -= 1
        yield _checked([Cell(place, number, column, value) for column, value in enumerate(values[:width], 1)])


def _read_xlsx(raw: bytes, display: str) -> list[Table]:
    try:
        return _xlsx_tables(raw, display)
    except LoadError:
        raise
    except Exception as exc:  # noqa: BLE001 - a damaged workbook fails in openpyxl's zip, XML or cell parsing
        raise _unreadable(
            display,
            "E-SYNTAX",
            f"not a readable XLSX workbook ({exc})",
            "save the sheet as an Excel workbook (.xlsx) or as CSV (.csv)",
        ) from None


def _xlsx_tables(raw: bytes, display: str) -> list[Table]:
    unpacked = sum(member.file_size for member in zipfile.ZipFile(io.BytesIO(raw)).infolist())
    if unpacked > MAX_UNPACKED:  # a zip reads no more of a member than its stated size
        raise _unreadable(
            display,
            "E-TOO-LARGE",
            f"the workbook unpacks to {unpacked:,} bytes; a sheet unpacks to at most {MAX_UNPACKED // 1048576} MiB",
            SHEET.smaller,
        )
    book = openpyxl.load_workbook(io.BytesIO(raw), read_only=True, data_only=True)
    tables = []
    for sheet in book.worksheets:
        place = f"{display}:{sheet.title}"
        sheet.reset_dimensions()  # the stated dimension may claim the whole grid: read only the cells there are
        rows = list(_rows(place, sheet.iter_rows(values_only=True)))
        width = max((len(row) for row in rows), default=0)
        cells = [
            row + [Cell(place, r, c, None) for c in range(len(row) + 1, width + 1)] for r, row in enumerate(rows, 1)
        ]
        tables.append(Table(sheet.title, cells, Cell(place, 1, 1, cells[0][0].value if cells and cells[0] else None)))
    book.close()
    return tables


DELIMITERS = ",;\t"  # ',' as export writes; ';' or a tab as spreadsheet programs in many locales save


def _delimiter(text: str) -> str:
    """The delimiter that makes the header's first cell ``list``; ',' when none does (the header
    check then reports it). The header alone decides: a cell below may hold any of them."""
    first = re.split("[\r\n]", text, maxsplit=1)[:1]  # the header only: never split the whole file
    for delimiter in DELIMITERS:
        cells = next(csv.reader(first, delimiter=delimiter), [""])
        if len(cells) > 1 and cells[0].strip() == LIST:
            return delimiter
    return DELIMITERS[0]


def _read_csv(raw: bytes, display: str) -> list[Table]:
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise _unreadable(
            display, "E-ENCODING", "the file is not valid UTF-8", "export the sheet as 'CSV UTF-8'"
        ) from None
    if "\0" in text:
        before = text[: text.index("\0")]
        line, column = before.count("\n") + 1, len(before) - (before.rfind("\n") + 1) + 1
        raise LoadError(
            Finding(
                display,
                line,
                column,
                "E-ENCODING",
                ERROR,
                "the file holds a NUL byte: it is not CSV text",
                "export the sheet again as 'CSV UTF-8'",
            )
        )
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=_delimiter(text))
    rows: list[list[Cell]] = []
    try:
        line = 1  # a row's first line in the file: a cell with line breaks spans several
        for number, fields in enumerate(reader, 1):
            if number > MAX_ROWS:
                raise _too_many_rows(display, line)
            rows.append(_checked([Cell(display, line, c, value) for c, value in enumerate(fields, 1)]))
            line = reader.line_num + 1
    except csv.Error as exc:
        if "field larger than field limit" in str(exc):  # the csv module's own cap, 4x past MAX_CELL
            message = f"a cell holds more than {csv.field_size_limit():,} characters; a cell holds at most {MAX_CELL:,}"
            found = Finding(display, reader.line_num, 1, "E-TOO-LARGE", ERROR, message, CELL_HINT)
        else:
            message = f"CSV syntax error: {exc}"
            found = Finding(
                display, reader.line_num, 1, "E-SYNTAX", ERROR, message, "check the quotes around the line named"
            )
        raise LoadError(found) from None
    if not rows or not rows[0] or str(rows[0][0].value).strip() != LIST:
        raise _unreadable(
            display,
            "E-MISSING-KEY",
            f"the first column of the header is not '{LIST}'",
            f"the '{LIST}' column names each row's table: 'set' or a list's key (docs/spreadsheets.md)",
        )
    header = [replace(cell, value=uninert(cell.value)) for cell in rows[0][1:]]
    grouped: dict[str, Table] = {}
    for row in rows[1:]:
        name = row[0].value.strip() if row else ""
        if not name:
            if any(cell.value.strip() for cell in row):
                raise LoadError(
                    row[0].finding(
                        "E-MISSING-KEY",
                        f"the row has no '{LIST}'",
                        f"write 'set' or a list's key in the '{LIST}' column",
                    )
                )
            continue
        if name not in grouped:
            grouped[name] = Table(name, [header], row[0])
        grouped[name].rows.append(row[1:])
    return list(grouped.values())

"""Where a card file's values go in a workbook, and back.

A card file becomes named tables of rows (header first): the table ``set`` holds one row with
the file's own fields (system, content, id, name ...), and each of its lists of items (the
top-level arrays whose items are objects with an ``id`` in the schema) gets a table named by
its key, one row per item and one column per field. Which keys are such lists is read from the
system's schema, so no game is named here. In CSV the tables share one grid with a ``list``
column (see ``files``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any, Iterable

from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from ..findings import ERROR, Finding
from ..loader import pointer_join
from ..systems import all_systems
from ..validator.schema import BASE_URI, schema_files
from .cells import ABSENT, CellSyntaxError, decode

SET = "set"
RULES_TEXT = "(rules text)"  # the generated printed text beside the data: written by export, ignored by import
HINT = "the cell syntax is in docs/spreadsheets.md"
LANGUAGE = re.compile(r"[a-z]{2}")
LANGUAGE_COLUMN = re.compile(r"(.+)\.([a-z]{2})")  # `name.en`: one language of a text per language

Choices = dict[str, dict[str, tuple[Any, ...]]]  # table -> column -> the values it takes


@cache
def _schema(system: str, content: str) -> tuple[tuple[str, ...], dict[str, tuple[str, ...]], Choices]:
    """The top-level keys in schema order; for each key holding a list of items with an id, the
    items' keys in schema order; and the enumerated values of each column of each table."""
    relative = all_systems()[system].schemas[content]
    registry = Registry().with_resources(
        (BASE_URI + path, Resource.from_contents(doc, default_specification=DRAFT202012))
        for path, doc in schema_files().items()
    )
    resolver = registry.resolver(BASE_URI + relative)
    root = resolver.lookup(BASE_URI + relative).contents
    lists = {}
    choices: Choices = {SET: _enumerated(root.get("properties", {}), resolver)}
    for key, node in root.get("properties", {}).items():
        node, inner = _deref(node, resolver)
        if not isinstance(node, dict):  # a boolean schema (`true`) says nothing of items
            continue
        items, inner = _deref(node.get("items", {}), inner) if node.get("type") == "array" else ({}, None)
        if isinstance(items, dict) and "id" in items.get("properties", {}):
            lists[key] = tuple(items["properties"])
            choices[key] = _enumerated(items["properties"], inner)
    return tuple(root.get("properties", {})), lists, choices


def _enumerated(properties: dict, resolver: Any) -> dict[str, tuple[Any, ...]]:
    """The keys whose value is one of a fixed list (an ``enum``), with that list."""
    found = {}
    for key, node in properties.items():
        node, _ = _deref(node, resolver)
        if isinstance(node, dict) and isinstance(node.get("enum"), list):
            found[key] = tuple(node["enum"])
    return found


def choices(system: str, content: str) -> Choices:
    """For each table of a content kind, the columns that take one of a fixed list of values (the
    schema's ``enum``), with the list: a workbook offers them in a dropdown."""
    return _schema(system, content)[2]


def item_lists(system: str, content: str) -> dict[str, tuple[str, ...]]:
    """The top-level keys of a content kind that hold lists of items with an id (the cards), each
    with its items' keys in schema order."""
    return _schema(system, content)[1]


def _deref(node: dict, resolver: Any) -> tuple[dict, Any]:
    while isinstance(node, dict) and "$ref" in node:
        resolved = resolver.lookup(node["$ref"])
        node, resolver = resolved.contents, resolved.resolver
    return node, resolver


def tables(data: dict, system: str, content: str, texts: dict[str, str] | None = None) -> dict[str, list[list[Any]]]:
    """The tables of one card file: name -> rows of values (header row first). ``texts`` (card id
    -> printed rules text) fills a last ``RULES_TEXT`` column beside each row of a card with text;
    the ``set`` row gets the file's own text and that of cards outside the tables."""
    lists = [
        key
        for key in _schema(system, content)[1]  # an empty list stays a set field: `[]`
        if isinstance(data.get(key), list) and data[key] and all(isinstance(item, dict) for item in data[key])
    ]
    left: dict[Any, str] = dict(texts or {})  # the texts not yet placed
    result = {}
    for key in lists:
        header = list(dict.fromkeys(name for item in data[key] for name in item))
        rows = [[item.get(name, ABSENT) for name in header] for item in data[key]]
        said = [left.pop(item.get("id"), ABSENT) for item in data[key]]
        result[key] = _with_text(header, rows, said)
    fields = {key: value for key, value in data.items() if key not in lists}
    own = left.pop(data.get("id"), None)
    rest = [own, *(f"{card}: {text}" for card, text in left.items())]
    said = ["\n".join(text for text in rest if text) or ABSENT]
    return {SET: _with_text(list(fields), [list(fields.values())], said), **result}


def _with_text(header: list[str], rows: list[list[Any]], texts: list[Any]) -> list[list[Any]]:
    """The table (header first) with the ``RULES_TEXT`` column when any row has a text."""
    if all(text is ABSENT for text in texts):
        return [header, *rows]
    return [[*header, RULES_TEXT], *([*row, text] for row, text in zip(rows, texts))]


def languages_apart(rows: list[list[Any]]) -> list[list[Any]]:
    """The table (header first) with each column of texts per language (every value an
    ``{en: ..., de: ...}``) split into one column per language, ``name.en`` and ``name.de``: a
    workbook shows each language in its own column. ``build`` joins them again."""
    header, body = rows[0], rows[1:]
    columns: list[tuple[str, str | None]] = []  # (key, language or None)
    for index, key in enumerate(header):
        values = [row[index] for row in body if row[index] is not ABSENT]
        if key != RULES_TEXT and values and all(_per_language(value) for value in values):
            columns += [(key, language) for language in dict.fromkeys(lang for v in values for lang in v)]
        else:
            columns.append((key, None))
    position = {key: index for index, key in enumerate(header)}

    def value(row: list[Any], key: str, language: str | None) -> Any:
        found = row[position[key]]
        return found if language is None or found is ABSENT else found.get(language, ABSENT)

    return [
        [key if language is None else f"{key}.{language}" for key, language in columns],
        *([value(row, key, language) for key, language in columns] for row in body),
    ]


def _per_language(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and bool(value)
        and all(isinstance(text, str) and LANGUAGE.fullmatch(lang) for lang, text in value.items())
    )


@dataclass(frozen=True)
class Cell:
    """One cell as read: where it is (``place`` names the file, and the sheet in a workbook) and its value."""

    place: str
    row: int  # 1-based
    column: int  # 1-based
    value: Any

    def finding(self, code: str, message: str, hint: str = HINT) -> Finding:
        """An error at this cell; its excerpt is the cell's text."""
        return Finding(self.place, self.row, self.column, code, ERROR, message, hint, "", self.text())

    def text(self) -> str:
        return "" if self.value is None else str(self.value)


@dataclass
class Table:
    """A named table read from a sheet: rows of cells, the header row first."""

    name: str
    rows: list[list[Cell]]
    corner: Cell  # where the table starts, for findings about the table as a whole


@dataclass
class Built:
    """A card file rebuilt from tables, where each of its values came from, and what was wrong."""

    data: dict
    origins: dict[str, Cell]
    findings: list[Finding]

    def cell(self, pointer: str) -> Cell | None:
        """The cell a value at ``pointer`` came from (the nearest enclosing one for a value inside a cell)."""
        while pointer not in self.origins and pointer:
            pointer = pointer.rpartition("/")[0]
        return self.origins.get(pointer)


def build(read: Iterable[Table]) -> Built:
    """Turn tables back into a card file's data, keys in schema order; every cell problem becomes a finding."""
    built = Built({}, {}, [])
    lists: dict[str, list[Any]] = {}
    for table in read:
        records = _records(table, built.findings)
        if table.name == SET:
            if len(records) != 1:
                built.findings.append(
                    table.corner.finding(
                        "E-SHEET",
                        f"the '{SET}' table holds {len(records)} rows; it holds exactly one",
                        "one row under the header gives the file's own fields (id, name ...)",
                    )
                )
            for _, record in records[:1]:
                built.data.update(_placed(record, "", built.origins))
            built.origins.setdefault("", table.corner)
            continue
        base = pointer_join("", table.name)
        built.origins[base] = table.corner
        lists[table.name] = []
        for index, (first, record) in enumerate(records):
            lists[table.name].append(_placed(record, pointer_join(base, index), built.origins))
            built.origins[pointer_join(base, index)] = first
    built.data.update(lists)
    system, content = built.data.get("system"), built.data.get("content")
    if system in all_systems() and content in all_systems()[system].schemas:
        order, items, _ = _schema(system, content)
        built.data = _ordered(built.data, order)
        for key, item_order in items.items():
            if isinstance(built.data.get(key), list):
                built.data[key] = [_ordered(item, item_order) for item in built.data[key]]
    return built


def _placed(record: Record, pointer: str, origins: dict[str, Cell]) -> dict:
    """The record's values by key; notes in ``origins`` the cell of each value (of each language
    of a text split into columns) below ``pointer``."""
    values = {}
    for key, (value, cell, parts) in record.items():
        values[key] = value
        origins[pointer_join(pointer, key)] = cell
        origins.update((pointer_join(pointer, key, language), part) for language, part in parts.items())
    return values


def _ordered(mapping: dict, order: tuple[str, ...]) -> dict:
    """The mapping with its keys in schema order (keys the schema does not know last)."""
    rank = {key: index for index, key in enumerate(order)}
    return dict(sorted(mapping.items(), key=lambda kv: rank.get(kv[0], len(rank))))


Record = dict[str, tuple[Any, Cell, dict[str, Cell]]]  # key -> (value, its cell, the cell of each language)


def _records(table: Table, findings: list[Finding]) -> list[tuple[Cell, Record]]:
    """The table's non-empty rows: (the row's first cell, key -> (value, cell, language cells)).
    Columns ``name.en`` and ``name.de`` together give ``name``, a text per language."""
    if not table.rows:
        return []
    names: dict[int, str] = {}
    languages: dict[int, tuple[str, str]] = {}
    twice: dict[int, str] = {}  # columns that give a value another column gives: reported once, at the header
    derived = set()  # the generated rules text: not data
    for cell in table.rows[0]:
        name = str(cell.value).strip() if cell.value is not None else ""
        split = LANGUAGE_COLUMN.fullmatch(name)
        if name == RULES_TEXT:
            derived.add(cell.column)
        elif name and (name in names.values() or (split and split.groups() in languages.values())):
            twice[cell.column] = f"the column '{name}' appears twice"
        elif split:
            languages[cell.column] = (split[1], split[2])
        elif name:
            names[cell.column] = name
    bases = {base for base, _ in languages.values()}
    twice.update(
        (column, f"the column '{name}' and the columns '{name}.xx' of its languages give '{name}' twice")
        for column, name in names.items()
        if name in bases
    )
    findings.extend(
        cell.finding(
            "E-DUPLICATE-KEY",
            twice[cell.column],
            "each field has one column (a text per language: one per language, 'name.en', 'name.de'); "
            "remove or rename one of them",
        )
        for cell in table.rows[0]
        if cell.column in twice
    )
    records = []
    for row in table.rows[1:]:
        record: Record = {}
        filled = False
        for cell in row:
            if cell.column in derived:
                continue
            try:
                value = decode(cell.value)
            except CellSyntaxError as exc:
                findings.append(cell.finding("E-SYNTAX", str(exc)))
                filled = True
                continue
            if value is ABSENT or cell.column in twice:
                continue
            filled = True
            if cell.column in languages:
                key, language = languages[cell.column]
                text, _, parts = record.setdefault(key, ({}, cell, {}))
                text[language], parts[language] = value, cell
            elif cell.column not in names:
                findings.append(
                    cell.finding(
                        "E-SHEET",
                        "a value in a column without a name",
                        "write the field's name in the header row above it",
                    )
                )
            else:
                record[names[cell.column]] = (value, cell, {})
        if filled:
            records.append((row[0], record))
    return records

"""The shared check that ids and names are unique within a file (``validator/unique.py``)."""

from __future__ import annotations

from deckwright.loader import read_document
from deckwright.validator.unique import unique_ids

TEXT = """\
id: box
items:
  - id: a
    name: {en: Apple, de: Apfel}
  - id: b
    name: {en: APPLE, de: Birne}
  - id: a
    name: {en: Cherry, de: Apple}
  - id: box
    name: {en: Box, de: Kiste}
"""


def findings(tmp_path, **options):
    path = tmp_path / "items.yaml"
    path.write_text(TEXT, "utf-8")
    doc = read_document(path)
    items = [(item, f"/items/{index}") for index, item in enumerate(doc.data["items"])]
    found = unique_ids(doc, items, noun="item", code="E-DUPLICATE-ID", hint="give each item its own id", **options)
    return [(f.code, f.severity, f.line, f.column, f.message, f.hint) for f in found]


def test_a_repeated_id_is_found_at_the_second_naming_the_line_of_the_first(tmp_path):
    assert findings(tmp_path) == [
        ("E-DUPLICATE-ID", "error", 7, 9, "item id 'a' is used twice (first on line 3)", "give each item its own id")
    ]


def test_names_repeat_in_one_language_whatever_their_case(tmp_path):
    """'APPLE' repeats 'Apple' (en); the German 'Apple' repeats nothing."""
    assert findings(tmp_path, name_code="E-DUPLICATE-NAME") == [
        (
            "E-DUPLICATE-NAME",
            "error",
            6,
            16,
            "item name 'APPLE' (en) is used twice (first on line 3)",
            "two different items need two different names",
        ),
        ("E-DUPLICATE-ID", "error", 7, 9, "item id 'a' is used twice (first on line 3)", "give each item its own id"),
    ]


def test_the_files_own_id_is_taken_before_the_first_item(tmp_path):
    assert findings(tmp_path, own_id=True) == [
        ("E-DUPLICATE-ID", "error", 7, 9, "item id 'a' is used twice (first on line 3)", "give each item its own id"),
        ("E-DUPLICATE-ID", "error", 9, 9, "item id 'box' is used twice (first on line 1)", "give each item its own id"),
    ]

"""The cell syntax: one value of a card file written as the text of one spreadsheet cell.

``encode`` picks the most compact form that ``decode`` reads back as the same value, and falls
back to JSON (which is YAML flow text) when a compact form would be read differently, so every
value round-trips. The forms, in the order ``decode`` tries them (docs/spreadsheets.md):

- empty cell: the key is absent;
- text starting with ``[``, ``{`` or ``"``: YAML 1.2 flow text, e.g. ``[{gain: {vp: 1}}]``;
- ``name:N name:N``: a mapping of whole numbers, e.g. ``wood:1 stone:2``;
- ``xx=text|yy=text``: text per two-letter language code, e.g. ``en=Farm|de=Hof``;
- a YAML 1.2 core scalar: ``2``, ``-1``, ``0.5``, ``true``, ``false`` (also ``TRUE``, ``False`` ...), ``null``;
- anything else: the text itself.
"""

from __future__ import annotations

import json
import re
from typing import Any

import yaml

from .. import yaml12

ABSENT = object()  # an empty cell: the key is left out

_COUNTS = re.compile(r"[a-z][a-z0-9_-]*:-?[0-9]+(?: +[a-z][a-z0-9_-]*:-?[0-9]+)*")
_LANGUAGE = re.compile(r"([a-z]{2})=(.*)", re.DOTALL)
_LANGUAGE_SPLIT = re.compile(r"\s*\|\s*(?=[a-z]{2}=)")
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f]")  # no workbook cell keeps them (nor \\r) raw; JSON escapes them
# characters YAML does not take raw (or reads as line breaks); JSON writes only these as \\u escapes
_UNPRINTABLE = re.compile("[\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]")
# TRUE/FALSE: how LibreOffice and Excel write a boolean cell back into a CSV file
_SCALAR = re.compile(r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|true|True|TRUE|false|False|FALSE|null")


# how a cell a spreadsheet program may run as a formula starts (CSV or formula injection): text is never
# written so; a value as JSON (``"-1 + cmd"``), a CSV header after an apostrophe (``inert``)
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def inert(text: str) -> str:
    """``text`` with a leading apostrophe when it (after any apostrophes) starts like a formula,
    as spreadsheet programs mark text; ``uninert`` gives it back."""
    return "'" + text if text.lstrip("'").startswith(FORMULA_START) else text


def uninert(text: str) -> str:
    """The text ``inert`` was given."""
    return text[1:] if text.startswith("'") and text.lstrip("'").startswith(FORMULA_START) else text


class CellSyntaxError(ValueError):
    """A cell's text is in none of the forms, or its YAML flow text does not parse."""


def decode(cell: Any) -> Any:
    """The value a cell holds (``ABSENT`` for an empty cell); native numbers and booleans pass through.

    A whole float (2.0) is read as an integer: spreadsheets store every number as a float.
    """
    if cell is None:
        return ABSENT
    if isinstance(cell, bool):
        return cell
    if isinstance(cell, float) and cell.is_integer():
        return int(cell)
    if isinstance(cell, (int, float)):
        return cell
    text = str(cell).strip()
    if not text:
        return ABSENT
    if text[0] in '[{"':
        try:
            return yaml12.load(text)
        except (yaml12.YAMLError, ValueError, RecursionError) as exc:
            problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
            raise CellSyntaxError(f"the cell's YAML flow text does not parse: {problem}") from None
    if _COUNTS.fullmatch(text):
        pairs = [part.split(":") for part in text.split()]
        return _unique({key: int(number) for key, number in pairs}, [key for key, _ in pairs])
    if _LANGUAGE.match(text):
        parts = [_LANGUAGE.match(part) for part in _LANGUAGE_SPLIT.split(text)]
        return _unique({m[1]: m[2].strip() for m in parts if m}, [m[1] for m in parts if m])
    if _SCALAR.fullmatch(text):
        return yaml12.load(text)
    return text


def _unique(mapping: dict, keys: list[str]) -> dict:
    if len(mapping) != len(keys):
        twice = sorted({key for key in keys if keys.count(key) > 1})
        raise CellSyntaxError(f"the key '{twice[0]}' appears twice in the cell")
    return mapping


def encode(value: Any) -> str:
    """The cell text for ``value``: its compact form if that reads back the same and does not start
    like a formula (``FORMULA_START``), else JSON."""
    text = _compact(value)
    formula = isinstance(value, str) and text.startswith(FORMULA_START)
    if not formula and not _CONTROL.search(text) and _same(_decode_or_none(text), value):
        return text
    return _UNPRINTABLE.sub(lambda m: f"\\u{ord(m[0]):04x}", json.dumps(value, ensure_ascii=False))


def native(value: Any) -> Any:
    """What a workbook cell holds: numbers and booleans as themselves, everything else as text.

    A float is text when a workbook would not give it back: a whole float (2.0 comes back as 2),
    or one with more than the 15 significant digits a workbook keeps.
    """
    if isinstance(value, (bool, int)):
        return value
    if isinstance(value, float) and not value.is_integer() and float(f"{value:.15g}") == value:
        return value
    return encode(value)


def _compact(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, (int, float, str)):
        return str(value)
    if (
        isinstance(value, dict)
        and value
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value.values())
    ):
        return " ".join(f"{key}:{number}" for key, number in value.items())
    if isinstance(value, dict) and value and all(isinstance(v, str) for v in value.values()):
        return "|".join(f"{key}={text}" for key, text in value.items())
    return yaml.safe_dump(value, default_flow_style=True, width=1 << 30, allow_unicode=True, sort_keys=False).strip()


def _decode_or_none(text: str) -> Any:
    try:
        return decode(text)
    except CellSyntaxError:
        return ABSENT


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON: ``True`` is not ``1`` and ``2.0`` is not ``2``."""
    if a is ABSENT:
        return False
    try:
        return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
    except TypeError:  # a key that is not text
        return False

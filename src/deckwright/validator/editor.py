"""The JSON Schema files as ``deckwright schema`` writes them for editors: the schemas of
``schema/`` with the words ``validate`` would say, in the keywords a YAML language server shows.

- a ``pattern`` that ``schema/patterns.json`` words gets that wording as ``patternErrorMessage``
  (the language server shows it instead of "String does not match the pattern ...");
- a closed object (``additionalProperties: false``, no ``patternProperties`` of its own) gets a
  ``patternProperties`` entry for the misspellings of each of its keys (one letter changed, added,
  dropped or two swapped, never one of its keys), whose ``errorMessage`` is ``validate``'s hint,
  "did you mean 'copies'?", and one for each word of the folder's ``hints.json`` it does not take
  (``condition``), with that hint. The entries take no value (``enum: []``), so a misspelled key
  stays an error for every other tool, with no second "Property ... is not allowed".

The validator reads ``schema/`` itself, so what ``validate`` reports does not change.
"""

from __future__ import annotations

import re
from typing import Any

from ..paths import data_dir
from .hints import ConstructHints, hints_for
from .schema import _patterns, schema_files
from .suggest import did_you_mean

MIN_TYPO = 3  # keys shorter than this get no misspelling entries: every short word is near them


def editor_schema_files() -> dict[str, dict]:
    """The schema documents for editors by their path relative to schema/ (see the module)."""
    root = data_dir("schema")
    return {
        relative: _annotated(document, hints_for((root / relative).parent))
        for relative, document in schema_files().items()
    }


def _annotated(node: Any, hints: ConstructHints) -> Any:
    if isinstance(node, list):
        return [_annotated(item, hints) for item in node]
    if not isinstance(node, dict):
        return node
    result = {key: _annotated(value, hints) for key, value in node.items()}
    if isinstance(node.get("pattern"), str) and node["pattern"] in _patterns():
        result["patternErrorMessage"] = _patterns()[node["pattern"]]
    properties = node.get("properties")
    kinds = _kinds(node) if node.get("additionalProperties") is False and isinstance(properties, dict) else None
    if kinds:
        result = _per_kind(result, *kinds)
    if node.get("additionalProperties") is False and isinstance(properties, dict) and "patternProperties" not in node:
        keys = list(properties)
        entries = {
            _misspelled(key, keys): f"unknown key: {did_you_mean(key, [key])}"  # validate's words
            for key in keys
            if len(key) >= MIN_TYPO
        }
        entries.update(
            (f"^{re.escape(word)}$", f"unknown key: {hints.hint(word)}") for word in hints.entries if word not in keys
        )
        result["patternProperties"] = {pattern: {"enum": [], "errorMessage": says} for pattern, says in entries.items()}
    return result


def _misspelled(key: str, keys: list[str]) -> str:
    """A pattern for the words one edit away from ``key`` that are none of ``keys``."""
    parts = [re.escape(part) for part in key]
    near = set()
    for i in range(len(key) + 1):
        near.add("".join(parts[:i]) + "." + "".join(parts[i:]))  # a letter added
        if i < len(key):
            near.add("".join(parts[:i]) + "." + "".join(parts[i + 1 :]))  # changed
            near.add("".join(parts[:i]) + "".join(parts[i + 1 :]))  # dropped
        if i < len(key) - 1:
            near.add("".join(parts[:i]) + parts[i + 1] + parts[i] + "".join(parts[i + 2 :]))  # swapped
    others = "|".join(re.escape(other) for other in keys)
    return f"^(?!(?:{others})$)(?:{'|'.join(sorted(near))})$"


def _kinds(node: dict) -> tuple[str, tuple[Any, ...]] | None:
    """The key that decides which keys an object takes (``kind``) and its values, when every
    ``allOf`` entry is an ``if`` on that key's value with a ``then``."""
    rules = node.get("allOf") or []
    keys = {key for rule in rules if isinstance(rule, dict) for key in rule.get("if", {}).get("properties", {})}
    if not rules or len(keys) != 1 or not all(isinstance(rule, dict) and "then" in rule for rule in rules):
        return None
    [key] = keys
    values = node["properties"].get(key, {}).get("enum")
    return (key, tuple(values)) if isinstance(values, list) else None


def _matches(rule: dict, key: str, value: Any) -> bool:
    condition = rule["if"]["properties"][key]
    return value == condition["const"] if "const" in condition else value in condition.get("enum", ())


def _per_kind(node: dict, key: str, values: tuple[Any, ...]) -> dict:
    """The object with each key some kinds refuse (``then: {properties: {cost: false}}``) moved from
    its ``properties`` into an ``if``/``then`` of each kind that takes it, and
    ``unevaluatedProperties: false`` for ``additionalProperties: false``: a language server offers
    each kind its own keys only (no ``cost`` on a field). A value of the key that is none of
    ``values`` (or none at all) takes every key, as before."""
    refused = {
        value: {
            name
            for rule in node["allOf"]
            if _matches(rule, key, value)
            for name, sub in rule["then"].get("properties", {}).items()
            if sub is False
        }
        for value in values
    }
    special = set().union(*refused.values())
    own = {name: sub for name, sub in node["properties"].items() if name not in special}
    by_kind = [
        {
            "if": {"properties": {key: {"const": value}}, "required": [key]},
            "then": {
                "properties": {
                    name: node["properties"][name] for name in node["properties"] if name in special - refused[value]
                }
            },
        }
        for value in values
    ]
    other = {
        "if": {"properties": {key: {"enum": list(values)}}, "required": [key]},
        "else": {"properties": {name: node["properties"][name] for name in node["properties"] if name in special}},
    }
    rest = {name: value for name, value in node.items() if name != "additionalProperties"}
    return {**rest, "properties": own, "allOf": [*node["allOf"], *by_kind, other], "unevaluatedProperties": False}

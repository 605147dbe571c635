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
- an object with required keys gets a ``defaultSnippets`` entry that writes them, each with a
  value that validates as a start (the first choice of a list, an amount at its minimum, a
  language map with its required languages), so that completion never offers what fails.

The validator reads ``schema/`` itself, so what ``validate`` reports does not change.
"""

from __future__ import annotations

import itertools
import re
from pathlib import PurePosixPath
from typing import Any, Iterator

from ..paths import data_dir
from .hints import ConstructHints, hints_for
from .schema import _patterns, schema_files
from .suggest import did_you_mean

MIN_TYPO = 3  # keys shorter than this get no misspelling entries: every short word is near them
SNIPPET_DEPTH = 2  # objects nested deeper than this start as {} in a snippet


def editor_schema_files() -> dict[str, dict]:
    """The schema documents for editors by their path relative to schema/ (see the module)."""
    root, files = data_dir("schema"), schema_files()
    return {
        relative: _annotated(_with_snippets(document, files, relative), hints_for((root / relative).parent))
        for relative, document in files.items()
    }


Files = dict[str, dict]


def _with_snippets(node: Any, files: Files, where: str) -> Any:
    """``node`` (of the schema file ``where``) with a ``defaultSnippets`` entry on each object that
    has required keys."""
    if isinstance(node, list):
        return [_with_snippets(item, files, where) for item in node]
    if not isinstance(node, dict):
        return node
    result = {key: _with_snippets(value, files, where) for key, value in node.items()}
    required, properties = node.get("required"), node.get("properties")
    if isinstance(required, list) and required and isinstance(properties, dict) and "defaultSnippets" not in node:
        body = _body(node, files, where, itertools.count(1), 0)
        result["defaultSnippets"] = [{"label": f"new: {', '.join(required)}", "body": body}]
    return result


def _body(node: dict, files: Files, where: str, stops: Iterator[int], depth: int) -> dict[str, Any]:
    """The snippet of an object: each required key with a start value."""
    properties = node.get("properties", {})
    return {key: _start(properties.get(key, {}), files, where, stops, depth + 1) for key in node["required"]}


def _start(node: Any, files: Files, where: str, stops: Iterator[int], depth: int) -> Any:
    """A snippet value for a schema ``node`` (a tab stop where the writer must choose)."""
    node, where = _resolved(node, files, where)
    if not isinstance(node, dict):
        return f"${next(stops)}"
    if "const" in node:
        return node["const"]
    choices = node.get("enum")
    if isinstance(choices, list) and choices:
        if all(isinstance(c, str) and c.isidentifier() for c in choices) and len(choices) > 1:
            return f"${{{next(stops)}|{','.join(choices)}|}}"
        return choices[0]
    kind = node.get("type")
    if kind in ("integer", "number"):
        low = node.get("minimum", node["exclusiveMinimum"] + 1 if "exclusiveMinimum" in node else 1)
        return f"^${{{next(stops)}:{min(low, node.get('maximum', low))}}}"
    if kind == "boolean":
        return f"^${{{next(stops)}|true,false|}}"
    if kind == "array":
        return []
    if kind == "object" and isinstance(node.get("required"), list) and depth < SNIPPET_DEPTH:
        return _body(node, files, where, stops, depth)
    if kind == "object":
        return {}
    return f"${next(stops)}"


def _resolved(node: Any, files: Files, where: str) -> tuple[Any, str]:
    """The node a ``$ref`` names (``#/$defs/name`` in the same file, ``other.schema.json#/...`` in
    its folder) and the file it is in; any other node as it is."""
    for _ in range(8):  # a chain of references, never a loop
        ref = node.get("$ref") if isinstance(node, dict) else None
        if not isinstance(ref, str) or "#/" not in ref:
            break
        name, _, pointer = ref.partition("#/")
        where = str(PurePosixPath(where).parent / name) if name else where
        node = files.get(where)
        for part in pointer.split("/"):
            node = node.get(part) if isinstance(node, dict) else None
    return node, where


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

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
- an object with required keys (each defined in its ``properties``: not a ``then`` that only
  requires one) gets a ``defaultSnippets`` entry that writes them, each with a value that
  validates as a start (the first choice of a list, an amount at its minimum, a language map
  with its required languages), so that completion never offers what fails.
- a definition with ``x-only`` (``{"keys": [...], "code": ...}``, beside a ``$ref`` to a map of
  keys, and ``properties`` of its own where it takes a key another way) becomes that map with
  those keys only: completion offers no other key there, and each other key of the map gets a
  ``patternProperties`` entry whose ``errorMessage`` says where it cannot stand, with the code
  the system's own check reports for it (``vp`` in a building cost: E-GOOD-CONTEXT; ``deal`` on
  a Common card: E-IS-COMMON-DEAL). The validator's schema stage ignores ``x-only``: that check
  reports the key (Empires of the North's goods checks read the keys from the schema; a test
  keeps the others equal to their check).
- each node with a ``description`` gets a ``markdownDescription`` (the editor's hover): the
  description with its ``docs/...md#anchor`` mentions as links, what its pattern asks for
  (``schema/patterns.json``), the words of the folder's ``hints.json`` that ``validate`` points at
  this key, and the summary, fix and docs of the codes the node reports (``codes.json``).

The validator reads ``schema/`` itself, so what ``validate`` reports does not change.
"""

from __future__ import annotations

import itertools
import re
from pathlib import PurePosixPath
from typing import Any, Iterator

from ..codes import lookup
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
        relative: _annotated(
            _with_snippets(document, files, relative), hints_for((root / relative).parent), files, relative
        )
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
    defines = isinstance(properties, dict) and isinstance(required, list) and set(required) <= set(properties)
    if required and defines and "defaultSnippets" not in node:  # not a `then` that only requires a key
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
    its folder), at the end of a chain of them, and the file it is in; any other node as it is."""
    return list(_chain(node, files, where))[-1]


def _chain(node: Any, files: Files, where: str) -> Iterator[tuple[Any, str]]:
    """``node`` and the nodes its chain of ``$ref`` names, each with the file it is in."""
    yield node, where
    for _ in range(8):  # a chain of references, never a loop
        ref = node.get("$ref") if isinstance(node, dict) else None
        if not isinstance(ref, str) or "#/" not in ref:
            return
        name, _, pointer = ref.partition("#/")
        where = str(PurePosixPath(where).parent / name) if name else where
        node = files.get(where)
        for part in pointer.split("/"):
            node = node.get(part) if isinstance(node, dict) else None
        yield node, where


def _annotated(node: Any, hints: ConstructHints, files: Files, where: str) -> Any:
    if isinstance(node, list):
        return [_annotated(item, hints, files, where) for item in node]
    if not isinstance(node, dict):
        return node
    hover = _markdown(node, files, where) if isinstance(node.get("description"), str) else None
    node, refused = _narrowed(node, files, where)
    result = {key: _annotated(value, hints, files, where) for key, value in node.items()}
    if isinstance(node.get("pattern"), str) and node["pattern"] in _patterns():
        result["patternErrorMessage"] = _patterns()[node["pattern"]]
    if hover is not None:
        result["markdownDescription"] = hover
    properties = node.get("properties")
    if isinstance(properties, dict):
        result["properties"] = {key: _also_written(key, sub, hints) for key, sub in result["properties"].items()}
    kinds = _kinds(node) if node.get("additionalProperties") is False and isinstance(properties, dict) else None
    if kinds:
        result = _per_kind(result, *kinds)
    if node.get("additionalProperties") is False and isinstance(properties, dict) and "patternProperties" not in node:
        keys = list(properties)
        entries = {
            _misspelled(key, [*keys, *refused]): f"unknown key: {did_you_mean(key, [key])}"  # validate's words
            for key in keys
            if len(key) >= MIN_TYPO
        }
        entries.update(
            (f"^{re.escape(word)}$", f"unknown key: {hints.hint(word)}") for word in hints.entries if word not in keys
        )
        entries.update((f"^{re.escape(key)}$", says) for key, says in refused.items())
        result["patternProperties"] = {pattern: {"enum": [], "errorMessage": says} for pattern, says in entries.items()}
    return result


def _narrowed(node: dict, files: Files, where: str) -> tuple[dict, dict[str, str]]:
    """A definition with ``x-only`` as the map its ``$ref`` names (an object with ``properties``, or
    with ``propertyNames`` of an ``enum``) with those keys only, each as the map's own or as the
    definition's ``properties`` give it, and what to say for each other key of the map; any other
    node as it is, with nothing refused. The map is a definition of the same file (the keys copied
    from it keep their references)."""
    only = node.get("x-only")
    if not isinstance(only, dict):
        return node, {}
    target, at = _resolved(node, files, where)
    ref, own = node["$ref"], node.get("properties", {})
    if "properties" in target:
        every = list(target["properties"])
        value = {key: {"$ref": f"{ref}/properties/{key}"} for key in every}
    else:  # {propertyNames: {enum}, additionalProperties: value}
        every = _resolved(target["propertyNames"], files, at)[0]["enum"]
        value = dict.fromkeys(every, {"$ref": f"{ref}/additionalProperties"})
    keys = [key for key in every if key in only["keys"]]
    says = f"cannot stand here ({only['code']}); allowed there: {', '.join(sorted(keys))}"
    shape = ("properties", "propertyNames", "additionalProperties")
    narrowed = {
        **{key: sub for key, sub in target.items() if key not in shape},
        **{key: sub for key, sub in node.items() if key not in ("$ref", "x-only", "properties")},
        "properties": {key: own.get(key, value[key]) for key in keys},
        "additionalProperties": False,
    }
    return _with_snippets(narrowed, files, where), {key: f"'{key}' {says}" for key in every if key not in keys}


DOCS_MENTION = re.compile(r"docs/[\w.-]+\.md(?:#[\w-]+)?")


def _linked(text: str) -> str:
    """``text`` with each ``docs/...md#anchor`` it mentions as a markdown link."""
    return DOCS_MENTION.sub(lambda found: f"[{found[0]}]({found[0]})", text)


def _markdown(node: dict, files: Files, where: str) -> str:
    """The hover text of a node: its description, then what its pattern asks for and its codes,
    its own or those of the definitions its ``$ref`` names (the language server shows only the
    hover of the place a key stands)."""
    sources = [source for source, _ in _chain(node, files, where) if isinstance(source, dict)]
    parts = [_linked(node["description"])]
    pattern = next((source["pattern"] for source in sources if source.get("pattern") in _patterns()), None)
    if pattern is not None:
        parts.append(f"Written: {_patterns()[pattern]}.")
    for code in dict.fromkeys(code for source in sources for code in _codes(source)):
        entry = lookup(code)
        parts.append(f"`{code}`: {entry.summary}; fix: {entry.fix} ({_linked(entry.docs)}).")
    return "\n\n".join(parts)


def _codes(node: dict) -> list[str]:
    """The finding codes a node words itself (``x-errors``) or leaves to a system's check (``x-only``)."""
    worded = [own["code"] for own in node.get("x-errors", {}).values() if "code" in own]
    return [*worded, node["x-only"]["code"]] if "x-only" in node else worded


def _also_written(key: str, sub: Any, hints: ConstructHints) -> Any:
    """A property's subschema with the words ``validate`` points at ``key`` (``hints.json``) in its hover."""
    words = [word for word, entry in hints.entries.items() if entry.get("use") == key and word != key]
    if not words or not isinstance(sub, dict) or "markdownDescription" not in sub:
        return sub
    written = ", ".join(f"`{word}`" for word in words)
    return {
        **sub,
        "markdownDescription": f"{sub['markdownDescription']}\n\nWhere you write {written}, `validate` points here.",
    }


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

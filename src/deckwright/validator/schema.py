"""The JSON Schema stage: a fast accept path and a detailed reject path.

jsonschema-rs (compiled) answers "is this document valid?" quickly; only for a document that
is not, the reference ``jsonschema`` implementation lists every error, which is then turned
into a finding at the right line and column with a hint ("did you mean 'copies'?").
Findings are built lazily: a file with 40,000 unknown keys builds (and looks up the line of)
only the ``MAX_PER_FILE`` shown, and counts the rest; each schema error shows at least one
finding before any shows a second.

The schemas word their own findings where jsonschema's words would not help: a subschema's
``x-errors`` maps a keyword to what to say (``says``, with ``{value}``, ``{keys}`` and ``{count}``), and
optionally a ``code`` and ``hint``; ``schema/patterns.json`` says in words what each ``pattern``
asks for.
"""

from __future__ import annotations

import json
import re
from functools import cache, cached_property, partial
from itertools import zip_longest
from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

import jsonschema_rs

from ..findings import MAX_PER_FILE, Finding, capped, clip
from ..loader import Document, pointer_join
from ..paths import data_dir
from .hints import hints_for
from .places import SchemaNouns, describe, value_at
from .suggest import did_you_mean, nearest

if TYPE_CHECKING:
    import jsonschema
    from referencing import Registry

BASE_URI = "https://deckwright.invalid/schema/"


@cache
def _resources() -> dict[str, dict]:
    """Every schema file under schema/, by its URI (the files carry no $id so editors resolve them locally)."""
    root = data_dir("schema")
    return {
        BASE_URI + p.relative_to(root).as_posix(): json.loads(p.read_text("utf-8"))
        for p in sorted(root.rglob("*.schema.json"))
    }


@cache
def _patterns() -> dict[str, str]:
    """What each pattern of the schemas asks for, in words (schema/patterns.json)."""
    path = data_dir("schema") / "patterns.json"
    return json.loads(path.read_text("utf-8")) if path.is_file() else {}


def schema_files() -> dict[str, dict]:
    """The schema documents by their path relative to schema/ (for ``deckwright schema``)."""
    return {uri.removeprefix(BASE_URI): doc for uri, doc in _resources().items()}


class SchemaChecker:
    """Validates documents against one schema file."""

    def __init__(self, relative: str):
        resources = _resources()
        self.uri = BASE_URI + relative
        self.schema = dict(resources[self.uri], **{"$id": self.uri})
        rs_registry = jsonschema_rs.Registry([(uri, doc) for uri, doc in resources.items()])
        self.fast = jsonschema_rs.Draft202012Validator(self.schema, registry=rs_registry)
        self.hints = hints_for((data_dir("schema") / relative).parent)

    # the reference implementation and the schema's nouns serve only documents with findings:
    # a valid document never imports jsonschema

    @cached_property
    def registry(self) -> Registry:
        from referencing import Registry, Resource

        return Registry().with_resources((uri, Resource.from_contents(doc)) for uri, doc in _resources().items())

    @cached_property
    def reference(self) -> jsonschema.Draft202012Validator:
        import jsonschema

        return jsonschema.Draft202012Validator(self.schema, registry=self.registry)

    @cached_property
    def nouns(self) -> SchemaNouns:
        return SchemaNouns(self.schema, self.uri, self.registry)

    def where(self, data: Any, path: Sequence[Any]) -> str:
        """A readable name for the place of an error: card 'farm', ability 2 (action); the document."""
        path = list(path)
        return describe(data, path, self.nouns.along(data, path))

    def construct_hint(self, word: object) -> str:
        """The hint for a word that names a construct the language says another way ('condition:')."""
        return self.hints.hint(word)

    def check(self, doc: Document) -> list[Finding]:
        if self.fast.is_valid(doc.data):
            return []
        errors = list(self.reference.iter_errors(doc.data))
        unknown: dict[tuple, list[jsonschema.ValidationError]] = {}  # the unknown-key errors by place
        for error in errors:
            if error.validator == "additionalProperties":
                unknown.setdefault(tuple(error.absolute_path), []).append(error)
        groups = [
            _pending(error, doc, self)
            for error in errors
            if not self._explained_by_unknown_keys(error, unknown.get(tuple(error.absolute_path), []))
        ]
        # one finding of each error first, so that 8,000 unknown keys do not hide a missing key
        pending = [build for row in zip_longest(*groups) for build in row if build is not None]
        shown = _dedupe(build() for build in pending[: MAX_PER_FILE + 1])
        return capped(sorted(shown, key=Finding.sort_key), unbuilt=len(pending) - min(len(pending), MAX_PER_FILE + 1))

    def _explained_by_unknown_keys(
        self, error: jsonschema.ValidationError, unknown: list[jsonschema.ValidationError]
    ) -> bool:
        """Whether ``error`` (a count of keys, or one-of/any-of branches chosen by the keys) on an
        object with unknown keys (``unknown``: the unknown-key errors of its place) goes away once
        they are mended as their findings suggest (each renamed to its did-you-mean, or dropped
        where there is none): the misspelled key's finding then says all (``{gian: ...}`` is not
        also a step that holds no primitive)."""
        if not unknown or error.validator not in EXPLAINED_BY_KEYS or "$ref" in json.dumps(error.validator_value):
            return False
        mended = dict(error.instance)
        for other in unknown:
            allowed = list(other.schema.get("properties", {}))
            for key in _extra_keys(other):
                if key not in mended:  # another subschema of the place named it too
                    continue
                meant = nearest(key, allowed)
                value = mended.pop(key)
                if meant is not None and meant not in mended:
                    mended[meant] = value
        return self.reference.evolve(schema={error.validator: error.validator_value}).is_valid(mended)


EXPLAINED_BY_KEYS = ("oneOf", "anyOf", "maxProperties", "minProperties")


@cache
def checker(relative: str) -> SchemaChecker:
    return SchemaChecker(relative)


def _pointer(path: Sequence[Any]) -> str:
    return pointer_join("", *path)


def _describe(schema: dict, name: str) -> str:
    sub = schema.get("properties", {}).get(name, {})
    return sub.get("description", "") if isinstance(sub, dict) else ""


def place_of(data: Any, pointer: str, relative: str) -> str:
    """The readable name (card 'farm', ability 2 (action)) of the value at a JSON pointer of a
    document checked against the schema file ``relative``; for the systems' own checks."""
    path: list[str | int] = []
    node = data
    for raw in pointer.split("/")[1:]:
        token = raw.replace("~1", "/").replace("~0", "~")
        key: str | int = int(token) if isinstance(node, list) and token.isdigit() else token
        path.append(key)
        node = value_at(node, key)
    return checker(relative).where(data, path)


def _pending(
    error: jsonschema.ValidationError, doc: Document, schema_checker: SchemaChecker
) -> list[Callable[[], Finding]]:
    """How to build each finding of one schema error (one per unknown key, else one)."""
    if error.validator == "additionalProperties":
        allowed = list(error.schema.get("properties", {}))
        return [partial(_unknown_key, error, doc, schema_checker, k, allowed) for k in _extra_keys(error)]
    return [partial(_to_finding, error, doc, schema_checker)]


def _extra_keys(error: jsonschema.ValidationError) -> list[str]:
    """The keys of an ``additionalProperties`` error's object that its schema does not take."""
    allowed, patterns = error.schema.get("properties", {}), error.schema.get("patternProperties", {})
    return [k for k in error.instance if k not in allowed and not any(re.search(p, k) for p in patterns)]


def _unknown_key(
    error: jsonschema.ValidationError, doc: Document, schema_checker: SchemaChecker, key: str, allowed: list[str]
) -> Finding:
    return doc.finding(
        "E-UNKNOWN-KEY",
        f"unknown key '{clip(key)}' in {schema_checker.where(doc.data, error.absolute_path)}",
        pointer_join(_pointer(error.absolute_path), key),
        schema_checker.construct_hint(key) or did_you_mean(key, allowed) or f"allowed keys: {', '.join(allowed)}",
        key=True,
    )


def _to_finding(error: jsonschema.ValidationError, doc: Document, schema_checker: SchemaChecker) -> Finding:
    pointer = _pointer(error.absolute_path)
    kind, schema, instance = error.validator, error.schema, error.instance
    where = schema_checker.where(doc.data, error.absolute_path)
    own = schema.get("x-errors", {}).get(kind) if isinstance(schema, dict) else None
    if own:  # the schema words this error itself
        return doc.finding(
            own.get("code", "E-VALUE"),
            f"{where} {own['says'].format(value=repr(instance)[:40], keys=_keys(instance), count=_count(instance))}",
            pointer,
            own.get("hint", _describe_self(error)),
        )
    if kind == "pattern" and error.validator_value in _patterns():
        return doc.finding(
            "E-VALUE",
            f"{where} is {instance!r:.40}; {_patterns()[error.validator_value]}",
            pointer,
            _describe_self(error),
        )
    if kind == "required":
        name = error.message.split("'")[1] if "'" in error.message else ""
        description = _describe(schema, name)
        return doc.finding(
            "E-MISSING-KEY",
            f"{where} is missing the required key '{name}'",
            pointer,
            description or f"add '{name}:'",
            key=bool(pointer),
        )
    if kind is None:  # a `false` subschema: a key that this kind of card or trigger does not take
        parent = _resolve(doc.data, error.absolute_path)
        name = _key_of(parent, error.instance)
        return doc.finding(
            "E-NOT-ALLOWED",
            f"'{clip(name)}' is not used {_context(parent)}, in {where}",
            pointer_join(pointer, name),
            "see docs/authoring.md for the keys each card kind and trigger takes",
            key=True,
        )
    if kind in ("enum", "const"):
        choices = schema.get("enum") or [schema.get("const")]
        return doc.finding(
            "E-VALUE",
            f"{where} is {instance!r:.60}; expected one of: {', '.join(map(_spelled, choices))}",
            pointer,
            _boolean_hint(instance, choices)
            or did_you_mean(instance, choices)
            or schema_checker.construct_hint(instance),
        )
    if kind == "type":
        return doc.finding(
            "E-TYPE",
            f"{where} should be {_type_name(error.validator_value)}, "
            f"not {_type_name(_json_type(instance))} ({instance!r:.40})",
            pointer,
            _boolean_hint(instance, [True, False] if "boolean" in str(error.validator_value) else [])
            or _comment_hint(doc, pointer, instance)
            or _describe_self(error),
        )
    if kind in (
        "minItems",
        "maxItems",
        "minProperties",
        "maxProperties",
        "minimum",
        "maximum",
        "minLength",
        "maxLength",
        "pattern",
    ):
        return doc.finding("E-VALUE", f"{where}: {_message(error)}", pointer, _describe_self(error))
    if kind == "dependentRequired":
        needing = next(
            (key for key, needs in error.validator_value.items() if key in instance and set(needs) - set(instance)),
            "",
        )
        missing = [key for key in error.validator_value.get(needing, []) if key not in instance]
        return doc.finding(
            "E-MISSING-KEY",
            f"{where}: '{needing}' needs {' and '.join(f'a {key!r}' for key in missing)}",
            pointer,
            "; ".join(f"add '{key}': {_describe(schema, key)}".removesuffix(": ") for key in missing),
        )
    if kind == "anyOf":
        branches = error.validator_value
        if all(set(branch) == {"required"} for branch in branches):  # one of these keys must be there
            keys = ", ".join(key for branch in branches for key in branch["required"])
            return doc.finding("E-VALUE", f"{where} needs one of the keys {keys}", pointer, _describe_self(error))
        from jsonschema.exceptions import best_match

        best = best_match(error.context) if error.context else None
        message = _message(best or error)
        return doc.finding("E-VALUE", f"{where}: {message}", pointer, _describe_self(error))
    return doc.finding("E-SCHEMA", f"{where}: {_message(error)}", pointer, _describe_self(error))


def _count(instance: Any) -> int | str:
    return len(instance) if isinstance(instance, (list, dict, str)) else ""


def _keys(instance: Any) -> str:
    return " and ".join(map(str, instance)) if isinstance(instance, dict) else ""


def _comment_hint(doc: Document, pointer: str, instance: Any) -> str:
    """For an empty value whose line goes on with ' #': YAML read the rest as a comment."""
    if instance is not None or doc.path.suffix.lower() == ".json":
        return ""
    line, column = doc.locate(pointer)
    rest = doc.line_text(line)[column - 1 :]
    if "#" not in rest:
        return ""
    return f"YAML reads ' #' as the start of a comment: quote the value, e.g. \"{rest[rest.index('#') :].strip()}\""


def _spelled(value: Any) -> str:
    """A value as the file writes it: true, false and null in YAML/JSON spelling, text as is."""
    return value if isinstance(value, str) else json.dumps(value)


YAML11_BOOLEANS = {"yes": True, "y": True, "on": True, "no": False, "n": False, "off": False}


def _boolean_hint(instance: Any, choices: Any) -> str:
    """For a YAML 1.1 boolean word (yes, on, no, off) where true or false is expected: how to write it."""
    meant = YAML11_BOOLEANS.get(instance.lower()) if isinstance(instance, str) else None
    if meant is None or not any(choice is meant for choice in choices):
        return ""
    return f"write {_spelled(meant)} (YAML 1.2: {instance} is text)"


def _message(error: jsonschema.ValidationError, limit: int = 200) -> str:
    """jsonschema's message, cut short: it quotes the whole value ("[...] is too long")."""
    return error.message if len(error.message) <= limit else error.message[:limit] + "..."


def _describe_self(error: jsonschema.ValidationError) -> str:
    return error.schema.get("description", "") if isinstance(error.schema, dict) else ""


def _resolve(data: Any, path: Sequence[Any]) -> Any:
    for token in path:
        data = data[token]
    return data


def _key_of(parent: Any, value: Any) -> str:
    """The key under which ``value`` stands in ``parent`` (jsonschema leaves it out of the path)."""
    if isinstance(parent, dict):
        for key, candidate in parent.items():
            if candidate is value:
                return key
        for key, candidate in parent.items():
            if candidate == value:
                return key
    return "?"


def _context(parent: Any) -> str:
    """'on a location card' or 'with event 'raid'': what made a key not allowed."""
    if isinstance(parent, dict) and "kind" in parent:
        return f"on a {parent['kind']} card"
    if isinstance(parent, dict) and "event" in parent:
        return f"with event '{parent['event']}'"
    return "here"


_TYPE_NAMES = {
    "integer": "a whole number",
    "number": "a number",
    "string": "text",
    "object": "a mapping",
    "array": "a list",
    "boolean": "true or false",
    "null": "empty",
}


def _type_name(t: Any) -> str:
    if isinstance(t, list):
        return " or ".join(_TYPE_NAMES.get(x, str(x)) for x in t)
    return _TYPE_NAMES.get(t, str(t))


_JSON_TYPES = (
    (bool, "boolean"),
    (int, "integer"),
    (float, "number"),
    (str, "string"),
    (dict, "object"),
    (list, "array"),
)


def _json_type(value: Any) -> str:
    return next((name for kind, name in _JSON_TYPES if isinstance(value, kind)), "null")


def _dedupe(findings: Iterable[Finding]) -> list[Finding]:
    seen, result = set(), []
    for f in findings:
        key = (f.line, f.column, f.code, f.message)
        if key not in seen:
            seen.add(key)
            result.append(f)
    return result

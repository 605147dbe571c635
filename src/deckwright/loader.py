"""Reading card files: YAML 1.2 or JSON, safe, with every value's file, line and column.

Loading is two-speed. The data is parsed with a fast libyaml-backed YAML 1.2 loader
(``yaml12``); the positions of values are found only when a finding needs one, by a round-trip
parse of the same text with ruamel.yaml (``Document.locate``). Both use YAML 1.2 semantics (``no``
stays a string) and reject duplicate keys. Bad input never raises past this module: it becomes a ``Finding``.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.error import MarkedYAMLError, YAMLError

from . import yaml12
from .findings import ERROR, Finding

CARD_SUFFIXES = (".yaml", ".yml", ".json")
MAX_BYTES = 2 * 1024 * 1024
MAX_NODES = 200_000  # values after expanding aliases; more is an alias bomb or not a card file

_local = threading.local()


def _rt_yaml() -> YAML:
    if not hasattr(_local, "rt"):
        _local.rt = YAML(typ="rt")
    return _local.rt


class LoadError(Exception):
    """The file cannot be turned into data; ``finding`` says why."""

    def __init__(self, finding: Finding):
        super().__init__(finding.message)
        self.finding = finding


@dataclass
class Document:
    """A parsed card file: its data plus lazily computed positions of every value."""

    path: Path
    display: str
    text: str
    data: Any
    _tree: Any = field(default=None, repr=False)

    def locate(self, pointer: str, key: bool = False) -> tuple[int, int]:
        """1-based (line, column) of the value at JSON ``pointer`` (of its key with ``key``).

        A pointer that goes deeper than the file (a missing key) gives the deepest position found.
        """
        if self._tree is None:
            try:
                self._tree = _rt_yaml().load(self.text)
            except YAMLError:
                self._tree = False
        node, pos = self._tree, (0, 0)
        tokens = _pointer_tokens(pointer)
        for index, token in enumerate(tokens, 1):
            lc = getattr(node, "lc", None)
            if lc is None:
                break
            if isinstance(node, dict) and token in node:
                pos = lc.key(token) if key and index == len(tokens) else lc.value(token)
                node = node[token]
            elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
                pos = lc.item(int(token))
                node = node[int(token)]
            else:
                break
        return pos[0] + 1, pos[1] + 1

    def line_text(self, line: int) -> str:
        return _line(self.text, line)

    def finding(self, code: str, message: str, pointer: str = "", hint: str = "",
                severity: str = ERROR, key: bool = False) -> Finding:
        """A finding located at ``pointer`` in this document, with the source line as excerpt."""
        line, column = self.locate(pointer, key=key)
        return Finding(self.display, line, column, code, severity, message, hint, pointer,
                       self.line_text(line))


def _pointer_tokens(pointer: str) -> list[str]:
    if not pointer:
        return []
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer.lstrip("/").split("/")]


def pointer_join(pointer: str, *tokens: object) -> str:
    """Extend a JSON pointer by path tokens."""
    for token in tokens:
        pointer += "/" + str(token).replace("~", "~0").replace("/", "~1")
    return pointer


def _at(display: str, code: str, message: str, hint: str = "", line: int = 1, column: int = 1,
        excerpt: str = "") -> LoadError:
    return LoadError(Finding(display, line, column, code, ERROR, message, hint, "", excerpt))


def _decode(raw: bytes, display: str) -> str:
    if b"\x00" in raw[:8192]:
        raise _at(display, "E-ENCODING", "this is a binary file, not a card file",
                  "card files are UTF-8 text in YAML or JSON")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        before = raw[: exc.start]
        line = before.count(b"\n") + 1
        column = exc.start - (before.rfind(b"\n") + 1) + 1
        raise _at(display, "E-ENCODING", f"the file is not valid UTF-8 (byte 0x{raw[exc.start]:02x})",
                  "save the file as UTF-8 (most editors: 'Save with encoding')", line, column) from None


def read_document(path: Path, display: str | None = None) -> Document:
    """Read and parse one card file; raise ``LoadError`` with a finding on any problem."""
    display = display or str(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise _at(display, "E-TOO-LARGE", f"the file is {size / 1048576:.1f} MiB; card files are at most "
                      f"{MAX_BYTES // 1048576} MiB", "split the set into one file per clan or island set")
        raw = path.read_bytes()
    except OSError as exc:
        raise _at(display, "E-IO", f"cannot read the file: {exc.strerror or exc}",
                  "check that the path exists and is readable") from None
    text = _decode(raw, display)
    data = _parse(text, display, json_syntax=path.suffix.lower() == ".json")
    if data is None:
        raise _at(display, "E-EMPTY", "the file is empty",
                  "start from an example: deckwright's cards/ folder or docs/authoring.md")
    _check_shape(data, display, text)
    return Document(path, display, text, data)


class _DuplicateJSONKey(Exception):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    result = {}
    for key, value in pairs:
        if key in result:
            raise _DuplicateJSONKey(key)
        result[key] = value
    return result


def _parse(text: str, display: str, json_syntax: bool) -> Any:
    if json_syntax:
        try:
            return json.loads(text, object_pairs_hook=_no_duplicates)
        except json.JSONDecodeError as exc:
            raise _at(display, "E-SYNTAX", f"JSON syntax error: {exc.msg}", _json_hint(exc.msg),
                      exc.lineno, exc.colno, _line(text, exc.lineno)) from None
        except _DuplicateJSONKey:
            pass  # the round-trip parser below reports the duplicate with its position
        except RecursionError:
            raise _at(display, "E-SYNTAX", "the JSON is nested too deeply", "card data is a few levels deep") from None
    try:
        return _rt_yaml().load(text) if json_syntax else yaml12.load(text)
    except (MarkedYAMLError, yaml12.MarkedYAMLError) as exc:
        raise _yaml_error(exc, display, text) from None
    except (YAMLError, yaml12.YAMLError, RecursionError, ValueError) as exc:
        raise _at(display, "E-SYNTAX", f"YAML error: {exc}", "check the file's indentation and quoting") from None


def _line(text: str, line: int) -> str:
    lines = text.splitlines()
    return lines[line - 1] if 0 < line <= len(lines) else ""


def _json_hint(msg: str) -> str:
    if "Expecting ',' delimiter" in msg:
        return "a comma is missing between two items, or a bracket is not closed"
    if "Expecting property name" in msg:
        return "JSON allows no trailing comma and needs keys in double quotes"
    return "check brackets, commas and double quotes around the line shown"


def _yaml_error(exc, display: str, text: str) -> LoadError:
    mark = exc.problem_mark or exc.context_mark
    line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    problem = exc.problem or str(exc)
    code, hint = "E-SYNTAX", "check the indentation and the quoting around the line shown"
    if "duplicate key" in problem:
        code = "E-DUPLICATE-KEY"
        key = problem.split('"')[1] if '"' in problem else ""
        problem = f"the key '{key}' appears twice in the same mapping" if key else problem
        hint = "each key may appear once; remove or rename one of them"
    elif "tab" in problem or "\\t" in problem:
        hint = "YAML indents with spaces, not tabs"
    elif "mapping values are not allowed" in problem:
        hint = "a ':' inside a value needs quotes, or the line is indented wrongly"
    elif "expected a single document" in problem:
        hint = "a card file holds one document: remove the extra '---'"
    return _at(display, code, f"YAML error: {problem}", hint, line, column, _line(text, line))


def _check_shape(data: Any, display: str, text: str) -> None:
    """Reject alias bombs and non-text keys; both would break the schema stage."""
    seen: dict[int, int] = {}

    def size(node: Any, path: str) -> int:
        ident = id(node)
        if ident in seen:
            return seen[ident]
        if isinstance(node, dict):
            for k in node:
                if not isinstance(k, str):
                    raise _at(display, "E-KEY-TYPE", f"the key {k!r} at '{path or '/'}' is not text",
                              "write keys as plain words (quote numbers: '1': ...)")
            total = 1 + sum(size(v, f"{path}/{k}") for k, v in node.items())
        elif isinstance(node, list):
            total = 1 + sum(size(v, f"{path}/{i}") for i, v in enumerate(node))
        else:
            return 1
        if total > MAX_NODES:
            anchor = text.find("&")
            line = text.count("\n", 0, anchor) + 1 if anchor >= 0 else 1
            raise _at(display, "E-ALIAS-BOMB", f"the data expands to more than {MAX_NODES:,} values",
                      "YAML aliases (*name) repeat anchored data; a card file needs few of them",
                      line, 1, _line(text, line))
        seen[ident] = total
        return total

    try:
        size(data, "")
    except RecursionError:
        raise _at(display, "E-SYNTAX", "the data is nested too deeply", "card data is a few levels deep") from None


def discover(paths: list[Path]) -> tuple[list[tuple[Path, str]], list[Finding]]:
    """Expand files and folders into card files; a folder with none, or a missing path, is a finding."""
    files: list[tuple[Path, str]] = []
    findings: list[Finding] = []
    for path in paths:
        if path.is_dir():
            found = sorted(p for p in path.rglob("*") if p.suffix.lower() in CARD_SUFFIXES and p.is_file()
                           and not p.name.endswith(".schema.json")
                           and not any(part.startswith(".") for part in p.relative_to(path).parts))
            if not found:
                findings.append(Finding(str(path), 1, 1, "E-NO-FILES", ERROR,
                                        "the folder holds no card files (.yaml, .yml, .json)",
                                        "point deckwright at a folder of card files, e.g. cards/"))
            files.extend((p, str(p)) for p in found)
        elif path.exists():
            files.append((path, str(path)))
        else:
            findings.append(Finding(str(path), 1, 1, "E-IO", ERROR, "no such file or folder",
                                    "check the spelling of the path"))
    return files, findings

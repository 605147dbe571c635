"""Reading card files: YAML 1.2 or JSON, safe, with every value's file, line and column.

Loading is two-speed. The data is parsed with a fast libyaml-backed YAML 1.2 loader
(``yaml12``); the positions of values are found only when a finding needs one, from the
same text (``positions``, used by ``Document.locate``). Both use YAML 1.2 semantics (``no``
stays a string) and reject duplicate keys. Bad input never raises past this module: it becomes
a ``Finding``.

What reaches the validator is plain JSON data: a file is read only if it is a regular file
(checked before opening), nesting is bounded at ``MAX_DEPTH`` before any recursive parser sees
the text, and the value check refuses what JSON Schema would let through but no later stage
expects: decimal numbers (``2.0``), integers beyond ``MAX_INT``, lone surrogates, non-text keys.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from . import positions, yaml12
from .codes import severity
from .findings import ERROR, MAX_PER_FILE, Finding, capped, excerpt

CARD_SUFFIXES = (".yaml", ".yml", ".json")
DERIVED_SUFFIXES = (".schema.json", "-tts.json")  # files deckwright writes: never read back as cards
LAYOUT_SUFFIX = ".layout.yaml"  # a designer's layout override (renderer/layouts.py), not a card file
MAX_BYTES = 2 * 1024 * 1024
MAX_NODES = 200_000  # values after expanding aliases; more is an alias bomb or not a card file
MAX_DEPTH = 64  # nested mappings and lists; a card with choices inside choices needs about 15
MAX_INT = 2**53 - 1  # the largest integer every JSON reader keeps exactly

_local = threading.local()


def _rt_load(text: str) -> Any:
    """The round-trip parser's data (ruamel.yaml, imported only for it): it finds a JSON file's
    duplicate key with its position."""
    if not hasattr(_local, "rt"):
        from ruamel.yaml import YAML

        _local.rt = YAML(typ="rt")
    return _local.rt.load(text)


def _marked() -> tuple[type[Exception], ...]:
    """The parsers' errors that carry a position. An ``except`` names this call, which Python
    evaluates only when an exception is met, so that a file that parses never imports ruamel."""
    from ruamel.yaml.error import MarkedYAMLError

    return MarkedYAMLError, yaml12.MarkedYAMLError


def _unmarked() -> tuple[type[BaseException], ...]:
    """The parsers' other errors (see ``_marked``)."""
    from ruamel.yaml.error import YAMLError

    return YAMLError, yaml12.YAMLError, RecursionError, ValueError


class LoadError(Exception):
    """The file cannot be turned into data; ``findings`` say why (``finding`` is the first)."""

    def __init__(self, *findings: Finding):
        super().__init__(findings[0].message)
        self.finding = findings[0]
        self.findings = list(findings)


@dataclass
class Document:
    """A parsed card file: its data plus lazily computed positions of every value; ``root``: the
    folder named on the command line that the file was found in (None: the file was named itself),
    the highest folder a designer's layout override of it is looked for in."""

    path: Path
    display: str
    text: str
    data: Any
    _tree: Any = field(default=None, repr=False)
    _lines: list[str] | None = field(default=None, repr=False)
    root: Path | None = None

    def locate(self, pointer: str, key: bool = False) -> tuple[int, int]:
        """1-based (line, column) of the value at JSON ``pointer`` (of its key with ``key``).

        A pointer that goes deeper than the file (a missing key) gives the deepest position found;
        the top level's is that of its first key (not line 1, which is often a comment).
        """
        if self._tree is None:
            self._tree = _position_tree(self.text, self.path.suffix.lower() == ".json")
        node = self._tree
        pos = min(key_pos for key_pos, _, _ in node.values()) if isinstance(node, dict) and node else (0, 0)
        tokens = _pointer_tokens(pointer)
        for index, token in enumerate(tokens, 1):
            if isinstance(node, dict) and token in node:
                key_pos, value_pos, node = node[token]
                pos = key_pos if key and index == len(tokens) else value_pos
            elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
                pos, node = node[int(token)]
            else:
                break
        return pos[0] + 1, pos[1] + 1

    def locate_within(self, pointer: str, needle: str, nth: int) -> tuple[int, int]:
        """1-based (line, column) of the ``nth`` (0-based) ``needle`` inside the string value at
        ``pointer``, as written in the file (plain, quoted or block scalar; a JSON string); the
        value's own position when the source does not show it (an escape spelled it).

        The needle must be text that YAML and JSON write as it is (no whitespace, quote or
        backslash): folding and indentation then change only what lies between occurrences."""
        line, column = self.locate(pointer)
        start = positions.offset(self.text, line - 1, column - 1)
        source = self.text[start : _scalar_end(self.text, start, self.path.suffix.lower() == ".json")]
        at = -1
        for _ in range(nth + 1):
            at = source.find(needle, at + 1)
            if at < 0:
                return line, column
        before = source[:at]
        newlines = before.count("\n")
        if not newlines:
            return line, column + at
        return line + newlines, at - before.rfind("\n")

    def line_text(self, line: int) -> str:
        if self._lines is None:
            self._lines = _lines(self.text)
        return _nth(self._lines, line)

    def finding(
        self,
        code: str,
        message: str,
        pointer: str = "",
        hint: str = "",
        *,
        key: bool = False,
        within: tuple[str, int] | None = None,
    ) -> Finding:
        """A finding located at ``pointer`` in this document, with the source line as excerpt and
        the severity the registry gives ``code``; ``within``: at the nth (needle, n) text inside
        the string there (``locate_within``)."""
        line, column = self.locate_within(pointer, *within) if within else self.locate(pointer, key=key)
        shown, start = excerpt(self.line_text(line), column)
        return Finding(self.display, line, column, code, severity(code), message, hint, pointer, shown, start)


Run = Sequence[tuple[Document, str]]  # one system's schema-valid documents of one run, with their content kinds


def _scalar_end(text: str, start: int, json_syntax: bool) -> int:
    """Where the scalar (or JSON string) that starts at offset ``start`` ends."""
    if json_syntax:
        match = _JSON_STRING.match(text, start)
        return match.end() if match else start
    return positions.scalar_end(text, start)


_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def _position_tree(text: str, json_syntax: bool) -> Any:
    try:
        return positions.json_positions(text) if json_syntax else positions.yaml_positions(text)
    except yaml12.YAMLError:  # the text loaded, so this is not expected; a finding then points at 1:1
        return None


def _lines(text: str) -> list[str]:
    return [line.removesuffix("\r") for line in text.split("\n")]


def _nth(lines: list[str], line: int) -> str:
    """Line ``line`` (1-based), or "" past the end."""
    return lines[line - 1] if 0 < line <= len(lines) else ""


def _pointer_tokens(pointer: str) -> list[str]:
    if not pointer:
        return []
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer.lstrip("/").split("/")]


def pointer_join(pointer: str, *tokens: object) -> str:
    """Extend a JSON pointer by path tokens."""
    for token in tokens:
        pointer += "/" + str(token).replace("~", "~0").replace("/", "~1")
    return pointer


def _at(
    display: str, code: str, message: str, hint: str = "", line: int = 1, column: int = 1, text: str = ""
) -> LoadError:
    shown, start = excerpt(_nth(_lines(text), line), column)
    return LoadError(Finding(display, line, column, code, ERROR, message, hint, "", shown, start))


def _decode(raw: bytes, display: str) -> str:
    if _utf16(raw[:8192]):
        raise _at(
            display,
            "E-ENCODING",
            "the file is UTF-16 text (some editors call it 'Unicode'), not UTF-8",
            "save the file as UTF-8 (most editors: 'Save with encoding')",
        )
    if b"\x00" in raw[:8192]:
        raise _at(
            display, "E-ENCODING", "this is a binary file, not a card file", "card files are UTF-8 text in YAML or JSON"
        )
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        before = raw[: exc.start]
        line = before.count(b"\n") + 1
        column = exc.start - (before.rfind(b"\n") + 1) + 1
        raise _at(
            display,
            "E-ENCODING",
            f"the file is not valid UTF-8 (byte 0x{raw[exc.start]:02x})",
            "save the file as UTF-8 (most editors: 'Save with encoding')",
            line,
            column,
        ) from None


_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


@dataclass(frozen=True)
class Readable:
    """What a reader expects at a path: its name in a finding, its size limit in bytes, and the hints
    for a path that is not a regular file and for one over the limit."""

    what: str
    limit: int
    elsewhere: str
    smaller: str


CARD_FILE = Readable(
    "a card file",
    MAX_BYTES,
    "point deckwright at .yaml, .yml or .json files, or at folders of them",
    "split the content into several smaller card files",
)


def _not_regular(mode: int, display: str, expected: Readable) -> LoadError:
    kind = next((name for test, name in _KINDS if test(mode)), "not a regular file")
    return _at(display, "E-NOT-A-FILE", f"this is {kind}, not {expected.what}", expected.elsewhere)


def read_regular(path: Path, display: str, expected: Readable = CARD_FILE) -> bytes:
    """The file's bytes; only a regular file is opened (stat first, so that a named pipe or a link
    to a device never blocks a read), and at most ``expected.limit`` bytes are read."""
    try:
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode):
            raise _not_regular(mode, display, expected)
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with open(handle, "rb") as file:
            info = os.fstat(file.fileno())  # the path may have changed since the stat above
            if not stat.S_ISREG(info.st_mode):
                raise _not_regular(info.st_mode, display, expected)
            raw = file.read(expected.limit + 1)
    except OSError as exc:
        raise _at(
            display,
            "E-IO",
            f"cannot read the file: {exc.strerror or exc}",
            "check that the path exists and is readable",
        ) from None
    except ValueError:  # a NUL byte in the path
        raise _at(
            display, "E-IO", "cannot read the file: the path holds a NUL character", "check the file's name"
        ) from None
    if len(raw) > expected.limit:
        whole, part = divmod(expected.limit, 1048576)
        size = f"{expected.limit} bytes" if part else f"{whole} MiB"
        raise _at(
            display,
            "E-TOO-LARGE",
            f"the file is over {size}; {expected.what} is at most {size}",
            expected.smaller,
        )
    return raw


def read_document(path: Path, display: str | None = None, decimals: bool = False) -> Document:
    """Read and parse one card file; raise ``LoadError`` with findings on any problem.
    ``decimals``: finite decimal numbers are data here (a layout file's millimetres), not a mistake."""
    display = display or str(path)
    text = _decode(read_regular(path, display), display)
    json_syntax = path.suffix.lower() == ".json"
    _check_depth(text, display, json_syntax)
    data = _parse(text, display, json_syntax)
    if data is None:
        raise _at(
            display,
            "E-EMPTY",
            "the file is empty",
            "start from an example: deckwright's cards/ folder or docs/authoring.md",
        )
    doc = Document(path, display, text, data)
    problems = _value_problems(doc, decimals)
    if problems:
        raise LoadError(*problems)
    return doc


_JSON_NESTING = re.compile(r'"(?:[^"\\]|\\.)*"|[\[{]|[\]}]')


def _check_depth(text: str, display: str, json_syntax: bool) -> None:
    """E-TOO-DEEP where nesting first exceeds MAX_DEPTH, found by a linear scan of the text."""
    if json_syntax:
        where, depth = None, 0
        for match in _JSON_NESTING.finditer(text):
            token = match.group()
            if token in "[{":
                depth += 1
                if depth > MAX_DEPTH:
                    offset = match.start()
                    line_start = text.rfind("\n", 0, offset) + 1
                    where = (text.count("\n", 0, offset), offset - line_start)
                    break
            elif token in "]}":
                depth -= 1
    else:
        where = yaml12.too_deep(text, MAX_DEPTH)
    if where:
        raise _at(
            display,
            "E-TOO-DEEP",
            f"lists and mappings nest more than {MAX_DEPTH} levels deep here",
            "card data is a few levels deep; look for unclosed brackets or runaway indentation",
            where[0] + 1,
            where[1] + 1,
            text,
        )


class _DuplicateJSONKey(Exception):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    result = {}
    for key, value in pairs:
        if key in result:
            raise _DuplicateJSONKey(key)
        result[key] = value
    return result


class HugeNumber(str):
    """A JSON integer too long for Python to convert (over 4,300 digits), kept as its digits."""


def _json_int(digits: str) -> int | HugeNumber:
    return int(digits) if len(digits) <= yaml12.MAX_INT_DIGITS else HugeNumber(digits)


def _parse(text: str, display: str, json_syntax: bool) -> Any:
    if json_syntax:
        try:
            return json.loads(text, object_pairs_hook=_no_duplicates, parse_int=_json_int)
        except json.JSONDecodeError as exc:
            hint = _json_hint(exc.msg, text[: exc.pos].rstrip().endswith(",") and text[exc.pos : exc.pos + 1] in "]}")
            raise _at(display, "E-SYNTAX", f"JSON syntax error: {exc.msg}", hint, exc.lineno, exc.colno, text) from None
        except _DuplicateJSONKey:
            pass  # the round-trip parser below reports the duplicate with its position
    try:
        return _rt_load(text) if json_syntax else yaml12.load(text)
    except _marked() as exc:
        raise _yaml_error(exc, display, text, "JSON" if json_syntax else "YAML") from None
    except _unmarked() as exc:
        raise _at(display, "E-SYNTAX", f"YAML error: {exc}", "check the file's indentation and quoting") from None


def _utf16(head: bytes) -> bool:
    """Whether a file starts like UTF-16 text: its byte-order mark, or a NUL beside every ASCII character."""
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        return True
    pairs = len(head) // 2
    return pairs > 0 and (head[0::2].count(0) == pairs or head[1::2].count(0) == pairs)


def _json_hint(msg: str, trailing_comma: bool = False) -> str:
    if trailing_comma:
        return "a trailing comma: JSON allows no comma after the last item of a list or object"
    if "Expecting ',' delimiter" in msg:
        return "a comma is missing between two items, or a bracket is not closed"
    if "Expecting property name" in msg:
        return "JSON allows no trailing comma and needs keys in double quotes"
    return "check brackets, commas and double quotes around the line shown"


def _yaml_error(exc: Any, display: str, text: str, syntax: str = "YAML") -> LoadError:
    """The finding of a YAML parser's error (``syntax``: the file's, as the message names it: the
    YAML parser also reads a JSON file that has a key twice, to find where)."""
    mark = exc.problem_mark or exc.context_mark
    line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    problem = exc.problem or str(exc)
    code, hint = "E-SYNTAX", "check the indentation and the quoting around the line shown"
    if isinstance(exc, yaml12.NumberError):
        return _at(display, exc.code, problem, _MAX_INT_HINT, line, column, text)
    if isinstance(exc, yaml12.TagError):
        return _at(
            display,
            exc.code,
            f"YAML tag: {problem}",
            "card data holds plain text, whole numbers, true/false, "
            "lists and mappings: remove the tag (the '!...' word)",
            line,
            column,
            text,
        )
    flow = exc.context_mark is not None and (exc.context or "").startswith("while parsing a flow")
    if flow and exc.context_mark.line + 1 < line:  # an unclosed bracket: point at it, not where parsing stopped
        opened = "[" if "sequence" in exc.context else "{"
        closing = "]" if opened == "[" else "}"
        return _at(
            display,
            code,
            f"{syntax} error: the '{opened}' here is not closed (line {line}: {problem})",
            f"close it with '{closing}', or put a comma between its items",
            exc.context_mark.line + 1,
            exc.context_mark.column + 1,
            text,
        )
    if "duplicate key" in problem:
        code = "E-DUPLICATE-KEY"
        key = problem.split('"')[1] if '"' in problem else ""
        problem = f"the key '{key}' appears twice in the same mapping" if key else problem
        hint = "each key may appear once; remove or rename one of them"
    elif "tab" in problem or "\\t" in problem or _nth(_lines(text), line)[column - 1 : column] == "\t":
        hint = "a tab character: YAML indents with spaces, not tabs"
    elif "mapping values are not allowed" in problem:
        hint = "a ':' inside a value needs quotes, or the line is indented wrongly"
    elif "expected a single document" in problem:
        hint = "a card file holds one document: remove the extra '---'"
    return _at(display, code, f"{syntax} error: {problem}", hint, line, column, text)


_SURROGATE = re.compile("[\ud800-\udfff]")
_MAX_INT_HINT = f"numbers in card files are at most {MAX_INT:,}"


def _scalar_problem(value: Any, decimals: bool = False) -> tuple[str, str, str] | None:
    """(code, message, hint) for a value no later stage expects, or None."""
    if isinstance(value, HugeNumber):
        return "E-NUMBER", f"a number with {len(value.lstrip('-')):,} digits", _MAX_INT_HINT
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        if abs(value) > MAX_INT:
            return "E-NUMBER", f"a number with {len(str(value).lstrip('-')):,} digits", _MAX_INT_HINT
        return None
    if isinstance(value, float):
        if decimals and math.isfinite(value):
            return None
        if value.is_integer() and abs(value) <= MAX_INT:
            return "E-NUMBER", f"{value:.0f}.0 is a whole number written as a decimal", f"write {value:.0f}"
        return "E-NUMBER", f"{value!r} is not a whole number", "card numbers are whole numbers; put text in quotes"
    if isinstance(value, str) and not value.isascii() and _SURROGATE.search(value):
        return (
            "E-CHARACTER",
            "the text holds a lone surrogate (half of a \\u escape pair)",
            "write the character itself, or both halves of its \\u escape pair",
        )
    return None


def _value_problems(doc: Document, decimals: bool = False) -> list[Finding]:
    """Findings for what the schema stage would let through but later stages cannot take.

    An iterative walk of the data as the parser built it (aliases expanded), so no shape of
    data can exhaust the stack: too many values (an alias bomb), nesting deeper than MAX_DEPTH
    through aliases, non-text keys, decimal numbers, huge integers and lone surrogates.
    """
    problems: list[tuple[str, str, str, str, bool]] = []  # code, message, hint, pointer, at the key
    count = 0
    stack = [(doc.data, "", 1)]
    while stack:
        node, pointer, depth = stack.pop()
        count += 1
        if count > MAX_NODES:
            raise _at(
                doc.display,
                "E-ALIAS-BOMB",
                f"the data expands to more than {MAX_NODES:,} values",
                "YAML aliases (*name) repeat anchored data; a card file needs few of them",
                *_anchor(doc.text),
            )
        if isinstance(node, (dict, list)) and depth > MAX_DEPTH:
            raise _at(
                doc.display,
                "E-TOO-DEEP",
                f"YAML aliases (*name) nest the data more than {MAX_DEPTH} levels deep",
                "an alias may not repeat data that contains it; card data is a few levels deep",
                *_anchor(doc.text),
            )
        if isinstance(node, dict):
            for key, value in node.items():
                if not isinstance(key, str):
                    problems.append(
                        (
                            "E-KEY-TYPE",
                            f"the key {str(key)[:40]!r} at '{pointer or '/'}' is not text",
                            "write keys as plain words (quote numbers: '1': ...)",
                            pointer,
                            False,
                        )
                    )
                    continue
                here = pointer_join(pointer, key)
                problem = _scalar_problem(key)
                if problem:
                    problems.append((*problem, here, True))
                stack.append((value, here, depth + 1))
        elif isinstance(node, list):
            stack.extend((value, f"{pointer}/{index}", depth + 1) for index, value in enumerate(node))
        else:
            problem = _scalar_problem(node, decimals)
            if problem:
                problems.append((*problem, pointer, False))
    problems.reverse()  # the stack visits the last value first
    located = [
        doc.finding(code, message, pointer, hint, key=key)
        for code, message, hint, pointer, key in problems[: MAX_PER_FILE + 1]
    ]
    rest = [Finding(doc.display, 1, 1, code, ERROR, message) for code, message, *_ in problems[MAX_PER_FILE + 1 :]]
    return capped(sorted(located, key=Finding.sort_key) + rest)


def _anchor(text: str) -> tuple[int, int, str]:
    """(line, column, text) of the first YAML anchor, where an alias problem starts."""
    anchor = text.find("&")
    line = text.count("\n", 0, anchor) + 1 if anchor >= 0 else 1
    return line, 1, text


def is_card_file(path: Path, folder: Path) -> bool:
    """Whether ``path``, found under ``folder``, is read as a card file: a YAML or JSON file,
    not one deckwright derives (schemas, TTS decks) nor a layout override, and not in a hidden file or folder
    (``.deckwright-cache``, temporary ``.part`` files)."""
    name = path.name.lower()
    return (
        name.endswith(CARD_SUFFIXES)
        and not name.endswith(DERIVED_SUFFIXES)
        and not name.endswith(LAYOUT_SUFFIX)
        and not any(part.startswith(".") for part in path.relative_to(folder).parts)
    )


def _own_output(folder: Path) -> set[Path]:
    """The files under ``folder`` that deckwright wrote itself (a play report, say): those the
    manifest of a folder it wrote into (``.deckwright-cache/manifest.json``) records. A manifest
    that cannot be read records nothing."""
    from .safe_write import CACHE_DIR, MANIFEST_LIMIT

    own: set[Path] = set()
    for manifest in folder.rglob(f"{CACHE_DIR}/manifest.json"):
        try:
            if manifest.is_symlink() or not manifest.is_file() or manifest.stat().st_size > MANIFEST_LIMIT:
                continue
            entries = json.loads(manifest.read_bytes())
        except (OSError, ValueError):
            continue
        if isinstance(entries, dict):
            own.update(manifest.parent.parent / name for name in entries)
    return own


def discover(paths: list[Path]) -> tuple[list[tuple[Path, str]], list[Finding]]:
    """Expand files and folders into card files; a folder with none, or a missing path, is a finding.

    Files deckwright wrote into a folder itself (``_own_output``) are not card files.
    A file in a folder that is a link leading out of that folder is refused (E-OUTSIDE), like
    art that leaves its content folder. A file named twice (directly and through its folder) is
    read once.
    """
    files: list[tuple[Path, str]] = []
    findings: list[Finding] = []
    seen: set[Path] = set()

    def add(path: Path) -> None:
        try:
            real = path.resolve()
        except (OSError, RuntimeError):  # a link loop: reading it reports the problem
            real = path.absolute()
        if real not in seen:
            seen.add(real)
            files.append((path, str(path)))

    for path in paths:
        if path.is_dir():
            root = path.resolve()
            own = _own_output(path)
            found = sorted(p for p in path.rglob("*") if is_card_file(p, path) and not p.is_dir() and p not in own)
            if not found:
                findings.append(
                    Finding(
                        str(path),
                        1,
                        1,
                        "E-NO-FILES",
                        ERROR,
                        "the folder holds no card files (.yaml, .yml, .json)",
                        "point deckwright at a folder of card files, e.g. cards/",
                    )
                )
            for p in found:
                try:
                    inside = p.resolve(strict=True).is_relative_to(root)
                except (OSError, RuntimeError):  # a dangling link or a link loop
                    inside = True  # reading it reports the problem
                if inside:
                    add(p)
                else:
                    findings.append(
                        Finding(
                            str(p),
                            1,
                            1,
                            "E-OUTSIDE",
                            ERROR,
                            f"the file is a link to {p.resolve()}, outside the folder {path}",
                            "copy the file into the folder, or name it on the command line",
                        )
                    )
        elif path.exists() or path.is_symlink():
            add(path)
        else:
            findings.append(
                Finding(str(path), 1, 1, "E-IO", ERROR, "no such file or folder", "check the spelling of the path")
            )
    return files, findings

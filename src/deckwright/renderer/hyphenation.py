"""Hyphenation dictionaries that open in milliseconds: pyphen's patterns, parsed when looked up.

pyphen parses every pattern of a dictionary when it opens it, about 0.3 s for German's 66,000
patterns: most of the time ``deckwright validate`` took on one file, whose overflow check sets
text the way the renderer does, hyphenation included. ``LazyHyphDict`` reads the file into a
table from each line's letters (the line without its digits; a line without digits is no
pattern) to the line, and turns a line into pyphen's ``(offset, values)`` only when a word looks
it up, by pyphen's own rules: comments and settings are no patterns, a pattern of zeros is left
out, and where lines share their letters the last pattern among them counts. Hyphenation itself
stays pyphen's (``hyphenator`` hands the dictionary to ``pyphen.Pyphen`` through pyphen's
per-file cache); ``tests/renderer/test_hyphenation.py`` compares the table with pyphen's,
pattern by pattern.
"""

from __future__ import annotations

import re
from functools import cache
from itertools import compress
from operator import ne
from pathlib import Path
from typing import Any

import pyphen

DIGITS = b"0123456789"
NONZERO = re.compile(r"[1-9]").search


def _parse(line: str) -> tuple[int, tuple[int, ...]] | None:
    """pyphen's reading of one line of a dictionary (``pyphen.HyphDict``); None: no pattern."""
    if not line or line.startswith(pyphen.ignored):
        return None
    if "/" in line and "=" in line:
        line, alternative = line.split("/", 1)
        factory = pyphen.AlternativeParser(line, alternative)
    else:
        factory = int
    if not NONZERO(line):
        return None
    values = [factory(digit or "0") for digit, _ in pyphen.parse(line)]
    start, end = 0, len(values)
    while not values[start]:
        start += 1
    while not values[end - 1]:
        end -= 1
    return start, tuple(values[start:end])


class LazyPatterns(dict):
    """A line's letters -> the line, until ``get`` (pyphen's only use) parses it."""

    def __init__(self, letters: list[str], lines: list[str]) -> None:
        super().__init__(compress(zip(letters, lines), map(ne, letters, lines)))  # a line without digits is none
        self.letters, self.lines = letters, lines

    def get(self, key, default=None):  # type: ignore[no-untyped-def, override]
        found = super().get(key, default)
        if not isinstance(found, str):
            return found
        pattern = _parse(found)
        if pattern is None:  # the last line with these letters is none: an earlier one may be
            earlier = (line for letters, line in zip(reversed(self.letters), reversed(self.lines)) if letters == key)
            pattern = next(filter(None, map(_parse, earlier)), None)
        self[key] = pattern
        return pattern


class LazyHyphDict(pyphen.HyphDict):
    """A ``pyphen.HyphDict`` whose patterns are parsed when first looked up."""

    def __init__(self, path: Path) -> None:
        with path.open("rb") as fd:
            encoding = fd.readline().decode()
        if encoding.lower() == "microsoft-cp1251":
            encoding = "cp1251"
        text = path.read_text(encoding).split("\n", 1)[1]
        if "^^" in text:
            text = pyphen.parse_hex(lambda match: chr(int(match.group(1), 16)), text)
        lines = [line.strip() for line in text.split("\n")]
        letters = "\n".join(lines).encode().translate(None, DIGITS).decode().split("\n")
        self.patterns = LazyPatterns(letters, lines)
        self.cache: dict[str, Any] = {}
        self.maxlen = max(map(len, self.patterns))


@cache
def hyphenator(lang: str) -> pyphen.Pyphen | None:
    """pyphen's hyphenator for ``lang`` (None: pyphen has no dictionary for it), lazily loaded."""
    code = pyphen.language_fallback(lang)
    if not code:
        return None
    path = Path(pyphen.LANGUAGES[code])
    if path not in pyphen.hdcache:
        pyphen.hdcache[path] = LazyHyphDict(path)
    return pyphen.Pyphen(filename=path, left=2, right=3)

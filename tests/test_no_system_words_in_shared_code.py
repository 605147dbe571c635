"""Shared code names no game system: no module outside a system's own packages spells a
system's name or one of its content kinds (in a string or a name), or one of its goods, actions or
card kinds (the enums of its schema's ``good``/``action``/``card_kind``-like definitions) in a
string. Docstrings and comments may explain with examples; code may not depend on them."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any, Iterator

from deckwright.paths import data_dir
from deckwright.systems import all_systems

SRC = Path(__file__).resolve().parents[1] / "src" / "deckwright"
# Words every card game tool uses, so they name no one system (goods and content kinds alike).
UNIVERSAL = {
    "card",
    "cards",
    "vp",
    "tile",
    "tiles",
    "board",
    "boards",
    "ruleset",
    "field",
}  # also plain English for a key of a record
# Schema definitions whose enum values are a system's own words.
VOCABULARY = re.compile(r"good|resource|action|kind|terrain")


def _enums(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("enum", "const") and isinstance(value, (list, str)):
                yield from (v for v in ([value] if isinstance(value, str) else value) if isinstance(v, str))
            else:
                yield from _enums(value)
    elif isinstance(node, list):
        for item in node:
            yield from _enums(item)


def system_names() -> dict[str, str]:
    """Each system's name and content kinds -> the system's name."""
    names = {}
    for name, system in all_systems().items():
        names.setdefault(name, name)
        for content in system.schemas:
            names.setdefault(content, name)
    return {w: s for w, s in names.items() if w not in UNIVERSAL}


def system_words() -> dict[str, str]:
    """Each good, action or card kind of a system -> the system's name."""
    words = {}
    for name, system in all_systems().items():
        for folder in {(data_dir("schema") / schema).parent for schema in system.schemas.values()}:
            for path in folder.glob("*.schema.json"):
                defs = json.loads(path.read_text("utf-8")).get("$defs", {})
                for key, definition in defs.items():
                    if VOCABULARY.search(key):
                        for word in _enums(definition):
                            words.setdefault(word, name)
    return {w: s for w, s in words.items() if w not in UNIVERSAL}


def is_system_module(path: Path) -> bool:
    """Whether a source file belongs to one system: inside a package or module named after it."""
    parts = path.relative_to(SRC).with_suffix("").parts
    return any(part in all_systems() for part in parts)


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def spelled(source: str) -> Iterator[tuple[int, str, bool]]:
    """(line, text, is_string) of every string constant (docstrings aside) and every name."""
    tree = ast.parse(source)
    docs = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            yield node.lineno, node.value, True
        elif isinstance(node, ast.Name):
            yield node.lineno, node.id, False
        elif isinstance(node, ast.Attribute):
            yield node.lineno, node.attr, False
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            yield node.lineno, node.name, False


def _pattern(words: dict[str, str], plural: bool) -> re.Pattern:
    alternatives = "|".join(map(re.escape, sorted(words, key=len, reverse=True)))
    return re.compile(rf"(?<![A-Za-z])({alternatives}){'s?' if plural else ''}(?![A-Za-z])")


def violations(source: str, names: dict[str, str], words: dict[str, str]) -> list[str]:
    """Where ``source`` spells a system's name or content kind (or their plural), or (in a
    string) one of its words, case and all."""
    in_names = _pattern(names, plural=True)
    in_strings = re.compile(f"{in_names.pattern}|{_pattern(words, plural=False).pattern}")
    found = []
    for line, text, is_string in spelled(source):
        for match in (in_strings if is_string else in_names).finditer(text.replace("_", " ")):
            word = next(group for group in match.groups() if group)
            found.append(f"{line}: {word!r} ({names.get(word) or words[word]})")
    return found


# Shared code that must spell an old word: version 2 replay logs named their fields after the first
# system's words, and reading them renames those fields.
READS_OLD_FORMAT = {"play/replaylog.py": {"'clan' (eotn)", "'islands' (eotn)"}}


def test_shared_code_names_no_system_word():
    names, words = system_names(), system_words()
    found = [
        f"{path.relative_to(SRC)}:{hit}"
        for path in sorted(SRC.rglob("*.py"))
        if not is_system_module(path)
        for hit in violations(path.read_text("utf-8"), names, words)
        if hit.split(": ", 1)[1] not in READS_OLD_FORMAT.get(path.relative_to(SRC).as_posix(), ())
    ]
    assert found == []


def test_the_guard_finds_planted_system_words():
    planted = (
        'def harvest_clans(goods):\n    """Mentions wood and eotn in a docstring: fine."""\n'
        '    return goods["wood"] + goods.get("EXPLORE", 0)\n'
    )
    found = violations(planted, system_names(), system_words())
    assert found == ["1: 'clan' (eotn)", "3: 'wood' (eotn)", "3: 'EXPLORE' (eotn)"]

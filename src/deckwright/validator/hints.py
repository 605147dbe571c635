"""Hints for words that name a construct the effect language says another way (``condition:``,
``each_opponent:``, ``event: raided``), read from ``hints.json`` beside a system's schema files.

Each entry may name the key of the construct that does it (``use``), and says what to say while
the schema has no such key (``otherwise``). Once a schema defines the key, the hint names it with
its own description, so the hints follow the language as it grows without a code change.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, Iterator

HINTS_FILE = "hints.json"


def properties_of(node: Any) -> Iterator[tuple[str, Any]]:
    """Every (key, subschema) of every ``properties`` inside a schema document."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                yield from value.items()
            yield from properties_of(value)
    elif isinstance(node, list):
        for item in node:
            yield from properties_of(item)


class ConstructHints:
    """The hints of one folder of schema files."""

    def __init__(self, folder: Path):
        path = folder / HINTS_FILE
        self.entries: dict[str, dict[str, str]] = json.loads(path.read_text("utf-8")) if path.is_file() else {}
        self.keys: dict[str, str] = {}  # every key the folder's schemas define -> its description
        for schema in sorted(folder.glob("*.schema.json")):
            for key, sub in properties_of(json.loads(schema.read_text("utf-8"))):
                if isinstance(sub, dict) and sub.get("description"):
                    self.keys.setdefault(key, sub["description"])

    def hint(self, word: object) -> str:
        """The hint for ``word`` ('' when it names no known construct)."""
        entry = self.entries.get(word.lower()) if isinstance(word, str) else None
        if entry is None:
            return ""
        use = entry.get("use", "")
        if use in self.keys:
            return f"write it with '{use}': {self.keys[use]}"
        return entry["otherwise"]


@cache
def hints_for(folder: Path) -> ConstructHints:
    return ConstructHints(folder)

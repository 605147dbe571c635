"""Where each value of a card file starts, for findings: a tree of 0-based (line, column) positions.

A mapping is a dict ``key -> (key position, value position, child)``, a list a list of
``(position, child)``, a scalar None. YAML positions come from libyaml's events, JSON positions
from a token scan (libyaml refuses JSON's surrogate escapes and keys over 1,024 characters).
Both are built iteratively, so the depth of the input cannot exhaust the stack.
"""

from __future__ import annotations

import json
import re
from typing import Any

import yaml

from . import yaml12

MAPPING, SEQUENCE, SCALAR = "mapping", "sequence", "scalar"


class _TreeBuilder:
    """Builds the tree from nodes in document order: ``node`` for each, ``close`` after a collection."""

    def __init__(self) -> None:
        self.root: Any = None
        self.stack: list[list] = []  # [container, pending key, its position]

    def node(self, here: tuple[int, int], kind: str, key: Any = None) -> None:
        child: Any = {} if kind == MAPPING else [] if kind == SEQUENCE else None
        if not self.stack:
            self.root = child
        else:
            top = self.stack[-1]
            if isinstance(top[0], list):
                top[0].append((here, child))
            elif top[1] is None:
                top[1], top[2] = (key if kind == SCALAR else object()), here
            else:
                top[0][top[1]] = (top[2], here, child)
                top[1] = None
        if child is not None:
            self.stack.append([child, None, None])

    def close(self) -> None:
        self.stack.pop()


_YAML_KINDS = {
    yaml.MappingStartEvent: MAPPING,
    yaml.SequenceStartEvent: SEQUENCE,
    yaml.ScalarEvent: SCALAR,
    yaml.AliasEvent: SCALAR,
}


def yaml_positions(text: str) -> Any:
    """The position tree of a YAML text; raises yaml12.YAMLError on a syntax error."""
    tree = _TreeBuilder()
    for event in yaml.parse(text, Loader=yaml12.CoreLoader):
        kind = _YAML_KINDS.get(type(event))
        if kind:
            tree.node((event.start_mark.line, event.start_mark.column), kind, getattr(event, "value", None))
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            tree.close()
    return tree.root


def offset(text: str, line: int, column: int) -> int:
    """The offset in ``text`` of a 0-based (line, column)."""
    start = 0
    for _ in range(line):
        start = text.find("\n", start) + 1
    return start + column


def scalar_end(text: str, start: int) -> int:
    """The offset where the YAML scalar that starts at offset ``start`` ends (``start`` when none does)."""
    line = text.count("\n", 0, start)
    column = start - (text.rfind("\n", 0, start) + 1)
    try:
        for event in yaml.parse(text, Loader=yaml12.CoreLoader):
            mark = event.start_mark
            if isinstance(event, yaml.ScalarEvent) and (mark.line, mark.column) == (line, column):
                return offset(text, event.end_mark.line, event.end_mark.column)
    except yaml12.YAMLError:
        pass
    return start


_JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\]]|[^\s{}\[\]:,"]+')


def json_positions(text: str) -> Any:
    """The position tree of a JSON text that ``json.loads`` accepted."""
    tree = _TreeBuilder()
    line, line_start, last = 0, 0, 0
    for match in _JSON_TOKEN.finditer(text):
        token, start = match.group(), match.start()
        newlines = text.count("\n", last, start)
        if newlines:
            line, line_start = line + newlines, text.rfind("\n", last, start) + 1
        last = start
        if token in "]}":
            tree.close()
            continue
        kind = MAPPING if token == "{" else SEQUENCE if token == "[" else SCALAR
        tree.node((line, start - line_start), kind, json.loads(token) if token.startswith('"') else None)
    return tree.root

"""A fast, safe YAML 1.2 loader for card data: libyaml's C parser with the YAML 1.2 core schema.

PyYAML resolves plain scalars by YAML 1.1 rules (``no`` becomes False, ``012`` becomes 10,
dates become datetime objects). This loader resolves them by the 1.2 core schema instead
(only true/false are booleans, ``012`` is twelve, dates stay text) and rejects duplicate keys.
It is about 2.5 times faster than ruamel.yaml's safe loader, whose resolver is pure Python.

Only the JSON-compatible tags are constructed (null, bool, int, float, str, seq, map): any
other tag (``!!timestamp``, ``!!binary``, ``!!set``, ``!foo``) and a tagged value that does not
fit its tag (``!!bool maybe``) is a ``TagError`` at the tag's position, so that card data never
holds a date, bytes or a set. libyaml's composer recurses in C with no depth guard: callers bound
the nesting first (``too_deep``, which reads the parser's events with an explicit stack).
"""

from __future__ import annotations

import re
from typing import Any, NoReturn

import yaml
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.resolver import BaseResolver

YAMLError = yaml.YAMLError
MarkedYAMLError = yaml.MarkedYAMLError


class CoreResolver(BaseResolver):
    """Implicit tags of the YAML 1.2 core schema."""


for _tag, _pattern, _first in (
    ("bool", r"true|True|TRUE|false|False|FALSE", "tTfF"),
    ("int", r"[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+", "-+0123456789"),
    (
        "float",
        r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)",
        "-+0123456789.",
    ),
    ("null", r"~|null|Null|NULL|", ["~", "n", "N", ""]),
):
    CoreResolver.add_implicit_resolver(f"tag:yaml.org,2002:{_tag}", re.compile(f"^(?:{_pattern})$"), list(_first))


class TagError(ConstructorError):
    """A tag card data cannot hold, or a tagged value that does not fit its tag."""

    code = "E-TAG"


class NumberError(TagError):
    """An integer too long to convert (Python refuses over MAX_INT_DIGITS digits)."""

    code = "E-NUMBER"


MAX_INT_DIGITS = 4300  # Python's limit for converting text to int (sys.get_int_max_str_digits)


def _short(tag: str) -> str:
    return tag.replace("tag:yaml.org,2002:", "!!")


class CoreConstructor(SafeConstructor):
    """SafeConstructor with 1.2 integers, JSON-compatible tags only and no duplicate keys."""

    def construct_yaml_int(self, node: yaml.ScalarNode) -> int:
        value = self.construct_scalar(node)
        if len(value) > MAX_INT_DIGITS:
            raise NumberError(None, None, f"a number with {len(value):,} digits", node.start_mark)
        try:
            if value.startswith(("0o", "0x")):
                return int(value[2:], 8 if value[1] == "o" else 16)
            return int(value)
        except ValueError:
            raise TagError(
                None, None, f"'{value[:40]}' is not a whole number (tag {_short(node.tag)})", node.start_mark
            ) from None

    def construct_yaml_float(self, node: yaml.ScalarNode) -> float:
        try:
            return super().construct_yaml_float(node)
        except (ValueError, IndexError):
            raise TagError(
                None, None, f"'{node.value[:40]}' is not a number (tag {_short(node.tag)})", node.start_mark
            ) from None

    def construct_yaml_bool(self, node: yaml.ScalarNode) -> bool:
        value = self.construct_scalar(node)
        if value.lower() not in ("true", "false"):
            raise TagError(None, None, f"'{value[:40]}' is not true or false (tag {_short(node.tag)})", node.start_mark)
        return value.lower() == "true"

    def construct_undefined(self, node: yaml.Node) -> NoReturn:
        raise TagError(None, None, f"the tag {_short(node.tag)} is not allowed in card data", node.start_mark)

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            try:
                duplicate = key in seen
            except TypeError:
                raise ConstructorError(
                    "while constructing a mapping", node.start_mark, "found an unhashable key", key_node.start_mark
                ) from None
            if duplicate:
                raise ConstructorError(
                    "while constructing a mapping", node.start_mark, f'found duplicate key "{key}"', key_node.start_mark
                )
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


CoreConstructor.yaml_constructors = {
    "tag:yaml.org,2002:null": CoreConstructor.construct_yaml_null,
    "tag:yaml.org,2002:bool": CoreConstructor.construct_yaml_bool,
    "tag:yaml.org,2002:int": CoreConstructor.construct_yaml_int,
    "tag:yaml.org,2002:float": CoreConstructor.construct_yaml_float,
    "tag:yaml.org,2002:str": CoreConstructor.construct_yaml_str,
    "tag:yaml.org,2002:seq": CoreConstructor.construct_yaml_seq,
    "tag:yaml.org,2002:map": CoreConstructor.construct_yaml_map,
    None: CoreConstructor.construct_undefined,
}


if yaml.__with_libyaml__:  # libyaml ships in PyYAML's wheels
    from yaml.cyaml import CParser

    class CoreLoader(CParser, CoreConstructor, CoreResolver):
        def __init__(self, stream: str) -> None:
            CParser.__init__(self, stream)
            CoreConstructor.__init__(self)
            CoreResolver.__init__(self)
else:  # pragma: no cover - a platform without libyaml: same rules, pure-Python parser
    from yaml.composer import Composer
    from yaml.parser import Parser
    from yaml.reader import Reader
    from yaml.scanner import Scanner

    class CoreLoader(Reader, Scanner, Parser, Composer, CoreConstructor, CoreResolver):  # type: ignore[no-redef]
        def __init__(self, stream: str) -> None:
            Reader.__init__(self, stream)
            Scanner.__init__(self)
            Parser.__init__(self)
            Composer.__init__(self)
            CoreConstructor.__init__(self)
            CoreResolver.__init__(self)


def load(text: str) -> Any:
    """Parse one YAML document; raise YAMLError (with marks) on bad input."""
    return yaml.load(text, Loader=CoreLoader)


_OPEN = (yaml.MappingStartEvent, yaml.SequenceStartEvent)
_CLOSE = (yaml.MappingEndEvent, yaml.SequenceEndEvent)


def too_deep(text: str, limit: int) -> tuple[int, int] | None:
    """0-based (line, column) where collections first nest deeper than ``limit``, else None.

    Reads only the parser's events (both parsers keep their stack on the heap), so any depth of
    input is safe. Newer libyaml refuses flow collections nested over 1,000 deep before it emits
    the events of the first level (its scanner looks ahead for a simple key): on any error the
    scan is repeated with PyYAML's pure-Python parser, which emits them. A syntax error ends the
    scan: the real parse reports it.
    """
    for loader in (CoreLoader, yaml.BaseLoader):
        depth = 0
        try:
            for event in yaml.parse(text, Loader=loader):
                if isinstance(event, _OPEN):
                    depth += 1
                    if depth > limit:
                        return event.start_mark.line, event.start_mark.column
                elif isinstance(event, _CLOSE):
                    depth -= 1
            return None
        except yaml.YAMLError:
            pass
    return None

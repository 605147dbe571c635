"""Readable names for places in a card file: ``card 'harbour-shrine', ability 2 (action), step 1
(gain)``, never a bare list index.

Each list item is named by a noun and then by its id (an item with an ``id``), its one key (a
one-key mapping of a named definition, such as an ability written with its keyword) or its
1-based number. The noun is the name of the schema definition the item's schema refers to
(``$defs/card`` -> card); an item with no named definition takes its list's key, made singular
(``sections`` -> section); a list inside a list is an option (of a choice). A list whose schema
says ``x-item`` (``{"noun": "row", "first": 0}``) names its items so, numbered from ``first``,
where the file format itself counts them that way. The document itself
is named by its content and id. Nothing here knows any system: the words come from the schema
and the data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ..findings import clip

if TYPE_CHECKING:
    from referencing import Registry

DEFS = "#/$defs/"
Noun = str | tuple[str, int] | None  # a definition's name, or a list's (noun, first number) from its x-item


class SchemaNouns:
    """The nouns of a schema's definitions along a path of the data."""

    def __init__(self, schema: dict, uri: str, registry: Registry):
        self.schema, self.resolver = schema, registry.resolver(base_uri=uri)

    def along(self, data: Any, path: Sequence[Any]) -> list[Noun]:
        """For each token of ``path``, the definition name of the value it leads to (or None), or
        the noun and first number its list's ``x-item`` gives it."""
        schema, resolver, nouns = self.schema, self.resolver, []
        for token in path:
            named = schema.get("x-item") if isinstance(schema, dict) and isinstance(data, list) else None
            schema = _child(schema, data, token)
            data = value_at(data, token)
            name = None
            while isinstance(schema, dict) and isinstance(schema.get("$ref"), str):
                ref = schema["$ref"]
                resolved = resolver.lookup(ref)
                schema, resolver = resolved.contents, resolved.resolver
                name = ref.split(DEFS)[-1] if DEFS in ref else name
            nouns.append((named["noun"], named["first"]) if named else name)
        return nouns


def value_at(node: Any, token: Any) -> Any:
    """``node[token]``, or None where the data ends (a pointer to a missing key)."""
    if isinstance(node, dict):
        return node.get(token)
    if isinstance(node, list) and isinstance(token, int) and 0 <= token < len(node):
        return node[token]
    return None


def _child(schema: Any, data: Any, token: Any) -> Any:
    """The subschema that applies to ``data[token]`` (None where the schema does not say)."""
    if not isinstance(schema, dict):
        return None
    if isinstance(data, list):
        return schema.get("items")
    properties = schema.get("properties", {})
    if token in properties:
        return properties[token]
    patterns = schema.get("patternProperties", {})
    if patterns:
        return next(iter(patterns.values()))
    extra = schema.get("additionalProperties")
    return extra if isinstance(extra, dict) else None


def _singular(key: str) -> str:
    """English plural to singular, for list keys: sections, classes, boxes, entries, grass."""
    word = key
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _item(noun: str, item: Any, number: int, defined: bool) -> str:
    if isinstance(item, list):
        return f"option {number}"  # a list in a list: one of several alternatives
    if isinstance(item, dict) and isinstance(item.get("id"), str):
        return f"{noun} '{clip(item['id'])}'"
    if isinstance(item, dict) and len(item) == 1 and defined:  # an ability by its keyword, a step by its primitive
        return f"{noun} {number} ({clip(str(next(iter(item))))})"
    return f"{noun} {number}"


def describe(data: Any, path: Sequence[Any], nouns: Sequence[Noun]) -> str:
    """A readable name for the place ``path`` leads to in ``data`` (``nouns`` from ``SchemaNouns.along``)."""
    places: list[str] = []
    keys: list[str] = []  # the mapping keys after the last named place
    node, parent_key = data, ""
    for token, noun in zip(path, nouns):
        if isinstance(node, list):
            noun, first = noun if isinstance(noun, tuple) else (noun, 1)
            places.append(
                _item(
                    (noun or _singular(parent_key)).replace("_", " "), value_at(node, token), token + first, bool(noun)
                )
            )
            keys = []
        else:
            keys.append(str(token))
            parent_key = str(token)
        node = value_at(node, token)
    if not places and isinstance(data, dict) and isinstance(data.get("id"), str):
        places.append(f"{clip(str(data.get('content', 'file')))} '{clip(data['id'])}'")
    if places and keys and places[-1].endswith(f"({keys[0]})"):
        keys = keys[1:]  # the key already names the place: ability 2 (action)
    where = ", ".join(places)
    if not keys:
        return where or "the document"
    named = f"'{clip(keys[-1])}'" + (f" in '{clip(keys[-2])}'" if len(keys) > 1 else "")
    return f"{named} of {where}" if where else named

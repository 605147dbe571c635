"""Face layouts as data: named boxes at a reference card size, read from a YAML file beside a
game's renderer, resolved through ``extends`` and scaled to any trim size.

The file::

    reference: [63, 88]            # the size, in mm, the boxes are given for
    safe: 3                        # mm inside the cut line that every box keeps clear (default 0)
    style: {...}                   # free-form values for the game's faces (fonts, point sizes, colours)
    layouts:
      front:
        boxes:
          corner: [3.2, 3.2, 9.5, 34]                     # x, y, w, h from the top-left corner, y down
          title: {at: [13.7, 3.2, 46.1, 9], grow: [0, 1, 0, 0]}
      field:
        extends: front             # or a list, applied in order; the layout's own boxes come last
        boxes: {goods: [...], corner: null}               # null removes an inherited box
      tile: {safe: 0, boxes: {...}}                       # a layout's own safe zone

Every box lies inside the safe zone, ``safe`` mm inside the cut line (a box outside is an error):
beyond it a card may be cut off by a crooked cut or a duplex shift, so only background and art
go there. On a card of another size the area inside the safe zone scales by
``s = min((w - 2m) / (W - 2m), (h - 2m) / (H - 2m))`` (W x H the reference, m the safe zone), so
the face keeps its proportions and its boxes stay inside the safe zone; the width or height left
over is shared out by ``grow``: how far the left, right, top and bottom edges move, as a share of it.
A layout without ``extends`` may hold only some boxes, to be added to others (``boxes(["island",
"plain"], ...)``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

from ..loader import LoadError, read_document
from .box import Box

_NUMBER = {"type": "number"}
_FOUR = {"type": "array", "items": _NUMBER, "minItems": 4, "maxItems": 4}
_NAME = {"type": "string", "minLength": 1}
SCHEMA = {
    "type": "object",
    "required": ["reference", "layouts"],
    "additionalProperties": False,
    "properties": {
        "reference": {
            "type": "array",
            "items": {"type": "number", "exclusiveMinimum": 0},
            "minItems": 2,
            "maxItems": 2,
        },
        "safe": {"type": "number", "minimum": 0},
        "style": {"type": "object"},
        "layouts": {
            "type": "object",
            "additionalProperties": {
                "type": "object",
                "additionalProperties": False,
                "properties": {
                    "safe": {"type": "number", "minimum": 0},
                    "extends": {"oneOf": [_NAME, {"type": "array", "items": _NAME, "minItems": 1}]},
                    "boxes": {
                        "type": "object",
                        "additionalProperties": {
                            "oneOf": [
                                {"type": "null"},
                                _FOUR,
                                {
                                    "type": "object",
                                    "required": ["at"],
                                    "additionalProperties": False,
                                    "properties": {"at": _FOUR, "grow": _FOUR},
                                },
                            ]
                        },
                    },
                },
            },
        },
    },
}


@dataclass(frozen=True, slots=True)
class BoxSpec:
    """A box at the reference size and how its edges follow a card's extra width and height."""

    at: tuple[float, float, float, float]
    grow: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)

    def scaled(self, s: float, extra_w: float, extra_h: float, margin: float = 0.0) -> Box:
        (x, y, w, h), (left, right, top, bottom) = self.at, self.grow
        return Box(
            margin + (x - margin) * s + left * extra_w,
            margin + (y - margin) * s + top * extra_h,
            w * s + (right - left) * extra_w,
            h * s + (bottom - top) * extra_h,
        )


@dataclass(frozen=True)
class Layouts:
    """The resolved layouts of one file; ``style`` as written there; ``safe``: each layout's safe zone (mm)."""

    path: Path
    reference: tuple[float, float]
    style: dict[str, Any]
    layouts: dict[str, dict[str, BoxSpec | None]]
    safe: dict[str, float]

    def scale(self, w: float, h: float, layout: str | None = None) -> float:
        """The factor every length is multiplied by on a ``w`` x ``h`` mm card (in ``layout``'s safe zone)."""
        m = self.safe.get(layout, 0.0) if layout else self.margin
        (W, H) = self.reference
        return min((w - 2 * m) / (W - 2 * m), (h - 2 * m) / (H - 2 * m))

    @property
    def margin(self) -> float:
        """The file's own safe zone (mm): a layout's unless it gives its own."""
        return self.safe.get("", 0.0)

    def boxes(self, names: Sequence[str], w: float, h: float) -> dict[str, Box]:
        """The boxes of the named layouts, later ones overriding, on a ``w`` x ``h`` mm card; the
        first layout's safe zone is the one kept."""
        m = self.safe[names[0]]
        s = self.scale(w, h, names[0])
        extra_w, extra_h = w - 2 * m - (self.reference[0] - 2 * m) * s, h - 2 * m - (self.reference[1] - 2 * m) * s
        merged: dict[str, BoxSpec | None] = {}
        for name in names:
            merged.update(self.layouts[name])
        return {key: spec.scaled(s, extra_w, extra_h, m) for key, spec in merged.items() if spec is not None}


def load(path: Path) -> Layouts:
    """Read, check and resolve a layout file; a mistake raises ``LoadError`` with a finding at its place."""
    doc = read_document(path, decimals=True)
    error = best_match(Draft202012Validator(SCHEMA).iter_errors(doc.data))
    if error is not None:
        pointer = "".join(f"/{token}" for token in error.absolute_path)
        hint = (
            "a box is [x, y, w, h] or {at: [x, y, w, h], grow: [left, right, top, bottom]}"
            if "boxes" in error.absolute_path
            else "a layout file has reference, style and layouts; a layout has extends and boxes"
        )
        raise LoadError(doc.finding("E-LAYOUT", f"layout file: {error.message}", pointer, hint))
    raw = doc.data["layouts"]
    resolved: dict[str, dict[str, BoxSpec | None]] = {}

    def resolve(name: str, chain: tuple[str, ...], pointer: str) -> dict[str, BoxSpec | None]:
        if name not in raw:
            raise LoadError(
                doc.finding(
                    "E-LAYOUT",
                    f"layout file: '{chain[-1]}' extends '{name}', which is not defined",
                    pointer,
                    f"define it under 'layouts', or use one of {sorted(raw)}",
                )
            )
        if name in chain:
            raise LoadError(
                doc.finding(
                    "E-LAYOUT",
                    f"layout file: 'extends' goes round in a circle: {' -> '.join((*chain, name))}",
                    pointer,
                    "a layout cannot extend itself",
                )
            )
        if name not in resolved:
            entry = raw[name]
            parents = entry.get("extends", [])
            where = f"/layouts/{name}/extends"
            boxes: dict[str, BoxSpec | None] = {}
            if isinstance(parents, str):
                boxes.update(resolve(parents, (*chain, name), where))
            for index, parent in enumerate([] if isinstance(parents, str) else parents):
                boxes.update(resolve(parent, (*chain, name), f"{where}/{index}"))
            boxes.update({key: _spec(value) for key, value in (entry.get("boxes") or {}).items()})
            resolved[name] = boxes
        return resolved[name]

    for name in raw:
        resolve(name, (), f"/layouts/{name}")
    reference = tuple(doc.data["reference"])
    safe = {"": doc.data.get("safe", 0.0)}
    safe.update({name: entry.get("safe", safe[""]) for name, entry in raw.items()})
    for name, entry in raw.items():
        for key, value in (entry.get("boxes") or {}).items():
            spec = _spec(value)
            if spec is not None and not _inside(spec.at, reference, safe[name]):
                raise LoadError(
                    doc.finding(
                        "E-LAYOUT",
                        f"layout file: box '{key}' of '{name}' reaches into the {safe[name]:g} mm safe zone "
                        f"of the {reference[0]:g} x {reference[1]:g} mm card",
                        f"/layouts/{name}/boxes/{key}",
                        "only background and art may lie within the safe zone of the cut line: move the box "
                        "inwards or make it smaller",
                    )
                )
    return Layouts(path, reference, doc.data.get("style", {}), resolved, safe)


def _inside(at: tuple[float, float, float, float], reference: tuple[float, float], margin: float) -> bool:
    x, y, w, h = at
    return x >= margin and y >= margin and x + w <= reference[0] - margin and y + h <= reference[1] - margin


def _spec(value: Any) -> BoxSpec | None:
    if value is None:
        return None
    if isinstance(value, list):
        return BoxSpec(tuple(value))
    return BoxSpec(tuple(value["at"]), tuple(value.get("grow", (0, 0, 0, 0))))

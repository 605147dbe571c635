"""Face layouts as data: named boxes at a reference card size, read from a YAML file beside a
game's renderer, resolved through ``extends`` and scaled to any trim size. Data only: the validator
reads it as the renderer does (the faces drawn with an override: ``renderer.with_override``).

The file::

    reference: [63, 88]            # the size, in mm, the boxes are given for
    safe: 3                        # mm inside the cut line that every box keeps clear (default 0)
    removable: [number]            # the boxes a designer's override may remove (null): the faces go without them
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

A designer's override, ``<system>.layout.yaml`` beside the card files or in a folder above them up
to the folder named on the command line, never above it (``find_override``; its schema is
``schema/layout.schema.json``), changes a game's layouts without code: its ``style`` values replace
the game's by the same keys (a colour by a colour, a number by a number, a font style by a font
style), and its layouts' boxes replace or remove the game's own boxes of those layouts, before
``extends`` is resolved, so every layout extending them follows.
A mistake in it (an unknown layout, box or style key, a bad colour, a wrong type, a box in the
safe zone) is a finding at its place with a hint. A face draws with the override of its card file
while ``drawing_with`` is in force (``Layouts.active``).
"""

from __future__ import annotations

import copy
import difflib
import json
import os
import re
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Iterator, Mapping, Sequence

import jsonschema_rs

from ..findings import ERROR, Finding
from ..loader import LAYOUT_SUFFIX, Document, LoadError, read_document
from ..paths import data_dir
from .box import Box
from .fonts import STYLES

if TYPE_CHECKING:
    from jsonschema.exceptions import ValidationError

OVERRIDE_SCHEMA = json.loads((data_dir("schema") / "layout.schema.json").read_text(encoding="utf-8"))
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
        "removable": {"type": "array", "items": {"type": "string"}},
        "style": {"type": "object"},
        "layouts": OVERRIDE_SCHEMA["properties"]["layouts"],
    },
    "$defs": OVERRIDE_SCHEMA["$defs"],
}
COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


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


_DRAWING: ContextVar[tuple[Layouts, ...]] = ContextVar("layouts_drawing", default=())


@dataclass(frozen=True)
class Layouts:
    """The resolved layouts of one file (``path``; ``override``: the designer's file applied over
    it); ``style`` as written there; ``safe``: each layout's safe zone (mm)."""

    path: Path
    reference: tuple[float, float]
    style: dict[str, Any]
    layouts: dict[str, dict[str, BoxSpec | None]]
    safe: dict[str, float]
    override: Path | None = None

    @property
    def active(self) -> Layouts:
        """These layouts as a designer's override changes them for the face being drawn
        (``drawing_with``), else themselves."""
        return next((layouts for layouts in _DRAWING.get() if layouts.path == self.path), self)

    def scale(self, w: float, h: float, layout: str | None = None) -> float:
        """The factor every length is multiplied by on a ``w`` x ``h`` mm card (in ``layout``'s safe zone)."""
        m = self.safe.get(layout, 0.0) if layout else self.margin
        (W, H) = self.reference
        return min((w - 2 * m) / (W - 2 * m), (h - 2 * m) / (H - 2 * m))

    def view(self, *keys: str) -> StyleView:
        """The part ``keys`` of the style, as the layouts in force at each access have it (``active``)."""
        return StyleView(self, keys)

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


class StyleView(Mapping[str, Any]):
    """A part of a layout file's style read afresh at every access from the layouts in force
    (``Layouts.active``): module constants of a game's faces that follow a designer's override."""

    def __init__(self, layouts: Layouts, keys: tuple[str, ...]):
        self._layouts, self._keys = layouts, keys

    def _node(self) -> Mapping[str, Any]:
        node = self._layouts.active.style
        for key in self._keys:
            node = node[key]
        return node

    def __getitem__(self, key: str) -> Any:
        return self._node()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._node())

    def __len__(self) -> int:
        return len(self._node())


@contextmanager
def drawing_with(layouts: Layouts | None) -> Iterator[None]:
    """Faces drawn inside use ``layouts`` (an override) wherever they ask for its file's ``active`` layouts."""
    token = _DRAWING.set(_DRAWING.get() + ((layouts,) if layouts is not None else ()))
    try:
        yield
    finally:
        _DRAWING.reset(token)


def find_override(card_file: Path, system: str, root: Path | None = None) -> Path | None:
    """The designer's override of ``system``'s layouts for a card file: the nearest
    ``<system>.layout.yaml`` in its folder or a folder above it up to ``root``, the folder the user
    named (``Document.root``); in its own folder only without one, or when ``root`` does not hold it."""
    folder = Path(os.path.abspath(card_file)).parent
    top = Path(os.path.abspath(root)) if root is not None else folder
    for candidate_folder in (folder, *folder.parents) if folder.is_relative_to(top) else (folder,):
        candidate = candidate_folder / f"{system}{LAYOUT_SUFFIX}"
        if candidate.is_file():
            return candidate
        if candidate_folder == top:
            break
    return None


def own_layouts(system: str) -> Path:
    """A game's own face layouts: the ``layout.yaml`` beside its faces, in its renderer package."""
    return Path(__file__).parents[1] / "renderer" / system / "layout.yaml"


def override_of(doc: Document, system: str) -> Layouts | None:
    """``system``'s face layouts as the designer's override for ``doc`` (``find_override``)
    changes them; None without an override, or with a broken one (``override_findings`` reports it)."""
    base, override = own_layouts(system), find_override(doc.path, system, doc.root)
    if override is None or not base.is_file():
        return None
    try:
        return load(base, override)
    except LoadError:
        return None


def override_findings(documents: Sequence[tuple[Document, str]]) -> tuple[list[Finding], set[Path]]:
    """The findings of the layout overrides of these card files ((document, system) pairs), each
    override once, and the card files whose override has an error (they are not printed)."""
    findings: dict[Path, list[Finding]] = {}
    broken = set()
    for doc, system in documents:
        card_file, base = doc.path, own_layouts(system)
        override = find_override(card_file, system, doc.root)
        if override is None or not base.is_file():
            continue
        if override not in findings:
            try:
                load(base, override)
                findings[override] = []
            except LoadError as error:
                findings[override] = error.findings
        if any(finding.severity == ERROR for finding in findings[override]):
            broken.add(card_file)
    return [finding for found in findings.values() for finding in found], broken


def _read(path: Path, schema: dict[str, Any], hint: str) -> Document:
    doc = read_document(path, decimals=True)
    if jsonschema_rs.Draft202012Validator(schema).is_valid(doc.data):
        return doc
    from jsonschema import Draft202012Validator  # the reference implementation words the finding
    from jsonschema.exceptions import best_match

    error = best_match(Draft202012Validator(schema).iter_errors(doc.data))
    if error is not None:
        pointer = "".join(f"/{token}" for token in error.absolute_path)
        if "boxes" in error.absolute_path:
            hint = "a box is [x, y, w, h] or {at: [x, y, w, h], grow: [left, right, top, bottom]}"
        raise LoadError(doc.finding("E-LAYOUT", f"layout file: {error.message}", pointer, _unexpected(error) or hint))
    return doc


def _unexpected(error: ValidationError) -> str:
    """'did you mean ...?' for an unknown key, or ''."""
    if error.validator != "additionalProperties":
        return ""
    allowed = list(error.schema.get("properties", {}))
    extra = [key for key in error.instance if key not in allowed]
    return _did_you_mean(extra[0], allowed) if extra else ""


def _did_you_mean(word: str, choices: Sequence[str]) -> str:
    near = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    listed = ", ".join(sorted(choices))
    return (f"did you mean '{near[0]}'? " if near else "") + f"one of: {listed}"


def load(path: Path, override: Path | None = None) -> Layouts:
    """Read, check and resolve a layout file, with a designer's ``override`` of it applied; a mistake
    raises ``LoadError`` with findings at their places (in the override when it is there)."""
    doc = _read(path, SCHEMA, "a layout file has reference, safe, style and layouts; a layout has extends and boxes")
    raw, style = doc.data["layouts"], doc.data.get("style", {})
    written = {(name, key): doc for name, entry in raw.items() for key in entry.get("boxes") or {}}
    where = {name: doc for name in raw}  # the file that says what each layout extends
    if override is not None:
        extra = _read(override, OVERRIDE_SCHEMA, "an override has style and layouts (docs/printing.md)")
        _check_override(extra, raw, style, doc.data.get("removable", []))
        raw, style = _merged(raw, extra.data.get("layouts", {})), _merged_style(style, extra.data.get("style", {}))
        for name, entry in extra.data.get("layouts", {}).items():
            written.update({(name, key): extra for key in entry.get("boxes") or {}})
            where[name] = extra if "extends" in entry else where[name]
    resolved = _resolve(raw, where)
    reference = tuple(doc.data["reference"])
    safe = {"": doc.data.get("safe", 0.0)}
    safe.update({name: entry.get("safe", safe[""]) for name, entry in raw.items()})
    for name, entry in raw.items():
        for key, value in (entry.get("boxes") or {}).items():
            spec = _spec(value)
            if spec is not None and not _inside(spec.at, reference, safe[name]):
                raise LoadError(
                    written[name, key].finding(
                        "E-LAYOUT",
                        f"layout file: box '{key}' of '{name}' reaches into the {safe[name]:g} mm safe zone "
                        f"of the {reference[0]:g} x {reference[1]:g} mm card",
                        f"/layouts/{name}/boxes/{key}",
                        "only background and art may lie within the safe zone of the cut line: move the box "
                        "inwards or make it smaller",
                    )
                )
    return Layouts(path, reference, style, resolved, safe, override)


def _resolve(raw: dict[str, Any], where: dict[str, Document]) -> dict[str, dict[str, BoxSpec | None]]:
    """Every layout's boxes, through ``extends``; ``where``: the document to point into for each layout."""
    resolved: dict[str, dict[str, BoxSpec | None]] = {}

    def resolve(name: str, chain: tuple[str, ...], pointer: str) -> dict[str, BoxSpec | None]:
        doc = where[chain[-1]] if chain else where[name]
        if name not in raw:
            raise LoadError(
                doc.finding(
                    "E-LAYOUT",
                    f"layout file: '{chain[-1]}' extends '{name}', which is not defined",
                    pointer,
                    _did_you_mean(name, list(raw)),
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
            at = f"/layouts/{name}/extends"
            boxes: dict[str, BoxSpec | None] = {}
            if isinstance(parents, str):
                boxes.update(resolve(parents, (*chain, name), at))
            for index, parent in enumerate([] if isinstance(parents, str) else parents):
                boxes.update(resolve(parent, (*chain, name), f"{at}/{index}"))
            boxes.update({key: _spec(value) for key, value in (entry.get("boxes") or {}).items()})
            resolved[name] = boxes
        return resolved[name]

    for name in raw:
        resolve(name, (), f"/layouts/{name}")
    return resolved


def _check_override(extra: Document, raw: dict[str, Any], style: dict[str, Any], removable: list[str]) -> None:
    """Every layout, box and style key of the override is one the game has, every value has its
    type, and a box it removes (``null``) is one the game's faces go without (``removable``)."""
    findings: list[Finding] = []
    base_boxes = _resolve(raw, {name: extra for name in raw})
    for name, entry in extra.data.get("layouts", {}).items():
        if name not in raw:
            findings.append(_unknown(extra, f"the game has no layout '{name}'", f"/layouts/{name}", name, raw))
            continue
        findings += [
            _unknown(
                extra, f"layout '{name}' has no box '{key}'", f"/layouts/{name}/boxes/{key}", key, base_boxes[name]
            )
            for key in entry.get("boxes") or {}
            if key not in base_boxes[name]
        ]
        findings += [
            extra.finding(
                "E-LAYOUT",
                f"layout override: box '{key}' of '{name}' cannot be removed: the faces draw it",
                f"/layouts/{name}/boxes/{key}",
                "give it other coordinates instead; "
                + (f"boxes that may be null: {', '.join(sorted(removable))}" if removable else "no box may be null"),
            )
            for key, value in (entry.get("boxes") or {}).items()
            if value is None and key in base_boxes[name] and key not in removable
        ]
    findings += _style_findings(extra, extra.data.get("style", {}), style, "/style")
    if findings:
        raise LoadError(*findings)


def _unknown(extra: Document, message: str, pointer: str, word: str, choices: Iterable[str]) -> Finding:
    """A name the game does not have, at the name itself, with the nearest one it has."""
    return extra.finding(
        "E-LAYOUT", f"layout override: {message}", pointer, _did_you_mean(word, sorted(choices)), key=True
    )


def _style_findings(extra: Document, given: Any, base: Any, pointer: str) -> list[Finding]:
    """Findings for style values that are not of the kind the game's own value at the same place is."""
    if isinstance(base, dict):
        if not isinstance(given, dict):
            return [extra.finding("E-LAYOUT", "layout override: expected a mapping here", pointer, _example(base))]
        found = []
        for key, value in given.items():
            if key not in base:
                found.append(_unknown(extra, f"the style has no '{key}' here", f"{pointer}/{key}", key, base))
            else:
                found += _style_findings(extra, value, base[key], f"{pointer}/{key}")
        return found
    if isinstance(base, list):
        if not isinstance(given, list) or not given:
            return [extra.finding("E-LAYOUT", "layout override: expected a list here", pointer, _example(base))]
        return [f for i, value in enumerate(given) for f in _style_findings(extra, value, base[0], f"{pointer}/{i}")]
    if isinstance(base, str) and COLOUR.fullmatch(base):
        if isinstance(given, str) and COLOUR.fullmatch(given):
            return []
        return [
            extra.finding(
                "E-LAYOUT",
                f"layout override: {given!r} is not a colour",
                pointer,
                f'a colour is "#rrggbb", e.g. "{base}"',
            )
        ]
    if isinstance(base, str) and base in STYLES:
        if given in STYLES:
            return []
        return [
            extra.finding(
                "E-LAYOUT",
                f"layout override: {given!r} is not a font style",
                pointer,
                _did_you_mean(str(given), list(STYLES)),
            )
        ]
    if isinstance(base, (int, float)) and not isinstance(base, bool):
        if isinstance(given, (int, float)) and not isinstance(given, bool) and given > 0:
            return []
        return [
            extra.finding("E-LAYOUT", f"layout override: {given!r} is not a positive number", pointer, _example(base))
        ]
    if isinstance(given, type(base)):
        return []
    return [
        extra.finding("E-LAYOUT", f"layout override: {given!r} is not a {type(base).__name__}", pointer, _example(base))
    ]


def _example(base: Any) -> str:
    return f"the game's own value here is {json.dumps(base, ensure_ascii=False)}"


def _merged(raw: dict[str, Any], layouts: dict[str, Any]) -> dict[str, Any]:
    """The game's layouts with the override's: its boxes after a layout's own, its ``extends`` and ``safe`` instead."""
    merged = copy.deepcopy(raw)
    for name, entry in layouts.items():
        target = merged[name]
        target["boxes"] = {**(target.get("boxes") or {}), **(entry.get("boxes") or {})}
        target.update({key: entry[key] for key in ("extends", "safe") if key in entry})
    return merged


def _merged_style(style: Any, given: Any) -> Any:
    if isinstance(style, dict) and isinstance(given, dict):
        return {key: _merged_style(style[key], given[key]) if key in given else style[key] for key in style}
    return given


def _inside(at: tuple[float, float, float, float], reference: tuple[float, float], margin: float) -> bool:
    x, y, w, h = at
    return x >= margin and y >= margin and x + w <= reference[0] - margin and y + h <= reference[1] - margin


def _spec(value: Any) -> BoxSpec | None:
    if value is None:
        return None
    if isinstance(value, list):
        return BoxSpec(tuple(value))
    return BoxSpec(tuple(value["at"]), tuple(value.get("grow", (0, 0, 0, 0))))

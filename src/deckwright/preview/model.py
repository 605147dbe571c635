"""What the preview page shows, as plain JSON data: every card file under a path, its cards with
their rendered front (a PNG from the shared renderer), their data and place in the file, the
findings beside the card they are about, and the ``check`` summary.

A card is every piece the file prints: an item of one of its lists of items with an id (read
from the system's schema, as the sheets do), a single item or a named piece (a Northgard clan's
initial card, a ruleset's building tokens), and a piece with no place of its own in the file (a
clan card, a faction board, at the file's top). Its picture is the front of the item with its id
(``PrintItem.id``) in the deck the system's ``render_items`` hook prints (for a card printed once
per seat, the first seat's; for a tile, the tile, not its summary card). A finding belongs to the
card whose pointer begins its own, else to the file. A file that does not load or validate shows
its findings only.

PNGs are kept by the face's cache key, so a save re-renders only the faces it changed.
"""

from __future__ import annotations

import copy
import hashlib
import io
from dataclasses import asdict
from pathlib import Path
from typing import Any

from ..engine.smoke import smoke_validated, summary_line
from ..findings import Finding
from ..loader import Document, discover
from ..renderer import Deck, Face, PrintItem
from ..renderer.png import render_pngs
from ..renderer.sheets import card_size
from ..sheets.layout import item_lists
from ..systems import all_systems
from ..validator import Result, validate_paths

DPI = 100  # a poker card is 248 px wide: enough to read on screen, quick to draw
CARD = card_size("poker")


class Images:
    """PNG bytes of rendered faces by name; a face is drawn again only when its key changes."""

    def __init__(self, dpi: int = DPI) -> None:
        self.dpi = dpi
        self.png: dict[str, bytes] = {}

    @staticmethod
    def name(face: Face) -> str:
        return hashlib.sha256(f"{face.name}|{face.key}".encode()).hexdigest()[:24] + ".png"

    def render(self, faces: list[tuple[Face, tuple[float, float]]]) -> list[str]:
        """Draw the faces (each with its size in mm) not drawn yet; keep only the faces given;
        return the drawing's warnings."""
        wanted = {self.name(face): (face, size) for face, size in faces}
        drawn: dict[str, bytes] = {}

        def keep(path: Path, fill: Any) -> None:
            buffer = io.BytesIO()
            fill(buffer)
            drawn[path.name] = buffer.getvalue()

        warnings = []
        for size in dict.fromkeys(size for _, size in wanted.values()):
            missing = [(face, Path(name)) for name, (face, at) in wanted.items() if at == size and name not in self.png]
            warnings += render_pngs(missing, size, 0.0, self.dpi, save=keep) if missing else []
        self.png = {name: self.png.get(name) or drawn[name] for name in wanted}
        return warnings


def _by_id(deck: Deck) -> dict[str, PrintItem]:
    """The deck's items by their id (``PrintItem.id``); of the items printed for one id (a card
    printed once per seat, a tile and its summary card) the first."""
    fronts: dict[str, PrintItem] = {}
    for item in deck.items:
        fronts.setdefault(item.id, item)
    return fronts


def _finding(finding: Finding) -> dict[str, Any]:
    return {key: value for key, value in asdict(finding).items() if key not in ("excerpt_start",)}


def _entries(data: dict[str, Any], system: str, content: str, printed: dict[str, PrintItem]) -> list[tuple]:
    """The document's cards as (pointer, data, id): the items of its lists of items, a single item
    (a mapping with an id), a printed mapping named by its key (alone, or in a mapping of them:
    a ruleset's building tokens); then each printed piece with no place of its own in the file
    (a clan card, a faction board), at the file's top."""
    entries = []
    lists = item_lists(system, content)
    for key, value in data.items():
        if key in lists and isinstance(value, list):
            entries += [
                (f"/{key}/{i}", item, str(item.get("id"))) for i, item in enumerate(value) if isinstance(item, dict)
            ]
        elif isinstance(value, dict):
            if "id" in value or key in printed:
                entries.append((f"/{key}", value, str(value.get("id", key))))
            else:
                entries += [
                    (f"/{key}/{sub}", item, sub)
                    for sub, item in value.items()
                    if sub in printed and isinstance(item, dict)
                ]
    placed = {card_id for _, _, card_id in entries}
    return entries + [("", data, card_id) for card_id in printed if card_id not in placed]


def _cards(doc: Document, system: str, content: str, printed: dict[str, PrintItem]) -> list[dict[str, Any]]:
    """The document's cards (``_entries``) with their place in the file (and no picture yet)."""
    cards = []
    for pointer, item, card_id in _entries(doc.data, system, content, printed):
        line, column = doc.locate(pointer)
        name = item.get("name")
        if not pointer:  # a piece with no place of its own: the renderer's title
            title = printed[card_id].title
        else:
            title = name.get("en", card_id) if isinstance(name, dict) else card_id
        cards.append(
            {
                "id": card_id,
                "title": str(title),
                "list": pointer.split("/")[1] if pointer else "",
                "pointer": pointer,
                "line": line,
                "column": column,
                "data": item,
                "image": None,
                "findings": [],
            }
        )
    return cards


def _place(files: dict[str, dict[str, Any]], finding: Finding) -> None:
    """Put a finding beside its card (the longest pointer that begins the finding's), else its file
    (the file's findings include those of the pieces at its top)."""
    view = files.setdefault(finding.file, _file_view(finding.file))
    owners = [
        card
        for card in view["cards"]
        if card["pointer"]  # a piece at the file's top: its findings stay the file's
        and (finding.pointer == card["pointer"] or finding.pointer.startswith(card["pointer"] + "/"))
    ]
    (max(owners, key=lambda card: len(card["pointer"]))["findings"] if owners else view["findings"]).append(
        _finding(finding)
    )


def _file_view(display: str, system: str | None = None, content: str | None = None) -> dict[str, Any]:
    return {"file": display, "system": system, "content": content, "cards": [], "findings": []}


class Preview:
    """The page's data for the card files under ``path``, refreshed on demand."""

    def __init__(self, path: Path, games: int, dpi: int = DPI) -> None:
        self.path = path
        self.games = games
        self.images = Images(dpi)
        self.result = Result()

    def refresh(self) -> dict[str, Any]:
        """Validate and render again; the page data without the smoke play (see ``smoke``)."""
        found, _ = discover([self.path])
        self.result = validate_paths([self.path])
        files = {display: _file_view(display) for _, display in found}
        faces: list[tuple[Face, tuple[float, float]]] = []
        notes: list[str] = []
        for validated in self.result.documents:
            system = all_systems()[validated.system]
            doc = validated.doc
            view = _file_view(doc.display, validated.system, validated.content)
            hook = system.hook("render_items")
            items: dict[str, PrintItem] = {}
            if hook is None:
                notes.append(f"{doc.display}: {system.title} has no renderer yet; its cards show as data")
            elif not validated.errors:
                items = _by_id(hook(doc, validated.content, "en", self.result.run(validated.system)))
            view["cards"] = _cards(doc, validated.system, validated.content, items)
            for card in view["cards"]:
                item = items.get(card["id"])
                if item:
                    card["image"] = Images.name(item.front)
                    faces.append((item.front, (item.shape.w, item.shape.h) if item.shape else CARD))
            files[doc.display] = view
        notes += self.images.render(faces)
        for finding in self.result.findings:
            _place(files, finding)
        return {"root": str(self.path), "files": list(files.values()), "notes": notes, "summary": None}

    def smoke(self, page: dict[str, Any]) -> dict[str, Any]:
        """``page`` (from ``refresh``) with the ``check`` summary of its clean files (``games``
        per entrant) and the smoke play's findings beside their cards."""
        smoke, notes = smoke_validated(self.result, self.games, progress=False)
        files = {view["file"]: view for view in copy.deepcopy(page["files"])}
        for finding in smoke.findings:
            _place(files, finding)
        return {
            **page,
            "files": list(files.values()),
            "notes": page["notes"] + notes,
            "summary": [{**row, "line": summary_line(row)} for row in smoke.summary],
        }

"""What the preview page shows, as plain JSON data: every card file under a path, its cards with
their rendered front (a PNG from the shared renderer), their data and place in the file, the
findings beside the card they are about, and the ``check`` summary.

A card is every piece the file prints: an item of one of its lists of items with an id (read
from the system's schema, as the sheets do), a single item or a named piece (a Northgard clan's
initial card, a ruleset's building tokens), and a piece with no place of its own in the file (a
clan card, a faction board, at the file's top). Its picture is the front of the item with its id
(``PrintItem.id``) in the deck the system's ``render_items`` hook prints (for a card printed once
per seat, the first seat's; for a tile, the tile, not its summary card). A finding belongs to the
card whose pointer begins its own, else to the file. An entry of a list whose items printed
nothing in the file's last whole drawing (a clan's card types) is a part, shown by name only.

An unfinished deck is the normal state. A file with rule errors is drawn as it is; a file with
schema errors is drawn without the cards the errors are in (when the rest then passes the
schema); a card that cannot be drawn now keeps its last good face, marked stale, and a file that
does not load keeps its last cards, all stale.

Only what changed is redone: a save re-validates the files of the systems whose files changed
(a system's checks read all its files), PNGs are kept by the face's cache key so only changed
faces are drawn, and the smoke play replays only the entrants whose files changed (all of a
system's when content every seat shares changed); the other summary rows keep their numbers.
A row played from a file that changed since is marked out of date until it is played again.
"""

from __future__ import annotations

import copy
import hashlib
import io
from dataclasses import asdict, dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any, Collection

from ..findings import ERROR, Finding
from ..loader import Document, LoadError, discover, read_document
from ..play.arena import Arena
from ..play.smoke import Smoke, play_system, smoke_play, summary_line
from ..renderer import Deck, Face, PrintItem, printed
from ..renderer.png import render_pngs
from ..renderer.sheets import card_size
from ..sheets.layout import item_lists
from ..systems import all_systems
from ..validator import Result, identify, validate_paths
from ..validator.schema import checker

DPI = 100  # a poker card is 248 px wide: enough to read on screen, quick to draw
LARGE_DPI = 200  # the face shown large beside the page (a board's text readable)
CARD = card_size("poker")


class Images:
    """PNG bytes of rendered faces by name; a face is drawn again only when its key changes."""

    def __init__(self, dpi: int = DPI) -> None:
        self.dpi = dpi
        self.png: dict[str, bytes] = {}
        self.faces: dict[str, tuple[Face, tuple[float, float]]] = {}
        self.larger: dict[str, bytes] = {}

    @staticmethod
    def name(face: Face) -> str:
        return hashlib.sha256(f"{face.name}|{face.key}".encode()).hexdigest()[:24] + ".png"

    def _draw(self, faces: list[tuple[Face, tuple[float, float]]], dpi: int) -> tuple[dict[str, bytes], list[str]]:
        """PNGs of the faces at ``dpi``, by name, and the drawing's warnings; a face whose drawing
        fails (content a check refuses) is left out, with a warning naming it."""
        drawn: dict[str, bytes] = {}

        def keep(path: Path, fill: Any) -> None:
            buffer = io.BytesIO()
            fill(buffer)
            drawn[path.name] = buffer.getvalue()

        warnings: list[str] = []
        for size in dict.fromkeys(size for _, size in faces):
            batch = [(face, Path(self.name(face))) for face, at in faces if at == size]
            try:
                warnings += render_pngs(batch, size, 0.0, dpi, save=keep)
            except Exception:  # one bad face: draw them one by one to keep the others
                for one in batch:
                    try:
                        warnings += render_pngs([one], size, 0.0, dpi, save=keep)
                    except Exception as exc:
                        warnings.append(f"{one[0].name}: cannot be drawn now ({type(exc).__name__}: {exc})")
        return drawn, warnings

    def render(self, faces: list[tuple[Face, tuple[float, float]]], keep: Collection[str] = ()) -> list[str]:
        """Draw the faces (each with its size in mm) not drawn yet; keep only the faces given and
        those named in ``keep`` (stale faces still shown); return the drawing's warnings."""
        wanted = {self.name(face): (face, size) for face, size in faces}
        drawn, warnings = self._draw([pair for name, pair in wanted.items() if name not in self.png], self.dpi)
        self.faces = {name: self.faces[name] for name in keep if name in self.faces} | wanted
        self.png = {name: png for name in self.faces if (png := self.png.get(name) or drawn.get(name))}
        self.larger = {name: png for name, png in self.larger.items() if name in self.png}
        return warnings

    def large(self, name: str) -> bytes | None:
        """The face ``name`` drawn at ``LARGE_DPI`` (drawn on first asking), None if not shown."""
        if name not in self.png:
            return None
        if name not in self.larger:
            drawn, _ = self._draw([self.faces[name]], LARGE_DPI)
            self.larger[name] = drawn.get(name) or self.png[name]
        return self.larger[name]


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
                # what the last face and the open card follow: the id in its list, moves and all
                "key": f"{pointer.split('/')[1] if pointer else ''}#{card_id}"
                if "id" in item or not pointer
                else pointer,
                "line": line,
                "column": column,
                "data": item,
                "image": None,
                "stale": False,
                "part": False,
                "findings": [],
            }
        )
    return cards


def _owner(cards: list[dict[str, Any]], pointer: str) -> dict[str, Any] | None:
    """The card whose pointer begins ``pointer`` (the longest), None for the file's own."""
    owners = [
        card
        for card in cards
        if card["pointer"]  # a piece at the file's top: its findings stay the file's
        and (pointer == card["pointer"] or pointer.startswith(card["pointer"] + "/"))
    ]
    return max(owners, key=lambda card: len(card["pointer"])) if owners else None


def _place(files: dict[str, dict[str, Any]], finding: Finding) -> None:
    """Put a finding beside its card (the longest pointer that begins the finding's), else its file
    (the file's findings include those of the pieces at its top)."""
    view = files.setdefault(finding.file, _file_view(finding.file))
    owner = _owner(view["cards"], finding.pointer)
    (owner or view)["findings"].append(_finding(finding))


def _file_view(display: str, system: str | None = None, content: str | None = None) -> dict[str, Any]:
    return {"file": display, "system": system, "content": content, "cards": [], "findings": []}


def _without(doc: Document, pointers: set[str]) -> Document:
    """``doc`` with the entries at ``pointers`` (cards of its lists, named pieces) taken out."""
    data = copy.deepcopy(doc.data)
    for pointer in sorted(pointers, key=lambda p: [int(t) if t.isdigit() else -1 for t in p.split("/")], reverse=True):
        *path, last = pointer.split("/")[1:]
        holder = data
        for token in path:
            holder = holder[int(token)] if isinstance(holder, list) else holder[token]
        del holder[int(last) if isinstance(holder, list) else last]
    return replace(doc, data=data, _tree=None)


@dataclass
class Drawing:
    """What drawing one file gave: its items by id, and notes on it."""

    items: dict[str, PrintItem] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)


class Preview:
    """The page's data for the card files under ``path``, refreshed on demand (``refresh`` after
    a save, ``smoke_plan``/``smoke_run``/``smoke_merge`` for the summary that follows)."""

    def __init__(self, path: Path, games: int, dpi: int = DPI) -> None:
        self.path = path
        self.games = games
        self.images = Images(dpi)
        self.stamps: dict[str, str] = {}  # display -> hash of the text last validated
        self.systems: dict[str, str | None] = {}  # display -> its system, as last read
        self.views: dict[str, dict[str, Any]] = {}  # display -> its view (validation's findings)
        self.results: dict[str, Result] = {}  # system -> its files' last validation
        self.faces: dict[tuple[str, str], tuple[str, tuple[str, str]]] = {}  # (display, key) -> (image, drawn from)
        self.silent: dict[tuple[str, str], set[str]] = {}  # (system, content) -> lists that print nothing
        self.notes: dict[str, list[str]] = {}  # display -> notes of its drawing
        self.changed: dict[str, set[str]] = {}  # system -> files changed since its last smoke play
        self.rows: list[dict[str, Any]] = []  # the summary rows, each with "files" it was played from
        self.played: dict[str, tuple[str, list[Finding]]] = {}  # display -> (stamp, smoke findings)
        self.smoke_notes: dict[str, list[str]] = {}  # system -> notes of its smoke play
        self.rounds = 0  # smoke plays merged so far
        self.missing: list[Finding] = []  # the path's own findings (no card files)

    # -- validation and drawing ---------------------------------------------------------------

    def refresh(self) -> dict[str, Any]:
        """Validate and draw again what changed since the last call; the page data."""
        found, missing = discover([self.path])
        now = {display: path for path, display in found}
        stamps = {display: _stamp(path) for display, path in now.items()}
        touched = {d for d in stamps if stamps[d] != self.stamps.get(d)} | (set(self.stamps) - set(stamps))
        systems = {d: self.systems.get(d) for d in touched} | {d: _system_of(now[d]) for d in touched if d in now}
        redo = {self.systems.get(d) for d in touched} | {systems[d] for d in touched}
        for display in touched:
            self.changed.setdefault(str(systems[display]), set()).add(display)
        self.systems = {d: systems.get(d, self.systems.get(d)) for d in now}
        for display in set(self.views) - set(now):
            self._forget(display)
        # the files of every system a changed file was or is of, and each changed file of none
        again = [d for d in now if (self.systems[d] in redo and self.systems[d]) or (d in touched and not systems[d])]
        result = validate_paths([now[d] for d in again], within=self.path) if again else Result()
        for name in {s for s in redo if s}:
            self.results[name] = Result(
                [f for f in result.findings if self.systems.get(f.file) == name],
                [v for v in result.documents if v.system == name],
            )
        for display in again:
            self._draw_file(now[display], display, result)
        self.stamps = stamps
        self.missing = missing
        self.images.render(
            [self.images.faces[name] for name in self._shown() if name in self.images.faces], keep=self._shown()
        )
        return self.page()

    def _forget(self, display: str) -> None:
        self.views.pop(display, None)
        self.notes.pop(display, None)
        self.faces = {key: value for key, value in self.faces.items() if key[0] != display}

    def _shown(self) -> set[str]:
        return {card["image"] for view in self.views.values() for card in view["cards"] if card["image"]}

    def _draw_file(self, path: Path, display: str, result: Result) -> None:
        """The view of one file just validated (``result``): its cards with their faces."""
        findings = [f for f in result.findings if f.file == display]
        validated = next((v for v in result.documents if v.doc.display == display), None)
        doc: Document | None = validated.doc if validated else None
        if doc is None:
            try:
                doc = read_document(path, display)
            except LoadError:
                doc = None
        kind = identify(doc) if doc is not None else None
        if doc is None or not isinstance(kind, tuple):  # does not load or say what it is: its last cards, stale
            view = _file_view(display, *(self.views.get(display, {}).get(k) for k in ("system", "content")))
            view["cards"] = [
                {**card, "stale": bool(card["image"]), "findings": []}
                for card in self.views.get(display, {}).get("cards", [])
            ]
        else:
            system, content = kind
            drawing = self._drawing(doc, system, content, findings, validated is not None, result)
            view = _file_view(display, system, content)
            view["cards"] = _cards(doc, system, content, drawing.items)
            silent = self.silent.get((system, content), set())
            faces: list[tuple[Face, tuple[float, float]]] = []
            stamp = _stamp(path)
            for card in view["cards"]:
                item = drawing.items.get(card["id"])
                card["part"] = card["list"] in silent
                if item is not None:
                    size = (item.shape.w, item.shape.h) if item.shape else CARD
                    faces.append((item.front, size))
                    card["image"] = Images.name(item.front)
                elif (display, card["key"]) in self.faces:
                    card["image"], card["stale"] = self.faces[(display, card["key"])][0], True
            notes = self.images.render(faces, keep=self._shown() | {c["image"] for c in view["cards"] if c["image"]})
            for card in view["cards"]:
                if card["image"] and not card["stale"]:
                    if card["image"] in self.images.png:
                        self.faces[(display, card["key"])] = (card["image"], (stamp, card["id"]))
                    else:  # its drawing failed: the last good face, else none
                        last = self.faces.get((display, card["key"]))
                        card["image"], card["stale"] = (last[0], True) if last else (None, False)
            self.notes[display] = drawing.notes + notes
        view["findings"] = []
        for finding in findings:
            _place({display: view}, finding)
        self.views[display] = view

    def _drawing(
        self, doc: Document, system: str, content: str, findings: list[Finding], valid: bool, result: Result
    ) -> Drawing:
        """Draw the file as it is when it passed the schema; else, or when that fails, without the
        cards its errors are in (when the rest passes the schema)."""
        hook = all_systems()[system].hook("render_items")
        if hook is None:
            return Drawing(
                notes=[f"{doc.display}: {all_systems()[system].title} has no renderer yet; its cards show as data"]
            )
        run = result.run(system)
        tries = [doc] if valid else []
        errors = [f for f in findings if f.severity == ERROR]
        cards = _cards(doc, system, content, {})
        owners = [_owner(cards, f.pointer) for f in errors]
        if errors and all(owners):
            without = _without(doc, {card["pointer"] for card in owners if card})
            if valid or not checker(all_systems()[system].schemas[content]).check(without):
                tries.append(without)
        for n, attempt in enumerate(tries):
            others = [(d, c) for d, c in run if d.display != doc.display]
            try:
                deck = printed(all_systems()[system], attempt, content, "en", [*others, (attempt, content)])
            except Exception:  # content a check refuses may break its drawing: try without its cards
                continue
            items = _by_id(deck)
            if n == 0 and valid:
                self.silent[(system, content)] = {c["list"] for c in cards if c["list"]} - {
                    c["list"] for c in cards if c["id"] in items
                }
            return Drawing(items)
        return Drawing()

    # -- the page -----------------------------------------------------------------------------

    def page(self) -> dict[str, Any]:
        """The page's data: the files with their findings and the smoke play's beside them, the
        notes and the summary (None before the first smoke play ends)."""
        files = {display: copy.deepcopy(self.views[display]) for display in sorted(self.views)}
        for finding in self.missing:
            _place(files, finding)
        for display, (stamp, found) in self.played.items():
            if display in files and self.stamps.get(display) == stamp:
                for finding in found:
                    _place(files, finding)
        notes = [note for display in sorted(self.notes) for note in self.notes[display]]
        notes += [note for name in sorted(self.smoke_notes) for note in self.smoke_notes[name]]
        return {
            "root": str(self.path),
            "files": list(files.values()),
            "notes": notes,
            "summary": None if not self.rounds else [self._row(row) for row in self.rows if self._kept(row)],
            "playing": bool(self.changed),
        }

    def _kept(self, row: dict[str, Any]) -> bool:
        """Whether a row still has a file to stand for (not when all it was played from is gone)."""
        return any(display in self.stamps for display in row["files"])

    def _row(self, row: dict[str, Any]) -> dict[str, Any]:
        """A summary row with its line and, when a file it was played from changed since, why it is
        out of date."""
        changed = [d for d, stamp in row["files"].items() if self.stamps.get(d) != stamp]
        broken = [d for d in changed if any(f["severity"] == ERROR for f in _all_findings(self.views.get(d)))]
        stale = (
            f"out of date: {', '.join(broken)} {'has' if len(broken) == 1 else 'have'} errors"
            if broken
            else f"out of date: {', '.join(changed)} changed since"
            if changed
            else None
        )
        shown = {key: value for key, value in row.items() if key != "files"}
        return {**shown, "line": summary_line(row), "stale": stale}

    # -- the smoke play -----------------------------------------------------------------------

    def smoke_plan(self) -> list[tuple[str, list[tuple[Document, str]], set[str], dict[str, str]]]:
        """What to play now: for each system with changed files, its clean documents, the files
        changed and the stamps they are played at."""
        plan = []
        for name, changed in sorted(list(self.changed.items())):  # a copy: emptied systems leave
            result = self.results.get(name)
            docs = [(v.doc, v.content) for v in result.documents if not v.errors] if result else []
            if not docs:  # nothing of it to play: its rows stay, out of date
                self.changed.pop(name)
            else:
                plan.append((name, docs, set(changed), {d.display: self.stamps[d.display] for d, _ in docs}))
        return plan

    def smoke_run(self, plan: list[tuple[str, list[tuple[Document, str]], set[str], dict[str, str]]]) -> list[Played]:
        """Play the plan (slow: run it outside the event loop): for each system, the entrants whose
        files changed (all of them when content every seat shares changed) against the others."""
        played = []
        for name, docs, changed, _stamps in plan:
            tested: list[str | None] = []
            play = partial(self._play_changed, docs=docs, changed=changed, tested=tested)
            smoke, note = play_system(name, docs, play)
            shared = all_systems()[name].seat.content is None
            played.append(Played(notes=[note]) if note else Played(smoke, [], tested, shared=shared))
        return played

    def _play_changed(
        self, arena: Arena, docs: list[tuple[Document, str]], changed: set[str], tested: list[str | None]
    ) -> Smoke:
        """Smoke-play the arena's entrants whose files are among ``changed`` (all of them when a
        file of the content every seat shares changed); ``tested`` gets the file of each one played."""
        own = {arena.setup.entrants[i].id: arena.docs.get(arena.setup.entrants[i].id) for i in arena.tested}
        files = {entrant: doc.display if doc else None for entrant, doc in own.items()}
        table = {d.display for d, _ in docs} - set(files.values())
        if arena.system.seat.content is not None and not changed & table:  # only entrants changed
            arena = replace(arena, tested=[i for i in arena.tested if files[arena.setup.entrants[i].id] in changed])
        tested += [files[arena.setup.entrants[i].id] for i in arena.tested]
        return smoke_play(arena, self.games) if arena.tested else Smoke()

    def smoke_merge(
        self, plan: list[tuple[str, list[tuple[Document, str]], set[str], dict[str, str]]], played: list[Played]
    ) -> dict[str, Any]:
        """Take what ``smoke_run`` played into the summary (the rows of the entrants not played
        again stay as they were); the page data."""
        self.rounds += 1
        for (name, _, changed, stamps), run in zip(plan, played):
            self.smoke_notes[name] = run.notes
            if all(self.stamps.get(d) == stamps.get(d) for d in changed):
                self.changed.pop(name, None)
            if run.smoke is None:
                continue
            title = all_systems()[name].title
            rows = [
                {"title": title, **row, "files": {own: stamps[own]} if own else dict(stamps), "round": self.rounds}
                for row, own in zip(run.smoke.summary, run.tested)
            ]
            names = {row["name"] for row in rows}
            self.rows = [
                row for row in self.rows if row["title"] != title or not (run.shared or row["name"] in names)
            ] + rows
            for display in set(stamps) & (changed | {f.file for f in run.smoke.findings}):
                self.played[display] = (stamps[display], [f for f in run.smoke.findings if f.file == display])
        return self.page()


@dataclass
class Played:
    """What one system's smoke play gave: the play (None: not played), notes, the file of each
    entrant played (None where seats play the content every seat shares), whether they do."""

    smoke: Smoke | None = None
    notes: list[str] = field(default_factory=list)
    tested: list[str | None] = field(default_factory=list)
    shared: bool = False


def _all_findings(view: dict[str, Any] | None) -> list[dict[str, Any]]:
    if view is None:
        return []
    return view["findings"] + [f for card in view["cards"] for f in card["findings"]]


def _stamp(path: Path) -> str:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    except OSError:
        return ""


def _system_of(path: Path) -> str | None:
    """The system a file says it is for, None when it does not load or say so."""
    try:
        kind = identify(read_document(path))
    except LoadError:
        return None
    return kind[0] if isinstance(kind, tuple) else None

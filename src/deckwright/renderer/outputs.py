"""Rendering one deck to every requested output in an output folder, skipping what is up to date.

``Job.targets()`` lists every file a job may write, so a caller can check them all (foreign
files) before anything is written; ``Job.run()`` then writes only the files whose cache key
changed. Every file is written to a temporary name and moved into place, and recorded in the
manifest with its hash at once (``OutputFolder.write``), so a viewer or a killed run never
leaves half a file under a final name. A job's ``documents()`` (its PDFs) may be made ahead,
elsewhere (``parallel``), and handed to ``Job.run``, which then only writes them.

Face names become file names: two different faces of one deck under one name (a card with
``id: back`` next to the clan's back) would overwrite each other, so they are refused
(``NameClash``), as are two decks printing to one file.
"""

from __future__ import annotations

import hashlib
import io
import json
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import IO, Any, Callable, Mapping

from ..safe_write import WriteRefused
from . import Deck, Face
from .outdir import OutputFolder, digest
from .pdf import PrintOptions, write_pdf, write_proof
from .pdfx import write_print_service
from .png import DPI, pixels, render_pngs
from .tts import compose, pieces, plan, saved_object, trimmed


@dataclass(frozen=True)
class Service:
    """What a print service takes: its card size and bleed, as a PDF/X file or as PNGs."""

    card: tuple[float, float]
    bleed: float
    pdfx: bool


SERVICES = {
    "drivethru": Service((63.5, 88.9), 3.175, pdfx=True),  # DriveThruCards: 2.5 x 3.5 in, 1/8 in bleed
    "mpc": Service((63.5, 88.9), 3.175, pdfx=False),  # MakePlayingCards: 825 x 1125 px PNGs at 300 DPI
}


@dataclass(frozen=True)
class Settings:
    """Which outputs to make, and how the PDF is imposed; ``pdfx``: the CMYK profile of a
    print-service PDF (``<deck>-print.pdf``), None for none."""

    print: PrintOptions
    pdf: bool = True
    png: bool = False
    tts: bool = False
    dpi: int = DPI
    pdfx: Path | None = None
    tts_url: str = ""  # where the TTS images will be uploaded; empty: their file:// URLs
    proof: bool = False  # <deck>-proof.pdf: every front small, with its name
    order: bool = False  # <deck>-order.csv: how many of each front (with its back) to order from a print service


@dataclass
class Outcome:
    """What a run wrote, what was already up to date, and the faces' warnings."""

    written: list[Path] = field(default_factory=list)
    skipped: list[Path] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


Tick = Callable[[int], None]
Made = tuple[bytes, list[str]]  # a document's bytes, and its faces' warnings


@dataclass(frozen=True)
class Document:
    """One file a job makes from its deck in one go (a PDF): where it goes, its cache key, how it
    is written (``write(file, tick)`` returns the faces' warnings) and the progress it counts for."""

    path: Path
    key: str
    write: Callable[[IO[bytes], Tick], list[str]]
    work: int = 0


def make(document: Document) -> Made:
    """The document's bytes, and its faces' warnings (made in memory, for a worker process)."""
    buffer = io.BytesIO()
    warnings = document.write(buffer, lambda n: None)
    return buffer.getvalue(), warnings


def order_list(deck: Deck) -> str:
    """What to order from a print service that takes one image a face (MakePlayingCards): a CSV
    line for each front, with its back and how many copies, then the total."""
    copies: dict[tuple[str, str], int] = {}
    for item in deck.items:
        pair = (f"{item.front.name}.png", f"{item.back.name}.png")
        copies[pair] = copies.get(pair, 0) + item.copies
    lines = ["front,back,copies", *(f"{front},{back},{n}" for (front, back), n in copies.items())]
    return "\n".join([*lines, f"total,,{sum(copies.values())}", ""])


class NameClash(WriteRefused):
    """Two faces, or two decks, would be written to one file."""


def check_faces(deck: Deck) -> dict[str, Face]:
    """The deck's faces by name; ``NameClash`` when two different faces share a name."""
    faces = deck.faces()
    for item in deck.items:
        for face in (item.front, item.back):
            if faces[face.name] is not face and faces[face.name].key != face.key:
                raise NameClash(
                    f"{face.name}.png",
                    f"deck {deck.name!r}: two different faces are both named "
                    f"{face.name!r} and would overwrite each other's files",
                    "give the card another id (a card id may not repeat a name deckwright derives, such as the back's)",
                )
    return faces


class Job:
    """One deck, its settings and the folder it is written to."""

    def __init__(self, deck: Deck, settings: Settings, folder: OutputFolder):
        self.deck, self.settings, self.folder = deck, settings, folder
        self.faces = check_faces(deck)
        self.tts = plan(deck, settings.print.sheet.card) if settings.tts else []
        self.pieces = pieces(deck) if settings.tts else []

    def work(self) -> int:
        """Units of progress: cards placed in the PDF plus faces rasterized."""
        return (len(self.deck.copies()) if self.settings.pdf else 0) + (
            len(self.faces) if self.settings.png or self.settings.tts else 0
        )

    def _pdf(self) -> Path:
        return self.folder.path(f"{self.deck.name}.pdf")

    def _pdfx(self) -> Path:
        return self.folder.path(f"{self.deck.name}-print.pdf")

    def _items_key(self, deck: Deck | None = None) -> list[str]:
        return [
            f"{i.front.name}|{i.front.key}|{i.back.name}|{i.back.key}|{i.copies}|{i.shape}"
            for i in (deck or self.deck).items
        ]

    def _png(self, name: str) -> Path:
        return self.folder.path(f"{name}.png")

    def _order(self) -> Path:
        return self.folder.path(f"{self.deck.name}-order.csv")

    def _piece_images(self) -> dict[str, Path]:
        """The trimmed image of each face of a TTS piece (a tile, board or token), by face name."""
        names = dict.fromkeys(face.name for item in self.pieces for face in (item.front, item.back))
        return {name: self.folder.path(f"{name}-tts.png") for name in names}

    def _tts_files(self) -> list[tuple[Path, Path]]:
        return [
            (self.folder.path(f"{self.deck.name}-tts-{n}.jpg"), self.folder.path(f"{self.deck.name}-tts-{n}-back.jpg"))
            for n in range(1, len(self.tts) + 1)
        ]

    def _service_cards(self) -> Deck:
        """What ``<deck>-print.pdf`` prints: the items of the run's card size. A print service's
        card product takes pages of one size, so a board or a tile (an item with a ``shape``) is
        left out, with a note (``_service_note``), rather than shrunk onto a card's page."""
        return replace(self.deck, items=tuple(item for item in self.deck.items if item.shape is None))

    def _service_note(self) -> list[str]:
        """The note on the items ``<deck>-print.pdf`` leaves out, if any."""
        left = {item.id or item.front.name: item.shape for item in self.deck.items if item.shape}
        if not self.settings.pdfx or not left:
            return []
        name = self._pdfx().name
        made = f"{name} leaves out" if self._service_cards().items else f"no {name}: the deck holds only"
        sizes: dict[str, list[str]] = {}
        for piece, shape in left.items():
            sizes.setdefault(f"{shape.w:g} x {shape.h:g} mm", []).append(piece)
        pieces = ", ".join(f"{', '.join(names)} ({size})" for size, names in sizes.items())
        return [
            f"{made} what is not a card: {pieces}; print {'it' if len(left) == 1 else 'them'} "
            "from the sheets (render without --print-service)"
        ]

    def targets(self) -> list[Path]:
        paths = [self._pdf()] if self.settings.pdf else []
        if self.settings.pdfx and self._service_cards().items:
            paths.append(self._pdfx())
        if self.settings.proof:
            paths.append(self.folder.path(f"{self.deck.name}-proof.pdf"))
        if self.settings.order and self._service_cards().items:
            paths.append(self._order())
        if self.settings.png or self.settings.tts:
            paths += [self._png(name) for name in self.faces]
        if self.settings.tts:
            paths += [path for pair in self._tts_files() for path in pair]
            paths += list(self._piece_images().values())
            paths.append(self.folder.path(f"{self.deck.name}-tts.json"))
        return paths

    def documents(self) -> list[Document]:
        """The job's documents (the PDF, the print-service PDF, the proof), as they are asked for."""
        options, sheet = self.settings.print, self.settings.print.sheet
        found = []
        if self.settings.pdf:
            found.append(
                Document(
                    self._pdf(),
                    digest("pdf", self.deck.title, options.key(), *self._items_key()),
                    lambda file, tick: write_pdf(file, self.deck, options, tick),
                    len(self.deck.copies()),
                )
            )
        if self.settings.pdfx and self._service_cards().items:
            found.append(self._print_service())
        if self.settings.proof:
            found.append(
                Document(
                    self.folder.path(f"{self.deck.name}-proof.pdf"),
                    digest("proof", self.deck.title, repr((sheet.card, sheet.paper, sheet.bleed)), *self._items_key()),
                    lambda file, tick: write_proof(file, self.deck, sheet),
                )
            )
        return found

    def run(self, progress: Tick | None = None, made: Mapping[Path, Made] | None = None) -> Outcome:
        """Write every output that is not up to date; a document found in ``made`` (``make``) is
        written as it was made there, the others are made here."""
        outcome = Outcome(warnings=self._service_note())
        tick = progress or (lambda n: None)
        for document in self.documents():
            self._document(document, (made or {}).get(document.path), outcome, tick)
        if self.settings.order and self._service_cards().items:
            text = order_list(self._service_cards())
            self._write(self._order(), digest("order", text), outcome, lambda file: file.write(text.encode("utf-8")))
        if self.settings.png or self.settings.tts:
            png_keys = self._pngs(outcome, tick)
            if self.settings.tts:
                self._tts(png_keys, outcome)
        return outcome

    def _document(self, document: Document, ready: Made | None, outcome: Outcome, tick: Tick) -> None:
        """Write ``document`` unless it is up to date: as ``ready`` when it was made elsewhere, else made here."""
        warnings: list[str] = []

        def fill(file: IO[bytes]) -> None:
            if ready:
                file.write(ready[0])
                warnings.extend(ready[1])
            else:
                warnings.extend(document.write(file, tick))

        if not self._write(document.path, document.key, outcome, fill) or ready:
            tick(document.work)
        outcome.warnings += warnings

    def _print_service(self) -> Document:
        sheet, profile, cards = self.settings.print.sheet, self.settings.pdfx, self._service_cards()
        assert profile is not None
        key = digest(
            "pdfx",
            self.deck.title,
            repr((sheet.card, sheet.bleed)),
            hashlib.sha256(profile.read_bytes()).hexdigest(),
            *self._items_key(cards),
        )
        return Document(
            self._pdfx(), key, lambda file, tick: write_print_service(file, cards, sheet.card, sheet.bleed, profile)
        )

    def _pngs(self, outcome: Outcome, tick: Tick) -> list[str]:
        sheet = self.settings.print.sheet
        shape = f"{sheet.card}|{sheet.bleed}|{self.settings.dpi}"
        sizes = {
            face.name: (item.shape.w, item.shape.h)
            for item in self.deck.items
            if item.shape
            for face in (item.front, item.back)
        }
        keys, stale = [], []
        for name, face in self.faces.items():
            key = digest("png", face.key, shape, repr(sizes.get(name)))
            keys.append(key)
            path = self._png(name)
            if self.folder.fresh(path, key):
                outcome.skipped.append(path)
                tick(1)
            else:
                stale.append((face, path, key))
        key_of = {path: key for _, path, key in stale}
        outcome.warnings += render_pngs(
            [(face, path) for face, path, _ in stale],
            sheet.card,
            sheet.bleed,
            self.settings.dpi,
            tick,
            lambda path, fill: self.folder.write(path, key_of[path], fill),
            sizes,
        )
        outcome.written += [path for _, path, _ in stale]
        return keys

    def _tts(self, png_keys: list[str], outcome: Outcome) -> None:
        files = self._tts_files()
        key = digest("tts", *png_keys)
        bleed_px = pixels(self.settings.print.sheet.bleed, self.settings.dpi)
        pngs = {name: self._png(name) for name in self.faces}
        for sheet, paths in zip(self.tts, files):
            if all(self.folder.fresh(path, key) for path in paths):
                outcome.skipped += paths
                continue
            for path, image in zip(paths, compose(sheet, pngs, bleed_px)):
                self._write(path, key, outcome, partial(_save_jpeg, image))
        images = self._piece_images()
        for name, path in images.items():
            save = lambda file, name=name: trimmed(pngs[name], bleed_px).save(file, "PNG")  # noqa: E731
            self._write(path, digest("tts-piece", key, name), outcome, save)
        document = json.dumps(
            saved_object(
                self.tts,
                files,
                self.deck.title,
                self.settings.tts_url,
                [(item, images[item.front.name], images[item.back.name]) for item in self.pieces],
            ),
            indent=1,
            ensure_ascii=False,
        )
        self._write(
            self.folder.path(f"{self.deck.name}-tts.json"),
            digest("tts-json", key, document),
            outcome,
            lambda file: file.write(document.encode("utf-8")),
        )

    def _write(self, path: Path, key: str, outcome: Outcome, fill: Callable[[IO[bytes]], object]) -> bool:
        """Unless ``path`` is fresh for ``key``: write it by ``fill(file)``. True if written."""
        if self.folder.fresh(path, key):
            outcome.skipped.append(path)
            return False
        self.folder.write(path, key, fill)
        outcome.written.append(path)
        return True


def _save_jpeg(image: Any, file: IO[bytes]) -> None:
    image.save(file, format="JPEG", quality=90)

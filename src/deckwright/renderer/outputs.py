"""Rendering one deck to every requested output in an output folder, skipping what is up to date.

``Job.targets()`` lists every file a job may write, so a caller can check them all (foreign
files) before anything is written; ``Job.run()`` then writes only the files whose cache key
changed. The PDF is written to a temporary name and moved into place, so a viewer that keeps
it open never reads half a file.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from . import Deck
from .outdir import OutputFolder, digest
from .pdf import PrintOptions, write_pdf
from .png import DPI, pixels, render_pngs
from .tts import compose, plan, saved_object


@dataclass(frozen=True)
class Settings:
    """Which outputs to make, and how the PDF is imposed."""

    print: PrintOptions
    pdf: bool = True
    png: bool = False
    tts: bool = False
    dpi: int = DPI


@dataclass
class Outcome:
    """What a run wrote, what was already up to date, and the faces' warnings."""

    written: list[Path] = field(default_factory=list)
    skipped: list[Path] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


class Job:
    """One deck, its settings and the folder it is written to."""

    def __init__(self, deck: Deck, settings: Settings, folder: OutputFolder):
        self.deck, self.settings, self.folder = deck, settings, folder
        self.faces = deck.faces()
        self.tts = plan(deck) if settings.tts else []

    def work(self) -> int:
        """Units of progress: cards placed in the PDF plus faces rasterized."""
        return (len(self.deck.copies()) if self.settings.pdf else 0) + \
            (len(self.faces) if self.settings.png or self.settings.tts else 0)

    def _pdf(self) -> Path:
        return self.folder.path(f"{self.deck.name}.pdf")

    def _png(self, name: str) -> Path:
        return self.folder.path(f"{name}.png")

    def _tts_files(self) -> list[tuple[Path, Path]]:
        return [(self.folder.path(f"{self.deck.name}-tts-{n}.jpg"), self.folder.path(f"{self.deck.name}-tts-{n}-back.jpg"))
                for n in range(1, len(self.tts) + 1)]

    def targets(self) -> list[Path]:
        paths = [self._pdf()] if self.settings.pdf else []
        if self.settings.png or self.settings.tts:
            paths += [self._png(name) for name in self.faces]
        if self.settings.tts:
            paths += [path for pair in self._tts_files() for path in pair]
            paths.append(self.folder.path(f"{self.deck.name}-tts.json"))
        return paths

    def run(self, progress: Callable[[int], None] | None = None) -> Outcome:
        outcome = Outcome()
        tick = progress or (lambda n: None)
        options = self.settings.print
        if self.settings.pdf:
            key = digest("pdf", self.deck.title, options.key(), *(
                f"{i.front.name}|{i.front.key}|{i.back.name}|{i.back.key}|{i.copies}" for i in self.deck.items))
            written = self._write(self._pdf(), key, outcome,
                                  lambda path: outcome.warnings.extend(write_pdf(path, self.deck, options, tick)))
            if not written:
                tick(len(self.deck.copies()))
        if self.settings.png or self.settings.tts:
            png_keys = self._pngs(outcome, tick)
            if self.settings.tts:
                self._tts(png_keys, outcome)
        return outcome

    def _pngs(self, outcome: Outcome, tick: Callable[[int], None]) -> list[str]:
        sheet = self.settings.print.sheet
        shape = f"{sheet.card}|{sheet.bleed}|{self.settings.dpi}"
        keys, stale = [], []
        for name, face in self.faces.items():
            key = digest("png", face.key, shape)
            keys.append(key)
            path = self._png(name)
            if self.folder.fresh(path, key):
                outcome.skipped.append(path)
                tick(1)
            else:
                stale.append((face, path, key))
                self.folder.record(path, "")  # ours from now on, fresh only once written
        outcome.warnings += render_pngs([(face, path) for face, path, _ in stale], sheet.card, sheet.bleed,
                                        self.settings.dpi, tick)
        for _, path, key in stale:
            self.folder.record(path, key)
            outcome.written.append(path)
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
                self._write(path, key, outcome, lambda temporary, image=image: image.save(temporary, quality=90))
        document = json.dumps(saved_object(self.tts, files, self.deck.title), indent=1, ensure_ascii=False)
        self._write(self.folder.path(f"{self.deck.name}-tts.json"), digest("tts-json", key, document), outcome,
                    lambda path: path.write_text(document, encoding="utf-8"))

    def _write(self, path: Path, key: str, outcome: Outcome, write: Callable[[Path], object]) -> bool:
        """Unless ``path`` is fresh for ``key``: ``write`` a temporary file and move it into place. True if written."""
        if self.folder.fresh(path, key):
            outcome.skipped.append(path)
            return False
        temporary = path.with_name(f".{path.stem}.part{path.suffix}")
        write(temporary)
        temporary.replace(path)
        self.folder.record(path, key)
        outcome.written.append(path)
        return True

"""The output folder: deckwright writes only inside it, never over a file it did not write, and
skips files whose inputs did not change.

A manifest in ``.deckwright-cache/manifest.json`` maps every file deckwright wrote there to the
key it was written from (a hash of the card data, the options and the renderer's version). A
file that exists but is not in the manifest is someone else's: it is refused unless ``force``.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from . import renderer_version

CACHE_DIR = ".deckwright-cache"


class ForeignFile(Exception):
    """A target exists and deckwright did not write it."""


def digest(*parts: str) -> str:
    """The cache key of a file made from ``parts`` by this version of the renderer."""
    hasher = hashlib.sha256(renderer_version().encode())
    for part in parts:
        hasher.update(b"\0" + part.encode())
    return hasher.hexdigest()


class OutputFolder:
    def __init__(self, root: Path, force: bool = False):
        self.root = root.resolve()
        self.force = force
        self._manifest_path = self.root / CACHE_DIR / "manifest.json"
        try:
            self._keys: dict[str, str] = json.loads(self._manifest_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            self._keys = {}

    def path(self, name: str) -> Path:
        """``root/name``, refusing a name that would leave the folder."""
        path = (self.root / name).resolve()
        if not path.is_relative_to(self.root) or path == self.root:
            raise ValueError(f"{name!r} would be written outside {self.root}")
        return path

    def claim(self, path: Path) -> None:
        """Raise ForeignFile if ``path`` exists and deckwright did not write it (unless forced)."""
        if path.exists() and self._rel(path) not in self._keys and not self.force:
            raise ForeignFile(f"{path} exists and was not written by deckwright; move it away or use --force")

    def fresh(self, path: Path, key: str) -> bool:
        """True when ``path`` exists and was written from ``key``: nothing to redo."""
        return path.exists() and self._keys.get(self._rel(path)) == key

    def record(self, path: Path, key: str) -> None:
        self._keys[self._rel(path)] = key

    def save(self) -> None:
        self._manifest_path.parent.mkdir(parents=True, exist_ok=True)
        self._manifest_path.write_text(json.dumps(self._keys, indent=1, sort_keys=True), encoding="utf-8")

    def _rel(self, path: Path) -> str:
        return path.resolve().relative_to(self.root).as_posix()

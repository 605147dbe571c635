"""Writing files so that no link is followed and no reader ever sees half a file.

Every writer of deckwright goes through here:

- ``replacing(path)`` yields a temporary file created exclusively (``mkstemp``: ``O_CREAT |
  O_EXCL``, so a planted link or file under its name is never opened) in the target's own
  folder, then renames it onto ``path`` (``os.replace`` replaces a link, it never writes
  through one). A target that is a link or not a regular file is refused first. A process
  killed mid-write leaves a ``.dw-*.part`` file, never an incomplete file under the final name.
- ``write_all`` stages several files and renames them only once all are written: all or none.
- ``ManagedFolder`` is a folder deckwright writes into and keeps a manifest of: which files it
  wrote, from which key, with which SHA-256. Its temporary files are made in its own
  ``.deckwright-cache`` folder (inside it, so the rename stays atomic), and only there are a
  killed run's leftovers removed: a file of the user's in the folder, whatever its name (even
  ``.dw-my-notes.part``), is never deleted. A lock on ``.deckwright-cache/lock`` (``flock``,
  opened with ``O_NOFOLLOW``) serializes two runs into one folder; the second waits a bounded
  time, then refuses. The ``filelock`` package is not used: it opens its lock file following
  links and truncating, which is the very attack this module closes.

Every failure (a link, a folder in the way, a read-only or full disk) is a ``WriteRefused``,
which the command line shows as a finding: file, what is wrong, a hint.
"""

from __future__ import annotations

import errno
import fcntl
import hashlib
import json
import os
import stat
import tempfile
import threading
import time
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import IO, Callable, Iterator

from .errors import DeckwrightError
from .findings import ERROR, Finding

CACHE_DIR = ".deckwright-cache"
MANIFEST_LIMIT = 16 * 1024 * 1024  # bytes; a manifest lists file names and hashes
TEMP_PREFIX, TEMP_SUFFIX = ".dw-", ".part"


class WriteRefused(DeckwrightError):
    """A file deckwright will not or cannot write; shown as its ``E-WRITE`` finding."""

    def __init__(self, path: Path | str, message: str, hint: str = ""):
        super().__init__(f"{path}: {message}")
        self.finding = Finding(str(path), 1, 1, "E-WRITE", ERROR, message, hint)


def os_refusal(path: Path | str, exc: OSError) -> WriteRefused:
    """The finding for an ``OSError`` met while writing ``path``."""
    hints = {
        errno.ENOSPC: "free some disk space and run again",
        errno.EDQUOT: "free some disk space and run again",
        errno.EACCES: "choose a folder you may write to",
        errno.EPERM: "choose a folder you may write to",
        errno.EROFS: "choose a folder on a writable disk",
        errno.ENOTDIR: "a parent of this path is a file; choose another folder",
        errno.ENAMETOOLONG: "choose a shorter name",
        errno.ELOOP: "a link is in the way; remove it or choose another name",
    }
    return WriteRefused(path, f"cannot write: {exc.strerror or exc}", hints.get(exc.errno or 0, ""))


def refuse_unsafe(path: Path) -> None:
    """Refuse a target that is a link (even a dangling one) or exists and is not a regular file."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise os_refusal(path, exc) from None
    if stat.S_ISLNK(info.st_mode):
        raise WriteRefused(
            path, "is a symbolic link; deckwright never writes through a link", "remove the link or choose another name"
        )
    if not stat.S_ISREG(info.st_mode):
        raise WriteRefused(path, "exists and is not a regular file", "move it away or choose another name")


def sha256_of(path: Path) -> str:
    """The SHA-256 of the regular file ``path`` (not following a link)."""
    descriptor = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):
        os.close(descriptor)
        raise OSError(errno.EINVAL, "not a regular file")
    with os.fdopen(descriptor, "rb") as file:
        return _sha256(file)


def _sha256(file: IO[bytes]) -> str:
    """The SHA-256 of what is left to read in ``file``."""
    hasher = hashlib.sha256()
    for block in iter(lambda: file.read(1 << 20), b""):
        hasher.update(block)
    return hasher.hexdigest()


def _temporary(folder: Path) -> tuple[int, Path]:
    """A new file in ``folder`` under a unique name, with the mode ``open`` would give it (not mkstemp's 0600)."""
    descriptor, name = tempfile.mkstemp(dir=folder, prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX)
    os.fchmod(descriptor, 0o666 & ~_UMASK)
    return descriptor, Path(name)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_UMASK = _umask()  # read once, at import, before any thread runs


@contextmanager
def replacing(path: Path, mode: str = "wb", encoding: str | None = None, staging: Path | None = None) -> Iterator[IO]:
    """A new temporary file in ``staging`` (a folder on the same disk; ``path``'s own folder by
    default), renamed onto ``path`` when the block ends without an error (removed when it raises)."""
    refuse_unsafe(path)
    try:
        descriptor, temporary = _temporary(staging or path.parent)
    except OSError as exc:
        raise os_refusal(path, exc) from None
    try:
        with os.fdopen(descriptor, mode, encoding=encoding) as file:
            yield file
        os.replace(temporary, path)
    except BaseException as exc:
        with suppress(OSError):
            temporary.unlink()
        if isinstance(exc, OSError):
            raise os_refusal(path, exc) from None
        raise


def write_atomic(path: Path, fill: Callable[[IO[bytes]], object], staging: Path | None = None) -> str:
    """Write ``path`` by ``fill(binary_file)`` through a temporary file (in ``staging``, as
    ``replacing``); return its SHA-256."""
    with replacing(path, "w+b", staging=staging) as file:
        fill(file)
        file.flush()
        file.seek(0)
        return _sha256(file)


def refuse_linked_folders(root: Path, path: Path) -> None:
    """Refuse a link among the folders between ``root`` (which the user named) and ``path`` below it."""
    for folder in path.relative_to(root).parents:
        if folder.parts and os.path.islink(root / folder):
            raise WriteRefused(
                root / folder,
                "is a symbolic link; deckwright never writes through a link",
                "remove the link or choose another folder",
            )


def write_all(root: Path, files: dict[str, bytes]) -> list[Path]:
    """Write every file (by its path relative to ``root``) or none: all targets and the folders
    between ``root`` and them are checked (no link), then all are staged, then renamed."""
    paths = {root / name: data for name, data in files.items()}
    for path in paths:
        refuse_linked_folders(root, path)
        refuse_unsafe(path)
    staged: list[tuple[Path, Path]] = []
    try:
        for path, data in paths.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            descriptor, temporary = _temporary(path.parent)
            staged.append((temporary, path))
            with os.fdopen(descriptor, "wb") as file:
                file.write(data)
    except OSError as exc:
        for temporary, _ in staged:
            with suppress(OSError):
                temporary.unlink()
        raise os_refusal(path, exc) from None
    for temporary, path in staged:
        os.replace(temporary, path)
    return list(paths)


class ForeignFile(DeckwrightError):
    """A target exists and deckwright did not write it."""


class ManagedFolder:
    """A folder deckwright writes into, with a manifest of what it wrote (see the module doc).

    Use it inside ``with folder.locked():``, which takes the lock, reads the manifest and
    removes temporary files a killed run left behind in the cache folder. ``claim`` every target first, then
    ``write`` each: the file is renamed into place and the manifest saved at once, so that a
    killed run leaves only complete files that the manifest knows.
    """

    def __init__(self, root: Path, force: bool = False, wait: float = 60.0, forceable: bool = True):
        self.root = Path(os.path.abspath(root))
        self.force, self.wait = force, wait
        self._way_out = "move it away or use --force" if forceable else "choose another name"
        self.cache = self.root / CACHE_DIR
        self._entries: dict[str, dict] = {}
        self._mutex = threading.Lock()

    def path(self, name: str) -> Path:
        """``root/name`` for a plain file name (no folder part, not hidden)."""
        if not name or "/" in name or "\0" in name or name.startswith(".") or name != os.path.basename(name):
            raise WriteRefused(self.root / name, f"{name!r} is not a plain file name inside {self.root}")
        return self.root / name

    def check_writable(self) -> None:
        """Refuse now, before any long work, when the folder cannot be made or written."""
        with self.locked():
            pass

    @contextmanager
    def locked(self) -> Iterator[None]:
        self._make_folders()
        try:
            descriptor = os.open(self.cache / "lock", os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
        except OSError as exc:
            raise os_refusal(self.cache / "lock", exc) from None
        try:
            self._acquire(descriptor)
            self._entries = self._load()
            self._sweep()
            yield
        finally:
            os.close(descriptor)  # releases the lock

    def claim(self, path: Path) -> None:
        """Refuse a link or a non-file in the way, and a file deckwright did not write (unless forced)."""
        refuse_unsafe(path)
        if path.exists() and self._rel(path) not in self._entries and not self.force:
            raise ForeignFile(f"{path} exists and was not written by deckwright; {self._way_out}")

    def adopt(self, paths: list[Path]) -> None:
        """Record ``paths`` as deckwright's (not fresh) before writing them, so a killed run's files stay ours."""
        new = [self._rel(path) for path in paths if self._rel(path) not in self._entries]
        for rel in new:
            self._entries[rel] = {"key": None, "sha256": None}
        if new:
            self._save()

    def fresh(self, path: Path, key: str) -> bool:
        """True when ``path`` was written from ``key`` and still holds exactly what was written."""
        entry = self._entries.get(self._rel(path))
        if not entry or entry["key"] != key:
            return False
        try:
            return sha256_of(path) == entry["sha256"]
        except OSError:
            return False

    def write(self, path: Path, key: str, fill: Callable[[IO[bytes]], object]) -> None:
        """Write ``path`` atomically by ``fill`` and record its key and hash (thread-safe).

        A recorded hash is forgotten before the file is replaced and recorded anew after, so
        that at every moment a hash in the manifest is the hash of the file under its name."""
        with self._mutex:
            if self._entries.get(self._rel(path), {}).get("sha256") is not None:
                self._entries[self._rel(path)] = {"key": None, "sha256": None}
                self._save()
        digest = write_atomic(path, fill, self.cache)
        with self._mutex:
            self._entries[self._rel(path)] = {"key": key, "sha256": digest}
            self._save()

    def _rel(self, path: Path) -> str:
        return path.relative_to(self.root).as_posix()

    def _make_folders(self) -> None:
        for folder in (self.root, self.cache):
            try:
                folder.mkdir(exist_ok=True, parents=folder is self.root)
                info = os.lstat(folder)
            except FileExistsError:
                raise WriteRefused(
                    folder,
                    "is not a folder (a file, or a link to nothing)",
                    "give --out a folder, or a name that does not exist yet",
                ) from None
            except OSError as exc:
                raise os_refusal(folder, exc) from None
            if folder is self.cache and not stat.S_ISDIR(info.st_mode):
                raise WriteRefused(
                    folder, "deckwright's cache folder is a link or not a folder", f"remove {folder} and run again"
                )

    def _acquire(self, descriptor: int) -> None:
        deadline = time.monotonic() + self.wait
        while True:
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise WriteRefused(
                        self.root,
                        f"another deckwright run has been writing here for {self.wait:g} s",
                        "wait for it to finish, or use another --out",
                    ) from None
                time.sleep(0.05)

    def _load(self) -> dict[str, dict]:
        manifest = self.cache / "manifest.json"
        hint = f"remove {manifest} and run again (files already there will then need --force)"
        try:
            descriptor = os.open(manifest, os.O_RDONLY | os.O_NOFOLLOW)
        except FileNotFoundError:
            return {}
        except OSError as exc:
            raise WriteRefused(manifest, f"cannot read deckwright's manifest: {exc.strerror or exc}", hint) from None
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            os.close(descriptor)
            raise WriteRefused(manifest, "deckwright's manifest is not a regular file", hint)
        with os.fdopen(descriptor, "rb") as file:
            data = file.read(MANIFEST_LIMIT + 1)
        try:
            entries = json.loads(data) if len(data) <= MANIFEST_LIMIT else None
        except ValueError:
            entries = None
        if not isinstance(entries, dict):
            raise WriteRefused(manifest, "deckwright's manifest is damaged (not a JSON object)", hint)
        return {name: _entry(value) for name, value in entries.items()}

    def _save(self) -> None:
        text = json.dumps(self._entries, indent=1, sort_keys=True).encode()
        write_atomic(self.cache / "manifest.json", lambda file: file.write(text))

    def _sweep(self) -> None:
        """Remove the temporary files of runs that were killed (no run is writing: we hold the
        lock): in the cache folder only, where every run of deckwright makes them; never in the
        folder itself, where a file so named is the user's."""
        for leftover in self.cache.glob(f"{TEMP_PREFIX}*{TEMP_SUFFIX}"):
            if stat.S_ISREG(os.lstat(leftover).st_mode):
                with suppress(OSError):
                    leftover.unlink()


def _entry(value: object) -> dict:
    """A manifest entry; anything not of the current shape is deckwright's file, never fresh."""
    if isinstance(value, dict) and isinstance(value.get("key"), str) and isinstance(value.get("sha256"), str):
        return {"key": value["key"], "sha256": value["sha256"]}
    return {"key": None, "sha256": None}

"""Files a card file names (art, fonts): found inside its content folder, never outside it.

A name is relative to the folder of the card file and may not leave it: an absolute path, a
``..`` that climbs out, or a symlink pointing outside is refused, and so is a name the file system
cannot take (a NUL character, over-long) or a symlink loop. The refusal is a ``Refused`` whose
text says why, for a warning or a finding.
"""

from __future__ import annotations

from pathlib import Path


class Refused(Exception):
    """The named file cannot be used; the message says why (e.g. "it leaves the content folder")."""


def inside(root: Path | None, name: str) -> Path:
    """The existing regular file ``name`` under ``root``, resolved; ``Refused`` otherwise."""
    path = within(root, name)
    try:
        found = path.is_file()
    except OSError as error:
        raise Refused(error.strerror or "it cannot be read") from None
    if not found:
        raise Refused("not found")
    return path


def within(root: Path | None, name: str) -> Path:
    """``name`` under ``root``, resolved, whether or not it exists; ``Refused`` where the name
    leaves ``root`` (or cannot be a file name there)."""
    if root is None:
        raise Refused("there is no content folder to look in")
    if "\0" in name:
        raise Refused("the name holds a NUL character")
    if Path(name).is_absolute():
        raise Refused("it is an absolute path; name it relative to the file that names it")
    try:
        base = Path(root).resolve()
        path = (base / name).resolve()
    except (OSError, RuntimeError) as error:  # a name too long for the file system, a symlink loop
        raise Refused(error.strerror if isinstance(error, OSError) and error.strerror else "a symlink loop") from None
    if not path.is_relative_to(base):
        raise Refused("it leaves the content folder")
    return path


def stamp(root: Path | None, name: str) -> str:
    """A text that changes when the file changes (its size and time), for cache keys."""
    try:
        stat = inside(root, name).stat()
    except (Refused, OSError):
        return f"{name}:missing"
    return f"{name}:{stat.st_size}:{stat.st_mtime_ns}"

"""Where the project's own data lives: the schemas and the shipped cards.

In a wheel they are packaged under ``deckwright/_data``; in a source checkout (editable
install) they are the repository's top-level ``schema/`` and ``cards/`` folders.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """Return the folder ``name`` ('schema' or 'cards') of the installed or checked-out project."""
    packaged = _PACKAGE / "_data" / name
    if packaged.is_dir():
        return packaged
    return _PACKAGE.parents[1] / name

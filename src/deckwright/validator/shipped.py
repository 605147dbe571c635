"""W-SHADOWS-SHIPPED: a file has the id of a shipped file of the same content. Where both are
loaded (``check``, ``play`` and ``build`` add the shipped entrants and table to the given files),
the given file replaces the shipped one; a plain ``validate`` loads no shipped file and says nothing.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Iterator

from ..findings import Finding, clip
from ..loader import Document, LoadError, read_document
from ..paths import data_dir


@cache
def _shipped_ids(system: str) -> dict[tuple[str, str], Path]:
    """(content, id) -> file of every shipped file of a system."""
    folder = data_dir("cards") / system
    found: dict[tuple[str, str], Path] = {}
    for path in sorted(folder.rglob("*")):
        if path.suffix not in (".yaml", ".yml", ".json"):
            continue
        try:
            data = read_document(path).data
        except LoadError:
            continue
        if isinstance(data, dict) and isinstance(data.get("id"), str) and isinstance(data.get("content"), str):
            found.setdefault((data["content"], data["id"]), path.resolve())
    return found


def shadow_findings(doc: Document, system: str, content: str) -> Iterator[Finding]:
    """W-SHADOWS-SHIPPED when ``doc`` is not a shipped file but has a shipped file's id."""
    ident = doc.data.get("id")
    shipped = _shipped_ids(system).get((content, ident)) if isinstance(ident, str) else None
    if shipped is not None and doc.path.resolve() != shipped:
        yield doc.finding(
            "W-SHADOWS-SHIPPED",
            f"{content} id '{clip(str(ident))}' is the id of the shipped "
            f"cards/{shipped.relative_to(data_dir('cards')).as_posix()}, which this file replaces in these games",
            "/id",
            "give it an id of its own to play against the shipped one, or keep it to test a changed version",
        )

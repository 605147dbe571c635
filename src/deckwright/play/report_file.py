"""A report written to a file: JSON, Markdown or HTML, chosen by the file's suffix, only where
deckwright may write (its folder's manifest says which reports it wrote; never through a link)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from ..safe_write import ManagedFolder
from .report import MARKER
from .report_html import to_html
from .report_md import to_markdown

WRITERS = (".json", ".md", ".html", ".htm")


def to_text(report: dict[str, Any], suffix: str) -> str:
    """The report as JSON, Markdown or HTML, chosen by a file ``suffix``."""
    suffix = suffix.lower()
    if suffix not in WRITERS:
        raise ValueError(f"unknown report format {suffix!r}: use .json, .md or .html")
    if suffix == ".json":
        return json.dumps({"generator": MARKER, **report}, indent=2, ensure_ascii=False) + "\n"
    return (to_markdown if suffix == ".md" else to_html)(report)


def target(path: Path) -> tuple[ManagedFolder, Path]:
    """The folder a report is written into (its manifest says which reports deckwright wrote) and its file."""
    folder = ManagedFolder(path.parent, forceable=False)
    return folder, folder.path(path.name)


def check_target(path: Path) -> None:
    """Refuse, before any game is played, a report path deckwright may not write (see ``write``)."""
    folder, file = target(path)
    with folder.locked():
        folder.claim(file)


def write(report: dict[str, Any], path: Path, render: Callable[[dict[str, Any], str], str] | None = None) -> None:
    """Write the report to ``path`` as JSON, Markdown or HTML, chosen by its suffix (``render``:
    the writer, ``to_text`` by default). An existing file is overwritten only when this folder's
    manifest says deckwright wrote it; never through a link."""
    text = (render or to_text)(report, path.suffix).encode("utf-8")
    folder, file = target(path)
    with folder.locked():
        folder.claim(file)
        folder.write(file, "report", lambda out: out.write(text))

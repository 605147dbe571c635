"""The play pipeline sits above the game engine (docs/contributing.md, "The play pipeline"): no
module of ``engine/`` imports ``play/``, and no library module draws progress (``rich.progress``
is the command line's)."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "deckwright"


def imported(path: Path) -> set[str]:
    """The modules ``path`` imports, relative ones resolved against its package."""
    package = path.relative_to(SRC.parent).with_suffix("").parts[:-1]
    names = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[: len(package) - node.level + 1]) if node.level else ""
            module = ".".join(filter(None, [base, node.module or ""]))
            names |= {module} | {f"{module}.{alias.name}" for alias in node.names}
    return names


def test_the_engine_imports_nothing_of_the_play_pipeline():
    found = [
        f"{path.relative_to(SRC)}: {name}"
        for path in sorted((SRC / "engine").rglob("*.py"))
        for name in sorted(imported(path))
        if name == "deckwright.play" or name.startswith("deckwright.play.")
    ]
    assert found == []


def test_only_the_command_line_draws_progress():
    found = [
        str(path.relative_to(SRC))
        for path in sorted(SRC.rglob("*.py"))
        if path.relative_to(SRC).parts[0] != "cli" and any(n.startswith("rich.progress") for n in imported(path))
    ]
    assert found == []


def test_relative_imports_are_resolved_against_the_package():
    path = SRC / "play" / "arena.py"
    assert {"deckwright.engine.bots", "deckwright.play.runner", "deckwright.findings"} <= imported(path)

"""Layers point one way: the modules a package may import, read from the source (every ``import``
statement, those inside functions too). ``cli/`` is the only package that imports click: library
code raises ``errors.DeckwrightError`` and the command line turns it into click's error."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = SRC / "deckwright"


def imported(path: Path) -> set[str]:
    """The absolute names of the modules ``path`` imports (relative imports resolved)."""
    module = ".".join(path.relative_to(SRC).with_suffix("").parts)
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    names = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            names.add(".".join([*base, *([node.module] if node.module else [])]))
    return names


def importers(top: str, outside: str) -> list[str]:
    """The modules outside the package ``outside`` that import ``top`` or a module under it."""
    return sorted(
        str(path.relative_to(SRC))
        for path in PACKAGE.rglob("*.py")
        if not path.is_relative_to(PACKAGE / outside)
        and any(name == top or name.startswith(f"{top}.") for name in imported(path))
    )


def test_only_the_command_line_imports_click():
    assert importers("click", "cli") == []


def test_relative_imports_resolve_to_their_modules():
    assert {"deckwright.errors", "deckwright.findings", "hashlib", "os"} <= imported(PACKAGE / "safe_write.py")
    assert "deckwright.cli.options" in imported(PACKAGE / "cli" / "validate.py")
    assert {"deckwright/engine/arena.py", "deckwright/safe_write.py"} <= set(importers("deckwright.errors", "cli"))

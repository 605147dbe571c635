"""Layers point one way: the modules a package may import, read from the source (every ``import``
statement, those inside functions too). The validator imports no renderer module (what both read,
font metrics and layout data, is on the ground floor, ``typeset``), shared code imports no
system's package (it reaches a system only through the registry's hooks), and ``cli/`` is the only
package that imports click: library code raises ``errors.DeckwrightError`` and the command line
turns it into click's error. The play pipeline sits above the game engine (no module of
``engine/`` imports ``play/``), and only the command line draws progress (``rich.progress``): the
library reports it through callbacks."""

from __future__ import annotations

import ast
from pathlib import Path

from deckwright.systems import all_systems

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = SRC / "deckwright"
SYSTEMS = set(all_systems())


def imported(path: Path) -> set[str]:
    """The absolute names of the modules ``path`` imports (relative imports resolved)."""
    package = list(path.relative_to(SRC).parts[:-1])  # a package's __init__.py is in its own folder
    names = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            names.add(".".join([*base, *([node.module] if node.module else [])]))
    return names


def under(name: str, top: str) -> bool:
    return name == top or name.startswith(f"{top}.")


def importers(top: str, outside: str) -> list[str]:
    """The modules outside the package ``outside`` that import ``top`` or a module under it."""
    return sorted(
        str(path.relative_to(SRC))
        for path in PACKAGE.rglob("*.py")
        if not path.is_relative_to(PACKAGE / outside) and any(under(name, top) for name in imported(path))
    )


def importing(inside: str, top: str) -> list[str]:
    """The modules of the package ``inside`` (e.g. ``validator``) that import ``top`` or a module under it."""
    return sorted(
        str(path.relative_to(SRC))
        for path in (PACKAGE / inside).rglob("*.py")
        if any(under(name, top) for name in imported(path))
    )


def of_a_system(name: str) -> bool:
    """Whether a module (``deckwright.engine.kb.game``, ``deckwright.model.kb``) is a system's own."""
    return bool(SYSTEMS & set(name.removeprefix("deckwright.").split(".")))


def test_only_the_command_line_imports_click():
    assert importers("click", "cli") == []


def test_the_validator_imports_no_renderer_module():
    assert importing("validator", "deckwright.renderer") == []


def test_shared_code_imports_no_system_package():
    shared = [path for path in PACKAGE.rglob("*.py") if not of_a_system(".".join(path.relative_to(SRC).parts))]
    assert len(shared) > 80
    found = {
        str(path.relative_to(SRC)): sorted(
            name for name in imported(path) if under(name, "deckwright") and of_a_system(name)
        )
        for path in shared
    }
    assert {module: names for module, names in found.items() if names} == {}


def test_the_engine_imports_nothing_of_the_play_pipeline():
    assert importing("engine", "deckwright.play") == []


def test_only_the_command_line_draws_progress():
    assert importers("rich.progress", "cli") == []


def test_the_contract_types_import_no_engine_module():
    assert [name for name in imported(PACKAGE / "game.py") if under(name, "deckwright")] == []
    assert not any(under(name, "deckwright.engine") for name in imported(PACKAGE / "systems" / "contract.py"))


def test_relative_imports_resolve_to_their_modules():
    assert {"deckwright.errors", "deckwright.findings", "hashlib", "os"} <= imported(PACKAGE / "safe_write.py")
    assert "deckwright.cli.options" in imported(PACKAGE / "cli" / "validate.py")
    assert {"deckwright/play/arena.py", "deckwright/safe_write.py"} <= set(importers("deckwright.errors", "cli"))
    assert {"deckwright.typeset.fonts", "deckwright.typeset.layouts"} <= imported(PACKAGE / "validator" / "overflow.py")
    assert "deckwright.renderer.text" in imported(PACKAGE / "renderer" / "kb" / "measure.py")
    assert "deckwright.validator.glyphs" in imported(PACKAGE / "validator" / "__init__.py")
    assert importing("validator", "deckwright.typeset") == [
        "deckwright/validator/__init__.py",
        "deckwright/validator/glyphs.py",
        "deckwright/validator/overflow.py",
    ]
    assert of_a_system("deckwright.engine.kb.game") and of_a_system("deckwright.model.kb")
    assert not of_a_system("deckwright.play.arena")

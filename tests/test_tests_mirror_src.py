"""The tests mirror ``src/`` (docs/contributing.md, "Tests"): every test folder is a package, a
test folder inside a stage names a package of that stage, and no test edits ``sys.path``."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS, SRC = ROOT / "tests", ROOT / "src" / "deckwright"
DATA_FOLDERS = {"fixtures", "golden", "cases", "art", "__pycache__"}


def python_folders() -> list[Path]:
    """Every folder of tests that holds Python files (data folders aside)."""
    return [
        folder
        for folder in [TESTS, *TESTS.rglob("*")]
        if folder.is_dir() and not DATA_FOLDERS & set(folder.relative_to(TESTS).parts)
    ]


def test_every_test_folder_is_a_package():
    missing = [str(f.relative_to(ROOT)) for f in python_folders() if not (f / "__init__.py").is_file()]
    assert missing == []


def test_a_test_folder_inside_a_stage_mirrors_a_source_package():
    stray = [
        str(folder.relative_to(ROOT))
        for folder in python_folders()
        if folder != TESTS
        and (SRC / folder.relative_to(TESTS).parts[0]).is_dir()
        and not (SRC / folder.relative_to(TESTS)).is_dir()
    ]
    assert stray == []


def test_no_test_edits_sys_path():
    needle = "sys.path." + "insert"
    offenders = [str(p.relative_to(ROOT)) for p in TESTS.rglob("*.py") if needle in p.read_text("utf-8")]
    assert offenders == []

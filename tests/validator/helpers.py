"""Helpers for validator tests: mutate the valid fixture clan and validate the result."""

from __future__ import annotations

from pathlib import Path

from deckwright.validator import validate_paths

FIXTURES = Path(__file__).parent / "fixtures"


class Mutant:
    """A fixture file with some text replaced, written to a temporary folder."""

    def __init__(self, tmp_path: Path):
        self.tmp_path = tmp_path

    def __call__(self, *replacements: tuple[str, str], fixture: str = "valid-clan.yaml", name: str | None = None):
        text = (FIXTURES / fixture).read_text("utf-8")
        for old, new in replacements:
            assert old in text, f"fixture text {old!r} not found"
            text = text.replace(old, new, 1)
        path = self.tmp_path / (name or fixture)
        path.write_text(text, "utf-8")
        self.text = text
        return validate_paths([path])

    def position(self, needle: str, offset: int = 0) -> tuple[int, int]:
        """1-based line and column where ``needle`` starts (plus ``offset`` columns) in the mutated text."""
        for number, line in enumerate(self.text.splitlines(), 1):
            if needle in line:
                return number, line.index(needle) + 1 + offset
        raise AssertionError(f"{needle!r} not in mutated text")


def codes(result) -> list[str]:
    return [f.code for f in result.findings]


def only(result, code: str):
    """The one finding with this code."""
    found = [f for f in result.findings if f.code == code]
    assert len(found) == 1, f"expected one {code}, got {[(f.code, f.message) for f in result.findings]}"
    return found[0]


SHIPPED = Path(__file__).parents[2] / "cards"


def edited(tmp_path: Path, file: str, *replacements: tuple[str, str]) -> list:
    """The findings of a shipped card file (``file`` under cards/) with text replaced."""
    text = (SHIPPED / file).read_text("utf-8")
    for old, new in replacements:
        assert old in text, f"{old!r} not in {file}"
        text = text.replace(old, new, 1)
    path = tmp_path / Path(file).name
    path.write_text(text, "utf-8")
    return validate_paths([path]).findings

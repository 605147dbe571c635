"""E-ART: ``validate`` reports art outside the content folder at the card's ``art`` value (before
issue 28 it was clean, and only ``render`` warned)."""

from __future__ import annotations

import os

import pytest

from deckwright.paths import data_dir
from deckwright.validator import validate_paths

CLAN = data_dir("cards") / "eotn" / "clans" / "dunmore.yaml"
LINE = "    name: {en: Turnip Rows, de: Rübenreihen}\n"  # the first deck card's name, line 53


def _with_art(folder, art):
    path = folder / "cards" / CLAN.name
    path.parent.mkdir()
    text = CLAN.read_text(encoding="utf-8")
    assert text.count(LINE) == 1
    path.write_text(text.replace(LINE, f"{LINE}    art: {art}\n"), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "art, column, pointer, message",
    [
        (
            "/etc/shadow",
            10,
            "/deck/0/art",
            "art '/etc/shadow' cannot be used: it is an absolute path; name it relative to the file that names it",
        ),
        ("../x.png", 10, "/deck/0/art", "art '../x.png' cannot be used: it leaves the content folder"),
        (
            "{file: ../../x.png, fit: fit}",
            17,
            "/deck/0/art/file",
            "art '../../x.png' cannot be used: it leaves the content folder",
        ),
        ("out.png", 10, "/deck/0/art", "art 'out.png' cannot be used: it leaves the content folder"),
    ],
)
def test_art_outside_the_content_folder_is_an_error_at_its_value(tmp_path, art, column, pointer, message):
    (tmp_path / "elsewhere.png").write_bytes(b"")
    path = _with_art(tmp_path, art)
    os.symlink(tmp_path / "elsewhere.png", path.parent / "out.png")  # a link leading out
    [finding] = validate_paths([path]).findings
    assert (finding.code, finding.severity, finding.line, finding.column) == ("E-ART", "error", 54, column)
    assert (finding.pointer, finding.message) == (pointer, f"'turnip-rows': {message}")


@pytest.mark.parametrize("art", ["art/missing.png", "{file: art/wharf.png, focus: [30, 20]}", "./sub/../wharf.png"])
def test_art_inside_the_folder_is_clean_even_before_it_exists(tmp_path, art):
    path = _with_art(tmp_path, art)
    assert validate_paths([path]).findings == []

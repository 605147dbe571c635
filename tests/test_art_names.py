"""Art names the file system cannot take give a warning and a placeholder, never an exception."""

from __future__ import annotations

from deckwright.renderer.eotn.art import load_art


def test_nul_in_the_name(tmp_path):
    assert load_art("a\0b.png", tmp_path, "hut") == (
        None,
        "card 'hut': art 'a\\x00b.png' cannot be used: the name holds a NUL character; a placeholder is printed",
    )


def test_name_longer_than_the_file_system_allows(tmp_path):
    image, warning = load_art("x" * 300 + ".png", tmp_path, "hut")
    assert image is None
    assert warning == f"card 'hut': art '{'x' * 80}' cannot be used: File name too long; a placeholder is printed"


def test_symlink_loop(tmp_path):
    (tmp_path / "a.png").symlink_to(tmp_path / "b.png")
    (tmp_path / "b.png").symlink_to(tmp_path / "a.png")
    assert load_art("a.png", tmp_path, "hut") == (
        None,
        "card 'hut': art 'a.png' cannot be used: a symlink loop; a placeholder is printed",
    )

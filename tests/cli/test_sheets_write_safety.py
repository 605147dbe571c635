"""``export`` and ``import`` write only where the user pointed, never through a link, and a failed
write leaves what was there untouched: a finding, never a traceback (issue 28)."""

import errno
import os

import pytest

from deckwright import safe_write
from tests.cli.test_export_import import SKARDE, invoke

VICTIM = "the user's own notes\n"
LINK = "error[E-WRITE]: is a symbolic link; deckwright never writes through a link"


def _victim(tmp_path):
    victim = tmp_path / "notes.txt"
    victim.write_text(VICTIM, "utf-8")
    return victim


@pytest.mark.parametrize("fmt", ["csv", "xlsx"])
def test_export_refuses_a_dangling_link_in_the_out_folder(tmp_path, fmt):
    out, elsewhere = tmp_path / "sheets", tmp_path / "elsewhere" / f"planted.{fmt}"
    out.mkdir()
    elsewhere.parent.mkdir()
    (out / f"skarde.{fmt}").symlink_to(elsewhere)
    result = invoke("export", SKARDE, "--format", fmt, "--out", out)
    assert result.exit_code == 1 and f"skarde.{fmt}:1:1: {LINK}" in result.output
    assert not elsewhere.exists() and list(elsewhere.parent.iterdir()) == []
    assert [p.name for p in out.iterdir()] == [f"skarde.{fmt}"]  # the link, and no leftover


@pytest.mark.parametrize("fmt", ["csv", "xlsx"])
def test_export_force_never_writes_through_a_link_to_the_users_file(tmp_path, fmt):
    victim, out = _victim(tmp_path), tmp_path / "sheets"
    out.mkdir()
    (out / f"skarde.{fmt}").symlink_to(victim)
    result = invoke("export", SKARDE, "--format", fmt, "--out", out, "--force")
    assert result.exit_code == 1 and LINK in result.output
    assert victim.read_text("utf-8") == VICTIM and (out / f"skarde.{fmt}").is_symlink()


def test_export_force_to_an_out_file_that_is_a_link(tmp_path):
    victim, link = _victim(tmp_path), tmp_path / "skarde.csv"
    link.symlink_to(victim)
    result = invoke("export", SKARDE, "--format", "csv", "--out", link, "--force")
    assert result.exit_code == 1 and LINK in result.output
    assert victim.read_text("utf-8") == VICTIM and link.is_symlink()


def test_export_refuses_a_linked_folder_below_out(tmp_path):
    out, elsewhere = tmp_path / "sheets", tmp_path / "elsewhere"
    out.mkdir()
    elsewhere.mkdir()
    (out / "clans").symlink_to(elsewhere)
    result = invoke("export", SKARDE.parents[1], "--format", "csv", "--out", out)
    assert result.exit_code == 1 and "clans:1:1: error[E-WRITE]: is a symbolic link" in result.output
    assert list(elsewhere.iterdir()) == []


def _full_disk(monkeypatch):
    """The disk fills up after the first bytes of the first file written through ``safe_write``."""
    real = os.fdopen

    class Filling:
        def __init__(self, file):
            self.file = file

        def write(self, data):
            self.file.write(data[:10])
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

        def __getattr__(self, name):
            return getattr(self.file, name)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.file.close()

    monkeypatch.setattr(safe_write.os, "fdopen", lambda *args, **kwargs: Filling(real(*args, **kwargs)))


@pytest.mark.parametrize("fmt", ["csv", "xlsx"])
def test_export_force_on_a_full_disk_leaves_the_old_sheet_untouched(tmp_path, monkeypatch, fmt):
    out = tmp_path / "sheets"
    out.mkdir()
    old = out / f"skarde.{fmt}"
    old.write_bytes(b"the good sheet")
    _full_disk(monkeypatch)
    result = invoke("export", SKARDE, "--format", fmt, "--out", out, "--force")
    assert result.exit_code == 1
    assert f"skarde.{fmt}:1:1: error[E-WRITE]: cannot write: No space left on device" in result.output
    assert "hint: free some disk space and run again" in result.output
    assert old.read_bytes() == b"the good sheet" and [p.name for p in out.iterdir()] == [f"skarde.{fmt}"]


def test_import_force_where_the_card_file_is_a_folder(tmp_path):
    sheets, out = tmp_path / "sheets", tmp_path / "cards"
    assert invoke("export", SKARDE, "--format", "csv", "--out", sheets).exit_code == 0
    (out / "skarde.yaml").mkdir(parents=True)
    result = invoke("import", sheets / "skarde.csv", "--out", out, "--force")
    assert result.exit_code == 1
    assert "skarde.yaml:1:1: error[E-WRITE]: exists and is not a regular file" in result.output
    assert list((out / "skarde.yaml").iterdir()) == [] and [p.name for p in out.iterdir()] == ["skarde.yaml"]


def test_import_force_never_writes_through_a_link(tmp_path):
    victim, sheets, out = _victim(tmp_path), tmp_path / "sheets", tmp_path / "cards"
    assert invoke("export", SKARDE, "--format", "csv", "--out", sheets).exit_code == 0
    out.mkdir()
    (out / "skarde.yaml").symlink_to(victim)
    result = invoke("import", sheets / "skarde.csv", "--out", out, "--force")
    assert result.exit_code == 1 and LINK in result.output
    assert victim.read_text("utf-8") == VICTIM

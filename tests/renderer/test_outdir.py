"""The output folder under attack and under failure: links, damaged manifests, full disks,
locks, damaged outputs, name clashes and bad options each give a finding, never a traceback,
and never a write outside the folder or through a link."""

from __future__ import annotations

import errno
import json
import os
import threading
import time
from dataclasses import replace
from pathlib import Path

import pikepdf
import pytest
from click.testing import CliRunner

from deckwright import safe_write
from deckwright.cli import cli
from deckwright.play.smoke import Smoke
from deckwright.renderer import outputs
from deckwright.renderer.eotn import items
from deckwright.renderer.outdir import OutputFolder
from deckwright.renderer.pdf import PrintOptions
from deckwright.renderer.shapes import square
from deckwright.renderer.sheets import PAPERS, Sheet, card_size
from deckwright.safe_write import WriteRefused
from tests.renderer.fakes import FakeFaces, fake_deck

VICTIM = "precious data\n"


@pytest.fixture(autouse=True)
def fake_faces(monkeypatch):
    monkeypatch.setattr(items, "_faces", lambda: FakeFaces)


@pytest.fixture
def victim(tmp_path) -> Path:
    path = tmp_path / "victim.txt"
    path.write_text(VICTIM)
    return path


def render(*args):
    result = CliRunner().invoke(cli, ["render", *map(str, args)])
    assert "Traceback" not in result.output and not isinstance(result.exception, (OSError, ValueError)), result.output
    return result


def clan_id(clan_file: Path) -> str:
    return json.loads(clan_file.read_text())["id"]


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*.part"))


def test_a_linked_final_target_is_refused_even_with_force(clan_file, tmp_path, victim):
    out = tmp_path / "out"
    out.mkdir()
    (out / f"{clan_id(clan_file)}.pdf").symlink_to(victim)
    for extra in ((), ("--force",)):
        result = render(clan_file, "--out", out, *extra)
        assert result.exit_code == 1
        assert f"{clan_id(clan_file)}.pdf:1:1: error[E-WRITE]: is a symbolic link" in result.output
    assert victim.read_text() == VICTIM


@pytest.mark.parametrize("planted", [".deckwright-cache/manifest.json", ".deckwright-cache/lock"])
def test_a_linked_manifest_or_lock_is_refused(clan_file, tmp_path, victim, planted):
    out = tmp_path / "out"
    (out / ".deckwright-cache").mkdir(parents=True)
    (out / planted).symlink_to(victim)
    result = render(clan_file, "--out", out)
    assert result.exit_code == 1 and "error[E-WRITE]" in result.output and planted.split("/")[1] in result.output
    assert victim.read_text() == VICTIM and not (out / f"{clan_id(clan_file)}.pdf").exists()


def test_a_linked_cache_folder_is_refused(clan_file, tmp_path):
    out, elsewhere = tmp_path / "out", tmp_path / "elsewhere"
    out.mkdir()
    elsewhere.mkdir()
    (out / ".deckwright-cache").symlink_to(elsewhere)
    result = render(clan_file, "--out", out)
    assert result.exit_code == 1 and "cache folder is a link or not a folder" in result.output
    assert list(elsewhere.iterdir()) == []


def test_links_at_the_old_predictable_temporary_names_are_never_written_through(clan_file, tmp_path, victim):
    out = tmp_path / "out"
    out.mkdir()
    stem = clan_id(clan_file)
    for name in (f".{stem}.part.pdf", f".{stem}.pdf.part", ".dw-0.part"):
        (out / name).symlink_to(victim)
    assert render(clan_file, "--out", out).exit_code == 0
    assert victim.read_text() == VICTIM
    assert (out / f"{stem}.pdf").read_bytes().startswith(b"%PDF") and not (out / f"{stem}.pdf").is_symlink()


def test_an_output_folder_that_is_a_file_is_refused_at_the_option(clan_file, tmp_path):
    (tmp_path / "out").write_text("a file")
    result = render(clan_file, "--out", tmp_path / "out")
    assert result.exit_code == 2 and "is a file" in result.output


@pytest.mark.parametrize(
    "make,where,message",
    [
        (
            lambda tmp: (tmp / "out").symlink_to(tmp / "nowhere"),
            "out",
            "is not a folder (a file, or a link to nothing)",
        ),
        (lambda tmp: (tmp / "file").write_text("x"), "file/out", "cannot write: Not a directory"),
    ],
)
def test_an_output_folder_that_cannot_be_one(clan_file, tmp_path, make, where, message):
    make(tmp_path)
    result = render(clan_file, "--out", tmp_path / where)
    assert result.exit_code == 1 and "error[E-WRITE]" in result.output and message in result.output


@pytest.mark.parametrize(
    "manifest,message",
    [
        (lambda path: path.mkdir(), "manifest is not a regular file"),
        (lambda path: path.write_text("[1, 2]"), "manifest is damaged (not a JSON object)"),
        (lambda path: path.write_text("{not json"), "manifest is damaged (not a JSON object)"),
    ],
)
def test_a_damaged_manifest_is_a_finding(clan_file, tmp_path, manifest, message):
    out = tmp_path / "out"
    (out / ".deckwright-cache").mkdir(parents=True)
    manifest(out / ".deckwright-cache" / "manifest.json")
    result = render(clan_file, "--out", out)
    assert result.exit_code == 1 and message in result.output and "hint: remove" in result.output


@pytest.mark.parametrize(
    "code,hint",
    [
        (errno.ENOSPC, "free some disk space and run again"),
        (errno.EROFS, "choose a folder on a writable disk"),
        (errno.EACCES, "choose a folder you may write to"),
    ],
)
def test_a_failing_disk_leaves_no_partial_file(clan_file, tmp_path, monkeypatch, code, hint):
    def failing(file, *args, **kwargs):
        file.write(b"%PDF-1.4 half a file")
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(outputs, "write_pdf", failing)
    out = tmp_path / "out"
    result = render(clan_file, "--out", out)
    assert result.exit_code == 1
    assert f"{clan_id(clan_file)}.pdf:1:1: error[E-WRITE]: cannot write: {os.strerror(code)}" in result.output
    assert f"hint: {hint}" in result.output
    assert not (out / f"{clan_id(clan_file)}.pdf").exists() and leftovers(out) == []


def test_a_read_only_current_folder_is_a_finding(clan_file, tmp_path, monkeypatch):
    def read_only(self, *args, **kwargs):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(Path, "mkdir", read_only)  # tests run as root, for whom chmod does not bar writes
    result = render(clan_file)
    assert result.exit_code == 1
    assert f"{tmp_path / 'output'}:1:1: error[E-WRITE]: cannot write: Read-only file system" in result.output


def test_a_damaged_pdf_is_never_up_to_date(clan_file, tmp_path):
    out = tmp_path / "out"
    assert render(clan_file, "--out", out).exit_code == 0
    pdf = out / f"{clan_id(clan_file)}.pdf"
    whole = pdf.read_bytes()
    pdf.write_bytes(whole[: len(whole) // 2])
    again = render(clan_file, "--out", out)
    assert "1 file(s) written, 0 up to date" in again.output
    assert pdf.read_bytes() == whole
    with pikepdf.Pdf.open(pdf) as document:
        assert document.check_pdf_syntax() == []
    manifest = json.loads((out / ".deckwright-cache" / "manifest.json").read_text())
    import hashlib

    assert manifest[pdf.name]["sha256"] == hashlib.sha256(whole).hexdigest()


def test_files_get_the_mode_open_would_give_them(clan_file, tmp_path):
    out = tmp_path / "out"
    assert render(clan_file, "--out", out).exit_code == 0
    mask = os.umask(0o022)
    os.umask(mask)
    assert (out / f"{clan_id(clan_file)}.pdf").stat().st_mode & 0o777 == 0o666 & ~mask


def test_a_manifest_of_the_old_shape_keeps_the_files_ours_and_renders_them_again(clan_file, tmp_path):
    out = tmp_path / "out"
    pdf = out / f"{clan_id(clan_file)}.pdf"
    (out / ".deckwright-cache").mkdir(parents=True)
    pdf.write_bytes(b"%PDF-1.4 an old render")
    (out / ".deckwright-cache" / "manifest.json").write_text(json.dumps({pdf.name: "an old key"}))
    result = render(clan_file, "--out", out)
    assert result.exit_code == 0 and "1 file(s) written, 0 up to date" in result.output
    assert pdf.read_bytes() != b"%PDF-1.4 an old render"


def test_a_killed_runs_temporary_files_are_swept(clan_file, tmp_path):
    out = tmp_path / "out"
    (out / ".deckwright-cache").mkdir(parents=True)
    (out / ".deckwright-cache" / ".dw-x1y2.part").write_bytes(b"half")
    (out / ".deckwright-cache" / ".dw-z3.part").write_bytes(b"{")
    assert render(clan_file, "--out", out).exit_code == 0
    assert leftovers(out) == []


def test_the_users_own_files_named_like_leftovers_are_kept(clan_file, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    for name in (".dw-my-notes.part", ".dw-x1y2.part"):  # before issue 28 a render deleted both
        (out / name).write_text(f"mine: {name}")
    assert render(clan_file, "--out", out).exit_code == 0
    assert leftovers(out) == [".dw-my-notes.part", ".dw-x1y2.part"]
    assert [(out / name).read_text() for name in leftovers(out)] == ["mine: .dw-my-notes.part", "mine: .dw-x1y2.part"]


def test_a_run_makes_its_temporary_files_in_the_cache_folder(tmp_path, monkeypatch):
    folder, made = OutputFolder(tmp_path / "out"), []
    real = safe_write._temporary
    monkeypatch.setattr(safe_write, "_temporary", lambda where: made.append(where) or real(where))
    with folder.locked():
        folder.claim(folder.path("a.txt"))
        folder.write(folder.path("a.txt"), "key", lambda file: file.write(b"text"))
    assert made == [folder.cache, folder.cache]  # the file, then the manifest
    assert (tmp_path / "out" / "a.txt").read_bytes() == b"text" and leftovers(tmp_path / "out") == []


def test_a_card_id_may_not_take_a_derived_name(clan_file, tmp_path):
    data = json.loads(clan_file.read_text())
    data["deck"][0]["id"] = "back"
    clan_file.write_text(json.dumps(data))
    out = tmp_path / "out"
    result = render(clan_file, "--out", out, "--png")
    assert result.exit_code == 1
    assert f"two different faces are both named '{data['id']}-back'" in result.output
    assert "hint: give the card another id" in result.output
    assert not (out / f"{data['id']}.pdf").exists()


@pytest.mark.parametrize(
    "args,message",
    [
        (["--back-offset", "inf,0"], "from -20.0 to 20.0"),
        (["--back-offset", "0,nan"], "from -20.0 to 20.0"),
        (["--back-offset", "1e9,0"], "from -20.0 to 20.0"),
        (["--card-size", "1x1"], "from 10 to 500 mm"),
        (["--card-size", "0.5x88"], "from 10 to 500 mm"),
        (["--card-size", "9" * 400 + "x88"], "from 10 to 500 mm"),
    ],
)
def test_absurd_options_are_refused_at_the_option(clan_file, tmp_path, args, message):
    result = render(clan_file, "--out", tmp_path / "out", *args)
    assert result.exit_code == 2 and message in result.output and f"Invalid value for '{args[0]}'" in result.output
    assert not (tmp_path / "out").exists()


def test_a_second_run_refuses_after_a_bounded_wait(tmp_path):
    out = tmp_path / "out"
    holder = OutputFolder(out)
    with holder.locked():
        started = time.monotonic()
        with pytest.raises(WriteRefused, match="another deckwright run has been writing here for 0.3 s"):
            OutputFolder(out, wait=0.3).check_writable()
        assert 0.3 <= time.monotonic() - started < 2


def test_a_second_run_waits_for_the_first(tmp_path):
    out = tmp_path / "out"
    holder = OutputFolder(out)
    order = []

    def first():
        with holder.locked():
            order.append("first in")
            time.sleep(0.4)
            order.append("first out")

    thread = threading.Thread(target=first)
    thread.start()
    while not order:
        time.sleep(0.01)
    with OutputFolder(out, wait=10).locked():
        order.append("second in")
    thread.join()
    assert order == ["first in", "first out", "second in"]


def test_build_checks_its_folder_before_it_plays(tmp_path, monkeypatch):
    import importlib

    build = importlib.import_module("deckwright.cli.build")
    played = []
    monkeypatch.setattr(build, "smoke_validated", lambda *args: played.append(args) or (Smoke(), []))
    (tmp_path / "file").write_text("x")
    result = CliRunner().invoke(cli, ["build", "--out", str(tmp_path / "file" / "out")])
    assert result.exit_code == 1 and "error[E-WRITE]" in result.output and "Traceback" not in result.output
    assert played == []


def test_a_changed_item_shape_renders_the_pdf_again(tmp_path):

    settings = outputs.Settings(PrintOptions(Sheet(card_size("poker"), PAPERS["a4"])))
    deck = fake_deck([1, 1])
    folder = OutputFolder(tmp_path / "out")
    with folder.locked():
        assert outputs.Job(deck, settings, folder).run().written
        assert not outputs.Job(deck, settings, folder).run().written  # unchanged: up to date
        squared = replace(deck, items=tuple(replace(i, shape=square(50)) for i in deck.items))
        assert [p.name for p in outputs.Job(squared, settings, folder).run().written] == ["test.pdf"]

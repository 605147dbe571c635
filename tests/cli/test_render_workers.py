"""``deckwright render --workers`` (and ``build``'s): the documents made on worker processes, the
files written by the command itself, byte for byte the same as on one worker."""

from __future__ import annotations

import importlib
import os
import shutil
from dataclasses import replace

import pytest
from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.paths import data_dir
from deckwright.renderer import parallel
from deckwright.renderer.kb import items as kb_items

CARDS = data_dir("cards")
build_command = importlib.import_module("deckwright.cli.build")  # the package's ``build`` is the command


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def files(out):
    """Every file under ``out`` (the manifest too, not the lock) by its path there."""
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file() and p.name != "lock"}


@pytest.fixture
def content(tmp_path):
    """A board document (forms inside forms), a clan with its art, and an Imperial Settlers faction."""
    folder = tmp_path / "cards"
    shutil.copytree(CARDS / "kb", folder / "kb")
    shutil.copytree(CARDS / "eotn" / "clans", folder / "clans")
    shutil.copy(CARDS / "is2014" / "factions" / "lantern-court.yaml", folder)
    return folder


def test_two_workers_write_the_same_files_as_one(content, tmp_path):
    outs = {workers: tmp_path / f"out{workers}" for workers in (1, 2)}
    for workers, out in outs.items():
        result = run("render", content, "--duplex", "--proof", "--out", out, "--workers", workers)
        assert result.exit_code == 0, result.output
    one, two = files(outs[1]), files(outs[2])
    assert (
        len([name for name in one if name.endswith(".pdf")]) == 2 * 9
    )  # 3 boards and cards, 5 clans, a faction: proofs too
    assert one == two


def drawn_with(monkeypatch, extra):
    """Every Kingdom Builder face draws and then warns ``extra(face name)`` (which may raise)."""
    real = kb_items.framed

    def face(name, key, draw, *args):
        made = real(name, key, draw, *args)
        return replace(made, draw=lambda *a: [*made.draw(*a), extra(name)])

    monkeypatch.setattr(kb_items, "framed", face)


def drawn_where(monkeypatch):
    """Every Kingdom Builder face warns of the process that drew it."""
    drawn_with(monkeypatch, lambda name: f"drawn by {os.getpid()}")


def test_documents_are_made_by_the_workers_and_only_those_not_up_to_date(content, tmp_path, monkeypatch):
    drawn_where(monkeypatch)
    out = tmp_path / "out"
    first = run("render", content / "kb", "--out", out, "--workers", 2)
    pids = {line.rsplit(" ", 1)[1] for line in first.output.splitlines() if "drawn by" in line}
    assert first.exit_code == 0 and pids and str(os.getpid()) not in pids
    assert "3 file(s) written, 0 up to date" in first.output
    stamps = {p.name: p.stat().st_mtime_ns for p in out.glob("*.pdf")}
    again = run("render", content / "kb", "--out", out, "--workers", 2)
    assert "0 file(s) written, 3 up to date" in again.output and "drawn by" not in again.output
    assert stamps == {p.name: p.stat().st_mtime_ns for p in out.glob("*.pdf")}
    goals = content / "kb" / "goals.yaml"
    goals.write_text(goals.read_text().replace("en: Foresters", "en: Woodsmen"))
    edited = run("render", content / "kb", "--out", out, "--workers", 2)
    assert "1 file(s) written, 2 up to date" in edited.output
    changed = {p.name for p in out.glob("*.pdf") if stamps[p.name] != p.stat().st_mtime_ns}
    assert changed == {"deckwright-goals.pdf"}


def test_one_worker_or_no_fork_draws_in_this_process(content, tmp_path, monkeypatch):
    drawn_where(monkeypatch)
    for workers, fork in ((1, True), (2, False)):
        monkeypatch.setattr(parallel, "can_fork", lambda fork=fork: fork)
        result = run("render", content / "kb", "--out", tmp_path / f"out{workers}", "--workers", workers)
        assert {line.rsplit(" ", 1)[1] for line in result.output.splitlines() if "drawn by" in line} == {
            str(os.getpid())
        }


@pytest.mark.parametrize("workers", [1, 2])
def test_a_face_that_fails_fails_the_render_and_leaves_no_half_file(content, tmp_path, monkeypatch, workers):
    def extra(name):
        if name == "deckwright-goals_goal_foresters":
            raise ValueError("this face cannot be drawn")
        return "drawn"

    drawn_with(monkeypatch, extra)
    out = tmp_path / "out"
    with pytest.raises(ValueError, match="this face cannot be drawn"):
        run("render", content / "kb", "--out", out, "--workers", workers)
    written = sorted(p.name for p in out.iterdir() if p.is_file())
    assert written == ["deckwright-lands.pdf", "deckwright-tiles.pdf"]  # the documents before it, no temporary file


def test_the_workers_option_is_a_count_of_processes(content, tmp_path):
    for command in ("render", "build"):
        described = " ".join(run(command, "--help").output.split())
        assert (
            f"--workers INTEGER RANGE Worker processes (default: all {os.cpu_count()} cores; 1: all in this process). "
            "[1<=x<=512]"
        ) in described
    refused = CliRunner().invoke(cli, ["render", str(content / "kb"), "--workers", "0"])
    assert refused.exit_code == 2 and "'--workers': 0 is not in the range 1<=x<=512" in refused.output


def test_build_plays_and_renders_on_its_workers(tmp_path, monkeypatch):
    seen = {}
    real_smoke, real_render = build_command.smoke_validated, build_command.render_decks

    def smoke(result, games, progress=None, workers=None, smoke_games=None):
        seen["smoke"] = workers
        return real_smoke(result, games=1, workers=1, smoke_games=1)

    def render(found, settings, folder, workers=None, progress=None):
        seen["render"] = workers
        return real_render(found, settings, folder, workers=workers, progress=progress)

    monkeypatch.setattr(build_command, "smoke_validated", smoke)
    monkeypatch.setattr(build_command, "render_decks", render)
    clan = tmp_path / "cards" / "skarde.yaml"
    clan.parent.mkdir()
    shutil.copy(CARDS / "eotn" / "clans" / "skarde.yaml", clan)
    result = run("build", clan.parent, "--out", tmp_path / "out", "--workers", 2)
    assert result.exit_code == 0 and seen == {"smoke": 2, "render": 2}
    assert (tmp_path / "out" / "skarde.pdf").read_bytes().startswith(b"%PDF")


def test_a_worker_that_dies_ends_the_render_with_a_message(content, tmp_path, monkeypatch):
    parent = os.getpid()

    def extra(name):
        if name == "deckwright-goals_goal_foresters" and os.getpid() != parent:
            os._exit(3)  # as if killed
        return "drawn"

    drawn_with(monkeypatch, extra)
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["render", str(content / "kb"), "--out", str(out), "--workers", "2"])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert result.output.startswith("Error: a process making the documents died before deckwright-")
    assert " was made (A process in the process pool was terminated abruptly" in result.output  # Python's words
    assert result.output.endswith("); render again, or with --workers 1\n")
    assert not (out / "deckwright-goals.pdf").exists()

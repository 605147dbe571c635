"""``deckwright render`` and ``deckwright build`` end to end, with stand-in faces."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from deckwright.cli import cli
from deckwright.paths import data_dir
from deckwright.renderer.eotn import items
from tests.renderer.fakes import FakeFaces

SHIPPED = data_dir("cards") / "eotn"


@pytest.fixture(autouse=True)
def fake_faces(monkeypatch):
    monkeypatch.setattr(items, "_faces", lambda: FakeFaces)


def run(*args: str):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def test_render_writes_the_pdf_with_every_copy(clan_file, tmp_path):
    out = tmp_path / "out"
    result = run("render", clan_file, "--out", out, "--duplex")
    assert result.exit_code == 0, result.output
    data = json.loads(clan_file.read_text())
    pdf = out / f"{data['id']}.pdf"
    assert pdf.exists() and f"{data['id']}.pdf" in result.output
    text = "\n".join(page.extract_text() for page in PdfReader(pdf).pages).splitlines()
    for card in data["deck"]:
        assert text.count(card["name"]["en"]) == card.get("copies", 1)


def test_second_render_skips_unchanged_cards(clan_file, tmp_path):
    out = tmp_path / "out"
    assert run("render", clan_file, "--out", out, "--png").exit_code == 0
    stamps = {p.name: p.stat().st_mtime_ns for p in out.iterdir() if p.is_file()}
    again = run("render", clan_file, "--out", out, "--png")
    assert "0 file(s) written" in again.output
    assert stamps == {p.name: p.stat().st_mtime_ns for p in out.iterdir() if p.is_file()}

    data = json.loads(clan_file.read_text())
    data["deck"][0]["name"]["en"] = "Renamed Card"
    clan_file.write_text(json.dumps(data), encoding="utf-8")
    edited = run("render", clan_file, "--out", out, "--png")
    assert "2 file(s) written" in edited.output  # the PDF and the one card's PNG
    changed = {p.name for p in out.iterdir() if p.is_file() and stamps.get(p.name) != p.stat().st_mtime_ns}
    assert changed == {f"{data['id']}.pdf", f"{data['id']}-{data['deck'][0]['id']}.png"}


def test_changed_options_re_render(clan_file, tmp_path):
    out = tmp_path / "out"
    run("render", clan_file, "--out", out)
    assert "1 file(s) written" in run("render", clan_file, "--out", out, "--bleed", "1").output


def test_refuses_to_overwrite_a_foreign_file(clan_file, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    clan_id = json.loads(clan_file.read_text())["id"]
    foreign = out / f"{clan_id}.pdf"
    foreign.write_text("my own notes")
    result = run("render", clan_file, "--out", out)
    assert result.exit_code == 1
    assert "was not written by deckwright" in result.output and "--force" in result.output
    assert foreign.read_text() == "my own notes"
    assert run("render", clan_file, "--out", out, "--force").exit_code == 0
    assert foreign.read_bytes().startswith(b"%PDF")


def test_broken_file_is_refused_with_findings(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("system: eotn\ncontent: clan\nid: broken\n")
    result = run("render", bad, "--out", tmp_path / "out")
    assert result.exit_code == 1
    assert "error[E-MISSING-KEY]" in result.output and "Traceback" not in result.output
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(
    "args,message",
    [(["--card-size", "huge"], "WxH"), (["--back-offset", "1"], "X,Y"), (["--card-size", "300x300"], "does not fit")],
)
def test_bad_options_are_usage_errors(clan_file, tmp_path, args, message):
    result = run("render", clan_file, "--out", tmp_path / "out", *args)
    assert result.exit_code == 2 and message in result.output and "Traceback" not in result.output


def test_missing_path_exits_2(tmp_path):
    result = run("render", tmp_path / "nothing-here")
    assert result.exit_code == 2 and "E-IO" in result.output


def test_tts_and_calibration(clan_file, tmp_path):
    out = tmp_path / "out"
    result = run("render", clan_file, "--out", out, "--tts", "--calibration")
    assert result.exit_code == 0, result.output
    clan_id = json.loads(clan_file.read_text())["id"]
    assert (out / f"{clan_id}-tts.json").exists() and (out / "calibration.pdf").exists()


def test_a_tts_url_without_a_scheme_is_refused(clan_file, tmp_path):
    result = run("render", clan_file, "--out", tmp_path / "out", "--tts-url", "notaurl")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: Invalid value for '--tts-url': 'notaurl' is not a URL: begin it with http://, https://, file://"
    )
    assert not (tmp_path / "out").exists()


def test_build_renders_every_document(tmp_path, monkeypatch):
    out = tmp_path / "out"
    monkeypatch.chdir(tmp_path)
    result = run(
        "build", SHIPPED, "--out", out, "--games", 1, "--smoke-games", 1
    )  # the rendering is under test, not the play
    assert result.exit_code == 0, result.output
    shipped = sorted(SHIPPED.rglob("*.yaml"))
    assert len(list(out.glob("*.pdf"))) == len(shipped)
    assert "file(s) written" in result.output


def test_watch_renders_again_on_each_save_but_not_for_its_own_output(clan_file, tmp_path, monkeypatch):
    import watchfiles

    from deckwright.cli.render import _watch

    out = (tmp_path / "out").resolve()
    seen = {}

    def fake_watch(*folders, watch_filter):
        seen["folders"], seen["filter"] = folders, watch_filter
        yield {(watchfiles.Change.modified, str(clan_file))}

    monkeypatch.setattr(watchfiles, "watch", fake_watch)
    calls = []
    _watch((clan_file,), out, lambda: calls.append(1))
    assert len(calls) == 2  # once at the start, once for the save
    assert seen["folders"] == (clan_file.parent,)  # a file is watched through its folder
    assert seen["filter"](watchfiles.Change.modified, str(clan_file))
    assert not seen["filter"](watchfiles.Change.added, str(out / "clan.pdf"))

    linked = tmp_path / "linked-out"  # --out through a link: its files are still the output's
    linked.symlink_to(out, target_is_directory=True)
    _watch((clan_file,), linked, lambda: None)
    assert not seen["filter"](watchfiles.Change.added, str(out / "clan.pdf"))


def test_watch_survives_its_folder_being_deleted_and_recreated(clan_file, tmp_path, monkeypatch, capsys):
    import importlib
    import shutil

    import watchfiles

    render_cli = importlib.import_module("deckwright.cli.render")  # the module, not the command

    folder = clan_file.parent
    saved = clan_file.read_text()
    calls, watched = [], []

    def fake_watch(*folders, watch_filter):
        watched.append(folders)
        if len(watched) == 1:  # a checkout deletes the folder: the real watcher reports it, then goes quiet
            shutil.rmtree(folder)
            yield {(watchfiles.Change.deleted, str(folder))}
        else:
            yield {(watchfiles.Change.modified, str(clan_file))}

    def recreate(seconds):
        folder.mkdir()
        clan_file.write_text(saved)

    monkeypatch.setattr(watchfiles, "watch", fake_watch)
    monkeypatch.setattr(render_cli.time, "sleep", recreate)
    render_cli._watch((clan_file,), (tmp_path / "out").resolve(), lambda: calls.append(clan_file.exists()))
    err = capsys.readouterr().err
    assert f"{folder} was deleted; waiting for it to come back" in err
    assert f"{folder} is back; watching again" in err and "changed: clan.json" in err
    assert calls == [True, True, True]  # at the start, when the folder is back, after the save
    assert watched == [(folder,), (folder,)]

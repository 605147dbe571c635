"""Reports, replay logs and schema files are written without following links, a report is
overwritten only when deckwright wrote it (the folder's manifest, not a marker in the file),
the schema files are written all or none, and over-long names are refused at the option."""

from __future__ import annotations

import errno
import json
import os

import pytest
from click.testing import CliRunner

from deckwright import safe_write
from deckwright.cli import cli
from deckwright.paths import data_dir
from deckwright.play import replaylog, report, report_file
from deckwright.play.runner import Setup, run, schedule
from tests.engine.fakes import Clan, make_bot, new_game

VESKA = data_dir("cards") / "eotn" / "clans" / "veska.yaml"
VICTIM = "precious data\n"


def invoke(*args):
    result = CliRunner().invoke(cli, [str(a) for a in args])
    assert "Traceback" not in result.output and not isinstance(result.exception, OSError), result.output
    return result


@pytest.fixture
def victim(tmp_path):
    path = tmp_path / "victim.txt"
    path.write_text(VICTIM)
    return path


def built():
    return report.build([], {"title": "t"})


def test_a_report_deckwright_wrote_is_overwritten_a_lookalike_is_not(tmp_path):
    path = tmp_path / "r.md"
    report_file.write(built(), path)
    report_file.write({**built(), "title": "second"}, path)
    assert "# second" in path.read_text()
    manifest = json.loads((tmp_path / ".deckwright-cache" / "manifest.json").read_text())
    assert list(manifest) == ["r.md"]

    lookalike = tmp_path / "notes.md"
    lookalike.write_text(f"<!-- {report.MARKER} -->\nmy own notes\n")  # sniffing would have taken it
    with pytest.raises(safe_write.ForeignFile, match="notes.md exists and was not written by deckwright"):
        report_file.write(built(), lookalike)
    assert lookalike.read_text() == f"<!-- {report.MARKER} -->\nmy own notes\n"


def test_play_refuses_a_report_link_before_it_plays(tmp_path, victim):
    link = tmp_path / "r.json"
    link.symlink_to(victim)
    result = invoke("play", "--bot", "greedy", VESKA, "--games", 2, "--report", link)
    assert result.exit_code == 1 and "r.json:1:1: error[E-WRITE]: is a symbolic link" in result.output
    assert "win rate" not in result.output  # refused before any game was played
    assert victim.read_text() == VICTIM


@pytest.mark.parametrize(
    "option,make",
    [
        ("--report", lambda tmp: tmp / ("r" * 300 + ".json")),
        ("--report", lambda tmp: tmp.joinpath(*["d" * 200] * 21, "r.json")),
        ("--log", lambda tmp: tmp / ("l" * 300)),
        ("--log", lambda tmp: tmp.joinpath(*["d" * 200] * 20)),
    ],
)
def test_over_long_report_and_log_names_are_refused_at_the_option(tmp_path, option, make):
    result = invoke("play", "--bot", "greedy", VESKA, "--games", 2, option, make(tmp_path))
    assert result.exit_code == 2 and f"Invalid value for {option}: the name is too long" in result.output
    assert "at most 255 and 4096" in result.output


def test_a_link_planted_at_a_predictable_log_name_is_not_followed(tmp_path, victim):
    clans = (Clan("a"), Clan("b"))
    jobs = schedule([(0, 1)], 2, 9, ["random"])
    logs = tmp_path / "logs"
    logs.mkdir()
    planted = logs / replaylog.file_name(0, ["a", "b"], jobs[0].seed)
    planted.symlink_to(victim)
    context = {"system": "race", "files": {"entrants": [], "table": [], "sha256": {}}}
    setup = Setup(clans, new_game, make_bot, log_dir=str(logs), log_context=context)
    results = run(setup, jobs, 1)
    assert victim.read_text() == VICTIM and planted.is_symlink()
    assert not results[0].finished and "is a symbolic link" in results[0].message
    assert results[1].finished and replaylog.read(logs / replaylog.file_name(1, ["b", "a"], jobs[1].seed))
    assert [p.name for p in logs.iterdir() if p.suffix == ".part"] == []


def test_log_names_of_long_clan_ids_stay_short_and_distinct():
    long = ["x" * 120, "y" * 120, "z" * 120, "w" * 120]
    name = replaylog.file_name(12, long, 99)
    assert len(name.encode()) <= 200 and name.startswith("00012-xxx") and name.endswith("-seed99.jsonl")
    assert name != replaylog.file_name(12, long[:3] + ["v" * 120], 99)
    assert replaylog.file_name(3, ["a", "b"], 7) == "00003-a-b-seed7.jsonl"


def test_schema_writes_nothing_when_one_file_is_refused(tmp_path, victim):
    out = tmp_path / "schema"
    (out / "eotn").mkdir(parents=True)
    (out / "eotn" / "islands.schema.json").symlink_to(victim)
    result = invoke("schema", out, "--force")
    assert result.exit_code == 1 and "islands.schema.json:1:1: error[E-WRITE]: is a symbolic link" in result.output
    assert sorted(p.name for p in (out / "eotn").iterdir()) == ["islands.schema.json"]
    assert victim.read_text() == VICTIM


def test_schema_refuses_a_linked_folder(tmp_path):
    out, elsewhere = tmp_path / "schema", tmp_path / "elsewhere"
    out.mkdir()
    elsewhere.mkdir()
    (out / "eotn").symlink_to(elsewhere)
    result = invoke("schema", out)
    assert result.exit_code == 1 and "eotn:1:1: error[E-WRITE]: is a symbolic link" in result.output
    assert list(elsewhere.iterdir()) == []


def test_schema_on_a_full_disk_writes_nothing(tmp_path, monkeypatch):
    real = os.fdopen
    calls = []

    def filling(descriptor, mode="r", *args, **kwargs):
        calls.append(mode)
        if len(calls) == 3:  # the last of three files
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(descriptor, mode, *args, **kwargs)

    monkeypatch.setattr(safe_write.os, "fdopen", filling)
    out = tmp_path / "schema"
    result = invoke("schema", out)
    assert result.exit_code == 1 and "cannot write: No space left on device" in result.output
    assert [p for p in out.rglob("*") if p.is_file()] == []

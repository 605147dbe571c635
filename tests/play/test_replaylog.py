"""``deckwright replay`` on hostile logs: it opens only files inside --content, never quotes a
file the log was not written from, refuses oversized and non-regular files, and explains every
wrong shape of header or result in one line (exit 2), never with a traceback."""

from __future__ import annotations

import json
import os

import pytest
from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.game import GameResult
from deckwright.paths import data_dir
from deckwright.play import replaylog

VESKA = data_dir("cards") / "eotn" / "clans" / "veska.yaml"
SECRET = "hunter2-top-secret"
BAD = "the header on line 1 is malformed"


def invoke(*args):
    result = CliRunner().invoke(cli, [str(a) for a in args])
    assert "Traceback" not in result.output and result.exception is None or isinstance(result.exception, SystemExit), (
        result.output
    )
    return result


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """A content folder with a clan file, and one logged game of it."""
    root = tmp_path_factory.mktemp("played")
    content = root / "content"
    content.mkdir()
    (content / "veska.yaml").write_text(VESKA.read_text())
    result = invoke(
        "play", "--bot", "greedy", content / "veska.yaml", "--games", 2, "--workers", 1, "--log", root / "logs"
    )
    assert result.exit_code == 0, result.output
    return content, sorted((root / "logs").glob("*.jsonl"))[0]


def with_header(log, tmp_path, change) -> os.PathLike:
    lines = log.read_text().splitlines()
    header = json.loads(lines[0])
    change(header)
    path = tmp_path / "crafted.jsonl"
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    return path


@pytest.mark.slow
def test_the_log_replays_from_its_content_folder(played):
    content, log = played
    assert ": ok, " in invoke("replay", log, "--content", content).output


@pytest.mark.parametrize(
    "name,message",
    [
        ("../secret.yaml", "which is not a path inside --content; refused"),
        ("/etc/passwd", "which is not a path inside --content; refused"),
        ("sub/../../secret.yaml", "which is not a path inside --content; refused"),
        ("link.yaml", "leads out of"),
    ],
)
def test_a_log_may_not_name_a_file_outside_content(played, tmp_path, name, message):
    content, log = played
    secret = tmp_path / "secret.yaml"
    secret.write_text(f"password: {SECRET}\n")
    folder = tmp_path / "content"
    folder.mkdir()
    (folder / "veska.yaml").write_text((content / "veska.yaml").read_text())
    (folder / "link.yaml").symlink_to(secret)

    def point(header):
        header["files"]["entrants"] = [name]

    result = invoke("replay", with_header(log, tmp_path, point), "--content", folder)
    assert result.exit_code == 1 and message in result.output and SECRET not in result.output


def test_a_file_that_differs_from_the_logged_one_is_not_quoted(played, tmp_path):
    content, log = played
    folder = tmp_path / "content"
    folder.mkdir()
    (folder / "veska.yaml").write_text(f"system: eotn\ncontent: clan\nid: veska\n{SECRET}: 1\n")
    result = invoke("replay", log, "--content", folder)
    assert result.exit_code == 1 and SECRET not in result.output
    assert "finding(s) in files that differ from the logged ones ('veska.yaml'); not shown" in result.output
    assert "the files named by the log have errors now" in result.output


def test_an_oversized_log_and_a_pipe_are_refused(played, tmp_path, monkeypatch):
    _, log = played
    monkeypatch.setattr(replaylog, "MAX_BYTES", 1 << 20)
    big = tmp_path / "big.jsonl"  # the log, padded to one byte past the limit (read as loader.read_regular reads)
    big.write_bytes(log.read_bytes().ljust((1 << 20) + 1, b" "))
    result = invoke("replay", big)
    assert result.exit_code == 2 and "big.jsonl: the file is over 1 MiB; a replay log is at most 1 MiB" in result.output
    pipe = tmp_path / "pipe.jsonl"
    os.mkfifo(pipe)
    result = invoke("replay", pipe)
    assert result.exit_code == 2 and "pipe.jsonl: this is a named pipe (FIFO), not a replay log" in result.output


def _delete(key):
    return lambda header: header.pop(key)


def _set(path, value):
    def change(header):
        *parents, last = path
        target = header
        for part in parents:
            target = target[part]
        target[last] = value

    return change


@pytest.mark.slow
@pytest.mark.parametrize(
    "change,message",
    [
        (_delete("seats"), f"{BAD}: 'seats' is a required property"),
        (_delete("files"), f"{BAD}: 'files' is a required property"),
        (_set(["files"], ["veska.yaml"]), f"{BAD} at files: ['veska.yaml'] is not of type 'object'"),
        (_set(["files", "entrants"], "veska.yaml"), f"{BAD} at files/entrants: 'veska.yaml' is not of type 'array'"),
        (_set(["files", "sha256"], {"veska.yaml": "abc"}), f"{BAD} at files/sha256/veska.yaml: 'abc' does not match"),
        (_set(["seed"], "1"), f"{BAD} at seed: '1' is not of type 'integer'"),
        (_set(["seed"], 10**30), f"{BAD} at seed: 1000000000000000000000000000000 is greater than the maximum"),
        (_set(["seed"], -1), f"{BAD} at seed: -1 is less than the minimum of 0"),
        (_set(["seats"], []), f"{BAD} at seats: [] should be non-empty"),
        (_set(["seats"], [7, 8]), f"{BAD} at seats/1: 8 is not of type 'string'"),
        (_set(["system"], "x" * 5000), f"{BAD} at system: 'xxxx"),
        (
            _set(["bots"], [{"name": "skynet", "seed": 1}]),
            "the header names an unknown bot 'skynet'; known: greedy, random",
        ),
        (_set(["bots"], [{"seed": 1}]), f"{BAD} at bots/0: 'name' is a required property"),
        (_set(["budget"], {"rollouts": 10**9}), f"{BAD} at budget/rollouts: 1000000000 is greater than the maximum"),
        (_set(["version"], 1), "log format version 1; this deckwright reads versions 2 and 3"),
        (_set(["version"], "9" * 5000), "log format version '99999"),
        (_set(["variants"], 5), f"{BAD} at variants: 5 is not of type 'object', 'null'"),
    ],
)
def test_every_wrong_header_shape_is_explained(played, tmp_path, change, message):
    _, log = played
    result = invoke("replay", with_header(log, tmp_path, change))
    assert result.exit_code == 2 and f"crafted.jsonl: {message}" in result.output
    assert len(result.output) < 400  # a huge value is cut short, never printed whole


@pytest.mark.parametrize(
    "line,message",
    [
        ("[1, 2]", "line 1 is not a JSON object"),
        ("[" * 100_000, "line 1 is not JSON: not a replay log"),
        ('{"format": "deckwright-replay", "version": 3}', f"{BAD}: 'system' is a required property"),
    ],
)
def test_a_header_that_is_no_object_or_nested_too_deep(tmp_path, line, message):
    path = tmp_path / "crafted.jsonl"
    path.write_text(line + '\n{"result": {}}\n')
    result = invoke("replay", path)
    assert result.exit_code == 2 and f"crafted.jsonl: {message}" in result.output


@pytest.mark.parametrize(
    "result_line,message",
    [
        ('{"result": 3}', "the result on line {n} is malformed: 3 is not of type 'object'"),
        (
            '{"result": {"finished": true, "scores": "x", "winners": [], "rounds": 1}}',
            "the result on line {n} is malformed at scores: 'x' is not of type 'array'",
        ),
        (
            '{"result": {"finished": true, "scores": [], "winners": [99], "rounds": 1}}',
            "the result on line {n} is malformed at winners/0: 99 is greater than the maximum of 15",
        ),
    ],
)
def test_a_wrong_result_line_is_explained(played, tmp_path, result_line, message):
    _, log = played
    lines = log.read_text().splitlines()
    path = tmp_path / "crafted.jsonl"
    path.write_text("\n".join([*lines[:-1], result_line]) + "\n")
    result = invoke("replay", path)
    assert result.exit_code == 2 and message.format(n=len(lines)) in result.output


def test_the_result_line_is_compact_json_like_the_decision_lines():
    result = GameResult(seed=7, players=["a", "b"], scores=[31, 25], winners=[0], rounds=9, decisions=80, finished=True)
    assert replaylog.result_line(result) == (
        '{"result":{"finished":true,"scores":[31,25],"winners":[0],"rounds":9,"message":""}}\n'
    )


def test_a_log_of_exactly_the_largest_size_is_read_and_one_byte_more_is_refused(tmp_path, monkeypatch):
    log = tmp_path / "log.jsonl"
    log.write_text("é\n")  # 3 bytes
    monkeypatch.setattr(replaylog, "MAX_BYTES", 3)
    assert replaylog._read_text(log) == "é\n"
    monkeypatch.setattr(replaylog, "MAX_BYTES", 2)
    with pytest.raises(replaylog.LogError, match=r"^the file is over 2 bytes; a replay log is at most 2 bytes$"):
        replaylog._read_text(log)


def test_the_header_keeps_the_sources_of_the_seated_entrants_only():
    context = {
        "system": "toy",
        "files": {"entrants": ["a.yaml", "b.yaml", "c.yaml"], "table": []},
        "sources": {
            "entrants": {"a": {"file": "a.yaml", "sha256": "1"}, "b": {"file": "b.yaml", "sha256": "2"}, "c": {}},
            "table": {"sea": {"file": "sea.yaml", "sha256": "3"}},
        },
    }
    entry = json.loads(replaylog.header(context, 4, 99, ["b", "a", "b"], [], None))
    assert entry["sources"] == {
        "entrants": {"b": {"file": "b.yaml", "sha256": "2"}, "a": {"file": "a.yaml", "sha256": "1"}},
        "table": {"sea": {"file": "sea.yaml", "sha256": "3"}},
    }
    assert (entry["system"], entry["game"], entry["seed"], entry["seats"], entry["variants"]) == (
        "toy",
        4,
        99,
        ["b", "a", "b"],
        None,
    )

"""Reading a version 2 replay log: its header is read in version 3's words (clans -> entrants,
islands -> table as a list, shared sources -> table, options -> variants), and a part version 2
left out is read as empty."""

from __future__ import annotations

import json

import pytest

from deckwright.play import replaylog

SHA = "0" * 64
DECISION = {"player": 0, "kind": "turn", "options": ["pass"], "choice": 0}
RESULT = {"result": {"finished": True, "scores": [3, 5], "winners": [1], "rounds": 4}}


def header(**keys) -> dict:
    return {
        "format": replaylog.FORMAT,
        "version": 2,
        "system": "eotn",
        "seats": ["a", "b"],
        "seed": 9,
        "bots": [{"name": "random", "seed": 1}, {"name": "random", "seed": 2}],
        **keys,
    }


def read(tmp_path, head: dict) -> replaylog.Log:
    path = tmp_path / "old.jsonl"
    path.write_text(f"{json.dumps(head)}\n{json.dumps(DECISION)}\n{json.dumps(RESULT)}\n")
    return replaylog.read(path)


@pytest.mark.parametrize("islands,table", [("isles.yaml", ["isles.yaml"]), (None, []), (["a.yaml"], ["a.yaml"])])
def test_version_2_files_are_read_as_entrants_and_a_table_list(tmp_path, islands, table):
    files = {"clans": ["a.yaml"], "islands": islands, "sha256": {"a.yaml": SHA}}
    log = read(tmp_path, header(files=files, options={"cap": 2}))
    assert log.header["version"] == 3
    assert log.header["files"] == {"entrants": ["a.yaml"], "table": table, "sha256": {"a.yaml": SHA}}
    assert log.header["variants"] == {"cap": 2} and "options" not in log.header
    assert log.result == RESULT["result"]


def test_version_2_sources_are_read_as_entrants_and_table(tmp_path):
    files = {"clans": ["a.yaml"], "islands": None, "sha256": {}}
    sources = {"clans": {"a.yaml": {"sha256": SHA}}, "shared": {"isles.yaml": None}}
    log = read(tmp_path, header(files=files, sources=sources))
    assert log.header["sources"] == {"entrants": {"a.yaml": {"sha256": SHA}}, "table": {"isles.yaml": None}}


def test_version_2_sources_without_shared_content_have_an_empty_table(tmp_path):
    files = {"clans": ["a.yaml"], "islands": None, "sha256": {}}
    log = read(tmp_path, header(files=files, sources={"clans": {}}))
    assert log.header["sources"] == {"entrants": {}, "table": {}}


def test_version_2_sources_without_clan_files_have_no_entrants(tmp_path):
    files = {"clans": ["a.yaml"], "islands": None, "sha256": {}}
    log = read(tmp_path, header(files=files, sources={"shared": {"isles.yaml": None}}))
    assert log.header["sources"] == {"entrants": {}, "table": {"isles.yaml": None}}

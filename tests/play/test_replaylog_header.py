"""The header line of a logged game: the game's number among the run's games, and the run's
sources narrowed to the entrants seated in it."""

from __future__ import annotations

import dataclasses
import hashlib
import json

from deckwright.play import replaylog

SHA = "1" * 64


def test_the_header_numbers_the_game_and_keeps_only_the_seated_entrants_sources():
    context = {
        "system": "eotn",
        "sources": {"entrants": {"a": {"sha256": SHA}, "b": None, "c": {"sha256": SHA}}, "table": {"t": None}},
    }
    bots = [{"name": "random", "seed": 1}, {"name": "random", "seed": 2}]
    entry = json.loads(replaylog.header(context, 4, 9, ["c", "b"], bots, object()))
    assert (entry["game"], entry["seed"], entry["seats"], entry["bots"]) == (4, 9, ["c", "b"], bots)
    assert entry["sources"] == {"entrants": {"c": {"sha256": SHA}, "b": None}, "table": {"t": None}}
    assert entry["variants"] is None


def test_the_header_carries_the_games_rule_variants_on_one_compact_line():
    @dataclasses.dataclass
    class Variants:
        peaceful: bool = True
        cap: int = 7

    class Game:
        variants = Variants()

    line = replaylog.header({"system": "is2014"}, 1, 2, ["a"], [], Game())
    assert line.endswith("}\n") and line.count("\n") == 1
    assert '"variants":{"peaceful":true,"cap":7}' in line  # no spaces: a log is a file of many such lines


def test_a_log_file_name_keeps_short_ids_and_cuts_long_ones_to_a_hash_between_characters():
    assert replaylog.file_name(7, ["veska", "tjarn"], 42) == "00007-veska-tjarn-seed42.jsonl"
    ids = ["ø" * 80, "å" * 80]  # 321 bytes of ids; the cut at 143 bytes falls inside a character
    name = replaylog.file_name(3, ids, 9)
    digest = hashlib.sha256("-".join(ids).encode()).hexdigest()[:16]
    assert name == f"00003-{'ø' * 71}-{digest}-seed9.jsonl"
    assert len(name.encode()) < 255

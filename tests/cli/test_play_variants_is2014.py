"""``deckwright play/check --variant NAME`` for Imperial Settlers (2014): the book's Alternate and
Advanced Lookout phases and its Peaceful variant by name, carried by replay logs and replayed;
names that are unknown or cannot apply are clear errors (in test_play_variants.py, beside
Northgard's; docs/rules-notes.md#is2014-variant-names)."""

import json

import pytest

from deckwright.engine.is2014.hooks import variant_keywords
from deckwright.engine.is2014.state import Variants
from deckwright.paths import data_dir
from deckwright.systems.contract import VariantError
from tests.cli.test_play_variants import invoke, replays_only_with_its_names

FACTIONS = data_dir("cards") / "is2014" / "factions"


def logged(tmp_path, *options) -> list[list[dict]]:
    """The log lines (header, decisions, result) of each game of the shipped Rivermark."""
    faction = tmp_path / "rivermark.yaml"
    faction.write_text((FACTIONS / "rivermark.yaml").read_text("utf-8"), "utf-8")
    logs = tmp_path / "logs"
    result = invoke("play", "--bot", "greedy", faction, "--seed", 3, "--workers", 1, "--log", logs, *options)
    assert result.exit_code == 0, result.output
    return [[json.loads(line) for line in path.read_text().splitlines()] for path in sorted(logs.glob("*.jsonl"))]


def _first_round_drafts(lines: list[dict]) -> list[int]:
    """The seats asked to draft in round 1, in order, counted from the first player."""
    first = lines[1]["summary"]["first"]
    return [
        (line["player"] - first) % 2
        for line in lines[1:]
        if line.get("kind") == "draft" and line["summary"]["round"] == 1
    ]


@pytest.fixture(scope="module")
def alternate(tmp_path_factory):
    folder = tmp_path_factory.mktemp("alternate")
    return folder, logged(folder, "--games", 6, "--variant", "alternate-lookout", "--variant", "peaceful")


def test_the_named_variants_reach_the_engine_and_the_log(alternate):
    _, games = alternate
    assert len(games) == 6
    header = games[0][0]
    assert header["variant_names"] == ["alternate-lookout", "peaceful"]
    assert header["variants"] == {"lookout": "alternate", "peaceful": True, "max_round_decisions": 4000}
    # the Alternate Lookout: every seat picks from its own three, then from the two passed to it
    # (the standard draft asks first, second, then second, first)
    assert all(_first_round_drafts(lines) == [0, 1, 0, 1] for lines in games)
    # Peaceful: no Raze of an enemy Location with Raze tokens is ever offered
    turns = [line for lines in games for line in lines[1:] if line.get("kind") == "turn"]
    assert turns and not any(option[0] == "raze" for line in turns for option in line["options"])


def test_the_standard_draft_asks_the_last_seat_first_the_second_time(tmp_path):
    games = logged(tmp_path, "--games", 2)
    assert "variant_names" not in games[0][0]
    assert games[0][0]["variants"]["lookout"] == "standard"
    assert len(games) == 6 and all(_first_round_drafts(lines)[:3] == [0, 1, 1] for lines in games)


def test_a_variant_game_replays_clean_and_not_without_its_names(alternate):
    folder, _ = alternate
    replays_only_with_its_names(folder, 6, "{'lookout': 'standard', 'peaceful': False, 'max_round_decisions': 4000}")


def test_advanced_lookout_and_peaceful_keywords():
    assert variant_keywords(["advanced-lookout"], 3) == {"variants": Variants(lookout="advanced")}
    assert variant_keywords(["peaceful"], 1) == {"variants": Variants(peaceful=True)}
    with pytest.raises(VariantError):
        variant_keywords(["advanced-lookout"], 1)


def test_play_help_offers_the_books_variants():
    text = " ".join(invoke("play", "--help").output.split())
    assert "is2014: alternate-lookout (the Alternate Lookout: pick 1 of 3 Common cards" in text

"""``play --transcript N`` and ``replay LOG --transcript`` for every system with a verbalizer:
each card line carries exactly the text the system's ``rules_text`` hook prints."""

import re

import pytest
from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.paths import data_dir
from deckwright.play.runner import game_seed
from deckwright.systems import all_systems
from deckwright.validator import validate_paths
from tests.renderer.northgard.helpers import VALUE, own_files

CARDS = data_dir("cards")
CARD_LINE = re.compile(r"    ([^:()]+): (.*)")  # under a decision line: the card's name and its printed text
DECISION = re.compile(r" *(\d+|-)\. .*  \[.*\]")


def invoke(*args):
    result = CliRunner().invoke(cli, [str(a) for a in args])
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    return result.output


def printed(system, lang="en"):
    """Every shipped card's printed text by card id."""
    hook = all_systems()[system].hook("rules_text")
    texts = {}
    for v in validate_paths([CARDS / system]).documents:
        texts.update(hook(v.doc, v.content, lang))
    return texts


def card_lines(lines):
    """(card name, text) of each card line (the line after a decision's), its continuation lines joined."""
    found = []
    for before, line in zip(lines, lines[1:]):
        if line.startswith("      ") and found and found[-1][2] == before:
            found[-1] = (found[-1][0], found[-1][1] + "\n" + line[6:], line)
        elif DECISION.fullmatch(before) and (match := CARD_LINE.fullmatch(line)):
            found.append((match[1], match[2], line))
    return [(name, text) for name, text, _ in found]


@pytest.mark.parametrize("system,clan", [("eotn", "eotn/clans/veska.yaml"), ("northgard", "northgard/clans/elk.yaml")])
def test_play_transcript_quotes_each_cards_printed_text(system, clan):
    lines = invoke(
        "play", "--bot", "greedy", CARDS / clan, "--games", 2, "--workers", 1, "--transcript", 1
    ).splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("Game with seed "))
    assert lines[start].startswith(f"Game with seed {game_seed(1, 1)}: ")
    texts = printed(system)
    cards = card_lines(lines[start:])
    assert cards and all(text in {*texts.values(), "(no rules text)"} for _, text in cards)
    assert sum(" -> " in line for line in lines) > 10  # goods before and after
    assert lines[-3].startswith("End after ") and lines[-2].startswith("    ")  # then each seat's score, in parts


def test_play_transcript_of_a_game_without_entrants_shows_the_supply():
    lines = invoke(
        "play", "--bot", "greedy", CARDS / "kb", "--games", 2, "--workers", 1, "--transcript", 0
    ).splitlines()
    start = lines.index(f"Game with seed {game_seed(1, 0)}: player 0 (seat 0), player 1 (seat 1)")
    assert lines[start + 2] == "Round 1, seat 0's turn: terrain card grass"
    assert lines[start + 5].startswith("   1. player 0 (seat 0) builds on the grass at row ")
    assert lines[start + 6] == "    player 0 (seat 0): settlements 40 -> 39"
    texts = printed("kb")
    assert all(text in texts.values() for _, text in card_lines(lines[start:]))


def test_play_transcript_refuses_a_game_the_run_does_not_have():
    result = CliRunner().invoke(
        cli, ["play", "--bot", "greedy", str(CARDS / "eotn/clans/veska.yaml"), "--games", 2, "--transcript", 8]
    )
    assert result.exit_code == 2 and "the run has fewer than 9 games"  # 2 rounded up to 8 seatings in result.output


def test_replay_transcript_in_german(tmp_path):
    clans = tmp_path / "clans"
    clans.mkdir()
    (clans / "veska.yaml").write_bytes((CARDS / "eotn/clans/veska.yaml").read_bytes())
    invoke("play", "--bot", "greedy", clans / "veska.yaml", "--games", 2, "--workers", 1, "--log", tmp_path / "logs")
    log = sorted((tmp_path / "logs").glob("00000-*.jsonl"))[0]
    lines = invoke("replay", log, "--content", clans, "--transcript", "--lang", "de").splitlines()
    # after the warning that the copied clan shadows the shipped one (W-SHADOWS-SHIPPED)
    start = next(n for n, line in enumerate(lines) if line.startswith(f"{log}: ok, "))
    assert "warning[W-SHADOWS-SHIPPED]" in lines[0]
    assert lines[start + 1] == f"Game with seed {game_seed(1, 0)}: Der Veska-Clan (seat 0), Der Dunmore-Clan (seat 1)"
    texts = printed("eotn", "de")
    cards = card_lines(lines)
    assert cards and all(text in {*texts.values(), "(no rules text)"} for _, text in cards)


def test_replay_refuses_a_language_no_system_prints(tmp_path):
    result = CliRunner().invoke(cli, ["replay", str(tmp_path / "x.jsonl"), "--transcript", "--lang", "xx"])
    assert result.exit_code == 2 and "--lang" in result.output


def test_play_transcript_words_the_numbers_of_the_ruleset_played(tmp_path):
    rules, _, clan = own_files(tmp_path)
    lines = invoke(
        "play", "--bot", "greedy", clan, "--ruleset", rules, "--games", 2, "--workers", 1, "--transcript", 0
    ).splitlines()
    rafts = {text for card, text in card_lines(lines) if card == "River Rafts"}
    assert rafts == {f"Draw {VALUE} tiles and explore with one of them."}


def test_play_transcript_prints_the_seats_own_card_not_another_clans_of_that_id(tmp_path):
    veska = (CARDS / "eotn" / "clans" / "veska.yaml").read_text("utf-8")
    mine = tmp_path / "myclan.yaml"  # its own shearing-shed: a location with a Feature
    mine.write_text(
        veska.replace("\nid: veska\n", "\nid: myclan\n").replace("- id: storytellers-hearth", "- id: shearing-shed")
    )
    lines = invoke(
        "play", "--bot", "greedy", mine, "--games", 6, "--seed", 5, "--workers", 1, "--transcript", 0
    ).splitlines()
    dunmore = [at for at, line in enumerate(lines) if re.match(r" *\d+\. The Dunmore Clan .* Shearing Shed  \[", line)]
    assert dunmore  # Dunmore played its own Shearing Shed in these games
    texts = {lines[at + 1] for at in dunmore if lines[at + 1].startswith("    Shearing Shed:")}
    assert texts == {"    Shearing Shed: (no rules text)"}  # Dunmore's field upgrade has no text, not myclan's Feature

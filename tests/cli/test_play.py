"""``deckwright play`` and ``deckwright check`` on the shipped clans, with few games."""

import json
import shutil

import pytest
from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.play.smoke import play_findings

CLANS = data_dir("cards") / "eotn" / "clans"
VESKA = CLANS / "veska.yaml"


def invoke(*args):
    result = CliRunner().invoke(cli, [str(a) for a in args])
    assert "Traceback" not in result.output
    return result


def test_play_writes_the_report_it_prints_by_strong_play(tmp_path):
    out = tmp_path / "veska.html"
    result = invoke("play", VESKA, "--games", 8, "--seed", 3, "--workers", 2, "--report", out)
    assert result.exit_code == 0, result.output
    assert "veska" in result.output and "win rate" in result.output and "by strong play" in result.output
    again = tmp_path / "veska.json"
    assert invoke("play", VESKA, "--games", 8, "--seed", 3, "--workers", 1, "--report", again).exit_code == 0
    report = json.loads(again.read_text())
    assert report["games"] == 8 and report["players"] == 2 and report["entrants"]["veska"]["games"] == 8
    assert (report["title"], report["bot"], report["skill"]["bot"]) == (
        "Smoke-play: veska, by strong play",
        "strong",
        "greedy",
    )
    assert set(report["skill"]["entrants"]) == set(report["entrants"])  # the same games by greedy play
    assert {"dunmore", "skarde", "tjarn", "ukaliq"} <= set(report["entrants"])  # each shipped clan in turn
    assert any(card.startswith("veska/") for card in report["cards"])
    html = out.read_text()
    assert f"{100 * report['entrants']['veska']['win_rate']:.1f}%" in html and "<svg" in html
    assert "<p>Win rates by strong play on every seat.</p>" in html


def test_play_with_impact(tmp_path):
    out = tmp_path / "impact.md"
    result = invoke("play", VESKA, "--games", 2, "--bot", "greedy", "--impact", "--workers", 2, "--report", out)
    assert result.exit_code == 0, result.output
    text = out.read_text()
    assert "## Card impact" in text and "veska/" in text and "games with and" in text


def test_impact_leaves_out_a_row_no_option_plays(tmp_path):
    # a Northgard clan power's row ('elk/elk') counts abilities only: no option plays it, so no
    # replay can forbid it, and it gets no impact verdict
    out = tmp_path / "impact.json"
    elk = data_dir("cards") / "northgard" / "clans" / "elk.yaml"
    result = invoke("play", elk, "--games", 4, "--impact", "--workers", 1, "--report", out)
    assert result.exit_code == 0, result.output
    report = json.loads(out.read_text())
    assert report["cards"]["elk/elk"]["abilities"]["power"]["offered"] > 0
    assert sorted(report["impact"]["cards"]) == sorted(
        card for card in report["cards"] if card.startswith("elk/") and card != "elk/elk"
    )


def test_play_refuses_broken_files_and_bad_options(tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("system: eotn\ncontent: clan\nid: broken\n")
    result = invoke("play", broken)
    assert result.exit_code == 1 and "broken.yaml:" in result.output and "error[" in result.output
    assert invoke("play", tmp_path / "missing.yaml").exit_code == 2
    assert "unknown bot" in invoke("play", VESKA, "--bot", "nobody").output
    mine = tmp_path / "notes.md"
    mine.write_text("my notes\n")
    result = invoke("play", VESKA, "--games", 2, "--bot", "greedy", "--report", mine)
    assert result.exit_code == 2 and "was not written by deckwright; choose another name" in result.output
    assert mine.read_text() == "my notes\n"
    assert invoke("play", VESKA, "--report", tmp_path / "r.txt").exit_code == 2
    result = invoke("play", VESKA, "--table", CLANS / "skarde.yaml")
    assert result.exit_code == 1 and "holds nothing the games share" in result.output


def test_play_with_an_island_file():
    islands = data_dir("cards") / "eotn" / "islands" / "northern-reaches.yaml"
    assert invoke("play", VESKA, "--table", islands, "--games", 2, "--bot", "greedy", "--workers", 1).exit_code == 0


@pytest.mark.parametrize("players", [2, 3])
def test_check_shipped_clan_reports_in_the_validator_format(players):
    result = invoke("check", VESKA, "--games", 24, "--players", players, "--bot", "greedy", "--format", "json")
    assert result.exit_code == 0, result.output
    findings = json.loads(result.output)["findings"]
    assert all(f["code"] in {"W-DEAD-CARD", "W-BALANCE"} and f["file"].endswith("veska.yaml") for f in findings)


def unplayable_night_market(tmp_path):
    """Veska with a boost nobody can ever play; its file and the boost's line."""
    text = VESKA.read_text()
    boost = "      - instant:\n          - gain: {gold: 1}\n"  # night-market's only effect
    assert text.count(boost) == 1
    clan = tmp_path / "veska.yaml"
    clan.write_text(text.replace(boost, "      - instant:\n          - spend: {gold: 40}\n"))
    return clan, text.splitlines().index("  - id: night-market") + 1


def test_check_finds_a_card_nobody_can_play(tmp_path):
    clan, line = unplayable_night_market(tmp_path)
    result = invoke("check", clan, "--games", 2, "--smoke-games", 24, "--format", "json")  # dead cards: greedy's 24
    dead = [f for f in json.loads(result.output)["findings"] if f["code"] == "W-DEAD-CARD"]
    assert [f["line"] for f in dead if "'night-market'" in f["message"]] == [line]
    assert result.exit_code == 0  # warnings only


def test_build_smoke_plays_before_rendering(tmp_path):
    content = tmp_path / "cards"
    content.mkdir()
    clan, line = unplayable_night_market(content)
    result = invoke("build", content, "--out", tmp_path / "out", "--games", 8, "--smoke-games", 8)
    column = len("  - id: ") + 1  # the card's id
    assert f"{clan}:{line}:{column}: warning[W-DEAD-CARD]" in result.output
    assert (tmp_path / "out" / "veska.pdf").is_file()
    assert result.exit_code == 0  # warnings only


def test_check_exit_status_follows_the_findings(tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("system: eotn\ncontent: clan\nid: broken\n")
    assert invoke("check", broken).exit_code == 1
    assert invoke("check", tmp_path / "missing.yaml").exit_code == 2


@pytest.mark.parametrize("wins,codes", [(50, set()), (85, {"W-BALANCE"}), (12, {"W-BALANCE"})])
def test_play_findings_balance_and_stuck(wins, codes):
    doc = read_document(VESKA, "veska.yaml")
    ci = {50: [0.4, 0.6], 85: [0.77, 0.91], 12: [0.07, 0.2]}[wins]
    built = {
        "games": 100,
        "bot": "strong",
        "failed": [],
        "cards": {},
        "entrants": {"veska": {"games": 100, "wins": wins, "win_rate": wins / 100, "ci95": ci}},
    }
    assert {f.code for f in play_findings(doc, built, 2)} == codes
    built["failed"] = [{"seed": 7, "players": ["veska", "skarde"], "message": "runaway: loop"}]
    stuck = [f for f in play_findings(doc, built, 2) if f.code == "E-STUCK"]
    assert len(stuck) == 1 and stuck[0].severity == "error" and "seed 7" in stuck[0].message
    assert stuck[0].line == doc.text.splitlines().index("id: veska") + 1


def test_play_writes_every_report_given_each_in_its_format_with_no_absolute_path(tmp_path):
    html, json_path, md = tmp_path / "r.html", tmp_path / "r.json", tmp_path / "r.md"
    shutil.copy(VESKA, tmp_path)
    result = invoke(
        "play",
        tmp_path / "veska.yaml",
        "--games",
        2,
        "--bot",
        "greedy",
        "--workers",
        1,
        *(arg for path in (html, json_path, md) for arg in ("--report", path)),
    )
    assert result.exit_code == 0, result.output
    report = json.loads(json_path.read_text())
    assert report["games"] == 8  # 2 rounded up: every shipped clan in every seat
    assert html.read_text().startswith("<!DOCTYPE html>") and "<svg" in html.read_text()
    assert md.read_text().splitlines()[1] == "# Smoke-play: veska, by greedy play"
    assert [line for line in result.output.splitlines() if line.startswith("report written")] == [
        f"report written to {html}",
        f"report written to {json_path}",
        f"report written to {md}",
    ]
    assert [str(tmp_path) in path.read_text() for path in (html, json_path, md)] == [False, False, False]


def test_play_refuses_two_reports_to_one_file_before_playing(tmp_path):
    out = tmp_path / "r.json"
    result = invoke(
        "play", VESKA, "--games", 2, "--bot", "greedy", "--report", out, "--report", tmp_path / "." / "r.json"
    )
    assert result.exit_code == 2 and "are the same file: give each report its own" in result.output
    assert not out.exists()

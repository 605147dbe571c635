"""``deckwright check`` always prints a summary per tested entrant; ``--format json`` carries it."""

import json

from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.paths import data_dir
from deckwright.play import report
from deckwright.play.smoke import summary_line

CARDS = data_dir("cards")


def invoke(*args):
    result = CliRunner().invoke(cli, [str(a) for a in args])
    assert "Traceback" not in result.output
    return result


def test_json_carries_the_summary_of_each_clan_by_strong_play():
    clans = CARDS / "eotn" / "clans"
    result = invoke("check", clans / "veska.yaml", clans / "skarde.yaml", "--games", 3, "--format", "json")
    games = 8  # 3 rounded up to a whole round of the 8 seatings (4 opponents, 2 seats)
    assert result.exit_code == 0, result.output
    out = json.loads(result.output)
    assert [row["name"] for row in out["summary"]] == ["veska", "skarde"]
    for row in out["summary"]:
        assert row["noun"] == "clan" and row["games"] == games and row["stuck"] == 0 and row["bot"] == "strong"
        assert row["win_rate"] == round(row["wins"] / games, 4)
        assert row["ci95"] == [round(v, 4) for v in report.wilson(row["wins"], games)]
    assert all(f["code"] in {"W-DEAD-CARD", "W-BALANCE", "W-SKILL"} for f in out["findings"])


def test_text_ends_with_one_summary_line_per_clan_naming_the_bot():
    faction = CARDS / "northgard" / "clans" / "elk.yaml"
    text = invoke("check", faction, "--games", 8, "--bot", "greedy").output
    row = json.loads(invoke("check", faction, "--games", 8, "--bot", "greedy", "--format", "json").output)["summary"][0]
    assert text.splitlines()[-1] == summary_line(row)
    assert text.splitlines()[-1].startswith("elk (clan): wins ")
    assert " by greedy play, mean score " in text.splitlines()[-1]
    assert text.splitlines()[-2] == "1 file checked: 0 errors, 0 warnings"


def test_seats_without_content_of_their_own_are_summed_up_as_the_shared_files():
    out = json.loads(invoke("check", CARDS / "kb", "--games", 4, "--bot", "greedy", "--format", "json").output)
    (row,) = out["summary"]
    assert row["name"] == "boards.yaml, goals.yaml, tiles.yaml"
    assert row["noun"] == "shared by every player; one player's results"
    assert (row["games"], row["stuck"]) == (4, 0)


def test_a_file_with_errors_gives_findings_and_an_empty_summary(tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("system: eotn\ncontent: clan\nid: broken\n")
    result = invoke("check", broken, "--format", "json")
    out = json.loads(result.output)
    assert result.exit_code == 1 and out["summary"] == []
    assert {f["code"] for f in out["findings"]} == {"E-MISSING-KEY"}


def test_solo_balance_is_quiet_on_the_shipped_factions():
    # the old fair share of 100% warned 3 of the 4 (they win 33-62% of 100 solo games by greedy play)
    factions = sorted((CARDS / "is2014" / "factions").glob("*.yaml"))
    args = ["--players", 1, "--games", 100, "--bot", "greedy", "--format", "json"]
    out = json.loads(invoke("check", *factions, *args).output)
    assert [f["code"] for f in out["findings"]] == []
    rates = [row["win_rate"] for row in out["summary"]]
    assert min(rates) < 0.35 < 0.55 < max(rates)  # a spread the band takes in: the shipped span is the band


def test_one_executor_at_a_time():
    result = invoke("check", CARDS / "eotn" / "clans" / "veska.yaml", "--scheduler", "tcp://x:1", "--local-cluster", 2)
    assert result.exit_code == 2 and "--scheduler and --local-cluster: give one of them" in result.output

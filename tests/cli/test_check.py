"""``deckwright check`` always prints a summary per tested entrant; ``--format json`` carries it."""

import json

from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.engine import report
from deckwright.engine.smoke import summary_line
from deckwright.paths import data_dir

CARDS = data_dir("cards")


def invoke(*args):
    result = CliRunner().invoke(cli, [str(a) for a in args])
    assert "Traceback" not in result.output
    return result


def test_json_carries_the_summary_of_each_clan():
    clans = CARDS / "eotn" / "clans"
    result = invoke("check", clans / "veska.yaml", clans / "skarde.yaml", "--games", 12, "--format", "json")
    games = 16  # 12 rounded up to whole rounds of the 8 seatings (4 opponents, 2 seats)
    assert result.exit_code == 0, result.output
    out = json.loads(result.output)
    assert [row["name"] for row in out["summary"]] == ["veska", "skarde"]
    for row in out["summary"]:
        assert row["noun"] == "clan" and row["games"] == games and row["stuck"] == 0
        assert row["win_rate"] == round(row["wins"] / games, 4)
        assert row["ci95"] == [round(v, 4) for v in report.wilson(row["wins"], games)]
    assert all(f["code"] in {"W-DEAD-CARD", "W-BALANCE"} for f in out["findings"])


def test_text_ends_with_one_summary_line_per_clan():
    faction = CARDS / "northgard" / "clans" / "elk.yaml"
    text = invoke("check", faction, "--games", 8).output
    row = json.loads(invoke("check", faction, "--games", 8, "--format", "json").output)["summary"][0]
    assert text.splitlines()[-1] == summary_line(row)
    assert text.splitlines()[-1].startswith("elk (clan): wins ")
    assert text.splitlines()[-2] == "1 file checked: 0 errors, 0 warnings"


def test_seats_without_content_of_their_own_are_summed_up_as_the_shared_files():
    out = json.loads(invoke("check", CARDS / "kb", "--games", 4, "--format", "json").output)
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

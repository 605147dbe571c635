"""``deckwright play --<word> FILE``: a system names an option for a kind of its table content
(``System.table_options``); Northgard plays ``--ruleset FILE`` with that ruleset."""

import json

from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.paths import data_dir

NORTHGARD = data_dir("cards") / "northgard"
OTTER = NORTHGARD / "clans" / "otter.yaml"


def invoke(*args):
    result = CliRunner().invoke(cli, [str(a) for a in args])
    assert "Traceback" not in result.output
    return result


def rounds(tmp_path, *options) -> dict:
    out = tmp_path / "report.json"
    result = invoke(
        "play", "--bot", "greedy", OTTER, "--games", 4, "--seed", 5, "--workers", 1, "--report", out, *options
    )
    assert result.exit_code == 0, result.output
    return json.loads(out.read_text())["rounds"]


def test_a_ruleset_with_fewer_years_plays_shorter_games(tmp_path):
    short = tmp_path / "short.yaml"
    short.write_text((NORTHGARD / "ruleset.yaml").read_text().replace("\nyears: 7\n", "\nyears: 2\n"))
    assert rounds(tmp_path, "--ruleset", short) == {"mean": 2.0, "min": 2, "max": 2}
    assert rounds(tmp_path, "--ruleset", NORTHGARD / "ruleset.yaml")["max"] == 7


def test_the_option_takes_only_its_kind_and_one_table_file(tmp_path):
    result = invoke("play", "--bot", "greedy", OTTER, "--ruleset", NORTHGARD / "tiles.yaml")
    assert result.exit_code == 2 and "holds 'tiles' content, not a ruleset" in result.output
    result = invoke(
        "play", "--bot", "greedy", OTTER, "--ruleset", NORTHGARD / "ruleset.yaml", "--table", NORTHGARD / "tiles.yaml"
    )
    assert result.exit_code == 2 and "--table and --ruleset: give one table file" in result.output
    assert "--ruleset FILE" in invoke("play", "--help").output

"""``deckwright play --variant NAME``: a system's named rule variants (``System.variants``), here
Northgard's ten-year game and team play (rulebook, VARIANTS), and their replay logs."""

import json

import pytest
from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.paths import data_dir

CLANS = data_dir("cards") / "northgard" / "clans"


def invoke(*args):
    result = CliRunner().invoke(cli, [str(a) for a in args])
    assert "Traceback" not in result.output, result.output
    return result


def replays_only_with_its_names(folder, games: int, variants: str) -> None:
    """The logs in ``folder/logs`` replay clean (``games`` of them), and the first one with its
    ``variant_names`` deleted from the header is refused, naming the engine's ``variants``."""
    logs = sorted((folder / "logs").glob("*.jsonl"))
    replayed = invoke("replay", *logs, "--content", folder)
    assert replayed.exit_code == 0 and replayed.output.count(": ok, ") == games, replayed.output
    lines = logs[0].read_text().splitlines()
    header = json.loads(lines[0])
    del header["variant_names"]
    stripped = folder / "stripped.jsonl"
    stripped.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    refused = invoke("replay", stripped, "--content", folder)
    assert refused.exit_code == 1
    assert f"the engine's rule variants {variants} differ from the log's" in refused.output


def played(tmp_path, *options) -> tuple[dict, list[dict]]:
    """The report and the logs' (header, result) of a run of the shipped Otter."""
    clan = tmp_path / "otter.yaml"
    clan.write_text((CLANS / "otter.yaml").read_text())
    out, logs = tmp_path / "report.json", tmp_path / "logs"
    result = invoke(
        "play", "--bot", "greedy", clan, "--seed", 5, "--workers", 1, "--report", out, "--log", logs, *options
    )
    assert result.exit_code == 0, result.output
    games = []
    for path in sorted(logs.glob("*.jsonl")):
        lines = path.read_text().splitlines()
        games.append({"header": json.loads(lines[0]), "result": json.loads(lines[-1])["result"]})
    return json.loads(out.read_text()), games


@pytest.mark.slow
def test_a_ten_year_game_lasts_ten_years_and_is_won_on_fame(tmp_path):
    # "The first victory condition doesn't apply, the game can only be won by total at the end of the tenth year."
    report, games = played(tmp_path, "--games", 8, "--variant", "ten-years")
    assert report["rounds"] == {"mean": 10.0, "min": 10, "max": 10}
    assert report["endings"] == {"fame": 8}
    assert games[0]["header"]["variant_names"] == ["ten-years"]
    assert games[0]["header"]["variants"] == {"teams": False, "long_game": True}
    replayed = invoke("replay", *sorted((tmp_path / "logs").glob("*.jsonl")), "--content", tmp_path)
    assert replayed.exit_code == 0 and replayed.output.count(": ok, ") == 8 and "10 rounds" in replayed.output


@pytest.fixture(scope="module")
def teams(tmp_path_factory) -> tuple:
    """The folder of a 16-game team run (its clan, report and logs), its report and its games."""
    folder = tmp_path_factory.mktemp("teams")
    return folder, *played(folder, "--games", 16, "--players", 4, "--variant", "teams")


@pytest.mark.slow
def test_team_results_pair_seats_0_and_2_against_1_and_3(teams):
    # "Victory conditions (and tiebreakers) are fulfilled as a team ... adding their scores together into one."
    _, report, games = teams
    assert report["games"] == 16 and report["completed"] == 16
    on_fame = [g["result"] for g in games if g["result"]["message"] == "fame"]
    assert len(on_fame) == report["endings"]["fame"]
    decided = 0
    for result in on_fame:
        first, second = (sum(result["scores"][s] for s in team) for team in ((0, 2), (1, 3)))
        if first != second:
            decided += 1
            assert result["winners"] == ([0, 2] if first > second else [1, 3])
        else:  # the same fame: the tie-breaks (territories, units, buildings) are the teams' too
            assert result["winners"] in ([0, 2], [1, 3], [0, 1, 2, 3])
    assert decided >= 12
    assert all(g["result"]["winners"] in ([0, 2], [1, 3], [0, 1, 2, 3]) for g in games)
    # a team can win without its seats' best single score
    assert any(
        max(g["result"]["scores"]) not in [g["result"]["scores"][s] for s in g["result"]["winners"]] for g in games
    )


@pytest.mark.slow
def test_a_team_game_replays_clean_and_not_without_its_variant(teams):
    replays_only_with_its_names(teams[0], 16, "{'teams': False, 'long_game': False}")


IS2014 = data_dir("cards") / "is2014" / "factions" / "rivermark.yaml"  # docs/rules-notes.md#is2014-variant-names


@pytest.mark.parametrize(
    "path, args, message",
    [
        (
            CLANS / "otter.yaml",
            ("--variant", "teams"),
            "--variant teams: team play needs exactly 4 players, not 2 (--players 4)",
        ),
        (
            CLANS / "otter.yaml",
            ("--variant", "teams", "--players", 5),
            "--variant teams: team play needs exactly 4 players, not 5 (--players 4)",
        ),
        (
            CLANS / "otter.yaml",
            ("--variant", "seven-seas"),
            "Northgard: Uncharted Lands has no rule variant 'seven-seas'; choose from: teams, ten-years",
        ),
        (
            IS2014,
            ("--variant", "advanced-lookout", "--variant", "alternate-lookout"),
            "--variant advanced-lookout --variant alternate-lookout: advanced-lookout and alternate-lookout "
            "replace the same Lookout phase; choose one",
        ),
        (
            IS2014,
            ("--variant", "alternate-lookout", "--players", 1),
            "--variant alternate-lookout: the solo game has its own Lookout phase; alternate-lookout is for 2 to "
            "4 players",
        ),
        (
            IS2014,
            ("--variant", "pacifist"),
            "Imperial Settlers (2014) has no rule variant 'pacifist'; choose from: advanced-lookout, "
            "alternate-lookout, peaceful",
        ),
    ],
)
def test_a_variant_that_is_unknown_or_cannot_apply_is_a_clear_error(path, args, message):
    for command in ("play", "check"):
        result = invoke(command, path, "--games", 2, "--workers", 1, *args)
        assert result.exit_code == 1 and f"Error: {message}" in result.output, result.output


def test_a_system_without_variants_says_so():
    result = invoke(
        "play", "--bot", "greedy", data_dir("cards") / "eotn" / "clans" / "veska.yaml", "--variant", "teams"
    )
    assert result.exit_code == 1 and "has no rule variant 'teams'; it has none" in result.output
    text = " ".join(invoke("play", "--help").output.split())
    assert "northgard: ten-years (ten years instead of seven, won on fame only), teams (four" in text

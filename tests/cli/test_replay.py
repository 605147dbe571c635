"""``deckwright play --log DIR`` and ``deckwright replay``, and the search bot's budget options."""

import json
import re

import pytest
from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.engine import core
from deckwright.paths import data_dir
from deckwright.play import replaylog
from deckwright.play.runner import Setup, run, schedule
from tests.engine.fakes import Clan, make_bot, new_game

VESKA = data_dir("cards") / "eotn" / "clans" / "veska.yaml"


def invoke(*args):
    result = CliRunner().invoke(cli, [str(a) for a in args])
    assert "Traceback" not in result.output, result.output
    return result


def test_workers_write_the_same_logs_whatever_their_number(tmp_path):
    clans = (Clan("a"), Clan("b"))
    jobs = schedule([(0, 1)], 4, 9, ["random"])
    context = {"system": "race", "files": {"entrants": [], "table": [], "sha256": {}}}
    for workers in (1, 2):
        (tmp_path / str(workers)).mkdir()
        setup = Setup(clans, new_game, make_bot, log_dir=str(tmp_path / str(workers)), log_context=context)
        results = run(setup, jobs, workers)
    one, two = sorted((tmp_path / "1").iterdir()), sorted((tmp_path / "2").iterdir())
    assert [p.read_text() for p in one] == [p.read_text() for p in two] and len(one) == 4
    log = replaylog.read(one[3])
    replayed = core.replay(
        new_game([clans[i] for i in jobs[3].seats], seed=log.header["seed"]), [text for _, text in log.decisions]
    )
    assert replayed.scores == results[3].scores == log.result["scores"]


@pytest.fixture(scope="module")
def logged(tmp_path_factory):
    """A clan file copy, a run's logs of it and the report printed with and without --log."""
    root = tmp_path_factory.mktemp("logged")
    clan = root / "veska.yaml"
    clan.write_text(VESKA.read_text())
    play = ("play", "--bot", "greedy", clan, "--games", 8, "--seed", 5, "--workers", 2)
    with_log, without = invoke(*play, "--log", root / "logs"), invoke(*play)
    assert with_log.exit_code == 0 and without.exit_code == 0, with_log.output
    assert with_log.output == without.output
    return clan, sorted((root / "logs").glob("*.jsonl"))


def test_play_keeps_a_copy_of_the_files_played_beside_the_logs_where_replay_finds_them(logged, tmp_path):
    clan, logs = logged
    kept = logs[0].parent / "content"
    assert sorted(p.name for p in kept.iterdir()) == ["veska.yaml"]
    assert (kept / "veska.yaml").read_bytes() == clan.read_bytes()
    moved = tmp_path / "moved"  # the log folder alone, taken elsewhere: the clan file is not beside it
    moved.mkdir()
    (moved / "content").mkdir()
    (moved / "content" / "veska.yaml").write_bytes(kept.joinpath("veska.yaml").read_bytes())
    (moved / logs[0].name).write_bytes(logs[0].read_bytes())
    result = invoke("replay", moved / logs[0].name, "--transcript")
    assert result.exit_code == 0 and f"{moved / logs[0].name}: ok, " in result.output, result.output
    (moved / "content" / "veska.yaml").unlink()
    (moved / "content").rmdir()
    result = invoke("replay", moved / logs[0].name)  # without the copy: the log's own folder, as before
    assert result.exit_code == 1 and "'veska.yaml' named by the log is missing in " in result.output


def test_play_writes_one_self_contained_log_per_game(logged):
    clan, logs = logged
    assert len(logs) == 8 and [p.name[:5] for p in logs] == [f"{i:05d}" for i in range(8)]
    header = json.loads(logs[1].read_text().splitlines()[0])
    assert logs[1].name == f"00001-{'-'.join(header['seats'])}-seed{header['seed']}.jsonl"
    assert header["system"] == "eotn" and header["files"]["entrants"] == ["veska.yaml"]
    assert header["files"]["sha256"] == {"veska.yaml": replaylog.digest(clan)} and header["files"]["table"] == []
    assert set(header["seats"]) == set(header["sources"]["entrants"]) and "veska" in header["seats"]
    assert [b["name"] for b in header["bots"]] == ["greedy", "greedy"] and header["variants"]["max_rounds"] == 40


def test_replay_reproduces_every_logged_game(logged):
    clan, logs = logged
    result = invoke("replay", *logs, "--content", clan.parent)
    assert result.exit_code == 0, result.output
    output = result.output.splitlines()
    # the copy has the id of the shipped clan it replaces in these games: said once, as a warning
    assert "warning[W-SHADOWS-SHIPPED]: clan id 'veska' is the id of the shipped" in output[0]
    lines = output[output.index("1 file checked: 0 errors, 1 warning") + 1 :]
    assert len(lines) == 8 and all(": ok, " in line and "winner" in line for line in lines)
    final = json.loads(logs[0].read_text().splitlines()[-1])["result"]
    scores = ", ".join(
        f"{n} {s}" for n, s in zip(json.loads(logs[0].read_text().splitlines()[0])["seats"], final["scores"])
    )
    assert f"{final['rounds']} rounds; scores {scores};" in lines[0]


def test_replay_finds_a_tampered_choice(logged, tmp_path):
    clan, logs = logged
    lines = logs[0].read_text().splitlines()
    number = next(n for n, line in enumerate(lines[1:-1], 2) if len(json.loads(line)["options"]) > 1)
    entry = json.loads(lines[number - 1])
    entry["choice"] = (entry["choice"] + 1) % len(entry["options"])
    lines[number - 1] = json.dumps(entry)
    tampered = tmp_path / "tampered.jsonl"
    tampered.write_text("\n".join(lines) + "\n")
    result = invoke("replay", tampered, "--content", clan.parent)
    assert result.exit_code == 1
    # the changed line itself when the choice shows in the state summary, else the next decision
    reported = int(re.search(r"tampered\.jsonl: line (\d+): ", result.output)[1])
    assert reported in (number, number + 1)


def test_replay_names_a_clan_file_that_changed(logged, tmp_path):
    clan, logs = logged
    changed = tmp_path / "veska.yaml"  # next to the log: the default --content is the log's folder
    changed.write_text(clan.read_text().replace("vp: 2", "vp: 3"))
    assert changed.read_text() != clan.read_text()
    log = tmp_path / "game.jsonl"
    log.write_text(logs[0].read_text())
    result = invoke("replay", log)
    assert f"clan veska ({changed}) changed since the log was written" in result.output
    gone = tmp_path / "gone.jsonl"
    gone.write_text(logs[0].read_text().replace('"veska.yaml"', '"x.yaml"'))
    result = invoke("replay", gone)
    assert result.exit_code == 1 and f"'x.yaml' named by the log is missing in {tmp_path}" in result.output


@pytest.mark.parametrize(
    "text,message",
    [
        ("not json at all\n", "line 1 is not JSON: not a replay log"),
        ('{"player": 0}\n', "no replay log header on line 1"),
        ("", "no replay log header on line 1"),
    ],
)
def test_replay_explains_garbage(tmp_path, text, message):
    bad = tmp_path / "bad.jsonl"
    bad.write_text(text)
    result = invoke("replay", bad)
    assert result.exit_code == 2 and f"bad.jsonl: {message}" in result.output


def test_replay_explains_a_cut_off_log(logged, tmp_path):
    _, logs = logged
    text = logs[0].read_text()
    cut = tmp_path / "cut.jsonl"
    cut.write_text(text[: len(text) // 2])
    result = invoke("replay", cut)
    assert result.exit_code == 2 and "the file is cut off" in result.output
    cut.write_text("".join(text.splitlines(keepends=True)[:-1]))
    assert "no result line at the end: the file is cut off" in invoke("replay", cut).output


def test_play_refuses_a_log_folder_that_is_a_file(tmp_path):
    mine = tmp_path / "notes.txt"
    mine.write_text("mine\n")
    result = invoke("play", "--bot", "greedy", VESKA, "--games", 2, "--log", mine)
    assert result.exit_code == 2 and "is a file" in result.output and mine.read_text() == "mine\n"


@pytest.mark.parametrize("command", ["play", "check"])
def test_search_budget_only_with_a_searching_bot(command):
    result = invoke(command, VESKA, "--games", 2, "--bot", "greedy", "--rollouts", 4)
    assert result.exit_code == 2 and "--rollouts: for --bot search or strong only, not --bot greedy" in result.output


@pytest.mark.parametrize("bot", ["search", "strong"])
def test_search_budget_is_logged_and_replays(tmp_path, bot):
    result = invoke(
        "play",
        VESKA,
        "--games",
        2,
        "--players",
        2,
        "--bot",
        bot,
        "--rollouts",
        2,
        "--depth",
        3,
        "--workers",
        1,
        "--log",
        tmp_path,
    )
    assert result.exit_code == 0, result.output
    logs = sorted(tmp_path.glob("*.jsonl"))
    assert json.loads(logs[0].read_text().splitlines()[0])["budget"] == {"rollouts": 2, "depth": 3}
    assert invoke("replay", *logs, "--content", VESKA.parent).exit_code == 0


def test_a_version_2_log_with_the_old_field_names_still_replays(logged, tmp_path):
    clan, logs = logged
    lines = logs[0].read_text().splitlines()
    header = json.loads(lines[0])
    header.update(
        version=2,
        options=header.pop("variants"),
        files={
            "clans": header["files"]["entrants"],
            "islands": None,
            "sha256": header["files"]["sha256"],
        },
        sources={"clans": header["sources"]["entrants"], "shared": header["sources"]["table"]},
    )
    old = tmp_path / "old.jsonl"
    old.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    result = invoke("replay", old, "--content", clan.parent)
    assert result.exit_code == 0 and ": ok, " in result.output, result.output


def _edit(line: int, change):
    """A change of one line of a log (0 its header, -1 its result), as a JSON object."""

    def edit(lines: list[str]) -> None:
        entry = json.loads(lines[line])
        change(entry)
        lines[line] = json.dumps(entry)

    return edit


def _more(scores: list[int]) -> list[int]:
    return [s + 1 for s in scores]


@pytest.mark.parametrize(
    "edit,messages",
    [
        (
            _edit(5, lambda e: e["summary"].update(round=99)),
            ["edited.jsonl: line 6: the state after the choice differs from the log"],
        ),
        (
            _edit(-1, lambda e: e["result"].update(scores=_more(e["result"]["scores"]))),
            ["edited.jsonl: the replay ends with {'finished': True, 'scores': [", "the log with {'finished': True"],
        ),
        (
            _edit(0, lambda e: e["variants"].update(max_rounds=39)),
            ["edited.jsonl: the engine's rule variants {", "'max_rounds': 40", "'max_rounds': 39"],
        ),
    ],
    ids=["state-summary", "result", "variants-in-header"],
)
def test_replay_refuses_an_edited_log(logged, tmp_path, edit, messages):
    clan, logs = logged
    lines = logs[0].read_text().splitlines()
    edit(lines)
    path = tmp_path / "edited.jsonl"
    path.write_text("\n".join(lines) + "\n")
    result = invoke("replay", path, "--content", clan.parent)
    assert result.exit_code == 1
    assert all(message in result.output for message in messages), result.output

"""``deckwright sweep``: the ranked table, the reports, and the exit status."""

import json
import shutil

from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.paths import data_dir

CONFIG = """\
file: veska.yaml
games: 6
bot: greedy
variants:
  - name: dearer tale-weaver
    changes: [{card: tale-weaver, set: {cost: {wood: 3, stone: 2}}}]
"""


def setup(tmp_path, text=CONFIG):
    shutil.copy(data_dir("cards") / "eotn" / "clans" / "veska.yaml", tmp_path)
    (tmp_path / "sweep.yaml").write_text(text)
    return tmp_path / "sweep.yaml"


def test_sweep_writes_the_same_ranking_in_every_format(tmp_path):
    config = setup(tmp_path)
    out = [tmp_path / f"sweep.{suffix}" for suffix in ("json", "md", "html")]
    args = ["sweep", str(config), "--workers", "1", *(a for path in out for a in ("--report", str(path)))]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    data = json.loads(out[0].read_text())
    names = [v["name"] for v in data["variants"]]
    assert (
        sorted(names) == ["base", "dearer tale-weaver"] and data["games"] == 8
    )  # rounded up to the 8 seatings (4 opponents, 2 seats)
    md, html = out[1].read_text(), out[2].read_text()
    first, second = (f"| {rank} | {name} | 8 |" for rank, name in enumerate(names, 1))
    assert first in md and second in md and md.index(first) < md.index(second)
    assert "<svg" in html and names[0] in html
    assert data["bot"] == "greedy" and md.splitlines()[1] == "# Sweep of veska.yaml, by greedy play"


def test_a_broken_config_prints_located_findings(tmp_path):
    config = setup(tmp_path, "file: veska.yaml\nvariants:\n  - name: x\n    changes: [{card: nothing, remove: true}]\n")
    result = CliRunner().invoke(cli, ["sweep", str(config)])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert f"{config}:4:15: error[E-SWEEP]: no card with the id 'nothing' in the file" in result.output


def test_invalid_variants_are_named_and_the_exit_status_says_so(tmp_path):
    text = "file: veska.yaml\ngames: 4\nbot: greedy\n"
    text += "variants:\n  - name: short\n    changes: [{card: night-market, remove: true}]\n"
    result = CliRunner().invoke(cli, ["sweep", str(setup(tmp_path, text)), "--workers", "1"])
    assert result.exit_code == 1
    assert "not played: " in result.output and "variant 'short': deck has 29 cards" in result.output


def test_one_executor_at_a_time(tmp_path):
    result = CliRunner().invoke(
        cli, ["sweep", str(setup(tmp_path)), "--scheduler", "tcp://x:1", "--local-cluster", "2"]
    )
    assert result.exit_code == 2 and "give one of them" in result.output


def test_a_shared_report_names_the_card_file_as_the_config_does_never_by_its_absolute_path(tmp_path):
    (tmp_path / "clans").mkdir()
    text = CONFIG.replace("file: veska.yaml", "file: ./clans/veska.yaml")
    text += "  - name: short\n    changes: [{card: night-market, remove: true}]\n"
    config = setup(tmp_path / "clans", text)
    shutil.move(config, tmp_path / "sweep.yaml")
    out = [tmp_path / f"sweep.{suffix}" for suffix in ("json", "md", "html")]
    args = ["sweep", str(tmp_path / "sweep.yaml"), "--workers", "1", *(a for p in out for a in ("--report", str(p)))]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 1, result.output  # the short variant is not played
    data = json.loads(out[0].read_text())
    assert data["file"] == "clans/veska.yaml" and [f["file"] for f in data["invalid"]] == ["clans/veska.yaml"]
    assert [str(tmp_path) in path.read_text() for path in out] == [False, False, False]

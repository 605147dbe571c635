"""``deckwright validate`` of a folder: what it reads as card files."""

from __future__ import annotations

import shutil

from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.paths import data_dir


def test_a_play_report_written_into_the_cards_folder_is_not_read_as_a_card_file(tmp_path, monkeypatch):
    shutil.copytree(data_dir("cards") / "northgard", tmp_path / "ng")
    monkeypatch.chdir(tmp_path / "ng")
    played = CliRunner().invoke(
        cli,
        ["play", "--bot", "greedy", "clans/heron.yaml", "--table", "cards.yaml", "--games", "4", "--report", "r.json"],
    )
    assert played.exit_code == 0, played.output
    (tmp_path / "ng" / "notes.json").write_text("[1]")  # a JSON file of the user's is still read
    result = CliRunner().invoke(cli, ["validate", "."])
    assert result.exit_code == 1
    assert [line.split(":")[0] for line in result.output.splitlines() if "error[" in line] == ["notes.json"]
    card_files = len(list((tmp_path / "ng").rglob("*.yaml")))  # and notes.json; never r.json
    assert result.output.splitlines()[-1] == f"{card_files + 1} files checked: 1 error, 0 warnings"

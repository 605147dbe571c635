"""``deckwright build`` says what it validated and smoke-played before the files it wrote, and a
broken file no longer stops the others from printing."""

import shutil
from unittest.mock import ANY

from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.paths import data_dir


def test_a_broken_file_is_reported_and_the_rest_is_printed(tmp_path):
    content = tmp_path / "cards"
    content.mkdir()
    shutil.copy(data_dir("cards") / "eotn" / "clans" / "veska.yaml", content)
    broken = content / "broken.yaml"
    broken.write_text("system: eotn\ncontent: clan\nid: broken\n")
    result = CliRunner().invoke(
        cli, ["build", str(content), "--out", str(tmp_path / "out"), "--games", "8", "--smoke-games", "8"]
    )
    assert result.exit_code == 1 and "Traceback" not in result.output
    lines = result.output.splitlines()
    assert f"{broken}:1:1: error[E-MISSING-KEY]: clan 'broken' is missing the required key 'faction'" in lines
    validated = lines.index(f"validated 2 file(s): 8 finding(s); not printed, for their errors: {broken}")
    played = lines.index("smoke-played 1 set(s):")
    (summary,) = [line for line in lines if line.startswith("  Imperial Settlers: Empires of the North: veska (clan)")]
    written = lines.index("1 file(s) written, 0 up to date, in " + str((tmp_path / "out").resolve()))
    assert validated < played < lines.index(summary) < written
    assert " by strong play, mean score " in summary and summary.endswith(" 8 games, 0 stuck")
    assert lines[written + 1] == "  veska.pdf"
    assert (tmp_path / "out" / "veska.pdf").is_file() and not (tmp_path / "out" / "broken.pdf").exists()


def test_builds_verdict_plays_100_games_and_its_smoke_part_400(tmp_path, monkeypatch):
    import importlib

    from deckwright.play.smoke import Smoke

    build = importlib.import_module("deckwright.cli.build")
    asked = []
    monkeypatch.setattr(
        build, "smoke_validated", lambda result, games, **kw: asked.append((games, kw)) or (Smoke(), [])
    )
    content = tmp_path / "cards"
    content.mkdir()
    monkeypatch.setattr(build, "decks", lambda result, lang: ([], []))
    monkeypatch.setattr(build, "render_decks", lambda *args, **kw: None)
    monkeypatch.setattr(build, "summarize", lambda *args: None)
    CliRunner().invoke(cli, ["build", str(content), "--out", str(tmp_path / "out")])
    assert asked == [(100, {"progress": ANY, "workers": None, "smoke_games": 400})]

"""``deckwright render`` on the shipped Kingdom Builder files: three PDFs, no "no renderer" note."""

from __future__ import annotations

from click.testing import CliRunner
from pypdf import PdfReader

from deckwright.cli import cli
from deckwright.paths import data_dir


def test_render_prints_the_three_kingdom_builder_files_in_german(tmp_path):
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["render", str(data_dir("cards") / "kb"), "--out", str(out), "--lang", "de"])
    assert result.exit_code == 0, result.output
    assert "no renderer" not in result.output
    assert sorted(p.name for p in out.glob("*.pdf")) == [
        "deckwright-goals.pdf",
        "deckwright-lands.pdf",
        "deckwright-tiles.pdf",
    ]
    # 8 sections of 2 pages; 25 terrain cards on 3 pages, their backs on 3 more
    assert len(PdfReader(out / "deckwright-lands.pdf").pages) == 8 * 2 + 3 + 3
    assert "Die deckwright-Ziele" in PdfReader(out / "deckwright-goals.pdf").metadata.title

"""``deckwright render`` prints the shipped Northgard files: clans, cards, tiles and tokens."""

from __future__ import annotations

import math

from click.testing import CliRunner
from pypdf import PdfReader

from deckwright.cli import cli
from deckwright.loader import read_document
from deckwright.paths import data_dir

NORTHGARD = data_dir("cards") / "northgard"


def test_render_prints_every_northgard_file(tmp_path):
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["render", str(NORTHGARD), "--out", str(out), "--lang", "de"])
    assert result.exit_code == 0, result.output
    assert "no renderer" not in result.output
    ids = {read_document(path).data["id"] for path in NORTHGARD.rglob("*.yaml")}
    assert {path.stem for path in out.glob("*.pdf")} == ids
    tiles = read_document(NORTHGARD / "tiles.yaml").data["tiles"]
    per_page = 6  # 80 mm squares on A4: 2 across, 3 down
    pages = math.ceil(sum(t.get("copies", 1) for t in tiles) / per_page)
    assert len(PdfReader(out / "uncharted-coast.pdf").pages) == 2 * pages  # fronts, then backs

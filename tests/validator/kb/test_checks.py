"""Kingdom Builder validator: each check fails on its fixture at the exact line and column,
and the shipped content is clean."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.paths import data_dir
from deckwright.validator import validate_paths

INVALID = Path(__file__).parent / "fixtures" / "invalid"

CASES = [
    (["grid-shape.yaml"], {("grid-shape.yaml", "E-VALUE", 8, 12), ("grid-shape.yaml", "E-VALUE", 9, 104)}),
    (["duplicate-section.yaml"], {("duplicate-section.yaml", "E-DUPLICATE-ID", 45, 9)}),
    (["location-without-tile.yaml"], {("location-without-tile.yaml", "E-KB-LOCATION", 50, 14)}),
    (
        ["unknown-tile.yaml"],
        {("unknown-tile.yaml", "E-KB-TILE", 59, 32), ("unknown-tile.yaml", "E-KB-LOCATION", 60, 9)},
    ),
    (
        ["unreachable-castle.yaml"],
        {
            ("unreachable-castle.yaml", "W-KB-UNREACHABLE", 48, 10),
            ("unreachable-castle.yaml", "E-KB-UNREACHABLE", 51, 15),
        },
    ),
    (["lopsided-terrain.yaml"], {("lopsided-terrain.yaml", "W-KB-BALANCE", 47, 5)}),
    (["too-few-sections.yaml"], {("too-few-sections.yaml", "W-KB-TOO-FEW", 5, 1)}),
    (
        ["unused-tile.yaml"],
        {
            ("unused-tile.yaml", "W-KB-TILE-UNUSED", 6, 9),
            ("unused-tile.yaml", "E-DUPLICATE-ID", 10, 9),
            ("unused-tile.yaml", "W-KB-TILE-UNUSED", 10, 9),
        },
    ),
    (
        ["never-scores.yaml", "lopsided-terrain.yaml"],
        {
            ("never-scores.yaml", "W-KB-TOO-FEW", 5, 1),
            ("never-scores.yaml", "W-KB-NEVER-SCORES", 8, 42),
            ("never-scores.yaml", "W-KB-NEVER-SCORES", 11, 44),
            ("lopsided-terrain.yaml", "W-KB-BALANCE", 47, 5),
        },
    ),
]


@pytest.mark.parametrize("files, expected", CASES, ids=[c[0][0] for c in CASES])
def test_each_check_flags_its_fixture(files, expected):
    result = validate_paths([INVALID / f for f in files])
    assert {(Path(f.file).name, f.code, f.line, f.column) for f in result.findings} == expected
    assert all(f.hint and f.message for f in result.findings)


def test_lopsided_terrain_names_both_terrains():
    messages = [f.message for f in validate_paths([INVALID / "lopsided-terrain.yaml"]).findings]
    assert messages == ["section 'd' has 40 grass hexes", "section 'd' has 0 canyon hexes"]


def test_the_shipped_content_is_clean():
    result = validate_paths([data_dir("cards") / "kb"])
    assert result.files == 3 and result.findings == []

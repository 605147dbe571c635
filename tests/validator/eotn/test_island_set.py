"""W-ISLAND-SET warns only about an island set that is not complete (12 Nearby and 10 Distant
islands; the partial set is a case under cases/eotn/): the shipped set is complete and gets no warning."""

from __future__ import annotations

from deckwright.paths import data_dir
from deckwright.validator import validate_paths


def test_a_complete_island_set_gets_no_warning():
    findings = validate_paths([data_dir("cards") / "eotn" / "islands" / "northern-reaches.yaml"]).findings
    assert [f.code for f in findings if f.code == "W-ISLAND-SET"] == []

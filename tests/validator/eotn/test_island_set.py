"""W-ISLAND-SET warns only about an island set that is not complete (12 Nearby and 10 Distant
islands; the partial set is a case under cases/eotn/): the shipped set is complete and gets no warning."""

from __future__ import annotations

from pathlib import Path

from deckwright.paths import data_dir
from deckwright.validator import validate_paths

CASES = Path(__file__).parents[1] / "cases" / "eotn"


def test_a_complete_island_set_gets_no_warning():
    findings = validate_paths([data_dir("cards") / "eotn" / "islands" / "northern-reaches.yaml"]).findings
    assert [f.code for f in findings if f.code == "W-ISLAND-SET"] == []


def test_a_partial_set_says_how_many_islands_of_each_distance_it_has():
    findings = validate_paths([CASES / "partial-island-set.yaml"]).findings
    assert [f.message for f in findings if f.code == "W-ISLAND-SET"] == [
        "the set has 1 nearby island; a complete set has 12",
        "the set has 1 distant island; a complete set has 10",
    ]

"""A Kingdom Builder game's summary (plain JSON for logs and reports)."""

from __future__ import annotations

from tests.engine.kb.helpers import hx, make


def test_the_summary_names_the_round_the_seat_the_supplies_and_the_tiles_held():
    g = make(locations={(5, 9): "farm"}, tiles=("farm",), players=3)
    g.put(1, [hx(0, 0), hx(0, 1)])
    g.held[2].append((hx(5, 9), "farm"))
    assert g.summary() == {"round": 1, "seat": 0, "supply": [40, 38, 40], "tiles": [[], [], ["farm"]]}

"""'For each X' counts of ships in the supply: ``ship`` counts the clan's own ships, ``common_ship``
the common ships (docs/rules-notes.md#eotn-counts)."""

from __future__ import annotations

import pytest

from tests.engine.eotn.helpers import both, card, pick, retake_turn, seat, slot_of, start


@pytest.mark.parametrize("good,vp", [("ship", 3), ("common_ship", 1)])
def test_ships_in_the_supply_are_counted_by_kind(good, vp):
    # docs/rules-notes.md#eotn-counts
    fleet = card(
        "fleet", cost={"wood": 1}, abilities=[{"action": {"do": [{"gain": {"vp": 1}, "per": {"goods": good}}]}}]
    )
    game, p = start(both(fleet))
    player = seat(game, p, empire=["fleet"])
    player.ships, player.common = 3, 1
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, "fleet"), "fleet"))
    assert (player.vp, player.ships, player.common) == (vp, 3, 1)

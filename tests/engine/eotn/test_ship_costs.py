"""A cost in ships is paid from the ships of that kind: a clan ship ('ship') is not a common ship
('common_ship'), and the other kind never stands in for it."""

from __future__ import annotations

import pytest

from tests.engine.eotn.helpers import both, card, options, retake_turn, seat, slot_of, start


@pytest.mark.parametrize(
    "good,ships,common,usable",
    [("ship", 1, 0, True), ("ship", 0, 1, False), ("common_ship", 0, 1, True), ("common_ship", 1, 0, False)],
)
def test_an_action_costing_a_ship_needs_a_ship_of_that_kind(good, ships, common, usable):
    wharf = card("wharf", cost={"wood": 1}, abilities=[{"action": {"cost": {good: 1}, "do": [{"gain": {"vp": 2}}]}}])
    game, p = start(both(wharf))
    player = seat(game, p, empire=["wharf"])
    player.ships, player.common = ships, common
    retake_turn(game, p)
    assert (("use", slot_of(game, p, "wharf"), "wharf") in options(game)) is usable

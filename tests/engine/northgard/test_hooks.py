"""The ``evaluate`` hook: each seat's expected final fame where a search rollout stops."""

from __future__ import annotations

from deckwright.engine.northgard.hooks import evaluate
from tests.engine.northgard.helpers import land, make_game, units


def position(year, phase):
    """Seat 0 holds a closed two-tile territory with an Altar of Kings and a food icon, and an open
    one with a wood icon and a Woodcutter Lodge; seat 1 an open empty one and six resources."""
    game = make_game()
    land(game, "1-2", "2-3", closed=(1,), tiles={1: 2})
    units(game, 1, 0, 2)
    units(game, 2, 0, 1)
    units(game, 3, 1, 1)
    territories = game.board.territories
    territories[1].buildings, territories[1].resources = ["altar_of_kings"], {"food": 1}
    territories[2].buildings, territories[2].resources = ["woodcutter_lodge"], {"wood": 1}
    game.players[0].fame, game.players[1].fame = 10, 4
    game.players[1].resources = {"food": 5, "wood": 1, "lore": 0}
    game.year, game.phase = year, phase
    return game


def test_each_harvest_to_come_adds_closed_land_buildings_and_a_third_of_the_yield():
    # one harvest: 1 (closed, 2 tiles) + 3 (altar) + (1 food + 1 wood + 1 lodge wood) / 3 = 5
    assert evaluate(position(6, "actions")) == [20.0, 6.0]  # years 6 and 7 still to harvest
    assert evaluate(position(6, "winter")) == [15.0, 6.0]  # year 6 harvested
    assert evaluate(position(7, "end of year")) == [10.0, 6.0]  # seat 1: 4 fame + 6 resources / 3


def test_at_the_setup_every_year_is_still_to_harvest():
    assert evaluate(position(0, "setup")) == [45.0, 6.0]

"""What a 'per' counts in an Empire (engine/is2014/counts.py), with exact values."""

from __future__ import annotations

from deckwright.engine.is2014.counts import counted
from deckwright.engine.is2014.state import Placed
from tests.engine.is2014.helpers import card, faction, index, table


def _empire():
    game = table(
        [faction("a", [card("x", deal="food")]), faction("b", [card("y", deal="food")])],
        [
            card("mill", colours=["brown"], raze=["wood", "wood"]),
            card("market", "action", colours=["grey"], raze=["wood", "wood"]),
            card("tower", "feature", colours=["red", "grey"], raze=["wood", "wood"]),
        ],
    )
    game.players[0].empire = [
        Placed(index(game, "common/mill")),
        Placed(index(game, "common/market")),
        Placed(index(game, "common/market")),
        Placed(index(game, "common/tower")),
        Placed(index(game, "common/tower"), foundation=True),
    ]
    return game


def test_a_kind_counts_the_locations_of_that_kind_and_no_foundation():
    """ "1 [stone] for each Action Location in your Empire": two Markets, not the Mill or the Tower."""
    game = _empire()
    assert [counted(game, 0, {"kind": kind}) for kind in ("action", "feature", "production")] == [2, 1, 1]


def test_a_colour_counts_every_location_that_shows_it():
    game = _empire()
    assert [counted(game, 0, {"colour": colour}) for colour in ("grey", "red", "brown", "blue")] == [3, 1, 1, 0]


def test_foundations_deals_and_cards_under_the_source():
    game = _empire()
    game.players[0].deals = [index(game, "a/x")] * 2
    source = Placed(index(game, "common/mill"), under=(index(game, "a/x"),) * 3)
    assert counted(game, 0, {"foundations": True}) == 1
    assert counted(game, 0, {"deals": True}) == 2
    assert counted(game, 0, {"under": True}, source) == 3
    assert counted(game, 0, {"under": True}) == 0

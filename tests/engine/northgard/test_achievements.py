"""Achievements: fame per so many of what they count, at the end of the game (effects.achievement_fame)."""

import pytest

from deckwright.engine.northgard.effects import achievement_fame
from tests.engine.northgard.helpers import card, land, make_game, units

RED, PURPLE = 0, 1


@pytest.fixture
def game():
    """Red controls 1 (closed, two tiles, a forge and a silo) and 2 (a silo), shares 3 with Purple."""
    game = make_game()
    ter = land(game, "1-2", "2-3", closed=(1,), tiles={1: 2})
    units(game, 1, RED, 3)
    units(game, 2, RED, 1)
    units(game, 3, RED, 1)
    units(game, 3, PURPLE, 1)
    ter[1].buildings = ["forge", "food_silo"]
    ter[2].buildings = ["food_silo"]
    game.players[RED].resources = {"food": 5, "wood": 2, "lore": 0}
    game.players[RED].deck = [card("a"), card("b")]
    game.players[RED].hand = [card("c"), card("d")]
    return game


@pytest.mark.parametrize(
    "score, fame",
    [
        ({"count": "units", "per": 2, "fame": 1}, 2),  # 5 units on the map
        ({"count": "territories", "per": 1, "fame": 2}, 4),  # 1 and 2: the shared one is not controlled
        ({"count": "closed_territories", "per": 1, "fame": 3}, 3),
        ({"count": "buildings", "per": 1, "fame": 1}, 3),
        ({"count": "buildings", "building": "food_silo", "per": 1, "fame": 2}, 4),
        ({"count": "resources", "per": 3, "fame": 1}, 2),  # 7 resources
        ({"count": "resources", "resource": "wood", "per": 1, "fame": 1}, 2),
        ({"count": "cards", "per": 1, "fame": 1}, 4),  # draw pile and hand
        ({"count": "tiles", "per": 1, "fame": 1}, 3),  # two tiles under 1, one under 2
    ],
    ids=lambda v: (
        "-".join([v["count"], *(v[k] for k in ("building", "resource") if k in v)]) if isinstance(v, dict) else ""
    ),
)
def test_each_count_of_an_achievement(game, score, fame):
    assert achievement_fame(game, RED, score) == fame

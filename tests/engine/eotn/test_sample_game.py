"""The ``sample_game`` hook (what the contract suite and the benchmarks play): the first N shipped
clans, in file order, on the shipped island set, with the seed it is given."""

from __future__ import annotations

import pytest

from deckwright.engine.eotn.hooks import sample_game


@pytest.mark.parametrize(
    "players,clans",
    [
        (2, ["dunmore", "skarde"]),
        (3, ["dunmore", "skarde", "tjarn"]),
        (4, ["dunmore", "skarde", "tjarn", "ukaliq"]),
    ],
)
def test_a_sample_game_seats_the_first_shipped_clans(players, clans):
    game = sample_game(7, players)
    assert [clan.id for clan in game.cat.clans] == clans
    assert len(game.players) == players
    assert (game.seed, game.cat.islands.id, len(game.cat.islands.islands)) == (7, "northern-reaches", 22)

"""The game object of Imperial Settlers (2014) (engine/is2014/game.py): the card statistics a
result reports, with exact counts, its winners and the seats it accepts."""

from __future__ import annotations

import pytest

from deckwright.engine.core import play
from deckwright.engine.is2014.game import STATS, Is2014Game
from deckwright.engine.is2014.greedy import GreedyBot
from deckwright.engine.is2014.hooks import new_game, shipped_factions
from deckwright.engine.is2014.state import Catalog, Variants
from tests.engine.is2014.helpers import card, choose, commons, faction, give, hand, run, table


def test_each_build_deal_and_raze_is_tallied_once_on_its_card():
    tower = card("tower", deal="raze", cost={"wood": 1})
    hut = card("hut", deal="food")
    game = table(
        [faction("a", [tower, hut]), faction("b", [card("x", deal="food")])],
        [card("mill", raze=["wood", "food"])],
    )
    hand(game, 0, "a/tower", "a/hut", "common/mill")
    give(game, 0, wood=1, food=1, raze=1)
    run(game, ("take_turn", 0))
    choose(game, ("build", "a/tower"))
    run(game, ("take_turn", 0))
    choose(game, ("deal", "a/hut"))
    run(game, ("take_turn", 0))
    choose(game, ("raze-hand", "common/mill"))
    none = dict.fromkeys(STATS, 0)
    assert game.result().cards == {
        "a/tower": {**none, "built": 1},
        "a/hut": {**none, "dealt": 1},
        "common/mill": {**none, "razed": 1},
    }


def test_an_unfinished_game_names_no_winner():
    game = table([faction("a", [card("x", deal="food")]), faction("b", [card("y", deal="food")])], [])
    game.players[0].vp = 3
    result = game.result()
    assert (result.finished, result.scores, result.winners) == (False, [3, 0], [])
    game.phase = "end"
    assert game.result().winners == [0]


def test_the_solo_game_needs_an_attack_deck_and_a_game_of_two_does_not():
    two = [faction("a", [card("x", deal="food")]), faction("b", [card("y", deal="food")])]
    deck = commons([card("mill", raze=["wood", "wood"])])
    with pytest.raises(ValueError, match="^the solo game needs an attack deck$"):
        Is2014Game(Catalog.build(two[:1], deck, None), 1, Variants())
    assert len(Is2014Game(Catalog.build(two, deck, None), 1, Variants()).players) == 2


@pytest.mark.parametrize("cap", [5, 6])
def test_a_round_past_its_decision_cap_stops_the_game_as_a_runaway(cap):
    """Variants.max_round_decisions: the decision after the cap ends the game, unfinished, saying so."""
    game = new_game(shipped_factions()[:2], 3, variants=Variants(max_round_decisions=cap))
    result = play(game, [GreedyBot(1), GreedyBot(2)])
    assert (result.finished, result.message) == (
        False,
        f"runaway: more than {cap} decisions in one round (round 1, seed 3)",
    )
    assert (game.decisions, game.round) == (cap + 1, 1)

"""The game object of Imperial Settlers (2014) (engine/is2014/game.py): the card statistics a
result reports, with exact counts."""

from __future__ import annotations

from tests.engine.is2014.helpers import card, choose, faction, give, hand, run, table


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
    assert game.result().cards == {
        "a/tower": {"drawn": 0, "built": 1, "dealt": 0, "razed": 0},
        "a/hut": {"drawn": 0, "built": 0, "dealt": 1, "razed": 0},
        "common/mill": {"drawn": 0, "built": 0, "dealt": 0, "razed": 1},
    }


def test_an_unfinished_game_names_no_winner():
    game = table([faction("a", [card("x", deal="food")]), faction("b", [card("y", deal="food")])], [])
    game.players[0].vp = 3
    result = game.result()
    assert (result.finished, result.scores, result.winners) == (False, [3, 0], [])
    game.phase = "end"
    assert game.result().winners == [0]

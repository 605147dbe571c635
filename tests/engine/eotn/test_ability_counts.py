"""What an Empires of the North report counts per card ability, with exact values on a
constructed game: a Feature that fires twice is offered and used twice."""

from __future__ import annotations

from deckwright.engine.eotn.goods import gain
from tests.engine.eotn.helpers import card, make_game, seat, to_first_turn

SPY = card(
    "spy",
    cost={"stone": 1},
    abilities=[
        {"feature": {"when": {"event": "gain", "good": "wood", "who": "opponent"}, "do": [{"gain": {"vp": 1}}]}}
    ],
)


def test_a_feature_that_fires_twice_is_offered_and_used_twice():
    game = make_game([[SPY], [SPY]])
    p = to_first_turn(game)
    q = 1 - p
    seat(game, q, empire=["spy"])
    for _ in range(2):
        gain(game, p, {"wood": 1})
        game.pending = None
        game.decision()
    counts = game.result().cards[f"clan-{q}/spy"]
    assert (counts["feature_offered"], counts["feature_used"]) == (2, 2)

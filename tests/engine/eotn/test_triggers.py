"""Which Features an event triggers (engine/eotn/triggers.py), with exact values
(docs/rules-notes.md#eotn-others-events)."""

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


def resolve(game) -> None:
    game.pending = None
    game.decision()


def test_a_feature_on_an_opponents_gain_of_a_good_answers_that_good_only():
    """'Each time an opponent gains [wood], gain 1 [vp]': once per gain, and not for stone."""
    game = make_game([[SPY], [SPY]])
    p = to_first_turn(game)
    q = 1 - p
    seat(game, q, empire=["spy"])
    game.players[q].vp = game.players[p].vp = 0
    gain(game, p, {"stone": 1})
    resolve(game)
    assert game.players[q].vp == 0
    gain(game, p, {"wood": 2})
    resolve(game)
    assert (game.players[q].vp, game.players[p].vp) == (1, 0)

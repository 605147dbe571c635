"""A Feature triggered by building a card of one kind ('each time you build a Field') fires on that
kind only: building a Location does not trigger it."""

from __future__ import annotations

from tests.engine.eotn.helpers import both, card, pick, retake_turn, seat, start

SURVEYOR = card(
    "surveyor",
    cost={"wood": 1},
    abilities=[{"feature": {"when": {"event": "build", "kind": "field"}, "do": [{"gain": {"vp": 1}}]}}],
)


def test_a_build_trigger_of_a_kind_ignores_a_location():
    game, p = start(both(SURVEYOR))
    player = seat(game, p, goods={"wood": 1}, hand=["hut"], empire=["surveyor"])
    retake_turn(game, p)
    pick(game, ("build", "hut"))
    assert game.cat.cards[player.empire[-1].card].card.id == "hut"
    assert player.vp == 0

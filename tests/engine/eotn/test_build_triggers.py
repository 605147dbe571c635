"""A Feature triggered by building a card of one kind ('each time you build a Field') fires on that
kind only: building a Location does not trigger it."""

from __future__ import annotations

import pytest

from tests.engine.eotn.helpers import both, pick, retake_turn, seat, start, watcher

SURVEYOR = watcher("surveyor", {"event": "build", "kind": "field"})


def test_a_build_trigger_of_a_kind_ignores_a_location():
    game, p = start(both(SURVEYOR))
    player = seat(game, p, goods={"wood": 1}, hand=["hut"], empire=["surveyor"])
    retake_turn(game, p)
    pick(game, ("build", "hut"))
    assert game.cat.cards[player.empire[-1].card].card.id == "hut"
    assert player.vp == 0


@pytest.mark.parametrize("kind,vp", [("card", [1, 2]), ("any_field", [0, 1])])
def test_a_build_trigger_of_kind_card_fires_for_a_location_and_a_field_one_of_any_field_for_the_field(kind, vp):
    """'Each time you build a card': kind 'card' is any kind; 'any_field' every Field
    (engine/eotn/catalog.py, _triggers; docs/rules-notes.md#eotn-kind-sets)."""
    patron = watcher("patron", {"event": "build", "kind": kind})
    game, p = start(both(patron))
    player = seat(game, p, goods={"wood": 1}, hand=["hut", "pasture"], empire=["patron"])
    retake_turn(game, p)
    pick(game, ("build", "hut"))
    assert player.vp == vp[0]
    retake_turn(game, p)
    pick(game, ("pawn", "HARVEST"))
    pick(game, ("field", "pasture"))  # a Field is built by its action's pawn
    assert [game.cat.cards[placed.card].card.id for placed in player.empire[-2:]] == ["hut", "pasture"]
    assert player.vp == vp[1]

"""One set per word of the effect language: a Location is every card in an Empire, a Field every
card HARVEST may pick (Basic Fields included), in every construct that names them
(docs/rules-notes.md#eotn-kind-sets)."""

from __future__ import annotations

import pytest

from deckwright.engine.eotn.actions import enter
from deckwright.engine.eotn.state import Placed, of_kind
from tests.engine.eotn.helpers import both, card, find, options, pick, retake_turn, seat, slot_of, start, watcher
from tests.engine.eotn.test_rule_edges import run


def kinds_in_empire(game, p: int, wanted: str) -> list[str]:
    cards = game.cat.cards
    return [cards[e.card].id for e in game.players[p].empire if of_kind(e, cards, wanted)]


@pytest.mark.parametrize(
    "wanted,expected",
    [
        ("location", ["woods", "quarry", "farm", "hut", "pasture", "sawpit", "near-0"]),
        ("card", ["woods", "quarry", "farm", "hut", "pasture", "sawpit", "near-0"]),
        ("field", ["woods", "quarry", "farm", "pasture"]),
        ("any_field", ["woods", "quarry", "farm", "pasture"]),
        ("basic_field", ["woods", "quarry", "farm"]),
        ("field_upgrade", ["sawpit"]),
        ("island", ["near-0"]),
    ],
)
def test_each_word_names_one_set_of_empire_cards(wanted, expected):
    game, p = start()
    player = seat(game, p, empire=["hut", "pasture"])
    sawpit, isle = find(game, p, "sawpit"), find(game, p, "near-0")
    player.empire += [Placed(sawpit, sawpit, host=slot_of(game, p, "woods")), Placed(isle, isle)]
    assert kinds_in_empire(game, p, wanted) == expected


def test_a_copy_of_a_field_and_an_upgrade_built_as_a_field_are_fields():
    game, p = start()
    player = seat(game, p)
    mirror, pasture, sawpit = (find(game, p, c) for c in ("hut", "pasture", "sawpit"))
    player.empire += [Placed(mirror, pasture), Placed(sawpit, sawpit)]
    assert kinds_in_empire(game, p, "field") == ["woods", "quarry", "farm", "hut", "sawpit"]


def test_for_each_field_counts_the_basic_fields():
    census = card(
        "census", cost={"wood": 1}, abilities=[{"action": {"do": [{"gain": {"vp": 1}, "per": {"kind": "field"}}]}}]
    )
    game, p = start(both(census))
    player = seat(game, p, empire=["census", "pasture"])
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, "census"), "census"))
    assert player.vp == 4  # three Basic Fields and the pasture


def test_copy_a_field_may_copy_a_basic_field():
    scarecrow = card("scarecrow", cost={"wood": 1}, abilities=[{"copy": {"kind": "field"}}])
    game, p = start(both(scarecrow))
    seat(game, p, goods={"wood": 1}, hand=["scarecrow"], empire=["hut"])
    retake_turn(game, p)
    pick(game, ("build", "scarecrow"))
    assert [o[1] for o in options(game)] == ["woods", "quarry", "farm"]


def test_unexhaust_a_location_may_pick_an_exhausted_conquered_island():
    game, p = start()
    player = seat(game, p, empire=["mill"])
    isle = find(game, p, "near-0")
    player.empire.append(Placed(isle, isle, exhausted=True))
    player.empire[slot_of(game, p, "mill")] = player.empire[slot_of(game, p, "mill")].turned(True)
    run(game, p, -1, [{"unexhaust": {"count": 1, "kind": "location"}}])
    assert game.decision().kind == "unexhaust"
    assert options(game) == ((slot_of(game, p, "mill"), "mill"), (slot_of(game, p, "near-0"), "near-0"))


def test_each_time_you_build_a_location_fires_for_a_field_as_without_a_kind():
    for when in ({"event": "build", "kind": "location"}, {"event": "build"}):
        patron = watcher("patron", when)
        game, p = start(both(patron))
        player = seat(game, p, hand=["pasture"], empire=["patron"])
        retake_turn(game, p)
        pick(game, ("pawn", "HARVEST"))
        pick(game, ("field", "pasture"))
        assert (when, player.vp) == (when, 1)


@pytest.mark.parametrize("host,vp", [(-1, 1), (0, 0)])
def test_each_time_you_build_a_field_fires_for_an_upgrade_built_as_a_field_not_for_one_attached(host, vp):
    surveyor = watcher("surveyor", {"event": "build", "kind": "field"})
    game, p = start(both(surveyor))
    player = seat(game, p, empire=["surveyor"])
    game.pending = None
    game.stack.append(("turn", p))
    enter(game, p, find(game, p, "sawpit"), host)  # slot 0: the woods
    assert (game.decision().kind, player.vp) == ("turn", vp)

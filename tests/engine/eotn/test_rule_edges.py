"""Edges of the effect language, the Expedition, Storage and the tie-break, stated with exact values
(issue 9, section 4): each test would catch a small, realistic bug that the golden replays cannot."""

from __future__ import annotations

import pytest

from deckwright.engine.eotn.catalog import GOOD, steps_of
from deckwright.engine.eotn.phases import cleanup
from deckwright.engine.eotn.scoring import winners
from deckwright.engine.eotn.state import Placed, Ship
from deckwright.engine.eotn.tasks import RunSteps
from tests.engine.eotn.helpers import both, card, goods, island, make_game, options, pick, seat, start


def assigned(game, p, slot, **held):
    """Put goods on an Empire card (by good name)."""
    empire = game.players[p].empire
    pool = [0] * 8
    for good, n in held.items():
        pool[GOOD[good]] = n
    empire[slot] = empire[slot]._replace(assigned=tuple(pool))


def run(game, p, slot, written):
    """Run written steps for seat p as an effect of the card in ``slot`` (then p takes a turn)."""
    game.pending = None
    game.stack.extend([("turn", p), RunSteps("run_steps", p, slot, steps_of(written), 0)])


# -- effect-language edges -------------------------------------------------------------------------


def test_retrieve_is_capped_by_the_spent_workers():
    # docs/rules-notes.md#eotn-release-discard-search-retrieve
    game, p = start()
    player = seat(game, p, workers=2)
    player.spent = 1
    run(game, p, -1, [{"retrieve": 3}])
    game.decision()
    assert (goods(game, p, "worker"), player.spent) == (3, 0)


def test_release_of_two_returns_exactly_two():
    # docs/rules-notes.md#eotn-release-discard-search-retrieve
    game, p = start()
    seat(game, p)
    assigned(game, p, 0, food=3)
    run(game, p, 0, [{"release": {"food": 2}}])
    game.decision()
    assert goods(game, p, "food") == 2 and game.players[p].empire[0].assigned[GOOD["food"]] == 1


@pytest.mark.parametrize("step", [{"release": {"food": 2}}, {"spend": {"wood": 2}}])
def test_release_and_spend_are_checked_before_they_run_and_the_rest_is_dropped(step):
    # docs/rules-notes.md#eotn-effect-asks-something-player-cannot
    game, p = start()
    seat(game, p, goods={"wood": 1})
    assigned(game, p, 0, food=1)
    run(game, p, 0, [{"gain": {"vp": 1}}, step, {"gain": {"vp": 5}}])
    game.decision()
    assert (game.players[p].vp, goods(game, p, "wood"), goods(game, p, "food")) == (1, 1, 0)
    assert game.players[p].empire[0].assigned[GOOD["food"]] == 1


def test_unexhaust_of_two_unexhausts_exactly_two():
    # docs/rules-notes.md#eotn-counts-each-x-your-empire
    game, p = start()
    player = seat(game, p, empire=["hut", "hall", "mill"])
    for slot in range(3, 6):
        player.empire[slot] = player.empire[slot]._replace(exhausted=True)
    run(game, p, -1, [{"unexhaust": {"count": 2}}])
    assert game.decision().kind == "unexhaust" and len(options(game)) == 3
    game.apply(0)
    assert game.decision().kind == "unexhaust" and len(options(game)) == 2
    game.apply(0)
    assert [e.exhausted for e in player.empire[3:]] == [False, False, True]


def test_unexhaust_of_a_type_offers_only_cards_of_that_type():
    boat = card("boathouse", ctype="boat", cost={"wood": 1})
    game, p = start(both(boat))
    player = seat(game, p, empire=["hut", "boathouse", "mill"])
    for slot in range(3, 6):
        player.empire[slot] = player.empire[slot]._replace(exhausted=True)
    run(game, p, -1, [{"unexhaust": {"count": 1, "type": "boat"}}])
    game.decision()
    assert [e.exhausted for e in player.empire[3:]] == [True, False, True]


@pytest.mark.parametrize(
    "per, vp",
    [
        ({"type": "boat"}, 2),
        ({"kind": "card"}, 8),
        ({"kind": "location"}, 8),
        # the pasture, the sawpit standing alone and the Basic Fields: docs/rules-notes.md#eotn-kind-sets
        ({"kind": "field"}, 5),
        ({"kind": "any_field"}, 5),
        ({"kind": "basic_field"}, 3),
        ({"kind": "field_upgrade"}, 1),
        ({"kind": "island"}, 1),
        ({"assigned": "fish"}, 3),
    ],
)
def test_per_counts_of_every_kind(per, vp):
    # docs/rules-notes.md#eotn-counts-each-x-your-empire
    boat = card("boathouse", ctype="boat", cost={"wood": 1})
    game, p = start(both(boat))
    player = seat(game, p, empire=["boathouse", "boathouse", "pasture", "sawpit"])
    isle = next(i for i, info in enumerate(game.cat.cards) if info.id == "near-0")
    player.empire.append(Placed(isle, isle))
    assigned(game, p, 3, fish=3)
    run(game, p, 3, [{"gain": {"vp": 1}, "per": per}])
    game.decision()
    assert player.vp == vp


def test_a_gain_is_multiplied_by_its_per_for_every_good_in_it():
    # docs/rules-notes.md#eotn-counts-each-x-your-empire
    boat = card("boathouse", ctype="boat", cost={"wood": 1})
    game, p = start(both(boat))
    player = seat(game, p, empire=["boathouse", "boathouse"])
    run(game, p, -1, [{"gain": {"vp": 2, "wood": 1}, "per": {"type": "boat"}}])
    game.decision()
    assert (player.vp, goods(game, p, "wood")) == (4, 2)


# -- Expedition and Storage ------------------------------------------------------------------------


def to_expedition(game, queue):
    """Everyone passes with ``queue`` on the Expedition board; stop at the first island decision."""
    game.queue[:] = queue
    while game.decision().kind == "turn":
        pick(game, ("pass",))
    return game.decision()


def test_ships_sail_in_queue_order():
    # docs/rules-notes.md#eotn-ship-expedition
    game, p = start()
    q = 1 - p
    decision = to_expedition(game, [Ship(q, False, 0, 0), Ship(p, False, 0, 0)])
    assert (decision.kind, decision.player) == ("island", q)
    game.apply(0)
    while game.decision().kind != "island":
        game.apply(0)
    assert game.decision().player == p


def test_a_distant_conquer_cost_with_fish_needs_the_fish_on_the_ship():
    # docs/rules-notes.md#eotn-ship-expedition
    fort = island("fort", "distant", conquer={"raze": 1, "fish": 2})
    game, p = start(islands=[fort])
    game.isl_face[1][:] = [i for i, info in enumerate(game.cat.cards) if info.id == "fort"]
    decision = to_expedition(game, [Ship(p, False, 1, 1)])
    pick(game, ("island", "fort"))
    assert game.decision() is None or game.decision().kind != "land"  # one fish short: pillaged
    assert len(game.players[p].empire) == 3
    game, p = start(islands=[fort])
    game.isl_face[1][:] = [i for i, info in enumerate(game.cat.cards) if info.id == "fort"]
    decision = to_expedition(game, [Ship(p, False, 2, 1)])
    assert decision.kind == "island"
    pick(game, ("island", "fort"))
    assert options(game) == (("pillage",), ("conquer",))


def test_advancing_a_ship_already_at_the_head_cannot_be_done_and_drops_the_rest():
    # docs/rules-notes.md#eotn-capitals-resolve: a step that cannot be done drops the rest of its effect
    game, p = start()
    q = 1 - p
    queue = [Ship(p, False, 0, 0), Ship(q, False, 0, 0)]
    game.queue[:] = queue
    run(game, p, -1, [{"advance_ship": 1}, {"gain": {"vp": 1}}])
    assert game.decision().kind == "turn"
    assert game.queue == queue and game.players[p].vp == 0


@pytest.mark.slow
@pytest.mark.parametrize("food, sheep, times", [(5, 2, 2), (5, 1, 1), (1, 3, 0), (6, 3, 3)])
def test_storage_with_two_needs_pays_as_often_as_the_scarcer_allows(food, sheep, times):
    # docs/rules-notes.md#eotn-storage-pay-any-combination-asked
    larder = card(
        "larder", cost={"wood": 1}, abilities=[{"storage": {"need": {"food": 2, "sheep": 1}, "gain": [{"vp": 1}]}}]
    )
    game = make_game(both(larder))
    game.decision()
    seat(game, 0, empire=["larder"])
    assigned(game, 0, 3, food=food, sheep=sheep)
    while game.decision().kind != "turn":
        game.apply(len(options(game)) - 1)
    assert game.players[0].vp == times


def test_face_up_islands_go_to_the_discard_pile_at_cleanup():
    # docs/rules-notes.md#eotn-ship-expedition
    game, _ = start()
    face_up = [row[:] for row in game.isl_face]
    cleanup(game)
    assert [game.isl_disc[d][-2:] for d in (0, 1)] == face_up
    assert all(len(row) == 2 and not set(row) & set(old) for row, old in zip(game.isl_face, face_up))


# -- the tie-break order: one test per adjacent pair of keys ---------------------------------------


def tied_game():
    game, _ = start()
    for p in (0, 1):
        seat(game, p, workers=2)
        game.players[p].hand = []
    return game


def test_score_beats_cards_in_the_empire():
    # docs/rules-notes.md#eotn-ties
    game = tied_game()
    game.players[1].empire.append(Placed(0, 0))
    assert winners(game, [19, 18]) == [0]


def test_cards_in_the_empire_beat_workers():
    # docs/rules-notes.md#eotn-ties
    game = tied_game()
    game.players[0].empire.append(Placed(0, 0))
    game.players[1].spent = 3
    assert winners(game, [18, 18]) == [0]


def test_workers_beat_cards_in_hand():
    # docs/rules-notes.md#eotn-ties-assigned-workers
    game = tied_game()
    empire = game.players[0].empire
    empire[0] = empire[0]._replace(assigned=(0, 0, 0, 0, 0, 0, 1, 0))
    game.players[1].hand = [0, 0]
    assert winners(game, [18, 18]) == [0]

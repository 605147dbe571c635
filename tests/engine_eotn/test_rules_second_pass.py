"""Rules the first engine played wrong (issue 9, section 1), one test each, with exact values."""

from __future__ import annotations

from eotn_helpers import card, make_game, options, pick, retake_turn, seat, slot_of, to_first_turn

from deckwright.engine.eotn.catalog import GOOD
from deckwright.engine.eotn.scoring import winners
from deckwright.engine.eotn.state import Placed, Ship


def goods(game, p, good):
    return game.players[p].goods[GOOD[good]]


def start(extras=(None, None), **kw):
    game = make_game(extras, **kw)
    return game, to_first_turn(game)


def both(*cards):
    return [list(cards), list(cards)]


WOOD_VP = card("tally-house", cost={"wood": 1}, abilities=[
    {"feature": {"when": {"event": "gain", "good": "wood"}, "do": [{"gain": {"vp": 1}}]}}])


# -- one gain, one trigger ------------------------------------------------------------------------


def test_harvest_of_a_field_with_two_upgrades_is_one_gain_of_wood():
    # docs/rules-notes.md#eotn-gain-once-per-gain
    game, p = start(both(WOOD_VP))
    player = seat(game, p, empire=["tally-house"])
    woods = slot_of(game, p, "woods")
    for _ in range(2):
        saw = next(c for c in game.players[p].deck if game.cat.cards[c].id == "sawpit")
        player.empire.append(Placed(saw, saw, host=woods))
    retake_turn(game, p)
    pick(game, ("pawn", "HARVEST"))
    pick(game, (woods, "woods"))
    assert (goods(game, p, "wood"), player.vp) == (3, 1)


def test_a_storage_payout_of_two_wood_is_one_gain():
    # docs/rules-notes.md#eotn-gain-once-per-gain
    larder = card("larder", cost={"wood": 1}, abilities=[{"storage": {"need": {"food": 2}, "gain": [{"wood": 1}]}}])
    game = make_game(both(larder, WOOD_VP))
    game.decision()
    player = seat(game, 0, empire=["larder", "tally-house"])
    player.empire[-2] = player.empire[-2]._replace(assigned=(0, 0, 4, 0, 0, 0, 0, 0))
    while game.decision().kind != "turn":
        game.apply(len(options(game)) - 1)
    assert (goods(game, 0, "wood"), player.vp) == (2, 1)


# -- costs and what may be offered ----------------------------------------------------------------


def test_a_boost_does_not_count_itself_towards_its_discard_cost():
    # docs/rules-notes.md#eotn-boost-not-itself
    purge = card("purge", "boost", action="POPULATE", abilities=[{"instant": [{"discard": 1}, {"gain": {"vp": 2}}]}])
    game, p = start(both(purge))
    seat(game, p, hand=["purge"])
    retake_turn(game, p)
    pick(game, ("pawn", "POPULATE"))
    assert game.decision().kind == "turn" and game.decision().player != p  # no boost offered
    assert [game.cat.cards[c].id for c in game.players[p].hand] == ["purge"] and game.players[p].vp == 0
    seat(game, p, hand=["purge", "hut"])
    game.players[p].pawns = [(-1, False), (-1, False)]
    retake_turn(game, p)
    pick(game, ("pawn", "POPULATE"))
    assert options(game) == (("none",), ("boost", "purge"))


def test_pillage_now_is_not_offered_without_a_ship_on_the_expedition_board():
    # docs/rules-notes.md#eotn-pillage-conquer-now-needs-ship
    raider = card("raider", cost={"wood": 1}, abilities=[{"action": {"cost": {"raze": 1},
                                                                    "do": [{"expedition_now": "either"}]}}])
    game, p = start(both(raider))
    seat(game, p, goods={"raze": 1}, empire=["raider"])
    game.queue[:] = [Ship(1 - p, False, 0, 1)]  # another player's ship does not do
    retake_turn(game, p)
    use = ("use", slot_of(game, p, "raider"), "raider")
    assert use not in options(game)
    game.queue.append(Ship(p, False, 0, 0))
    retake_turn(game, p)
    assert use in options(game)


def test_conquer_now_needs_a_ship_carrying_raze():
    # docs/rules-notes.md#eotn-pillage-conquer-now-needs-ship
    raider = card("raider", cost={"wood": 1}, abilities=[{"action": {"do": [{"expedition_now": "conquer"}]}}])
    game, p = start(both(raider))
    seat(game, p, empire=["raider"])
    game.queue[:] = [Ship(p, False, 1, 0)]
    retake_turn(game, p)
    use = ("use", slot_of(game, p, "raider"), "raider")
    assert use not in options(game)
    game.queue[:] = [Ship(p, False, 0, 1)]
    retake_turn(game, p)
    assert use in options(game)


# -- Features are optional -------------------------------------------------------------------------


def test_a_feature_with_a_spend_step_asks_and_may_be_skipped():
    # docs/rules-notes.md#eotn-features-optional
    shrine = card("shrine", cost={"food": 1}, abilities=[
        {"feature": {"when": {"event": "build"}, "do": [{"spend": {"wood": 1}}, {"gain": {"vp": 2}}]}}])
    game, p = start(both(shrine))
    seat(game, p, goods={"food": 1, "wood": 1}, hand=["shrine"])
    retake_turn(game, p)
    pick(game, ("build", "shrine"))
    assert game.decision().kind == "feature" and options(game) == (("do",), ("skip",))
    pick(game, ("skip",))
    assert (goods(game, p, "wood"), game.players[p].vp) == (1, 0)


def test_a_feature_that_only_gains_runs_without_asking():
    game, p = start(both(WOOD_VP))
    seat(game, p, empire=["tally-house"])
    retake_turn(game, p)
    pick(game, ("pawn", "HARVEST"))
    pick(game, (slot_of(game, p, "woods"), "woods"))
    assert game.decision().kind == "turn" and game.players[p].vp == 1


# -- tie-break -------------------------------------------------------------------------------------


def test_tie_break_counts_workers_assigned_to_cards():
    # docs/rules-notes.md#eotn-ties-assigned-workers
    game, _ = start()
    for p in (0, 1):
        seat(game, p, workers=2)
        game.players[p].hand = []
    game.players[1].spent = 1
    empire = game.players[0].empire
    empire[0] = empire[0]._replace(assigned=(0, 0, 0, 0, 0, 0, 2, 0))  # two workers on a card
    assert winners(game, [18, 18]) == [0]

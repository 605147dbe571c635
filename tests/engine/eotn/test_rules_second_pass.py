"""Rules the first engine played wrong (issue 9, section 1), one test each, with exact values."""

from __future__ import annotations

from pathlib import Path

from deckwright.engine.eotn import new_game
from deckwright.engine.eotn.scoring import winners
from deckwright.engine.eotn.state import Placed, Ship
from deckwright.findings import ERROR
from deckwright.model.eotn import clan_from_data, island_set_from_data
from deckwright.validator import validate_paths
from tests.engine.eotn.helpers import (
    both,
    card,
    clan_data,
    find,
    goods,
    islands_data,
    make_game,
    options,
    pick,
    retake_turn,
    seat,
    slot_of,
    start,
    to_first_turn,
)

WOOD_VP = card(
    "tally-house",
    cost={"wood": 1},
    abilities=[{"feature": {"when": {"event": "gain", "good": "wood"}, "do": [{"gain": {"vp": 1}}]}}],
)


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
    raider = card(
        "raider", cost={"wood": 1}, abilities=[{"action": {"cost": {"raze": 1}, "do": [{"expedition_now": "either"}]}}]
    )
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
    shrine = card(
        "shrine",
        cost={"food": 1},
        abilities=[{"feature": {"when": {"event": "build"}, "do": [{"spend": {"wood": 1}}, {"gain": {"vp": 2}}]}}],
    )
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


# -- an effect resolved in order -------------------------------------------------------------------


def test_goods_gained_by_an_earlier_step_pay_a_later_step():
    # docs/rules-notes.md#eotn-effect-in-order
    kiln = card(
        "kiln",
        cost={"wood": 1},
        abilities=[{"action": {"do": [{"gain": {"stone": 1}}, {"spend": {"stone": 1}}, {"gain": {"vp": 2}}]}}],
    )
    game, p = start(both(kiln))
    seat(game, p, empire=["kiln"])
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, "kiln"), "kiln"))
    assert (goods(game, p, "stone"), game.players[p].vp) == (0, 2)


def test_draw_two_then_discard_one_works_from_an_empty_hand():
    # docs/rules-notes.md#eotn-effect-in-order
    study = card("study", cost={"wood": 1}, abilities=[{"action": {"do": [{"draw": 2}, {"discard": 1}]}}])
    game, p = start(both(study))
    seat(game, p, empire=["study"], deck=["hut", "hall"])
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, "study"), "study"))
    assert game.decision().kind == "discard" and set(options(game)) == {"hut", "hall"}
    pick(game, "hall")
    assert [game.cat.cards[c].id for c in game.players[p].hand] == ["hut"]


def test_a_step_that_cannot_be_paid_even_after_earlier_gains_is_not_offered():
    kiln = card(
        "kiln",
        cost={"wood": 1},
        abilities=[{"action": {"do": [{"gain": {"stone": 1}}, {"spend": {"stone": 2}}, {"gain": {"vp": 2}}]}}],
    )
    game, p = start(both(kiln))
    seat(game, p, empire=["kiln"])
    retake_turn(game, p)
    assert ("use", slot_of(game, p, "kiln"), "kiln") not in options(game)


# -- gaining a card --------------------------------------------------------------------------------


CARD_VP = card(
    "scriptorium",
    cost={"wood": 1},
    abilities=[{"feature": {"when": {"event": "gain", "good": "card"}, "do": [{"gain": {"vp": 1}}]}}],
)


def test_explore_is_a_gain_of_a_card():
    # docs/rules-notes.md#eotn-gain-a-card
    game, p = start(both(CARD_VP))
    seat(game, p, empire=["scriptorium"], deck=["hut"])
    retake_turn(game, p)
    pick(game, ("pawn", "EXPLORE"))
    assert game.players[p].vp == 1 and len(game.players[p].hand) == 1


def test_a_draw_step_of_two_is_one_gain_of_a_card():
    # docs/rules-notes.md#eotn-gain-a-card
    study = card("study", cost={"wood": 1}, abilities=[{"action": {"do": [{"draw": 2}]}}])
    game, p = start(both(study, CARD_VP))
    seat(game, p, empire=["study", "scriptorium"], deck=["hut", "hall"])
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, "study"), "study"))
    assert game.players[p].vp == 1 and len(game.players[p].hand) == 2


def test_a_draw_from_empty_piles_gains_nothing():
    # docs/rules-notes.md#eotn-gain-a-card
    study = card("study", cost={"wood": 1}, abilities=[{"action": {"do": [{"draw": 2}]}}])
    game, p = start(both(study, CARD_VP))
    seat(game, p, empire=["study", "scriptorium"], deck=[])
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, "study"), "study"))
    assert game.players[p].vp == 0


def test_cards_kept_in_one_lookout_are_one_gain_of_a_card():
    # docs/rules-notes.md#eotn-gain-a-card
    game = make_game(both(CARD_VP))
    game.decision()
    for p in (0, 1):
        seat(game, p, empire=["scriptorium"], deck=["hut", "hall", "mill", "market"])
    while game.decision().kind != "lookout-keep":
        game.apply(0)
    p = game.decision().player
    pick(game, ("keep", "hall"))
    pick(game, ("keep", "mill"))
    assert game.players[p].vp == 0  # not yet: the Lookout is one gain, when it ends
    pick(game, ("discard-rest",))
    assert game.players[p].vp == 1


# -- SAIL with a ship from a Boost -----------------------------------------------------------------


SHIPWRIGHT = card("shipwright", "boost", action="SAIL", abilities=[{"instant": [{"gain": {"common_ship": 1}}]}])


def test_a_pawn_may_go_to_sail_without_a_ship_when_a_boost_in_hand_gives_one():
    # docs/rules-notes.md#eotn-sail-boost-ship
    game, p = start(both(SHIPWRIGHT))
    player = seat(game, p, hand=["rally"])
    player.ships = 0
    retake_turn(game, p)
    assert ("pawn", "SAIL") not in options(game)  # a Boost that gives no ship does not do
    seat(game, p, hand=["shipwright"])
    retake_turn(game, p)
    pick(game, ("pawn", "SAIL"))  # the Boost is the only way to resolve SAIL: played without asking
    assert player.hand == [] and game.queue == [Ship(p, True, 0, 0)] and (player.ships, player.common) == (0, 0)


# -- Copy keeps its own abilities -------------------------------------------------------------------


LANTERN = card(
    "lantern",
    cost={"wood": 1},
    abilities=[
        {"copy": {}},
        {"building_bonus": [{"gain": {"vp": 1}}]},
        {"feature": {"when": {"event": "harvest"}, "do": [{"gain": {"sheep": 1}}]}},
    ],
)


def test_copy_keeps_its_own_building_bonus_and_features_beside_the_copied_ones():
    # docs/rules-notes.md#eotn-copy-keeps-own
    game, p = start(both(LANTERN))
    player = seat(game, p, goods={"wood": 1}, hand=["lantern"], empire=["hall"])
    retake_turn(game, p)
    pick(game, ("build", "lantern"))
    if game.decision().kind == "copy":
        pick(game, (slot_of(game, p, "hall"), "hall"))
    assert player.vp == 1 + 2  # its own bonus and the hall's
    retake_turn(game, p)
    pick(game, ("pawn", "HARVEST"))
    pick(game, (slot_of(game, p, "woods"), "woods"))
    assert (goods(game, p, "wood"), goods(game, p, "sheep")) == (1, 1)


def test_copy_of_a_card_that_copied_nothing_is_refused():
    # docs/rules-notes.md#eotn-copy-copied
    game, p = start(both(LANTERN))
    player = seat(game, p, goods={"wood": 1}, hand=["lantern"], empire=["lantern"])
    retake_turn(game, p)
    pick(game, ("build", "lantern"))
    first = slot_of(game, p, "lantern")
    assert (first, "lantern") not in options(game)
    assert {o[1] for o in options(game)} == {"woods", "quarry", "farm"}
    pick(game, (slot_of(game, p, "farm"), "farm"))
    assert player.empire[-1].acts_as == player.empire[slot_of(game, p, "farm")].card
    assert goods(game, p, "food") == 2 and player.vp == 1  # the farm's goods, its own bonus


# -- "for each Location" ---------------------------------------------------------------------------


def test_for_each_location_counts_every_card_in_the_empire():
    # docs/rules-notes.md#eotn-each-location
    census = card(
        "census", cost={"wood": 1}, abilities=[{"action": {"do": [{"gain": {"vp": 1}, "per": {"kind": "location"}}]}}]
    )
    game, p = start(both(census))
    player = seat(game, p, empire=["census", "pasture"])
    isle = find(game, p, "near-0")
    player.empire.append(Placed(isle, isle))  # a conquered island
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, "census"), "census"))
    assert player.vp == 3 + 1 + 1 + 1  # basic fields, the census, the field, the island


# -- a Location among the Basic Fields -------------------------------------------------------------


LONGHALL = card("longhall", cost={"wood": 2}, abilities=[{"action": {"do": [{"gain": {"vp": 1}}]}}])


def test_a_starting_location_is_in_the_empire_from_setup_and_its_action_works():
    # docs/rules-notes.md#eotn-starting-location
    data = clan_data("hall-clan")
    data["basic_fields"] = data["basic_fields"][:2] + [LONGHALL]
    clans = [clan_from_data(data), clan_from_data(clan_data("plain"))]
    game = new_game(clans, 1, island_set_from_data(islands_data()))
    game.decision()
    player = game.players[0]
    assert [game.cat.cards[e.card].id for e in player.empire] == ["woods", "quarry", "longhall"]
    assert (goods(game, 0, "wood"), goods(game, 0, "stone"), goods(game, 0, "food"), player.vp) == (1, 1, 0, 0)
    if to_first_turn(game) != 0:
        pick(game, ("pass",))
    pick(game, ("use", 2, "longhall"))
    assert player.vp == 1 and player.empire[2].exhausted


def errors_with_third_starting_card(tmp_path, written: str) -> list[str]:
    """The error codes of the validator's fixture clan with its third basic field replaced."""
    pasture = "{id: pasture, name: {en: Pasture}, kind: basic_field, type: hall, goods: {food: 1}}"
    text = (Path(__file__).parents[2] / "validator" / "fixtures" / "valid-clan.yaml").read_text("utf-8")
    assert pasture in text
    path = tmp_path / "clan.yaml"
    path.write_text(text.replace(pasture, written), "utf-8")
    return [f.code for f in validate_paths([path]).findings if f.severity == ERROR]


def test_the_validator_accepts_a_location_among_the_basic_fields(tmp_path):
    # docs/rules-notes.md#eotn-starting-location
    moot = "{id: moot, name: {en: Moot}, kind: location, type: hall, abilities: [{action: {do: [{gain: {vp: 1}}]}}]}"
    assert errors_with_third_starting_card(tmp_path, moot) == []


def test_the_validator_refuses_a_boost_among_the_basic_fields(tmp_path):
    horn = "{id: horn, name: {en: Horn}, kind: boost, type: hall, action: SAIL, abilities: [{instant: [{draw: 1}]}]}"
    assert errors_with_third_starting_card(tmp_path, horn) == ["E-BASIC-FIELDS"]

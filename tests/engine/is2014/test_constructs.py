"""The constructs the book names without a general rule: cards placed under a Location, a
Location's end-game VP, Deals with enemy Locations and a Common card that cannot be razed (each
with its rules note), with exact values."""

from __future__ import annotations

from deckwright.engine.is2014.effects import NO_CREDIT
from deckwright.engine.is2014.ops import OPS
from deckwright.engine.is2014.scoring import final_scores
from deckwright.engine.is2014.tasks import PlaceStep, RazeStep
from tests.engine.is2014.helpers import (
    card,
    choose,
    empire,
    faction,
    give,
    goods,
    hand,
    index,
    keys,
    offered,
    options,
    run,
    table,
)

COMMONS = [card("hut", raze=["wood", "wood"]), card("shed", raze=["stone", "wood"])]
# docs/rules-notes.md#is2014-cards-under: the book's Gate, a Feature that takes cards under it
GATE = card(
    "gate",
    kind="feature",
    colours=["grey"],
    deal="gold",
    feature={"when": {"event": "deal"}, "do": [{"place_under": 1}]},
    end={"vp": 1, "per": {"under": True}},
)


def _idle(game):
    """Drop what the game would do next, so that a test runs one task on the state it set."""
    game.stack.clear()
    game.pending = None


def _gate_game():
    deck = [GATE, card("rice", deal="food"), card("silk", deal="gold")]
    game = table([faction("a", deck), faction("b", [card("f", deal="food")])], COMMONS)
    empire(game, 0, "a/gate")
    hand(game, 0, "a/rice", "common/hut", "a/silk")
    give(game, 0, food=1)
    run(game, ("take_turn", 0))
    choose(game, ("deal", "a/rice"))
    return game


def test_a_card_placed_under_the_gate_leaves_the_hand_and_scores_at_the_end():
    game = _gate_game()
    assert options(game) == ("common/hut", "a/silk", "stop")
    choose(game, "common/hut")
    assert keys(game, game.players[0].empire[0].under) == ["common/hut"]
    assert keys(game, game.players[0].hand) == ["a/silk"]
    # the Gate's 2 VP as a Faction Location plus 1 VP for the card under it
    assert final_scores(game) == [3, 0]


def test_placing_under_is_optional():
    game = _gate_game()
    choose(game, "stop")
    assert game.players[0].empire[0].under == ()
    assert keys(game, game.players[0].hand) == ["common/hut", "a/silk"]
    assert final_scores(game) == [2, 0]


def test_cards_under_a_location_stay_through_the_cleanup():
    game = _gate_game()
    choose(game, "a/silk")
    _idle(game)
    give(game, 0, wood=2, food=1)
    run(game, ("cleanup", -1))
    assert keys(game, game.players[0].empire[0].under) == ["a/silk"]
    assert goods(game, 0) == {}


def test_place_under_two_asks_card_by_card_and_may_stop_after_one():
    vault = card(
        "vault",
        kind="action",
        deal="vp",
        action={"cost": {"worker": 1}, "do": [{"place_under": 2}]},
        end={"vp": 2, "per": {"under": True}},
    )
    game = table([faction("a", [vault]), faction("b", [card("f", deal="food")])], COMMONS)
    empire(game, 0, "a/vault")
    hand(game, 0, "common/hut", "common/shed")
    give(game, 0, worker=1)
    run(game, ("take_turn", 0))
    choose(game, ("activate", 0, "a/vault"))
    choose(game, "common/shed")
    assert options(game) == ("common/hut", "stop")
    choose(game, "stop")
    assert keys(game, game.players[0].empire[0].under) == ["common/shed"]
    assert final_scores(game) == [2 + 2 * 1, 0]


def test_the_cards_under_a_location_discarded_for_a_build_go_to_their_discard_piles():
    tower = card("tower", deal="raze", cost={"location": 1})
    game = table(
        [faction("a", [GATE, tower, card("rice", deal="food")]), faction("b", [card("f", deal="food")])], COMMONS
    )
    empire(game, 0, "a/gate")
    game.players[0].empire[0] = (
        game.players[0].empire[0]._replace(under=(index(game, "common/hut"), index(game, "a/rice")))
    )
    hand(game, 0, "a/tower")
    run(game, ("take_turn", 0))
    choose(game, ("build", "a/tower"))
    assert keys(game, game.common_discard) == ["common/hut"]
    assert keys(game, game.players[0].discard) == ["a/gate", "a/rice"]
    assert final_scores(game) == [2, 0]


def test_end_vp_counts_only_while_the_location_stands():
    """docs/rules-notes.md#is2014-end-vp"""
    shrine = card("shrine", kind="feature", colours=["grey"], deal="vp", feature={"store": {"goods": ["food"]}})
    shrine["end"] = {"vp": 1, "per": {"colour": "grey"}}
    statue = card("statue", raze=["vp", "vp"], end={"vp": 3})
    game = table([faction("a", [shrine]), faction("b", [card("f", deal="food")])], [statue, *COMMONS])
    empire(game, 0, "a/shrine", "common/statue")
    game.players[0].empire.append(game.players[0].empire[1]._replace(card=index(game, "common/shed")))
    give(game, 0, vp=4)
    # 4 VP; the Shrine 2 + 1 (it counts itself, the only grey Location); the statue 1 + 3; the shed 1
    assert final_scores(game) == [4 + 3 + 4 + 1, 0]
    game.players[0].empire[1] = game.players[0].empire[1]._replace(foundation=True)
    assert final_scores(game) == [4 + 3 + 1, 0]


# -- Deals with enemy Locations (docs/rules-notes.md#is2014-enemy-deals) -----------------------
def _envoy_game():
    envoy = card(
        "envoy", kind="action", colours=["blue"], deal="card", action={"cost": {"food": 1}, "do": [{"enemy_deal": 1}]}
    )
    pavilion = card(
        "pavilion", kind="feature", deal="vp", feature={"when": {"event": "deal"}, "do": [{"gain": {"vp": 1}}]}
    )
    mine = card("mine", deal="gold", raze=["gold", "stone"])
    farm = card("farm", deal="food", raze=["food", "food"])
    game = table([faction("a", [envoy, pavilion]), faction("b", [mine, farm])], COMMONS)
    empire(game, 0, "a/envoy", "a/pavilion")
    empire(game, 1, "common/hut", "b/mine", "b/farm")
    give(game, 0, food=1)
    give(game, 1, worker=2)  # seat 1 has a turn to take (with nothing to do it would pass at once)
    return game


def _enemy_deal_options(game, seat):
    return OPS.ask["enemy_deal"][0](game, ("enemy_deal", seat))


def test_an_enemy_deal_gives_the_enemy_location_deal_field_and_runs_deal_features():
    game = _envoy_game()
    assert _enemy_deal_options(game, 0) == ((1, 1, "b/mine"), (1, 2, "b/farm"))
    run(game, ("take_turn", 0))
    choose(game, ("activate", 0, "a/envoy"))
    choose(game, (1, 1, "b/mine"))
    assert goods(game, 0) == {"gold": 1, "vp": 1}
    assert keys(game, game.players[0].deals) == ["b/mine"]
    assert keys(game, [p.card for p in game.players[1].empire]) == ["common/hut", "b/mine", "b/farm"]
    assert game.players[1].empire[1].dealers == (0,)
    assert _enemy_deal_options(game, 0) == ((1, 2, "b/farm"),)
    assert final_scores(game) == [1 + 2 + 2, 1 + 2 + 2]


def test_an_enemy_deal_produces_each_round_and_stays_when_the_location_is_razed():
    game = _envoy_game()
    run(game, ("take_turn", 0))
    choose(game, ("activate", 0, "a/envoy"))
    choose(game, (1, 1, "b/mine"))
    _idle(game)
    give(game, 0, gold=0, vp=0, raze=2)
    run(game, ("take_turn", 0))
    choose(game, ("raze", 1, 1, "b/mine"))
    assert keys(game, game.players[1].discard) == ["b/mine"]
    _idle(game)
    give(game, 0, gold=0, stone=0)
    run(game, ("produce", 0))
    assert goods(game, 0) == {"worker": 1, "gold": 1}


def test_no_enemy_deal_with_a_seat_that_passed_or_with_common_locations():
    game = _envoy_game()
    game.players[1].passed = True
    assert _enemy_deal_options(game, 0) == ()
    game.players[1].passed = False
    empire(game, 1, "common/hut", "common/shed")
    assert _enemy_deal_options(game, 0) == ()


# -- A Common card that cannot be razed (docs/rules-notes.md#is2014-unrazeable) ----------------
RUINS = card("ruins", colours=[], raze=False, produce=[{"gain": {"worker": 1}}])


def test_ruins_are_razed_neither_from_hand_nor_in_an_enemy_empire():
    game = table([faction("a", [card("x", deal="food")]), faction("b", [card("y", deal="food")])], [RUINS, *COMMONS])
    hand(game, 0, "common/ruins", "common/hut")
    empire(game, 1, "common/ruins", "common/shed")
    give(game, 0, raze=2)
    turn = offered(game, 0)
    assert [o for o in turn if o[0] in ("raze-hand", "raze")] == [
        ("raze-hand", "common/hut"),
        ("raze", 1, 1, "common/shed"),
    ]
    assert OPS.ask["raze_step"][0](game, RazeStep("raze_step", 0, True)) == ((1, 1, "common/shed"),)


def test_the_virtual_player_never_attacks_the_ruins():
    solo = table([faction("a", [card("x", deal="food")])], [RUINS, *COMMONS], targets=("wood", "wood"))
    empire(solo, 0, "common/ruins", "common/hut")
    solo.targets, solo.attack_deck = ["wood"], ["wood", "wood"]
    run(solo, ("attack", -1))
    assert keys(solo, solo.collection) == ["common/hut"]
    run(solo, ("attack", -1))
    assert keys(solo, [p.card for p in solo.players[0].empire]) == ["common/ruins"]
    assert keys(solo, solo.collection) == ["common/hut"]


def test_cards_go_under_the_location_where_it_stands_now_and_nowhere_when_it_left():
    game = table([faction("a", [GATE, card("rice", deal="food")]), faction("b", [card("f", deal="food")])], COMMONS)
    empire(game, 0, "common/hut", "a/gate")
    hand(game, 0, "common/shed", "a/rice")
    source = (0, 1, index(game, "a/gate"))
    game.players[0].empire.pop(0)  # the Gate moved from slot 1 to slot 0
    run(game, PlaceStep("place_under", 0, source, 1, NO_CREDIT))
    choose(game, "common/shed")
    assert keys(game, game.players[0].empire[0].under) == ["common/shed"]
    game.players[0].empire.clear()  # the Gate left the Empire
    run(game, PlaceStep("place_under", 0, source, 1, NO_CREDIT))
    assert options(game) == ()
    assert keys(game, game.players[0].hand) == ["a/rice"]


# -- Resources kept on a Location (docs/rules-notes.md#is2014-resources-on) --------------------
# the book's Shrine: a Feature whose Resources stay on it to the end and score there
SHRINE = card(
    "shrine",
    kind="feature",
    colours=["grey"],
    deal="vp",
    feature={"when": {"event": "build"}, "do": [{"place_on": 1}]},
    end={"vp": 1, "per": {"resources_on": True}},
)


def _shrine_game(*extra):
    deck = [SHRINE, card("tower", deal="raze", cost={"location": 1}), *extra]
    game = table([faction("a", deck), faction("b", [card("f", deal="food")])], COMMONS)
    empire(game, 0, "a/shrine")
    hand(game, 0, "common/hut", "common/shed")
    return game


def test_a_resource_placed_on_the_shrine_leaves_the_supply_and_scores_at_the_end():
    game = _shrine_game()
    give(game, 0, wood=1, stone=2, gold=1, worker=3)
    run(game, ("take_turn", 0))
    choose(game, ("build", "common/hut"))
    assert options(game) == ("wood", "stone", "gold", "stop")  # Resources, gold instead of one; no Workers
    choose(game, "stone")
    assert game.players[0].empire[0].resources == 1
    assert goods(game, 0) == {"wood": 1, "stone": 1, "gold": 1, "worker": 3}
    # the Shrine's 2 VP as a Faction Location plus 1 VP for the Resource on it; the hut's 1 VP
    assert final_scores(game) == [2 + 1 + 1, 0]


def test_resources_on_the_shrine_stay_through_the_cleanup_and_break_no_tie():
    game = _shrine_game()
    game.players[0].empire[0] = game.players[0].empire[0]._replace(resources=2)
    give(game, 0, food=3, worker=1)
    run(game, ("cleanup", -1))
    assert game.players[0].empire[0].resources == 2 and goods(game, 0) == {}
    assert final_scores(game) == [2 + 2, 0]
    empire(game, 1, "b/f")
    give(game, 1, vp=2)
    hand(game, 0)
    game.phase = "end"
    assert game.result().winners == [0, 1]  # 4 VP each; the Resources on the Shrine are no one's supply


def test_place_on_two_asks_one_at_a_time_and_nothing_without_a_resource():
    altar = card(
        "altar",
        kind="action",
        deal="vp",
        action={"cost": {"worker": 1}, "do": [{"place_on": 2}]},
        end={"vp": 2, "per": {"resources_on": True}},
    )
    game = _shrine_game(altar)
    empire(game, 0, "a/altar")
    give(game, 0, worker=2, food=1, wood=1)
    run(game, ("take_turn", 0))
    choose(game, ("activate", 0, "a/altar"))
    choose(game, "food")
    assert options(game) == ("wood", "stop")
    choose(game, "wood")
    assert game.players[0].empire[0].resources == 2 and goods(game, 0) == {"worker": 1}
    assert final_scores(game) == [2 + 2 * 2, 0]
    _idle(game)
    game.players[0].empire[0] = game.players[0].empire[0]._replace(used=0)
    run(game, ("take_turn", 0))
    choose(game, ("activate", 0, "a/altar"))  # no Resource left: 'stop' is the only answer, not asked
    assert game.players[0].empire[0].resources == 2 and game.decision().kind == "turn"


def test_the_resources_go_back_to_the_supply_when_the_shrine_leaves_the_empire():
    game = _shrine_game()
    game.players[0].empire[0] = game.players[0].empire[0]._replace(resources=3)
    hand(game, 0, "a/tower")
    run(game, ("take_turn", 0))
    choose(game, ("build", "a/tower"))
    assert keys(game, [p.card for p in game.players[0].empire]) == ["a/tower"]
    assert goods(game, 0) == {} and final_scores(game) == [2, 0]

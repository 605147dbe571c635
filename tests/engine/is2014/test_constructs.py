"""The constructs the book names without a general rule: cards placed under a Location, a
Location's end-game VP, Deals with enemy Locations and a Common card that cannot be razed (each
with its rules note), with exact values."""

from __future__ import annotations

from deckwright.engine.is2014.effects import NO_CREDIT
from deckwright.engine.is2014.ops import OPS
from deckwright.engine.is2014.scoring import final_scores
from deckwright.engine.is2014.tasks import PlaceStep, RazeStep
from tests.engine.is2014 import helpers as h

COMMONS = [h.card("hut", raze=["wood", "wood"]), h.card("shed", raze=["stone", "wood"])]
# docs/rules-notes.md#is2014-cards-under: the book's Gate, a Feature that takes cards under it
GATE = h.card(
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
    deck = [GATE, h.card("rice", deal="food"), h.card("silk", deal="gold")]
    game = h.table([h.faction("a", deck), h.faction("b", [h.card("f", deal="food")])], COMMONS)
    h.empire(game, 0, "a/gate")
    h.hand(game, 0, "a/rice", "common/hut", "a/silk")
    h.give(game, 0, food=1)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("deal", "a/rice"))
    return game


def test_a_card_placed_under_the_gate_leaves_the_hand_and_scores_at_the_end():
    game = _gate_game()
    assert h.options(game) == ("common/hut", "a/silk", "stop")
    h.choose(game, "common/hut")
    assert h.keys(game, game.players[0].empire[0].under) == ["common/hut"]
    assert h.keys(game, game.players[0].hand) == ["a/silk"]
    # the Gate's 2 VP as a Faction Location plus 1 VP for the card under it
    assert final_scores(game) == [3, 0]


def test_placing_under_is_optional():
    game = _gate_game()
    h.choose(game, "stop")
    assert game.players[0].empire[0].under == ()
    assert h.keys(game, game.players[0].hand) == ["common/hut", "a/silk"]
    assert final_scores(game) == [2, 0]


def test_cards_under_a_location_stay_through_the_cleanup():
    game = _gate_game()
    h.choose(game, "a/silk")
    _idle(game)
    h.give(game, 0, wood=2, food=1)
    h.run(game, ("cleanup", -1))
    assert h.keys(game, game.players[0].empire[0].under) == ["a/silk"]
    assert h.goods(game, 0) == {}


def test_place_under_two_asks_card_by_card_and_may_stop_after_one():
    vault = h.card(
        "vault",
        kind="action",
        deal="vp",
        action={"cost": {"worker": 1}, "do": [{"place_under": 2}]},
        end={"vp": 2, "per": {"under": True}},
    )
    game = h.table([h.faction("a", [vault]), h.faction("b", [h.card("f", deal="food")])], COMMONS)
    h.empire(game, 0, "a/vault")
    h.hand(game, 0, "common/hut", "common/shed")
    h.give(game, 0, worker=1)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("activate", 0, "a/vault"))
    h.choose(game, "common/shed")
    assert h.options(game) == ("common/hut", "stop")
    h.choose(game, "stop")
    assert h.keys(game, game.players[0].empire[0].under) == ["common/shed"]
    assert final_scores(game) == [2 + 2 * 1, 0]


def test_the_cards_under_a_location_discarded_for_a_build_go_to_their_discard_piles():
    tower = h.card("tower", deal="raze", cost={"location": 1})
    game = h.table(
        [h.faction("a", [GATE, tower, h.card("rice", deal="food")]), h.faction("b", [h.card("f", deal="food")])],
        COMMONS,
    )
    h.empire(game, 0, "a/gate")
    game.players[0].empire[0] = (
        game.players[0].empire[0]._replace(under=(h.index(game, "common/hut"), h.index(game, "a/rice")))
    )
    h.hand(game, 0, "a/tower")
    h.run(game, ("take_turn", 0))
    h.choose(game, ("build", "a/tower"))
    assert h.keys(game, game.common_discard) == ["common/hut"]
    assert h.keys(game, game.players[0].discard) == ["a/gate", "a/rice"]
    assert final_scores(game) == [2, 0]


def test_end_vp_counts_only_while_the_location_stands():
    """docs/rules-notes.md#is2014-end-vp"""
    shrine = h.card("shrine", kind="feature", colours=["grey"], deal="vp", feature={"store": {"goods": ["food"]}})
    shrine["end"] = {"vp": 1, "per": {"colour": "grey"}}
    statue = h.card("statue", raze=["vp", "vp"], end={"vp": 3})
    game = h.table([h.faction("a", [shrine]), h.faction("b", [h.card("f", deal="food")])], [statue, *COMMONS])
    h.empire(game, 0, "a/shrine", "common/statue")
    game.players[0].empire.append(game.players[0].empire[1]._replace(card=h.index(game, "common/shed")))
    h.give(game, 0, vp=4)
    # 4 VP; the Shrine 2 + 1 (it counts itself, the only grey Location); the statue 1 + 3; the shed 1
    assert final_scores(game) == [4 + 3 + 4 + 1, 0]
    game.players[0].empire[1] = game.players[0].empire[1]._replace(foundation=True)
    assert final_scores(game) == [4 + 3 + 1, 0]


# -- Deals with enemy Locations (docs/rules-notes.md#is2014-enemy-deals) -----------------------
def _envoy_game():
    envoy = h.card(
        "envoy", kind="action", colours=["blue"], deal="card", action={"cost": {"food": 1}, "do": [{"enemy_deal": 1}]}
    )
    pavilion = h.card(
        "pavilion", kind="feature", deal="vp", feature={"when": {"event": "deal"}, "do": [{"gain": {"vp": 1}}]}
    )
    mine = h.card("mine", deal="gold", raze=["gold", "stone"])
    farm = h.card("farm", deal="food", raze=["food", "food"])
    game = h.table([h.faction("a", [envoy, pavilion]), h.faction("b", [mine, farm])], COMMONS)
    h.empire(game, 0, "a/envoy", "a/pavilion")
    h.empire(game, 1, "common/hut", "b/mine", "b/farm")
    h.give(game, 0, food=1)
    h.give(game, 1, worker=2)  # seat 1 has a turn to take (with nothing to do it would pass at once)
    return game


def _enemy_deal_options(game, seat):
    return OPS.ask["enemy_deal"][0](game, ("enemy_deal", seat))


def test_an_enemy_deal_gives_the_enemy_location_deal_field_and_runs_deal_features():
    game = _envoy_game()
    assert _enemy_deal_options(game, 0) == ((1, 1, "b/mine"), (1, 2, "b/farm"))
    h.run(game, ("take_turn", 0))
    h.choose(game, ("activate", 0, "a/envoy"))
    h.choose(game, (1, 1, "b/mine"))
    assert h.goods(game, 0) == {"gold": 1, "vp": 1}
    assert h.keys(game, game.players[0].deals) == ["b/mine"]
    assert h.keys(game, [p.card for p in game.players[1].empire]) == ["common/hut", "b/mine", "b/farm"]
    assert game.players[1].empire[1].dealers == (0,)
    assert _enemy_deal_options(game, 0) == ((1, 2, "b/farm"),)
    assert final_scores(game) == [1 + 2 + 2, 1 + 2 + 2]


def test_an_enemy_deal_produces_each_round_and_stays_when_the_location_is_razed():
    game = _envoy_game()
    h.run(game, ("take_turn", 0))
    h.choose(game, ("activate", 0, "a/envoy"))
    h.choose(game, (1, 1, "b/mine"))
    _idle(game)
    h.give(game, 0, gold=0, vp=0, raze=2)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("raze", 1, 1, "b/mine"))
    assert h.keys(game, game.players[1].discard) == ["b/mine"]
    _idle(game)
    h.give(game, 0, gold=0, stone=0)
    h.run(game, ("produce", 0))
    assert h.goods(game, 0) == {"worker": 1, "gold": 1}


def test_no_enemy_deal_with_a_seat_that_passed_or_with_common_locations():
    game = _envoy_game()
    game.players[1].passed = True
    assert _enemy_deal_options(game, 0) == ()
    game.players[1].passed = False
    h.empire(game, 1, "common/hut", "common/shed")
    assert _enemy_deal_options(game, 0) == ()


# -- A Common card that cannot be razed (docs/rules-notes.md#is2014-unrazeable) ----------------
RUINS = h.card("ruins", colours=[], raze=False, produce=[{"gain": {"worker": 1}}])


def test_ruins_are_razed_neither_from_hand_nor_in_an_enemy_empire():
    game = h.table(
        [h.faction("a", [h.card("x", deal="food")]), h.faction("b", [h.card("y", deal="food")])], [RUINS, *COMMONS]
    )
    h.hand(game, 0, "common/ruins", "common/hut")
    h.empire(game, 1, "common/ruins", "common/shed")
    h.give(game, 0, raze=2)
    turn = h.offered(game, 0)
    assert [o for o in turn if o[0] in ("raze-hand", "raze")] == [
        ("raze-hand", "common/hut"),
        ("raze", 1, 1, "common/shed"),
    ]
    assert OPS.ask["raze_step"][0](game, RazeStep("raze_step", 0, True)) == ((1, 1, "common/shed"),)


def test_the_virtual_player_never_attacks_the_ruins():
    solo = h.table([h.faction("a", [h.card("x", deal="food")])], [RUINS, *COMMONS], targets=("wood", "wood"))
    h.empire(solo, 0, "common/ruins", "common/hut")
    solo.targets, solo.attack_deck = ["wood"], ["wood", "wood"]
    h.run(solo, ("attack", -1))
    assert h.keys(solo, solo.collection) == ["common/hut"]
    h.run(solo, ("attack", -1))
    assert h.keys(solo, [p.card for p in solo.players[0].empire]) == ["common/ruins"]
    assert h.keys(solo, solo.collection) == ["common/hut"]


def test_cards_go_under_the_location_where_it_stands_now_and_nowhere_when_it_left():
    game = h.table(
        [h.faction("a", [GATE, h.card("rice", deal="food")]), h.faction("b", [h.card("f", deal="food")])], COMMONS
    )
    h.empire(game, 0, "common/hut", "a/gate")
    h.hand(game, 0, "common/shed", "a/rice")
    source = (0, 1, h.index(game, "a/gate"))
    game.players[0].empire.pop(0)  # the Gate moved from slot 1 to slot 0
    h.run(game, PlaceStep("place_under", 0, source, 1, NO_CREDIT))
    h.choose(game, "common/shed")
    assert h.keys(game, game.players[0].empire[0].under) == ["common/shed"]
    game.players[0].empire.clear()  # the Gate left the Empire
    h.run(game, PlaceStep("place_under", 0, source, 1, NO_CREDIT))
    assert h.options(game) == ()
    assert h.keys(game, game.players[0].hand) == ["a/rice"]


# -- Resources kept on a Location (docs/rules-notes.md#is2014-resources-on) --------------------
# the book's Shrine: a Feature whose Resources stay on it to the end and score there
SHRINE = h.card(
    "shrine",
    kind="feature",
    colours=["grey"],
    deal="vp",
    feature={"when": {"event": "build"}, "do": [{"place_on": 1}]},
    end={"vp": 1, "per": {"resources_on": True}},
)


def _shrine_game(*extra):
    deck = [SHRINE, h.card("tower", deal="raze", cost={"location": 1}), *extra]
    game = h.table([h.faction("a", deck), h.faction("b", [h.card("f", deal="food")])], COMMONS)
    h.empire(game, 0, "a/shrine")
    h.hand(game, 0, "common/hut", "common/shed")
    return game


def test_a_resource_placed_on_the_shrine_leaves_the_supply_and_scores_at_the_end():
    game = _shrine_game()
    h.give(game, 0, wood=1, stone=2, gold=1, worker=3)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("build", "common/hut"))
    assert h.options(game) == ("wood", "stone", "gold", "stop")  # Resources, gold instead of one; no Workers
    h.choose(game, "stone")
    assert game.players[0].empire[0].resources == 1
    assert h.goods(game, 0) == {"wood": 1, "stone": 1, "gold": 1, "worker": 3}
    # the Shrine's 2 VP as a Faction Location plus 1 VP for the Resource on it; the hut's 1 VP
    assert final_scores(game) == [2 + 1 + 1, 0]


def test_resources_on_the_shrine_stay_through_the_cleanup_and_break_no_tie():
    game = _shrine_game()
    game.players[0].empire[0] = game.players[0].empire[0]._replace(resources=2)
    h.give(game, 0, food=3, worker=1)
    h.run(game, ("cleanup", -1))
    assert game.players[0].empire[0].resources == 2 and h.goods(game, 0) == {}
    assert final_scores(game) == [2 + 2, 0]
    h.empire(game, 1, "b/f")
    h.give(game, 1, vp=2)
    h.hand(game, 0)
    game.phase = "end"
    assert game.result().winners == [0, 1]  # 4 VP each; the Resources on the Shrine are no one's supply


def test_place_on_two_asks_one_at_a_time_and_nothing_without_a_resource():
    altar = h.card(
        "altar",
        kind="action",
        deal="vp",
        action={"cost": {"worker": 1}, "do": [{"place_on": 2}]},
        end={"vp": 2, "per": {"resources_on": True}},
    )
    game = _shrine_game(altar)
    h.empire(game, 0, "a/altar")
    h.give(game, 0, worker=2, food=1, wood=1)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("activate", 0, "a/altar"))
    h.choose(game, "food")
    assert h.options(game) == ("wood", "stop")
    h.choose(game, "wood")
    assert game.players[0].empire[0].resources == 2 and h.goods(game, 0) == {"worker": 1}
    assert final_scores(game) == [2 + 2 * 2, 0]
    _idle(game)
    game.players[0].empire[0] = game.players[0].empire[0]._replace(used=0)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("activate", 0, "a/altar"))  # no Resource left: 'stop' is the only answer, not asked
    assert game.players[0].empire[0].resources == 2 and game.decision().kind == "turn"


def test_the_resources_go_back_to_the_supply_when_the_shrine_leaves_the_empire():
    game = _shrine_game()
    game.players[0].empire[0] = game.players[0].empire[0]._replace(resources=3)
    h.hand(game, 0, "a/tower")
    h.run(game, ("take_turn", 0))
    h.choose(game, ("build", "a/tower"))
    assert h.keys(game, [p.card for p in game.players[0].empire]) == ["a/tower"]
    assert h.goods(game, 0) == {} and final_scores(game) == [2, 0]

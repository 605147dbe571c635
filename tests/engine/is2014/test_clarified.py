"""The book's card clarifications as steps (engine/is2014/clarified.py) and the effect language's
choices, conditions, 'every' counts and triggers (engine/is2014/effects.py), each with its rules
note and exact values."""

from __future__ import annotations

from deckwright.engine.is2014.game import Is2014Game
from deckwright.engine.is2014.tasks import CancelDeal, RazeStep, WithCard
from tests.engine.is2014 import helpers as h

COMMONS = [
    h.card("hut", raze=["wood", "wood"]),
    h.card("shed", colours=["grey"], raze=["stone", "wood"]),
    h.card("forge", colours=["red"], raze=["raze", "food"]),
]
PLAIN = h.card("f", deal="food")


def _acting(do: list[dict], cost=None, other=(PLAIN,), more=()) -> Is2014Game:
    """Seat 0 has the Action Location 'a/act' (cost: 1 worker) doing ``do``; seat 1 has ``other``."""
    act = h.card("act", kind="action", colours=["blue"], deal="vp", action={"cost": cost or {"worker": 1}, "do": do})
    game = h.table([h.faction("a", [act, *more]), h.faction("b", list(other))], COMMONS)
    h.empire(game, 0, "a/act")
    h.give(game, 0, **(cost or {"worker": 1}))
    return game


def _activate(game: Is2014Game) -> None:
    h.run(game, ("take_turn", 0))
    h.choose(game, ("activate", 0, "a/act"))


def _cards(game: Is2014Game, seat: int) -> list[str]:
    return h.keys(game, [p.card for p in game.players[seat].empire])


# -- docs/rules-notes.md#is2014-discard-enemy ----------------------------------------------------
def test_discard_enemy_removes_a_protected_location_without_razing_it():
    game = _acting([{"discard_enemy": 1}])
    h.empire(game, 1, "common/hut", "b/f", defense=1)
    _activate(game)
    assert h.options(game) == ((1, 0, "common/hut"), (1, 1, "b/f"))
    h.choose(game, (1, 0, "common/hut"))
    assert _cards(game, 1) == ["b/f"]
    assert h.keys(game, game.common_discard) == ["common/hut"]
    assert h.goods(game, 0) == {} and h.goods(game, 1) == {}  # no Raze field Goods, no Wood, no Foundation


# -- docs/rules-notes.md#is2014-build-step -------------------------------------------------------
TOWER = h.card("tower", deal="raze", cost={"wood": 1, "location": 1})


def test_build_from_hand_pays_the_cost_but_discards_no_location():
    game = _acting([{"build": {"from": "hand"}}], cost={"food": 1}, more=[TOWER])
    h.hand(game, 0, "a/tower", "common/hut")
    h.give(game, 0, food=1, wood=1)
    _activate(game)
    assert _cards(game, 0) == ["a/act", "a/tower"]
    assert h.keys(game, game.players[0].hand) == ["common/hut"]
    assert h.goods(game, 0) == {}


def test_build_from_deals_takes_one_of_the_seats_own_deals():
    game = _acting([{"build": {"from": "deals"}}], cost={"food": 1}, more=[TOWER])
    game.players[0].deals = [h.index(game, "a/tower"), h.index(game, "b/f")]
    h.give(game, 0, food=1, wood=1)
    _activate(game)
    assert _cards(game, 0) == ["a/act", "a/tower"]
    assert h.keys(game, game.players[0].deals) == ["b/f"]


def test_build_offers_nothing_the_seat_cannot_pay():
    game = _acting([{"build": {"from": "hand"}}], cost={"food": 1}, more=[TOWER])
    h.hand(game, 0, "a/tower")
    h.give(game, 0, food=1)
    _activate(game)
    assert _cards(game, 0) == ["a/act"]
    assert h.keys(game, game.players[0].hand) == ["a/tower"]


# -- docs/rules-notes.md#is2014-take-cancel-deals ------------------------------------------------
def test_take_deal_moves_an_opponents_faction_deal_but_not_a_deal_with_an_enemy_location():
    game = _acting([{"take_deal": 1}], more=[h.card("g", deal="gold")])
    game.players[1].deals = [h.index(game, "b/f"), h.index(game, "a/g")]
    game.players[1].enemy_deals = [h.index(game, "a/g")]
    _activate(game)
    assert h.keys(game, game.players[0].deals) == ["b/f"]
    assert h.keys(game, game.players[1].deals) == ["a/g"]


def test_cancel_deal_of_an_opponent_discards_the_card_and_ends_a_deal_with_an_enemy_location():
    game = _acting([{"cancel_deal": "opponent"}], more=[h.card("g", deal="gold")])
    h.empire(game, 0, "a/act", "a/g")
    game.players[0].empire[1] = game.players[0].empire[1]._replace(dealers=(1,))
    game.players[1].deals = [h.index(game, "b/f"), h.index(game, "a/g")]
    game.players[1].enemy_deals = [h.index(game, "a/g")]
    _activate(game)
    assert h.options(game) == ((1, "b/f"), (1, "a/g"))
    h.choose(game, (1, "a/g"))
    assert h.keys(game, game.players[1].deals) == ["b/f"]
    assert game.players[1].enemy_deals == [] and game.players[0].empire[1].dealers == ()
    assert game.players[0].discard == []  # the Location stands: a Deal with it has no card of its own
    game.stack.clear()
    game.pending = None
    game.players[1].passed = False  # seat 1 passed after seat 0's action: no other action was left
    h.run(game, CancelDeal("cancel_deal", 0, "opponent"))  # one Deal left: no question
    assert h.keys(game, game.players[1].discard) == ["b/f"]


PACT = [
    {
        "if": {
            "have": {"deals": True},
            "at_least": 1,
            "then": [{"cancel_deal": "you"}, {"gain": {"gold": 2}}],
            "otherwise": [{"gain": {"food": 1}}],
        }
    }
]


def test_a_condition_with_otherwise_runs_one_branch_counted_when_it_runs():
    """docs/rules-notes.md#is2014-language-shared"""
    game = _acting(PACT)
    _activate(game)
    assert h.goods(game, 0) == {"food": 1}
    game = _acting(PACT)
    game.players[0].deals = [h.index(game, "a/act")]
    _activate(game)
    assert h.goods(game, 0) == {"gold": 2}
    assert game.players[0].deals == [] and h.keys(game, game.players[0].discard) == ["a/act"]


# -- docs/rules-notes.md#is2014-triggers ---------------------------------------------------------
def _oasis_game() -> Is2014Game:
    well = h.card(
        "well",
        kind="feature",
        deal="worker",
        feature={"when": {"event": "trade", "who": "opponent"}, "do": [{"gain": {"worker": 1}}]},
    )
    game = h.table([h.faction("a", [PLAIN]), h.faction("b", [well])], COMMONS)
    h.empire(game, 1, "b/well")
    h.give(game, 0, worker=2)
    h.give(game, 1, worker=2)
    return game


def test_a_feature_on_an_opponents_trade_runs_for_its_owner_and_not_on_its_owners_trade():
    game = _oasis_game()
    h.run(game, ("take_turn", 0))
    h.choose(game, ("trade", "food"))
    assert h.goods(game, 0) == {"food": 1}
    assert h.goods(game, 1) == {"worker": 3}
    h.choose(game, ("trade", "wood"))  # seat 1's own trade
    assert h.goods(game, 1) == {"worker": 1, "wood": 1}


def test_a_feature_of_any_player_on_activating_offers_its_owner_a_choice():
    herald = h.card(
        "herald",
        kind="feature",
        deal="card",
        feature={
            "when": {"event": "activate", "who": "any"},
            "do": [{"choose": [[{"gain": {"wood": 1}}], [{"gain": {"stone": 2}}]]}],
        },
    )
    game = _acting([{"gain": {"vp": 1}}], other=[herald])
    h.empire(game, 1, "b/herald")
    _activate(game)
    decision = game.decision()
    assert (decision.player, decision.kind) == (1, "choose")
    assert h.options(game) == ((0, '{"gain":{"wood":1}}'), (1, '{"gain":{"stone":2}}'))
    h.choose(game, (1, '{"gain":{"stone":2}}'))
    assert h.goods(game, 1) == {"stone": 2} and h.goods(game, 0) == {"vp": 1}


def _razed(target: str) -> Is2014Game:
    """Seat 0 razes seat 1's ``target`` (with a raze step); seat 1's Feature reacts to grey only."""
    post = h.card(
        "post",
        kind="feature",
        deal="wood",
        feature={"when": {"event": "razed", "colour": "grey"}, "do": [{"gain": {"wood": 2}}]},
    )
    game = h.table([h.faction("a", [PLAIN]), h.faction("b", [post])], COMMONS)
    h.empire(game, 1, "b/post", target)
    h.run(game, RazeStep("raze_step", 0, False))
    return game


def test_a_feature_on_being_razed_runs_for_the_owner_of_the_razed_location():
    assert h.goods(_razed("common/hut"), 1) == {"wood": 1}  # brown: the Foundation's Wood only
    game = _razed("common/shed")
    assert h.goods(game, 1) == {"wood": 1 + 2}
    assert h.goods(game, 0) == {"stone": 1, "wood": 1}


def test_a_feature_on_several_colours_and_in_production():
    """docs/rules-notes.md#is2014-feature-in-production"""
    obelisk = h.card(
        "obelisk",
        kind="feature",
        colours=["pink"],
        deal="vp",
        feature={
            "when": {"event": "build", "colour": ["brown", "grey"]},
            "production": True,
            "do": [{"gain": {"vp": 1}}],
        },
    )
    game = h.table([h.faction("a", [obelisk]), h.faction("b", [PLAIN])], COMMONS)
    h.empire(game, 0, "a/obelisk")
    for key in ("common/hut", "common/forge", "common/shed"):
        game.push(WithCard("place", 0, h.index(game, key)))
    game.decision()
    assert game.players[0].vp == 2  # brown and grey, not red
    h.run(game, ("produce", 0))
    assert h.goods(game, 0) == {"worker": 1, "vp": 3}


def test_every_counts_one_per_that_many_rounded_down():
    """docs/rules-notes.md#is2014-language-shared"""
    barn = h.card("barn", deal="food", produce=[{"gain": {"food": 1}, "per": {"colour": "brown", "every": 2}}])
    game = h.table([h.faction("a", [barn]), h.faction("b", [PLAIN])], COMMONS)
    h.empire(game, 0, "a/barn", "common/hut", "common/hut")
    h.run(game, ("produce", 0))
    assert h.goods(game, 0) == {"worker": 1, "food": 1}  # 3 brown Locations: 1
    h.empire(game, 0, "a/barn", "common/hut", "common/hut", "common/hut")
    h.give(game, 0, worker=0, food=0)
    h.run(game, ("produce", 0))
    assert h.goods(game, 0) == {"worker": 1, "food": 2}  # 4 brown Locations: 2


# -- docs/rules-notes.md#is2014-field-good -------------------------------------------------------
def test_take_field_good_takes_one_good_of_the_raze_field_and_the_location_stays():
    game = _acting([{"take_field_good": 1}])
    h.empire(game, 1, "common/shed")
    _activate(game)
    assert h.options(game) == ((1, 0, "common/shed", "stone"), (1, 0, "common/shed", "wood"))
    h.choose(game, (1, 0, "common/shed", "wood"))
    assert h.goods(game, 0) == {"wood": 1}
    assert _cards(game, 1) == ["common/shed"] and not game.players[1].empire[0].foundation


# -- docs/rules-notes.md#is2014-raze-own ---------------------------------------------------------
def test_raze_own_turns_ones_common_location_into_a_foundation_with_its_goods_and_1_wood():
    game = _acting([{"raze_own": 1}])
    h.empire(game, 0, "a/act", "common/hut")
    _activate(game)
    assert game.players[0].empire[1].foundation
    assert h.goods(game, 0) == {"wood": 2 + 1}


# -- docs/rules-notes.md#is2014-samurai-step -----------------------------------------------------
def test_samurai_of_a_step_guard_faction_locations_one_each_and_the_rest_is_lost():
    school = h.card(
        "school", colours=["pink"], raze=["food", "vp"], bonus=[{"samurai": 2}], produce=[{"gain": {"food": 1}}]
    )
    game = h.table([h.faction("a", [PLAIN]), h.faction("b", [PLAIN])], [school, *COMMONS])
    h.empire(game, 0, "a/f")
    h.run(game, WithCard("place", 0, h.index(game, "common/school")))
    assert [p.samurai for p in game.players[0].empire] == [1, 0]

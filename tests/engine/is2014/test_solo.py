"""The solo game against the attack deck (the rulebook's single player rules), exact values."""

from __future__ import annotations

from deckwright.engine.is2014.scoring import rating
from deckwright.engine.is2014.state import Placed
from tests.engine.is2014 import helpers as h

ROMANS = h.faction("romans", [h.card("forum", deal="vp"), h.card("villa", deal="food")])


def _market_example(line):
    """The Romans' Common Locations of the book's example, with Raze fields that match it."""
    cards = [
        h.card(
            "carpenters-workshop",
            "feature",
            raze=["wood", "gold"],
            feature={"when": {"event": "deal"}, "do": [{"gain": {"vp": 1}}]},
        ),
        h.card(
            "marketplace",
            "action",
            raze=["wood", "gold"],
            action={"cost": {"worker": 1}, "do": [{"gain": {"gold": 1}}]},
        ),
        h.card("joiner", raze=["wood", "stone"]),
        h.card("wood-supplier", raze=["wood", "wood"]),
        h.card("quarry", raze=["stone", "worker"]),
    ]
    game = h.table([ROMANS], cards, targets=["food"])
    game.targets = list(line)
    h.empire(game, 0, *(f"common/{c['id']}" for c in cards))
    return game


def test_the_attack_example_razes_the_marketplace():
    """ "Its Target is a Wood. The previous Target is a Worker and previous to that is Gold ... 4
    matching Locations for Wood ... none [has] Workers ... two matches [for Gold]: the Carpenter's
    Workshop and the Marketplace ... The Carpenter's Workshop has a Feature, while the
    Marketplace has an Action, so the Marketplace is the Location that will be attacked." Then
    "Move the two applied Attack cards to the end of the line.\""""
    game = _market_example(["worker", "gold"])
    game.attack_deck = ["wood"]
    h.run(game, ("attack", -1))
    assert h.keys(game, game.collection) == ["common/marketplace"]
    assert "common/marketplace" not in h.keys(game, [p.card for p in game.players[0].empire])
    assert game.targets == ["worker", "wood", "gold"]


def test_no_location_with_the_first_target_means_no_raze():
    game = _market_example(["wood"])
    game.attack_deck = ["food"]
    h.run(game, ("attack", -1))
    assert game.collection == [] and game.targets == ["food", "wood"]


def test_only_pairs_with_the_first_target_count():
    """ "Do not check every possible combination available. Check only the pairs consisting always
    of the first Target and the next ones in order." Stone then Worker matches the quarry; Wood
    then Stone would match the joiner, but Wood is not first."""
    game = _market_example(["worker", "wood"])
    game.attack_deck = ["stone"]
    h.run(game, ("attack", -1))
    assert h.keys(game, game.collection) == ["common/quarry"]
    assert game.targets == ["wood", "stone", "worker"]


def _wood_attack(**costs):
    """Common Locations of these costs (by id, in Empire order), all with the Raze field [wood,
    food], attacked by a Wood over a Food Target."""
    game = h.table(
        [ROMANS], [h.card(ident, raze=["wood", "food"], cost=cost) for ident, cost in costs.items()], targets=["food"]
    )
    game.targets = ["food"]
    h.empire(game, 0, *(f"common/{ident}" for ident in costs))
    game.attack_deck = ["wood"]
    h.run(game, ("attack", -1))
    return game


def test_equal_locations_are_ranked_by_cost_then_stone_then_the_players_choice():
    """docs/rules-notes.md#is2014-solo-order"""
    game = _wood_attack(
        cheap={"wood": 1}, dear={"wood": 2, "stone": 1}, stony={"wood": 1, "stone": 2}, twin={"wood": 1, "stone": 2}
    )
    assert game.decision().player == 0 and game.decision().kind == "solo-target"
    assert h.options(game) == ((2, "common/stony"), (3, "common/twin"))
    h.choose(game, (3, "common/twin"))
    assert h.keys(game, game.collection) == ["common/twin"]


def test_a_razeable_faction_loses_a_faction_location_to_two_vp_targets():
    """ "when the first Target of the virtual player is a Victory Point and there is another VP on
    any other Attack card, then the virtual player attacks a Faction Location ... first raze the
    Locations providing a card in the Deal field or, in descending order: Raze token, Gold, VP,
    Stone, Worker, Food, Wood.\""""
    deck = [h.card("grove", deal="wood", raze=["wood", "wood"]), h.card("archers", deal="raze", raze=["raze", "stone"])]
    japanese = h.faction("japanese", deck, samurai=True)
    game = h.table([japanese], [h.card("mill", raze=["vp", "food"])], targets=["food"])
    game.targets = ["food", "vp"]
    h.empire(game, 0, "japanese/grove", "japanese/archers", "common/mill")
    game.attack_deck = ["vp"]
    h.run(game, ("attack", -1))
    assert h.keys(game, game.collection) == ["japanese/archers"]
    assert game.targets == ["food", "vp", "vp"]


def test_the_solo_lookout_gives_the_virtual_player_two_cards():
    """ "choose one to take into your hand ... draw a random card for the virtual player ...
    choose one ... Place the last card in the virtual player area.\""""
    cards = [h.card(f"c{i}", raze=["wood", "wood"]) for i in range(4)]
    game = h.table([ROMANS], cards, targets=["food"])
    game.common = [h.index(game, f"common/c{i}") for i in range(4)]
    game.players[0].deck = [h.index(game, "romans/forum")]
    h.run(game, ("lookout", -1))
    assert len(h.options(game)) == 4
    h.choose(game, "common/c3")
    assert len(h.options(game)) == 2
    game.apply(0)
    assert len(game.virtual) == 2 and len(game.players[0].hand) == 3
    assert set(h.keys(game, game.virtual + game.players[0].hand)) == {
        "romans/forum",
        *(f"common/c{i}" for i in range(4)),
    }


def test_the_virtual_players_locations_are_razed_for_two_tokens_and_discarded():
    """docs/rules-notes.md#is2014-virtual-locations"""
    game = h.table([ROMANS], [h.card("hut", raze=["stone", "vp"])], targets=["food"])
    game.virtual = [h.index(game, "common/hut")]
    h.give(game, 0, raze=2)
    assert ("raze", 1, 0, "common/hut") in h.offered(game, 0)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("raze", 1, 0, "common/hut"))
    assert game.virtual == [] and h.keys(game, game.common_discard) == ["common/hut"]
    assert game.players[0].vp == 1 and game.players[0].goods[2] == 1


def test_the_virtual_attack_phase_collects_the_virtual_players_locations():
    game = h.table(
        [ROMANS], [h.card("hut", raze=["stone", "vp"]), h.card("mill", raze=["stone", "food"])], targets=["food"]
    )
    game.targets = ["food"]
    game.virtual = [h.index(game, "common/hut"), h.index(game, "common/mill")]
    game.attack_deck = ["wood", "wood"]
    h.run(game, ("virtual_attack", -1))
    assert h.keys(game, game.collection) == ["common/hut", "common/mill"]
    assert game.targets == ["wood", "wood", "food"] and game.attack_deck == []


def test_the_solo_game_is_won_by_more_faction_locations_than_collected_cards():
    """ "If the virtual player has more or just as many cards in his Collection pile as you have
    Locations built in your empire, you lose.\""""
    game = h.table([ROMANS], [h.card("hut", raze=["stone", "vp"])], targets=["food"])
    game.phase = "end"
    h.empire(game, 0, "romans/forum", "romans/villa", "common/hut")
    game.collection = [h.index(game, "common/hut")] * 2
    assert game.result().winners == []
    assert game.result().message == "2 Faction Locations against 2 collected cards: lost"
    assert game.result().ratings == ["lost"]
    game.players[0].empire.append(Placed(h.index(game, "romans/villa")))
    game.players[0].vp = 23
    assert game.result().winners == [0]
    assert game.result().scores == [30]
    assert game.result().message == "3 Faction Locations against 2 collected cards: won, Servant"
    assert game.result().ratings == ["Servant"]
    game.phase = "actions"
    assert game.result().ratings == []


def test_the_achievement_table():
    assert [rating(s) for s in (29, 30, 45, 59, 60, 79, 80)] == [
        "Commoner",
        "Servant",
        "Squire",
        "Knight",
        "Castellan",
        "King",
        "Emperor",
    ]


def test_equal_costs_are_ranked_by_stone():
    """ "If there is a tie in Location building costs, Stone is more valuable than Wood.\""""
    game = _wood_attack(planks={"wood": 2}, bricks={"wood": 1, "stone": 1})
    assert h.keys(game, game.collection) == ["common/bricks"]


def _razeable(line, attack):
    deck = [h.card("grove", deal="wood", raze=["wood", "wood"]), h.card("archers", deal="raze", raze=["raze", "stone"])]
    game = h.table([h.faction("japanese", deck, samurai=True)], [h.card("mill", raze=["vp", "food"])], targets=["food"])
    game.targets = list(line)
    h.empire(game, 0, "japanese/grove", "japanese/archers", "common/mill")
    game.attack_deck = [attack]
    h.run(game, ("attack", -1))
    return game


def test_two_vp_targets_next_to_each_other_aim_at_a_faction_location():
    game = _razeable(["vp", "food"], "vp")
    assert h.keys(game, game.collection) == ["japanese/archers"]
    assert game.targets == ["food", "vp", "vp"]


def test_a_single_vp_on_top_or_a_vp_below_follow_the_common_rule():
    """Only "the first Target ... is a Victory Point and there is another VP" aims at a Faction
    Location; otherwise the Common Locations' Raze fields are read."""
    alone = _razeable(["food", "stone"], "vp")
    assert h.keys(alone, alone.collection) == ["common/mill"]
    assert alone.targets == ["stone", "vp", "food"]
    below = _razeable(["vp", "stone"], "food")
    assert h.keys(below, below.collection) == ["common/mill"]
    assert below.targets == ["stone", "food", "vp"]


def test_the_common_rule_reads_only_common_locations():
    """ "search through your Common Locations": a Faction Location with a matching Raze field is
    not razed by the Common rule."""
    game = _razeable(["wood"], "wood")
    assert game.collection == [] and game.targets == ["wood", "wood"]


def test_a_vp_below_a_wood_on_top_follows_the_common_rule():
    game = _razeable(["vp"], "wood")
    assert game.collection == [] and game.targets == ["wood", "vp"]


def test_a_higher_cost_goes_before_more_stone():
    """ "the first Location razed is the one with the highest building cost on the card (in terms
    of number of Resources). If there is a tie ..., Stone is more valuable than Wood.\""""
    game = _wood_attack(cairn={"stone": 1}, stockade={"wood": 3})
    assert h.keys(game, game.collection) == ["common/stockade"]


def test_an_action_that_only_aims_at_an_opponents_deals_or_supply_is_not_offered_in_solo():
    """The virtual player "Does not receive any Goods" and his Locations are Common cards without
    a Deal field: an Action of only enemy Deals or steals has nothing to aim at in a solo game
    (docs/rules-notes.md#is2014-solo-no-target); one with another step is offered."""
    envoy = h.card("envoy", "action", deal="card", action={"cost": {"worker": 1}, "do": [{"enemy_deal": 1}]})
    thieves = h.card("thieves", "action", deal="raze", action={"cost": {"worker": 1}, "do": [{"steal": 1}]})
    broker = h.card(
        "broker", "action", deal="gold", action={"cost": {"worker": 1}, "do": [{"steal": 1}, {"gain": {"vp": 1}}]}
    )
    deck = [envoy, thieves, broker]
    solo = h.table([h.faction("romans", deck)], [h.card("hut", raze=["wood", "wood"])], targets=["food"])
    h.empire(solo, 0, "romans/envoy", "romans/thieves", "romans/broker")
    solo.virtual = [h.index(solo, "common/hut")]
    h.give(solo, 0, worker=3)
    assert [o for o in h.offered(solo, 0) if o[0] == "activate"] == [("activate", 2, "romans/broker")]
    two = h.table(
        [h.faction("romans", deck), h.faction("b", [h.card("farm", deal="food")])],
        [h.card("hut", raze=["wood", "wood"])],
    )
    h.empire(two, 0, "romans/envoy", "romans/thieves", "romans/broker")
    h.give(two, 0, worker=3)
    assert [o[1] for o in h.offered(two, 0) if o[0] == "activate"] == [0, 1, 2]


def test_an_enemy_deal_of_a_feature_does_nothing_in_solo():
    """docs/rules-notes.md#is2014-solo-no-target"""
    pavilion = h.card("pavilion", "feature", deal="vp", feature={"when": {"event": "build"}, "do": [{"enemy_deal": 1}]})
    solo = h.table(
        [h.faction("romans", [pavilion, h.card("villa", deal="food")])], [h.card("hut", raze=["wood", "wood"])]
    )
    h.empire(solo, 0, "romans/pavilion")
    solo.virtual = [h.index(solo, "common/hut")]
    h.hand(solo, 0, "common/hut")
    h.run(solo, ("take_turn", 0))
    h.choose(solo, ("build", "common/hut"))
    assert solo.players[0].deals == [] and solo.virtual == [h.index(solo, "common/hut")]
    assert h.keys(solo, [p.card for p in solo.players[0].empire]) == ["romans/pavilion", "common/hut"]


def test_gold_in_a_cost_counts_as_a_resource_for_the_attack_order():
    """docs/rules-notes.md#is2014-solo-order: "the highest building cost on the card (in terms of
    number of Resources)", gold counted: 1 Wood and 2 Gold (3) go before 2 Wood (2)."""
    game = _wood_attack(stockade={"wood": 2}, vault={"wood": 1, "gold": 2})
    assert h.keys(game, game.collection) == ["common/vault"]

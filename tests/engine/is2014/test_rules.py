"""Rules of Imperial Settlers (2014), each stated with the rulebook's own example where it has
one (../shared/seeds/002_880af00f030834cc.txt), with exact values."""

from __future__ import annotations

from deckwright.engine.is2014.state import Placed, Variants
from tests.engine.is2014 import helpers as h


def _produce(**goods):
    return [{"gain": goods}]


def test_production_of_the_japanese_example():
    """ "Tom ... Faction board provides him with 4 Workers, 1 wood and 1 Raze token and 1 Defense
    token. He has 2 Deals - one for a Worker and 1 for Gold ... The Armorer produces 1 Raze token
    and the Lord's Fields gives Tom 1 Food for each red Location ... Tom receives 5 Workers, 1
    Wood, 2 Raze tokens, 1 Defense token, 1 Gold and 1 Food.\""""
    deck = [
        h.card(
            "lords-fields", colours=["brown"], deal="food", produce=[{"gain": {"food": 1}, "per": {"colour": "red"}}]
        ),
        h.card("armorer", colours=["red"], deal="raze", produce=_produce(raze=1)),
        h.card("village", deal="worker"),
        h.card("goldmine", deal="gold"),
    ]
    japanese = h.faction("japanese", deck, {"worker": 4, "wood": 1, "raze": 1, "defense": 1})
    game = h.table([japanese, h.faction("other", [h.card("x", deal="food")])], [h.card("c", raze=["wood", "wood"])])
    h.empire(game, 0, "japanese/lords-fields", "japanese/armorer")
    game.players[0].deals = [h.index(game, "japanese/village"), h.index(game, "japanese/goldmine")]
    h.run(game, ("produce", 0))
    assert h.goods(game, 0) == {"worker": 5, "wood": 1, "raze": 2, "defense": 1, "gold": 1, "food": 1}


def _two(deck0, commons_cards, deck1=None, **variants):
    return h.duel(deck0, commons_cards, deck1, Variants(**variants))


def test_building_a_faction_location_of_the_example():
    """ "Mark ... wants to build ... the Sentry Tower. He discards 2 Wood and the Mill ... He also
    gains 1 Raze token and 1 Worker immediately, since Production Locations also provide their
    Goods already when they are built.\""""
    tower = h.card(
        "sentry-tower",
        colours=["red"],
        deal="raze",
        cost={"wood": 2, "location": 1},
        produce=_produce(raze=1, worker=1),
    )
    game = _two([tower], [h.card("mill", raze=["wood", "food"], produce=_produce(food=1))])
    h.hand(game, 0, "a/sentry-tower")
    h.empire(game, 0, "common/mill")
    h.give(game, 0, wood=2)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("build", "a/sentry-tower"))
    assert h.keys(game, [p.card for p in game.players[0].empire]) == ["a/sentry-tower"]
    assert h.keys(game, game.common_discard) == ["common/mill"]
    assert h.goods(game, 0) == {"raze": 1, "worker": 1}


def test_building_costs_of_the_examples():
    """ "to build a Wood Storage, the player has to discard 2 Wood and 1 Stone" and "to build a
    Barbarian Dark Chapel the player must discard 1 previously built Location card in his play
    area, as well as 1 Wood and 2 Stone"; "a player may discard an Action Location which has
    previously been activated in the current round.\""""
    chapel = h.card("dark-chapel", "action", ["red"], deal="raze", cost={"wood": 1, "stone": 2, "location": 1})
    chapel["action"] = {"cost": {"raze": 1}, "do": [{"raze": {}}]}
    storage = h.card("wood-storage", "feature", raze=["wood", "wood"], cost={"wood": 2, "stone": 1})
    storage["feature"] = {"store": {"goods": ["wood"]}}
    well = h.card("well", "action", raze=["food", "food"], action={"cost": {"worker": 1}, "do": _produce(food=1)})
    game = _two([chapel], [storage, well])
    h.hand(game, 0, "common/wood-storage", "a/dark-chapel")
    game.players[0].empire = [Placed(h.index(game, "common/well"), used=1)]  # activated this round
    h.give(game, 0, wood=3, stone=3)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("build", "common/wood-storage"))
    assert h.goods(game, 0) == {"wood": 1, "stone": 2}
    h.choose(game, ("build", "a/dark-chapel"))  # two Locations to discard from: asked
    h.choose(game, (0, "common/well"))
    assert h.goods(game, 0) == {}
    assert h.keys(game, [p.card for p in game.players[0].empire]) == ["common/wood-storage", "a/dark-chapel"]
    assert h.keys(game, game.common_discard) == ["common/well"]


def test_a_faction_build_asks_which_location_or_foundation_to_discard():
    tower = h.card("tower", deal="raze", cost={"location": 1})
    game = _two([tower], [h.card("mill", raze=["wood", "food"]), h.card("hut", raze=["wood", "wood"])])
    h.hand(game, 0, "a/tower")
    game.players[0].empire = [
        Placed(h.index(game, "common/mill")),
        Placed(h.index(game, "common/hut"), foundation=True),
    ]
    h.run(game, ("take_turn", 0))
    h.choose(game, ("build", "a/tower"))
    assert h.options(game) == ((0, "common/mill"), (1, "foundation"))
    h.choose(game, (1, "foundation"))
    assert h.keys(game, [p.card for p in game.players[0].empire]) == ["common/mill", "a/tower"]


def test_no_faction_build_without_a_location_to_discard():
    game = _two([h.card("tower", deal="raze", cost={"location": 1})], [h.card("c", raze=["wood", "wood"])])
    h.hand(game, 0, "a/tower")
    h.run(game, ("take_turn", 0))
    assert ("build", "a/tower") not in h.options(game)


def test_razing_a_card_from_hand_of_the_example():
    """ "He needs Wood, so he chooses the Wood Storage and discards the card along with 1 Raze
    token. As a result, Mark receives 2 Wood.\""""
    game = _two([h.card("x", deal="food")], [h.card("wood-storage", raze=["wood", "wood"])])
    h.hand(game, 0, "common/wood-storage")
    h.give(game, 0, raze=1)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("raze-hand", "common/wood-storage"))
    assert h.goods(game, 0) == {"wood": 2}
    assert game.players[0].hand == [] and h.keys(game, game.common_discard) == ["common/wood-storage"]


def test_razing_an_opponents_location_of_the_example():
    """ "He chooses to attack the Armorer, so he discards 2 Raze tokens. As a result, Mark
    receives 1 stone ... adding 1 VP. Tom then turns the Armorer card face down (it becomes a
    Foundation) and gains 1 wood.\""""
    game = _two([h.card("x", deal="food")], [h.card("armorer", colours=["red"], raze=["stone", "vp"])])
    h.empire(game, 1, "common/armorer")
    h.give(game, 0, raze=2)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("raze", 1, 0, "common/armorer"))
    assert h.goods(game, 0) == {"stone": 1, "vp": 1}
    assert game.players[1].empire == [Placed(h.index(game, "common/armorer"), foundation=True)]
    assert h.goods(game, 1) == {"wood": 1}


def test_a_defense_token_asks_one_more_raze_token():
    """The book: "it increases by 1 the number of Raze tokens required for an enemy to raze that Location"."""
    game = _two([h.card("x", deal="food")], [h.card("armorer", raze=["stone", "vp"])])
    h.empire(game, 1, "common/armorer")
    h.give(game, 1, defense=1)
    h.give(game, 0, raze=2)
    assert h.offered(game, 1) == (("defend", 0, "common/armorer"), ("pass",))
    h.run(game, ("take_turn", 1))
    h.choose(game, ("defend", 0, "common/armorer"))  # a free action: the turn goes on
    assert game.players[1].empire[0].defense == 1 and h.goods(game, 1) == {}
    game.players[1].passed = False
    assert ("raze", 1, 0, "common/armorer") not in h.offered(game, 0)
    h.give(game, 0, raze=3)
    assert ("raze", 1, 0, "common/armorer") in h.offered(game, 0)


def test_samurai_example():
    """ "The enemy now needs 3 Raze tokens to raze it ... paying 3 Raze tokens. The Samurai is then
    returned to the general supply, and the Location is discarded.\""""
    japanese = h.faction("japanese", [h.card("shrine", deal="vp", raze=["vp", "food"])], samurai=True)
    game = h.table([h.faction("a", [h.card("x", deal="food")]), japanese], [h.card("c", raze=["wood", "wood"])])
    h.empire(game, 1, "japanese/shrine")
    h.give(game, 1, worker=1)
    assert h.offered(game, 1) == (("samurai", 0, "japanese/shrine"), ("pass",))
    h.run(game, ("take_turn", 1))
    h.choose(game, ("samurai", 0, "japanese/shrine"))
    assert game.players[1].empire[0].samurai == 1 and h.goods(game, 1) == {}
    game.players[1].passed = False
    h.give(game, 0, raze=2)
    assert ("raze", 1, 0, "japanese/shrine") not in h.offered(game, 0)
    h.give(game, 0, raze=3)
    game.stack.clear()
    game.pending = None
    h.run(game, ("take_turn", 0))
    h.choose(game, ("raze", 1, 0, "japanese/shrine"))
    assert h.goods(game, 0) == {"vp": 1, "food": 1}
    assert game.players[1].empire == [] and h.keys(game, game.players[1].discard) == ["japanese/shrine"]
    assert h.goods(game, 1) == {}  # no Foundation, so no Wood


def test_making_a_deal_of_the_example():
    """ "He discards 1 Food and places the Village card under his Faction board ... He immediately
    takes 1 Worker.\""""
    game = _two([h.card("village", deal="worker")], [h.card("c", raze=["wood", "wood"])])
    h.hand(game, 0, "a/village")
    h.give(game, 0, food=1)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("deal", "a/village"))
    assert h.goods(game, 0) == {"worker": 1}
    assert h.keys(game, game.players[0].deals) == ["a/village"]


def test_no_deal_with_a_common_card():
    game = _two([h.card("x", deal="food")], [h.card("c", raze=["wood", "wood"])])
    h.hand(game, 0, "common/c")
    h.give(game, 0, food=1)
    h.run(game, ("take_turn", 0))
    assert [o for o in h.options(game) if o[0] == "deal"] == []


def test_activating_action_locations_of_the_example():
    """ "First, he uses the Saboteurs - he places 1 of his Workers on the card and takes 1 Stone
    from his opponent Tom. During a later action he uses the Masons Guild, paying 1 Worker and 2
    Stone ... In return he gains 3 VPs ... Mark uses the Castle - he places 1 Worker on the card
    and draws a card, choosing to draw it from his Faction deck.\""""
    saboteurs = h.card(
        "saboteurs", "action", ["red"], deal="worker", action={"cost": {"worker": 1}, "do": [{"steal": 1}]}
    )
    masons = h.card(
        "masons-guild",
        "action",
        ["grey"],
        raze=["stone", "vp"],
        action={"cost": {"worker": 1, "stone": 2}, "do": _produce(vp=3)},
    )
    castle = h.card(
        "castle", "action", ["blue"], raze=["card", "vp"], action={"cost": {"worker": 1}, "do": _produce(card=1)}
    )
    game = _two([h.card("top", deal="food"), saboteurs], [masons, castle])
    h.empire(game, 0, "common/masons-guild", "common/castle", "a/saboteurs")
    game.players[0].deck = [h.index(game, "a/top")]
    h.give(game, 0, worker=3, stone=1)
    h.give(game, 1, stone=1)  # Tom, who has nothing else to do, passes after Mark's first action
    h.run(game, ("take_turn", 0))
    h.choose(game, ("activate", 2, "a/saboteurs"))  # Tom's one Stone: the only steal, not asked
    assert h.goods(game, 0) == {"worker": 2, "stone": 2} and h.goods(game, 1) == {}
    assert game.players[1].passed
    h.choose(game, ("activate", 0, "common/masons-guild"))
    assert h.goods(game, 0) == {"worker": 1, "vp": 3}
    assert ("activate", 0, "common/masons-guild") not in h.options(game)  # once per round
    h.choose(game, ("activate", 1, "common/castle"))
    h.choose(game, ("faction",))
    assert h.keys(game, game.players[0].hand) == ["a/top"]


def test_spending_workers_of_the_example():
    """ "Mark discards 8 Workers and takes 1 Wood, draws 2 Common cards and 1 Faction card", in
    one action: "In one action a player can discard multiple pairs of Workers"
    (docs/rules-notes.md#is2014-trade-pairs). Tom, who has not passed, acts only after it."""
    commons = [h.card(f"c{i}", raze=["wood", "wood"]) for i in range(3)]
    game = _two([h.card("f1", deal="food"), h.card("f2", deal="food")], commons)
    game.players[0].deck = [h.index(game, "a/f1"), h.index(game, "a/f2")]
    game.common = [h.index(game, f"common/c{i}") for i in range(3)]
    h.give(game, 0, worker=8)
    h.give(game, 1, worker=2)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("trade", "wood"))
    assert game.decision().kind == "rest-of-turn" and game.decision().player == 0
    for deck in ("common", "common", "faction"):
        h.choose(game, ("trade", "card"))
        h.choose(game, (deck,))
    assert h.goods(game, 0) == {"wood": 1}
    assert h.keys(game, game.players[0].hand) == ["common/c2", "common/c1", "a/f2"]
    assert game.decision().kind == "turn" and game.decision().player == 1  # no Workers left: the turn ends
    assert game.players[0].deck == [h.index(game, "a/f1")]


def test_gold_stands_in_for_any_resource_by_the_players_choice():
    """ "Gold tokens can be used instead of any Resource (Wood, Stone, Food)": a build of 2 Wood and
    1 Stone from 1 Wood, 1 Stone and 2 gold offers the ways to pay that leave different goods
    (docs/rules-notes.md#is2014-gold-any-resource)."""
    game = _two([h.card("x", deal="food")], [h.card("hall", raze=["wood", "wood"], cost={"wood": 2, "stone": 1})])
    h.hand(game, 0, "common/hall")
    h.give(game, 0, wood=1, stone=1, gold=2)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("build", "common/hall"))
    assert game.decision().kind == "pay"
    assert h.options(game) == ((("wood", 1),), (("wood", 1), ("stone", 1)), (("wood", 2),))
    h.choose(game, (("wood", 2),))  # the Wood held stays, as the tie-break counts Resources, not gold
    assert h.goods(game, 0) == {"wood": 1}
    assert h.keys(game, [p.card for p in game.players[0].empire]) == ["common/hall"]


def test_a_passed_player_cannot_be_targeted():
    """ "a player who has passed cannot have any of his Locations Razed.\""""
    game = _two([h.card("x", deal="food")], [h.card("armorer", raze=["stone", "vp"])])
    h.empire(game, 1, "common/armorer")
    game.players[1].passed = True
    h.give(game, 0, raze=2)
    h.run(game, ("take_turn", 0))
    assert [o for o in h.options(game) if o[0] == "raze"] == []


def test_the_peaceful_variant_razes_no_enemy_location_with_tokens():
    game = _two([h.card("x", deal="food")], [h.card("armorer", raze=["stone", "vp"])], peaceful=True)
    h.empire(game, 1, "common/armorer")
    h.give(game, 0, raze=2)
    h.run(game, ("take_turn", 0))
    assert [o for o in h.options(game) if o[0] == "raze"] == []


def test_the_cleanup_example_keeps_stored_food_only():
    """ "The Japanese can store any number of Food, so Tom saves 2 Food on his Faction board and
    discards the last Worker along with the Goods he placed on the cards.\""""
    japanese = h.faction("japanese", [h.card("x", deal="food")], storage={"goods": ["food"]})
    game = h.table([japanese, h.faction("b", [h.card("y", deal="food")])], [h.card("c", raze=["wood", "wood"])])
    h.give(game, 0, food=2, worker=1)
    h.run(game, ("cleanup", -1))
    assert h.goods(game, 0) == {"food": 2} and game.first == 1


def test_a_limited_storage_asks_what_to_keep():
    keeper = h.faction("keeper", [h.card("x", deal="food")], storage={"goods": ["wood", "stone"], "max": 2})
    game = h.table([keeper, h.faction("b", [h.card("y", deal="food")])], [h.card("c", raze=["wood", "wood"])])
    h.give(game, 0, wood=2, stone=1, gold=1)
    h.run(game, ("cleanup", -1))
    assert h.options(game) == ((("stone", 1), ("wood", 1)), (("wood", 2),)) or set(h.options(game)) == {
        (("wood", 1), ("stone", 1)),
        (("wood", 2),),
    }
    h.choose(game, (("wood", 1), ("stone", 1)))
    assert h.goods(game, 0) == {"wood": 1, "stone": 1}


def test_the_standard_lookout_drafts_both_ways():
    """3 players: 4 cards clockwise from the first player, then 4 counter-clockwise from the last."""
    cards = [h.card(f"c{i}", raze=["wood", "wood"]) for i in range(8)]
    game = h.table([h.faction(n, [h.card(f"{n}x", deal="food")]) for n in "abc"], cards)
    game.common = [h.index(game, f"common/c{i}") for i in range(8)]
    for seat, player in enumerate(game.players):
        player.deck = list(game.cat.decks[seat])
    game.first = 1
    h.run(game, ("lookout", -1))
    assert h.first_choices(game) == [(1, 4), (2, 3), (0, 2), (0, 4), (2, 3), (1, 2)]
    assert [len(p.hand) for p in game.players] == [3, 3, 3]  # a Faction card and two Common cards
    assert len(game.common_discard) == 2


def test_the_advanced_lookout_example_with_three_players():
    """ "the first player chooses his first card from 5 cards, and the second player chooses from
    4. After adding one card ... the third player also chooses from 4 ... the first player
    chooses his second card from the remaining 3 cards, just like the second player, after adding
    one from the deck. The third player ... chooses from the last 2 cards.\""""
    cards = [h.card(f"c{i}", raze=["wood", "wood"]) for i in range(9)]
    game = h.table(
        [h.faction(n, [h.card(f"{n}x", deal="food")]) for n in "abc"], cards, variants=Variants(lookout="advanced")
    )
    game.common = [h.index(game, f"common/c{i}") for i in range(9)]
    h.run(game, ("lookout", -1))
    assert h.first_choices(game) == [(0, 5), (1, 4), (2, 4), (0, 3), (1, 3), (2, 2)]


def test_final_scores_and_the_tie_breaks():
    """Common Locations 1 VP, Faction Locations 2 VP; ties: Workers and Resources left, then cards
    in hand (docs/rules-notes.md#is2014-ties)."""
    game = _two(
        [h.card("tower", deal="food")], [h.card("mill", raze=["wood", "wood"])], deck1=[h.card("keep", deal="food")]
    )
    h.empire(game, 0, "a/tower", "common/mill")
    game.players[0].empire.append(Placed(h.index(game, "common/mill"), foundation=True))
    h.empire(game, 1, "b/keep")
    h.give(game, 0, vp=4)
    h.give(game, 1, vp=5)
    game.phase = "end"
    result = game.result()
    assert result.scores == [7, 7]
    h.give(game, 0, wood=1, gold=3)
    h.give(game, 1, worker=1, food=1)
    assert game.result().winners == [1]
    h.give(game, 1, worker=0)
    assert game.result().winners == [0, 1]
    h.hand(game, 0, "common/mill")
    assert game.result().winners == [0]

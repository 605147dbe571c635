"""Actions and the steps that ask, beyond the book's worked examples (test_rules.py): take-over,
steal, deal and raze steps, Foundations, drawing, Action uses, Features on a build, with exact
values."""

from __future__ import annotations

from deckwright.engine.is2014.ops import OPS
from deckwright.engine.is2014.state import Placed
from deckwright.engine.is2014.tasks import RazeStep, WithCard
from tests.engine.is2014 import helpers as h

COMMONS = [h.card("hut", raze=["wood", "wood"]), h.card("shed", raze=["stone", "food"])]
TOLL = [{"id": "toll", "name": {"en": "Toll"}, "count": 1}]


def _game(deck0, deck1=None, **board):
    return h.duel(deck0, COMMONS, deck1, **board)


def _options(game, task):
    """The options the asking ``task`` offers, the game's state left as it is."""
    return OPS.ask[task[0]][0](game, task)


def test_a_take_over_spends_a_special_token_and_uses_the_opponents_action_once():
    """docs/rules-notes.md#is2014-take-over"""
    ferry = h.card(
        "ferry", kind="action", deal="raze", action={"cost": {"worker": 1}, "do": [{"take_over": {"token": "toll"}}]}
    )
    press = h.card("press", kind="action", deal="gold", action={"cost": {"food": 1}, "do": [{"gain": {"vp": 2}}]})
    game = _game([ferry], [press], tokens=TOLL)
    h.empire(game, 0, "a/ferry")
    h.empire(game, 1, "b/press")
    game.players[0].tokens = 1
    h.give(game, 0, worker=1, food=1)
    h.give(game, 1, worker=2)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("activate", 0, "a/ferry"))  # the only press to take over: no decision
    assert h.goods(game, 0) == {"vp": 2}
    assert game.players[0].tokens == 0
    assert game.players[1].empire[0].used == 1  # the owner's one use is gone too
    h.give(game, 0, food=1)
    game.players[0].tokens = 1
    assert _options(game, ("take_over", 0)) == ()


def test_a_location_taken_over_cannot_be_discarded_for_a_build_until_the_cleanup():
    """ "A Location taken over cannot be discarded in order to build other Locations by any of the
    players" (docs/rules-notes.md#is2014-take-over)."""
    ferry = h.card(
        "ferry", kind="action", deal="raze", action={"cost": {"worker": 1}, "do": [{"take_over": {"token": "toll"}}]}
    )
    press = h.card("press", kind="action", deal="gold", action={"cost": {"food": 1}, "do": [{"gain": {"vp": 2}}]})
    tower = h.card("tower", deal="raze", cost={"location": 1})
    game = _game([ferry], [press, tower], tokens=TOLL)
    h.empire(game, 0, "a/ferry")
    h.empire(game, 1, "b/press")
    h.hand(game, 1, "b/tower")
    game.players[0].tokens = 1
    h.give(game, 0, worker=1, food=1)
    h.give(game, 1, worker=2)
    assert ("build", "b/tower") in h.offered(game, 1)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("activate", 0, "a/ferry"))
    assert game.players[1].empire[0].taken
    assert ("build", "b/tower") not in h.offered(game, 1)  # its only Location is taken over
    game.players[1].empire.append(Placed(h.index(game, "common/hut"), foundation=True))
    game.stack.clear()
    game.pending = None
    h.run(game, ("take_turn", 1))
    h.choose(game, ("build", "b/tower"))  # one discard left to choose from: no decision
    assert h.keys(game, [p.card for p in game.players[1].empire]) == ["b/press", "b/tower"]
    assert h.keys(game, game.common_discard) == ["common/hut"]
    game.stack.clear()
    game.pending = None
    h.run(game, ("cleanup", -1))
    assert not game.players[1].empire[0].taken
    h.hand(game, 1, "b/tower")
    assert ("build", "b/tower") in h.offered(game, 1)


def test_no_take_over_without_a_token():
    press = h.card("press", kind="action", deal="gold", action={"cost": {"food": 1}, "do": [{"gain": {"vp": 2}}]})
    game = _game([h.card("x", deal="food")], [press])
    h.empire(game, 1, "b/press")
    h.give(game, 0, food=1)
    assert _options(game, ("take_over", 0)) == ()
    game.players[0].tokens = 1
    assert _options(game, ("take_over", 0)) == ((1, 0, "b/press"),)


def test_a_steal_takes_one_resource_of_the_chosen_kind():
    game = _game([h.card("x", deal="food")])
    h.give(game, 1, wood=2, stone=1, worker=3, gold=1)
    assert _options(game, ("steal", 0)) == ((1, "wood"), (1, "stone"))
    h.run(game, ("steal", 0))
    h.choose(game, (1, "stone"))
    assert h.goods(game, 0) == {"stone": 1}
    assert h.goods(game, 1) == {"wood": 2, "worker": 3, "gold": 1}


def test_a_deal_step_makes_a_deal_without_food():
    game = _game([h.card("x", deal="stone"), h.card("z", deal="card")])
    h.hand(game, 0, "a/x", "common/hut", "a/z")
    assert _options(game, ("deal_step", 0)) == ("a/x", "a/z")
    h.run(game, ("deal_step", 0))
    h.choose(game, "a/x")
    assert h.goods(game, 0) == {"stone": 1}
    assert h.keys(game, game.players[0].deals) == ["a/x"]


def test_a_deal_is_paid_with_gold_when_there_is_no_food():
    """docs/rules-notes.md#is2014-gold-any-resource: with no Food there is one way to pay."""
    game = _game([h.card("x", deal="wood")])
    h.hand(game, 0, "a/x")
    h.give(game, 0, gold=2)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("deal", "a/x"))
    assert h.goods(game, 0) == {"gold": 1, "wood": 1}


def test_a_deal_is_paid_with_food_or_gold_by_the_seats_choice():
    """docs/rules-notes.md#is2014-gold-any-resource: "Discard 1 Food", or 1 gold instead."""
    game = _game([h.card("x", deal="wood")])
    h.hand(game, 0, "a/x")
    h.give(game, 0, food=1, gold=1)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("deal", "a/x"))
    assert h.options(game) == ((), (("food", 1),))
    h.choose(game, (("food", 1),))
    assert h.goods(game, 0) == {"food": 1, "wood": 1}


def test_an_action_of_two_uses_activated_at_once_is_one_payment_of_twice_the_goods():
    """docs/rules-notes.md#is2014-activate-twice: twice {food: 1} from 1 Food and 2 gold: gold pays
    the second Food, or both."""
    mill = h.card("mill", kind="action", deal="food", action={"cost": {"food": 1}, "uses": 2})
    mill["action"]["do"] = [{"gain": {"vp": 1}}]
    game = _game([mill])
    h.empire(game, 0, "a/mill")
    h.give(game, 0, food=1, gold=2)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("activate-twice", 0, "a/mill"))
    assert h.options(game) == ((("food", 1),), (("food", 2),))
    h.choose(game, (("food", 2),))
    assert h.goods(game, 0) == {"food": 1, "vp": 2}


def test_a_raze_step_pays_for_defense_unless_it_reaches_protected_locations():
    game = _game([h.card("x", deal="food")])
    game.players[1].empire = [Placed(h.index(game, "common/hut"), defense=1), Placed(h.index(game, "common/shed"))]
    assert _options(game, RazeStep("raze_step", 0, False)) == ((1, 1, "common/shed"),)
    assert _options(game, RazeStep("raze_step", 0, True)) == ((1, 0, "common/hut"), (1, 1, "common/shed"))
    h.give(game, 0, raze=1)
    assert _options(game, RazeStep("raze_step", 0, False)) == ((1, 0, "common/hut"), (1, 1, "common/shed"))
    h.run(game, RazeStep("raze_step", 0, False))
    h.choose(game, (1, 0, "common/hut"))
    assert h.goods(game, 0) == {"wood": 2}
    assert game.players[1].empire[0] == Placed(h.index(game, "common/hut"), foundation=True)
    assert h.goods(game, 1) == {"wood": 1}


def test_a_foundation_step_places_a_card_from_hand_face_down_for_the_usual_wood():
    """ "When a Location of a player is razed and turned into a Foundation ... the player receives
    1 Wood"; the book's Sanctuary, which places a card from hand as a Foundation, gives "1 stone
    (instead of Wood)", and its Rabble "1 Wood as normal" (docs/rules-notes.md#is2014-foundation-wood)."""
    tribute = h.card("tribute", deal="vp", produce=[{"gain": {"vp": 1}, "per": {"foundations": True}}])
    game = _game([tribute, h.card("x", deal="food")])
    h.hand(game, 0, "a/x", "common/hut")
    h.run(game, ("foundation_step", 0))
    h.choose(game, "common/hut")
    assert game.players[0].empire == [Placed(h.index(game, "common/hut"), foundation=True)]
    assert h.keys(game, game.players[0].hand) == ["a/x"]
    assert h.goods(game, 0) == {"wood": 1}
    game.players[0].empire.append(Placed(h.index(game, "a/tribute")))
    h.run(game, ("produce", 0))
    assert h.goods(game, 0) == {"wood": 1, "worker": 1, "vp": 1}


def test_a_card_is_drawn_from_the_deck_the_seat_picks_and_the_faction_discard_is_reshuffled():
    game = _game([h.card("x", deal="food"), h.card("z", deal="food")])
    game.common = [h.index(game, "common/shed")]
    game.players[0].deck = []
    game.players[0].discard = [h.index(game, "a/z")]
    h.run(game, ("draw_card", 0))
    assert h.options(game) == (("faction",), ("common",))
    h.choose(game, ("faction",))
    assert h.keys(game, game.players[0].hand) == ["a/z"]
    assert game.players[0].discard == [] and game.players[0].deck == []
    h.run(game, ("draw_card", 0))  # only the Common deck is left: no decision
    assert h.keys(game, game.players[0].hand) == ["a/z", "common/shed"]


def test_an_action_of_two_uses_may_be_activated_both_times_at_once_for_twice_the_goods():
    """ "he has the choice of either activating it once a turn or both times at once by spending
    twice the Goods and taking the action twice" (docs/rules-notes.md#is2014-activate-twice)."""
    studio = h.card("studio", kind="action", deal="card", action={"cost": {"worker": 1, "food": 1}, "uses": 2})
    studio["action"]["do"] = [{"gain": {"vp": 2}}]
    game = _game([studio])
    h.empire(game, 0, "a/studio")
    h.give(game, 0, worker=2, food=1, gold=1)  # the second Food paid with gold
    activations = [o for o in h.offered(game, 0) if o[0].startswith("activate")]
    assert activations == [("activate", 0, "a/studio"), ("activate-twice", 0, "a/studio")]
    h.run(game, ("take_turn", 0))
    h.choose(game, ("activate-twice", 0, "a/studio"))
    assert h.goods(game, 0) == {"vp": 4} and game.players[0].empire[0].used == 2
    h.give(game, 0, worker=2, food=2)
    assert [o for o in h.offered(game, 0) if o[0].startswith("activate")] == []
    game.players[0].empire[0] = game.players[0].empire[0]._replace(used=1)
    assert [o for o in h.offered(game, 0) if o[0].startswith("activate")] == [("activate", 0, "a/studio")]
    game.players[0].empire[0] = game.players[0].empire[0]._replace(used=0)
    h.give(game, 0, worker=1, food=2)  # one activation's Goods only
    assert [o for o in h.offered(game, 0) if o[0].startswith("activate")] == [("activate", 0, "a/studio")]


def test_an_action_used_twice_a_round_is_not_offered_a_third_time():
    mint = h.card(
        "mint", kind="action", deal="gold", action={"cost": {"worker": 1}, "uses": 2, "do": [{"gain": {"gold": 1}}]}
    )
    game = _game([mint])
    h.empire(game, 0, "a/mint")
    h.give(game, 0, worker=3)
    assert ("activate", 0, "a/mint") in h.offered(game, 0)
    game.players[0].empire[0] = game.players[0].empire[0]._replace(used=1)
    assert ("activate", 0, "a/mint") in h.offered(game, 0)
    game.players[0].empire[0] = game.players[0].empire[0]._replace(used=2)
    assert ("activate", 0, "a/mint") not in h.offered(game, 0)


def test_a_build_feature_fires_for_its_own_build_and_matching_colours_only():
    """docs/rules-notes.md#is2014-counts-itself: "this Location counts itself for the feature
    ability"."""
    barracks = h.card(
        "barracks",
        kind="feature",
        colours=["red"],
        deal="raze",
        feature={"when": {"event": "build", "colour": "red"}, "do": [{"gain": {"raze": 1}}]},
    )
    game = _game([barracks, h.card("farm", deal="food"), h.card("fort", colours=["red"], deal="raze")])
    h.hand(game, 0, "a/barracks", "a/farm", "a/fort")
    h.run(game, WithCard("place", 0, h.index(game, "a/barracks")))
    assert h.goods(game, 0) == {"raze": 1}
    h.run(game, WithCard("place", 0, h.index(game, "a/farm")))
    assert h.goods(game, 0) == {"raze": 1}
    h.run(game, WithCard("place", 0, h.index(game, "a/fort")))
    assert h.goods(game, 0) == {"raze": 2}


def test_defense_tokens_stack_on_a_common_location_and_one_samurai_per_faction_location():
    """ "Any Japanese Faction Location cannot have more than 1 Samurai"; the book sets no such
    limit for Defense tokens, each of which "increases by 1 the number of Raze tokens required"
    (docs/rules-notes.md#is2014-defense)."""
    game = h.table(
        [
            h.faction("a", [h.card("x", deal="food", raze=["food", "food"])], samurai=True),
            h.faction("b", [h.card("y", deal="food")]),
        ],
        COMMONS,
    )
    game.players[0].empire = [
        Placed(h.index(game, "common/hut"), defense=1),
        Placed(h.index(game, "common/shed")),
        Placed(h.index(game, "a/x"), samurai=1),
    ]
    h.give(game, 0, defense=2, worker=1)
    free = [o for o in h.offered(game, 0) if o[0] in ("defend", "samurai")]
    assert free == [("defend", 0, "common/hut"), ("defend", 1, "common/shed")]
    h.run(game, ("take_turn", 0))
    h.choose(game, ("defend", 0, "common/hut"))
    assert game.players[0].empire[0] == Placed(h.index(game, "common/hut"), defense=2)
    h.give(game, 1, raze=3)  # the Samurai's Location takes 3
    shed, x = ("raze", 0, 1, "common/shed"), ("raze", 0, 2, "a/x")
    assert [o for o in h.offered(game, 1) if o[0] == "raze"] == [shed, x]
    h.give(game, 1, raze=4)  # 2, and 1 for each of the 2 Defense tokens
    assert [o for o in h.offered(game, 1) if o[0] == "raze"] == [("raze", 0, 0, "common/hut"), shed, x]


def test_a_raze_step_pays_one_raze_token_per_samurai_and_defense_token():
    """ "Each Samurai increases by 1 the number of Raze tokens required" (docs/rules-notes.md#is2014-samurai):
    a raze step against a Location with a Defense token and a Samurai takes 2 Raze tokens."""
    game = _game([h.card("x", deal="food")])
    game.players[1].empire = [Placed(h.index(game, "common/hut"), defense=1, samurai=1)]
    h.give(game, 0, raze=1)
    assert _options(game, RazeStep("raze_step", 0, False)) == ()
    h.give(game, 0, raze=3)
    assert _options(game, RazeStep("raze_step", 0, False)) == ((1, 0, "common/hut"),)
    h.run(game, RazeStep("raze_step", 0, False))  # the one target is razed without asking
    assert h.goods(game, 0) == {"raze": 1, "wood": 2}


def test_spending_workers_for_a_card_is_offered_only_while_a_deck_or_discard_pile_can_give_one():
    """ "Spend 2 Workers to get 1 Resource or 1 card from the deck (Faction or Common)": with no
    card in either deck nor discard pile, the card is not offered (docs/rules-notes.md#is2014-trade-pairs)."""
    game = _game([h.card("x", deal="food")])
    game.common, game.common_discard = [], []
    game.players[0].deck, game.players[0].discard = [], []
    h.give(game, 0, worker=2)
    trades = [o for o in h.offered(game, 0) if o[0] == "trade"]
    assert trades == [("trade", "food"), ("trade", "wood"), ("trade", "stone")]
    game.players[0].discard = [h.index(game, "a/x")]
    assert [o for o in h.offered(game, 0) if o[0] == "trade"] == [*trades, ("trade", "card")]
    game.players[0].discard, game.common_discard = [], [h.index(game, "common/hut")]
    assert [o for o in h.offered(game, 0) if o[0] == "trade"] == [*trades, ("trade", "card")]


def test_a_defense_token_may_be_placed_after_the_turns_action_before_the_turn_passes():
    """ "During an Action phase, at any moment in his turn, a player may place the Defense token"
    (docs/rules-notes.md#is2014-defense): on the Location the action just built."""
    game = _game([h.card("x", deal="food")])
    h.hand(game, 0, "common/hut")
    game.common[:] = [h.index(game, "common/shed")] * 2
    h.give(game, 0, defense=1)
    h.give(game, 1, worker=2)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("build", "common/hut"))
    assert game.decision().player == 0
    assert h.options(game) == (("defend", 0, "common/hut"), ("end",))
    h.choose(game, ("defend", 0, "common/hut"))
    assert game.players[0].empire == [Placed(h.index(game, "common/hut"), defense=1)]
    assert h.goods(game, 0) == {}
    assert game.decision().kind == "turn" and game.decision().player == 1
    game.stack.clear()
    game.pending = None
    h.give(game, 0, defense=1)  # the end of the turn places none
    h.hand(game, 0, "common/shed")
    h.run(game, ("take_turn", 0))
    h.choose(game, ("build", "common/shed"))
    h.choose(game, ("end",))
    assert [p.defense for p in game.players[0].empire] == [1, 0] and h.goods(game, 0) == {"defense": 1}


def test_a_samurai_may_be_deployed_after_the_turns_action_with_a_worker_it_left():
    """ "At any moment during his turn, the Japanese player may deploy any number of his Workers"
    (docs/rules-notes.md#is2014-defense); nothing free left: the turn ends without asking."""
    forge = h.card("forge", kind="action", deal="food", raze=["food", "food"])
    forge["action"] = {"cost": {"worker": 1}, "do": [{"gain": {"vp": 1}}]}
    watch = h.card("watch", deal="food", raze=["food", "food"])
    game = h.table([h.faction("a", [forge, watch], samurai=True), h.faction("b", [h.card("y", deal="food")])], COMMONS)
    h.empire(game, 0, "a/forge", "a/watch")
    h.give(game, 0, worker=2)
    h.give(game, 1, worker=2)
    h.run(game, ("take_turn", 0))
    h.choose(game, ("activate", 0, "a/forge"))
    assert h.options(game) == (("samurai", 0, "a/forge"), ("samurai", 1, "a/watch"), ("end",))
    h.choose(game, ("samurai", 1, "a/watch"))
    assert [p.samurai for p in game.players[0].empire] == [0, 1] and h.goods(game, 0) == {"vp": 1}
    assert game.decision().kind == "turn" and game.decision().player == 1

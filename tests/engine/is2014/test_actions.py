"""Actions and the steps that ask, beyond the book's worked examples (test_rules.py): take-over,
steal, deal and raze steps, Foundations, drawing, Action uses, Features on a build, with exact
values."""

from __future__ import annotations

from deckwright.engine.is2014.ops import OPS
from deckwright.engine.is2014.state import Placed
from deckwright.engine.is2014.tasks import RazeStep, WithCard
from tests.engine.is2014.helpers import (
    card,
    choose,
    duel,
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

COMMONS = [card("hut", raze=["wood", "wood"]), card("shed", raze=["stone", "food"])]
TOLL = [{"id": "toll", "name": {"en": "Toll"}, "count": 1}]


def _game(deck0, deck1=None, **board):
    return duel(deck0, COMMONS, deck1, **board)


def _options(game, task):
    """The options the asking ``task`` offers, the game's state left as it is."""
    return OPS.ask[task[0]][0](game, task)


def test_a_take_over_spends_a_special_token_and_uses_the_opponents_action_once():
    """docs/rules-notes.md#is2014-take-over"""
    ferry = card(
        "ferry", kind="action", deal="raze", action={"cost": {"worker": 1}, "do": [{"take_over": {"token": "toll"}}]}
    )
    press = card("press", kind="action", deal="gold", action={"cost": {"food": 1}, "do": [{"gain": {"vp": 2}}]})
    game = _game([ferry], [press], tokens=TOLL)
    empire(game, 0, "a/ferry")
    empire(game, 1, "b/press")
    game.players[0].tokens = 1
    give(game, 0, worker=1, food=1)
    give(game, 1, worker=2)
    run(game, ("take_turn", 0))
    choose(game, ("activate", 0, "a/ferry"))  # the only press to take over: no decision
    assert goods(game, 0) == {"vp": 2}
    assert game.players[0].tokens == 0
    assert game.players[1].empire[0].used == 1  # the owner's one use is gone too
    give(game, 0, food=1)
    game.players[0].tokens = 1
    assert _options(game, ("take_over", 0)) == ()


def test_a_location_taken_over_cannot_be_discarded_for_a_build_until_the_cleanup():
    """ "A Location taken over cannot be discarded in order to build other Locations by any of the
    players" (docs/rules-notes.md#is2014-take-over)."""
    ferry = card(
        "ferry", kind="action", deal="raze", action={"cost": {"worker": 1}, "do": [{"take_over": {"token": "toll"}}]}
    )
    press = card("press", kind="action", deal="gold", action={"cost": {"food": 1}, "do": [{"gain": {"vp": 2}}]})
    tower = card("tower", deal="raze", cost={"location": 1})
    game = _game([ferry], [press, tower], tokens=TOLL)
    empire(game, 0, "a/ferry")
    empire(game, 1, "b/press")
    hand(game, 1, "b/tower")
    game.players[0].tokens = 1
    give(game, 0, worker=1, food=1)
    give(game, 1, worker=2)
    assert ("build", "b/tower") in offered(game, 1)
    run(game, ("take_turn", 0))
    choose(game, ("activate", 0, "a/ferry"))
    assert game.players[1].empire[0].taken
    assert ("build", "b/tower") not in offered(game, 1)  # its only Location is taken over
    game.players[1].empire.append(Placed(index(game, "common/hut"), foundation=True))
    game.stack.clear()
    game.pending = None
    run(game, ("take_turn", 1))
    choose(game, ("build", "b/tower"))  # one discard left to choose from: no decision
    assert keys(game, [p.card for p in game.players[1].empire]) == ["b/press", "b/tower"]
    assert keys(game, game.common_discard) == ["common/hut"]
    game.stack.clear()
    game.pending = None
    run(game, ("cleanup", -1))
    assert not game.players[1].empire[0].taken
    hand(game, 1, "b/tower")
    assert ("build", "b/tower") in offered(game, 1)


def test_no_take_over_without_a_token():
    press = card("press", kind="action", deal="gold", action={"cost": {"food": 1}, "do": [{"gain": {"vp": 2}}]})
    game = _game([card("x", deal="food")], [press])
    empire(game, 1, "b/press")
    give(game, 0, food=1)
    assert _options(game, ("take_over", 0)) == ()
    game.players[0].tokens = 1
    assert _options(game, ("take_over", 0)) == ((1, 0, "b/press"),)


def test_a_steal_takes_one_resource_of_the_chosen_kind():
    game = _game([card("x", deal="food")])
    give(game, 1, wood=2, stone=1, worker=3, gold=1)
    assert _options(game, ("steal", 0)) == ((1, "wood"), (1, "stone"))
    run(game, ("steal", 0))
    choose(game, (1, "stone"))
    assert goods(game, 0) == {"stone": 1}
    assert goods(game, 1) == {"wood": 2, "worker": 3, "gold": 1}


def test_a_deal_step_makes_a_deal_without_food():
    game = _game([card("x", deal="stone"), card("z", deal="card")])
    hand(game, 0, "a/x", "common/hut", "a/z")
    assert _options(game, ("deal_step", 0)) == ("a/x", "a/z")
    run(game, ("deal_step", 0))
    choose(game, "a/x")
    assert goods(game, 0) == {"stone": 1}
    assert keys(game, game.players[0].deals) == ["a/x"]


def test_a_deal_is_paid_with_gold_when_there_is_no_food():
    """docs/rules-notes.md#is2014-gold-any-resource: with no Food there is one way to pay."""
    game = _game([card("x", deal="wood")])
    hand(game, 0, "a/x")
    give(game, 0, gold=2)
    run(game, ("take_turn", 0))
    choose(game, ("deal", "a/x"))
    assert goods(game, 0) == {"gold": 1, "wood": 1}


def test_a_deal_is_paid_with_food_or_gold_by_the_seats_choice():
    """docs/rules-notes.md#is2014-gold-any-resource: "Discard 1 Food", or 1 gold instead."""
    game = _game([card("x", deal="wood")])
    hand(game, 0, "a/x")
    give(game, 0, food=1, gold=1)
    run(game, ("take_turn", 0))
    choose(game, ("deal", "a/x"))
    assert options(game) == ((), (("food", 1),))
    choose(game, (("food", 1),))
    assert goods(game, 0) == {"food": 1, "wood": 1}


def test_an_action_of_two_uses_activated_at_once_is_one_payment_of_twice_the_goods():
    """docs/rules-notes.md#is2014-activate-twice: twice {food: 1} from 1 Food and 2 gold: gold pays
    the second Food, or both."""
    mill = card("mill", kind="action", deal="food", action={"cost": {"food": 1}, "uses": 2})
    mill["action"]["do"] = [{"gain": {"vp": 1}}]
    game = _game([mill])
    empire(game, 0, "a/mill")
    give(game, 0, food=1, gold=2)
    run(game, ("take_turn", 0))
    choose(game, ("activate-twice", 0, "a/mill"))
    assert options(game) == ((("food", 1),), (("food", 2),))
    choose(game, (("food", 2),))
    assert goods(game, 0) == {"food": 1, "vp": 2}


def test_a_raze_step_pays_for_defense_unless_it_reaches_protected_locations():
    game = _game([card("x", deal="food")])
    game.players[1].empire = [Placed(index(game, "common/hut"), defense=1), Placed(index(game, "common/shed"))]
    assert _options(game, RazeStep("raze_step", 0, False)) == ((1, 1, "common/shed"),)
    assert _options(game, RazeStep("raze_step", 0, True)) == ((1, 0, "common/hut"), (1, 1, "common/shed"))
    give(game, 0, raze=1)
    assert _options(game, RazeStep("raze_step", 0, False)) == ((1, 0, "common/hut"), (1, 1, "common/shed"))
    run(game, RazeStep("raze_step", 0, False))
    choose(game, (1, 0, "common/hut"))
    assert goods(game, 0) == {"wood": 2}
    assert game.players[1].empire[0] == Placed(index(game, "common/hut"), foundation=True)
    assert goods(game, 1) == {"wood": 1}


def test_a_foundation_step_places_a_card_from_hand_face_down_for_the_usual_wood():
    """ "When a Location of a player is razed and turned into a Foundation ... the player receives
    1 Wood"; the book's Sanctuary, which places a card from hand as a Foundation, gives "1 stone
    (instead of Wood)", and its Rabble "1 Wood as normal" (docs/rules-notes.md#is2014-foundation-wood)."""
    tribute = card("tribute", deal="vp", produce=[{"gain": {"vp": 1}, "per": {"foundations": True}}])
    game = _game([tribute, card("x", deal="food")])
    hand(game, 0, "a/x", "common/hut")
    run(game, ("foundation_step", 0))
    choose(game, "common/hut")
    assert game.players[0].empire == [Placed(index(game, "common/hut"), foundation=True)]
    assert keys(game, game.players[0].hand) == ["a/x"]
    assert goods(game, 0) == {"wood": 1}
    game.players[0].empire.append(Placed(index(game, "a/tribute")))
    run(game, ("produce", 0))
    assert goods(game, 0) == {"wood": 1, "worker": 1, "vp": 1}


def test_a_card_is_drawn_from_the_deck_the_seat_picks_and_the_faction_discard_is_reshuffled():
    game = _game([card("x", deal="food"), card("z", deal="food")])
    game.common = [index(game, "common/shed")]
    game.players[0].deck = []
    game.players[0].discard = [index(game, "a/z")]
    run(game, ("draw_card", 0))
    assert options(game) == (("faction",), ("common",))
    choose(game, ("faction",))
    assert keys(game, game.players[0].hand) == ["a/z"]
    assert game.players[0].discard == [] and game.players[0].deck == []
    run(game, ("draw_card", 0))  # only the Common deck is left: no decision
    assert keys(game, game.players[0].hand) == ["a/z", "common/shed"]


def test_an_action_of_two_uses_may_be_activated_both_times_at_once_for_twice_the_goods():
    """ "he has the choice of either activating it once a turn or both times at once by spending
    twice the Goods and taking the action twice" (docs/rules-notes.md#is2014-activate-twice)."""
    studio = card("studio", kind="action", deal="card", action={"cost": {"worker": 1, "food": 1}, "uses": 2})
    studio["action"]["do"] = [{"gain": {"vp": 2}}]
    game = _game([studio])
    empire(game, 0, "a/studio")
    give(game, 0, worker=2, food=1, gold=1)  # the second Food paid with gold
    activations = [o for o in offered(game, 0) if o[0].startswith("activate")]
    assert activations == [("activate", 0, "a/studio"), ("activate-twice", 0, "a/studio")]
    run(game, ("take_turn", 0))
    choose(game, ("activate-twice", 0, "a/studio"))
    assert goods(game, 0) == {"vp": 4} and game.players[0].empire[0].used == 2
    give(game, 0, worker=2, food=2)
    assert [o for o in offered(game, 0) if o[0].startswith("activate")] == []
    game.players[0].empire[0] = game.players[0].empire[0]._replace(used=1)
    assert [o for o in offered(game, 0) if o[0].startswith("activate")] == [("activate", 0, "a/studio")]
    game.players[0].empire[0] = game.players[0].empire[0]._replace(used=0)
    give(game, 0, worker=1, food=2)  # one activation's Goods only
    assert [o for o in offered(game, 0) if o[0].startswith("activate")] == [("activate", 0, "a/studio")]


def test_an_action_used_twice_a_round_is_not_offered_a_third_time():
    mint = card(
        "mint", kind="action", deal="gold", action={"cost": {"worker": 1}, "uses": 2, "do": [{"gain": {"gold": 1}}]}
    )
    game = _game([mint])
    empire(game, 0, "a/mint")
    give(game, 0, worker=3)
    assert ("activate", 0, "a/mint") in offered(game, 0)
    game.players[0].empire[0] = game.players[0].empire[0]._replace(used=1)
    assert ("activate", 0, "a/mint") in offered(game, 0)
    game.players[0].empire[0] = game.players[0].empire[0]._replace(used=2)
    assert ("activate", 0, "a/mint") not in offered(game, 0)


def test_a_build_feature_fires_for_its_own_build_and_matching_colours_only():
    """docs/rules-notes.md#is2014-counts-itself: "this Location counts itself for the feature
    ability"."""
    barracks = card(
        "barracks",
        kind="feature",
        colours=["red"],
        deal="raze",
        feature={"when": {"event": "build", "colour": "red"}, "do": [{"gain": {"raze": 1}}]},
    )
    game = _game([barracks, card("farm", deal="food"), card("fort", colours=["red"], deal="raze")])
    hand(game, 0, "a/barracks", "a/farm", "a/fort")
    run(game, WithCard("place", 0, index(game, "a/barracks")))
    assert goods(game, 0) == {"raze": 1}
    run(game, WithCard("place", 0, index(game, "a/farm")))
    assert goods(game, 0) == {"raze": 1}
    run(game, WithCard("place", 0, index(game, "a/fort")))
    assert goods(game, 0) == {"raze": 2}


def test_defense_tokens_stack_on_a_common_location_and_one_samurai_per_faction_location():
    """ "Any Japanese Faction Location cannot have more than 1 Samurai"; the book sets no such
    limit for Defense tokens, each of which "increases by 1 the number of Raze tokens required"
    (docs/rules-notes.md#is2014-defense)."""
    game = table(
        [
            faction("a", [card("x", deal="food", raze=["food", "food"])], samurai=True),
            faction("b", [card("y", deal="food")]),
        ],
        COMMONS,
    )
    game.players[0].empire = [
        Placed(index(game, "common/hut"), defense=1),
        Placed(index(game, "common/shed")),
        Placed(index(game, "a/x"), samurai=1),
    ]
    give(game, 0, defense=2, worker=1)
    free = [o for o in offered(game, 0) if o[0] in ("defend", "samurai")]
    assert free == [("defend", 0, "common/hut"), ("defend", 1, "common/shed")]
    run(game, ("take_turn", 0))
    choose(game, ("defend", 0, "common/hut"))
    assert game.players[0].empire[0] == Placed(index(game, "common/hut"), defense=2)
    give(game, 1, raze=3)  # the Samurai's Location takes 3
    shed, x = ("raze", 0, 1, "common/shed"), ("raze", 0, 2, "a/x")
    assert [o for o in offered(game, 1) if o[0] == "raze"] == [shed, x]
    give(game, 1, raze=4)  # 2, and 1 for each of the 2 Defense tokens
    assert [o for o in offered(game, 1) if o[0] == "raze"] == [("raze", 0, 0, "common/hut"), shed, x]


def test_a_raze_step_pays_one_raze_token_per_samurai_and_defense_token():
    """ "Each Samurai increases by 1 the number of Raze tokens required" (docs/rules-notes.md#is2014-samurai):
    a raze step against a Location with a Defense token and a Samurai takes 2 Raze tokens."""
    game = _game([card("x", deal="food")])
    game.players[1].empire = [Placed(index(game, "common/hut"), defense=1, samurai=1)]
    give(game, 0, raze=1)
    assert _options(game, RazeStep("raze_step", 0, False)) == ()
    give(game, 0, raze=3)
    assert _options(game, RazeStep("raze_step", 0, False)) == ((1, 0, "common/hut"),)
    run(game, RazeStep("raze_step", 0, False))  # the one target is razed without asking
    assert goods(game, 0) == {"raze": 1, "wood": 2}


def test_spending_workers_for_a_card_is_offered_only_while_a_deck_or_discard_pile_can_give_one():
    """ "Spend 2 Workers to get 1 Resource or 1 card from the deck (Faction or Common)": with no
    card in either deck nor discard pile, the card is not offered (docs/rules-notes.md#is2014-trade-pairs)."""
    game = _game([card("x", deal="food")])
    game.common, game.common_discard = [], []
    game.players[0].deck, game.players[0].discard = [], []
    give(game, 0, worker=2)
    trades = [o for o in offered(game, 0) if o[0] == "trade"]
    assert trades == [("trade", "food"), ("trade", "wood"), ("trade", "stone")]
    game.players[0].discard = [index(game, "a/x")]
    assert [o for o in offered(game, 0) if o[0] == "trade"] == [*trades, ("trade", "card")]
    game.players[0].discard, game.common_discard = [], [index(game, "common/hut")]
    assert [o for o in offered(game, 0) if o[0] == "trade"] == [*trades, ("trade", "card")]


def test_a_defense_token_may_be_placed_after_the_turns_action_before_the_turn_passes():
    """ "During an Action phase, at any moment in his turn, a player may place the Defense token"
    (docs/rules-notes.md#is2014-defense): on the Location the action just built."""
    game = _game([card("x", deal="food")])
    hand(game, 0, "common/hut")
    game.common[:] = [index(game, "common/shed")] * 2
    give(game, 0, defense=1)
    give(game, 1, worker=2)
    run(game, ("take_turn", 0))
    choose(game, ("build", "common/hut"))
    assert game.decision().player == 0
    assert options(game) == (("defend", 0, "common/hut"), ("end",))
    choose(game, ("defend", 0, "common/hut"))
    assert game.players[0].empire == [Placed(index(game, "common/hut"), defense=1)]
    assert goods(game, 0) == {}
    assert game.decision().kind == "turn" and game.decision().player == 1
    game.stack.clear()
    game.pending = None
    give(game, 0, defense=1)  # the end of the turn places none
    hand(game, 0, "common/shed")
    run(game, ("take_turn", 0))
    choose(game, ("build", "common/shed"))
    choose(game, ("end",))
    assert [p.defense for p in game.players[0].empire] == [1, 0] and goods(game, 0) == {"defense": 1}


def test_a_samurai_may_be_deployed_after_the_turns_action_with_a_worker_it_left():
    """ "At any moment during his turn, the Japanese player may deploy any number of his Workers"
    (docs/rules-notes.md#is2014-defense); nothing free left: the turn ends without asking."""
    forge = card("forge", kind="action", deal="food", raze=["food", "food"])
    forge["action"] = {"cost": {"worker": 1}, "do": [{"gain": {"vp": 1}}]}
    watch = card("watch", deal="food", raze=["food", "food"])
    game = table([faction("a", [forge, watch], samurai=True), faction("b", [card("y", deal="food")])], COMMONS)
    empire(game, 0, "a/forge", "a/watch")
    give(game, 0, worker=2)
    give(game, 1, worker=2)
    run(game, ("take_turn", 0))
    choose(game, ("activate", 0, "a/forge"))
    assert options(game) == (("samurai", 0, "a/forge"), ("samurai", 1, "a/watch"), ("end",))
    choose(game, ("samurai", 1, "a/watch"))
    assert [p.samurai for p in game.players[0].empire] == [0, 1] and goods(game, 0) == {"vp": 1}
    assert game.decision().kind == "turn" and game.decision().player == 1

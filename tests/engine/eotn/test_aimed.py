"""Steps aimed at opponents (a step's 'target'), played by the engine with exact values
(docs/rules-notes.md#eotn-opponents-as-targets)."""

from __future__ import annotations

from deckwright.engine.eotn.aimed import opponents, targets
from tests.engine.eotn.helpers import goods, make_game, pick, seat, slot_of, to_first_turn, watcher
from tests.engine.eotn.test_effect_language import action_card, usable, use


def start_with(cards: list[dict], players: int = 2):
    game = make_game([cards] * players)
    return game, to_first_turn(game)


def aimed_card(card_id: str, step: dict) -> dict:
    return action_card(card_id, [step, {"gain": {"vp": 1}}])


def test_left_is_the_next_seat_clockwise_and_right_the_one_before():
    game = make_game([None] * 4)
    assert opponents(game, 1) == [2, 3, 0]
    assert (targets(game, 1, "left"), targets(game, 1, "right"), targets(game, 1, "each_opponent")) == (
        [2],
        [0],
        [2, 3, 0],
    )
    assert (targets(game, 3, "left"), targets(game, 0, "right")) == ([0], [3])


def test_each_opponent_loses_goods_down_to_what_they_have():
    game, p = start_with([aimed_card("toll", {"lose": {"food": 2, "wood": 1}, "target": "each_opponent"})], 3)
    seat(game, p, empire=["toll"])
    q, r = opponents(game, p)
    seat(game, q, goods={"food": 3, "wood": 1})
    seat(game, r, goods={"food": 1})
    use(game, p, "toll")
    assert [(goods(game, s, "food"), goods(game, s, "wood")) for s in (q, r)] == [(1, 0), (0, 0)]
    assert game.players[p].vp == 1  # the rest of the effect goes on


def jeering():
    """Three seats: p's card makes the left neighbour discard 1; both neighbours hold a hut and a mill."""
    game, p = start_with([aimed_card("jeer", {"discard": 1, "target": "left"})], 3)
    seat(game, p, empire=["jeer"])
    left, right = opponents(game, p)
    seat(game, left, hand=["hut", "mill"])
    seat(game, right, hand=["hut", "mill"])
    return game, p, left, right


def test_the_left_neighbour_alone_discards_and_chooses_which():
    game, p, left, right = jeering()
    use(game, p, "jeer")
    decision = game.decision()
    assert (decision.kind, decision.player, decision.options) == ("discard", left, ("hut", "mill"))
    pick(game, "mill")
    cards = game.cat.cards
    assert [cards[c].id for c in game.players[left].hand] == ["hut"]
    assert len(game.players[right].hand) == 2


def test_a_target_with_no_cards_discards_nothing_and_the_effect_goes_on():
    game, p = start_with([aimed_card("jeer", {"discard": 2, "target": "right"})])
    seat(game, p, empire=["jeer"])
    (q,) = opponents(game, p)
    seat(game, q, hand=[])
    use(game, p, "jeer")
    assert (game.decision().kind, game.players[p].vp) == ("turn", 1)


def test_a_chosen_opponent_is_a_decision_of_seat_and_clan():
    game, p = start_with([aimed_card("jeer", {"lose": {"vp": 2}, "target": "chosen_opponent"})], 3)
    seat(game, p, empire=["jeer"])
    q, r = opponents(game, p)
    game.players[q].vp, game.players[r].vp = 5, 1
    use(game, p, "jeer")
    decision = game.decision()
    assert (decision.kind, decision.player) == ("target", p)
    assert decision.options == ((q, f"clan-{q}"), (r, f"clan-{r}"))
    pick(game, (r, f"clan-{r}"))
    assert (game.players[q].vp, game.players[r].vp) == (5, 0)  # VP lost only down to 0


def test_give_moves_exact_goods_to_each_opponent_and_needs_them_all():
    gift = aimed_card("gift", {"give": {"stone": 1}, "target": "each_opponent"})
    game, p = start_with([gift], 3)
    seat(game, p, goods={"stone": 1, "gold": 3}, empire=["gift"])
    assert not usable(game, p, "gift")  # two opponents, one stone; gold does not stand in
    seat(game, p, goods={"stone": 2})
    assert usable(game, p, "gift")
    q, r = opponents(game, p)
    seat(game, q, goods={"stone": 3})
    seat(game, r)
    use(game, p, "gift")
    assert [goods(game, s, "stone") for s in (p, q, r)] == [0, 4, 1]


def test_a_given_good_is_a_gain_of_the_target():
    gift = aimed_card("gift", {"give": {"wood": 1}, "target": "left"})
    thanks = watcher("thanks", {"event": "gain", "good": "wood"})
    game, p = start_with([gift, thanks])
    seat(game, p, goods={"wood": 1}, empire=["gift"])
    (q,) = opponents(game, p)
    seat(game, q, empire=["thanks"])
    game.players[q].vp = 0
    use(game, p, "gift")
    assert (goods(game, q, "wood"), game.players[q].vp) == (1, 1)


def test_the_player_exhausts_the_card_of_the_target_they_choose():
    blight = aimed_card("blight", {"exhaust": {"count": 1, "kind": "location"}, "target": "left"})
    game, p = start_with([blight])
    seat(game, p, empire=["blight", "hut"])
    (q,) = opponents(game, p)
    seat(game, q, empire=["hut", "mill"])
    use(game, p, "blight")
    hut, mill = slot_of(game, q, "hut"), slot_of(game, q, "mill")
    decision = game.decision()
    basics = ((0, "woods"), (1, "quarry"), (2, "farm"))  # a Location is every card: docs/rules-notes.md#eotn-kind-sets
    assert (decision.kind, decision.player, decision.options) == ("exhaust", p, (*basics, (hut, "hut"), (mill, "mill")))
    pick(game, (mill, "mill"))
    assert [e.exhausted for e in game.players[q].empire][hut:] == [False, True]
    assert game.players[p].empire[slot_of(game, p, "hut")].exhausted is False


def test_exhausting_all_of_a_kind_of_each_opponent():
    blight = aimed_card("blight", {"exhaust": {"count": "all", "type": "home"}, "target": "each_opponent"})
    game, p = start_with([blight], 3)
    seat(game, p, empire=["blight"])
    q, r = opponents(game, p)
    seat(game, q, empire=["hut", "mill"])
    use(game, p, "blight")
    assert [len(game.players[s].empire) for s in (q, r)] == [5, 3]  # basic fields are 'home' too
    assert all(e.exhausted for s in (q, r) for e in game.players[s].empire)
    assert [e.exhausted for e in game.players[p].empire] == [False, False, False, True]  # only its own Action


def test_the_player_moves_a_used_pawn_of_the_target():
    shove = aimed_card("shove", {"move_pawn": 1, "target": "right"})
    game, p = start_with([shove])
    seat(game, p, empire=["shove"])
    (q,) = opponents(game, p)
    game.players[q].pawns = [(0, False), (-1, False)]
    use(game, p, "shove")
    decision = game.decision()
    assert (decision.kind, decision.player) == ("move-pawn", p)
    assert decision.options == (("stay",), *((0, tile) for tile in game.tiles[1:]))
    pick(game, (0, game.tiles[3]))
    assert game.players[q].pawns == [(3, False), (-1, False)]
    assert game.players[p].pawns == [(-1, False), (-1, False)]


def test_an_opponent_loses_ships_of_each_kind_down_to_what_they_have():
    game, p = start_with([aimed_card("raid", {"lose": {"ship": 1, "common_ship": 2}, "target": "left"})])
    seat(game, p, empire=["raid"])
    (q,) = opponents(game, p)
    game.players[q].ships, game.players[q].common = 2, 3
    use(game, p, "raid")
    assert (game.players[q].ships, game.players[q].common) == (1, 1)


# -- a passed player is not targeted (docs/rules-notes.md#eotn-passed-not-targeted) ---------------


def test_each_opponent_spares_an_opponent_who_has_passed():
    game, p = start_with([aimed_card("toll", {"lose": {"food": 2}, "target": "each_opponent"})], 3)
    seat(game, p, empire=["toll"])
    q, r = opponents(game, p)
    seat(game, q, goods={"food": 3})
    seat(game, r, goods={"food": 3})
    game.players[q].passed = True
    use(game, p, "toll")
    assert [goods(game, s, "food") for s in (q, r)] == [3, 1]


def test_a_step_whose_only_target_has_passed_does_nothing_and_the_effect_goes_on():
    game, p, left, right = jeering()
    game.players[left].passed = True
    vp = game.players[p].vp
    use(game, p, "jeer")
    assert (game.decision().kind, len(game.players[left].hand), len(game.players[right].hand)) == ("turn", 2, 2)
    assert game.players[p].vp == vp + 1


def test_a_passed_opponent_cannot_be_chosen():
    game, p = start_with([aimed_card("jeer", {"lose": {"vp": 2}, "target": "chosen_opponent"})], 3)
    seat(game, p, empire=["jeer"])
    q, r = opponents(game, p)
    game.players[q].vp, game.players[r].vp = 5, 5
    game.players[q].passed = True
    use(game, p, "jeer")  # the one opponent left is chosen without asking
    assert (game.decision().kind, game.players[q].vp, game.players[r].vp) == ("turn", 5, 3)


def one_stone_to_give(target: str):
    """Three seats: p's card gives 1 stone to ``target``; p holds 1 stone, its opponents nothing."""
    gift = aimed_card("gift", {"give": {"stone": 1}, "target": target})
    game, p = start_with([gift], 3)
    seat(game, p, goods={"stone": 1}, empire=["gift"])
    q, r = opponents(game, p)
    seat(game, q)
    seat(game, r)
    return game, p, q, r


def test_give_to_each_opponent_gives_only_to_those_who_have_not_passed():
    game, p, q, r = one_stone_to_give("each_opponent")
    game.players[r].passed = True
    assert usable(game, p, "gift")  # one stone for the one opponent who can be given it
    use(game, p, "gift")
    assert [goods(game, s, "stone") for s in (p, q, r)] == [0, 1, 0]


def test_passing_shields_only_during_the_action_phase():
    game, p = start_with([aimed_card("toll", {"lose": {"food": 2}, "target": "left"})])
    (q,) = opponents(game, p)
    game.players[q].passed = True
    assert targets(game, p, "left") == []
    game.phase = "expedition"  # everyone has passed; Expedition Features reach every opponent
    assert targets(game, p, "left") == [q]


def test_give_to_a_chosen_opponent_needs_the_goods_once_however_many_opponents():
    game, p, q, r = one_stone_to_give("chosen_opponent")
    assert usable(game, p, "gift")  # one stone for the one opponent chosen, not one for each of two
    use(game, p, "gift")
    pick(game, (r, f"clan-{r}"))
    assert [goods(game, s, "stone") for s in (p, q, r)] == [0, 0, 1]

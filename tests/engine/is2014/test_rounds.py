"""The round's phases beyond the book's worked examples (rules/test_rules.py has those): the
Alternate Lookout, the Peaceful variant's extra card, Production and Cleanup details, the last
round, with exact values."""

from __future__ import annotations

from deckwright.engine.is2014.ops import OPS
from deckwright.engine.is2014.state import Placed, Variants
from tests.engine.is2014 import helpers as h

COMMONS = [h.card(f"c{i}", raze=["wood", "wood"]) for i in range(8)]


def _two(deck0=None, deck1=None, **variants):
    return h.duel(deck0 or [h.card("x", deal="food")], COMMONS, deck1, Variants(**variants))


def test_the_alternate_lookout_picks_one_of_three_then_one_of_the_two_passed_clockwise():
    """ "each one draws 3 Common cards. Each player selects one card out of 3 ... pass their
    remaining two cards to the next player in a clockwise direction. Now each player selects one
    card from these two ... and discards the last one.\""""
    game = _two(lookout="alternate")
    game.common = [h.index(game, f"common/c{i}") for i in range(6)]  # drawn from the end
    h.hand(game, 0)
    h.hand(game, 1)
    game.players[0].deck, game.players[1].deck = [h.index(game, "a/x")], [h.index(game, "b/y")]
    h.run(game, ("lookout", -1))
    assert h.options(game) == ("common/c5", "common/c4", "common/c3")
    h.choose(game, "common/c4")
    assert h.options(game) == ("common/c2", "common/c1", "common/c0")
    h.choose(game, "common/c0")
    # seat 0 now chooses from seat 1's two cards, seat 1 from seat 0's
    assert h.options(game) == ("common/c2", "common/c1")
    h.choose(game, "common/c1")
    assert h.options(game) == ("common/c5", "common/c3")
    h.choose(game, "common/c3")
    assert h.keys(game, game.players[0].hand) == ["a/x", "common/c4", "common/c1"]
    assert h.keys(game, game.players[1].hand) == ["b/y", "common/c0", "common/c3"]
    assert h.keys(game, game.common_discard) == ["common/c2", "common/c5"]


def test_the_peaceful_variant_deals_each_seat_a_common_card_in_the_lookout():
    game = _two(peaceful=True)
    game.common = [h.index(game, f"common/c{i}") for i in range(8)]
    h.hand(game, 0)
    h.hand(game, 1)
    game.players[0].deck, game.players[1].deck = [h.index(game, "a/x")], [h.index(game, "b/y")]
    h.run(game, ("lookout", -1))
    assert h.keys(game, game.players[0].hand) == ["a/x", "common/c7"]
    assert h.keys(game, game.players[1].hand) == ["b/y", "common/c6"]


def test_production_gives_back_the_special_tokens_and_foundations_produce_nothing():
    mill = h.card("mill", produce=[{"gain": {"wood": 2}}], deal="wood")
    tokens = [{"id": "toll", "name": {"en": "Toll"}, "count": 2}]
    game = h.table(
        [h.faction("a", [mill], {"food": 1}, tokens=tokens), h.faction("b", [h.card("y", deal="food")])], COMMONS
    )
    game.players[0].empire = [Placed(h.index(game, "a/mill")), Placed(h.index(game, "a/mill"), foundation=True)]
    h.run(game, ("produce", 0))
    assert h.goods(game, 0) == {"food": 1, "wood": 2}
    assert game.players[0].tokens == 2


def test_the_cleanup_discards_defense_tokens_and_action_goods_keeps_samurai_and_passes_the_first_player():
    """ "Players discard all non-stored Resources, Workers, and tokens (Defense tokens, Goods that
    were used to activate Action Locations ...) ... Samurai are not discarded at the end of the
    round in the Cleanup phase ... Pass the First player token to the next player in clockwise
    order.\""""
    game = _two()
    h.empire(game, 0, "common/c0", "a/x")
    game.players[0].empire = [
        Placed(h.index(game, "common/c0"), defense=1, used=1),
        Placed(h.index(game, "a/x"), samurai=1),
    ]
    h.give(game, 0, worker=3, raze=1, defense=1, vp=7)
    h.hand(game, 0, "common/c1")
    game.first = 1
    h.run(game, ("cleanup", -1))
    assert game.players[0].empire == [Placed(h.index(game, "common/c0")), Placed(h.index(game, "a/x"), samurai=1)]
    assert h.goods(game, 0) == {"vp": 7}
    assert h.keys(game, game.players[0].hand) == ["common/c1"]
    assert game.first == 0


def _phases(game):
    """The tasks start_round schedules, in the order they run."""
    OPS.auto["start_round"](game, ("start_round", -1))
    return [task[0] for task in reversed(game.stack)]


def test_the_fifth_round_has_no_cleanup_and_then_the_game_ends():
    """ "Skip the Cleanup phase in the final round.\""""
    game = _two()
    game.round = 3
    assert _phases(game) == ["lookout", "production", "action_phase", "cleanup", "start_round"]
    game.stack.clear()
    assert _phases(game) == ["lookout", "production", "action_phase", "start_round"]
    assert game.round == 5
    game.stack.clear()
    assert _phases(game) == [] and game.phase == "end" and game.round == 5


def test_the_advanced_lookout_with_two_players_picks_from_five_cards_and_discards_the_last():
    """ "Draw the top 5 cards from the Common deck ... In a 2-player game ... In clockwise order,
    the player pick a card, starting with the first player. The last card is discarded without
    further effect.\""""
    game = _two(lookout="advanced")
    game.common = [h.index(game, f"common/c{i}") for i in range(8)]
    h.run(game, ("lookout", -1))
    assert h.first_choices(game) == [(0, 5), (1, 4), (0, 3), (1, 2)]
    assert len(game.common_discard) == 1 and len(game.common) == 3

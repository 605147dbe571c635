"""Kingdom Builder rules, each stated with exact values on hand-made boards.

Rulebook passages and the published facts used are quoted in docs/rules-notes.md ("Kingdom
Builder"); the test names say which rule each test states.
"""

from __future__ import annotations

import pytest

from deckwright.engine.kb.board import NEIGHBOURS, SECTOR
from deckwright.engine.kb.game import KBGame
from deckwright.model.kb import Placement, Tile
from tests.engine.kb.helpers import builds, give, holding_a_farm, hx, make, targets, tile_targets


def test_neighbours_follow_the_offset_rows():
    assert set(NEIGHBOURS[hx(2, 5)]) == {hx(2, 4), hx(2, 6), hx(1, 4), hx(1, 5), hx(3, 4), hx(3, 5)}
    assert set(NEIGHBOURS[hx(3, 5)]) == {hx(3, 4), hx(3, 6), hx(2, 5), hx(2, 6), hx(4, 5), hx(4, 6)}
    assert set(NEIGHBOURS[hx(0, 0)]) == {hx(0, 1), hx(1, 0)}
    assert (SECTOR[hx(0, 0)], SECTOR[hx(0, 10)], SECTOR[hx(10, 0)], SECTOR[hx(19, 19)]) == (0, 1, 2, 3)


def test_setup_deals_one_hidden_card_each_from_a_25_card_deck():
    game = make(players=3)
    assert len(game.deck) == 22 and all(card is not None for card in game.hand)
    cards = game.deck + game.hand
    assert sorted(set(cards)) == ["canyon", "desert", "flower", "forest", "grass"]
    assert all(cards.count(t) == 5 for t in set(cards))
    assert game.supply == [40, 40, 40]


def test_two_tiles_wait_on_each_location_hex():
    game = make(locations={(5, 5): "farm", (15, 15): "oasis"}, tiles=("farm", "oasis"))
    assert game.stock == {hx(5, 5): 2, hx(15, 15): 2}


def test_mandatory_action_builds_three_on_the_card_terrain_adjacent_if_possible():
    cells = {(5, 5): "g", (5, 6): "g", (10, 10): "g", (10, 11): "g", (12, 12): "d"}
    game = make(cells, fill="m")
    give(game, "grass")
    assert builds(game) == {hx(5, 5), hx(5, 6), hx(10, 10), hx(10, 11)}  # nothing of hers yet: any grass
    game.apply(game.decision().options.index(("build", hx(5, 5))))
    assert builds(game) == {hx(5, 6)}  # recomputed: now only next to her settlement
    game.apply(0)
    assert builds(game) == {hx(10, 10), hx(10, 11)}  # none adjacent left: any grass again
    game.apply(0)
    assert game.seat == 1 and game.supply == [37, 40]  # three built, the turn is over


def test_a_new_card_is_drawn_at_the_end_of_the_turn():
    game = make()
    give(game, "grass")
    game.deck = ["forest", "desert"]
    for _ in range(3):
        game.apply(0)
    assert game.hand[0] == "desert" and game.discard == ["grass"]


def test_no_hex_of_the_card_terrain_draws_again_and_the_useless_card_leaves_the_game():
    game = make({(3, 3): "d", (4, 4): "d"})
    give(game, "grass")
    game.deck, game.discard = ["grass", "canyon", "desert"], []
    game.hand[1] = "canyon"
    for _ in range(3):
        game.apply(0)
    # seat 0 drew 'desert'; seat 1's canyon (none on the board) and the next canyon left the game
    assert (game.seat, game.hand, game.deck, game.discard) == (1, ["desert", "grass"], [], ["grass"])


def test_extra_actions_come_before_or_after_the_mandatory_action_not_in_its_middle():
    game = holding_a_farm()
    kinds = {o[0] for o in game.decision().options}
    assert kinds == {"build", "tile"} and game.decision().kind == "turn"
    game.apply([o[0] for o in game.decision().options].index("build"))
    assert {o[0] for o in game.decision().options} == {"build"} and game.decision().kind == "build"
    game.apply(0)
    game.apply(0)
    after = {o[0] for o in game.decision().options}
    assert after == {"tile", "end"}  # mandatory done: the farm, or end the turn
    game.apply([o[0] for o in game.decision().options].index("tile"))
    assert game.seat == 1  # the farm was used once; nothing is left but 'end', so the turn ended


def test_a_tile_is_taken_when_building_next_to_its_location_and_used_from_the_next_turn():
    game = make({(0, 1): "d"}, locations={(0, 0): "farm"}, tiles=("farm",))
    give(game, "grass")
    game.apply(game.decision().options.index(("build", hx(1, 0))))
    assert game.held[0] == [(hx(0, 0), "farm")] and game.stock[hx(0, 0)] == 1
    game.apply(0)
    game.apply(0)
    assert game.seat == 1  # the fresh farm is not offered this turn: the turn ended
    give(game, "desert")
    for _ in range(3):
        game.apply(0)  # the one desert, then (no desert left: a new card) two more
    assert game.seat == 0 and game.supply[1] == 37
    assert any(o[0] == "tile" for o in game.decision().options)


def test_one_tile_per_location_per_player_and_two_per_location():
    game = make(locations={(5, 5): "farm"}, tiles=("farm",), players=3)
    give(game, "grass")
    for h in (hx(5, 4), hx(4, 5)):  # both next to the location
        game.apply(game.decision().options.index(("build", h)))
    assert game.held[0] == [(hx(5, 5), "farm")] and game.stock[hx(5, 5)] == 1
    game._take_tiles(1, hx(6, 5))
    game._take_tiles(2, hx(6, 6))
    assert game.held[1] == [(hx(5, 5), "farm")] and game.held[2] == [] and game.stock[hx(5, 5)] == 0


def test_moving_the_last_settlement_away_from_a_location_loses_its_tile_for_good():
    game = make(locations={(5, 5): "farm", (0, 0): "paddock"}, tiles=("farm", "paddock"))
    game.put(0, [hx(1, 0), hx(5, 4)])
    game._take_tiles(0, hx(1, 0))
    game._take_tiles(0, hx(5, 4))
    assert game.held[0] == [(hx(0, 0), "paddock"), (hx(5, 5), "farm")]
    game._move(0, hx(5, 4), hx(5, 2))
    assert game.held[0] == [(hx(0, 0), "paddock")] and game.lost[0] == {hx(5, 5)}
    game._place(0, hx(5, 6))  # back next to the location: no new tile from it
    assert game.held[0] == [(hx(0, 0), "paddock")] and game.stock[hx(5, 5)] == 1


def test_keeping_one_settlement_next_to_the_location_keeps_the_tile():
    game = make(locations={(5, 5): "farm"}, tiles=("farm",))
    game.put(0, [hx(5, 4), hx(5, 6)])
    game._take_tiles(0, hx(5, 4))
    game._move(0, hx(5, 4), hx(5, 1))
    assert game.held[0] == [(hx(5, 5), "farm")] and game.lost[0] == set()


def test_the_game_ends_after_the_round_in_which_a_player_builds_the_last_settlement():
    game = make(players=3)
    game.put(1, range(hx(19, 0), hx(19, 0) + 20))
    game.put(1, range(hx(17, 0), hx(17, 0) + 18))  # seat 1 has 2 settlements left
    for _ in range(3):
        game.apply(0)  # seat 0's turn
    game.apply(0)
    game.apply(0)  # seat 1 builds its last two: its mandatory action ends there
    assert game.supply[1] == 0 and game.ending and game.seat == 2
    for _ in range(3):
        game.apply(0)  # seat 2 finishes the round
    assert game.decision() is None and game.over and game.round == 1


def test_goal_and_castle_gold_add_up_and_ties_share_the_victory():
    game = make({(0, 5): "K"}, goals=("hermits", "discoverers", "knights"))
    game.put(0, [hx(0, 4), hx(10, 0)])
    game.put(1, [hx(0, 6), hx(12, 0)])
    gold = game.gold()
    assert gold == {"hermits": [2, 2], "discoverers": [2, 2], "knights": [2, 2], "castles": [3, 3], "tiles": [0, 0]}
    result = game.result()
    assert result.scores == [9, 9] and result.winners == [0, 1]


def test_clone_is_independent_and_games_are_seeded():
    game = make()
    copy = game.clone()
    copy.apply(0)
    assert game.supply == [40, 40] and copy.supply == [39, 40]
    again = make()
    assert (again.deck, again.hand) == (game.deck, game.hand)
    assert isinstance(copy, KBGame)


@pytest.mark.parametrize("seat_card", ["grass", "desert"])
def test_the_active_card_decides_the_mandatory_terrain(seat_card):
    game = make({(2, 2): "d", (3, 3): "d"})
    give(game, seat_card)
    expected = {hx(2, 2), hx(3, 3)} if seat_card == "desert" else {h for h in range(400)} - {hx(2, 2), hx(3, 3)}
    assert builds(game) == expected


def test_targets_helper_lists_every_option_but_end():
    game = make({(2, 2): "d"}, fill="m")
    give(game, "desert")
    assert targets(game) == {("build", hx(2, 2))}
    assert tile_targets(game, "farm") == set()


def test_two_tiles_of_one_kind_from_two_locations_are_each_used_once():
    game = make(locations={(0, 0): "farm", (0, 19): "farm"}, tiles=("farm",))
    game.put(0, [hx(1, 0), hx(1, 18)])
    game.held[0] = [(hx(0, 0), "farm"), (hx(0, 19), "farm")]
    give(game, "grass")
    farms = lambda: sorted({o[2] for o in game.decision().options if o[0] == "tile"})  # noqa: E731
    assert farms() == [hx(0, 0), hx(0, 19)]
    game.apply([o[:3] for o in game.decision().options].index(("tile", "farm", hx(0, 0))))
    assert farms() == [hx(0, 19)] and game.supply[0] == 37


def _use(game: KBGame, option: tuple) -> None:
    game.apply(game.decision().options.index(option))


def test_of_two_tiles_of_one_kind_the_one_used_this_turn_is_the_one_discarded():
    # docs/rules-notes.md#kb-which-tile-is-lost: barns from (0,0) and (0,19); the barn of (0,19)
    # moves the only settlement next to (0,0) away, so a barn is lost: the used one goes
    game = make(locations={(0, 0): "barn", (0, 19): "barn"}, tiles=("barn",))
    game.put(0, [hx(1, 0), hx(1, 18)])
    game.held[0] = [(hx(0, 0), "barn"), (hx(0, 19), "barn")]
    give(game, "grass")
    _use(game, ("tile", "barn", hx(0, 19), hx(1, 0), hx(2, 18)))
    assert game.held[0] == [(hx(0, 19), "barn")] and game.lost[0] == {hx(0, 0)}
    assert {o[:3] for o in game.decision().options if o[0] == "tile"} == {("tile", "barn", hx(0, 19))}


def test_a_tile_is_lost_as_soon_as_a_move_leaves_its_location_and_its_action_goes_on():
    # docs/rules-notes.md#kb-when-a-tile-is-lost: a two-step move whose first step leaves the
    # location of its own tile; the second step comes back next to it and takes nothing
    game = make(locations={(0, 0): "farm"}, tiles=("farm",))
    game.tiles["relay"] = Tile("relay", {"en": "Relay"}, Placement("move", "buildable", count=2, adjacent="free"))
    game.put(0, [hx(1, 0), hx(10, 10)])
    game.held[0] = [(hx(0, 0), "relay")]
    give(game, "grass")
    _use(game, ("tile", "relay", hx(0, 0), hx(1, 0), hx(5, 5)))
    assert game.held[0] == [] and game.lost[0] == {hx(0, 0)} and game.decision().kind == "tile-step"
    _use(game, ("tile", "relay", hx(0, 0), hx(5, 5), hx(0, 1)))
    assert game.held[0] == [] and game.stock[hx(0, 0)] == 2 and game.owner[hx(0, 1)] == 0


def test_a_removal_sends_another_players_settlement_home_and_may_cost_it_a_tile():
    # docs/rules-notes.md#kb-tiles-on-opponents: only next to one's own settlements; the owner of
    # the settlement gets it back, loses the tile of the location it no longer touches, and a game
    # already ending still ends
    game = make(locations={(5, 5): "farm"}, tiles=("farm",))
    game.tiles["raid"] = Tile("raid", {"en": "Raid"}, Placement("remove", "buildable", adjacent="required", gold=2))
    game.put(0, [hx(8, 8)])
    game.put(1, [hx(5, 4), hx(8, 9), hx(15, 15)])
    game._take_tiles(1, hx(5, 4))
    game.held[0] = [(hx(0, 0), "raid")]
    game.ending = True
    give(game, "grass")
    assert tile_targets(game, "raid") == {hx(8, 9)}  # (15,15) and (5,4) are not next to seat 0's
    supply = game.supply[1]
    _use(game, ("tile", "raid", hx(0, 0), hx(8, 9)))
    assert game.owner[hx(8, 9)] == -1 and game.supply[1] == supply + 1 and game.held[1] == [(hx(5, 5), "farm")]
    assert game.purse == [2, 0] and game.gold()["tiles"] == [2, 0] and game.ending
    game.put(0, [hx(6, 4)])
    game.tiles["raid"] = Tile("raid", {"en": "Raid"}, Placement("remove", "buildable", adjacent="free"))
    game._remove(hx(5, 4))
    assert game.held[1] == [] and game.lost[1] == {hx(5, 5)}


def test_a_tiles_gold_is_taken_once_per_use_and_counts_in_the_score():
    game = make(locations={(0, 0): "farm"}, tiles=("farm",))
    game.tiles["mint"] = Tile("mint", {"en": "Mint"}, Placement("build", "grass", count=2, gold=3))
    game.put(0, [hx(1, 0)])
    game.held[0] = [(hx(0, 0), "mint")]
    give(game, "forest")
    first = sorted(o for o in game.decision().options if o[0] == "tile")[0]
    _use(game, first)
    _use(game, game.decision().options[0])  # the second settlement of the same use
    assert game.purse == [3, 0] and game.scores()[0] == 3

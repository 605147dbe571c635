"""The phases of a year: turn actions and their costs, pass and pick, harvest, winter, the end
of a year, final scoring and its tie-breaks, the return of a player with no units."""

from dataclasses import replace

import pytest

from deckwright.engine.northgard import effects
from deckwright.engine.northgard.hooks import new_game
from deckwright.engine.northgard.year import fame_victory, territory_victory
from deckwright.model.northgard import card_set_from_data, shipped
from tests.engine.northgard.helpers import RULES, card, clan, drive, land, make_game, step, units

RED, PURPLE = 0, 1
A, B, C = card("a", {"recruit": 1}), card("b", {"gain": {"food": 1}}), card("c", {"fame": 1})


def test_a_turn_offers_play_wait_replace_remove_upgrade_and_pass_by_what_the_seat_can_pay():
    game = make_game()
    red = game.players[RED]
    red.hand = [B]
    asked = drive(game, ("take_turn", RED), ("wait", "b"))
    assert asked[0].options == (("play", "b"), ("wait", "b"), ("pass",))
    assert red.active == [B]
    red.hand, red.resources["lore"] = [B], 3
    asked = drive(game, ("take_turn", RED), ("pass",))
    assert asked[0].options == (
        ("play", "b"),
        ("wait", "b"),
        ("replace", "b"),
        ("remove", "b"),
        ("upgrade", "b", "keep", "red-up1"),
        ("upgrade", "b", "remove", "red-up1"),
        ("upgrade", "b", "keep", "red-up2"),
        ("upgrade", "b", "remove", "red-up2"),
        ("pass",),
    )


def test_replace_costs_one_lore_and_draws_one_card():
    game = make_game()
    red = game.players[RED]
    red.hand, red.deck, red.resources["lore"] = [A], [B, C], 2
    drive(game, ("take_turn", RED), ("replace", "a"))
    assert (red.hand, red.active, red.deck, red.resources["lore"]) == ([C], [A], [B], 1)


def test_remove_costs_two_lore_draws_two_and_takes_the_card_out_of_the_game():
    game = make_game()
    red = game.players[RED]
    red.hand, red.deck, red.resources["lore"] = [A], [B, C], 2
    drive(game, ("take_turn", RED), ("remove", "a"))
    assert (red.hand, red.removed, red.resources["lore"]) == ([C, B], [A], 0)


def test_upgrade_costs_three_lore_and_puts_the_clan_upgrade_in_hand():
    game = make_game()
    red = game.players[RED]
    red.hand, red.resources["lore"] = [A], 4
    drive(game, ("take_turn", RED), ("upgrade", "a", "remove", "red-up2"))
    assert [c.id for c in red.hand] == ["red-up2"] and red.removed == [A]
    assert [c.id for c in red.upgrades] == ["red-up1"] and red.resources["lore"] == 1


def test_the_costs_of_replace_remove_and_upgrade_come_from_the_ruleset():
    rules = RULES.varied(
        costs={**RULES["costs"], "replace": {"food": 2}, "remove": {"wood": 1}, "upgrade": {"food": 9}}
    )
    game = make_game(rules=rules)
    red = game.players[RED]
    red.hand, red.resources = [B], {"food": 2, "wood": 1, "lore": 5}
    asked = drive(game, ("take_turn", RED), ("pass",))
    assert [o[0] for o in asked[0].options] == ["play", "wait", "replace", "remove", "pass"]


def test_pass_discards_hand_and_active_cards_and_puts_the_picked_card_on_top_of_the_draw_pile():
    game = make_game()
    red = game.players[RED]
    red.hand, red.active, red.deck = [A], [B], [C]
    game.display = [card("d1", {"fame": 1}), card("d2", {"fame": 2})]
    drive(game, ("take_turn", RED), ("pass",), ("pick", 1, "d2"))
    assert red.passed and red.discard == [A, B] and red.hand == []
    assert [c.id for c in red.deck] == ["c", "d2"] and [c.id for c in game.display] == ["d1"]


def test_the_first_to_pass_takes_the_first_player_marker():
    game = make_game()
    game.first = 0
    game.players[RED].hand = [A]
    game.players[PURPLE].hand = []
    land(game, "1-2")
    units(game, 1, RED, 1)
    game.display = []
    drive(game, ("action_round", -1), ("play", "a"), ("unit", 1))  # a seat with an empty hand can only pass
    assert game.first == PURPLE


def test_a_flash_card_may_come_before_and_after_the_main_card():
    game = make_game()
    red = game.players[RED]
    flash1, flash2 = card("f1", {"gain": {"wood": 1}}, flash=True), card("f2", {"gain": {"lore": 1}}, flash=True)
    red.hand = [flash1, B, flash2]
    asked = drive(game, ("take_turn", RED), ("play", "f1"), ("play", "b"), ("play", "f2"))
    assert asked[1].kind == "flash" and asked[1].options == (("play", "b"), ("play", "f2"), ("end",))
    assert red.resources == {"food": 1, "wood": 1, "lore": 1} and red.hand == []
    red.hand = [B, A]
    drive(game, ("take_turn", RED), ("play", "b"))  # no flash card left: the turn ends after the main card
    assert red.hand == [A]


def test_harvest_fame_for_closed_territories_by_tiles_altars_and_resources():
    game = make_game()
    ter = land(game, "1-2", "2-3", "3-4", closed=(1, 2, 3), tiles={1: 1, 2: 2, 3: 3})
    for tid in (1, 2, 3, 4):
        units(game, tid, RED, 1)
    ter[1].resources = {"food": 1, "lore": 1}
    ter[4].buildings = ["altar_of_kings", "food_silo"]
    drive(game, ("harvest_phase", -1), ("done",))
    red = game.players[RED]
    assert red.fame == 1 + 1 + 2 + 3  # one, two, three tiles; one Altar of Kings
    assert red.resources == {"food": 2, "wood": 0, "lore": 1}


def test_harvest_amounts_come_from_the_ruleset():
    rules = RULES.varied(
        fame={**RULES["fame"], "closed_harvest": [0, 5]},
        buildings={**RULES["buildings"], "food_silo": {"size": "small", "produce": {"wood": 2}}},
    )
    game = make_game(rules=rules)
    ter = land(game, "1-2", closed=(1, 2), tiles={1: 1, 2: 4})
    units(game, 1, RED, 1)
    units(game, 2, RED, 1)
    ter[1].buildings = ["food_silo"]
    drive(game, ("harvest_phase", -1))
    assert game.players[RED].fame == 0 + 5
    assert game.players[RED].resources["wood"] == 2


def test_trade_three_resources_for_one_of_choice():
    game = make_game()
    red = game.players[RED]
    red.resources = {"food": 3, "wood": 1, "lore": 0}
    asked = drive(game, ("trade", RED), ("trade", ("food", "food", "food"), "lore"))
    assert asked[0].options == (
        ("trade", ("food", "food", "food"), "wood"),
        ("trade", ("food", "food", "food"), "lore"),
        ("trade", ("food", "food", "wood"), "lore"),
        ("done",),
    )
    assert red.resources == {"food": 0, "wood": 1, "lore": 1}


def test_winter_upkeep_by_units_and_unrest_when_it_cannot_be_paid():
    game = make_game()
    land(game, "1-2")
    units(game, 1, RED, 7)
    units(game, 2, PURPLE, 3)
    game.players[RED].resources = {"food": 5, "wood": 0, "lore": 0}
    game.players[PURPLE].resources = {"food": 5, "wood": 0, "lore": 0}
    drive(game, ("winter", -1))
    assert game.players[RED].resources["food"] == 3  # 7-9 units: two food and one wood
    assert [c.id for c in game.players[RED].deck] == ["unrest"]
    assert game.players[PURPLE].resources["food"] == 4 and game.players[PURPLE].deck == []


def test_ten_unrest_cards_and_then_the_fame_at_once():
    # "10 Unrest cards"; with none left, the seat loses the card's fame at once
    # (docs/rules-notes.md#northgard-unrest-supply)
    game = make_game()
    assert game.unrest_left == 10
    land(game, "1-2")
    units(game, 1, RED, 4)
    units(game, 2, PURPLE, 4)
    game.players[RED].fame = 6
    game.unrest_left = 1
    drive(game, ("winter", -1))
    assert [c.id for c in game.players[RED].deck] == ["unrest"] and game.players[RED].fame == 6
    assert game.players[PURPLE].deck == [] and game.players[PURPLE].fame == -5
    assert game.unrest_left == 0 and game.final_fame(RED) == 1 and game.final_fame(PURPLE) == -5
    data = {**shipped("cards.yaml"), "unrest": {"name": {"en": "Strife"}, "copies": 3}}
    assert new_game([clan("red"), clan("purple")], seed=1, cards=card_set_from_data(data)).unrest_left == 3


def test_the_winter_table_comes_from_the_ruleset_and_kaija_does_not_eat():
    rules = RULES.varied(winter=[{"units": 0, "pay": {}}, {"units": 2, "pay": {"lore": 1}}])
    bear = clan("bear", {"bear": {"points": 3}})
    game = make_game(bear, clan("purple"), rules=rules)
    ter = land(game, "1-2")
    units(game, 1, RED, 1)
    ter[1].kaija = RED
    units(game, 2, PURPLE, 2)
    game.players[PURPLE].resources["lore"] = 1
    drive(game, ("winter", -1))
    assert game.players[RED].deck == [] and game.players[PURPLE].resources["lore"] == 0


def test_final_fame_adds_resources_cards_achievements_and_unrest():
    game = make_game()
    land(game, "1-2", closed=(1,))
    units(game, 1, RED, 2)
    red = game.players[RED]
    red.fame, red.resources = 10, {"food": 4, "wood": 2, "lore": 1}
    achievement = replace(card("host", kind="achievement"), score={"fame": 2, "per": 1, "count": "closed_territories"})
    red.deck = [card("saga", fame=3), game.cards.unrest, achievement]
    assert game.final_fame(RED) == 10 + 7 // 3 + 3 - 5 + 2


def test_territory_victory_three_closed_territories_with_a_large_building():
    game = make_game()
    ter = land(game, "1-2", "2-3", "3-4", closed=(1, 2, 3))
    for tid, building in ((1, "forge"), (2, "fortress"), (3, "altar_of_kings")):
        units(game, tid, RED, 1)
        ter[tid].buildings = [building]
    assert territory_victory(game) and game.winners == [RED] and game.ended_by == "territories"
    ter[3].buildings = ["food_silo"]
    game.winners = []
    assert not territory_victory(game)
    rules = RULES.varied(victory={**RULES["victory"], "closed_territories": 2})
    game.rules = rules
    assert territory_victory(game)


def test_fame_ties_break_by_territories_then_units_then_buildings():
    game = make_game()
    ter = land(game, "1-2", "2-3")
    units(game, 1, RED, 1)
    units(game, 2, PURPLE, 3)
    fame_victory(game)
    assert game.winners == [PURPLE]  # same fame and territories, more units
    units(game, 3, RED, 2)
    fame_victory(game)
    assert game.winners == [RED]  # more territories
    ter[3].units[RED] = 0
    game.players[RED].reserve += 2
    ter[1].units[RED] = 3
    fame_victory(game)
    assert game.winners == [RED, PURPLE]  # a full tie is shared


def test_kaija_counts_as_a_unit_for_the_tie_break_and_the_units_achievement():
    # "This token behaves mostly as a regular unit" (docs/rules-notes.md#northgard-kaija-is-a-unit)
    bear = clan("bear", {"bear": {"points": "kaija_points"}})
    game = make_game(bear, clan("purple"))
    ter = land(game, "1-2")
    units(game, 1, RED, 2)
    ter[1].kaija = RED
    game.players[RED].kaija_on_map = True
    units(game, 2, PURPLE, 2)
    fame_victory(game)
    assert game.winners == [RED]
    host = replace(card("host", kind="achievement"), score={"fame": 1, "per": 1, "count": "units"})
    assert effects.achievement_fame(game, RED, host.score) == 3
    assert game.rules.winter_cost(game.units_on_map(RED)) == {"food": 1}  # but it does not eat


def test_a_player_with_no_units_returns_with_a_group_in_a_neutral_territory():
    game = make_game()
    land(game, "1-2", "2-3")
    units(game, 1, PURPLE, 2)
    drive(game, [("second_chance", s) for s in game.order()], ("return", 3))
    assert game.board.territories[3].units == {RED: 3} and game.players[RED].reserve == 11
    rules = RULES.varied(return_group=5)
    game = make_game(rules=rules)
    land(game, "1-2")
    units(game, 1, PURPLE, 2)
    drive(game, [("second_chance", s) for s in game.order()], ("return", 2))
    assert game.board.territories[2].units == {RED: 5}


def test_a_recruit_without_units_on_the_map_may_go_to_any_neutral_territory():
    game = make_game()
    land(game, "1-2", "2-3")
    units(game, 2, PURPLE, 1)
    asked = drive(game, step(RED, {"recruit": 2}), ("unit", 3), ("unit", 3))
    assert asked[0].options == (("unit", 1), ("unit", 3), ("stop",))
    assert asked[1].options == (("unit", 3), ("stop",))


def test_unrest_cards_are_never_offered_as_a_flash_card():
    # "They have no effect": an Unrest card in hand can wait or be replaced, never played
    game = make_game()
    red = game.players[RED]
    flash = card("f1", {"gain": {"wood": 1}}, flash=True)
    red.hand = [flash, game.cards.unrest, B]
    asked = drive(game, ("take_turn", RED), ("play", "f1"), ("end",))
    assert asked[1].options == (("play", "b"), ("end",))
    assert [c.kind for c in red.hand] == ["unrest", "starting"]


def test_the_turns_of_a_year_are_capped_and_a_runaway_year_is_reported(monkeypatch):
    from deckwright.engine.northgard import year
    from deckwright.game import Runaway

    monkeypatch.setattr(year, "MAX_TURNS_PER_YEAR", 3)
    game = make_game()
    for player in game.players:
        player.hand = [card(f"w{n}", {"fame": 1}) for n in range(3)]
    game.push(("action_round", -1))
    turns = 0
    with pytest.raises(Runaway, match="year 0 did not end after 3 turns"):
        while True:
            decision = game.decision()
            turns += 1
            game.apply(next(i for i, o in enumerate(decision.options) if o[0] == "wait"))
    assert turns == 3  # the fourth turn is refused, after three waits


def test_the_return_is_asked_as_its_own_decision():
    game = make_game()
    land(game, "1-2", "2-3")
    units(game, 1, PURPLE, 2)
    asked = drive(game, [("second_chance", s) for s in game.order()], ("return", 3))
    assert [(d.player, d.kind, d.options) for d in asked] == [
        (RED, "return", (("return", 2), ("return", 3), ("none",)))
    ]


def test_the_second_chance_is_optional():
    # "they can place a group of three new units in any neutral territory"
    # (docs/rules-notes.md#northgard-second-chance)
    game = make_game()
    land(game, "1-2", "2-3")
    units(game, 1, PURPLE, 2)
    drive(game, [("second_chance", s) for s in game.order()], ("none",))
    assert game.units_on_map(RED) == 0 and game.players[RED].reserve == 14


def _all_taken():
    """A map of one pocket tile whose two territories Purple holds; Red has no unit on it."""
    from deckwright.engine.northgard.board import Board
    from tests.engine.northgard.tiles import POCKET_E

    game = make_game()
    game.board = Board()
    game.board.place(POCKET_E, (0, 0), 0)
    for tid in game.board.territories:
        units(game, tid, PURPLE, 1)
    return game


def test_with_no_neutral_territory_the_returning_player_draws_a_tile_to_make_one():
    # "If by any chance there is no neutral territory left on the map, the player can draw a new
    # tile and place it to create a new neutral territory."
    from tests.engine.northgard.tiles import CORRIDOR, PLAIN

    game = _all_taken()
    game.tile_pile = [PLAIN, CORRIDOR]  # the corridor on top
    asked = drive(game, [("second_chance", s) for s in game.order()], ("draw",), ("tile", 0, -1, 0), ("return", 3))
    assert asked[0].kind == "return" and asked[0].options == (("draw",), ("none",))
    assert asked[1].kind == "return tile" and ("tile", 0, -1, 0) in asked[1].options
    assert asked[2].options == (("return", 2), ("return", 3), ("none",))  # the corridor and its north
    assert game.board.cells[(0, -1)] == (CORRIDOR, 0) and game.board.territories[3].units == {RED: 3}
    assert game.tile_pile == [PLAIN]


def test_a_drawn_tile_that_cannot_make_a_neutral_territory_goes_under_the_pile_and_the_next_is_drawn():
    # as Explore does (docs/rules-notes.md#northgard-second-chance)
    from tests.engine.northgard.tiles import CORRIDOR, PLAIN

    game = _all_taken()
    game.tile_pile = [CORRIDOR, PLAIN]  # the plain tile on top: it would join Purple's land wherever it went
    asked = drive(game, [("second_chance", s) for s in game.order()], ("draw",), ("tile", 0, -1, 0), ("return", 3))
    assert [d.kind for d in asked] == ["return", "return tile", "return"]
    assert game.board.cells[(0, -1)] == (CORRIDOR, 0) and game.tile_pile == [PLAIN]
    assert game.units_on_map(RED) == 3


def test_a_returning_player_draws_nothing_when_no_tile_of_the_pile_fits():
    from tests.engine.northgard.tiles import PLAIN

    game = _all_taken()
    game.tile_pile = [PLAIN, PLAIN]
    asked = drive(game, [("second_chance", s) for s in game.order()], ("draw",))
    assert [d.kind for d in asked] == ["return"]
    assert game.tile_pile == [PLAIN, PLAIN] and game.units_on_map(RED) == 0

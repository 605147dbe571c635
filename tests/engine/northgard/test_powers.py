"""The seven clan powers of the book written in the power language, and the other steps: build,
draw, feast, explore with its fame."""

from deckwright.engine.northgard import effects
from deckwright.engine.northgard.board import Board, Territory
from deckwright.engine.northgard.effects import card_tasks
from tests.engine.northgard.helpers import RULES, Dice, card, clan, drive, land, make_game, step, units
from tests.engine.northgard.tiles import CORRIDOR, POCKET_E, POCKET_W

RED, PURPLE = 0, 1
BOAR = clan("boar", {"on": [{"event": "explore_without_closing", "do": [{"gain": {"lore": "boar_explore"}}]}]})
GOAT = clan(
    "goat",
    {
        "on": [
            {"event": "build_small", "do": [{"gain": {"food": "goat_small"}}]},
            {"event": "build_large", "do": [{"gain": {"food": "goat_large"}}]},
        ]
    },
)
RAVEN = clan("raven", {"on": [{"event": "close_own", "do": [{"harvest": True}]}]})
STAG = clan(
    "stag",
    {
        "on": [
            {"event": "close_own", "do": [{"fame": "stag_fame"}]},
            {"event": "conquer", "do": [{"fame": "stag_fame"}]},
        ]
    },
)
WOLF = clan("wolf", {"on": [{"event": "win_attack", "do": [{"fame": "wolf_win"}]}]})
SNAKE = clan(
    "snake",
    {"scorched_earth": {"points": "scorched_points"}},
    initial=card("snake-initial", {"move": {"moves": 1}}, {"scorch": True}, kind="clan"),
)


def pocket_game(first, tiles_to_draw):
    """Red's units in a pocket over two tiles; the pile holds ``tiles_to_draw`` (last on top)."""
    game = make_game(first, clan("purple"))
    game.board = Board()
    game.board.place(POCKET_E, (0, 0), 0)
    game.board.place(CORRIDOR, (1, 0), 0)
    pocket = game.board.node[(0, 0, 0)]
    game.board.territories[pocket].units = {RED: 2}
    game.board.territories[pocket].resources = {"wood": 2}
    game.tile_pile = list(tiles_to_draw)
    return game, pocket


def test_explore_closing_own_territory_gives_fame_per_tile_and_stag_one_more():
    game, pocket = pocket_game(STAG, [POCKET_W])
    drive(game, step(RED, {"explore": 1}))  # the one place it fits: (2, 0) unturned
    assert game.board.cells[(2, 0)] == (POCKET_W, 0) and game.board.territories[pocket].closed
    assert game.players[RED].fame == 3 + 1


def test_raven_collects_the_resources_of_the_territory_it_closes():
    game, pocket = pocket_game(RAVEN, [POCKET_W])
    drive(game, step(RED, {"explore": 1}))
    assert game.players[RED].resources["wood"] == 2 and game.players[RED].fame == 3


def test_boar_collects_lore_when_exploring_without_closing():
    game, _ = pocket_game(BOAR, [CORRIDOR])
    drive(game, step(RED, {"explore": 1}))
    assert game.players[RED].resources["lore"] == RULES["powers"]["boar_explore"] == 1
    rules = RULES.varied(powers={**RULES["powers"], "boar_explore": 4})
    game, _ = pocket_game(BOAR, [CORRIDOR])
    game.rules = rules
    drive(game, step(RED, {"explore": 1}))
    assert game.players[RED].resources["lore"] == 4


def test_an_island_inside_the_placed_tile_is_not_closed_by_exploring():
    # docs/rules-notes.md#northgard-island-not-closed-by-exploring: the Boar-like Otter keeps its power
    from tests.engine.northgard.tiles import ISLE_CORRIDOR

    game, _ = pocket_game(BOAR, [ISLE_CORRIDOR])
    drive(game, step(RED, {"explore": 1}))
    assert game.board.cells[(2, 0)] == (ISLE_CORRIDOR, 0)
    assert game.players[RED].resources["lore"] == 1 and game.players[RED].fame == 0


def test_explore_draws_several_tiles_and_puts_the_unplaced_ones_under_the_pile():
    game, _ = pocket_game(BOAR, [POCKET_E, POCKET_W, CORRIDOR])
    asked = drive(game, step(RED, {"explore": 2}), ("tile", 1, 2, 0, 0))
    assert {o[1] for o in asked[0].options} == {0, 1}  # the corridor (top) and the west pocket
    assert [t.id for t in game.tile_pile] == ["corridor", "pocket-e"]


def goat_builder():
    """The Goat in territory 1 (a small, a carved and a large space) with 4 wood."""
    game = make_game(GOAT, clan("purple"))
    ter = land(game, "1-2")
    units(game, 1, RED, 1)
    ter[1].spaces = ["small", "carved", "large"]
    game.players[RED].resources["wood"] = 4
    return game, ter


def test_goat_collects_food_when_building_and_building_costs_wood():
    game, ter = goat_builder()
    asked = drive(game, step(RED, {"build": {}}), ("build", 1, "fortress"))
    assert ("build", 1, "carved_stone") in asked[0].options and ("build", 2, "forge") not in asked[0].options
    assert game.players[RED].resources == {"food": 2, "wood": 1, "lore": 0}
    drive(game, step(RED, {"build": {}}), ("build", 1, "carved_stone"))
    assert ter[1].spaces == ["small"] and ter[1].buildings == ["fortress", "carved_stone"]
    assert game.players[RED].resources == {"food": 3, "wood": 0, "lore": 0}


def test_a_building_type_once_per_territory_and_tokens_are_limited():
    rules = RULES.varied(building_tokens=1)
    game = make_game(rules=rules)
    ter = land(game, "1-2", "2-3")
    units(game, 1, RED, 1)
    units(game, 3, RED, 1)
    ter[1].spaces = ["small", "small"]
    ter[1].buildings = ["food_silo"]
    ter[3].spaces = ["small"]
    game.players[RED].resources["wood"] = 9
    asked = drive(game, step(RED, {"build": {"discount": 1}}), ("build", 3, "defense_tower"))
    assert ("build", 1, "food_silo") not in asked[0].options and ("build", 3, "food_silo") not in asked[0].options
    assert game.players[RED].resources["wood"] == 9  # the discount took the one wood off


def test_wolf_gains_when_winning_as_attacker_and_stag_when_conquering():
    for power, fame in ((WOLF, 1), (STAG, 1)):
        game = make_game(power, clan("purple"))
        ter = land(game, "1-2")
        units(game, 1, RED, 3)
        units(game, 2, PURPLE, 1)
        game.rng = Dice(1, 0)  # three points against two
        drive(game, step(RED, {"move": {"moves": 1}}), ("move", 1, 2, 3))
        assert game.players[RED].fame == fame and ter[2].owner() == RED


def test_snake_places_scorched_earth_before_its_clan_card_and_fights_better_there():
    game = make_game(SNAKE, clan("purple"))
    ter = land(game, "1-2", "1-3")
    units(game, 1, RED, 3)
    units(game, 2, PURPLE, 2)
    units(game, 3, PURPLE, 1)
    game.rng = Dice(0, 0)
    # before the card: the token on 2; the move attacks 2 with two units: 2 + 1 + 2 beats 2 + 2;
    # after it, the only enemy land next to Red's is 3
    drive(game, card_tasks(game, RED, game.players[RED].clan.initial), ("scorch", 2), ("move", 1, 2, 2))
    assert game.scorched == 3 and ter[2].units[RED] == 2 and ter[2].units[PURPLE] == 0


def scorched_harvest():
    """The Snake's token on Purple's territory, which yields a food and a lore."""
    game = make_game(SNAKE, clan("purple"))
    ter = land(game, "1-2")
    units(game, 1, RED, 1)
    units(game, 2, PURPLE, 1)
    ter[2].resources = {"food": 1, "lore": 1}
    game.scorch_at(2)
    return game


def test_snake_takes_one_resource_of_the_scorched_territory_at_harvest():
    game = scorched_harvest()
    drive(game, ("harvest_phase", -1), ("take", "lore"))
    assert game.players[RED].resources["lore"] == 1 and game.players[PURPLE].resources == {
        "food": 1,
        "wood": 0,
        "lore": 0,
    }


def test_the_snake_takes_instead_of_the_owner_even_when_the_owner_harvests_first():
    # "collect any one resource from that territority ... instead of the territory's owner": the
    # territory yields once, whoever harvests first (docs/rules-notes.md#northgard-scorched-harvest)
    game = make_game(clan("purple"), SNAKE)  # the owner is the first player, the Snake second
    ter = land(game, "1-2")
    units(game, 1, 1, 1)
    units(game, 2, 0, 1)
    ter[2].resources = {"food": 1, "lore": 1}
    game.scorch_at(2)
    asked = drive(game, ("harvest_phase", -1), ("take", "food"))
    assert [d.kind for d in asked] == ["scorched earth"]
    assert game.players[1].resources == {"food": 1, "wood": 0, "lore": 0}
    assert game.players[0].resources == {"food": 0, "wood": 0, "lore": 1}  # 2 produced, 1 left to the owner
    assert game.stolen is None


def test_draw_keep_discard_top_applies_to_the_cards_just_drawn():
    game = make_game()
    red = game.players[RED]
    x, y, z, w = (card(n, {"fame": 1}) for n in "xyzw")
    red.deck, red.hand = [w, x, y, z], [card("h", {"fame": 1})]  # z on top
    drive(
        game, step(RED, {"draw": {"cards": 3, "keep": 1, "discard": 1, "top": 1}}), ("card", 1, "y"), ("card", 1, "x")
    )
    assert [c.id for c in red.hand] == ["h", "y"] and [c.id for c in red.discard] == ["x"]
    assert [c.id for c in red.deck] == ["w", "z"]


def test_a_draw_card_cannot_be_played_without_enough_cards():
    game = make_game()
    red = game.players[RED]
    market = card("market", {"draw": {"cards": 3, "keep": 2, "discard": 1}})
    red.deck, red.discard = [card("x")], [card("y")]
    assert not effects.playable(game, RED, market)
    red.discard.append(card("z"))
    assert effects.playable(game, RED, market)


def test_feast_resolves_one_of_the_starting_actions():
    game = make_game()
    ter = land(game, "1-2")
    units(game, 1, RED, 1)
    # "Feast is a wild card that allows you to play the action of your choice among these [the
    # starting cards']" (docs/rules-notes.md#northgard-feast-from-the-starting-cards)
    asked = drive(game, step(RED, {"feast": True}), ("action", "call-to-arms"), ("unit", 1), ("unit", 1))
    assert asked[0].options == (
        ("action", "call-to-arms"),
        ("action", "levy"),
        ("action", "scouts"),
        ("action", "march"),
        ("action", "carpenters"),
    )
    assert ter[1].units[RED] == 3


def test_raven_collects_only_the_territories_it_closes():
    # "they immediately collect the resources displayed on these territories"
    game, pocket = pocket_game(RAVEN, [POCKET_W])
    game.board.territories[99] = Territory(99, {(9, 9)}, 1, resources={"food": 3})
    game.board.territories[99].units = {RED: 1}
    drive(game, step(RED, {"explore": 1}))
    assert game.board.territories[pocket].closed and game.controlled(RED) == [pocket, 99]
    assert game.players[RED].resources == {"food": 0, "wood": 2, "lore": 0}


def test_a_harvest_step_on_a_card_collects_every_controlled_territory():
    game = make_game()
    ter = land(game, "1-2", "2-3")
    for tid, resources in ((1, {"food": 1}), (2, {"wood": 2}), (3, {"lore": 4})):
        ter[tid].resources = resources
    units(game, 1, RED, 1)
    units(game, 2, RED, 1)
    units(game, 3, PURPLE, 1)
    ter[2].buildings = ["food_silo"]
    drive(game, step(RED, {"harvest": True}))
    assert game.players[RED].resources == {"food": 2, "wood": 2, "lore": 0}
    assert game.players[PURPLE].resources == {"food": 0, "wood": 0, "lore": 0}


def test_the_bear_recruits_kaija_once_as_it_would_a_unit():
    # "Whenever the Bear clan recruits, they can place Kaija as they would place any regular unit"
    game = make_game(clan("bear", {"bear": {"points": "kaija_points"}}), clan("purple"))
    ter = land(game, "1-2")
    units(game, 1, RED, 1)
    asked = drive(game, step(RED, {"recruit": 2}), ("kaija", 1), ("unit", 1))
    assert asked[0].options == (("unit", 1), ("kaija", 1), ("stop",))
    assert asked[1].options == (("unit", 1), ("stop",))  # Kaija is on the map: not offered again
    assert ter[1].kaija == RED and game.players[RED].kaija_on_map and ter[1].units == {RED: 2}
    assert game.players[RED].reserve == RULES["units"] - 2


def test_the_snake_may_leave_the_scorched_earth_where_it_is_before_a_clan_card():
    game = make_game(SNAKE, clan("purple"))
    land(game, "1-2")
    units(game, 1, RED, 1)
    units(game, 2, PURPLE, 1)
    asked = drive(game, card_tasks(game, RED, card("snake-up", {"fame": 1}, kind="upgrade")), ("keep",))
    assert asked[0].kind == "scorch" and asked[0].options == (("scorch", 2), ("keep",))
    assert game.scorched is None and game.players[RED].fame == 1
    asked = drive(game, step(RED, {"scorch": True}))  # the step itself: no choice to keep it
    assert asked == [] and game.scorched == 2


def test_the_snake_may_also_leave_the_scorched_territorys_resources_to_its_owner():
    game = scorched_harvest()
    asked = drive(game, ("harvest_phase", -1), ("none",))
    assert asked[0].kind == "scorched earth"
    assert asked[0].options == (("take", "food"), ("take", "lore"), ("none",))
    assert game.players[PURPLE].resources == {"food": 1, "wood": 0, "lore": 1}

"""Recruit and Move: the book's recruiting and moving examples, stopping in enemy land."""

from tests.engine.northgard.helpers import RULES, drive, land, make_game, step, units

RED, PURPLE = 0, 1


def test_recruit_2_with_two_training_camps_places_four_units():
    # "The Red player uses a Recruit-2 action and adds two units on the map, on two different
    # territories, both of them with a Training Camp ... allowing the player to place four units"
    game = make_game()
    ter = land(game, "1-2", "2-3")
    units(game, 1, RED, 1)
    units(game, 2, RED, 1)
    ter[1].buildings = ["training_camp"]
    ter[2].buildings = ["training_camp"]
    drive(game, step(RED, {"recruit": 2}), ("unit", 1), ("unit", 2))
    assert (ter[1].units[RED], ter[2].units[RED]) == (3, 3)
    assert game.players[RED].reserve == 14 - 6


def test_a_training_camp_adds_one_unit_per_territory_per_action_and_its_amount_is_the_rulesets():
    game = make_game()
    ter = land(game, "1-2")
    units(game, 1, RED, 1)
    ter[1].buildings = ["training_camp"]
    drive(game, step(RED, {"recruit": 2}), ("unit", 1), ("unit", 1))
    assert ter[1].units[RED] == 1 + 2 + 1
    rules = RULES.varied(buildings={**RULES["buildings"], "training_camp": {"size": "small", "recruit_bonus": 2}})
    game = make_game(rules=rules)
    ter = land(game, "1-2")
    units(game, 1, RED, 1)
    ter[1].buildings = ["training_camp"]
    drive(game, step(RED, {"recruit": 1}), ("unit", 1))
    assert ter[1].units[RED] == 1 + 1 + 2


def test_recruit_goes_only_to_controlled_territories_or_anywhere_neutral_without_units():
    game = make_game()
    land(game, "1-2", "2-3")
    units(game, 3, PURPLE, 2)
    asked = drive(game, step(RED, {"recruit": 1}), ("unit", 2))
    assert asked[0].options == (("unit", 1), ("unit", 2), ("stop",))
    asked = drive(game, step(RED, {"recruit": 1}), ("stop",))
    assert asked[0].options == (("unit", 2), ("stop",))


def test_the_book_move_example_crosses_a_rough_border_with_two_moves():
    # "First, they move one unit from territory A to B. Second, ... from A to C. Third, they leave
    # one unit in territory C before passing the Rough border to territory D with the remaining four"
    game = make_game()
    ter = land(game, "1-2", "1-3", "3~4")  # A=1, B=2, C=3, D=4
    units(game, 1, RED, 1 + 1 + 5)
    drive(game, step(RED, {"move": {"moves": 4}}), ("move", 1, 2, 1), ("move", 1, 3, 6), ("move", 3, 4, 4))
    assert [ter[t].units.get(RED, 0) for t in (1, 2, 3, 4)] == [0, 1, 2, 4]
    assert sorted(game.controlled(RED)) == [2, 3, 4]


def test_a_rough_border_is_not_offered_without_two_moves_left():
    game = make_game()
    land(game, "1-2", "1-3", "3~4")
    units(game, 1, RED, 3)
    asked = drive(game, step(RED, {"move": {"moves": 2}}), ("move", 1, 3, 3), ("stop",))
    assert all(option[2] != 4 for option in asked[1].options if option[0] == "move")
    asked = drive(game, step(RED, {"move": {"moves": 1}}), ("stop",))  # from 3 the only way on is rough
    assert [o for o in asked[0].options if o[0] == "move" and o[2] == 4] == []
    asked = drive(game, step(RED, {"move": {"moves": 2}}), ("move", 3, 4, 3))
    assert game.board.territories[4].units == {RED: 3}


def test_a_regular_border_next_to_a_rough_one_between_the_same_territories_costs_one_move():
    game = make_game()
    ter = land(game, "1~2", "1-2")
    units(game, 1, RED, 1)
    drive(game, step(RED, {"move": {"moves": 1}}), ("move", 1, 2, 1))
    assert ter[2].units[RED] == 1


def test_units_stop_on_entering_enemy_land_and_fight_after_all_moves():
    game = make_game()
    ter = land(game, "1-2", "2-3")
    units(game, 1, RED, 4)
    units(game, 2, PURPLE, 1)
    game.rng = _always(1)  # both roll three points: 7 against 4, no casualties
    asked = drive(game, step(RED, {"move": {"moves": 2}}), ("move", 1, 2, 4), ("retreat", 3))
    # the second move is never asked: the units in 2 stopped, none are left in 1 (no food to spend)
    assert [d.kind for d in asked] == ["move", "retreat"]
    assert ter[2].units == {RED: 4, PURPLE: 0}
    assert ter[3].units == {PURPLE: 1}


def _always(face):
    class Fixed:
        def randrange(self, n):
            return face

    return Fixed()

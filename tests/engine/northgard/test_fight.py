"""Combat through the engine: the book's two examples with their dice, food, buildings and retreat."""

from deckwright.engine.northgard.tasks import Fight, Retreat
from tests.engine.northgard.helpers import RULES, Dice, clan, drive, land, make_game, step, units

RED, PURPLE = 0, 1


def example_map(game, red_units):
    ter = land(game, "1-2", "2-3", "1-3")
    units(game, 1, RED, red_units)
    units(game, 2, PURPLE, 2)
    ter[2].buildings = ["fortress", "defense_tower"]
    game.players[RED].resources["food"] = 3
    game.players[PURPLE].resources["food"] = 3
    return ter


def test_combat_example_1():
    game = make_game()
    ter = example_map(game, 5)
    game.rng = Dice(4, 0)  # Red: two casualties; Purple: two combat points
    drive(game, step(RED, {"move": {"moves": 1}}), ("move", 1, 2, 5), ("food", 2), ("food", 2))
    assert ter[2].units == {RED: 4, PURPLE: 0}  # Red lost one (Defense Tower), Purple both (the die)
    assert ter[2].buildings == ["fortress", "defense_tower"]  # buildings stay, now Red's
    assert game.controlled(RED) == [2]
    assert (game.players[RED].resources["food"], game.players[PURPLE].resources["food"]) == (1, 1)
    assert (game.players[RED].reserve, game.players[PURPLE].reserve) == (14 - 4, 14)


EXAMPLE_2_MOVE = step(RED, {"move": {"moves": 1, "points": 1}})
# Red moves four units in with its Move action's point; no food for Red, two for Purple; Purple's
# die face offers a choice, and Purple picks the casualty over the point
EXAMPLE_2_ANSWERS = (("move", 1, 2, 4), ("food", 0), ("food", 2), ("face", 0, 1))


def test_combat_example_2_and_the_retreat():
    game = make_game()
    ter = example_map(game, 5)
    game.rng = Dice(5, 2)  # Red: one point and one casualty; Purple: the choice face
    asked = drive(game, EXAMPLE_2_MOVE, *EXAMPLE_2_ANSWERS, ("retreat", 1), ("retreat", 3))
    assert asked[3].options == (("face", 1, 0), ("face", 0, 1))
    assert asked[4].options == (("retreat", 1), ("retreat", 3))
    assert ter[2].units == {RED: 0, PURPLE: 1}  # six against six: the defender wins
    assert ter[1].units[RED] == 2 and ter[3].units[RED] == 1
    assert game.players[RED].reserve == 14 - 3


def without_fortress_points():
    """Example 2's map and dice with a ruleset whose Fortress gives no points."""
    rules = RULES.varied(buildings={**RULES["buildings"], "fortress": {"size": "large", "defense_points": 0}})
    game = make_game(rules=rules)
    ter = example_map(game, 5)
    game.rng = Dice(5, 2)
    return game, ter


def test_the_fortress_points_come_from_the_ruleset():
    game, ter = without_fortress_points()
    drive(game, EXAMPLE_2_MOVE, *EXAMPLE_2_ANSWERS)
    assert ter[2].units == {RED: 2, PURPLE: 0}  # Purple scores four: Red wins, Purple retreats to 3
    assert ter[3].units == {PURPLE: 1}


def test_the_die_faces_come_from_the_ruleset():
    rules = RULES.varied(combat={**RULES["combat"], "die": [{"casualties": 3}]})
    game = make_game(rules=rules)
    ter = land(game, "1-2")
    units(game, 1, RED, 3)
    units(game, 2, PURPLE, 3)
    drive(game, step(RED, {"move": {"moves": 1}}), ("move", 1, 2, 3))
    assert ter[2].units == {RED: 0, PURPLE: 0}  # both wiped out: nobody wins


def test_food_is_capped_at_one_per_unit_and_a_loser_with_nowhere_to_go_is_removed():
    game = make_game()
    ter = land(game, "1-2", "2~3")
    units(game, 1, RED, 1)
    units(game, 2, PURPLE, 3)
    units(game, 3, RED, 1)
    game.players[RED].resources["food"] = 5
    game.rng = Dice(0, 0)
    asked = drive(game, step(RED, {"move": {"moves": 1}}), ("move", 1, 2, 1), ("food", 1))
    assert asked[1].options == (("food", 0), ("food", 1))
    # Red lost (4 against 5); its unit could only go back over a regular border to 1 (now empty)
    assert ter[1].units[RED] == 1 and ter[2].units[RED] == 0


def test_kaija_is_worth_the_rulesets_points_and_cannot_enter_enemy_land():
    bear = clan("bear", {"bear": {"points": "kaija_points"}})
    game = make_game(bear, clan("purple"))
    ter = land(game, "1-2", "1-3")
    units(game, 1, RED, 1)
    ter[1].kaija = RED
    game.players[RED].kaija_on_map = True
    units(game, 2, PURPLE, 1)
    asked = drive(game, step(RED, {"move": {"moves": 1}}), ("stop",))
    kaija = [o for o in asked[0].options if o[0] == "with kaija"]
    assert kaija == [("with kaija", 1, 3, 0), ("with kaija", 1, 3, 1)]  # alone or with the unit; never into 2
    drive(game, step(RED, {"move": {"moves": 1}}), ("with kaija", 1, 3, 1))
    assert (ter[3].kaija, ter[3].units[RED], ter[1].kaija) == (RED, 1, None)
    ter[1].kaija, ter[3].kaija, ter[3].units[RED] = RED, None, 0
    ter[1].units[RED] = 1
    # Purple attacks Kaija and a unit in 3: 1 + 3 + 2 beats 1 + 2
    ter[3].kaija, ter[1].kaija = RED, None
    units(game, 3, RED, 1)
    ter[2].units[PURPLE] = 0
    ter[3].units[PURPLE] = 1
    game.rng = Dice(0, 0)
    drive(game, Fight("fight", PURPLE, 3, 0, 0))
    assert ter[3].units == {RED: 1, PURPLE: 0} and ter[3].kaija == RED
    assert game.players[PURPLE].reserve == 14  # no friendly or neutral land next to 3: removed


def test_the_mover_picks_the_order_of_its_combats_and_a_retreat_avoids_territories_in_combat():
    game = make_game()
    ter = land(game, "1-2", "1-3", "2-3", "2-4")
    units(game, 1, RED, 4)
    units(game, 2, PURPLE, 1)
    units(game, 3, PURPLE, 1)
    game.rng = Dice(0, 1, 0, 0)  # first combat (3): Red 2 + 2, Purple 1 + 3: Purple wins
    asked = drive(
        game, step(RED, {"move": {"moves": 2}}), ("move", 1, 2, 2), ("move", 1, 3, 2), ("combat", 3), ("retreat", 4)
    )
    assert asked[2].options == (("combat", 2), ("combat", 3))
    # Red's two units left 3 without a question: 1 (empty now) was the only way, never 2 where a
    # combat is pending; then Red won in 2 (4 against 3) and Purple retreated to 4, not to Red's 1
    assert [d.kind for d in asked] == ["move", "move", "combat", "retreat"]
    assert asked[3].options == (("retreat", 3), ("retreat", 4))
    assert ter[1].units[RED] == 2 and ter[3].units == {RED: 0, PURPLE: 1}
    assert ter[2].units == {RED: 2, PURPLE: 0} and ter[4].units == {PURPLE: 1}


def test_kaija_alone_moves_on_its_own():
    bear = clan("bear", {"bear": {"points": 3}})
    game = make_game(bear, clan("purple"))
    ter = land(game, "1-2")
    ter[1].kaija = RED
    game.players[RED].kaija_on_map = True
    drive(game, step(RED, {"move": {"moves": 1}}), ("with kaija", 1, 2, 0))
    assert (ter[1].kaija, ter[2].kaija, ter[2].units.get(RED, 0)) == (None, RED, 0)
    assert game.controlled(RED) == [2]


def test_a_chosen_die_point_counts_and_a_tie_goes_to_the_defender():
    # example 2 without the fortress's points, Red without its card's point: the die's choice face
    # "one combat point or one casualty"; Purple takes the point: 2 units + 2 food + 1 = Red's 4 + 1
    game, ter = without_fortress_points()
    drive(
        game,
        step(RED, {"move": {"moves": 1}}),
        ("move", 1, 2, 4),
        ("food", 0),
        ("food", 2),
        ("face", 1, 0),
        ("retreat", 1),
        ("retreat", 1),
        ("retreat", 3),
    )
    assert ter[2].units == {RED: 0, PURPLE: 1}  # five against five: the defender keeps it
    assert ter[1].units[RED] == 3 and ter[3].units[RED] == 1  # Red lost one unit to the Defense Tower


def test_kaija_alone_retreats_like_a_unit():
    game = make_game(clan("bear", {"bear": {"points": "kaija_points"}}), clan("purple"))
    ter = land(game, "1-2", "2-3")
    ter[2].kaija = RED  # no regular unit of Red's there
    units(game, 2, PURPLE, 2)
    asked = drive(game, Retreat("retreat", RED, 2), ("retreat", 1))
    assert asked[0].options == (("retreat", 1), ("retreat", 3))
    assert (ter[1].kaija, ter[2].kaija, ter[2].units) == (RED, None, {PURPLE: 2})


def test_the_cards_combat_point_counts():
    # as above, but the Move card gives its point: Red's 4 + 1 + 1 beat Purple's 5
    game, ter = without_fortress_points()
    drive(
        game,
        step(RED, {"move": {"moves": 1, "points": 1}}),
        ("move", 1, 2, 4),
        ("food", 0),
        ("food", 2),
        ("face", 1, 0),
    )
    assert ter[2].units == {RED: 3, PURPLE: 0} and ter[3].units == {PURPLE: 1}  # its one way back

"""Combat resolution: the book's two combat examples with their exact values."""

from deckwright.engine.northgard.combat import Outcome, Side, resolve


def test_combat_example_1_red_wins_with_fewer_points_as_purple_is_wiped_out():
    # Red: five units, no bonus, two food; rolls two casualties.
    red = Side(units=5, food=2, die_casualties=2)
    # Purple: two units, Fortress (two points), Defense Tower (one casualty), two food; rolls two points.
    purple = Side(units=2, points=2, casualties=1, food=2, die_points=2)
    assert resolve(red, purple) == Outcome(scores=(7, 8), losses=(1, 2), winner=0)


def test_combat_example_2_a_tie_goes_to_the_defender():
    # Red: four units, one point from the card, no food; rolls one point and one casualty.
    red = Side(units=4, points=1, die_points=1, die_casualties=1)
    # Purple: two units, Fortress, Defense Tower, two food; picks the casualty on its choice face.
    purple = Side(units=2, points=2, casualties=1, food=2, die_casualties=1)
    assert resolve(red, purple) == Outcome(scores=(6, 6), losses=(2, 1), winner=1)


def test_both_sides_wiped_out_means_nobody_wins():
    assert resolve(Side(units=1, die_casualties=2), Side(units=2, die_casualties=1)).winner is None


def test_the_higher_score_wins_and_a_special_unit_counts_for_casualties():
    outcome = resolve(Side(units=1, points=3, special=1, die_casualties=0), Side(units=3, die_casualties=1))
    assert outcome == Outcome(scores=(4, 3), losses=(1, 0), winner=0)
    assert resolve(Side(units=2), Side(units=2), unit_points=2).scores == (4, 4)

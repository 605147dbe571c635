"""What a Kingdom Builder report counts per tile and goal card, with exact values on constructed
games: a location tile offered on each turn decision and used once per turn (counted by the game
loop, engine/abilities.py), and each goal card's gold per seat."""

from __future__ import annotations

from deckwright.engine.core import play
from deckwright.model.kb import Goal, Scoring
from tests.engine.fakes import Script
from tests.engine.kb.helpers import holding_a_farm, hx, make


def test_a_tile_is_offered_on_each_turn_decision_and_used_once_per_turn():
    game = holding_a_farm()
    # the turn: build (the farm offered), two more builds, the farm (offered again, used); then the
    # farm is spent for this turn, the turn ends by itself, and the run stops at the next seat
    first = lambda option: option[0]  # noqa: E731
    result = play(game, [Script("build", "build", "build", "tile", key=first), Script()], max_decisions=4)
    assert game.seat == 1
    assert result.cards["tiles/farm"] == {"tile_offered": 2, "tile_used": 1}


def test_each_goal_card_gives_its_gold_per_seat_and_is_used_by_the_seats_it_paid():
    game = make({(0, 5): "K"}, goals=("hermits", "discoverers", "knights"))
    game.put(0, [hx(0, 4), hx(10, 0)])
    result = game.result()
    assert result.points == {"goals/hermits": [2, 0], "goals/discoverers": [2, 0], "goals/knights": [2, 0]}
    assert result.cards == {
        key: {"goal_offered": 2, "goal_used": 1} for key in ("goals/hermits", "goals/discoverers", "goals/knights")
    }


def test_a_penalty_goal_is_used_by_the_seats_it_took_gold_from():
    game = make({(0, 5): "m"})
    game.goals = [Goal("lowland", {"en": "Lowland"}, Scoring("settlements", next_to=("mountain",), gold=-1))]
    game.put(0, [hx(0, 4), hx(0, 6), hx(10, 0)])
    result = game.result()
    assert result.points == {"goals/lowland": [-2, 0]} and result.scores == [-2, 0]
    assert result.cards == {"goals/lowland": {"goal_offered": 2, "goal_used": 1}}

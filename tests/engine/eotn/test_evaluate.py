"""The ``evaluate`` hook (``estimate``): a position a search rollout cut short is worth the score
so far plus, while an Action phase is to come, the greedy bot's prices of the hand, the Raze
tokens and the workers, and the income of the Empire for every Action phase to come."""

from __future__ import annotations

import pytest

from deckwright.engine.eotn.evaluate import estimate, phases_to_come
from deckwright.engine.eotn.scoring import final_scores
from deckwright.systems import all_systems
from tests.engine.eotn.helpers import both, card, seat, start


def test_the_action_phases_to_come_follow_the_leaders_vp_track():
    """This round's while it is ahead or under way, then ceil((25 - lead) / 3.5) rounds, at
    least one; in the last round only its own (docs/rules-notes.md#eotn-25-vp-checked)."""
    game, p = start()
    assert game.phase == "action"
    assert phases_to_come(game) == 1 + 8  # nobody has VP yet
    game.players[1 - p].vp = 11
    assert phases_to_come(game) == 1 + 4
    game.players[p].vp = 30
    assert phases_to_come(game) == 1 + 1  # the round after this one is the last
    game.phase = "expedition"
    assert phases_to_come(game) == 1
    game.last_round = True
    assert phases_to_come(game) == 0
    game.phase = "action"
    assert phases_to_come(game) == 1


def test_after_the_last_action_phase_the_estimate_is_the_final_score():
    game, p = start()
    seat(game, p, goods={"wood": 3, "gold": 1, "raze": 2}, hand=["hut"], empire=["mill"])
    seat(game, 1 - p, goods={"stone": 2})
    game.last_round, game.phase = True, "expedition"
    assert estimate(game) == final_scores(game) == [4 + 1 + 1 if q == p else 3 + 1 for q in range(2)]


def test_the_estimate_adds_hand_raze_workers_and_the_income_of_every_action_phase_to_come():
    """Seat p: score 4 (3 basic fields and the Mill in its Empire, one food: no point); a Hut in
    hand (1 VP in the Empire, less half its cost of one wood: 0.75); a Raze token (0.6); 5 workers
    (3.0); income a phase: the Mill's 2 VP for a food (1.55) and the Farm's 2 food (0.9). The other
    seat holds a Grove too (2 wood, 1.0, its best harvest), 3 workers and 2 of them spent."""
    game, p = start()
    seat(game, p, goods={"food": 1, "raze": 1}, hand=["hut"], empire=["mill"])
    other = seat(game, 1 - p, hand=["pasture"], empire=["grove"], workers=3)
    other.spent = 2
    phases = 9
    expected = [0.0, 0.0]
    expected[p] = 4 + 0.75 + 0.6 + 3.0 + phases * (1.55 + 0.9)
    # a Pasture in hand: 1 VP and 1.5 times its sheep (0.675); a Grove: 4 cards in the Empire
    expected[1 - p] = 4 + 1.675 + 3.0 + phases * 1.0
    assert estimate(game) == pytest.approx(expected)
    game.players[p].vp = 18  # this Action phase and 2 more to come, the score 18 higher
    expected[p] = 18 + 4 + 0.75 + 0.6 + 3.0 + 3 * (1.55 + 0.9)
    expected[1 - p] = 4 + 1.675 + 3.0 + 3 * 1.0
    assert estimate(game) == pytest.approx(expected)


def test_an_action_card_not_worth_its_cost_brings_no_income():
    """A Market's choice of a wood or a stone is worth 0.5 a phase; a Toll's wood for a gold would
    lose 0.4, so it brings nothing (its card still scores 1 VP in the Empire)."""
    toll = card("toll", cost={"wood": 1}, abilities=[{"action": {"cost": {"gold": 1}, "do": [{"gain": {"wood": 1}}]}}])
    game, p = start(both(toll))
    seat(game, p, empire=["market", "toll"])
    seat(game, 1 - p)
    game.last_round = True  # this round's Action phase only
    assert estimate(game)[p] == pytest.approx(5 + 3.0 + 0.5 + 0.9)


def test_it_is_the_systems_evaluate_hook():
    assert all_systems()["eotn"].hook("evaluate") is estimate

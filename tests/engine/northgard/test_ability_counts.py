"""What a Northgard report counts per ability, with exact values on constructed games: a card's
action offered on each turn it may be played and used when played (counted by the game loop from
the decision vocabulary), the clan power where it applies and where a decision may use it (on the
clan card's row, 'clan/clan'), an achievement's end-of-game scoring, the report row and
W-NEVER-TAKEN at the clan file's id."""

from __future__ import annotations

import pytest

from deckwright.engine.core import play
from deckwright.engine.northgard.effects import card_tasks
from deckwright.engine.northgard.tasks import SetupUnits
from deckwright.loader import read_document
from deckwright.model.northgard import Card
from deckwright.paths import data_dir
from deckwright.play import report as reports
from deckwright.play.smoke import play_findings
from tests.engine.fakes import Script
from tests.engine.northgard.helpers import Dice, card, clan, drive, land, make_game, step, units
from tests.engine.northgard.test_powers import SNAKE, goat_builder, scorched_harvest

RED, PURPLE = 0, 1
ELK = clan("elk", {"bear": {"points": "kaija_points"}})


def power(game, clan_id):
    """The clan power's (offered, used) in the game's result."""
    counts = game.result().cards[f"{clan_id}/{clan_id}"]
    return counts["power_offered"], counts["power_used"]


def test_a_reaction_that_applies_twice_counts_two_offered_two_used():
    game, _ = goat_builder()
    drive(game, step(RED, {"build": {}}), ("build", 1, "fortress"))
    assert power(game, "goat") == (1, 1)
    drive(game, step(RED, {"build": {}}), ("build", 1, "carved_stone"))
    assert power(game, "goat") == (2, 2)
    assert "purple/purple" not in game.result().cards  # a power never offered has no row


def test_kaija_offered_on_each_recruit_decision_used_when_placed_and_in_each_fight():
    game = make_game(ELK, clan("purple"))
    ter = land(game, "1-2")
    units(game, 1, RED, 3)
    drive(game, step(RED, {"recruit": 1}), ("unit", 1))  # declined: offered, not used
    assert power(game, "elk") == (1, 0)
    drive(game, step(RED, {"recruit": 2}), ("kaija", 1), ("unit", 1))  # placed; then on the map, not offered
    assert power(game, "elk") == (2, 1)
    units(game, 2, PURPLE, 3)
    game.rng = Dice(0, 0)
    drive(game, step(PURPLE, {"move": {"moves": 1}}), ("move", 2, 1, 3))  # Kaija defends: her points count
    assert power(game, "elk") == (3, 2)
    assert ter[1].kaija == RED and ter[1].seats() == {RED}


def test_a_bear_placing_its_starting_group_is_offered_kaija_once():
    game = make_game(ELK, clan("purple"))
    land(game, "1-2")
    drive(game, SetupUnits("setup_units", RED, (1, 2)), ("with kaija", 2))
    assert power(game, "elk") == (1, 1)
    game.players[RED].kaija_on_map = False
    drive(game, SetupUnits("setup_units", RED, (1,)), ("units", 1))
    assert power(game, "elk") == (2, 1)


def test_the_scorched_earth_declined_is_offered_and_a_step_that_must_place_it_is_used():
    game = make_game(SNAKE, clan("purple"))
    land(game, "1-2")
    units(game, 1, RED, 1)
    units(game, 2, PURPLE, 1)
    drive(game, card_tasks(game, RED, card("snake-up", {"fame": 1}, kind="upgrade")), ("keep",))
    assert power(game, "snake") == (1, 0)
    drive(game, step(RED, {"scorch": True}))  # one target, no choice: the token is placed
    assert power(game, "snake") == (2, 1)


def test_a_scorch_step_of_a_clan_without_the_token_is_not_a_power():
    game = make_game(clan("red"), clan("purple"))
    land(game, "1-2")
    units(game, 1, RED, 1)
    units(game, 2, PURPLE, 1)
    drive(game, step(RED, {"scorch": True}))
    assert game.scorched == 2 and "red/red" not in game.result().cards


def test_the_snake_taking_at_harvest_and_fighting_on_its_token():
    game = scorched_harvest()
    drive(game, ("scorched_earth", RED), ("none",))
    assert power(game, "snake") == (1, 0)
    drive(game, ("scorched_earth", RED), ("take", "food"))
    assert power(game, "snake") == (2, 1)
    game.rng = Dice(0, 0)
    drive(game, step(RED, {"move": {"moves": 1}}), ("move", 1, 2, 1), ("food", 0))  # the token's points count
    assert power(game, "snake") == (3, 2)


def test_the_game_loop_counts_each_card_action_offered_per_decision_and_used_when_played():
    game = make_game()
    red = game.players[RED]
    initial = red.clan.initial
    red.hand = [card("b", {"gain": {"food": 1}}), card("f", {"gain": {"wood": 1}}, flash=True), initial]
    red.resources["food"] = 5  # enough to replace or remove: not a use
    game.push(("take_turn", RED))
    result = play(game, [Script(("play", "b"), ("end",)), Script()])
    # the turn offers all three; the Flash decision after it offers f only (b is played, the
    # clan card is no Flash)
    assert {key: (c["action_offered"], c["action_used"]) for key, c in result.cards.items()} == {
        "table/b": (1, 1),
        "table/f": (2, 0),
        "red/red-initial": (1, 0),
    }
    assert result.cards["table/b"]["played"] == 1


def test_setting_a_card_aside_does_not_use_its_action():
    game = make_game()
    red = game.players[RED]
    red.hand = [card("b", {"gain": {"food": 1}})]
    game.push(("take_turn", RED), ("take_turn", RED))
    result = play(game, [Script(("wait", "b"), ("pass",)), Script()])
    assert (result.cards["table/b"]["action_offered"], result.cards["table/b"]["action_used"]) == (1, 0)


ACHIEVED = Card("wide", {"en": "wide"}, kind="achievement", score={"fame": 1, "per": 1, "count": "territories"})
UNMET = Card("rich", {"en": "rich"}, kind="achievement", score={"fame": 2, "per": 5, "count": "resources"})


def test_an_achievement_is_offered_at_the_end_to_the_seat_that_holds_it_and_used_when_it_scored():
    game = make_game()
    land(game, "1-2")
    units(game, 1, RED, 1)
    game.players[RED].deck = [ACHIEVED, UNMET]
    assert "table/wide" not in game.result().cards  # scored at the end only
    drive(game, ("game_end", -1))
    cards = game.result().cards
    assert (cards["table/wide"]["scoring_offered"], cards["table/wide"]["scoring_used"]) == (1, 1)
    assert (cards["table/rich"]["scoring_offered"], cards["table/rich"]["scoring_used"]) == (1, 0)


def declined_kaija_game(seed: int):
    """A finished game in which the Elk declines Kaija on its one recruit decision."""
    game = make_game(ELK, clan("purple"))
    game.seed = seed
    land(game, "1-2")
    units(game, 1, RED, 1)
    game.push(step(RED, {"recruit": 1}), ("game_end", -1))
    return play(game, [Script(("unit", 1)), Script()])


@pytest.mark.slow
def test_the_report_row_of_a_clan_power_and_never_taken_at_the_clan_files_id():
    report = reports.build((declined_kaija_game(seed) for seed in range(20)), {"bot": "greedy"})
    assert report["cards"]["elk/elk"] == {
        "drawn": 0,
        "kept": 0,
        "built": 0,
        "played": 0,
        "ability_offered": 20,
        "ability_used": 0,
        "abilities": {"power": {"offered": 20, "used": 0, "games_offered": 20, "games_used": 0}},
    }
    doc = read_document(data_dir("cards") / "northgard" / "clans" / "elk.yaml", "elk.yaml")
    (found,) = [f for f in play_findings(doc, report, 2) if f.code == "W-NEVER-TAKEN"]
    assert found.message == "card 'elk': its power was offered in 20 of 20 games, 20 times, never taken"
    assert (found.line, found.column) == (doc.text.splitlines().index("id: elk") + 1, 5)

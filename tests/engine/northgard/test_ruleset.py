"""The engine reads every number from the ruleset: change one, and the behaviour changes.
(Other parameters are varied next to their rule tests: closing fame, Training Camp, Fortress,
die, replace/remove/upgrade costs, harvest table, building yields, winter, return group,
territory victory, starting resources, Boar's amount, building tokens.)"""

import pytest

from deckwright.engine.northgard import effects
from deckwright.engine.northgard.hooks import new_game, shipped_clans
from deckwright.engine.northgard.tasks import Fight, StartOfYear
from deckwright.engine.northgard.year import territory_victory
from tests.engine.northgard.helpers import RULES, Dice, card, clan, drive, land, make_game, step, units

CLANS = shipped_clans()


def varied(section=None, **values):
    if section is None:
        return RULES.varied(**values)
    return RULES.varied(**{section: {**RULES[section], **values}})


def test_years_units_and_tiles_in_hand():
    game = new_game(CLANS[:2], seed=1, ruleset=varied(years=3, units=9, setup={**RULES["setup"], "tiles_in_hand": 2}))
    assert game.years == 3 and [p.reserve for p in game.players] == [9, 9]
    assert len(game.tile_pile) == 33 - 2 * 2


def test_development_cards_per_player():
    game = new_game(CLANS[:2], seed=1, ruleset=varied("setup", early_per_player=1, advanced_per_player=2))
    assert len(game.development) == (1 + 2) * 2


@pytest.mark.parametrize("hand, forge, drawn", [(4, 1, 5), (3, 1, 4), (4, 3, 7)])
def test_hand_size_and_forge_bonus(hand, forge, drawn):
    rules = varied(hand_size=hand, buildings={**RULES["buildings"], "forge": {"size": "large", "draw_bonus": forge}})
    game = make_game(rules=rules)
    ter = land(game, "1-2")
    units(game, 1, 0, 1)
    ter[1].buildings = ["forge"]
    game.players[0].deck = [card(f"c{i}") for i in range(9)]
    drive(game, StartOfYear("start_of_year", -1, 1))
    assert len(game.players[0].hand) == drawn


@pytest.mark.parametrize("cost, built", [({"wood": 1}, ["food_silo"]), ({"wood": 2}, []), ({"lore": 1}, [])])
def test_small_building_cost(cost, built):
    game = make_game(rules=varied("costs", small_building=cost))
    ter = land(game, "1-2")
    units(game, 1, 0, 1)
    ter[1].spaces = ["small"]
    game.players[0].resources["wood"] = 1
    asked = drive(game, step(0, {"build": {}}), *[("build", 1, b) for b in built])
    assert [len(d.options) for d in asked] == ([4] if built else [])  # silo, lodge, tower, camp
    assert ter[1].buildings == built


def test_large_building_cost():
    game = make_game(rules=varied("costs", large_building={"wood": 1}))
    ter = land(game, "1-2")
    units(game, 1, 0, 1)
    ter[1].spaces = ["large"]
    game.players[0].resources["wood"] = 1
    asked = drive(game, step(0, {"build": {}}), ("build", 1, "forge"))
    assert [o[2] for o in asked[0].options] == ["fortress", "forge", "altar_of_kings"]
    assert game.players[0].resources["wood"] == 0


def test_trade_rate():
    game = make_game(rules=varied("costs", trade=2))
    game.players[0].resources = {"food": 2, "wood": 0, "lore": 0}
    drive(game, ("trade", 0), ("trade", ("food", "food"), "wood"))
    assert game.players[0].resources == {"food": 0, "wood": 1, "lore": 0}


@pytest.mark.parametrize("unrest, per, expected", [(-5, 3, 10 - 5 + 2), (-2, 3, 10 - 2 + 2), (-5, 2, 10 - 5 + 3)])
def test_unrest_and_leftover_resources_fame(unrest, per, expected):
    game = make_game(rules=varied("fame", unrest=unrest, resources_per_fame=per))
    player = game.players[0]
    player.fame, player.resources, player.deck = 10, {"food": 6, "wood": 0, "lore": 1}, [game.cards.unrest]
    assert game.final_fame(0) == expected


@pytest.mark.parametrize("altar, fame", [(3, 3), (5, 5)])
def test_altar_fame(altar, fame):
    game = make_game(rules=varied(buildings={**RULES["buildings"], "altar_of_kings": {"size": "large", "fame": altar}}))
    ter = land(game, "1-2")
    units(game, 1, 0, 1)
    ter[1].buildings = ["altar_of_kings"]
    drive(game, ("harvest_phase", -1))
    assert game.players[0].fame == fame


@pytest.mark.parametrize("towers, lost", [(1, 1), (2, 2)])
def test_defense_tower_casualties(towers, lost):
    rules = varied(buildings={**RULES["buildings"], "defense_tower": {"size": "small", "defense_casualties": towers}})
    game = make_game(rules=rules)
    ter = land(game, "1-2")
    units(game, 1, 0, 5)
    units(game, 2, 1, 1)
    ter[2].buildings = ["defense_tower"]
    game.rng = Dice(1, 0)
    drive(game, step(0, {"move": {"moves": 1}}), ("move", 1, 2, 5))
    assert ter[2].units[0] == 5 - lost


@pytest.mark.slow
@pytest.mark.parametrize(
    "combat, expected",
    [({}, (3, 3)), ({"unit_points": 2}, (6, 5)), ({"food_points": 3}, (3, 5)), ({"food_per_unit": 0}, (3, 2))],
)
def test_unit_and_food_points(monkeypatch, combat, expected):
    game = make_game(rules=varied("combat", **combat, die=[{"points": 0}]))
    land(game, "1-2")
    units(game, 1, 0, 3)
    units(game, 2, 1, 2)
    game.players[1].resources["food"] = 1
    outcomes = []
    real = effects.resolve
    monkeypatch.setattr(effects, "resolve", lambda *args: outcomes.append(real(*args)) or outcomes[-1])
    food = [("food", 1)] if combat.get("food_per_unit", 1) else []  # no food question when none may be spent
    drive(game, step(0, {"move": {"moves": 1}}), ("move", 1, 2, 3), *food)
    assert outcomes[0].scores == expected


@pytest.mark.parametrize("points, wins", [(3, True), (0, False)])
def test_kaija_points(points, wins):
    bear = clan("bear", {"bear": {"points": "kaija_points"}})
    game = make_game(bear, clan("p"), rules=varied("powers", kaija_points=points))
    ter = land(game, "1-2")
    ter[1].kaija = 0
    game.players[0].kaija_on_map = True
    units(game, 1, 1, 1)
    game.rng = Dice(0, 0)
    drive(game, Fight("fight", 1, 1, 0, 0))
    assert (ter[1].kaija == 0) == wins


def test_team_territories():
    game = make_game(*CLANS[:4], teams=True, rules=varied("victory", team_closed_territories=2))
    ter = land(game, "1-2", closed=(1, 2))
    units(game, 1, 0, 1)
    units(game, 2, 2, 1)
    ter[1].buildings = ter[2].buildings = ["forge"]
    assert territory_victory(game) and game.winners == [0, 2]

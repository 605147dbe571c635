"""Each system's ``holdings`` hook (what a transcript shows a seat holding), at the start of a game."""

from deckwright.systems import all_systems


def start(system: str):
    hooks = all_systems()[system]
    return hooks.hook("sample_game")(seed=1, players=2), hooks.hook("holdings")


def test_kingdom_builder_seats_start_with_their_whole_supply():
    game, holdings = start("kb")
    # KB rulebook, setup: "All 40 settlements, this is their personal supply."
    assert holdings(game, 0) == holdings(game, 1) == {"settlements": 40}


def test_northgard_seats_start_with_the_rulesets_resources():
    game, holdings = start("northgard")
    # cards/northgard/ruleset.yaml, setup.resources: {food: 2, wood: 2} for the first two seats
    assert holdings(game, 0) == {"food": 2, "wood": 2, "lore": 0, "fame": 0, "units": 0}


def test_empires_of_the_north_holdings_are_the_seats_goods_and_vp():
    game, holdings = start("eotn")
    assert holdings(game, 0) == {"vp": 0}  # goods come with the first production
    while game.summary()["round"] == 0:
        game.apply(0)
    goods = game.summary()["players"][1]["goods"]
    assert holdings(game, 1) == {**goods, "vp": 0} and goods

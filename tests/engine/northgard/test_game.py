"""Whole games: setup, the start of a year, the variants, and the Game contract (seeded,
replayable, clonable) for 2 to 5 players."""

from types import SimpleNamespace

import pytest

from deckwright.engine.core import play, replay
from deckwright.engine.northgard.greedy import GreedyBot
from deckwright.engine.northgard.hooks import new_game, sample_game, shipped_clans
from deckwright.engine.northgard.tasks import SetupTurn, StartOfYear
from deckwright.engine.northgard.year import territory_victory
from deckwright.engine.policies import RandomBot
from tests.engine.northgard.helpers import RULES, card, drive, land, make_game, step, units

CLANS = shipped_clans()


def test_setup_gives_the_rulesets_starting_resources_by_seat_and_two_groups_of_three():
    game = new_game(CLANS, seed=3)
    order = game.order()
    assert [game.players[s].resources for s in order] == [{"food": 2, "wood": 2, "lore": 0}] * 3 + [
        {"food": 3, "wood": 2, "lore": 0}
    ] * 2
    while game.decision().kind.startswith("setup"):
        game.apply(0)
    for seat in game.seats():
        groups = [t.units[seat] for t in game.board.territories.values() if t.units.get(seat)]
        assert groups == [3, 3]
    assert len(game.board.cells) == 2 + 2 * 5  # two starting tiles at five players
    assert len(game.tile_pile) == 35 - 2 - 10


def test_starting_resources_come_from_the_ruleset():
    setup = {**RULES["setup"], "resources": [{"lore": 4}] * 5, "group_size": 2, "groups": 1}
    game = new_game(CLANS[:2], seed=3, ruleset=RULES.varied(setup=setup))
    assert [p.resources["lore"] for p in game.players] == [4, 4]
    while game.decision().kind.startswith("setup"):
        game.apply(0)
    assert sorted(game.units_on_map(s) for s in game.seats()) == [2, 2]


def test_the_development_deck_has_early_cards_over_advanced_ones_by_player_count():
    game = new_game(CLANS[:3], seed=5)
    assert len(game.development) == (2 + 4) * 3
    assert [c.kind for c in game.development[-6:]] == ["early"] * 6
    assert [c.kind for c in game.development[:12]] == ["advanced"] * 12
    assert len(game.achievements) == 3


def test_the_ten_year_variant_uses_its_own_counts_and_no_territory_victory():
    game = new_game(CLANS[:2], seed=5, long_game=True)
    assert game.years == 10 and len(game.development) == (3 + 6) * 2
    assert not territory_victory(game)


def test_start_of_year_draws_the_hand_size_plus_one_per_forge_and_shows_development_cards():
    game = make_game()
    ter = land(game, "1-2")
    units(game, 1, 0, 1)
    ter[1].buildings = ["forge"]
    for player in game.players:
        player.deck = [card(f"c{i}") for i in range(8)]
    drive(game, StartOfYear("start_of_year", -1, 1))
    assert [len(p.hand) for p in game.players] == [5, 4]
    assert len(game.display) == 2 and all(c.kind == "early" for c in game.display)
    for player in game.players:
        player.hand = []
    drive(game, StartOfYear("start_of_year", -1, game.years))
    assert game.display == game.achievements


def test_team_play_needs_four_and_counts_five_territories_together():
    with pytest.raises(ValueError):
        new_game(CLANS[:3], seed=1, teams=True)
    game = make_game(*CLANS[:4], teams=True)
    ter = land(game, "1-2", "2-3", "3-4", "4-5", closed=(1, 2, 3, 4, 5))
    for tid, seat in ((1, 0), (2, 0), (3, 0), (4, 2), (5, 1)):
        units(game, tid, seat, 1)
        ter[tid].buildings = ["forge"]
    assert not territory_victory(game)  # team 0 and 2 hold four
    units(game, 5, 1, -1)
    ter[5].units = {2: 1}
    assert territory_victory(game) and game.winners == [0, 2]


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_seeded_game_finishes_and_replays_decision_by_decision(players, tmp_path):
    clans = CLANS[:players]
    bots = [GreedyBot(i) for i in range(players - 1)] + [RandomBot(9)]
    log = tmp_path / "game.log"
    with log.open("w") as out:
        first = play(new_game(clans, seed=11), bots, log=out)
    assert first.finished and first.rounds in range(1, 8) and first.winners
    again = replay(new_game(clans, seed=11), log.read_text().splitlines())
    assert (again.scores, again.winners, again.decisions) == (first.scores, first.winners, first.decisions)


def test_clone_continues_exactly_like_the_original():
    game = sample_game(4)
    bot = RandomBot(1)
    for _ in range(60):
        game.apply(bot.choose(game, game.decision()))
    copy = game.clone()
    assert copy.summary() == game.summary() and copy.decision() == game.decision()
    a = play(game, [RandomBot(2), RandomBot(3)])
    b = play(copy, [RandomBot(2), RandomBot(3)])
    assert (a.scores, a.decisions) == (b.scores, b.decisions)


def test_options_of_every_decision_print_distinctly():
    game = sample_game(8)
    bot = RandomBot(8)
    while (decision := game.decision()) is not None:
        texts = [str(o) for o in decision.options]
        assert len(set(texts)) == len(texts), decision
        game.apply(bot.choose(game, decision))


def test_the_search_bot_plays_with_the_determinize_hook():
    from deckwright.engine.search import make_search_bot

    game = sample_game(2)
    bots = [make_search_bot(1, "northgard", rollouts=2, depth=4), GreedyBot(2)]
    for _ in range(40):
        decision = game.decision()
        choice = bots[decision.player].choose(game, decision)
        assert 0 <= choice < len(decision.options)
        game.apply(choice)
    assert game.year >= 1


def test_determinize_keeps_sizes_and_the_seats_own_hand():
    import random

    from deckwright.engine.northgard.hooks import determinize

    game = sample_game(5)
    while game.year < 1 or game.phase != "actions":
        game.apply(0)
    copy = game.clone()
    determinize(copy, 0, random.Random(1))
    assert copy.players[0].hand == game.players[0].hand
    assert sorted(c.id for c in copy.players[1].hand + copy.players[1].deck) == sorted(
        c.id for c in game.players[1].hand + game.players[1].deck
    )
    assert [len(p.hand) for p in copy.players] == [len(p.hand) for p in game.players]


def test_teammates_swap_resources_one_for_one_at_harvest():
    game = make_game(*CLANS[:4], teams=True)
    game.players[0].resources = {"food": 1, "wood": 0, "lore": 0}
    game.players[2].resources = {"food": 0, "wood": 0, "lore": 2}
    asked = drive(game, ("trade", 0), ("swap", "food", "lore"), ("done",))
    assert asked[0].options == (("swap", "food", "lore"), ("done",))
    assert game.players[0].resources == {"food": 0, "wood": 0, "lore": 1}
    assert game.players[2].resources == {"food": 1, "wood": 0, "lore": 1}


def test_the_bear_may_place_kaija_in_a_setup_group():
    bear = [c for c in CLANS if "bear" in c.power][0]
    game = new_game([bear, CLANS[0]], seed=2)
    while (decision := game.decision()).kind != "setup units" or decision.player != 0:
        game.apply(0)
    kaija = [o for o in decision.options if o[0] == "with kaija"]
    game.apply(decision.options.index(kaija[0]))
    territory = game.board.territories[kaija[0][1]]
    assert territory.kaija == 0 and territory.units[0] == 2 and game.players[0].kaija_on_map


@pytest.mark.parametrize("options, years", [({"teams": True}, 7), ({"long_game": True}, 10)])
def test_the_variants_play_to_their_end(options, years):
    players = 4 if options.get("teams") else 2
    game = new_game(CLANS[:players], seed=21, **options)
    result = play(game, [GreedyBot(i) for i in range(players)])
    assert result.finished
    if options.get("teams"):
        assert set(result.winners) in ({0, 2}, {1, 3})
    else:
        assert result.rounds == years and result.message == "fame"


def test_results_count_draws_and_plays_per_card_so_a_dead_card_shows():
    from deckwright.model.northgard import Clan

    dead = card("never", {"draw": {"cards": 40, "keep": 40}}, kind="clan")
    planted = Clan(id="planted", name={"en": "Planted"}, power={"on": []}, initial=dead, upgrades=CLANS[0].upgrades)
    result = play(new_game([planted, CLANS[1]], seed=4), [GreedyBot(1), GreedyBot(2)])
    counts = result.cards
    assert counts["planted/never"]["drawn"] > 0 and counts["planted/never"]["played"] == 0
    assert counts["table/march"]["played"] > 0
    assert all(key.split("/")[0] in ("planted", CLANS[1].id, "table") for key in counts)


def test_teammates_move_through_each_others_territories_with_two_moves():

    game = make_game(*CLANS[:4], teams=True)
    ter = land(game, "1-2", "2-3", "2~4")
    units(game, 1, 0, 2)
    units(game, 2, 2, 1)  # the teammate's territory
    asked = drive(game, step(0, {"move": {"moves": 2}}), ("through", 1, 2, 3, 2))
    assert [o for o in asked[0].options if o[0] != "stop"] == [("through", 1, 2, 3, 1), ("through", 1, 2, 3, 2)]
    assert ter[3].units == {0: 2} and ter[2].units == {2: 1}  # 4 lies behind a rough border: three moves
    assert drive(game, step(0, {"move": {"moves": 1}})) == []  # from 3 one move leads only into the teammate's 2


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_play_never_breaks_the_rules_engine(players):
    bear = [c for c in CLANS if "bear" in c.power]
    for seed in range(6):
        clans = (bear + [c for c in CLANS if c not in bear])[:players]
        options = {"teams": True} if players == 4 and seed % 2 else {}
        result = play(new_game(clans, seed=seed, **options), [RandomBot(seed * 7 + i) for i in range(players)])
        assert result.finished and result.winners, result.message


def test_the_summary_and_the_result_state_the_game_as_it_stands():
    game = make_game()
    land(game, "1-2")
    units(game, 1, 0, 2)
    units(game, 2, 1, 3)
    game.year, game.phase, game.players[1].fame = 3, "harvest", 4
    game.decisions = 3
    assert game.summary() == {"round": 3, "phase": "harvest", "fame": [0, 4], "units": [2, 3]}
    result = game.result()
    assert (result.rounds, result.decisions, result.scores, result.players) == (3, 3, [0, 4], ["red", "purple"])


def test_a_played_card_counts_once_per_play():
    game = make_game()
    red = game.players[0]
    red.hand = [card("b", {"gain": {"food": 1}}), card("f", {"gain": {"wood": 1}}, flash=True)]
    drive(game, ("take_turn", 0), ("play", "b"), ("play", "f"))
    red.hand = [card("b", {"gain": {"food": 1}})]
    drive(game, ("take_turn", 0), ("play", "b"))
    assert red.played == {"b": 2, "f": 1}
    assert game.card_counts()["table/b"] == {"drawn": 0, "played": 2}


def test_shipped_clans_know_their_files():
    from deckwright.paths import data_dir

    folder = data_dir("cards") / "northgard" / "clans"
    assert [(c.id, c.source) for c in CLANS] == [(p.stem, p) for p in sorted(folder.glob("*.yaml"))]


def test_determinize_draws_the_copys_chance_from_the_given_stream():
    import random

    from deckwright.engine.northgard.hooks import determinize

    game = sample_game(5)
    while game.year < 1 or game.phase != "actions":
        game.apply(0)
    first, second = game.clone(), game.clone()
    determinize(first, 0, random.Random(3))
    determinize(second, 0, random.Random(3))
    assert first.rng.getstate() == second.rng.getstate()
    assert [c.id for c in first.tile_pile] == [c.id for c in second.tile_pile]


def test_play_content_reads_the_clans_and_only_the_table_kinds_given():
    from deckwright.engine.northgard.hooks import play_content
    from deckwright.loader import read_document
    from deckwright.paths import data_dir

    folder = data_dir("cards") / "northgard"
    documents = [
        (read_document(folder / "clans" / "ox.yaml"), "clan"),
        (read_document(folder / "cards.yaml"), "cards"),
        (read_document(folder / "tiles.yaml"), "tiles"),
        (read_document(folder / "ruleset.yaml"), "ruleset"),
    ]
    clans, table = play_content(documents)
    assert [(c.id, c.source) for c in clans] == [("ox", folder / "clans" / "ox.yaml")]
    assert sorted(table) == ["cards", "ruleset", "tiles"]
    assert [t.id for t in table["tiles"]][:2] == ["hearthland", "hearthland-east"] and len(table["tiles"]) == 35
    assert table["ruleset"]["years"] == 7 and table["cards"].unrest.kind == "unrest"
    assert play_content(documents[:1])[1] == {}


def test_a_card_set_that_extends_another_adds_its_cards_to_the_played_sets_pools():
    # docs/rules-notes.md#northgard-extending-a-card-set
    from deckwright.engine.northgard.hooks import play_content
    from deckwright.loader import read_document
    from deckwright.paths import data_dir

    folder = data_dir("cards") / "northgard"
    base, sagas = read_document(folder / "cards.yaml"), read_document(folder / "sagas.yaml")
    alone = play_content([(base, "cards")])[1]["cards"]
    for documents in ([(sagas, "cards")], [(base, "cards"), (sagas, "cards")], [(sagas, "cards"), (base, "cards")]):
        cards = play_content(documents)[1]["cards"]
        assert [c.id for c in cards.starting] == [c.id for c in alone.starting]
        assert [c.id for c in cards.early] == [c.id for c in alone.early] + ["frost-runners"]
        assert [c.id for c in cards.advanced] == [c.id for c in alone.advanced] + ["skald-hall"]
        assert [c.id for c in cards.achievements][-1] == "winter-hoard" and cards.unrest_copies == 10
    other = SimpleNamespace(data={**base.data, "id": "long-night"})
    assert [c.id for c in play_content([(other, "cards"), (sagas, "cards")])[1]["cards"].early] == [
        c.id for c in alone.early
    ]  # it extends another set than the one played


def test_play_content_plays_the_runs_ruleset_the_first_given_as_the_validator_reads_it():
    from deckwright.engine.northgard.hooks import play_content

    rulesets = [(SimpleNamespace(data={**RULES.data, "id": name}), "ruleset") for name in ("mine", "theirs")]
    assert play_content(rulesets)[1]["ruleset"].id == "mine"


def test_holdings_show_a_seats_resources_fame_and_units_on_the_map():
    from deckwright.engine.northgard.hooks import holdings

    game = make_game()
    land(game, "1-2")
    units(game, 1, 1, 2)
    units(game, 2, 1, 1)
    game.players[1].resources, game.players[1].fame = {"food": 1, "wood": 0, "lore": 3}, 5
    assert holdings(game, 1) == {"food": 1, "wood": 0, "lore": 3, "fame": 5, "units": 3}
    assert holdings(game, 0) == {"food": 0, "wood": 0, "lore": 0, "fame": 0, "units": 0}


def test_the_first_year_is_year_one_after_the_setup():
    game = new_game(CLANS[:2], seed=6)
    while game.decision().kind.startswith("setup"):
        game.apply(0)
    assert (game.year, game.phase, game.decision().kind) == (1, "actions", "turn")


def test_player_counts_and_team_play_are_refused_with_their_reason():
    with pytest.raises(ValueError, match="^Northgard is played by 2 to 5 players$"):
        new_game(CLANS[:1], seed=1)
    with pytest.raises(ValueError, match="^team play needs exactly four players$"):
        new_game(CLANS[:2], seed=1, teams=True)


def test_five_players_start_from_both_starting_tiles_side_by_side():
    game = new_game(CLANS, seed=3)
    assert [game.board.cells[cell][0].id for cell in ((0, 0), (1, 0))] == ["hearthland", "hearthland-east"]
    assert new_game(CLANS[:4], seed=3).board.cells.keys() == {(0, 0)}


def test_the_five_player_starting_tile_goes_with_its_food_symbol_in_the_middle_territory():
    # "place both tiles next to each other with the food symbol in the middle territory"
    # (docs/rules-notes.md#northgard-five-player-start)
    from tests.engine.northgard.tiles import PLAIN, tile

    start = tile(
        "s", {"n": [2], "s": [2]}, [("w", "s1 w0 n0", {}), ("e", "n1 e0 s0", {})], [("w-e", "regular")], "start"
    )
    sides, parts = {"n": [2], "s": [2]}, [("w", "s1 w0 n0", {}), ("e", "n1 e0 s0", {"resources": {"food": 1}})]
    five = tile("f", sides, parts, [("w-e", "regular")], "five")
    game = new_game(CLANS, seed=3, tiles=(start, five, *[PLAIN] * 20))
    assert game.board.cells[(1, 0)] == (five, 2)  # turned so that its food territory meets the starting tile
    middle = game.board.territories[game.board.node[(1, 0, 1)]]
    assert middle.cells == {(0, 0), (1, 0)} and middle.resources == {"food": 1}


def test_the_first_setup_tiles_go_next_to_the_starting_tile_and_bring_their_units():
    game = new_game(CLANS[1:3], seed=6)  # no bear among them
    first = game.decision()
    assert first.kind == "setup tile"
    assert {(o[2], o[3]) for o in first.options} == {(0, 1), (1, 0), (0, -1), (-1, 0)}
    hand = game.hands[first.player]
    game.apply(next(i for i, o in enumerate(first.options) if len(hand[o[1]].territories) > 2))
    units = game.decision()
    assert units.kind == "setup units" and {o[0] for o in units.options} == {"units"}


def test_a_move_offers_one_to_all_units_and_through_a_teammate_besides_plain_moves():

    game = make_game(*CLANS[:4], teams=True)
    land(game, "1-5", "4-2", "2-3")
    units(game, 1, 0, 2)
    units(game, 4, 0, 1)
    units(game, 2, 2, 1)  # the teammate's territory, between 4 and 3
    asked = drive(game, step(0, {"move": {"moves": 2}}), ("stop",))
    assert asked[0].options == (("move", 1, 5, 1), ("move", 1, 5, 2), ("through", 4, 2, 3, 1), ("stop",))


@pytest.mark.slow
@pytest.mark.parametrize("players, options", [(3, {}), (4, {"teams": True})])
def test_a_clone_at_any_decision_goes_on_exactly_like_the_original(players, options):
    # mid-combat, mid-draw and mid-explore included: a clone copies the stack and the state
    bots = [GreedyBot(i) for i in range(players - 1)] + [RandomBot(5)]
    played, game = [], new_game(CLANS[:players], seed=13, **options)
    while (decision := game.decision()) is not None:
        choice = bots[decision.player].choose(game, decision)
        game.apply(choice)
        played.append((decision, choice, game.summary()))
    kinds = {decision.kind for decision, _, _ in played}
    assert {"food", "keep", "explore", "trade"} <= kinds
    game = new_game(CLANS[:players], seed=13, **options)
    for index in range(len(played)):
        copy = game.clone()
        for decision, choice, summary in played[index : index + 12]:
            assert copy.decision() == decision
            copy.apply(choice)
            assert copy.summary() == summary
        game.apply(played[index][1])
    assert game.decision() is None and copy.result() == game.result()


def test_the_starting_player_is_random_and_the_later_seats_get_the_larger_starting_resources():
    # "Randomly determine the starting player by rolling two dice" and "Give to each player their
    # starting resources, starting with the first player": docs/rules-notes.md#northgard-random-first-player
    firsts = [new_game(CLANS[:4], seed=seed).first for seed in range(40)]
    assert sorted(set(firsts)) == [0, 1, 2, 3]
    game = next(new_game(CLANS[:4], seed=seed) for seed in range(40) if firsts[seed] == 2)
    assert game.order() == [2, 3, 0, 1]
    assert [game.players[s].resources["food"] for s in game.seats()] == [2, 3, 2, 2]  # seat 1 is fourth
    assert game.decision().player == 2  # the first player places the first setup tile


def test_a_seat_whose_dealt_tiles_cannot_be_placed_draws_again_and_every_seat_gets_two_groups():
    # "Once it is done, the players end up with two groups of three units in different
    # territories" (docs/rules-notes.md#northgard-setup-redraw)
    from tests.engine.northgard.tiles import CROSS, HALVES, PLAIN

    game = new_game(CLANS[1:3], seed=6, tiles=(CROSS, *[PLAIN] * 3, *[HALVES] * 4))
    first = game.first
    game.tile_pile, game.hands[first] = [HALVES, HALVES, PLAIN], [PLAIN, PLAIN]  # PLAIN fits no side of CROSS
    game.push(SetupTurn("setup_turn", first, 0, frozenset({(0, 0)})))
    game.pending = None
    decision = game.decision()
    assert decision.kind == "setup tile" and decision.player == first
    assert [t.id for t in game.hands[first]] == ["plain", "halves"]  # the old hand went under the pile
    assert game.tile_pile == [PLAIN, PLAIN, HALVES]
    assert {o[1] for o in decision.options} == {1}  # the plain tile drawn again does not fit either


@pytest.mark.slow
def test_every_seat_places_two_groups_in_two_hundred_setups():
    bot = RandomBot(0)
    one_group = 0
    for seed in range(200):
        game = new_game(CLANS[:2], seed=seed)
        while game.decision().kind.startswith("setup"):
            game.apply(bot.choose(game, game.decision()))
        one_group += sum(game.units_on_map(s) + game.players[s].kaija_on_map != 6 for s in game.seats())
    assert one_group == 0

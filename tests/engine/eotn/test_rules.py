"""The worked examples and rules of the Empires of the North rulebooks, one test each."""

from __future__ import annotations

import pytest

from deckwright.engine.eotn import Variants
from deckwright.engine.eotn.catalog import GOOD
from deckwright.engine.eotn.scoring import final_scores, winners
from deckwright.engine.eotn.state import Placed, Ship
from deckwright.game import Runaway
from tests.engine.eotn.helpers import card, island, make_game, options, pick, retake_turn, seat, slot_of, to_first_turn


def goods(game, p, good):
    return game.players[p].goods[GOOD[good]]


def start(extras=(None, None), **kw):
    game = make_game(extras, **kw)
    return game, to_first_turn(game)


def pass_all(game):
    while game.decision() is not None and game.decision().kind == "turn":
        pick(game, ("pass",))


# -- Lookout ---------------------------------------------------------------------------------------


def test_lookout_two_workers_keep_two_cards_and_two_are_discarded():
    game = make_game()
    game.decision()  # setup: the first keep decision
    for p in (0, 1):
        seat(game, p, deck=["hut", "hall", "mill", "market"])
    while game.decision().kind != "lookout-keep":
        game.apply(0)
    p = game.decision().player
    player = game.players[p]
    hand = len(player.hand)
    pick(game, ("keep", "hall"))
    pick(game, ("keep", "mill"))
    pick(game, ("discard-rest",))
    assert len(player.hand) == hand + 2
    assert (player.goods[GOOD["worker"]], player.spent) == (3, 2)
    assert sorted(game.cat.cards[c].card.id for c in player.discard[-2:]) == ["hut", "market"]


def test_lookout_without_workers_only_discards():
    # docs/rules-notes.md#eotn-questions-single-answer-asked
    game = make_game()
    game.decision()
    for p in (0, 1):
        seat(game, p, workers=0)
    while game.decision().kind == "setup-keep":
        game.apply(0)
    assert game.decision().kind == "turn"  # no lookout question without workers
    assert [(len(p.hand), len(p.discard)) for p in game.players] == [(3, 2 + 4)] * 2


# -- Clan action pawns -----------------------------------------------------------------------------


def test_pawn_moves_for_food_only_to_an_adjacent_tile_and_only_once():
    # docs/rules-notes.md#eotn-pawn-move-food
    game, p = start()
    seat(game, p, goods={"food": 2})
    retake_turn(game, p)
    tiles = game.tiles
    at = tiles.index("POPULATE")
    pick(game, ("pawn", "POPULATE"))
    pick(game, ("pass",))  # the other player
    assert game.decision().player == p
    moves = {o[2] for o in options(game) if o[0] == "move"}
    adjacent = {tiles[(at - 1) % 5], tiles[(at + 1) % 5]} - {"CONSTRUCT"}  # no location in hand
    assert moves == adjacent
    target = sorted(adjacent)[0]
    pick(game, ("move", 0, target))
    while game.decision().player != p or game.decision().kind != "turn":
        game.apply(0)
    assert goods(game, p, "food") == 1
    assert game.players[p].pawns[0] == (tiles.index(target), True)
    assert not [o for o in options(game) if o[0] == "move" and o[1] == 0]


def test_pawn_move_paid_with_gold_and_refused_without_food_or_gold():
    game, p = start()
    seat(game, p, goods={"gold": 1})
    game.players[p].pawns[0] = (game.tiles.index("POPULATE"), False)
    retake_turn(game, p)
    assert any(o[0] == "move" for o in options(game))
    seat(game, p)
    retake_turn(game, p)
    assert not any(o[0] == "move" for o in options(game))


def test_pawn_cannot_go_where_the_action_cannot_be_resolved():
    # docs/rules-notes.md#eotn-pawn-go-action-player-cannot
    game, p = start()
    seat(game, p, hand=["pasture"])  # a field: CONSTRUCT cannot build it
    retake_turn(game, p)
    assert ("pawn", "CONSTRUCT") not in options(game)
    seat(game, p, hand=["hut"])
    retake_turn(game, p)
    assert ("pawn", "CONSTRUCT") in options(game)


def test_move_pawn_step_moves_without_taking_the_action():
    drill = card("drill", cost={"wood": 1}, abilities=[{"action": {"do": [{"move_pawn": 1}]}}])
    game, p = start([[drill], [drill]])
    if p != 0:
        pick(game, ("pass",))
    seat(game, 0, goods={"wood": 1}, empire=["drill"])
    game.players[0].pawns[0] = (game.tiles.index("POPULATE"), True)
    retake_turn(game, 0)
    pick(game, ("use", slot_of(game, 0, "drill"), "drill"))
    workers = goods(game, 0, "worker")
    pick(game, (0, "SAIL"))
    assert game.players[0].pawns[0] == (game.tiles.index("SAIL"), True)
    assert goods(game, 0, "worker") == workers and not game.queue


# -- Declared actions: boosts and fields -------------------------------------------------------------


def test_one_boost_per_declared_action():
    game, p = start()
    seat(game, p, hand=["rally", "rally"])
    retake_turn(game, p)
    pick(game, ("pawn", "SAIL"))
    assert options(game) == (("none",), ("boost", "rally"))
    pick(game, ("boost", "rally"))
    assert game.decision().kind == "sail"  # no second boost
    assert goods(game, p, "raze") == 1 and len(game.players[p].hand) == 1
    assert ("clan", 0, 1) in options(game)


def test_field_built_by_its_action_gives_its_goods_at_once():
    game, p = start()
    seat(game, p, hand=["grove"])
    retake_turn(game, p)
    pick(game, ("pawn", "EXPLORE"))
    pick(game, ("field", "grove"))
    player = game.players[p]
    assert goods(game, p, "wood") == 2
    assert game.cat.cards[player.empire[-1].card].card.id == "grove"
    assert len(player.hand) == 1  # EXPLORE then drew a card


def test_harvest_of_a_field_with_an_upgrade():
    game, p = start()
    seat(game, p, hand=["sawpit"])
    retake_turn(game, p)
    pick(game, ("pawn", "POPULATE"))
    pick(game, ("field", "sawpit"))
    woods = slot_of(game, p, "woods")  # the only field making wood: attached without asking
    assert goods(game, p, "wood") == 1  # only the upgrade's goods when built
    assert game.players[p].empire[-1].host == woods
    game.players[p].goods[GOOD["wood"]] = 0
    retake_turn(game, p)
    pick(game, ("pawn", "HARVEST"))
    pick(game, (woods, "woods"))
    assert goods(game, p, "wood") == 2  # field 1 + upgrade 1


def test_also_field_upgrade_may_stand_alone():
    cream = card("cream", "field_upgrade", action="POPULATE", goods={"sheep": 1}, also_field=True)
    game, p = start([[cream], [cream]])
    seat(game, p, hand=["cream"])
    retake_turn(game, p)
    pick(game, ("pawn", "POPULATE"))
    pick(game, ("field", "cream"))
    assert game.players[p].empire[-1].host == -1 and goods(game, p, "sheep") == 1


def test_construct_builds_a_location_for_free_but_not_a_field():
    game, p = start()
    seat(game, p, hand=["hall", "pasture"])
    retake_turn(game, p)
    pick(game, ("pawn", "CONSTRUCT"))  # hall is the only location: built without asking
    assert game.cat.cards[game.players[p].empire[-1].card].card.id == "hall"
    assert game.players[p].vp == 2 and goods(game, p, "wood") == 0  # hall's building bonus: 2 VP


# -- Paying ------------------------------------------------------------------------------------------


def test_gold_pays_for_a_missing_resource():
    game, p = start()
    seat(game, p, goods={"gold": 2}, hand=["hall"])
    retake_turn(game, p)
    pick(game, ("build", "hall"))
    assert goods(game, p, "gold") == 0 and game.players[p].vp == 2


def test_gold_or_resource_is_the_players_choice():
    game, p = start()
    seat(game, p, goods={"wood": 1, "stone": 1, "gold": 1}, hand=["hall"])
    retake_turn(game, p)
    pick(game, ("build", "hall"))
    assert game.decision().kind == "pay-with"
    assert set(options(game)) == {(("stone", 1), ("wood", 1)), (("gold", 1), ("wood", 1)), (("gold", 1), ("stone", 1))}
    pick(game, (("stone", 1), ("wood", 1)))
    assert goods(game, p, "gold") == 1


def test_gold_never_stands_in_for_assign():
    pen = card("pen", cost={"wood": 1}, abilities=[{"action": {"do": [{"assign": {"sheep": 1}}]}}])
    game, p = start([[pen], [pen]])
    seat(game, p, goods={"gold": 3}, empire=["pen"])
    retake_turn(game, p)
    slot = slot_of(game, p, "pen")
    assert not any(o[0] == "use" for o in options(game))
    seat(game, p, goods={"sheep": 1})
    retake_turn(game, p)
    pick(game, ("use", slot, "pen"))
    assert game.players[p].empire[slot].assigned[GOOD["sheep"]] == 1 and goods(game, p, "sheep") == 0


# -- Sail and the Expedition ---------------------------------------------------------------------------


def at_expedition(ship_fish=0, ship_raze=0, islands=None):
    game, p = start(islands=islands)
    game.players[p].ships -= 1
    game.queue.append(Ship(p, False, ship_fish, ship_raze))
    pass_all(game)
    assert game.decision().kind == "island"
    return game, p


def face_up(game, island_id):
    """Lay this island face up in its row, then ask the pending island question again."""
    index = next(i for i, c in enumerate(game.cat.cards) if c.card.id == island_id)
    for pile in (*game.isl_deck, *game.isl_face, *game.isl_disc):
        if index in pile:
            pile.remove(index)
    game.isl_face[0].append(index)
    task = game.pending[0]
    game.pending = None
    game.stack.append(task)


def test_distant_islands_need_a_fish():
    game, p = at_expedition()
    assert all(o[0] == "island" and o[1].startswith("near") or o == ("top", "nearby") for o in options(game))
    game, p = at_expedition(ship_fish=1)
    assert ("top", "distant") in options(game) and any(str(o[1]).startswith("far") for o in options(game))


def test_conquer_needs_raze_and_unused_goods_are_discarded():
    game, p = at_expedition(ship_fish=1, ship_raze=1)
    ships, wood = game.players[p].ships, goods(game, p, "wood")
    pick(game, next(o for o in options(game) if str(o[1]).startswith("near")))
    assert options(game) == (("pillage",), ("conquer",))
    pick(game, ("pillage",))
    assert goods(game, p, "wood") == wood + 1
    assert (goods(game, p, "fish"), goods(game, p, "raze")) == (0, 0)  # unused fish and raze are gone
    assert game.players[p].ships == ships + 1
    game, p = at_expedition(ship_fish=1)
    empire = len(game.players[p].empire)
    pick(game, next(o for o in options(game) if str(o[1]).startswith("near")))
    assert game.decision().kind != "land" and len(game.players[p].empire) == empire  # no raze: pillaged
    game, p = at_expedition(ship_raze=1)
    pick(game, next(o for o in options(game) if str(o[1]).startswith("near")))
    pick(game, ("conquer",))
    assert len(game.players[p].empire) == empire + 1


def test_conquer_features_fire_for_the_island_itself():
    haunted = island("haunted", abilities=[{"feature": {"when": {"event": "conquer"}, "do": [{"gain": {"vp": 1}}]}}])
    game, p = at_expedition(ship_raze=1, islands=[haunted])
    face_up(game, "haunted")
    pick(game, ("island", "haunted"))
    pick(game, ("conquer",))
    assert game.players[p].vp == 1


def test_sail_assigns_fish_and_raze_and_triggers_sail_features():
    game, p = start()
    seat(game, p, goods={"fish": 1, "raze": 1}, empire=["harbour"])
    retake_turn(game, p)
    pick(game, ("pawn", "SAIL"))
    assert set(options(game)) == {("clan", f, r) for f in (0, 1) for r in (0, 1)}
    pick(game, ("clan", 1, 1))
    assert game.queue[-1] == Ship(p, False, 1, 1)
    assert goods(game, p, "fish") == 1 and goods(game, p, "raze") == 0  # harbour: +1 fish on sail


def test_expedition_now_pillages_in_the_action_phase_and_the_ship_may_sail_again():
    raider = card("raider", abilities=[{"action": {"do": [{"expedition_now": "pillage"}]}}])
    game, p = start([[raider], [raider]])
    seat(game, p, empire=["raider"])
    game.players[p].ships -= 1
    game.queue.append(Ship(p, False, 0, 1))
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, "raider"), "raider"))
    pick(game, next(o for o in options(game) if o[0] == "island"))
    assert goods(game, p, "wood") == 1 and not game.queue and game.players[p].ships == 2
    assert game.phase == "action"


def test_advance_ship_swaps_with_the_ship_ahead():
    oars = card("oars", abilities=[{"action": {"do": [{"advance_ship": 1}]}}])
    game, p = start([[oars], [oars]])
    q = 1 - p
    seat(game, p, empire=["oars"])
    game.queue[:] = [Ship(q, False, 0, 0), Ship(p, False, 0, 0)]
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, "oars"), "oars"))
    assert [s.owner for s in game.queue] == [p, q]


# -- Raid ---------------------------------------------------------------------------------------------


def test_raid_needs_raze_hits_only_unexhausted_action_locations_and_not_a_passed_player():
    game, p = start()
    q = 1 - p
    seat(game, q, empire=["mill", "hut"])
    seat(game, p, goods={"raze": 1})
    retake_turn(game, p)
    raids = [o for o in options(game) if o[0] == "raid"]
    assert raids == [("raid", q, slot_of(game, q, "mill"), "mill")]
    pick(game, raids[0])
    assert game.players[q].empire[slot_of(game, q, "mill")].exhausted and goods(game, p, "raze") == 0
    seat(game, p, goods={"raze": 1})
    retake_turn(game, p)
    assert not any(o[0] == "raid" for o in options(game))  # the only action location is exhausted
    mill = slot_of(game, q, "mill")
    game.players[q].empire[mill] = game.players[q].empire[mill]._replace(exhausted=False)
    game.players[q].passed = True
    retake_turn(game, p)
    assert not any(o[0] == "raid" for o in options(game))
    seat(game, p)
    game.players[q].passed = False
    retake_turn(game, p)
    assert not any(o[0] == "raid" for o in options(game))


def test_a_used_action_location_is_exhausted_until_cleanup():
    game, p = start()
    seat(game, p, goods={"food": 2}, empire=["mill"])
    retake_turn(game, p)
    slot = slot_of(game, p, "mill")
    pick(game, ("use", slot, "mill"))
    assert game.players[p].vp == 2 and game.players[p].empire[slot].exhausted
    retake_turn(game, p)
    assert not any(o[0] == "use" for o in options(game))


# -- Game end and scoring -------------------------------------------------------------------------------


def test_25_vp_in_the_action_phase_ends_the_game_after_this_expedition():
    game, p = start()
    game.players[p].vp = 25
    pass_all(game)
    assert game.decision() is None
    result = game.result()
    assert result.finished and result.rounds == 1 and result.winners == [p]


def test_25_vp_in_the_expedition_makes_the_next_round_the_last():
    glory = island("glory", pillage={"vp": 1})
    game, p = at_expedition(islands=[glory])
    game.players[p].vp = 24
    face_up(game, "glory")
    pick(game, ("island", "glory"))
    assert game.players[p].vp == 25
    while game.decision() is not None and game.round == 1:
        game.apply(len(options(game)) - 1)
    assert game.round == 2 and game.decision() is not None  # cleanup happened, one more round
    while game.decision() is not None:
        pick(game, ("pass",)) if game.decision().kind == "turn" else game.apply(len(options(game)) - 1)
    assert game.result().finished and game.result().rounds == 2


def scoring_game(raze_counts=False):
    game, _ = start(variants=Variants(raze_counts_in_final_scoring=raze_counts))
    for p in (0, 1):
        seat(game, p, goods={"wood": 3, "fish": 2, "raze": 2, "gold": 3}, workers=0)
        game.players[p].vp = 10
        game.players[p].hand = []
    game.players[0].empire[0] = game.players[0].empire[0]._replace(assigned=(4, 0, 0, 0, 0, 1, 0, 0))
    return game


def test_final_scoring_english_reading():
    # 10 VP + 3 cards + 5 resources // 2 + 3 gold; assigned goods and raze do not count
    assert final_scores(scoring_game()) == [18, 18]


def test_final_scoring_german_reading_counts_raze_with_resources():
    # docs/rules-notes.md#eotn-final-scoring
    assert final_scores(scoring_game(raze_counts=True)) == [19, 19]


@pytest.mark.parametrize(
    "change, winner",
    [
        (lambda g: g.players[1].empire.append(Placed(0, 0)), [1]),  # most cards in the Empire
        (lambda g: setattr(g.players[0], "spent", 1), [0]),  # then most workers, spent ones too
        (lambda g: g.players[1].hand.append(0), [1]),  # then most cards in hand
        (lambda g: None, [0, 1]),  # else shared
    ],
)
def test_tie_breaks(change, winner):
    game = scoring_game()
    change(game)
    assert winners(game, [18, 18]) == winner


# -- Keywords ----------------------------------------------------------------------------------------------


def test_storage_with_five_assigned_gives_two_in_any_combination():
    # docs/rules-notes.md#eotn-storage-pay-any-combination-asked
    larder = card(
        "larder", cost={"wood": 1}, abilities=[{"storage": {"need": {"sheep": 2}, "gain": [{"wood": 1}, {"stone": 1}]}}]
    )
    game = make_game([[larder], [larder]])
    game.decision()
    player = seat(game, 0, empire=["larder"])
    player.empire[-1] = player.empire[-1]._replace(assigned=(0, 0, 0, 5, 0, 0, 0, 0))
    while game.decision().kind != "storage-gain":
        game.apply(len(options(game)) - 1)
    assert set(options(game)) == {("1 wood", "1 wood"), ("1 wood", "1 stone"), ("1 stone", "1 stone")}
    pick(game, ("1 wood", "1 stone"))
    assert (goods(game, 0, "wood"), goods(game, 0, "stone")) == (1, 1)
    assert player.empire[-1].assigned[GOOD["sheep"]] == 5  # assigned goods stay


def test_copy_takes_the_copied_cards_effects_and_building_bonus():
    # docs/rules-notes.md#eotn-copy-copied
    mirror = card("mirror", cost={"wood": 1}, abilities=[{"copy": {}}])
    game, p = start([[mirror], [mirror]])
    seat(game, p, goods={"wood": 1}, hand=["mirror"], empire=["hall", "mill"])
    retake_turn(game, p)
    pick(game, ("build", "mirror"))
    assert game.decision().kind == "copy"
    pick(game, (slot_of(game, p, "hall"), "hall"))
    assert game.players[p].vp == 2  # the copied building bonus
    seat(game, p, goods={"wood": 1, "food": 1}, hand=["mirror"])
    retake_turn(game, p)
    pick(game, ("build", "mirror"))
    pick(game, (slot_of(game, p, "mill"), "mill"))
    mirror_slot = len(game.players[p].empire) - 1
    retake_turn(game, p)
    pick(game, ("use", mirror_slot, "mirror"))
    assert game.players[p].vp == 4 and game.players[p].empire[mirror_slot].exhausted


def test_copy_type_filter_limits_the_choice():
    mirror = card("mirror", cost={"wood": 1}, abilities=[{"copy": {"type": "boat"}}])
    boat = card("boathouse", ctype="boat", cost={"wood": 1})
    game, p = start([[mirror, boat], [mirror, boat]])
    seat(game, p, goods={"wood": 1}, hand=["mirror"], empire=["boathouse"])
    retake_turn(game, p)
    pick(game, ("build", "mirror"))
    empire = game.players[p].empire
    assert empire[-1].acts_as == empire[slot_of(game, p, "boathouse")].card  # the only choice, taken


def test_the_result_says_what_each_copy_card_acted_as():
    # docs/rules-notes.md#eotn-copy-copied
    mirror = card("mirror", cost={"wood": 1}, abilities=[{"copy": {}}])
    game, p = start([[mirror], [mirror]])
    me = f"clan-{p}"
    assert game.result().acted_as == {}
    seat(game, p, goods={"wood": 1}, hand=["mirror"], empire=["hall", "mill"])
    retake_turn(game, p)
    before = game.clone()
    pick(game, ("build", "mirror"))
    pick(game, (slot_of(game, p, "hall"), "hall"))
    assert game.result().acted_as == {f"{me}/mirror": {f"{me}/hall": 1}}
    assert before.result().acted_as == {}  # a clone made before the copy is its own game
    seat(game, p, goods={"wood": 1}, hand=["mirror"])
    retake_turn(game, p)
    pick(game, ("build", "mirror"))
    pick(game, (slot_of(game, p, "hall"), "hall"))
    seat(game, p, goods={"wood": 1}, hand=["mirror"])
    retake_turn(game, p)
    pick(game, ("build", "mirror"))
    pick(game, (slot_of(game, p, "mill"), "mill"))
    assert game.result().acted_as == {f"{me}/mirror": {f"{me}/hall": 2, f"{me}/mill": 1}}
    assert game.result().cards[f"{me}/mirror"]["built"] == 3


def test_a_copy_taken_as_the_only_choice_is_recorded_too():
    mirror = card("mirror", cost={"wood": 1}, abilities=[{"copy": {"type": "boat"}}])
    boat = card("boathouse", ctype="boat", cost={"wood": 1})
    game, p = start([[mirror, boat], [mirror, boat]])
    seat(game, p, goods={"wood": 1}, hand=["mirror"], empire=["boathouse"])
    retake_turn(game, p)
    pick(game, ("build", "mirror"))
    assert game.result().acted_as == {f"clan-{p}/mirror": {f"clan-{p}/boathouse": 1}}


def test_build_features_fire_for_the_card_being_built():
    # docs/rules-notes.md#eotn-build-feature-fire-card-being
    guild = card(
        "guild", cost={"wood": 1}, abilities=[{"feature": {"when": {"event": "build"}, "do": [{"gain": {"vp": 1}}]}}]
    )
    game, p = start([[guild], [guild]])
    seat(game, p, goods={"wood": 2}, hand=["guild", "hut"])
    retake_turn(game, p)
    pick(game, ("build", "guild"))
    assert game.players[p].vp == 1
    retake_turn(game, p)
    pick(game, ("build", "hut"))
    assert game.players[p].vp == 2


def test_a_choice_offers_only_what_can_be_paid():
    swap = card(
        "swap",
        abilities=[
            {"action": {"do": [{"choose": [[{"spend": {"stone": 1}}, {"gain": {"vp": 2}}], [{"gain": {"wood": 1}}]]}]}}
        ],
    )
    game, p = start([[swap], [swap]])
    seat(game, p, empire=["swap"])
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, "swap"), "swap"))
    assert goods(game, p, "wood") == 1  # the only feasible option is taken without asking
    seat(game, p, goods={"stone": 1}, empire=["swap"])
    retake_turn(game, p)
    pick(game, ("use", len(game.players[p].empire) - 1, "swap"))
    assert [o[0] for o in options(game)] == [0, 1]
    pick(game, (0, "spend 1 stone, gain 2 vp"))
    assert game.players[p].vp == 2 and goods(game, p, "stone") == 0


def test_search_release_retrieve_and_unexhaust():
    steps = [
        {"search": "hall"},
        {"release": {"sheep": 1}},
        {"retrieve": 2},
        {"unexhaust": {"count": "all", "kind": "card"}},
    ]  # 'card': every kind
    tools = card("tools", abilities=[{"action": {"do": steps}}])
    game, p = start([[tools], [tools]])
    player = seat(game, p, empire=["tools", "mill"], deck=["hut", "hall", "hut"], workers=1)
    player.spent = 3
    mill = slot_of(game, p, "mill")
    player.empire[mill] = player.empire[mill]._replace(exhausted=True, assigned=(0, 0, 0, 2, 0, 0, 0, 0))
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, "tools"), "tools"))
    cards = game.cat.cards
    assert [cards[c].card.id for c in player.hand] == ["hall"] and len(player.deck) == 2
    assert player.empire[mill].assigned[GOOD["sheep"]] == 1 and goods(game, p, "sheep") == 1
    assert (player.spent, goods(game, p, "worker")) == (1, 3)
    assert not player.empire[mill].exhausted


def test_common_ship_sails_like_a_clan_ship():
    game, p = start()
    seat(game, p, goods={"stone": 2}, hand=["dock"])
    game.players[p].ships = 0
    retake_turn(game, p)
    pick(game, ("build", "dock"))
    retake_turn(game, p)
    pick(game, ("pawn", "SAIL"))
    assert game.queue[-1] == Ship(p, True, 0, 0) and game.players[p].common == 0


def test_an_endless_trigger_loop_stops_as_a_runaway():
    # docs/rules-notes.md#eotn-features-trigger-each-other-ever
    echo = card(
        "echo",
        cost={"wood": 1},
        abilities=[{"feature": {"when": {"event": "gain", "good": "wood"}, "do": [{"gain": {"wood": 1}}]}}],
    )
    game, p = start([[echo], [echo]])
    seat(game, p, empire=["echo"])
    retake_turn(game, p)
    pick(game, ("pawn", "HARVEST"))
    with pytest.raises(Runaway, match="runaway: .*clan-[01]/echo"):
        pick(game, (slot_of(game, p, "woods"), "woods"))


def test_capitals_action_on_a_card_allows_a_boost_first():
    horn = card("horn", abilities=[{"action": {"do": [{"take_action": "SAIL"}]}}])
    game, p = start([[horn], [horn]])
    seat(game, p, empire=["horn"], hand=["rally"])
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, "horn"), "horn"))
    assert options(game) == (("none",), ("boost", "rally"))
    pick(game, ("boost", "rally"))
    pick(game, ("clan", 0, 1))
    assert game.queue == [Ship(p, False, 0, 1)] and all(tile < 0 for tile, _ in game.players[p].pawns)


def test_cleanup_returns_workers_and_pawns_unexhausts_refreshes_islands_and_passes_first_player():
    game, p = start()
    player = seat(game, p, goods={"food": 1, "wood": 3}, empire=["mill"])
    player.spent = 2
    slot = slot_of(game, p, "mill")
    retake_turn(game, p)
    pick(game, ("use", slot, "mill"))
    old_islands = [row[:] for row in game.isl_face]
    while game.round == 1:
        pick(game, ("pass",)) if game.decision().kind == "turn" else game.apply(len(options(game)) - 1)
    assert game.first == 1 - p
    assert not player.empire[slot].exhausted and player.pawns == [(-1, False), (-1, False)]
    assert (player.spent, player.goods[GOOD["worker"]]) == (0, 7)  # stopped before the new Lookout
    assert player.goods[GOOD["wood"]] == 3  # goods are kept
    assert all(not set(new) & set(old) for new, old in zip(game.isl_face, old_islands))
    assert [len(row) for row in game.isl_face] == [2, 2]


def test_an_empty_deck_is_reshuffled_from_the_discard_pile():
    # docs/rules-notes.md#eotn-empty-decks
    game, p = start()
    player = seat(game, p, deck=[])
    player.discard = [game.cat.decks[p][0], game.cat.decks[p][1]]
    retake_turn(game, p)
    pick(game, ("pawn", "EXPLORE"))
    assert len(player.hand) == 1 and len(player.deck) == 1 and not player.discard

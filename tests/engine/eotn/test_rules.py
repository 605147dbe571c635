"""The worked examples and rules of the Empires of the North rulebooks, one test each, with
exact values; the validator's side of a rule (what a clan's starting cards may be) beside it."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.engine.eotn import Variants, new_game
from deckwright.engine.eotn.catalog import GOOD
from deckwright.engine.eotn.scoring import final_scores, winners
from deckwright.engine.eotn.state import Placed, Ship
from deckwright.findings import ERROR
from deckwright.game import Runaway
from deckwright.model.eotn import clan_from_data, island_set_from_data
from deckwright.validator import validate_paths
from tests.engine.eotn.helpers import (
    both,
    card,
    clan_data,
    find,
    goods,
    island,
    islands_data,
    make_game,
    options,
    pick,
    retake_turn,
    seat,
    slot_of,
    start,
    to_first_turn,
    watcher,
)


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


def advancing(spaces: int, owners: str):
    """A game whose seat p holds a card that moves a ship ``spaces`` up, with the queue's ships owned
    as ``owners`` says ('p' the player, 'q' the opponent), at p's turn; the game, p and the queue."""
    oars = card("oars", abilities=[{"action": {"do": [{"advance_ship": spaces}]}}])
    game, p = start([[oars], [oars]])
    seat(game, p, empire=["oars"])
    game.queue[:] = [Ship(p if owner == "p" else 1 - p, False, fish, 0) for fish, owner in enumerate(owners)]
    retake_turn(game, p)
    return game, p, list(game.queue)


def test_advance_ship_swaps_with_the_ship_ahead():
    game, p, (first, mine) = advancing(1, "qp")
    pick(game, ("use", slot_of(game, p, "oars"), "oars"))
    assert game.queue == [mine, first]


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


def _mirror_of_a_boat_built():
    """A game where the seat has just built a mirror (copy: a boat card) beside its one boat card, the
    boathouse; the game and the seat."""
    mirror = card("mirror", cost={"wood": 1}, abilities=[{"copy": {"type": "boat"}}])
    boat = card("boathouse", ctype="boat", cost={"wood": 1})
    game, p = start([[mirror, boat], [mirror, boat]])
    seat(game, p, goods={"wood": 1}, hand=["mirror"], empire=["boathouse"])
    retake_turn(game, p)
    pick(game, ("build", "mirror"))
    return game, p


def test_copy_type_filter_limits_the_choice():
    game, p = _mirror_of_a_boat_built()
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
    game, p = _mirror_of_a_boat_built()
    assert game.result().acted_as == {f"clan-{p}/mirror": {f"clan-{p}/boathouse": 1}}


def test_build_features_fire_for_the_card_being_built():
    # docs/rules-notes.md#eotn-build-feature-fire-card-being
    guild = watcher("guild", {"event": "build"})
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


# -- Gains, what is offered, draws, copies and starting cards -------------------------------------

WOOD_VP = watcher("tally-house", {"event": "gain", "good": "wood"})


# -- one gain, one trigger ------------------------------------------------------------------------


def test_harvest_of_a_field_with_two_upgrades_is_one_gain_of_wood():
    # docs/rules-notes.md#eotn-gain-once-per-gain
    game, p = start(both(WOOD_VP))
    player = seat(game, p, empire=["tally-house"])
    woods = slot_of(game, p, "woods")
    for _ in range(2):
        saw = next(c for c in game.players[p].deck if game.cat.cards[c].id == "sawpit")
        player.empire.append(Placed(saw, saw, host=woods))
    retake_turn(game, p)
    pick(game, ("pawn", "HARVEST"))
    pick(game, (woods, "woods"))
    assert (goods(game, p, "wood"), player.vp) == (3, 1)


def test_a_storage_payout_of_two_wood_is_one_gain():
    # docs/rules-notes.md#eotn-gain-once-per-gain
    larder = card("larder", cost={"wood": 1}, abilities=[{"storage": {"need": {"food": 2}, "gain": [{"wood": 1}]}}])
    game = make_game(both(larder, WOOD_VP))
    game.decision()
    player = seat(game, 0, empire=["larder", "tally-house"])
    player.empire[-2] = player.empire[-2]._replace(assigned=(0, 0, 4, 0, 0, 0, 0, 0))
    while game.decision().kind != "turn":
        game.apply(len(options(game)) - 1)
    assert (goods(game, 0, "wood"), player.vp) == (2, 1)


# -- costs and what may be offered ----------------------------------------------------------------


def test_a_boost_does_not_count_itself_towards_its_discard_cost():
    # docs/rules-notes.md#eotn-boost-not-itself
    purge = card("purge", "boost", action="POPULATE", abilities=[{"instant": [{"discard": 1}, {"gain": {"vp": 2}}]}])
    game, p = start(both(purge))
    seat(game, p, hand=["purge"])
    retake_turn(game, p)
    pick(game, ("pawn", "POPULATE"))
    assert game.decision().kind == "turn" and game.decision().player != p  # no boost offered
    assert [game.cat.cards[c].id for c in game.players[p].hand] == ["purge"] and game.players[p].vp == 0
    seat(game, p, hand=["purge", "hut"])
    game.players[p].pawns = [(-1, False), (-1, False)]
    retake_turn(game, p)
    pick(game, ("pawn", "POPULATE"))
    assert options(game) == (("none",), ("boost", "purge"))


def test_pillage_now_is_not_offered_without_a_ship_on_the_expedition_board():
    # docs/rules-notes.md#eotn-pillage-conquer-now-needs-ship
    raider = card(
        "raider", cost={"wood": 1}, abilities=[{"action": {"cost": {"raze": 1}, "do": [{"expedition_now": "either"}]}}]
    )
    game, p = start(both(raider))
    seat(game, p, goods={"raze": 1}, empire=["raider"])
    game.queue[:] = [Ship(1 - p, False, 0, 1)]  # another player's ship does not do
    retake_turn(game, p)
    use = ("use", slot_of(game, p, "raider"), "raider")
    assert use not in options(game)
    game.queue.append(Ship(p, False, 0, 0))
    retake_turn(game, p)
    assert use in options(game)


def test_conquer_now_needs_a_ship_carrying_raze():
    # docs/rules-notes.md#eotn-pillage-conquer-now-needs-ship
    raider = card("raider", cost={"wood": 1}, abilities=[{"action": {"do": [{"expedition_now": "conquer"}]}}])
    game, p = start(both(raider))
    seat(game, p, empire=["raider"])
    game.queue[:] = [Ship(p, False, 1, 0)]
    retake_turn(game, p)
    use = ("use", slot_of(game, p, "raider"), "raider")
    assert use not in options(game)
    game.queue[:] = [Ship(p, False, 0, 1)]
    retake_turn(game, p)
    assert use in options(game)


# -- Features are optional -------------------------------------------------------------------------


def test_a_feature_with_a_spend_step_asks_and_may_be_skipped():
    # docs/rules-notes.md#eotn-features-optional
    shrine = card(
        "shrine",
        cost={"food": 1},
        abilities=[{"feature": {"when": {"event": "build"}, "do": [{"spend": {"wood": 1}}, {"gain": {"vp": 2}}]}}],
    )
    game, p = start(both(shrine))
    seat(game, p, goods={"food": 1, "wood": 1}, hand=["shrine"])
    retake_turn(game, p)
    pick(game, ("build", "shrine"))
    assert game.decision().kind == "feature" and options(game) == (("do",), ("skip",))
    pick(game, ("skip",))
    assert (goods(game, p, "wood"), game.players[p].vp) == (1, 0)


def test_a_feature_that_only_gains_runs_without_asking():
    game, p = start(both(WOOD_VP))
    seat(game, p, empire=["tally-house"])
    retake_turn(game, p)
    pick(game, ("pawn", "HARVEST"))
    pick(game, (slot_of(game, p, "woods"), "woods"))
    assert game.decision().kind == "turn" and game.players[p].vp == 1


# -- tie-break -------------------------------------------------------------------------------------


def test_tie_break_counts_workers_assigned_to_cards():
    # docs/rules-notes.md#eotn-ties-assigned-workers
    game, _ = start()
    for p in (0, 1):
        seat(game, p, workers=2)
        game.players[p].hand = []
    game.players[1].spent = 1
    empire = game.players[0].empire
    empire[0] = empire[0]._replace(assigned=(0, 0, 0, 0, 0, 0, 2, 0))  # two workers on a card
    assert winners(game, [18, 18]) == [0]


# -- an effect resolved in order -------------------------------------------------------------------


def _kiln(spend: int):
    """A game at the turn of the seat whose Empire holds a kiln: its Action gains 1 stone, spends
    ``spend`` stone, gains 2 VP; the game and the seat."""
    kiln = card(
        "kiln",
        cost={"wood": 1},
        abilities=[{"action": {"do": [{"gain": {"stone": 1}}, {"spend": {"stone": spend}}, {"gain": {"vp": 2}}]}}],
    )
    game, p = start(both(kiln))
    seat(game, p, empire=["kiln"])
    retake_turn(game, p)
    return game, p


def test_goods_gained_by_an_earlier_step_pay_a_later_step():
    # docs/rules-notes.md#eotn-effect-in-order
    game, p = _kiln(1)
    pick(game, ("use", slot_of(game, p, "kiln"), "kiln"))
    assert (goods(game, p, "stone"), game.players[p].vp) == (0, 2)


def test_draw_two_then_discard_one_works_from_an_empty_hand():
    # docs/rules-notes.md#eotn-effect-in-order
    study = card("study", cost={"wood": 1}, abilities=[{"action": {"do": [{"draw": 2}, {"discard": 1}]}}])
    game, p = start(both(study))
    seat(game, p, empire=["study"], deck=["hut", "hall"])
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, "study"), "study"))
    assert game.decision().kind == "discard" and set(options(game)) == {"hut", "hall"}
    pick(game, "hall")
    assert [game.cat.cards[c].id for c in game.players[p].hand] == ["hut"]


def test_a_step_that_cannot_be_paid_even_after_earlier_gains_is_not_offered():
    game, p = _kiln(2)
    assert ("use", slot_of(game, p, "kiln"), "kiln") not in options(game)


# -- gaining a card --------------------------------------------------------------------------------


CARD_VP = watcher("scriptorium", {"event": "gain", "good": "card"})


def test_explore_is_a_gain_of_a_card():
    # docs/rules-notes.md#eotn-gain-a-card
    game, p = start(both(CARD_VP))
    seat(game, p, empire=["scriptorium"], deck=["hut"])
    retake_turn(game, p)
    pick(game, ("pawn", "EXPLORE"))
    assert game.players[p].vp == 1 and len(game.players[p].hand) == 1


@pytest.mark.parametrize(
    "deck,vp,hand",
    [
        (["hut", "hall"], 1, 2),  # a draw step of two is one gain of a card
        ([], 0, 0),  # a draw from empty piles gains nothing
    ],
)
def test_a_draw_step_of_two_is_one_gain_of_a_card_and_none_from_empty_piles(deck, vp, hand):
    # docs/rules-notes.md#eotn-gain-a-card
    study = card("study", cost={"wood": 1}, abilities=[{"action": {"do": [{"draw": 2}]}}])
    game, p = start(both(study, CARD_VP))
    seat(game, p, empire=["study", "scriptorium"], deck=deck)
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, "study"), "study"))
    assert (game.players[p].vp, len(game.players[p].hand)) == (vp, hand)


def test_cards_kept_in_one_lookout_are_one_gain_of_a_card():
    # docs/rules-notes.md#eotn-gain-a-card
    game = make_game(both(CARD_VP))
    game.decision()
    for p in (0, 1):
        seat(game, p, empire=["scriptorium"], deck=["hut", "hall", "mill", "market"])
    while game.decision().kind != "lookout-keep":
        game.apply(0)
    p = game.decision().player
    pick(game, ("keep", "hall"))
    pick(game, ("keep", "mill"))
    assert game.players[p].vp == 0  # not yet: the Lookout is one gain, when it ends
    pick(game, ("discard-rest",))
    assert game.players[p].vp == 1


# -- SAIL with a ship from a Boost -----------------------------------------------------------------


SHIPWRIGHT = card("shipwright", "boost", action="SAIL", abilities=[{"instant": [{"gain": {"common_ship": 1}}]}])


def test_a_pawn_may_go_to_sail_without_a_ship_when_a_boost_in_hand_gives_one():
    # docs/rules-notes.md#eotn-sail-boost-ship
    game, p = start(both(SHIPWRIGHT))
    player = seat(game, p, hand=["rally"])
    player.ships = 0
    retake_turn(game, p)
    assert ("pawn", "SAIL") not in options(game)  # a Boost that gives no ship does not do
    seat(game, p, hand=["shipwright"])
    retake_turn(game, p)
    pick(game, ("pawn", "SAIL"))  # the Boost is the only way to resolve SAIL: played without asking
    assert player.hand == [] and game.queue == [Ship(p, True, 0, 0)] and (player.ships, player.common) == (0, 0)


# -- Copy keeps its own abilities -------------------------------------------------------------------


LANTERN = card(
    "lantern",
    cost={"wood": 1},
    abilities=[
        {"copy": {}},
        {"building_bonus": [{"gain": {"vp": 1}}]},
        {"feature": {"when": {"event": "harvest"}, "do": [{"gain": {"sheep": 1}}]}},
    ],
)


def test_copy_keeps_its_own_building_bonus_and_features_beside_the_copied_ones():
    # docs/rules-notes.md#eotn-copy-keeps-own
    game, p = start(both(LANTERN))
    player = seat(game, p, goods={"wood": 1}, hand=["lantern"], empire=["hall"])
    retake_turn(game, p)
    pick(game, ("build", "lantern"))
    if game.decision().kind == "copy":
        pick(game, (slot_of(game, p, "hall"), "hall"))
    assert player.vp == 1 + 2  # its own bonus and the hall's
    retake_turn(game, p)
    pick(game, ("pawn", "HARVEST"))
    pick(game, (slot_of(game, p, "woods"), "woods"))
    assert (goods(game, p, "wood"), goods(game, p, "sheep")) == (1, 1)


BEACON = card(
    "beacon",
    cost={"wood": 1},
    abilities=[{"copy": {}}, {"action": {"cost": {"stone": 1}, "do": [{"gain": {"fish": 2}}]}}],
)


def built_copy(game, p: int, copied: str) -> int:
    """Seat p builds the beacon from hand, copying ``copied``; its slot."""
    retake_turn(game, p)
    pick(game, ("build", "beacon"))
    if game.decision().kind == "copy":
        pick(game, (slot_of(game, p, copied), copied))
    return slot_of(game, p, "beacon")


def test_copy_keeps_its_own_action_beside_the_copied_one_and_either_exhausts_it():
    # docs/rules-notes.md#eotn-copy-keeps-own
    game, p = start(both(BEACON))
    player = seat(game, p, goods={"wood": 1, "stone": 1, "food": 1}, hand=["beacon"], empire=["mill"])
    slot = built_copy(game, p, "mill")
    retake_turn(game, p)
    uses = [o for o in options(game) if o[0] == "use"]
    assert uses == [
        ("use", slot_of(game, p, "mill"), "mill"),
        ("use", slot, "beacon", "mill"),
        ("use", slot, "beacon", "beacon"),
    ]
    pick(game, ("use", slot, "beacon", "beacon"))  # its own: 1 stone for 2 fish
    assert (goods(game, p, "stone"), goods(game, p, "fish"), player.empire[slot].exhausted) == (0, 2, True)
    retake_turn(game, p)
    assert [o for o in options(game) if o[0] == "use"] == [("use", slot_of(game, p, "mill"), "mill")]


def test_copy_of_a_card_without_an_action_keeps_its_own_action_and_can_be_raided():
    # docs/rules-notes.md#eotn-copy-keeps-own; docs/rules-notes.md#eotn-raided: it is an Action Location
    game, p = start(both(BEACON))
    seat(game, p, goods={"wood": 1, "stone": 1}, hand=["beacon"], empire=["hall"])
    slot = built_copy(game, p, "hall")
    assert game.players[p].empire[slot].acts_as == find(game, p, "hall")
    retake_turn(game, p)
    assert [o for o in options(game) if o[0] == "use"] == [("use", slot, "beacon")]
    q = 1 - p
    seat(game, q, goods={"raze": 1})
    retake_turn(game, q)
    assert ("raid", p, slot, "beacon") in options(game)


def test_copy_of_a_card_that_copied_nothing_is_refused():
    # docs/rules-notes.md#eotn-copy-copied
    game, p = start(both(LANTERN))
    player = seat(game, p, goods={"wood": 1}, hand=["lantern"], empire=["lantern"])
    retake_turn(game, p)
    pick(game, ("build", "lantern"))
    first = slot_of(game, p, "lantern")
    assert (first, "lantern") not in options(game)
    assert {o[1] for o in options(game)} == {"woods", "quarry", "farm"}
    pick(game, (slot_of(game, p, "farm"), "farm"))
    assert player.empire[-1].acts_as == player.empire[slot_of(game, p, "farm")].card
    assert goods(game, p, "food") == 2 and player.vp == 1  # the farm's goods, its own bonus


# -- "for each Location" ---------------------------------------------------------------------------


def test_for_each_location_counts_every_card_in_the_empire():
    # docs/rules-notes.md#eotn-each-location
    census = card(
        "census", cost={"wood": 1}, abilities=[{"action": {"do": [{"gain": {"vp": 1}, "per": {"kind": "location"}}]}}]
    )
    game, p = start(both(census))
    player = seat(game, p, empire=["census", "pasture"])
    isle = find(game, p, "near-0")
    player.empire.append(Placed(isle, isle))  # a conquered island
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, "census"), "census"))
    assert player.vp == 3 + 1 + 1 + 1  # basic fields, the census, the field, the island


# -- a Location among the Basic Fields -------------------------------------------------------------


LONGHALL = card("longhall", cost={"wood": 2}, abilities=[{"action": {"do": [{"gain": {"vp": 1}}]}}])


def test_a_starting_location_is_in_the_empire_from_setup_and_its_action_works():
    # docs/rules-notes.md#eotn-starting-location
    data = clan_data("hall-clan")
    data["basic_fields"] = data["basic_fields"][:2] + [LONGHALL]
    clans = [clan_from_data(data), clan_from_data(clan_data("plain"))]
    game = new_game(clans, 1, island_set_from_data(islands_data()))
    game.decision()
    player = game.players[0]
    assert [game.cat.cards[e.card].id for e in player.empire] == ["woods", "quarry", "longhall"]
    assert (goods(game, 0, "wood"), goods(game, 0, "stone"), goods(game, 0, "food"), player.vp) == (1, 1, 0, 0)
    if to_first_turn(game) != 0:
        pick(game, ("pass",))
    pick(game, ("use", 2, "longhall"))
    assert player.vp == 1 and player.empire[2].exhausted


def errors_with_third_starting_card(tmp_path, written: str) -> list[str]:
    """The error codes of the validator's fixture clan with its third basic field replaced."""
    pasture = "{id: pasture, name: {en: Pasture}, kind: basic_field, type: hall, goods: {food: 1}}"
    text = (Path(__file__).parents[2] / "validator" / "fixtures" / "valid-clan.yaml").read_text("utf-8")
    assert pasture in text
    path = tmp_path / "clan.yaml"
    path.write_text(text.replace(pasture, written), "utf-8")
    return [f.code for f in validate_paths([path]).findings if f.severity == ERROR]


def test_the_validator_accepts_a_location_among_the_basic_fields(tmp_path):
    # docs/rules-notes.md#eotn-starting-location
    moot = "{id: moot, name: {en: Moot}, kind: location, type: hall, abilities: [{action: {do: [{gain: {vp: 1}}]}}]}"
    assert errors_with_third_starting_card(tmp_path, moot) == []


def test_the_validator_refuses_a_boost_among_the_basic_fields(tmp_path):
    horn = "{id: horn, name: {en: Horn}, kind: boost, type: hall, action: SAIL, abilities: [{instant: [{draw: 1}]}]}"
    assert errors_with_third_starting_card(tmp_path, horn) == ["E-BASIC-FIELDS"]


def test_advance_ship_two_spaces_moves_one_ship_two_spaces():
    # docs/rules-notes.md#eotn-move-your-ship-1-space: one ship, as far as the step says
    game, p, (a, b, c, d) = advancing(2, "qpqp")
    pick(game, ("use", slot_of(game, p, "oars"), "oars"))
    assert (game.decision().kind, options(game)) == ("advance-ship", (("ship", 1), ("ship", 3)))
    pick(game, ("ship", 3))
    assert (game.queue, game.decision().kind) == ([a, d, b, c], "turn")


def test_advance_ship_stops_at_the_head_of_the_queue():
    game, p, (first, mine) = advancing(2, "qp")
    pick(game, ("use", slot_of(game, p, "oars"), "oars"))
    assert game.queue == [mine, first]


@pytest.mark.parametrize("owners", ["", "p", "q", "pq"])
def test_advance_ship_is_not_offered_without_a_ship_that_can_move_up(owners):
    # docs/rules-notes.md#eotn-capitals-resolve: no ship of the player's on the board, or only at the head
    game, p, _ = advancing(2, owners)
    assert ("use", slot_of(game, p, "oars"), "oars") not in options(game)

"""Constructs of the effect language played by the engine, with exact values (issue 9, section 2):
conditions, the new counts, end-of-game scoring, the exhaust step, protection and once-per-round."""

from __future__ import annotations

from deckwright.engine.eotn.phases import cleanup
from deckwright.engine.eotn.scoring import final_scores
from deckwright.engine.eotn.state import Placed
from tests.engine.eotn.helpers import both, card, find, goods, options, pick, retake_turn, seat, slot_of, start, watcher


def action_card(card_id: str, do: list[dict], **action) -> dict:
    return card(card_id, cost={"wood": 1}, abilities=[{"action": {**action, "do": do}}])


def use(game, p: int, card_id: str) -> None:
    retake_turn(game, p)
    pick(game, ("use", slot_of(game, p, card_id), card_id))


def usable(game, p: int, card_id: str) -> bool:
    retake_turn(game, p)
    return ("use", slot_of(game, p, card_id), card_id) in options(game)


RECKONER = action_card(
    "reckoner",
    [
        {
            "if": {
                "have": {"goods": "gold"},
                "at_least": 3,
                "then": [{"gain": {"vp": 2}}],
                "otherwise": [{"gain": {"gold": 1}}],
            }
        }
    ],
)


# -- conditions ------------------------------------------------------------------------------------


def test_an_if_step_does_then_when_the_player_has_enough():
    # docs/rules-notes.md#eotn-conditions
    game, p = start(both(RECKONER))
    player = seat(game, p, goods={"gold": 3}, empire=["reckoner"])
    use(game, p, "reckoner")
    assert (goods(game, p, "gold"), player.vp) == (3, 2)


def test_an_if_step_does_otherwise_one_short():
    # docs/rules-notes.md#eotn-conditions
    game, p = start(both(RECKONER))
    player = seat(game, p, goods={"gold": 2}, empire=["reckoner"])
    use(game, p, "reckoner")
    assert (goods(game, p, "gold"), player.vp) == (3, 0)


def test_a_failed_condition_without_otherwise_skips_only_its_step():
    # docs/rules-notes.md#eotn-conditions
    tithe = action_card(
        "tithe",
        [{"if": {"have": {"goods": "card"}, "at_least": 2, "then": [{"gain": {"vp": 3}}]}}, {"gain": {"food": 1}}],
    )
    game, p = start(both(tithe))
    player = seat(game, p, hand=["hut"], empire=["tithe"])
    use(game, p, "tithe")
    assert (player.vp, goods(game, p, "food")) == (0, 1)


def test_a_condition_counts_goods_an_earlier_step_of_the_effect_gained():
    # docs/rules-notes.md#eotn-conditions
    kiln = action_card(
        "kiln",
        [
            {"gain": {"stone": 1}},
            {"if": {"have": {"goods": "stone"}, "at_least": 1, "then": [{"spend": {"stone": 1}}, {"gain": {"vp": 2}}]}},
        ],
    )
    game, p = start(both(kiln))
    player = seat(game, p, empire=["kiln"])
    assert usable(game, p, "kiln")
    use(game, p, "kiln")
    assert (goods(game, p, "stone"), player.vp) == (0, 2)


def test_a_branch_that_cannot_be_paid_makes_the_action_unusable():
    # docs/rules-notes.md#eotn-effect-in-order
    toll = action_card("toll", [{"if": {"have": {"goods": "vp"}, "at_least": 1, "then": [{"spend": {"fish": 1}}]}}])
    game, p = start(both(toll))
    player = seat(game, p, empire=["toll"])
    player.vp = 1
    assert not usable(game, p, "toll")
    player.vp = 0
    assert usable(game, p, "toll")  # the condition fails: nothing to pay


def test_a_condition_on_an_action_hides_it_until_the_player_has_enough():
    # docs/rules-notes.md#eotn-conditions
    moot = action_card("moot", [{"gain": {"vp": 2}}], **{"if": {"have": {"type": "boat"}, "at_least": 2}})
    boat_hut = card("boathut", ctype="boat", cost={"wood": 1})
    game, p = start(both(moot, boat_hut))
    player = seat(game, p, empire=["moot", "boathut"])
    assert not usable(game, p, "moot")
    seat(game, p, empire=["boathut"])
    assert usable(game, p, "moot")
    use(game, p, "moot")
    assert player.vp == 2


def test_a_condition_on_a_feature_keeps_it_from_triggering():
    # docs/rules-notes.md#eotn-conditions
    patron = card(
        "patron",
        cost={"wood": 1},
        abilities=[
            {
                "feature": {
                    "when": {"event": "harvest"},
                    "if": {"have": {"goods": "card"}, "at_least": 2},
                    "do": [{"gain": {"vp": 1}}],
                }
            }
        ],
    )
    for hand, vp in ((["hut"], 0), (["hut", "hall"], 1)):
        game, p = start(both(patron))
        player = seat(game, p, hand=hand, empire=["patron"])
        retake_turn(game, p)
        pick(game, ("pawn", "HARVEST"))
        pick(game, (slot_of(game, p, "woods"), "woods"))
        assert player.vp == vp


# -- counts ----------------------------------------------------------------------------------------


def gain_per(card_id: str, per: dict) -> dict:
    return action_card(card_id, [{"gain": {"vp": 1}, "per": per}])


def test_one_vp_per_two_gold_is_rounded_down():
    # docs/rules-notes.md#eotn-counts
    game, p = start(both(gain_per("bank", {"goods": "gold", "every": 2})))
    player = seat(game, p, goods={"gold": 5}, empire=["bank"])
    use(game, p, "bank")
    assert (player.vp, goods(game, p, "gold")) == (2, 5)


def test_fields_and_basic_fields_are_counted_together():
    # docs/rules-notes.md#eotn-counts
    game, p = start(both(gain_per("survey", {"kind": "any_field"})))
    player = seat(game, p, empire=["survey", "pasture", "hut"])
    use(game, p, "survey")
    assert player.vp == 3 + 1  # three Basic Fields and the pasture; not the hut nor the survey


def test_cards_in_hand_are_counted():
    # docs/rules-notes.md#eotn-counts
    game, p = start(both(gain_per("library", {"goods": "card"})))
    player = seat(game, p, hand=["hut", "hut", "mill"], empire=["library"])
    use(game, p, "library")
    assert player.vp == 3


def test_conquered_islands_are_counted_by_distance():
    # docs/rules-notes.md#eotn-counts
    game, p = start(both(gain_per("chart", {"kind": "island", "distance": "distant"})))
    player = seat(game, p, empire=["chart"])
    for isle in ("near-0", "far-0", "far-1"):
        index = find(game, p, isle)
        player.empire.append(Placed(index, index))
    use(game, p, "chart")
    assert player.vp == 2


# -- end-of-game scoring ---------------------------------------------------------------------------

COUNTING_HOUSE = card(
    "counting-house", cost={"wood": 1}, abilities=[{"end_game": {"vp": 1, "per": {"goods": "gold", "every": 2}}}]
)


def test_end_of_game_scoring_adds_its_vp_to_the_final_score():
    # docs/rules-notes.md#eotn-end-game-scoring
    game, p = start(both(COUNTING_HOUSE))
    seat(game, p, goods={"gold": 5})
    before = final_scores(game)[p]
    seat(game, p, goods={"gold": 5}, empire=["counting-house"])
    assert final_scores(game)[p] - before == 1 + 2  # the card itself, and 5 // 2 for its ability


def test_end_of_game_scoring_is_an_ability_use_in_the_report():
    # docs/rules-notes.md#eotn-end-game-scoring
    game, p = start(both(COUNTING_HOUSE))
    seat(game, p, goods={"gold": 1}, empire=["counting-house"])
    game.phase = "end"
    counts = game.result().cards[f"clan-{p}/counting-house"]  # 1 // 2 scores nothing: offered, not used
    assert (counts["scoring_offered"], counts["scoring_used"]) == (1, 0)
    seat(game, p, goods={"gold": 2})
    counts = game.result().cards[f"clan-{p}/counting-house"]
    assert (counts["scoring_offered"], counts["scoring_used"]) == (1, 1)


# -- exhaust as a step -----------------------------------------------------------------------------

COLD_STORE = action_card("cold-store", [{"exhaust": {"count": 1, "kind": "location"}}, {"gain": {"vp": 2}}])


def tired(player):
    """The player with their Basic Fields (slots 0 to 2) exhausted."""
    player.empire[:3] = [placed.turned(True) for placed in player.empire[:3]]
    return player


def test_exhaust_needs_another_location_that_is_not_exhausted():
    # docs/rules-notes.md#eotn-exhaust-step
    game, p = start(both(COLD_STORE))
    player = seat(game, p, empire=["cold-store"])
    assert usable(game, p, "cold-store")  # a Basic Field is a Location: docs/rules-notes.md#eotn-kind-sets
    tired(player)
    assert not usable(game, p, "cold-store")  # only itself


def test_exhaust_turns_the_other_location_and_the_effect_goes_on():
    # docs/rules-notes.md#eotn-exhaust-step
    game, p = start(both(COLD_STORE))
    player = tired(seat(game, p, empire=["cold-store", "hut"]))
    use(game, p, "cold-store")
    hut, store = slot_of(game, p, "hut"), slot_of(game, p, "cold-store")
    assert (player.empire[hut].exhausted, player.empire[store].exhausted, player.vp) == (True, True, 2)


def test_exhaust_asks_which_card_when_several_match():
    # docs/rules-notes.md#eotn-exhaust-step
    game, p = start(both(COLD_STORE))
    player = tired(seat(game, p, empire=["cold-store", "hut", "mill"]))
    use(game, p, "cold-store")
    hut, mill = slot_of(game, p, "hut"), slot_of(game, p, "mill")
    assert game.decision().kind == "exhaust" and options(game) == ((hut, "hut"), (mill, "mill"))
    pick(game, (mill, "mill"))
    assert (player.empire[hut].exhausted, player.empire[mill].exhausted) == (False, True)


# -- protection ------------------------------------------------------------------------------------

VAULT = card(
    "vault",
    cost={"stone": 1},
    abilities=[{"protection": ["raid", "copy"]}, {"action": {"do": [{"gain": {"gold": 1}}]}}],
)
MIRROR = card("mirror", cost={"stone": 1}, abilities=[{"copy": {}}])


def test_a_protected_location_cannot_be_raided():
    # docs/rules-notes.md#eotn-protection
    game, p = start(both(VAULT))
    q = 1 - p
    seat(game, p, goods={"raze": 1})
    seat(game, q, empire=["vault", "mill"])
    retake_turn(game, p)
    raids = [o for o in options(game) if o[0] == "raid"]
    assert raids == [("raid", q, slot_of(game, q, "mill"), "mill")]


def test_a_protected_location_cannot_be_copied():
    # docs/rules-notes.md#eotn-protection
    game, p = start(both(VAULT, MIRROR))
    seat(game, p, goods={"stone": 1}, hand=["mirror"], empire=["vault", "mill"])
    retake_turn(game, p)
    pick(game, ("build", "mirror"))
    assert {o[1] for o in options(game)} == {"woods", "quarry", "farm", "mill"}


# -- once per round --------------------------------------------------------------------------------


def test_a_once_per_round_feature_triggers_once_until_cleanup():
    # docs/rules-notes.md#eotn-once-per-round
    keeper = watcher("keeper", {"event": "harvest"}, once_per_round=True)
    game, p = start(both(keeper))
    player = seat(game, p, empire=["keeper"])

    def harvest():
        retake_turn(game, p)
        player.pawns = [(-1, False), (-1, False)]
        pick(game, ("pawn", "HARVEST"))
        pick(game, (slot_of(game, p, "woods"), "woods"))

    harvest()
    harvest()
    assert player.vp == 1
    cleanup(game)
    harvest()
    assert player.vp == 2


# -- searches by type, by kind, from the discard pile ----------------------------------------------

SKIFF = card("skiff", ctype="boat", cost={"wood": 1})


def scout(search: dict) -> dict:
    return action_card("scout", [{"search": search}])


def test_a_search_of_the_discard_pile_by_kind_takes_the_chosen_card_and_shuffles_nothing():
    # docs/rules-notes.md#eotn-search-variants
    game, p = start(both(scout({"kind": "location", "from": "discard"})))
    player = seat(game, p, hand=[], empire=["scout"], deck=["grove", "hut"])
    player.discard = [find(game, p, c) for c in ("grove", "mill", "rally", "hut")]
    deck = player.deck[:]
    use(game, p, "scout")
    assert game.decision().kind == "search" and options(game) == ("mill", "hut")
    pick(game, "hut")
    ids = [game.cat.cards[c].id for c in player.hand], [game.cat.cards[c].id for c in player.discard]
    assert ids == (["hut"], ["grove", "mill", "rally"]) and player.deck == deck


def test_a_search_of_both_piles_by_type_looks_at_the_deck_and_the_discard_pile():
    # docs/rules-notes.md#eotn-search-variants
    barge = card("barge", ctype="boat", cost={"stone": 1})
    game, p = start(both(scout({"type": "boat", "from": "both"}), SKIFF, barge))
    player = seat(game, p, hand=[], empire=["scout"], deck=["hut", "skiff", "grove"])
    player.discard = [find(game, p, "barge")]
    use(game, p, "scout")
    assert options(game) == ("skiff", "barge")  # the deck first, then the discard pile
    pick(game, "barge")
    assert [game.cat.cards[c].id for c in player.hand] == ["barge"] and player.discard == []
    assert sorted(game.cat.cards[c].id for c in player.deck) == ["grove", "hut", "skiff"]


def test_a_search_with_no_matching_card_takes_nothing():
    # docs/rules-notes.md#eotn-search-variants
    game, p = start(both(scout({"kind": "boost"})))
    player = seat(game, p, hand=[], empire=["scout"], deck=["hut", "grove"])
    use(game, p, "scout")
    assert game.decision().kind == "turn" and player.hand == []

"""An Action is offered only if its whole effect can be done in order: what an earlier step gains
(goods, cards) pays a later step, and a condition is judged on what the effect holds at that point
(docs/rules-notes.md#eotn-effect-in-order)."""

from __future__ import annotations

import pytest

from deckwright.engine.eotn.catalog import steps_of
from deckwright.engine.eotn.effects import may_fail
from tests.engine.eotn.helpers import both, card, options, retake_turn, seat, slot_of, start


def offered(do: list[dict], vp: int = 0, **state) -> bool:
    """Whether the Action of a card 'works' with these steps is offered to a player with ``vp`` in ``state``."""
    works = card("works", cost={"wood": 1}, abilities=[{"action": {"do": do}}])
    game, p = start(both(works))
    seat(game, p, empire=["works"], **state).vp = vp
    retake_turn(game, p)
    return ("use", slot_of(game, p, "works"), "works") in options(game)


@pytest.mark.parametrize("wood,expected", [(1, True), (0, False)])
def test_goods_gained_by_an_earlier_step_pay_a_later_one(wood, expected):
    # docs/rules-notes.md#eotn-effect-in-order
    assert offered([{"gain": {"wood": 1}}, {"spend": {"wood": 2}}], goods={"wood": wood}) is expected


@pytest.mark.parametrize("hand,expected", [(["hut"], True), ([], False)])
def test_a_card_drawn_by_an_earlier_step_pays_a_later_one(hand, expected):
    # docs/rules-notes.md#eotn-effect-in-order
    assert offered([{"gain": {"card": 1}}, {"spend": {"card": 2}}], hand=hand) is expected


def test_a_condition_counts_what_an_earlier_step_gained():
    # docs/rules-notes.md#eotn-effect-in-order: 1 gold gained makes 'then' (pay 1 wood) the branch, not 'otherwise'
    steps = [
        {"gain": {"gold": 1}},
        {
            "if": {
                "have": {"goods": "gold"},
                "at_least": 1,
                "then": [{"spend": {"wood": 1}}],
                "otherwise": [{"spend": {"stone": 5}}],
            }
        },
    ]
    assert offered(steps, goods={"wood": 1}) is True


@pytest.mark.parametrize("hand,expected", [(["hut", "mill"], True), (["hut"], False)])
def test_a_card_spent_by_an_earlier_step_cannot_pay_a_later_one(hand, expected):
    # docs/rules-notes.md#eotn-effect-in-order
    assert offered([{"spend": {"card": 1}}, {"spend": {"card": 1}}], hand=hand) is expected


def test_spending_vp_leaves_the_hand_for_a_later_step():
    # docs/rules-notes.md#eotn-effect-in-order
    assert offered([{"spend": {"vp": 1}}, {"spend": {"card": 1}}], vp=1, hand=["hut"]) is True


@pytest.mark.parametrize(
    "do,expected",
    [
        ([{"choose": [[{"gain": {"vp": 1}}], [{"spend": {"stone": 3}}]]}], True),  # one option always works
        ([{"choose": [[{"spend": {"wood": 3}}], [{"spend": {"stone": 3}}]]}], False),
        ([{"choose": [[{"retrieve": 1}], [{"discard": 1}]]}], True),  # an unchecked step always works
        ([{"if": {"have": {"goods": "vp"}, "at_least": 1, "then": [{"gain": {"vp": 1}}]}}], True),
        ([{"if": {"have": {"goods": "vp"}, "at_least": 1, "then": [], "otherwise": [{"spend": {"stone": 1}}]}}], False),
        ([{"exhaust": {"count": 1}, "target": "left"}, {"gain": {"vp": 1}}], True),  # aimed: never checked
        ([{"give": {"stone": 1}, "target": "left"}], False),  # what is given is the player's own
        ([{"gain": {"vp": 1}}, {"exhaust": {"count": 9}}], False),  # not 9 other cards to exhaust
    ],
)
def test_an_action_is_offered_as_its_steps_can_be_done_with_nothing_to_spend(do, expected):
    # docs/rules-notes.md#eotn-effect-in-order: checked in full, or needing only its cost (effects.may_fail)
    assert offered(do, hand=[]) is expected


@pytest.mark.parametrize(
    "do,expected",
    [
        ([{"choose": [[{"gain": {"vp": 2}}], [{"gain": {"gold": 2}}]]}], False),
        ([{"choose": [[{"assign": {"fish": 1}}], [{"gain": {"food": 1}}]]}], False),
        ([{"choose": [[{"assign": {"fish": 1}}], [{"discard": 1}]]}], True),
        ([{"gain": {"vp": 2}}, {"exhaust": {"count": 1, "kind": "location"}, "target": "left"}], False),
        ([{"give": {"food": 1}, "target": "left"}, {"gain": {"vp": 2}}], True),
        ([{"if": {"have": {"goods": "vp"}, "at_least": 1, "then": [{"gain": {"vp": 1}}]}}], False),
    ],
)
def test_which_steps_need_a_full_check(do, expected):
    # An action whose steps cannot fail is offered on its cost alone: no check per turn
    assert may_fail(steps_of(do)) is expected


# -- a CAPITALS action is offered only when it can resolve (docs/rules-notes.md#eotn-capitals-resolve) --


@pytest.mark.parametrize(
    "hand,expected",
    [
        (["hut"], True),  # a Location in hand: CONSTRUCT builds it
        (["pasture", "rally"], False),  # a Field and a Boost: CONSTRUCT would build nothing
        ([], False),
    ],
)
def test_a_construct_action_on_a_card_needs_a_location_in_hand(hand, expected):
    assert offered([{"take_action": "CONSTRUCT"}], hand=hand) is expected


def test_a_construct_action_after_a_discard_needs_a_card_left_in_hand():
    assert offered([{"discard": 1}, {"take_action": "CONSTRUCT"}], hand=["hut"]) is False
    assert offered([{"discard": 1}, {"take_action": "CONSTRUCT"}], hand=["hut", "mill"]) is True


@pytest.mark.parametrize(
    "ships,hand,expected",
    [((0, 0), [], False), ((1, 0), [], True), ((0, 1), [], True), ((0, 0), ["launch"], True)],
)
def test_a_sail_action_on_a_card_needs_a_ship_or_a_boost_that_gives_one(ships, hand, expected):
    # docs/rules-notes.md#eotn-sail-boost-ship: a SAIL Boost giving a ship makes SAIL resolvable
    launch = card("launch", "boost", action="SAIL", abilities=[{"instant": [{"gain": {"common_ship": 1}}]}])
    works = card("works", cost={"wood": 1}, abilities=[{"action": {"do": [{"take_action": "SAIL"}]}}])
    game, p = start(both(works, launch))
    player = seat(game, p, empire=["works"], hand=hand)
    player.ships, player.common = ships
    retake_turn(game, p)
    assert (("use", slot_of(game, p, "works"), "works") in options(game)) is expected


def test_an_explore_action_on_a_card_needs_a_card_to_draw():
    assert offered([{"take_action": "EXPLORE"}], deck=[]) is False
    assert offered([{"take_action": "EXPLORE"}], deck=["hut"]) is True


def test_a_populate_action_on_a_card_is_always_offered():
    assert offered([{"take_action": "POPULATE"}], hand=[], deck=[]) is True


def test_spending_workers_for_a_construct_with_no_location_in_hand_is_not_offered():
    # the issue's case: "Spend 2 workers to take a CONSTRUCT action" spent the workers and built nothing
    guild = card(
        "guild", cost={"wood": 1}, abilities=[{"action": {"cost": {"worker": 2}, "do": [{"take_action": "CONSTRUCT"}]}}]
    )
    game, p = start(both(guild))
    seat(game, p, empire=["guild"], hand=["pasture"])
    retake_turn(game, p)
    assert ("use", slot_of(game, p, "guild"), "guild") not in options(game)


@pytest.mark.parametrize("wood,expected", [(1, True), (0, False)])
def test_a_count_of_goods_counts_what_an_earlier_step_gained(wood, expected):
    # docs/rules-notes.md#eotn-effect-in-order: 1 wood gained makes 'for each [wood]' count it
    steps = [{"gain": {"wood": 1}}, {"gain": {"stone": 1}, "per": {"goods": "wood"}}, {"spend": {"stone": 2}}]
    assert offered(steps, goods={"wood": wood}) is expected

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
        ([{"choose": [[{"advance_ship": 1}], [{"discard": 1}]]}], True),  # an unchecked step always works
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

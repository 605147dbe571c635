"""An Action is offered only if its whole effect can be done in order: what an earlier step gains
(goods, cards) pays a later step, and a condition is judged on what the effect holds at that point
(docs/rules-notes.md#eotn-effect-in-order)."""

from __future__ import annotations

import pytest

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

"""Imperial Settlers (2014) in words (engine/is2014/words.py): the phrases of the decisions of the
turn's rest and of payments, exact values."""

from deckwright.game import Decision
from tests.engine.test_words_hooks import words_of


def test_the_rest_of_a_turn_and_a_payment_in_words():
    """docs/rules-notes.md#is2014-defense, docs/rules-notes.md#is2014-gold-any-resource"""
    words = words_of("is2014")
    rest = Decision(0, "rest-of-turn", (("trade", "wood"), ("defend", 0, "common/timber-camp"), ("end",)))
    assert [words.decision(rest, option) for option in rest.options] == [
        "trades 2 workers for 1 wood",
        "puts a Defense token on Timber Camp",
        "ends the turn",
    ]
    pay = Decision(0, "pay", ((), (("wood", 1), ("stone", 1))))
    assert [words.decision(pay, option) for option in pay.options] == [
        "pays without gold",
        "pays gold instead of 1 wood and 1 stone",
    ]

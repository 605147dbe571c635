"""Empires of the North in words (the ``words`` hook): the phrases of decisions the sample game's
table does not reach, and the final scores added up as the rules do
(docs/rules-notes.md#eotn-final-scoring)."""

from __future__ import annotations

from deckwright.engine.eotn import Variants
from deckwright.engine.eotn.words import Words
from deckwright.game import Decision
from tests.engine.eotn.helpers import make_game, seat, slot_of


def test_an_exhausted_card_and_keeping_what_is_left_are_said_in_words():
    game = make_game()
    seat(game, 1, empire=["hut"])
    words = Words(game, "en")
    hut = slot_of(game, 1, "hut")
    assert words.decision(Decision(0, "exhaust", ()), (hut, "hut")) == "exhausts Hut"
    assert words.decision(Decision(0, "setup-keep", ()), ("all",)) == "keeps all the cards left"


def test_raze_tokens_score_with_the_resources_when_the_variant_counts_them():
    # docs/rules-notes.md#eotn-final-scoring: DE "1 Siegpunkt für jeweils 2 Rohstoffe und/oder Zerstörungsplättchen"
    game = make_game(variants=Variants(raze_counts_in_final_scoring=True))
    game.decision()  # the Basic Fields are in the Empires
    for p in (0, 1):
        seat(game, p, goods={"wood": 3, "raze": 2, "gold": 1}).vp = 4
    assert Words(game, "en").scores()[0] == (
        "Clan-0: 4 on the VP track + 3 for the cards in the Empire + 2 for 5 resources and raze tokens"
        " + 1 for gold = 10"
    )

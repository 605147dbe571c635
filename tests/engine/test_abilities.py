"""Abilities offered and used, counted by the game loop from the decision vocabulary
(engine/abilities.py), with exact counts: once per decision and card, the chosen option's use,
the same through ``play`` and ``replay``."""

from __future__ import annotations

import io

from deckwright.engine.abilities import Usage
from deckwright.engine.core import play, replay
from deckwright.game import Decision, GameResult, Kind
from tests.engine.fakes import Clan, GreedyBot, RaceGame

VOCABULARY = {"turn": Kind("('use', slot, card) | ('pass',)", "a turn", uses={"use": ("action", 2)})}


class Keys:
    def card_key(self, seat, name):
        return f"seat{seat}/{name}"


def test_a_decision_offers_each_card_once_and_the_chosen_option_uses_it():
    usage = Usage(VOCABULARY)
    two_slots = (("use", 0, "mill"), ("use", 1, "mill"), ("use", 2, "well"), ("pass",))
    usage.observe(Decision(0, "turn", two_slots), 1)
    usage.observe(Decision(0, "turn", two_slots), 3)
    usage.observe(Decision(1, "turn", (("use", 0, "mill"), ("pass",))), 0)
    result = usage.credit(Keys(), GameResult(1, ["a", "b"], [0, 0], [0], 1, 5, True))
    assert result.cards == {
        "seat0/mill": {"action_offered": 2, "action_used": 1},
        "seat0/well": {"action_offered": 2, "action_used": 0},
        "seat1/mill": {"action_offered": 1, "action_used": 1},
    }


class CountedRace(RaceGame):
    """The fake card race whose builds count as an ability use (as a system declares in ``uses``)."""

    vocabulary = {"turn": Kind("('build', card) | 'pass'", "a turn", uses={"build": ("build", 1)})}

    def card_key(self, seat, name):
        return f"{self.clans[seat].id}/{name}"


def _counts(result):
    return {key: (c["build_offered"], c["build_used"]) for key, c in result.cards.items() if "build_offered" in c}


def test_play_and_replay_count_the_same_uses():
    log = io.StringIO()
    played = play(CountedRace([Clan("a"), Clan("b")], 3), [GreedyBot(0), GreedyBot(1)], log=log)
    # 3 turns each: the greedy bot builds big, then mid, then small
    expected = {f"{c}/{card}": (offered, 1) for c in "ab" for card, offered in (("big", 1), ("mid", 2), ("small", 3))}
    assert _counts(played) == expected
    again = replay(CountedRace([Clan("a"), Clan("b")], 3), log.getvalue().splitlines())
    assert _counts(again) == expected


def test_a_game_without_a_vocabulary_is_not_counted():
    played = play(RaceGame([Clan("a"), Clan("b")], 3), [GreedyBot(0), GreedyBot(1)])
    assert _counts(played) == {}

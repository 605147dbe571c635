"""The game's own safety cap: a round of too many decisions stops as a runaway whose message says
the round and the seed, and the card whose effect ran last once there is one."""

from __future__ import annotations

import pytest

from deckwright.engine.eotn import Variants
from deckwright.engine.stack import Runaway
from tests.engine.eotn.helpers import make_game


def test_a_runaway_before_any_card_effect_names_no_card():
    game = make_game(variants=Variants(max_round_decisions=2))
    game.apply(0)
    game.apply(0)
    with pytest.raises(Runaway) as stopped:
        game.apply(0)
    assert str(stopped.value) == "runaway: more than 2 decisions in one round (round 0, seed 1)"

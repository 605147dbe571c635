"""Kingdom Builder's ``option_card`` reads the decision vocabulary: a tile option names its tile."""

from __future__ import annotations

import pytest

from deckwright.systems import all_systems


@pytest.mark.parametrize(
    "kind,option,card",
    [
        ("turn", ("tile", "farm", 12, 40), "farm"),
        ("turn", ("tile", "barn", 12, 40, 41), "barn"),
        ("tile-step", ("tile", "oasis", 7, 9), "oasis"),
        ("turn", ("build", 40), None),
        ("turn", ("end",), None),
        ("build", ("build", 40), None),
    ],
)
def test_option_card_reads_the_vocabulary(kind, option, card):
    assert all_systems()["kb"].option_card(kind, option) == card

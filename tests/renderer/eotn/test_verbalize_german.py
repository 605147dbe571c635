"""German forms the main tables do not reach: the infinitive after 'um ... zu' (an Action with a
cost) and the singular of a count of cards in hand ('für jede Karte auf deiner Hand')."""

from __future__ import annotations

import pytest

from deckwright.renderer.eotn.verbalize import ability_text


@pytest.mark.parametrize(
    "ability,en,de",
    [
        (
            {"action": {"cost": {"food": 1}, "do": [{"exhaust": {"count": 1, "kind": "location"}}]}},
            "Spend 1 [food] to exhaust 1 of your other Locations.",
            "Zahle 1 [food], um 1 deiner anderen Orte zu erschöpfen.",
        ),
        (
            {"instant": [{"gain": {"vp": 1}, "per": {"goods": "card"}}]},
            "Gain 1 [vp] for each card in your hand.",
            "Erhalte 1 [vp] für jede Karte auf deiner Hand.",
        ),
    ],
)
def test_exact_text_in_both_languages(ability, en, de):
    assert ability_text(ability, "en")[1] == en
    assert ability_text(ability, "de")[1] == de

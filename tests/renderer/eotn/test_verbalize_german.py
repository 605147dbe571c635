"""German forms the main tables do not reach: the du-form of a Feature's first step ('Du
erschöpfst jedes Mal ...'), the infinitive after 'um ... zu' (an Action with a cost), the singular
of a count of cards in hand ('für jede Karte auf deiner Hand'), and the word order of a condition
among other steps (set off by a semicolon; what follows it a new sentence; a Feature with one puts
its trigger first, the verb second after it)."""

from __future__ import annotations

import pytest

from deckwright.renderer.eotn.verbalize import ability_text

GOLD_2_WOOD = {"if": {"have": {"goods": "gold"}, "at_least": 2, "then": [{"gain": {"wood": 1}}]}}


@pytest.mark.parametrize(
    "ability,en,de",
    [
        (
            {"action": {"cost": {"food": 1}, "do": [{"exhaust": {"count": 1, "kind": "location"}}]}},
            "Spend 1 [food] to exhaust 1 of your other Locations.",
            "Zahle 1 [food], um 1 deiner anderen Orte zu erschöpfen.",
        ),
        (
            {"feature": {"when": {"event": "sail"}, "do": [{"exhaust": {"count": 1, "kind": "location"}}]}},
            "Each time you place a [ship] on the Expedition board, exhaust 1 of your other Locations.",
            "Du erschöpfst jedes Mal 1 deiner anderen Orte, wenn du ein [ship] auf den Expeditionsplan legst.",
        ),
        (
            {"instant": [{"gain": {"vp": 1}, "per": {"goods": "card"}}]},
            "Gain 1 [vp] for each card in your hand.",
            "Erhalte 1 [vp] für jede Karte auf deiner Hand.",
        ),
        (
            {"feature": {"when": {"event": "sail"}, "do": [{"gain": {"vp": 1}}, GOLD_2_WOOD]}},
            "Each time you place a [ship] on the Expedition board, gain 1 [vp] and gain 1 [wood] if you have 2 or "
            "more [gold] in your supply.",
            "Jedes Mal, wenn du ein [ship] auf den Expeditionsplan legst: Erhalte 1 [vp]; wenn du 2 oder mehr "
            "[gold] in deinem Vorrat hast, erhalte 1 [wood].",
        ),
        (
            {"feature": {"when": {"event": "sail"}, "do": [GOLD_2_WOOD, {"draw": 1}]}},
            "Each time you place a [ship] on the Expedition board, gain 1 [wood] if you have 2 or more [gold] in "
            "your supply and draw 1 card.",
            "Jedes Mal, wenn du ein [ship] auf den Expeditionsplan legst: Wenn du 2 oder mehr [gold] in deinem "
            "Vorrat hast, erhalte 1 [wood]. Ziehe 1 Karte.",
        ),
        (
            {"feature": {"when": {"event": "sail"}, "cost": {"food": 1}, "do": [{"gain": {"vp": 1}}, GOLD_2_WOOD]}},
            "Each time you place a [ship] on the Expedition board, you may spend 1 [food] to gain 1 [vp] and gain "
            "1 [wood] if you have 2 or more [gold] in your supply.",
            "Jedes Mal, wenn du ein [ship] auf den Expeditionsplan legst, darfst du 1 [food] zahlen, um 1 [vp] zu "
            "erhalten und 1 [wood] zu erhalten, wenn du 2 oder mehr [gold] in deinem Vorrat hast.",
        ),
        (
            {"action": {"do": [{"draw": 1}, {**GOLD_2_WOOD, "if": {**GOLD_2_WOOD["if"], "otherwise": [{"draw": 1}]}}]}},
            "Draw 1 card and gain 1 [wood] if you have 2 or more [gold] in your supply; otherwise draw 1 card.",
            "Ziehe 1 Karte; wenn du 2 oder mehr [gold] in deinem Vorrat hast, erhalte 1 [wood]; sonst ziehe 1 Karte.",
        ),
    ],
)
def test_exact_text_in_both_languages(ability, en, de):
    assert ability_text(ability, "en")[1] == en
    assert ability_text(ability, "de")[1] == de

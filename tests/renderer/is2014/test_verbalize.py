"""The printed text of Imperial Settlers (2014) cards, English and German, from the effect data."""

from __future__ import annotations

import pytest

from deckwright.model.is2014 import PRIMITIVES, card_from_data
from deckwright.renderer.is2014.verbalize import WORDS, ability_lines


def _card(**fields):
    return card_from_data({"id": "c", "name": {"en": "C"}, "kind": "production", "colours": ["brown"], **fields})


CARD_TEXTS = [  # (fields of a card, its text in English, in German)
    (
        {"produce": [{"gain": {"vp": 1, "wood": 2}}]},
        "Production: Gain 2 [wood] and 1 [vp].",
        "Produktion: Erhalte 2 [wood] und 1 [vp].",
    ),
    (
        {"produce": [{"gain": {"food": 1}, "per": {"colour": "red"}}]},
        "Production: Gain 1 [food] for each red Location in your Empire.",
        "Produktion: Erhalte 1 [food] für jeden roten Ort in deinem Reich.",
    ),
    (
        {"produce": [{"gain": {"vp": 1}, "per": {"deals": True}}]},
        "Production: Gain 1 [vp] for each of your Deals.",
        "Produktion: Erhalte 1 [vp] für jedes deiner Abkommen.",
    ),
    (
        {"produce": [{"gain": {"vp": 1}, "per": {"foundations": True}}]},
        "Production: Gain 1 [vp] for each of your Foundations.",
        "Produktion: Erhalte 1 [vp] für jedes deiner Fundamente.",
    ),
    (
        {"bonus": [{"gain": {"stone": 1}, "per": {"kind": "action"}}]},
        "Bonus: Gain 1 [stone] for each Action Location in your Empire.",
        "Bonus: Erhalte 1 [stone] für jeden Aktionsort in deinem Reich.",
    ),
    (
        {"kind": "action", "action": {"cost": {"worker": 1}, "do": [{"steal": 2}], "uses": 2}},
        "Action: 1 [worker] → Take 2 Resources of your choice from an opponent. (twice a round)",
        "Aktion: 1 [worker] → Nimm einem Gegner 2 Rohstoffe deiner Wahl. (zweimal pro Runde)",
    ),
    (
        {"kind": "action", "action": {"cost": {"food": 1, "worker": 1}, "do": [{"deal": 1}]}},
        "Action: 1 [food] and 1 [worker] → Make a Deal without paying [food].",
        "Aktion: 1 [food] und 1 [worker] → Schließe ein Abkommen, ohne [food] zu zahlen.",
    ),
    (
        {"kind": "action", "action": {"cost": {"raze": 1}, "do": [{"raze": {"protected": True}}]}},
        "Action: 1 [raze] → Raze an opponent's Location, even a protected one, without [raze].",
        "Aktion: 1 [raze] → Zerstöre einen Ort eines Gegners ohne [raze], auch einen geschützten.",
    ),
    (
        {"kind": "action", "action": {"cost": {"raze": 1}, "do": [{"raze": {}}]}},
        "Action: 1 [raze] → Raze an opponent's Location without [raze].",
        "Aktion: 1 [raze] → Zerstöre einen Ort eines Gegners ohne [raze].",
    ),
    (
        {"kind": "action", "action": {"cost": {"worker": 2}, "do": [{"foundation": 2}]}},
        "Action: 2 [worker] → Place 2 cards from your hand as Foundations.",
        "Aktion: 2 [worker] → Lege 2 Karten aus deiner Hand als Fundament aus.",
    ),
    (
        {"kind": "action", "action": {"cost": {"worker": 1}, "do": [{"take_over": {"token": "t"}}]}},
        "Action: 1 [worker] → Take over an opponent's Action Location: activate it as your own.",
        "Aktion: 1 [worker] → Übernimm einen Aktionsort eines Gegners: aktiviere ihn wie deinen eigenen.",
    ),
    (
        {"kind": "feature", "feature": {"when": {"event": "build", "kind": "action"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you build an Action Location, gain 1 [vp].",
        "Eigenschaft: Jedes Mal, wenn du einen Aktionsort baust, erhalte 1 [vp].",
    ),
    (
        {"kind": "feature", "feature": {"when": {"event": "build", "colour": "grey"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you build a grey Location, gain 1 [vp].",
        "Eigenschaft: Jedes Mal, wenn du einen grauen Ort baust, erhalte 1 [vp].",
    ),
    (
        {"kind": "action", "action": {"cost": {"worker": 1}, "do": [{"steal": 1}, {"deal": 2}, {"foundation": 1}]}},
        "Action: 1 [worker] → Take 1 Resource of your choice from an opponent. Make 2 Deals without paying [food]. "
        "Place a card from your hand as a Foundation.",
        "Aktion: 1 [worker] → Nimm einem Gegner 1 Rohstoff deiner Wahl. Schließe 2 Abkommen, ohne [food] zu "
        "zahlen. Lege eine Karte aus deiner Hand als Fundament aus.",
    ),
    (
        {
            "kind": "feature",
            "feature": {"when": {"event": "build", "kind": "production"}, "do": [{"gain": {"vp": 1}}]},
        },
        "Feature: Each time you build a Production Location, gain 1 [vp].",
        "Eigenschaft: Jedes Mal, wenn du einen Produktionsort baust, erhalte 1 [vp].",
    ),
    (
        {"kind": "feature", "feature": {"when": {"event": "build"}, "do": [{"gain": {"card": 2}}]}},
        "Feature: Each time you build a Location, gain 2 [card].",
        "Eigenschaft: Jedes Mal, wenn du einen Ort baust, erhalte 2 [card].",
    ),
    (
        {"kind": "feature", "feature": {"when": {"event": "deal"}, "do": [{"gain": {"gold": 1}}]}},
        "Feature: Each time you make a Deal, gain 1 [gold].",
        "Eigenschaft: Jedes Mal, wenn du ein Abkommen schließt, erhalte 1 [gold].",
    ),
    (
        {"kind": "feature", "feature": {"when": {"event": "trade"}, "do": [{"gain": {"food": 1}}]}},
        "Feature: Each time you spend 2 [worker] for a Good, gain 1 [food].",
        "Eigenschaft: Jedes Mal, wenn du 2 [worker] für ein Gut ausgibst, erhalte 1 [food].",
    ),
    (
        {"kind": "feature", "feature": {"store": {"goods": ["wood", "stone"], "max": 2}}},
        "Feature: In the Cleanup, keep up to 2 [wood] and [stone] in all.",
        "Eigenschaft: Behalte beim Aufräumen insgesamt bis zu 2 [wood] und [stone].",
    ),
    (
        {"kind": "feature", "feature": {"store": {"goods": ["food"]}}},
        "Feature: In the Cleanup, keep any number of [food].",
        "Eigenschaft: Behalte beim Aufräumen beliebig viele [food].",
    ),
]

# the constructs of the second language (cards under a Location, goods on it, end-game VP ...)
SECOND_LANGUAGE = [
    (
        {"kind": "feature", "feature": {"when": {"event": "deal"}, "do": [{"place_under": 1}]}},
        "Feature: Each time you make a Deal, place up to 1 card from your hand under this Location (they stay there).",
        "Eigenschaft: Jedes Mal, wenn du ein Abkommen schließt, lege bis zu 1 Karte aus deiner Hand unter "
        "diesen Ort (sie bleiben dort).",
    ),
    (
        {"kind": "action", "action": {"cost": {"worker": 1}, "do": [{"place_under": 2}]}},
        "Action: 1 [worker] → Place up to 2 cards from your hand under this Location (they stay there).",
        "Aktion: 1 [worker] → Lege bis zu 2 Karten aus deiner Hand unter diesen Ort (sie bleiben dort).",
    ),
    (
        {"kind": "feature", "feature": {"when": {"event": "build"}, "do": [{"place_on": 1}]}},
        "Feature: Each time you build a Location, place up to 1 Resource from your supply on this Location "
        "(they stay there).",
        "Eigenschaft: Jedes Mal, wenn du einen Ort baust, lege bis zu 1 Rohstoff aus deinem Vorrat auf "
        "diesen Ort (sie bleiben dort).",
    ),
    (
        {"kind": "action", "action": {"cost": {"worker": 1}, "do": [{"place_on": 2}]}},
        "Action: 1 [worker] → Place up to 2 Resources from your supply on this Location (they stay there).",
        "Aktion: 1 [worker] → Lege bis zu 2 Rohstoffe aus deinem Vorrat auf diesen Ort (sie bleiben dort).",
    ),
    (
        {"end": {"vp": 1, "per": {"resources_on": True}}},
        "End of game: 1 [vp] for each Resource on this Location.",
        "Spielende: 1 [vp] für jeden Rohstoff auf diesem Ort.",
    ),
    (
        {"kind": "action", "action": {"cost": {"food": 1}, "do": [{"enemy_deal": 1}]}},
        "Action: 1 [food] → Make a Deal with an opponent's Faction Location without paying [food].",
        "Aktion: 1 [food] → Schließe ein Abkommen mit einem Fraktionsort eines Gegners, ohne [food] zu zahlen.",
    ),
    (
        {"kind": "action", "action": {"cost": {"food": 2}, "do": [{"enemy_deal": 2}]}},
        "Action: 2 [food] → Make 2 Deals with an opponent's Faction Location without paying [food].",
        "Aktion: 2 [food] → Schließe 2 Abkommen mit einem Fraktionsort eines Gegners, ohne [food] zu zahlen.",
    ),
    ({"end": {"vp": 3}}, "End of game: 3 [vp].", "Spielende: 3 [vp]."),
    (
        {"end": {"vp": 1, "per": {"under": True}}},
        "End of game: 1 [vp] for each card under this Location.",
        "Spielende: 1 [vp] für jede Karte unter diesem Ort.",
    ),
    (
        {"end": {"vp": 1, "per": {"colour": "grey"}}},
        "End of game: 1 [vp] for each grey Location in your Empire.",
        "Spielende: 1 [vp] für jeden grauen Ort in deinem Reich.",
    ),
    ({"raze": False}, "This Location cannot be razed.", "Dieser Ort kann nicht zerstört werden."),
    (
        {"kind": "feature", "feature": {"when": {"event": "raze"}, "do": [{"foundation": 1}]}},
        "Feature: Each time you raze, place a card from your hand as a Foundation.",
        "Eigenschaft: Jedes Mal, wenn du zerstörst, lege eine Karte aus deiner Hand als Fundament aus.",
    ),
]


@pytest.mark.parametrize("fields,en,de", [*CARD_TEXTS, *SECOND_LANGUAGE])
def test_card_text_in_both_languages(fields, en, de):
    card = _card(**fields)
    assert ability_lines(card, "en") == [en]
    assert ability_lines(card, "de") == [de]


def test_a_bonus_comes_before_the_production_and_own_text_wins():
    card = _card(bonus=[{"gain": {"defense": 1}}], produce=[{"gain": {"vp": 1}}])
    assert ability_lines(card, "en") == ["Bonus: Gain 1 [defense].", "Production: Gain 1 [vp]."]
    own = _card(produce=[{"gain": {"vp": 1}}], text={"de": "Eigener Text."})
    assert ability_lines(own, "de") == ["Eigener Text."]
    assert ability_lines(own, "en") == ["Production: Gain 1 [vp]."]


def test_every_primitive_has_words():
    assert WORDS.uncovered(PRIMITIVES) == set()


def test_a_card_with_a_raze_field_or_none_says_nothing_about_razing():
    assert ability_lines(_card(raze=["wood", "wood"]), "en") == []
    assert ability_lines(_card(), "en") == []


def test_end_vp_and_no_raze_come_last():
    card = _card(produce=[{"gain": {"worker": 1}}], end={"vp": 2}, raze=False)
    assert ability_lines(card, "en") == [
        "Production: Gain 1 [worker].",
        "End of game: 2 [vp].",
        "This Location cannot be razed.",
    ]


@pytest.mark.parametrize(
    "fields,en,de",
    [
        (
            {
                "kind": "action",
                "action": {
                    "cost": {"worker": 1},
                    "do": [
                        {
                            "if": {
                                "have": {"deals": True},
                                "at_least": 1,
                                "then": [{"cancel_deal": "you"}, {"gain": {"gold": 2}}],
                                "otherwise": [{"gain": {"food": 1}}],
                            }
                        }
                    ],
                },
            },
            "Action: 1 [worker] → If you have 1 or more Deals, cancel one of your Deals and gain 2 [gold]. "
            "Otherwise, gain 1 [food].",
            "Aktion: 1 [worker] → Wenn du 1 oder mehr Abkommen hast, löse eines deiner Abkommen auf und erhalte "
            "2 [gold]. Sonst erhalte 1 [food].",
        ),
        (
            {
                "kind": "feature",
                "feature": {
                    "when": {"event": "activate", "who": "any"},
                    "do": [{"choose": [[{"gain": {"wood": 1}}], [{"gain": {"stone": 1}}]]}],
                },
            },
            "Feature: Each time any player activates an Action Location, choose one: gain 1 [wood] / gain 1 [stone].",
            "Eigenschaft: Jedes Mal, wenn ein Spieler einen Aktionsort aktiviert, wähle eins: erhalte 1 [wood] / "
            "erhalte 1 [stone].",
        ),
        (
            {
                "kind": "feature",
                "feature": {
                    "when": {"event": "build", "colour": ["brown", "grey"]},
                    "production": True,
                    "do": [{"gain": {"vp": 1}}],
                },
            },
            "Feature: Each time you build a brown or grey Location, gain 1 [vp]. Also once in each Production phase.",
            "Eigenschaft: Jedes Mal, wenn du einen braunen oder grauen Ort baust, erhalte 1 [vp]. Auch einmal in "
            "jeder Produktionsphase.",
        ),
        (
            {
                "kind": "feature",
                "feature": {"when": {"event": "trade", "who": "opponent"}, "do": [{"gain": {"worker": 1}}]},
            },
            "Feature: Each time an opponent spends 2 [worker] for a Good, gain 1 [worker].",
            "Eigenschaft: Jedes Mal, wenn ein Gegner 2 [worker] für ein Gut ausgibt, erhalte 1 [worker].",
        ),
        (
            {
                "kind": "feature",
                "feature": {"when": {"event": "razed", "colour": "grey"}, "do": [{"gain": {"wood": 2}}]},
            },
            "Feature: Each time an opponent razes one of your grey Locations, gain 2 [wood].",
            "Eigenschaft: Jedes Mal, wenn ein Gegner einen deiner grauen Orte zerstört, erhalte 2 [wood].",
        ),
        (
            {"produce": [{"gain": {"food": 1}, "per": {"colour": "brown", "every": 2}}]},
            "Production: Gain 1 [food] for every 2 brown Locations in your Empire.",
            "Produktion: Erhalte 1 [food] für je 2 braune Orte in deinem Reich.",
        ),
        (
            {
                "kind": "action",
                "action": {
                    "cost": {"stone": 1},
                    "do": [
                        {"discard_enemy": 1},
                        {"build": {"from": "deals"}},
                        {"take_deal": 2},
                        {"cancel_deal": "opponent"},
                        {"take_field_good": 1},
                        {"raze_own": 1},
                        {"samurai": 1},
                    ],
                },
            },
            "Action: 1 [stone] → Discard a Location of an opponent from their Empire (not razing). Build one of "
            "your Deals as a Location without discarding a Location. Take 2 Deals from under an opponent's Faction "
            "board. Cancel a Deal of an opponent. Take a Good from the Raze field of an opponent's Location, "
            "without razing. Raze one of your Locations. Deploy a Samurai on one of your Faction Locations.",
            "Aktion: 1 [stone] → Wirf einen Ort eines Gegners aus seinem Reich ab (kein Zerstören). Baue eines "
            "deiner Abkommen als Ort, ohne einen Ort abzuwerfen. Nimm 2 Abkommen unter dem Fraktionstableau eines "
            "Gegners. Löse ein Abkommen eines Gegners auf. Nimm ein Gut aus dem Zerstörungsfeld eines gegnerischen "
            "Ortes, ohne zu zerstören. Zerstöre einen deiner Orte. Setze einen Samurai auf einen deiner "
            "Fraktionsorte.",
        ),
    ],
)
def test_the_clarifications_and_the_shared_constructs_are_worded_in_both_languages(fields, en, de):
    card = _card(**fields)
    assert " ".join(ability_lines(card, "en")) == en
    assert " ".join(ability_lines(card, "de")) == de

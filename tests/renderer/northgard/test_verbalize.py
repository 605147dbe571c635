"""The printed text of every step, power and achievement count, in English and German."""

import pytest

from deckwright.model.northgard import standard_ruleset
from deckwright.renderer.northgard.verbalize import card_text, label, power_text, score_text, steps_text, unrest_text

RULES = standard_ruleset()

STEPS = [
    ({"recruit": 1}, "Recruit up to 1 unit.", "Rekrutiere bis zu 1 Einheit."),
    ({"recruit": 3}, "Recruit up to 3 units.", "Rekrutiere bis zu 3 Einheiten."),
    ({"move": {"moves": 1}}, "Move once.", "Bewege 1 Mal."),
    ({"move": {"moves": 2}}, "Move 2 times.", "Bewege 2 Mal."),
    (
        {"move": {"moves": 3, "points": 2, "casualties": 1}},
        "Move 3 times (combat: +2 [combat], +1 [casualty]).",
        "Bewege 3 Mal (Kampf: +2 [combat], +1 [casualty]).",
    ),
    ({"explore": 1}, "Explore.", "Erkunde."),
    ({"explore": 2}, "Draw 2 tiles and explore with one of them.", "Ziehe 2 Plättchen und erkunde mit einem davon."),
    ({"build": {}}, "Build.", "Baue."),
    ({"build": {"discount": 1}}, "Build for 1 [wood] less.", "Baue, 1 [wood] günstiger."),
    (
        {"feast": True},
        "Feast: the action of one of your starting cards.",
        "Festmahl: die Aktion einer deiner Startkarten.",
    ),
    (
        {"draw": {"cards": 3, "keep": 1, "discard": 1, "top": 1}},
        "Draw 3 cards: keep 1, discard 1, put back on top 1.",
        "Ziehe 3 Karten: behalte 1, wirf ab 1, lege oben auf den Nachziehstapel 1.",
    ),
    (
        {"draw": {"cards": 2, "keep": 1, "top": 1}},
        "Draw 2 cards: keep 1, put back on top 1.",
        "Ziehe 2 Karten: behalte 1, lege oben auf den Nachziehstapel 1.",
    ),
    (
        {"draw": {"cards": 3, "keep": 2, "discard": 1}},
        "Draw 3 cards: keep 2, discard 1.",
        "Ziehe 3 Karten: behalte 2, wirf ab 1.",
    ),
    ({"gain": {"wood": 1, "food": 2}}, "Gain 2 [food] and 1 [wood].", "Erhalte 2 [food] und 1 [wood]."),
    ({"gain": {"lore": "boar_explore"}}, "Gain 1 [lore].", "Erhalte 1 [lore]."),
    ({"fame": 2}, "Gain 2 [fame].", "Erhalte 2 [fame]."),
    (
        {"harvest": True},
        "Collect the resources of your territories as at harvest.",
        "Sammle die Rohstoffe deiner Gebiete wie in der Ernte.",
    ),
    (
        {"scorch": True},
        "Place the Scorched Earth token in an enemy territory next to one of yours.",
        "Lege die Verbrannte Erde in ein feindliches Gebiet neben einem deiner Gebiete.",
    ),
]


@pytest.mark.parametrize("step, en, de", STEPS, ids=[f"{next(iter(step))}-{i}" for i, (step, _, _) in enumerate(STEPS)])
def test_each_step_in_both_languages(step, en, de):
    assert steps_text([step], "en") == en
    assert steps_text([step], "de") == de


def test_a_card_with_flash_fame_and_own_text():
    card = {"id": "x", "name": {"en": "X"}, "flash": True, "fame": 2, "do": [{"gain": {"lore": 3}}]}
    assert card_text(card) == "[flash] Gain 3 [lore]. (2 [fame])"
    assert card_text({**card, "text": {"de": "Eigener Text."}}, "de") == "Eigener Text."


def test_a_ruleset_amount_prints_the_rulesets_value():
    rules = RULES.varied(powers={**RULES["powers"], "boar_explore": 4})
    assert steps_text([{"gain": {"lore": "boar_explore"}}], "en", rules) == "Gain 4 [lore]."


def test_powers():
    power = {"on": [{"event": "close_own", "do": [{"fame": "stag_fame"}]}]}
    assert power_text(power) == "For each of your territories you close by exploring: Gain 1 [fame]."
    assert power_text(power, "de") == "Für jedes deiner Gebiete, das du beim Erkunden schließt: Erhalte 1 [fame]."
    assert power_text({"bear": {"points": "kaija_points"}}) == (
        "Your bear is recruited like a unit and is worth 3 [combat]; "
        "it never enters enemy land and eats nothing in winter."
    )
    assert power_text({"scorched_earth": {"points": 1}}, "de").startswith(
        "Vor einer Clankarte: Du darfst die Verbrannte"
    )
    assert power_text({"text": {"en": "Own."}, "bear": {"points": 1}}) == "Own."


@pytest.mark.parametrize(
    "score, en, de",
    [
        (
            {"fame": 3, "per": 2, "count": "closed_territories"},
            "3 [fame] per 2 controlled closed territories.",
            "3 [fame] je 2 kontrollierte geschlossene Gebiete.",
        ),
        (
            {"fame": 1, "per": 1, "count": "units"},
            "1 [fame] per unit on the map.",
            "1 [fame] je Einheit auf der Karte.",
        ),
        (
            {"fame": 3, "per": 1, "count": "buildings", "building": "altar_of_kings"},
            "3 [fame] per Altar of Kings.",
            "3 [fame] je Königsaltar.",
        ),
        (
            {"fame": 1, "per": 2, "count": "resources", "resource": "lore"},
            "1 [fame] per 2 [lore] left.",
            "1 [fame] je 2 übrige [lore].",
        ),
        (
            {"fame": 1, "per": 4, "count": "cards"},
            "1 [fame] per 4 cards in your deck.",
            "1 [fame] je 4 Karten in deinem Deck.",
        ),
    ],
    ids=["closed", "units", "altar", "lore", "cards"],
)
def test_achievements(score, en, de):
    assert score_text(score, "en") == en
    assert score_text(score, "de") == de


def test_card_and_power_texts_print_the_given_rulesets_amounts():
    rules = RULES.varied(powers={**RULES["powers"], "stag_fame": 2, "scorched_points": 3})
    card = {"id": "x", "name": {"en": "X"}, "do": [{"fame": "stag_fame"}]}
    assert card_text(card, rules=rules) == "Gain 2 [fame]."
    assert card_text(card, "de", rules) == "Erhalte 2 [fame]."
    power = {
        "on": [{"event": "conquer", "do": [{"fame": "stag_fame"}]}],
        "scorched_earth": {"points": "scorched_points"},
    }
    assert power_text(power, "en", rules) == (
        "For each territory you conquer in combat: Gain 2 [fame]. "
        "Before a clan card: you may move the Scorched Earth token. Where it lies, you fight with "
        "+3 [combat] and may take one of its resources at harvest."
    )


def test_the_bear_in_german():
    assert power_text({"bear": {"points": "kaija_points"}}, "de") == (
        "Dein Bär wird wie eine Einheit rekrutiert und zählt 3 [combat]; er betritt nie feindliches "
        "Gebiet und frisst im Winter nichts."
    )


def test_unrest_in_both_languages_with_the_rulesets_fame():
    assert unrest_text() == "No effect. -5 [fame] at the end of the game."
    assert unrest_text("de") == "Keine Wirkung. Am Spielende -5 [fame]."
    assert (
        unrest_text("de", RULES.varied(fame={**RULES["fame"], "unrest": -3}))
        == "Keine Wirkung. Am Spielende -3 [fame]."
    )


def test_labels_in_both_languages():
    assert (label("early"), label("early", "de"), label("five", "de")) == (
        "Early development",
        "Frühe Entwicklung",
        "Startplättchen, 5 Spieler",
    )


def test_a_cards_steps_are_one_sentence_each_joined_by_a_space():
    steps = [{"recruit": 2}, {"gain": {"food": 1}}, {"explore": 1}]
    assert steps_text(steps, "en") == "Recruit up to 2 units. Gain 1 [food]. Explore."
    assert steps_text(steps, "de") == "Rekrutiere bis zu 2 Einheiten. Erhalte 1 [food]. Erkunde."


def test_the_rules_text_hook_gives_each_cards_text_and_a_clans_power_by_id():
    from types import SimpleNamespace

    from deckwright.renderer.northgard.verbalize import rules_text

    power = {"on": [{"event": "conquer", "do": [{"fame": 1}]}]}
    clan = {
        "id": "ox",
        "power": power,
        "initial": {"id": "ox-a", "do": [{"recruit": 1}]},
        "upgrades": [{"id": "ox-b", "do": [{"fame": 2}], "flash": True}],
    }
    assert rules_text(SimpleNamespace(data=clan), "clan", "en") == {
        "ox": "For each territory you conquer in combat: Gain 1 [fame].",
        "ox-a": "Recruit up to 1 unit.",
        "ox-b": "[flash] Gain 2 [fame].",
    }
    assert "ox" not in rules_text(SimpleNamespace(data={**clan, "power": {}}), "clan", "de")
    cards = {
        "starting": [{"id": "s", "do": [{"explore": 1}]}],
        "early": [{"id": "e", "do": [{"gain": {"wood": 2}}]}],
        "advanced": [{"id": "a", "do": [{"build": {}}]}],
        "achievements": [{"id": "w", "score": {"count": "units", "per": 1, "fame": 1}}],
    }
    texts = rules_text(SimpleNamespace(data=cards), "cards", "de")
    assert texts == {
        "s": "Erkunde.",
        "e": "Erhalte 2 [wood].",
        "a": "Baue.",
        "w": "1 [fame] je Einheit auf der Karte.",
    }
    assert rules_text(SimpleNamespace(data={"tiles": []}), "tiles", "en") == {}


def test_rules_text_words_the_amounts_of_the_runs_first_ruleset():
    from types import SimpleNamespace

    from deckwright.renderer.northgard.verbalize import rules_text

    clan = {
        "id": "boar",
        "power": {"on": [{"event": "conquer", "do": [{"fame": "boar_fame"}]}]},
        "initial": {"id": "boar-a", "do": [{"explore": "boar_fame"}]},
    }

    def ruleset(value):
        return SimpleNamespace(data={**RULES.data, "powers": {**RULES["powers"], "boar_fame": value}}), "ruleset"

    run = [(SimpleNamespace(data=clan), "clan"), ruleset(4), ruleset(9)]
    assert rules_text(run[0][0], "clan", "de", run) == {
        "boar": "Für jedes Gebiet, das du im Kampf eroberst: Erhalte 4 [fame].",
        "boar-a": "Ziehe 4 Plättchen und erkunde mit einem davon.",
    }

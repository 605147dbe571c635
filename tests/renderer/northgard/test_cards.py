"""Northgard card faces: the icon row from the effect language, icon tokens, the printed text."""

from __future__ import annotations

import io

from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from deckwright.model.northgard import card_from_data, clan_from_data, shipped, standard_ruleset
from deckwright.renderer.draw import Frame
from deckwright.renderer.northgard.cards import STEP_ICONS, draw_back, draw_card, draw_clan, step_icons
from deckwright.renderer.northgard.icons import iconize
from deckwright.renderer.northgard.verbalize import STEPS

RULES = standard_ruleset()


def test_every_step_of_the_effect_language_has_its_icons():
    assert set(STEP_ICONS) == set(STEPS)


def test_the_icon_row_shows_each_step_with_its_amounts():
    steps = (
        {"move": {"moves": 2, "points": 1, "casualties": 1}},
        {"build": {"discount": 1}},
        {"gain": {"lore": 1, "food": 2}},
        {"explore": 1},
        {"explore": 3},
        {"draw": {"cards": 3, "keep": 2, "discard": 1}},
        {"feast": True},
    )
    assert step_icons(steps, RULES) == [
        ("ng_move", "2"),
        ("ng_combat", "+1"),
        ("ng_casualty", "+1"),
        ("ng_build", ""),
        ("ng_wood", "-1"),
        ("ng_food", "2"),
        ("ng_lore", "1"),
        ("ng_explore", ""),
        ("ng_explore", "3"),
        ("ng_draw", "3"),
        ("ng_feast", ""),
    ]


def test_a_named_amount_shows_the_rulesets_number():
    steps = ({"gain": {"lore": "boar_explore"}}, {"recruit": "boar_explore"})
    assert step_icons(steps, RULES.varied(powers={**RULES["powers"], "boar_explore": 4})) == [
        ("ng_lore", "4"),
        ("ng_recruit", "4"),
    ]


def test_icon_tokens_become_northgard_icons_and_other_brackets_stay():
    assert iconize("Gain 2 [food] and [fame] [nothing].") == "Gain 2 [ng_food] and [ng_fame] [nothing]."


def page_text(draw) -> str:
    buffer = io.BytesIO()
    canvas = Canvas(buffer)
    warnings = draw(canvas)
    canvas.save()
    return " ".join(PdfReader(buffer).pages[0].extract_text().split()), warnings


def test_a_clan_card_prints_its_name_and_power_in_german():
    clan = clan_from_data(shipped("clans/otter.yaml"))
    text, warnings = page_text(lambda c: draw_clan(c, clan, RULES, Frame(10, 10, 63, 88), "de"))
    assert "Clan des Otters" in text and "CLANFÄHIGKEIT" in text
    assert "Jedes Mal, wenn du erkundest, ohne ein Gebiet zu schließen: Erhalte 1" in text
    assert warnings == []


def test_a_card_prints_its_name_kind_and_generated_text():
    card = card_from_data(
        {"id": "x", "name": {"en": "War Drums"}, "fame": 2, "do": [{"move": {"moves": 3, "points": 2}}]}, "advanced"
    )
    text, _ = page_text(lambda c: draw_card(c, card, "Set", "#2f4f7a", RULES, Frame(0, 0, 63, 88), "en"))
    assert "War Drums" in text and "ADVANCED DEVELOPMENT" in text and "Move 3 times (combat: +2" in text


def test_text_that_does_not_fit_is_a_warning():
    long = {"en": " ".join(["Recruit a unit and move it twice."] * 30)}
    card = card_from_data({"id": "wordy", "name": {"en": "Wordy"}, "text": long, "do": [{"recruit": 1}]}, "early")
    _, warnings = page_text(lambda c: draw_card(c, card, "Set", "#3f6e4e", RULES, Frame(0, 0, 63, 88), "en"))
    assert warnings == ["the text of 'wordy' (en) does not fit a 63x88 mm card even at 6 pt"]


def test_a_back_prints_its_title():
    text, _ = page_text(lambda c: draw_back(c, "early", "Frühe Entwicklung", "#3f6e4e", Frame(0, 0, 63, 88), "de"))
    assert "Frühe Entwicklung" in text

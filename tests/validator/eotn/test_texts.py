"""W-TEXT-LANGUAGE: a printed text override missing a language the card is printed in
(docs/rules-notes.md#eotn-text-override-language)."""

from __future__ import annotations


def test_an_override_missing_the_clans_second_language_is_warned(mutant):
    result = mutant(("    name: {en: Dock}\n", "    name: {en: Dock}\n    text: {en: 'Pay 1 food: gain 1 fish.'}\n"))
    (finding,) = result.findings
    assert (finding.code, finding.severity) == ("W-TEXT-LANGUAGE", "warning")
    assert (finding.line, finding.column) == mutant.position("text: {en")
    assert (
        finding.message == "'dock' has a printed text for en but not for de: rendered in de, it prints the English text"
    )
    assert finding.hint == "add de: to 'text'"


def test_an_override_in_every_language_is_clean(mutant):
    result = mutant(
        ("    name: {en: Dock}\n", "    name: {en: Dock}\n    text: {en: 'Gain 1 fish.', de: 'Erhalte 1 Fisch.'}\n")
    )
    assert result.findings == []


def test_the_cards_own_name_languages_count(mutant):
    result = mutant(
        ("name: {en: Fixture Clan, de: Testclan}", "name: {en: Fixture Clan}"),
        ("    name: {en: Dock}\n", "    name: {en: Dock, fr: Quai}\n    text: {en: 'Gain 1 fish.'}\n"),
    )
    assert [f.message for f in result.findings] == [
        "'dock' has a printed text for en but not for fr: rendered in fr, it prints the English text"
    ]


def test_every_missing_language_is_named(mutant):
    result = mutant(("    name: {en: Dock}\n", "    name: {en: Dock, fr: Quai}\n    text: {en: 'Gain 1 fish.'}\n"))
    assert [(f.message, f.hint) for f in result.findings] == [
        (
            "'dock' has a printed text for en but not for de, fr: rendered in de, it prints the English text",
            "add de:, fr: to 'text'",
        )
    ]

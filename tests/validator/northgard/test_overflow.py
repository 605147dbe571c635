"""W-TEXT-OVERFLOW on Northgard cards: the renderer's measure (name, kind band, text, footer), at the
card's place in the file, in the language that does not fit."""

from __future__ import annotations

from deckwright.findings import WARNING
from tests.validator.northgard.test_checks import planted, position

LONG = "Grand" + "e" * 40 + " Hall"
HINT = "shorten the name, or give a shorter printed 'text' for '{}'"
FOOTER_HINT = "shorten the name in '{}': the footer of each of its cards prints it"


def overflows(result):
    return [f for f in result.findings if f.code == "W-TEXT-OVERFLOW"]


def test_a_card_name_too_long_in_german_warns_at_the_card(tmp_path):
    result, text = planted(tmp_path, "cards.yaml", "de: Langhaus-Musterung}", f"de: {LONG}}}")
    (finding,) = overflows(result)
    assert finding.message == "the name of 'longhouse-muster' (de) does not fit a 63x88 mm card even at 6 pt"
    assert finding.hint == HINT.format("de")
    assert (finding.pointer, finding.severity) == ("/early/0", WARNING)
    assert (finding.line, finding.column) == position(text, "id: longhouse-muster")


def test_a_long_printed_text_warns_at_the_card(tmp_path):
    sentence = "Recruit a unit and move it twice. "
    old = "    name: {en: Longhouse Muster, de: Langhaus-Musterung}\n"
    result, text = planted(tmp_path, "cards.yaml", old, old + f"    text: {{en: '{sentence * 40}'}}\n")
    (finding,) = overflows(result)
    assert finding.message == "the text of 'longhouse-muster' (en) does not fit a 63x88 mm card even at 6 pt"
    assert (finding.pointer, finding.hint) == ("/early/0", HINT.format("en"))
    assert (finding.line, finding.column) == position(text, "id: longhouse-muster")


def test_the_unrest_cards_name_warns_at_unrest(tmp_path):
    result, text = planted(tmp_path, "cards.yaml", "de: Unruhe}", f"de: {LONG}}}")
    (finding,) = overflows(result)
    assert finding.message == "the name of 'unrest' (de) does not fit a 63x88 mm card even at 6 pt"
    assert finding.pointer == "/unrest"
    assert (finding.line, finding.column) == position(text, "name: {en: Unrest")


def test_a_clan_name_too_long_warns_at_the_clan_card_and_once_for_the_footers(tmp_path):
    result, text = planted(tmp_path, "clans/otter.yaml", "en: Clan of the Otter,", f"en: {LONG} {LONG},")
    found = [(f.pointer, f.message, f.hint, (f.line, f.column)) for f in overflows(result)]
    footer = f"'{LONG} {LONG}' does not fit the footer of its cards (en) on a 63x88 mm card even at 6 pt"
    assert found == [
        ("/name/en", footer, FOOTER_HINT.format("en"), position(text, LONG)),
        ("/power", "the name of 'otter' (en) does not fit a 63x88 mm card even at 6 pt", HINT.format("en"), (9, 3)),
    ]
    assert position(text, "  on:")[0] == 9


def test_a_card_sets_name_too_long_for_its_footers_warns_once_at_the_name(tmp_path):
    result, text = planted(tmp_path, "cards.yaml", "de: Erster Winter}", f"de: {LONG} {LONG}}}")
    (finding,) = overflows(result)  # not one per card: the set has 43
    footer = f"'{LONG} {LONG}' does not fit the footer of its cards (de) on a 63x88 mm card even at 6 pt"
    assert finding.message == footer
    assert (finding.pointer, finding.hint) == ("/name/de", FOOTER_HINT.format("de"))
    assert (finding.line, finding.column) == position(text, LONG)


def test_a_nameless_card_sets_id_too_long_for_its_footers_warns_once_at_the_id_in_words(tmp_path):
    """Without a name the footers print the id in words, and that is what is measured."""
    long_id = "first-" + "winter-" * 7 + "cards"  # 60 characters, the longest id the schema allows
    named = "id: first-winter\nname: {en: First Winter, de: Erster Winter}\n"
    result, text = planted(tmp_path, "cards.yaml", named, f"id: {long_id}\n")
    (finding,) = overflows(result)
    words = "First " + "Winter " * 7 + "Cards"
    assert finding.message == f"'{words}' does not fit the footer of its cards (en) on a 63x88 mm card even at 6 pt"
    assert (finding.pointer, (finding.line, finding.column)) == ("/id", position(text, long_id))

"""W-TEXT-OVERFLOW on Northgard cards: the renderer's measure (name, kind band, text, footer), at the
card's place in the file, in the language that does not fit."""

from __future__ import annotations

from deckwright.findings import WARNING
from tests.validator.northgard.test_checks import planted, position

LONG = "Grand" + "e" * 40 + " Hall"
HINT = "shorten the name, or the set's or clan's name in the footer, or give a shorter printed 'text' for '{}'"


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


def test_a_clan_name_too_long_warns_at_the_clan_card_and_at_each_footer(tmp_path):
    result, text = planted(tmp_path, "clans/otter.yaml", "en: Clan of the Otter,", f"en: {LONG} {LONG},")
    found = [(f.pointer, f.message, f.line) for f in overflows(result)]
    assert found == [
        ("/power", "the name of 'otter' (en) does not fit a 63x88 mm card even at 6 pt", 9),
        ("/initial", "the footer of 'otter-rafts' (en) does not fit a 63x88 mm card even at 6 pt", 13),
        ("/upgrades/0", "the footer of 'otter-far-shores' (en) does not fit a 63x88 mm card even at 6 pt", 17),
        ("/upgrades/1", "the footer of 'otter-river-lore' (en) does not fit a 63x88 mm card even at 6 pt", 20),
    ]
    assert position(text, "  on:")[0] == 9

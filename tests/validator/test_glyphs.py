"""E-GLYPH: a printed text with a character the card font cannot draw, in any system's files."""

from __future__ import annotations

from deckwright.typeset.fonts import undrawable
from deckwright.validator import validate_paths


def test_the_font_draws_latin_1_and_typographic_quotes_but_no_emoji_or_arrow():
    assert undrawable("Größe € „Sofort“ – naïve\n\t") == []
    assert undrawable("Dock 🚢 → 🚢") == ["🚢", "→"]


def test_an_emoji_in_a_card_name_is_an_error_at_the_text(mutant):
    result = mutant(("    name: {en: Dock}\n", "    name: {en: Dock 🚢, de: Dock →}\n"))
    found = [(f.code, f.severity, f.line, f.column, f.message) for f in result.findings]
    line, column = mutant.position("Dock 🚢")
    assert found == [
        ("E-GLYPH", "error", line, column, "the card font cannot draw '🚢' (U+1F6A2): it would print as nothing"),
        (
            "E-GLYPH",
            "error",
            line,
            column + len("Dock 🚢, de: "),
            "the card font cannot draw '→' (U+2192): it would print as nothing",
        ),
    ]
    assert result.clean("eotn", "clan") == []  # not rendered


def test_only_text_written_per_language_is_checked(mutant):
    result = mutant(
        ("faction: vikings", "faction: vikings 🚢"), ("description: {en: A small clan", "description: {en: A 🛶 clan")
    )
    assert [(f.code, f.line) for f in result.findings] == [("E-GLYPH", mutant.position("🛶")[0])]


def test_another_systems_text_is_checked_too(tmp_path):
    path = tmp_path / "goals.yaml"
    path.write_text(
        "system: kb\ncontent: goals\nid: g\nname: {en: Goals}\ngoals:\n"
        "  - id: foresters\n    name: {en: Foresters 🌲}\n    score: {count: settlements, next_to: [forest], per: 2}\n",
        "utf-8",
    )
    findings = validate_paths([path]).findings
    assert [(f.code, f.line, f.column) for f in findings if f.code == "E-GLYPH"] == [("E-GLYPH", 7, 16)]

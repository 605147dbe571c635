"""The lazily parsed hyphenation dictionaries give pyphen's patterns, pattern by pattern."""

from __future__ import annotations

from pathlib import Path

import pyphen
import pytest

from deckwright.renderer.hyphenation import LazyHyphDict, hyphenator
from deckwright.systems import all_systems

LANGUAGES = sorted({lang for system in all_systems().values() for lang in system.languages})


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_pattern_of_a_shipped_language_reads_as_pyphen_reads_it(lang):
    path = Path(pyphen.LANGUAGES[pyphen.language_fallback(lang)])
    theirs = pyphen.HyphDict(path)
    ours = LazyHyphDict(path)
    assert {key: ours.patterns.get(key) for key in theirs.patterns} == theirs.patterns
    assert [key for key in list(ours.patterns) if key not in theirs.patterns and ours.patterns.get(key)] == []


def test_the_last_pattern_of_the_same_letters_counts_and_comments_zeros_and_settings_are_none(tmp_path):
    path = tmp_path / "hyph_xx.dic"
    lines = ["UTF-8", "LEFTHYPHENMIN 2", "% a1b", "a1b", "a2b ", "a0b", "c1d", "  c3d", "e0f", "^^e9g1", ""]
    path.write_text("\n".join(lines), "utf-8")
    ours = LazyHyphDict(path)
    assert {key: ours.patterns.get(key) for key in ("ab", "cd", "ef", "ég", "LEFTHYPHENMIN ", "% ab", "gh")} == {
        "ab": (1, (2,)),
        "cd": (1, (3,)),
        "ef": None,
        "ég": (2, (1,)),
        "LEFTHYPHENMIN ": None,
        "% ab": None,
        "gh": None,
    }
    assert {key: ours.patterns.get(key) for key in ("ab", "cd", "ég")} == pyphen.HyphDict(path).patterns


def test_a_german_compound_breaks_where_pyphen_breaks_it():
    assert list(hyphenator("de").iterate("Handelsschiff")) == [("Handels", "schiff"), ("Han", "delsschiff")]
    assert hyphenator("xx-unknown") is None

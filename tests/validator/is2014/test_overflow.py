"""W-TEXT-OVERFLOW on Imperial Settlers (2014) cards: the renderer's measure, at the card's place."""

from __future__ import annotations

from deckwright.findings import WARNING
from deckwright.validator import validate_paths

COMMONS = """\
system: is2014
content: common_deck
id: wordy
name: {{en: Wordy}}
cards:
  - id: short
    name: {{en: Short Mill, de: Kurze Mühle}}
    kind: production
    colours: [brown]
    raze: [wood, wood]
    produce: [{{gain: {{wood: 1}}}}]
  - id: long
    name: {{en: Long Mill, de: Lange Mühle}}
    kind: production
    colours: [brown]
    raze: [wood, wood]
    text: {{en: "{text}"}}
    produce: [{{gain: {{wood: 1}}}}]
"""


def overflow(tmp_path, sentences: int):
    path = tmp_path / "wordy.yaml"
    path.write_text(COMMONS.format(text=" ".join(["Gain 1 [wood]."] * sentences)), "utf-8")
    return [f for f in validate_paths([path]).findings if f.code == "W-TEXT-OVERFLOW"]


def test_text_too_long_for_six_points_is_a_warning_at_the_card(tmp_path):
    (finding,) = overflow(tmp_path, 200)
    assert (finding.line, finding.column, finding.severity) == (12, 5, WARNING)
    assert finding.message == "the ability text of 'long' (en) does not fit a 63x88 mm card even at 6 pt"
    assert finding.hint == "shorten the name or the ability, or give a shorter printed 'text' for 'en'"


def test_text_that_fits_is_no_warning(tmp_path):
    assert overflow(tmp_path, 10) == []

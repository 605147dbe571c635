"""W-TEXT-OVERFLOW measures with what the cards print with: a designer's layout override beside the
card file (``<system>.layout.yaml``) that shrinks a text box makes the warning appear, in every
system that measures (the shared ``validator.overflow``)."""

from __future__ import annotations

import shutil

import pytest

from deckwright.paths import data_dir
from deckwright.validator import validate_paths

# (system, a shipped file, an override shrinking the box its cards' text goes in, a place it warns at)
CASES = [
    (
        "eotn",
        "eotn/clans/dunmore.yaml",
        "layouts:\n  front:\n    boxes:\n      text: [6.59, 57.95, 12, 4]\n",
        "/deck/8",  # a Location (fields have a text box of their own)
    ),
    (
        "is2014",
        "is2014/commons.yaml",
        "layouts:\n  location:\n    boxes:\n      text: [5.5, 44, 12, 4]\n",
        "/cards/0",
    ),
    (
        "kb",
        "kb/goals.yaml",
        "layouts:\n  card:\n    boxes:\n      text: [7.45, 46.44, 12, 4]\n",
        "/goals/0/name/en",
    ),
    (
        "northgard",
        "northgard/cards.yaml",
        "layouts:\n  front:\n    boxes:\n      text: [6.22, 47.18, 12, 4]\n",
        "/starting/0",
    ),
]


def _overflows(path) -> list[str]:
    """Where W-TEXT-OVERFLOW points in the card file (JSON pointers); no errors."""
    findings = validate_paths([path]).findings
    assert [f for f in findings if f.severity == "error"] == []
    return [f.pointer for f in findings if f.code == "W-TEXT-OVERFLOW"]


@pytest.mark.parametrize("system, shipped, override, pointer", CASES, ids=[case[0] for case in CASES])
def test_an_override_that_shrinks_the_text_box_makes_the_text_overflow(tmp_path, system, shipped, override, pointer):
    path = tmp_path / "cards" / shipped.rsplit("/", 1)[-1]
    path.parent.mkdir()
    shutil.copy(data_dir("cards") / shipped, path)
    assert _overflows(tmp_path) == []
    other = "kb" if system != "kb" else "eotn"
    (tmp_path / f"{other}.layout.yaml").write_text(override.replace("text:", "footer:"), encoding="utf-8")
    assert _overflows(tmp_path) == []  # another game's override changes nothing here
    (tmp_path / f"{system}.layout.yaml").write_text(override, encoding="utf-8")  # in a folder above the card file
    assert pointer in _overflows(tmp_path)  # it warns at the card
    assert _overflows(path) == []  # not above the file named itself

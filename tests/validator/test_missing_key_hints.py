"""A missing required key is explained by the schema's own description of that key, so the designer
reads what the key is for, not only its name."""

from __future__ import annotations

import json

import pytest

from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.validator import validate_paths
from tests.validator.helpers import only


@pytest.mark.parametrize(
    "line,key,hint",
    [
        ("difficulty: 2\n", "difficulty", "How hard the clan is to play, 1 (easy) to 10."),
        ('colour: "#885522"\n', "colour", "The clan's colour on its cards, as #rrggbb."),
    ],
)
def test_the_hint_of_a_missing_key_is_its_description(mutant, line, key, hint):
    finding = only(mutant((line, "")), "E-MISSING-KEY")
    assert finding.message.endswith(f"missing the required key '{key}'")
    assert finding.hint == hint


@pytest.mark.parametrize("suffix", [".yaml", ".json"])
def test_a_key_missing_at_the_top_level_points_at_the_first_key_not_at_the_comment_above(tmp_path, suffix):
    yaml_text = (data_dir("cards") / "eotn" / "clans" / "skarde.yaml").read_text().replace("\nid: skarde\n", "\n")
    path = tmp_path / "skarde.yaml"
    path.write_text(yaml_text)  # three comment lines, then 'system: eotn'
    if suffix == ".json":  # the top-level object opens on line 3, column 3
        path = tmp_path / "skarde.json"
        path.write_text("\n\n  " + json.dumps(read_document(tmp_path / "skarde.yaml").data, ensure_ascii=False))
    finding = only(validate_paths([path]), "E-MISSING-KEY")
    assert finding.message.endswith("missing the required key 'id'")
    assert (finding.line, finding.column) == ((4, 1) if suffix == ".yaml" else (3, 4))

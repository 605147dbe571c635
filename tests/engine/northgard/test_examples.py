"""The broken tile set of examples/ shows each tile check with a comment naming it, and the YAML
of docs/northgard.md is real: it passes the schema and the rule checks it is meant to."""

import re

import pytest

from deckwright.paths import data_dir
from deckwright.validator import validate_paths

ROOT = data_dir("cards").parent
EXAMPLE = ROOT / "examples" / "broken-northgard-tiles.yaml"
DOC = ROOT / "docs" / "northgard.md"


@pytest.mark.skipif(not EXAMPLE.is_file(), reason="examples/ is not installed with the wheel")
def test_the_broken_tile_set_shows_each_check_under_its_comment():
    findings = validate_paths([EXAMPLE]).findings
    lines = EXAMPLE.read_text("utf-8").splitlines()
    for finding in findings:
        above = lines[finding.line - 2].strip()
        assert above.startswith("#") and finding.code in above, finding
    assert sorted({f.code for f in findings}) == [
        "E-NG-BORDER-POINT",
        "E-NG-CORNER",
        "E-NG-ISOLATED",
        "E-NG-NO-START",
        "E-NG-SEGMENT",
        "E-NG-TILES",
        "W-NG-UNPLACEABLE",
    ]


# the doc's small examples are parts of a game: a tile set and a card set too small for five players
EXPECTED = {
    "ruleset": [],
    "tiles": ["E-NG-TILES"],
    "cards": ["E-NG-POOL", "E-NG-POOL", "E-NG-POOL", "E-NG-STARTING", "W-NG-STARTING-ACTIONS"],
    "clan": [],
    "extension": [],  # a cards file that extends the shipped set
}


@pytest.mark.skipif(not DOC.is_file(), reason="docs/ is not installed with the wheel")
def test_the_yaml_blocks_of_the_authoring_doc_validate(tmp_path):
    blocks = [b for b in re.findall(r"```yaml\n(.*?)```", DOC.read_text("utf-8"), re.S) if "system: northgard" in b]
    kinds = []
    for number, block in enumerate(blocks):
        path = tmp_path / f"block{number}.yaml"
        path.write_text(block, "utf-8")
        kind = "extension" if "\nextends:" in block else re.search(r"^content: (\w+)", block, re.M).group(1)
        kinds.append(kind)
        assert sorted(f.code for f in validate_paths([path]).findings) == EXPECTED[kind], kind
    assert sorted(kinds) == sorted(EXPECTED)

"""W-SHADOWS-SHIPPED: a file with the id of a shipped file of its content, where both are loaded."""

from __future__ import annotations

from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.play.arena import load_arena
from deckwright.validator import validate_paths
from deckwright.validator.shipped import shadow_findings

SKARDE = data_dir("cards") / "eotn" / "clans" / "skarde.yaml"


def test_a_copy_of_a_shipped_clan_shadows_it(tmp_path):
    copy = tmp_path / "mine.yaml"
    copy.write_text(SKARDE.read_text("utf-8"), "utf-8")
    (finding,) = shadow_findings(read_document(copy), "eotn", "clan")
    assert (finding.code, finding.severity) == ("W-SHADOWS-SHIPPED", "warning")
    assert finding.message == (
        "clan id 'skarde' is the id of the shipped cards/eotn/clans/skarde.yaml, "
        "which this file replaces in these games"
    )
    assert finding.line == SKARDE.read_text("utf-8").splitlines().index("id: skarde") + 1
    assert (
        finding.hint == "give it an id of its own to play against the shipped one, or keep it to test a changed version"
    )


def test_the_shipped_file_itself_and_other_ids_shadow_nothing(tmp_path):
    assert list(shadow_findings(read_document(SKARDE), "eotn", "clan")) == []
    other = tmp_path / "mine.yaml"
    other.write_text(SKARDE.read_text("utf-8").replace("id: skarde", "id: my-skarde"), "utf-8")
    assert list(shadow_findings(read_document(other), "eotn", "clan")) == []
    assert list(shadow_findings(read_document(SKARDE), "eotn", "islands")) == []  # another content


def test_only_commands_that_load_the_shipped_files_warn(tmp_path):
    copy = tmp_path / "skarde.yaml"
    copy.write_text(SKARDE.read_text("utf-8"), "utf-8")
    assert validate_paths([copy]).findings == []
    findings, files, arena = load_arena([copy])
    assert [f.code for f in findings] == ["W-SHADOWS-SHIPPED"] and files == 1
    assert arena is not None and [e.id for e in arena.setup.entrants].count("skarde") == 1

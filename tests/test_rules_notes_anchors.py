"""Rules notes are cited by anchor from code and tests; every cited anchor exists, once."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTES = ROOT / "docs" / "rules-notes.md"
ANCHOR = re.compile(r'<a id="([a-z0-9-]+)"></a>')
CITATION = re.compile(r"rules-notes\.md#([a-z0-9-]+)")


HEADING = re.compile(r"^#+ (.+)$", re.MULTILINE)


def heading_anchor(title: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", title.strip().lower()).replace(" ", "-")


def anchors() -> Counter:
    text = NOTES.read_text("utf-8")
    return Counter(ANCHOR.findall(text) + [heading_anchor(title) for title in HEADING.findall(text)])


def citations() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for folder in ("src", "tests", "docs"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".md") and path.is_file():
                for anchor in CITATION.findall(path.read_text("utf-8")):
                    found.setdefault(anchor, set()).add(str(path.relative_to(ROOT)))
    return found


def test_every_note_anchor_is_unique():
    assert [a for a, n in Counter(ANCHOR.findall(NOTES.read_text("utf-8"))).items() if n > 1] == []


def test_a_heading_is_cited_by_its_github_anchor():
    assert heading_anchor("Northgard: Uncharted Lands") == "northgard-uncharted-lands"


def test_every_cited_note_exists():
    known = anchors()
    cited = citations()
    assert cited, "no code or test cites a rules note"
    assert {a: sorted(files) for a, files in cited.items() if a not in known} == {}

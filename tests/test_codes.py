"""The registry of finding codes (``src/deckwright/codes.json``): every code ``src/`` emits is in
it and documented where its ``docs`` anchor points, every code in it is emitted, each says which
system emits it, and a finding cannot have another severity than its code's."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from deckwright import codes
from deckwright.findings import ERROR, WARNING, Finding
from deckwright.loader import read_document
from deckwright.systems import all_systems
from tests.test_rules_notes_anchors import ANCHOR, heading_anchor

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "deckwright"
CODE = re.compile(r"[EW]-[A-Z0-9]+(?:-[A-Z0-9]+)*")
HEADING = re.compile(r"^#+ (.+)$")


def emitted_in(source: str) -> set[str]:
    """Every string constant of ``source`` that is a finding code as a whole."""
    return {
        node.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and CODE.fullmatch(node.value)
    }


def emitted() -> dict[str, set[str]]:
    """Each code written in ``src/``, with the modules (relative to the package) that write it."""
    found: dict[str, set[str]] = {}
    for path in SRC.rglob("*.py"):
        for code in emitted_in(path.read_text("utf-8")):
            found.setdefault(code, set()).add(path.relative_to(SRC).as_posix())
    return found


def system_of(modules: set[str]) -> str:
    """The one system whose packages hold every module, else ``shared``."""
    systems = all_systems()
    owners = {next((part for part in Path(m).with_suffix("").parts if part in systems), "shared") for m in modules}
    return owners.pop() if len(owners) == 1 else "shared"


def sections(text: str) -> dict[str, str]:
    """Each anchor of a Markdown text (a heading's, or an ``<a id>``) -> its text up to the next
    heading; lines inside fenced code blocks are text, never headings."""
    found: dict[str, str] = {}
    open_anchors: list[str] = []
    fenced = False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
        heading = None if fenced else HEADING.match(line)
        if heading:
            open_anchors = [heading_anchor(heading.group(1))]
            found.setdefault(open_anchors[0], "")
        for anchor in ANCHOR.findall(line):
            open_anchors.append(anchor)
            found.setdefault(anchor, "")
        for anchor in open_anchors:
            found[anchor] += line + "\n"
    return found


def test_the_scan_finds_codes_written_as_whole_strings_only():
    planted = 'emit("E-DECK-SIZE", "the E-VALUE in a message")\ncode = "W-KB-TOO-FEW" if x else "E-IO"\n'
    assert emitted_in(planted) == {"E-DECK-SIZE", "W-KB-TOO-FEW", "E-IO"}


def test_every_code_src_emits_is_in_the_table():
    assert sorted(set(emitted()) - set(codes.table())) == []


def test_every_code_in_the_table_is_emitted():
    assert sorted(set(codes.table()) - set(emitted())) == []


def test_each_entry_names_the_system_that_emits_it():
    found = emitted()
    wrong = {code: (entry.system, system_of(found[code])) for code, entry in codes.table().items() if code in found}
    assert {code: pair for code, pair in wrong.items() if pair[0] != pair[1]} == {}


def test_a_system_owns_a_module_by_a_package_named_after_it():
    assert system_of({"validator/kb/__init__.py", "validator/kb/goals.py"}) == "kb"
    assert system_of({"validator/kb/__init__.py", "validator/eotn/islands.py"}) == "shared"
    assert system_of({"loader.py"}) == "shared"


def test_an_error_code_starts_with_e_and_a_warning_code_with_w():
    wrong = [code for code, entry in codes.table().items() if entry.severity != {"E": ERROR, "W": WARNING}[code[0]]]
    assert wrong == []


def test_every_entry_has_a_summary_and_a_fix_of_one_line():
    short = [
        code
        for code, entry in codes.table().items()
        if not entry.summary or not entry.fix or "\n" in entry.summary + entry.fix
    ]
    assert short == []


def test_every_code_is_documented_in_the_section_its_anchor_names():
    texts: dict[str, dict[str, str]] = {}
    missing = []
    for code, entry in codes.table().items():
        file, anchor = entry.docs.split("#")
        if file not in texts:
            texts[file] = sections((ROOT / file).read_text("utf-8")) if (ROOT / file).is_file() else {}
        if not re.search(rf"(?<![\w-]){re.escape(code)}(?![\w-])", texts[file].get(anchor, "")):
            missing.append(f"{code}: {entry.docs}")
    assert missing == []


def test_sections_end_at_the_next_heading_and_skip_fenced_code():
    text = '# Top\nE-IO\n```\n# not a heading\n```\n<a id="note"></a>\nE-TAG\n## Next: one\nE-TYPE\n'
    found = sections(text)
    assert found["top"] == '# Top\nE-IO\n```\n# not a heading\n```\n<a id="note"></a>\nE-TAG\n'
    assert found["note"] == '<a id="note"></a>\nE-TAG\n'
    assert found["next-one"] == "## Next: one\nE-TYPE\n"


def test_a_finding_takes_its_severity_from_the_table(tmp_path):
    path = tmp_path / "file.yaml"
    path.write_text("id: x\n", "utf-8")
    doc = read_document(path)
    assert (doc.finding("W-TEXT-OVERFLOW", "m").severity, doc.finding("E-VALUE", "m").severity) == (WARNING, ERROR)


def test_a_finding_with_another_severity_than_its_codes_is_refused():
    with pytest.raises(ValueError, match="^finding code W-BALANCE has the severity 'warning', not 'error'$"):
        Finding("clan.yaml", 1, 1, "W-BALANCE", ERROR, "message")


def test_an_unknown_code_is_refused_naming_the_closest_codes():
    with pytest.raises(codes.UnknownCode, match=r"^unknown finding code 'E-DECK-SIZ'; did you mean E-DECK-SIZE, "):
        Finding("clan.yaml", 1, 1, "E-DECK-SIZ", ERROR, "message")


def test_the_closest_codes_ignore_case_and_come_nearest_first():
    assert codes.closest("e-duplicate-idd") == ["E-DUPLICATE-ID", "E-NG-DUPLICATE-ID", "E-IS-DUPLICATE-ID"]
    assert codes.closest("nothing like a code") == []

"""The validator: load card files, check them against their JSON Schema, then against the
rules of their game system that no schema can express.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from ..findings import ERROR, Finding, capped, clip
from ..loader import Document, LoadError, discover, read_document
from ..systems import all_systems
from .glyphs import glyph_findings
from .markup import override_findings
from .overflow import overflow_findings
from .schema import checker


@dataclass
class Validated:
    """A document that passed the schema stage, with its system and content kind."""

    doc: Document
    system: str
    content: str
    errors: bool = False  # set when a system check reported an error for it


@dataclass
class Result:
    findings: list[Finding] = field(default_factory=list)
    documents: list[Validated] = field(default_factory=list)
    files: int = 0

    def clean(self, system: str, content: str) -> list[Document]:
        """Documents of this kind with no error in any stage."""
        return [v.doc for v in self.documents if v.system == system and v.content == content and not v.errors]

    def run(self, system: str) -> list[tuple[Document, str]]:
        """The system's schema-valid documents with their content kinds, in the order given: what
        its ``check`` hook reads, and its printing hooks beside the one document they print."""
        return [(v.doc, v.content) for v in self.documents if v.system == system]


def identify(doc: Document) -> tuple[str, str] | Finding:
    """Which system and content kind a document declares, or a finding saying what is missing."""
    data = doc.data
    systems = all_systems()
    if not isinstance(data, dict):
        return doc.finding(
            "E-TYPE",
            "a card file is a mapping of keys (system, content, ...)",
            "",
            f"start the file with 'system:' (one of: {', '.join(systems)}) and 'content:'",
        )
    system = data.get("system")
    if not isinstance(system, str) or system not in systems:
        where, key = ("/system", True) if "system" in data else ("", False)
        return doc.finding(
            "E-SYSTEM",
            f"unknown game system {clip(repr(system))}"
            if system
            else "the file does not say which game system it is for",
            where,
            f"add 'system:' with one of: {', '.join(systems)}",
            key=key,
        )
    content = data.get("content")
    kinds = systems[system].schemas
    if not isinstance(content, str) or content not in kinds:
        where, key = ("/content", True) if "content" in data else ("", False)
        return doc.finding(
            "E-CONTENT",
            f"unknown content {clip(repr(content))}" if content else "the file does not say what it holds",
            where,
            f"add 'content:' with one of: {', '.join(kinds)}",
            key=key,
        )
    return system, content


def validate_paths(
    paths: list[Path],
    progress: Callable[[int, int], None] | None = None,
    fonts: object = None,
    within: Path | None = None,
) -> Result:
    """Validate every card file under ``paths``; all findings are collected, none raised.
    ``fonts``: the fonts the cards will print in whatever the files name (``render --font``);
    ``within``: the folder the user named, where ``paths`` are files found in it (the preview's).
    Each document's ``root`` is the named folder it was found in."""
    files, findings = discover(paths)
    folders = [within] if within is not None else [path for path in paths if path.is_dir()]
    result = Result(findings=findings, files=len(files))
    for number, (path, display) in enumerate(files, 1):
        validate_file(path, display, result, next((f for f in folders if path.is_relative_to(f)), None))
        if progress:
            progress(number, len(files))
    result.findings += _capped_per_file(
        _run_system_checks(result)
        + duplicate_file_ids(result.documents)
        + _printed_checks(result.documents, fonts)
        + _layout_checks(result.documents)
    )
    result.findings.sort(key=Finding.sort_key)
    return result


def _capped_per_file(findings: list[Finding]) -> list[Finding]:
    """At most MAX_PER_FILE findings for each file (the loader and schema stage cap their own)."""
    by_file: dict[str, list[Finding]] = defaultdict(list)
    for finding in sorted(findings, key=Finding.sort_key):
        by_file[finding.file].append(finding)
    return [f for file_findings in by_file.values() for f in capped(file_findings)]


def _printed_checks(documents: list[Validated], fonts: object = None) -> list[Finding]:
    """E-FONT and E-GLYPH on schema-valid documents; marks the documents it finds errors in."""
    findings = []
    for v in documents:
        found = glyph_findings(v.doc, fonts)
        v.errors = v.errors or any(f.severity == ERROR for f in found)
        findings += found
    return findings


def _layout_checks(documents: list[Validated]) -> list[Finding]:
    """E-LAYOUT in the designer's layout overrides of the documents (docs/printing.md); marks the
    documents whose override has an error (they are not printed)."""
    from ..typeset.layouts import override_findings

    findings, broken = override_findings([(v.doc, v.system) for v in documents])
    for v in documents:
        v.errors = v.errors or v.doc.path in broken
    return findings


def duplicate_file_ids(documents: list[Validated]) -> list[Finding]:
    """W-DUPLICATE-FILE-ID: two files of one kind (two clans, two island sets) with the same id."""
    first: dict[tuple[str, str, object], Document] = {}
    findings = []
    for v in documents:
        ident = v.doc.data.get("id")
        if not isinstance(ident, str):
            continue
        key = (v.system, v.content, ident)
        if key in first:
            findings.append(
                v.doc.finding(
                    "W-DUPLICATE-FILE-ID",
                    f"{v.content} id '{ident}' is also the id of {first[key].display}",
                    "/id",
                    "give each file its own id: later stages tell them apart by id",
                )
            )
        else:
            first[key] = v.doc
    return findings


def validate_file(path: Path, display: str, result: Result, root: Path | None = None) -> None:
    """Load one file (found in the named folder ``root``) and run the schema stage on it, adding to ``result``."""
    try:
        doc = read_document(path, display)
    except LoadError as exc:
        result.findings += exc.findings
        return
    doc.root = root
    kind = identify(doc)
    if isinstance(kind, Finding):
        result.findings.append(kind)
        return
    system, content = kind
    schema_findings = checker(all_systems()[system].schemas[content]).check(doc)
    result.findings += schema_findings
    if not schema_findings:
        result.documents.append(Validated(doc, system, content))


def _run_system_checks(result: Result) -> list[Finding]:
    """The systems' own checks on schema-valid documents; marks the documents they find errors in."""
    findings: list[Finding] = []
    by_system: dict[str, list[Validated]] = defaultdict(list)
    for validated in result.documents:
        by_system[validated.system].append(validated)
    for name, group in by_system.items():
        system, run = all_systems()[name], result.run(name)
        check = system.hook("check")
        found = check(run) if check else []
        checked = {f.file for f in found if f.severity == ERROR}
        overrides = system.hook("text_overrides")
        if overrides:
            for v in group:
                found = [*found, *override_findings(v.doc, overrides(v.doc, v.content), system.icons)]
        measured, overflows = system.hook("overflow_cards"), system.hook("text_overflow")
        if measured and overflows:
            for v in group:
                cards = measured(v.doc, v.content, run, v.doc.display in checked)
                found = [*found, *overflow_findings(v.doc, name, overflows, cards)]
        broken = {f.file for f in found if f.severity == "error"}
        for v in group:
            v.errors = v.doc.display in broken
        findings += found
    return findings

"""Export a card file to a sheet and import a sheet back into a card file that validates.

Import builds the document from the sheet's cells, writes it as YAML beside its target, runs
the normal validator on it, and reports every finding at the cell its value came from
(``Built.cell``), with the validator's own code, message and hint. A file is written only when
no finding is an error, and an existing file only with ``force``.
"""

from __future__ import annotations

import io
import os
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Iterable

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq

from ..findings import ERROR, Finding
from ..loader import LoadError, read_document
from ..safe_write import WriteRefused, os_refusal, refuse_linked_folders, refuse_unsafe, replacing
from ..systems import all_systems
from ..validator import Result, identify, validate_paths
from . import files
from .layout import Built, build, choices, tables

FLOW_WIDTH = 60  # a mapping or list of plain values up to this long is written on one line


@dataclass
class Outcome:
    """What one command did: files written and findings."""

    written: list[Path] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)


def export_file(
    path: Path, display: str, target: Path, force: bool = False, run: Result | None = None, root: Path | None = None
) -> Finding | None:
    """Write one card file to ``target`` (.xlsx or .csv); else the finding that says why not.
    ``run``: the files exported with it, validated together, whose rules text may read across
    files (a card's numbers from a ruleset beside it); by default the file alone. ``root``: the
    ``--out`` folder ``target`` lies below; a link among the folders between them is refused."""
    if target.exists() and not force:
        return _exists(display, target)
    try:
        if root is not None:
            refuse_linked_folders(root, target)
        refuse_unsafe(target)
    except WriteRefused as exc:
        return exc.finding
    try:
        doc = read_document(path, display)
    except LoadError as exc:
        return exc.finding
    kind = identify(doc)
    if isinstance(kind, Finding):
        return kind
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return os_refusal(target, exc).finding
    texts = rules_texts(run or validate_paths([path]), path, *kind)
    try:
        files.write(target, tables(doc.data, *kind, texts), choices(*kind))
    except WriteRefused as exc:
        return exc.finding
    return None


def mirrored(path: Path, named: Iterable[Path], fmt: str) -> Path:
    """Where the sheet of the card file ``path`` goes under ``--out``: its place below the folder
    named on the command line that holds it (``clans/skarde.xlsx`` for ``cards/eotn``), or its
    name alone for a file named directly."""
    folder = next((root for root in named if root.is_dir() and path.is_relative_to(root)), path.parent)
    return path.relative_to(folder).with_suffix(f".{fmt}")


def rules_texts(run: Result, path: Path, system: str, content: str, lang: str = "en") -> dict[str, str]:
    """The printed rules text of each card of the file at ``path`` in the validated ``run`` (the
    system's ``rules_text`` hook), by card id; none when the file has an error (the text is
    generated from valid data only)."""
    hook = all_systems()[system].hook("rules_text")
    doc = next((v.doc for v in run.documents if v.doc.path == path and not v.errors), None)
    return hook(doc, content, lang, run.run(system)) if hook and doc else {}


def _exists(display: str, target: Path) -> Finding:
    return Finding(
        display,
        1,
        1,
        "E-EXISTS",
        ERROR,
        f"{target} exists already",
        "pass --force to overwrite it, or choose another --out",
    )


def import_sheet(path: Path, display: str, target: Path, force: bool = False, schemas: Path | None = None) -> Outcome:
    """Read one sheet, validate it as a card file and write it to ``target`` as YAML, its modeline
    pointing at the schema folder ``schemas`` (by default one found above ``target``)."""
    outcome = Outcome()
    if target.exists() and not force:
        outcome.findings.append(_exists(display, target))
        return outcome
    try:
        refuse_unsafe(target)
        read = files.read(path, display)
    except (LoadError, WriteRefused) as exc:
        outcome.findings.append(exc.finding)
        return outcome
    built = build(read)
    outcome.findings += built.findings
    # a row with a broken cell is validated once the cell is fixed: its findings would be echoes
    broken = {(f.file, f.line) for f in built.findings}
    text = yaml_text(built.data, target, display, schemas)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, scratch = tempfile.mkstemp(prefix=".import-", suffix=".yaml", dir=target.parent)
    except OSError as exc:
        outcome.findings.append(os_refusal(target, exc).finding)
        return outcome
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        located = [_at_cell(f, built, display) for f in validate_paths([Path(scratch)]).findings]
        outcome.findings += [f for f in located if (f.file, f.line) not in broken]
        outcome.findings.sort(key=Finding.sort_key)
        if not any(f.severity == ERROR for f in outcome.findings):
            with replacing(target, "w", encoding="utf-8") as final:
                final.write(text)
            outcome.written.append(target)
    except WriteRefused as exc:
        outcome.findings.append(exc.finding)
    finally:
        Path(scratch).unlink(missing_ok=True)
    return outcome


def _at_cell(finding: Finding, built: Built, display: str) -> Finding:
    """The validator's finding, moved from the YAML it was found in to the cell the value came from."""
    cell = built.cell(finding.pointer)
    if cell is None:
        return replace(finding, file=display, line=1, column=1, excerpt="")
    return replace(finding, file=cell.place, line=cell.row, column=cell.column, excerpt=cell.text())


def schema_folder(start: Path, relative: str) -> Path | None:
    """The folder ``deckwright schema`` wrote that holds ``relative``: a ``schema`` folder in
    ``start`` or in a folder above it; None when there is none."""
    for folder in (start.resolve(), *start.resolve().parents):
        if (folder / "schema" / relative).is_file():
            return folder / "schema"
    return None


def yaml_text(data: dict, target: Path, source: str, schemas: Path | None = None) -> str:
    """The card file as YAML, small mappings in flow style, with a modeline first that points an
    editor at the file's schema in ``schemas`` (the folder ``deckwright schema`` wrote), or in the
    ``schema`` folder found in or above the target's folder; none when neither holds it."""
    kind = (data.get("system"), data.get("content"))
    header = ""
    if kind[0] in all_systems() and kind[1] in all_systems()[kind[0]].schemas:
        relative = all_systems()[kind[0]].schemas[kind[1]]
        folder = schemas if schemas is not None else schema_folder(target.parent, relative)
        if folder is not None:
            path = Path(os.path.relpath((folder / relative).resolve(), target.parent.resolve())).as_posix()
            header = f"# yaml-language-server: $schema={path}\n"
    yaml = YAML(typ="rt")
    yaml.width = 100
    yaml.indent(mapping=2, sequence=4, offset=2)
    out = io.StringIO()
    yaml.dump(_styled(data), out)
    return f"{header}#\n# Imported from {Path(source).name} by deckwright import.\n{out.getvalue()}"


def _styled(value: Any) -> Any:
    """Plain data as ruamel nodes; short mappings and lists of plain values are written in flow style."""
    node: CommentedMap | CommentedSeq
    if isinstance(value, dict):
        node = CommentedMap((key, _styled(item)) for key, item in value.items())
    elif isinstance(value, list):
        node = CommentedSeq(_styled(item) for item in value)
    else:
        return value
    items = list(value.values() if isinstance(value, dict) else value)
    if items and all(not isinstance(item, (dict, list)) for item in items) and len(str(value)) <= FLOW_WIDTH:
        node.fa.set_flow_style()
    return node

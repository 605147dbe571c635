"""``deckwright export``: card files to spreadsheets (XLSX or CSV), one sheet file per card file."""

from __future__ import annotations

from pathlib import Path

import click

from ..findings import ERROR, Finding, printable
from ..loader import discover
from ..sheets.convert import export_file, mirrored
from ..sheets.files import FORMATS
from ..validator import validate_paths
from .options import format_option
from .output import report


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@format_option(FORMATS, "xlsx", "xlsx: one sheet per table; csv: one grid with a 'list' column.")
@click.option(
    "--out",
    required=True,
    type=click.Path(path_type=Path),
    help="A folder, or a .xlsx/.csv file when exporting one card file.",
)
@click.option("--force", is_flag=True, help="Overwrite sheet files that exist.")
def export(paths: tuple[Path, ...], fmt: str, out: Path, force: bool) -> None:
    """Write card files as spreadsheets: one row per card, one column per field.

    \b
    The cell syntax (counts 'wood:1 stone:2', texts 'en=Farm|de=Hof', nested
    values as YAML flow text) is in docs/spreadsheets.md; 'deckwright import'
    reads the sheets back. Files given together are read together: their
    rules text column prints the numbers of the ruleset given with them.
    Example:  deckwright export cards/eotn/clans/skarde.yaml --out sheets/
    """
    found, findings = discover(list(paths))
    single = out.suffix.lower() == f".{fmt}"
    _check_out(out, fmt, single)
    if single and len(found) > 1:
        raise click.UsageError(f"{len(found)} card files need a folder as --out, not a .{fmt} file")
    written: list[Path] = []
    run = validate_paths([path for path, _ in found])  # read together, as render reads them
    for path, display in found:
        target = out if single else out / mirrored(path, paths, fmt)
        if target in written:
            findings.append(
                Finding(
                    display,
                    1,
                    1,
                    "E-EXISTS",
                    ERROR,
                    f"another card file was just exported to {target}",
                    "name their folder instead, or export them to different folders",
                )
            )
            continue
        finding = export_file(path, display, target, force, run, None if single else out)
        if finding is None:
            written.append(target)
            click.echo(f"wrote {printable(str(target))}")
        else:
            findings.append(finding)
    raise SystemExit(report(findings, len(found), "text"))


def _check_out(out: Path, fmt: str, single: bool) -> None:
    """Refuse an ``--out`` that names a sheet file of another format (it would become a folder of
    that name) or, as a folder, names an existing file."""
    other = next((name for name in FORMATS if name != fmt and out.suffix.lower() == f".{name}"), None)
    if other:
        raise click.UsageError(
            f"--out {out} names a .{other} file, but --format is {fmt}: give --format {other}, "
            f"a .{fmt} file or a folder"
        )
    if not single and out.is_file():
        raise click.UsageError(
            f"--out {out} is a file, not a folder: give a folder (or a .{fmt} file to export one card file)"
        )

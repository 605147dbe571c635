"""``deckwright import``: spreadsheets (XLSX or CSV) back to card files that validate."""

from __future__ import annotations

from pathlib import Path

import click

from ..findings import exit_code, printable, summary, to_json
from ..sheets.convert import import_sheet
from ..sheets.files import format_text
from .options import format_option


@click.command("import")
@click.argument("sheets", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--out",
    required=True,
    type=click.Path(path_type=Path, file_okay=False),
    help="The folder the card files are written to (NAME.yaml for NAME.xlsx or NAME.csv).",
)
@click.option("--force", is_flag=True, help="Overwrite card files that exist.")
@click.option(
    "--schema",
    "schemas",
    type=click.Path(path_type=Path, file_okay=False),
    help="The folder 'deckwright schema' wrote, for the modeline [default: a schema/ in or above --out].",
)
@format_option(("text", "json"), "text", "text for people, json for tools.")
def import_cmd(sheets: tuple[Path, ...], out: Path, force: bool, schemas: Path | None, fmt: str) -> None:
    """Read sheets written by 'deckwright export' (or by hand) into YAML card files.

    \b
    Each sheet is validated like a card file; findings name the cell, as
    book.xlsx:deck!C12 or book.csv:12:3. Nothing is written for a sheet with errors.
    Exit status: 0 written (warnings allowed), 1 errors, 2 unreadable input.
    Example:  deckwright import sheets/skarde.xlsx --out cards/
    """
    findings = []
    for sheet in sheets:
        outcome = import_sheet(sheet, str(sheet), out / f"{sheet.stem}.yaml", force, schemas)
        findings += outcome.findings
        for path in outcome.written:
            if fmt == "text":
                click.echo(f"wrote {printable(str(path))}")
    if fmt == "json":
        click.echo(to_json(findings))
    else:
        for finding in findings:
            click.echo(format_text(finding))
        click.echo(summary(findings, len(sheets)))
    raise SystemExit(exit_code(findings))

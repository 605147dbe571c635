"""``deckwright validate``: check card files against the schema and the game's rules."""

from __future__ import annotations

from pathlib import Path

import click

from ..validator import validate_paths
from .options import findings_format
from .output import report


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@findings_format
def validate(paths: tuple[Path, ...], fmt: str) -> None:
    """Validate card files (YAML or JSON) or folders of them.

    \b
    Exit status: 0 no errors (warnings allowed), 1 errors, 2 unreadable input.
    Example:  deckwright validate cards/eotn/clans/my-clan.yaml
    """
    result = validate_paths(list(paths))
    raise SystemExit(report(result.findings, result.files, fmt))

"""``deckwright schema``: write the JSON Schema files out, for editors and other tools."""

from __future__ import annotations

import json
import os
from pathlib import Path

import click

from ..safe_write import write_all
from ..validator.editor import editor_schema_files


@click.command()
@click.argument("out", type=click.Path(file_okay=False, path_type=Path))
@click.option("--force", is_flag=True, help="Overwrite schema files that already exist.")
def schema(out: Path, force: bool) -> None:
    """Write the JSON Schema files into the folder OUT: all of them or, on any refusal, none.

    \b
    Point a YAML file at them for completion and inline errors in VS Code:
      # yaml-language-server: $schema=OUT/eotn/clan.schema.json
    """
    files = {
        name: (json.dumps(document, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
        for name, document in editor_schema_files().items()
    }
    existing = [out / name for name in files if os.path.lexists(out / name)]
    if existing and not force:
        raise click.UsageError(f"{existing[0]} exists; pass --force to overwrite the schema files")
    for path in write_all(out, files):
        click.echo(f"wrote {path}")

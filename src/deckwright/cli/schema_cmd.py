"""``deckwright schema``: write the JSON Schema files out, for editors and other tools."""

from __future__ import annotations

import json
from pathlib import Path

import click

from ..validator.schema import schema_files


@click.command()
@click.argument("out", type=click.Path(file_okay=False, path_type=Path))
@click.option("--force", is_flag=True, help="Overwrite schema files that already exist.")
def schema(out: Path, force: bool) -> None:
    """Write the JSON Schema files into the folder OUT.

    \b
    Point a YAML file at them for completion and inline errors in VS Code:
      # yaml-language-server: $schema=OUT/eotn/clan.schema.json
    """
    files = schema_files()
    existing = [name for name in files if (out / name).exists()]
    if existing and not force:
        raise click.UsageError(f"{out / existing[0]} exists; pass --force to overwrite the schema files")
    for name, document in files.items():
        target = out / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        click.echo(f"wrote {target}")

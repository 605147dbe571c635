"""``deckwright build``: validate, smoke-play and print every card file in one go.

The smoke play is ``deckwright check``'s, with its defaults, for every system that has a rules
engine (a ``new_game`` hook); its findings are printed and judged like the validator's. A system
without an engine is noted and skipped. The output folder is checked first, so that a folder
deckwright cannot write to is reported before the smoke play, not after it.
"""

from __future__ import annotations

from pathlib import Path

import click

from ..engine.arena import make_arena
from ..engine.smoke import smoke_findings
from ..findings import exit_code
from ..paths import data_dir
from ..renderer.outdir import OutputFolder
from ..renderer.outputs import Settings
from ..renderer.pdf import PrintOptions
from ..renderer.sheets import PAPERS, Sheet, card_size
from ..systems import all_systems
from ..validator import validate_paths
from .output import report
from .render import decks, render_decks, summarize


@click.command()
@click.argument("content", required=False, type=click.Path(path_type=Path))
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("output"),
    show_default=True,
    help="Folder to write the PDFs to.",
)
@click.option("--force", is_flag=True, help="Overwrite files in --out that deckwright did not write.")
def build(content: Path | None, out: Path, force: bool) -> None:
    """Validate, smoke-play and render all card files under CONTENT (default: cards/) to PDFs.

    \b
    Without CONTENT, uses ./cards when it exists, else the cards shipped with deckwright.
    PDFs use the defaults of 'deckwright render' (A4, poker size, crop marks, English).
    Example:  deckwright build
    """
    if content is None:
        content = Path("cards") if Path("cards").is_dir() else data_dir("cards")
    folder = OutputFolder(out, force=force)
    folder.check_writable()  # before the long smoke play, not after it
    result = validate_paths([content])
    status = report(result.findings, result.files, "text") if result.findings else 0
    if status:
        raise SystemExit(status)
    notes = []
    for name, system in all_systems().items():
        documents = [(v.doc, v.content) for v in result.documents if v.system == name and not v.errors]
        if not documents:
            continue
        if "new_game" not in system.hooks:
            notes.append(f"{system.title}: no rules engine yet, smoke play skipped")
            continue
        found = smoke_findings(make_arena(name, documents))
        if found:
            status = report(found, len(documents), "text")
            if status:
                raise SystemExit(status)
    found, render_notes = decks(result, "en")
    sheet = Sheet(card_size("poker"), PAPERS["a4"])
    outcome = render_decks(found, Settings(PrintOptions(sheet)), folder)
    summarize(outcome, folder, notes + render_notes)
    raise SystemExit(exit_code(result.findings))

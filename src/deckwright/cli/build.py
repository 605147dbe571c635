"""``deckwright build``: validate, smoke-play and print every card file in one go.

The smoke play is ``deckwright check``'s, with its defaults, for every system that has a rules
engine (a ``new_game`` hook), over the files without errors; its findings are printed and judged
like the validator's. Before the files written, build says what it validated (the count of
findings, the files not printed for their errors) and smoke-played (one summary line per
entrant). A file with errors is reported and left out; the others are still smoke-played and
printed, and the exit status says there was an error. A system without an engine is noted and
skipped. The output folder is checked first, so that a folder deckwright cannot write to is
reported before the smoke play, not after it.
"""

from __future__ import annotations

from pathlib import Path

import click

from ..findings import ERROR, Finding, exit_code
from ..paths import data_dir
from ..play.arena import SMOKE_BOT, VERDICT_BOT
from ..play.smoke import BUILD_GAMES, GAMES, smoke_validated, summary_line
from ..renderer.outdir import OutputFolder
from ..renderer.outputs import Settings
from ..renderer.pdf import PrintOptions
from ..renderer.pipeline import decks, render_decks
from ..renderer.sheets import PAPERS, Sheet, card_size
from ..validator import validate_paths
from .options import games_option, output_folder_options, smoke_games_option, workers_option
from .output import report
from .progress import bar
from .render import summarize


@click.command()
@click.argument("content", required=False, type=click.Path(path_type=Path))
@output_folder_options("Folder to write the PDFs to.")
@games_option(BUILD_GAMES, f"Games per entrant for the balance verdict ({VERDICT_BOT} bot; check plays {GAMES}).")
@smoke_games_option(GAMES, SMOKE_BOT)
@workers_option()
def build(content: Path | None, out: Path, force: bool, games: int, smoke_games: int, workers: int | None) -> None:
    """Validate, smoke-play and render all card files under CONTENT (default: cards/) to PDFs.

    \b
    Without CONTENT, uses ./cards when it exists, else the cards shipped with deckwright.
    PDFs use the defaults of 'deckwright render' (A4, poker size, crop marks, English).
    The smoke play is check's: greedy bots for stuck games and dead cards (--smoke-games per
    entrant), the strong bot for the balance verdict (--games per entrant: a first look;
    'deckwright check' plays 400 for a closer one).
    --workers sets the processes of both the smoke play and the rendering.
    A file with errors is reported and not printed; the other files still are.
    Exit status: 0 no errors (warnings allowed), 1 errors, 2 unreadable input.
    Example:  deckwright build
    """
    if content is None:
        content = Path("cards") if Path("cards").is_dir() else data_dir("cards")
    folder = OutputFolder(out, force=force)
    folder.check_writable()  # before the long smoke play, not after it
    result = validate_paths([content])
    with bar() as progress:
        smoke, notes = smoke_validated(result, games, progress=progress, workers=workers, smoke_games=smoke_games)
    findings = result.findings + smoke.findings
    findings.sort(key=Finding.sort_key)
    report(findings, result.files, "text")
    broken = sorted({f.file for f in result.findings if f.severity == ERROR})
    click.echo(
        f"validated {result.files} file(s): {len(findings)} finding(s)"
        + (f"; not printed, for their errors: {', '.join(broken)}" if broken else "")
    )
    click.echo(f"smoke-played {len(smoke.summary)} set(s):" if smoke.summary else "smoke-played nothing")
    for row in smoke.summary:
        click.echo(f"  {row['title']}: {summary_line(row)}")
    found, render_notes = decks(result, "en")
    sheet = Sheet(card_size("poker"), PAPERS["a4"])
    with bar() as progress:
        outcome = render_decks(found, Settings(PrintOptions(sheet)), folder, workers=workers, progress=progress)
    summarize(outcome, folder, notes + render_notes)
    raise SystemExit(exit_code(findings))

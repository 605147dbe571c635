"""``deckwright render``: validated card files to print-and-play PDFs, PNGs and Tabletop Simulator decks."""

from __future__ import annotations

import math
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

import click

from ..errors import DeckwrightError
from ..findings import exit_code
from ..renderer.outdir import OutputFolder
from ..renderer.outputs import SERVICES, Outcome
from ..renderer.pipeline import RenderRun, Unusable, prepare, render_validated, validated
from ..renderer.sheets import CARD_SIZES, FLIPS, PAPERS, card_size, paper_size
from ..typeset.fonts import STYLES, Fonts, parse_font_option
from . import Shown
from .options import lang_option, output_folder_options, workers_option
from .output import report
from .progress import bar

URL_SCHEMES = ("http", "https", "file")  # what --tts-url may begin with
MAX_OFFSET = 20.0  # mm; printers misalign backs by a few mm at most
MIN_CARD, MAX_CARD = 10.0, 500.0  # mm per side; a card must also fit on the paper (Sheet)
MIN_PAPER, MAX_PAPER = 50.0, 2000.0  # mm per side


@contextmanager
def usage_errors() -> Iterator[None]:
    """Settings the renderer cannot use (``pipeline.Unusable``) end as a usage error of the command."""
    try:
        yield
    except Unusable as exc:
        raise click.UsageError(exc.message) from None


def summarize(outcome: Outcome, folder: OutputFolder, notes: list[str]) -> None:
    """Notes and warnings, then every file written (and, when few, the ones already up to date)."""
    for line in dict.fromkeys([*notes, *outcome.warnings]):  # a face drawn for the PDF and the PNG warns once
        click.echo(f"note: {line}", err=True)
    click.echo(f"{len(outcome.written)} file(s) written, {len(outcome.skipped)} up to date, in {folder.root}")
    listed = [(path, "") for path in outcome.written]
    if len(outcome.skipped) <= 20:
        listed += [(path, " (up to date)") for path in outcome.skipped]
    for path, remark in listed:
        click.echo(f"  {path.relative_to(folder.root)}{remark}")


def _parse_offset(ctx: click.Context, param: click.Parameter, value: str) -> tuple[float, float]:
    try:
        x, y = (float(part) for part in value.split(","))
    except ValueError:
        raise click.BadParameter("write X,Y in millimetres, e.g. 0.5,-1") from None
    if not all(math.isfinite(v) and abs(v) <= MAX_OFFSET for v in (x, y)):
        raise click.BadParameter(f"each of X,Y is a number of millimetres from -{MAX_OFFSET} to {MAX_OFFSET}")
    return x, y


def _sizes(
    parse: Callable[[str], tuple[float, float]], low: float, high: float, what: str
) -> Callable[[click.Context, click.Parameter, str], tuple[float, float]]:
    """A click callback: a size by name or ``WxH`` through ``parse``, each side from ``low`` to ``high`` mm."""

    def callback(ctx: click.Context, param: click.Parameter, value: str) -> tuple[float, float]:
        try:
            size = parse(value)
        except ValueError as exc:
            raise click.BadParameter(str(exc)) from None
        if not all(low <= side <= high for side in size):
            raise click.BadParameter(f"each side of {what} is from {low:g} to {high:g} mm")
        return size

    return callback


def _fonts(ctx: click.Context, param: click.Parameter, values: tuple[str, ...]) -> Fonts | None:
    try:
        return parse_font_option(values)
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from None


def _url(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """``--tts-url``: a URL with a scheme Tabletop Simulator loads (or none given)."""
    scheme, _, rest = value.partition("://")
    if value and (scheme.lower() not in URL_SCHEMES or not rest):
        raise click.BadParameter(f"{value!r} is not a URL: begin it with {', '.join(s + '://' for s in URL_SCHEMES)}")
    return value


def _given(ctx: click.Context, name: str) -> bool:
    return ctx.get_parameter_source(name) is not click.core.ParameterSource.DEFAULT


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@output_folder_options("Folder to write to; nothing is written outside it.")
@click.option(
    "--paper",
    default="a4",
    show_default=True,
    callback=_sizes(paper_size, MIN_PAPER, MAX_PAPER, "the paper"),
    help=f"{', '.join(PAPERS)} or WxH in mm.",
)
@click.option(
    "--landscape",
    "landscape_",
    is_flag=True,
    help="Turn the paper: its long side across (4 poker cards per A4 gutter fold).",
)
@click.option(
    "--card-size",
    "card",
    default="poker",
    show_default=True,
    callback=_sizes(card_size, MIN_CARD, MAX_CARD, "a card"),
    help=", ".join(f"{name} ({w:g}x{h:g})" for name, (w, h) in CARD_SIZES.items()) + " or WxH in mm.",
)
@click.option(
    "--bleed",
    type=click.FloatRange(0, 10),
    default=0.0,
    show_default=True,
    help="Art beyond the cut line on every side, in mm (print shops ask for 3).",
)
@click.option(
    "--gap",
    type=click.FloatRange(0, 20),
    default=0.0,
    show_default=True,
    help="Space between neighbouring cards (their bleed edges), in mm.",
)
@click.option("--crop-marks/--no-crop-marks", default=True, show_default=True, help="Cut marks in the page margins.")
@click.option(
    "--duplex/--no-duplex",
    default=False,
    show_default=True,
    help="Each front page followed by its back page, for two-sided printing.",
)
@click.option(
    "--flip",
    type=click.Choice(FLIPS),
    default="long",
    show_default=True,
    help="The paper edge your printer turns the sheet on for duplex.",
)
@click.option(
    "--back-offset",
    default="0,0",
    show_default=True,
    callback=_parse_offset,
    help="Shift the back pages by X,Y mm (see --calibration).",
)
@click.option(
    "--calibration", is_flag=True, help="Also write calibration.pdf, a duplex page pair to measure --back-offset."
)
@click.option(
    "--gutter-fold", is_flag=True, help="Fronts and upside-down backs on one page, to fold (no duplex printer)."
)
@click.option(
    "--no-numbers", "no_numbers", is_flag=True, help="Print no card numbers (12/40) on the faces, in every game."
)
@click.option("--guides", is_flag=True, help="Outline each card's trim (solid) and safe zone (dashed): for proofing.")
@click.option(
    "--font",
    "fonts",
    multiple=True,
    metavar="STYLE=FILE",
    callback=_fonts,
    help=f"Print in this TTF/OTF font (repeatable; STYLE is one of {', '.join(STYLES)}), "
    "whatever the card files name; a style not given takes the nearest one given.",
)
@lang_option
@click.option("--png", is_flag=True, help="Also one PNG per card and per back at 300 DPI.")
@click.option("--tts", is_flag=True, help="Also Tabletop Simulator deck sheets and a saved object (implies the PNGs).")
@click.option(
    "--tts-url",
    default="",
    metavar="URL",
    callback=_url,
    help="Where you will upload the TTS images (http://, https:// or file://): the saved object points there "
    "instead of at this computer.",
)
@click.option(
    "--print-service",
    "service",
    type=click.Choice(list(SERVICES)),
    help="What a print service takes instead of sheets: drivethru, one card a page as CMYK PDF/X-1a "
    "(<deck>-print.pdf); mpc, one 300 DPI PNG a face. Card size and bleed are the service's unless given.",
)
@click.option(
    "--icc",
    type=click.Path(dir_okay=False, exists=True, path_type=Path),
    help="CMYK output ICC profile for --print-service drivethru (default: one installed, e.g. Ghostscript's).",
)
@click.option("--proof", is_flag=True, help="Also <deck>-proof.pdf: every card at half size with its id.")
@click.option(
    "--card",
    "cards",
    multiple=True,
    metavar="ID",
    help="Only this card (repeatable), one copy with its back, to <deck>-<ID>.pdf: a quick preview.",
)
@workers_option()
@click.option("--watch", is_flag=True, help="Keep running and re-render whenever a card file is saved.")
@click.pass_context
def render(
    ctx: click.Context,
    paths: tuple[Path, ...],
    out: Path,
    paper: tuple[float, float],
    landscape_: bool,
    card: tuple[float, float],
    bleed: float,
    gap: float,
    crop_marks: bool,
    duplex: bool,
    flip: str,
    back_offset: tuple[float, float],
    calibration: bool,
    gutter_fold: bool,
    guides: bool,
    no_numbers: bool,
    fonts: Fonts | None,
    lang: str,
    png: bool,
    tts: bool,
    tts_url: str,
    service: str | None,
    icc: Path | None,
    proof: bool,
    cards: tuple[str, ...],
    workers: int | None,
    watch: bool,
    force: bool,
) -> None:
    """Render card files (or folders of them) for printing.

    \b
    Card files are validated first; files with errors are refused with the findings.
    Files given together are read together, as 'deckwright validate' reads them: cards
    print the numbers of the ruleset given with them (the first one given).
    Examples:
      deckwright render cards/eotn/clans/skarde.yaml
      deckwright render cards/ --duplex --bleed 1.5 --png --tts --out print/
      deckwright render my-ruleset.yaml my-cards.yaml my-clan.yaml
    Exit status: 0 written, 1 the files have errors (nothing written), 2 unreadable input.
    """
    run = RenderRun(
        paths,
        out,
        paper,
        landscape_,
        card if _given(ctx, "card") or not service else None,
        bleed if _given(ctx, "bleed") or not service else None,
        gap,
        crop_marks,
        duplex,
        flip,
        back_offset,
        calibration,
        gutter_fold,
        guides,
        no_numbers,
        fonts,
        lang,
        png,
        tts,
        tts_url,
        service,
        icc,
        proof,
        cards,
        workers,
        force,
    )
    with usage_errors():
        prepared = prepare(run)

    def once() -> int:
        result = validated(run)
        if result.findings:
            status = report(result.findings, result.files, "text")
            if status:
                return status
        with usage_errors():
            with bar() as progress:
                outcome, notes = render_validated(run, prepared, result, progress)
        summarize(outcome, prepared.folder, notes)
        return exit_code(result.findings)

    if not watch:
        raise SystemExit(once())
    _watch(paths, prepared.folder.root, once)


def _watch(paths: tuple[Path, ...], out: Path, once: Callable[[], object], poll: float = 0.5) -> None:
    """Render now, then again after every saved file under ``paths`` (card files, art), until Ctrl-C.

    A file argument is watched through its folder, as editors often save by replacing the file.
    Files in the output folder are ignored, so rendering never triggers itself. A watched folder
    that is deleted (a ``git checkout``, a sync tool) is waited for, every ``poll`` seconds, and
    watched again once it is back; both are said on stderr.
    """
    from watchfiles import DefaultFilter, watch

    default = DefaultFilter()
    out = out.resolve()  # events name resolved paths

    def is_input(change: Any, path: str) -> bool:
        return default(change, path) and not Path(path).resolve().is_relative_to(out)

    folders = sorted({path.parent if path.is_file() else path for path in paths})
    try:
        _again(once)
        click.echo("watching for changes (Ctrl-C to stop)", err=True)
        while True:
            for changes in watch(*folders, watch_filter=is_input):
                if any(not folder.is_dir() for folder in folders):
                    break
                names = sorted({Path(p).name for _, p in changes if Path(p).exists()})  # not editors' temporary files
                click.echo(f"changed: {', '.join(names) or 'files removed'}", err=True)
                _again(once)
            else:
                return
            gone = [str(folder) for folder in folders if not folder.is_dir()]
            click.echo(f"{', '.join(gone)} was deleted; waiting for it to come back", err=True)
            while any(not folder.is_dir() for folder in folders):
                time.sleep(poll)
            click.echo(f"{', '.join(gone)} is back; watching again", err=True)
            _again(once)
    except KeyboardInterrupt:
        pass


def _again(once: Callable[[], object]) -> None:
    """One render of a watch: a refusal is shown, and the watch goes on."""
    try:
        once()
    except DeckwrightError as exc:
        Shown(exc).show()
    except click.ClickException as exc:
        exc.show()

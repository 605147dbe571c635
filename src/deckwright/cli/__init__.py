"""The ``deckwright`` command line: one module per command, each imported only when it runs.

``COMMANDS`` names each command's module and its one-line help, so that ``deckwright --help``
lists every command without importing any (``tests/cli/test_commands.py`` checks the lines
against the commands' own help). A command module is imported when its command runs or shows
its own ``--help``: ``deckwright validate`` never loads the engines, the renderer or rich.
"""

from __future__ import annotations

import importlib
import os
import sys
from typing import IO, Any

import click

from .. import __version__
from ..errors import DeckwrightError

# command name -> ("module:function" in this package, the first paragraph of the command's help)
COMMANDS = {
    "build": ("build:build", "Validate, smoke-play and render all card files under CONTENT (default: cards/) to PDFs."),
    "check": (
        "check:check",
        "Validate card files, then smoke-play each entrant against the shipped ones.",
    ),
    "explain": (
        "explain:explain",
        "Print what the finding CODE (E-DECK-SIZE, w-text-overflow ...) means, how to fix it and where the docs "
        "explain it; with --list, every code.",
    ),
    "export": ("export:export", "Write card files as spreadsheets: one row per card, one column per field."),
    "import": (
        "import_cmd:import_cmd",
        "Read sheets written by 'deckwright export' (or by hand) into YAML card files.",
    ),
    "play": (
        "play:play",
        "Smoke-play the entrants FILES hold: each against the shipped ones in turn, several among themselves.",
    ),
    "render": ("render:render", "Render card files (or folders of them) for printing."),
    "replay": ("replay:replay", "Replay games logged by `deckwright play --log DIR`, checking every decision."),
    "schema": (
        "schema_cmd:schema",
        "Write the JSON Schema files into the folder OUT: all of them or, on any refusal, none.",
    ),
    "serve": (
        "serve:serve",
        "Preview the card files under PATH (default: ./cards, else the shipped cards) in a browser.",
    ),
    "sweep": (
        "sweep:sweep",
        "Play what-if variants of a card file (a cost, a good, a count, a card removed ...) and rank them.",
    ),
    "validate": ("validate:validate", "Validate card files (YAML or JSON) or folders of them."),
}


class Shown(click.ClickException):
    """A ``DeckwrightError`` as click shows errors: its finding where it has one, else its message."""

    def __init__(self, error: DeckwrightError) -> None:
        super().__init__(error.message)
        self.error = error

    def show(self, file: IO[Any] | None = None) -> None:
        finding = getattr(self.error, "finding", None)
        if finding is None:
            super().show(file)
        else:
            from ..findings import format_text

            click.echo(format_text(finding), err=True)


class Commands(click.Group):
    """The command group: commands load on use, and a ``DeckwrightError`` ends as click's error."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in COMMANDS:
            return None
        module, _, function = COMMANDS[cmd_name][0].partition(":")
        return getattr(importlib.import_module(f"{__name__}.{module}"), function)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The commands with their help's first line, shortened as click shortens it, from ``COMMANDS``."""
        limit = formatter.width - 6 - max(map(len, COMMANDS))
        rows = [
            (name, click.Command(name, help=text).get_short_help_str(limit)) for name, (_, text) in COMMANDS.items()
        ]
        with formatter.section("Commands"):
            formatter.write_dl(sorted(rows))

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except DeckwrightError as exc:
            raise Shown(exc) from None


@click.group(cls=Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="deckwright")
def cli() -> None:
    """Design, check, smoke-play and print custom card sets for existing card games.

    \b
    Start with:  deckwright validate cards/
    Docs:        docs/authoring.md
    """


def main() -> None:
    """Run the command line; the output streams never turn a result into a traceback.

    A character the output encoding lacks is written as an escape (``PYTHONIOENCODING=latin-1``
    and an emoji in a name); a closed stdout is reported on stderr and the exit status still
    tells the result; a reader that stops early (``| head``) ends deckwright quietly, the way
    the Python documentation recommends for SIGPIPE.
    """
    for stream in (sys.stdout, sys.stderr):
        if stream is not None and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    if sys.stdout is None:
        click.echo("deckwright: standard output is closed; only the exit status tells the result", err=True)
        sys.stdout = open(os.devnull, "w", encoding="utf-8")
    code: int | str | None = 1
    try:
        try:
            cli.main(prog_name="deckwright")
        except SystemExit as done:
            code = done.code
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error when Python exits
        code = code or 1
    raise SystemExit(code)

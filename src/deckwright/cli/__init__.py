"""The ``deckwright`` command line: one module per command, gathered here."""

from __future__ import annotations

import os
import sys

import click

from .. import __version__
from ..engine.arena import ArenaError
from .build import build
from .check import check
from .explain import explain
from .export import export
from .import_cmd import import_cmd
from .play import play
from .render import render
from .replay import replay
from .schema_cmd import schema
from .serve import serve
from .sweep import sweep
from .validate import validate


class Commands(click.Group):
    """The command group: input that validates but cannot be played ends as a usage error."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except ArenaError as exc:
            raise click.ClickException(str(exc)) from None


@click.group(cls=Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="deckwright")
def cli() -> None:
    """Design, check, smoke-play and print custom card sets for existing card games.

    \b
    Start with:  deckwright validate cards/
    Docs:        docs/authoring.md
    """


for command in (validate, schema, render, build, play, check, replay):
    cli.add_command(command)
cli.add_command(explain)
cli.add_command(export)
cli.add_command(import_cmd)
cli.add_command(serve)
cli.add_command(sweep)


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

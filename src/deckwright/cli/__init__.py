"""The ``deckwright`` command line: one module per command, gathered here."""

from __future__ import annotations

import click

from .. import __version__
from ..engine.arena import ArenaError
from .build import build
from .check import check
from .export import export
from .import_cmd import import_cmd
from .play import play
from .render import render
from .replay import replay
from .schema_cmd import schema
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
cli.add_command(export)
cli.add_command(import_cmd)


def main() -> None:
    cli(prog_name="deckwright")

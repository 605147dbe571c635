"""Printing findings the same way for every command, and the exit rule."""

from __future__ import annotations

import sys

import click

from ..findings import Finding, exit_code, format_github, format_text, summary, to_json

FORMATS = ("text", "json", "github")

findings_format = click.option(
    "--format",
    "fmt",
    type=click.Choice(FORMATS),
    default="text",
    show_default=True,
    help="text for people, json for tools, github for CI annotations.",
)


def report(findings: list[Finding], files: int, fmt: str) -> int:
    """Print the findings in ``fmt`` and return the exit status they call for."""
    if fmt == "json":
        click.echo(to_json(findings))
    elif fmt == "github":
        for finding in findings:
            click.echo(format_github(finding))
    else:
        color = sys.stdout.isatty()
        for finding in findings:
            click.echo(format_text(finding, color=color))
        click.echo(summary(findings, files))
    return exit_code(findings)

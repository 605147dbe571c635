"""Printing findings the same way for every command, and the exit rule."""

from __future__ import annotations

import sys

import click

from ..findings import Finding, exit_code, format_github, format_text, summary, to_json


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

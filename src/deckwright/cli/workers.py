"""``--workers N``, the same option on every command that spreads its work over processes."""

from __future__ import annotations

import click

from ..workers import default_workers


def workers_option(command):
    """``--workers``: how many processes do the work (None: all cores; 1: this process alone)."""
    return click.option(
        "--workers",
        type=click.IntRange(1, 512),
        default=None,
        help=f"Worker processes (default: all {default_workers()} cores; 1: all in this process).",
    )(command)

"""``--workers N``, the same option on every command that spreads its work over processes."""

from __future__ import annotations

from contextlib import ExitStack, contextmanager
from typing import Any, Iterator

import click

from ..engine.runner import ClusterError, cluster
from ..workers import default_workers


def workers_option(command):
    """``--workers``: how many processes do the work (None: all cores; 1: this process alone)."""
    return click.option(
        "--workers",
        type=click.IntRange(1, 512),
        default=None,
        help=f"Worker processes (default: all {default_workers()} cores; 1: all in this process).",
    )(command)


def cluster_options(command):
    """``--scheduler tcp://HOST:PORT`` and ``--local-cluster N``: play on Dask distributed instead
    of local processes (``runner.cluster``; read them with ``dask_client``)."""
    command = click.option(
        "--local-cluster",
        "cluster_workers",
        type=click.IntRange(1, 512),
        default=None,
        help="Play on a Dask LocalCluster of this many processes on this machine (to try the distributed path).",
    )(command)
    return click.option(
        "--scheduler",
        default=None,
        metavar="tcp://HOST:PORT",
        help="Play on this Dask distributed scheduler instead of local processes.",
    )(command)


@contextmanager
def dask_client(scheduler: str | None, cluster_workers: int | None) -> Iterator[Any]:
    """The Dask client of ``cluster_options`` (None: local processes); a clear error when the
    options clash, Dask is missing or the scheduler does not answer."""
    if scheduler and cluster_workers:
        raise click.UsageError("--scheduler and --local-cluster: give one of them")
    with ExitStack() as stack:
        try:
            client = stack.enter_context(cluster(scheduler, cluster_workers))
        except ClusterError as exc:
            raise click.ClickException(str(exc)) from None
        yield client


def games_option(default: int, text: str, most: int = 1_000_000):
    """``--games N``: how many games each entrant plays (``text``: its help)."""
    return click.option("--games", type=click.IntRange(1, most), default=default, show_default=True, help=text)

"""``deckwright sweep``: what-if variants of a card file, played and ranked (``engine.sweep``)."""

from __future__ import annotations

from pathlib import Path

import click
from rich.console import Console

from ..engine import sweep_report
from ..engine.arena import ArenaError
from ..engine.report import write
from ..engine.sweep import SweepError, dask_executor, local_executor, read_config, run_sweep
from .output import report as print_findings
from .play import check_report_path


@click.command()
@click.argument("config", type=click.Path(path_type=Path, dir_okay=False))
@click.option(
    "--report",
    "report_paths",
    multiple=True,
    type=click.Path(path_type=Path, dir_okay=False),
    help="Write the ranked results to this .json, .md or .html file (repeat for several).",
)
@click.option(
    "--workers",
    type=click.IntRange(1, 512),
    default=None,
    help="Local processes that play the games (default: all cores).",
)
@click.option(
    "--scheduler",
    default=None,
    help="Run on this Dask distributed scheduler (tcp://HOST:PORT) instead of local processes.",
)
@click.option(
    "--local-cluster",
    "cluster_workers",
    type=click.IntRange(1, 512),
    default=None,
    help="Run on a Dask LocalCluster of this many processes (to try the distributed path here).",
)
def sweep(
    config: Path,
    report_paths: tuple[Path, ...],
    workers: int | None,
    scheduler: str | None,
    cluster_workers: int | None,
) -> None:
    """Play what-if variants of a card file (a cost, a good, a count, a card removed ...) and rank them.

    \b
    CONFIG is a YAML file: the card file, games per variant and the variants (docs/sweep.md).
    Each variant and the unchanged file play the same games against the shipped content; the
    results are identical for the same seed on local processes or on Dask.
    Example:  deckwright sweep sweep.yaml --report sweep.html --report sweep.json
    Exit status: 0 played, 1 the config or a variant has errors, 2 unreadable input.
    """
    if scheduler and cluster_workers:
        raise click.UsageError("--scheduler and --local-cluster: give one of them")
    for path in report_paths:
        check_report_path(path)
    try:
        plan = read_config(config)
        if scheduler or cluster_workers:
            result = _on_dask(plan, scheduler, cluster_workers)
        else:
            result = run_sweep(plan, local_executor(workers))
    except SweepError as exc:
        raise SystemExit(print_findings(exc.findings, 1, "text") or 1) from None
    except ArenaError as exc:
        raise click.ClickException(str(exc)) from None
    Console().print(sweep_report.summary_table(result))
    for note in sweep_report.notes(result)[2:]:
        click.echo(note, err=True)
    for path in report_paths:
        write(result, path, sweep_report.to_text)
        click.echo(f"report written to {path}", err=True)
    raise SystemExit(1 if result["invalid"] else 0)


def _on_dask(plan, scheduler: str | None, cluster_workers: int | None) -> dict:
    """The sweep on Dask distributed: the given scheduler, or a LocalCluster started for it."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise click.ClickException("Dask is not installed: pip install 'deckwright[dask]'") from None

    if scheduler:
        with Client(scheduler) as client:
            return run_sweep(plan, dask_executor(client))
    with LocalCluster(n_workers=cluster_workers, threads_per_worker=1, processes=True) as cluster:
        with Client(cluster) as client:
            return run_sweep(plan, dask_executor(client))

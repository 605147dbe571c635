"""``deckwright sweep``: what-if variants of a card file, played and ranked (``play.sweep``)."""

from __future__ import annotations

from pathlib import Path

import click
from rich.console import Console

from ..play import sweep_report
from ..play.arena import ArenaError
from ..play.report_file import write
from ..play.sweep import SweepError, read_config, run_sweep
from .options import cluster_options, dask_client, report_option, workers_option
from .output import report as print_findings
from .play import check_report_paths
from .progress import bar


@click.command()
@click.argument("config", type=click.Path(path_type=Path, dir_okay=False))
@report_option("Write the ranked results to this file")
@workers_option("Local processes that play the games (default: all cores).")
@cluster_options
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
    check_report_paths(report_paths)
    try:
        plan = read_config(config)
        with dask_client(scheduler, cluster_workers) as client, bar() as progress:
            result = run_sweep(plan, workers, client, progress)
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

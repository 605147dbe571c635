"""``deckwright play``: smoke-play clans against the shipped ones and report how they fare."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import click
from rich.console import Console

from ..engine import replaylog, report as reports
from ..engine.arena import Arena, load_arena, play_report, table_content, with_budget
from ..engine.runner import Setup, default_workers
from ..systems import all_systems
from .output import report as print_findings


def check_bot(name: str) -> str:
    from ..engine.bots import BOTS

    if name not in BOTS:
        raise click.BadParameter(f"unknown bot {name!r}; choose from: {', '.join(sorted(BOTS))}", param_hint="--bot")
    return name


def search_options(command):
    """``--rollouts`` and ``--depth``: the search bot's budget per decision."""
    command = click.option("--depth", type=click.IntRange(1, 10_000), default=None,
                           help="Search bot only: decisions played on in each rollout [default: 30].")(command)
    return click.option("--rollouts", type=click.IntRange(1, 10_000), default=None,
                        help="Search bot only: rollouts per decision with a choice [default: 16].")(command)


def search_budget(bot: str, rollouts: int | None, depth: int | None) -> dict[str, int]:
    """The search bot's budget from the options given; refused with another bot."""
    budget = {name: value for name, value in (("rollouts", rollouts), ("depth", depth)) if value is not None}
    if budget and bot != "search":
        raise click.UsageError(f"--{' and --'.join(budget)}: for --bot search only, not --bot {bot}")
    return budget


def check_log_dir(path: Path | None) -> None:
    """Refuse a log folder that is a file; create it if missing."""
    if path is None:
        return
    if path.exists() and not path.is_dir():
        raise click.BadParameter(f"{path} is a file; give a folder for the replay logs", param_hint="--log")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise click.BadParameter(f"cannot create {path}: {exc.strerror or exc}", param_hint="--log") from None


def logging_setup(arena: Arena, log_dir: Path, islands: Path | None, budget: dict[str, int]) -> Setup:
    """The arena's setup writing a replay log of each game into ``log_dir``, with what the
    logs' headers need to rebuild the games: the files to load and where every entrant came from."""
    entrants = arena.setup.entrants
    shared = table_content(arena)
    context = {"system": arena.system.name,
               "files": {"clans": [str(arena.docs[entrants[i].id].path.resolve()) for i in arena.tested],
                         "islands": str(islands.resolve()) if islands else None},
               "budget": budget,
               "sources": {"clans": {e.id: replaylog.source(e) for e in entrants},
                           "shared": {name: replaylog.source(obj) for name, obj in shared.items()}}}
    return replace(arena.setup, log_dir=str(log_dir), log_context=context)


def check_report_path(path: Path | None) -> None:
    """Refuse a report path of unknown format, or one holding a file this command did not write."""
    if path is None:
        return
    if path.suffix.lower() not in reports.WRITERS:
        raise click.BadParameter("use a .json, .md or .html file", param_hint="--report")
    if path.exists() and not reports.is_report(path):
        raise click.BadParameter(f"{path} exists and is not a deckwright report; choose another name",
                                 param_hint="--report")


def _table_help() -> str:
    nouns = sorted({system.table_noun for system in all_systems().values() if system.table})
    return f"A file of content all seats share ({', '.join(nouns)}) to play with instead of the shipped one."


@click.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--table", "table", type=click.Path(path_type=Path, dir_okay=False), help=_table_help())
@click.option("--players", type=click.IntRange(1, 16), default=None,
              help="Players per game (default: 2, or the game's only count); the game system sets the range.")
@click.option("--games", type=click.IntRange(1, 10_000_000), default=400, show_default=True,
              help="Games to play (rounded up so that every entrant sits in every seat equally often).")
@click.option("--bot", default="greedy", show_default=True, help="Bot playing every seat: random, greedy, search.")
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the run: same seed, same report.")
@click.option("--workers", type=click.IntRange(1, 512), default=None,
              help=f"Worker processes (default: all {default_workers()} cores).")
@click.option("--report", "report_path", type=click.Path(path_type=Path, dir_okay=False),
              help="Write the report to this .json, .md or .html file.")
@click.option("--impact", "with_impact", is_flag=True,
              help="Replay the games with each card forbidden in turn and report the change in win rate.")
@click.option("--log", "log_dir", type=click.Path(path_type=Path),
              help="Write a replay log of every game into this folder (see `deckwright replay`).")
@search_options
def play(files: tuple[Path, ...], table: Path | None, players: int | None, games: int, bot: str, seed: int,
         workers: int | None, report_path: Path | None, with_impact: bool, log_dir: Path | None,
         rollouts: int | None, depth: int | None) -> None:
    """Smoke-play what FILES hold (clans, factions ...): each against the shipped ones in turn,
    several among themselves.

    \b
    Example:  deckwright play cards/eotn/clans/my-clan.yaml --games 1000 --report my-clan.html
    Exit status: 0 played, 1 the files have errors (nothing played), 2 unreadable input.
    """
    check_bot(bot)
    budget = search_budget(bot, rollouts, depth)
    check_report_path(report_path)
    check_log_dir(log_dir)
    findings, count, arena = load_arena(list(files), table=table)
    if findings or arena is None:
        status = print_findings(findings, count, "text")
        if arena is None:
            raise SystemExit(status)
    arena = with_budget(arena, budget)
    players = arena.check_players(players)
    arena.check_bot(bot)
    logged = logging_setup(arena, log_dir, table, budget) if log_dir else None
    built = play_report(arena, players, games, bot, seed, workers, with_impact, logged)
    Console().print(reports.summary_table(built))
    if built["failed"]:
        click.echo(f"{len(built['failed'])} game(s) did not finish, e.g. seed {built['failed'][0]['seed']}: "
                   f"{built['failed'][0]['message']}", err=True)
    if report_path is not None:
        try:
            reports.write(built, report_path)
        except OSError as exc:
            raise click.ClickException(f"cannot write {report_path}: {exc.strerror or exc}") from None
        click.echo(f"report written to {report_path}", err=True)

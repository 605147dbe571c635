"""``deckwright play``: smoke-play clans against the shipped ones and report how they fare."""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path

import click
from rich.console import Console

from ..engine import replaylog, report as reports
from ..engine.impact import impact
from ..engine.runner import (Setup, default_workers, iter_jobs, lineups, registry_bot, run_plans, schedule, scheduled,
                             stream)
from ..findings import ERROR, Finding
from ..loader import Document
from ..paths import data_dir
from ..safe_write import ForeignFile
from ..systems import all_systems
from ..validator import validate_paths
from .output import report as print_findings


@dataclass
class Arena:
    """The entrants of a run (the tested ones first) and how to make their games."""

    system: str
    setup: Setup
    tested: list[int]
    others: list[int]
    docs: dict[str, Document]  # tested entrant id -> its file

    def tables(self, players: int) -> list[tuple[int, ...]]:
        """The tested entrants among themselves, or against the shipped ones in turn."""
        return lineups(self.tested, self.others, players)

    def solo_tables(self, entrant: int, players: int) -> list[tuple[int, ...]]:
        """One entrant against every other in turn."""
        return lineups([entrant], [i for i in range(len(self.setup.entrants)) if i != entrant], players)


class ArenaError(click.ClickException):
    """Input that validates but cannot be played (no clan, several systems, too few opponents)."""


def load_arena(paths: list[Path], strict: bool = True, table: Path | None = None
               ) -> tuple[list[Finding], int, Arena | None]:
    """Validate ``paths`` (and ``table``, a file the games share, like an island set) and set up
    their entrants against the shipped ones.

    Returns the findings, the number of files and the arena: None when a file has an error and
    ``strict``, else made of the files without errors (None when none is left)."""
    result = validate_paths([*paths, *([table] if table else [])])
    if strict and any(f.severity == ERROR for f in result.findings) or not any(
            not v.errors for v in result.documents):
        return result.findings, result.files, None
    systems = {v.system for v in result.documents}
    if len(systems) != 1:
        raise ArenaError("give card files of exactly one game system" if systems else "no card file to play")
    documents = [(v.doc, v.content) for v in result.documents if not v.errors]
    return result.findings, result.files, make_arena(systems.pop(), documents, table)


def make_arena(system_name: str, documents: list[tuple[Document, str]], table: Path | None = None) -> Arena:
    """The arena of the entrants in clean ``documents`` against the system's shipped ones."""
    system = all_systems()[system_name]
    content, new_game = system.hook("play_content"), system.hook("new_game")
    if content is None or new_game is None:
        raise ArenaError(f"{system.title} cannot be played yet: no rules engine")
    mine, shared = content(documents)
    if table is not None:
        extra, _ = content([(doc, kind) for doc, kind in documents if doc.path == table])
        if extra or not shared:
            raise ArenaError(f"{table} holds nothing the games share (an island set)")
    if not mine:
        raise ArenaError("none of the files holds something to play (a clan)")
    shipped = validate_paths([data_dir("cards") / system.name])
    theirs, shipped_table = content([(v.doc, v.content) for v in shipped.documents if not v.errors])
    ids = {e.id for e in mine}
    entrants = tuple(mine) + tuple(e for e in theirs if e.id not in ids)
    docs = {doc.data["id"]: doc for doc, _ in documents if doc.data.get("id") in ids}
    setup = Setup(entrants, partial(new_game, **{**shipped_table, **shared}),
                  partial(registry_bot, system=system.name), system.hook("option_card"))
    return Arena(system.name, setup, list(range(len(mine))), list(range(len(mine), len(entrants))), docs)


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


def with_budget(arena: Arena, budget: dict[str, int]) -> Arena:
    """The arena whose bots get the search ``budget`` (unchanged when empty)."""
    if not budget:
        return arena
    return replace(arena, setup=replace(arena.setup, make_bot=partial(arena.setup.make_bot, **budget)))


NAME_MAX, PATH_MAX = 255, 4096  # bytes, as on Linux, macOS and Windows file systems
LOG_NAME_ROOM = 220  # bytes a log's own file name may take inside the log folder


def check_length(path: Path, param_hint: str, room: int = 0) -> None:
    """Refuse a path whose file name, or whole length (plus ``room`` for names made inside it), is too long."""
    name, whole = len(os.fsencode(path.name)), len(os.fsencode(path.absolute())) + room
    if name > NAME_MAX or whole > PATH_MAX:
        raise click.BadParameter(f"the name is too long ({name} bytes in the last part, {whole} in all; "
                                 f"at most {NAME_MAX} and {PATH_MAX})", param_hint=param_hint)


def check_log_dir(path: Path | None) -> None:
    """Refuse a log folder that is a file or too long a name; create it if missing."""
    if path is None:
        return
    check_length(path, "--log", LOG_NAME_ROOM)
    if path.exists() and not path.is_dir():
        raise click.BadParameter(f"{path} is a file; give a folder for the replay logs", param_hint="--log")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise click.BadParameter(f"cannot create {path}: {exc.strerror or exc}", param_hint="--log") from None


def logging_setup(arena: Arena, log_dir: Path, islands: Path | None, budget: dict[str, int]) -> Setup:
    """The arena's setup writing a replay log of each game into ``log_dir``, with what the
    logs' headers need to rebuild the games: the files to load, named relative to the folder
    holding them all (``replay --content`` points at it), with their SHA-256, and where every
    entrant came from."""
    entrants = arena.setup.entrants
    shared = getattr(arena.setup.new_game, "keywords", {})
    clans = [arena.docs[entrants[i].id].path.resolve() for i in arena.tested]
    given = [*clans, *([islands.resolve()] if islands else [])]
    root = Path(os.path.commonpath([path.parent for path in given]))
    relative = lambda path: path.relative_to(root).as_posix()
    context = {"system": arena.system,
               "files": {"clans": [relative(path) for path in clans],
                         "islands": relative(islands.resolve()) if islands else None,
                         "sha256": {relative(path): replaylog.digest(path) for path in given}},
               "budget": budget,
               "sources": {"clans": {e.id: replaylog.source(e) for e in entrants},
                           "shared": {name: replaylog.source(obj) for name, obj in shared.items()}}}
    return replace(arena.setup, log_dir=str(log_dir), log_context=context)


def check_report_path(path: Path | None) -> None:
    """Refuse a report path of unknown format, or one deckwright may not write (a file it did not write, a link)."""
    if path is None:
        return
    if path.suffix.lower() not in reports.WRITERS:
        raise click.BadParameter("use a .json, .md or .html file", param_hint="--report")
    check_length(path, "--report")
    try:
        reports.check_target(path)
    except ForeignFile as exc:
        raise click.BadParameter(exc.message, param_hint="--report") from None


def play_report(arena: Arena, players: int, games: int, bot: str, seed: int, workers: int | None,
                with_impact: bool, logged: Setup | None = None) -> dict:
    """Play the arena's tables and build the report (with card impact when asked); ``logged``:
    the setup playing the games when they are logged (the impact replays are not)."""
    tables = arena.tables(players)
    jobs = iter_jobs(tables, games, seed, [bot])
    results = stream(logged or arena.setup, jobs, scheduled(tables, games), workers)
    if with_impact:  # the impact compares games one by one: it needs them all
        results = list(results)
    meta = {"title": "Smoke-play: " + ", ".join(arena.setup.entrants[i].id for i in arena.tested),
            "system": arena.system, "players": players, "bot": bot, "seed": seed}
    built = reports.build(results, meta)
    if with_impact:
        if arena.setup.option_card is None:
            raise ArenaError(f"{arena.system}: the engine's options do not say which card they build or play")
        tested = {arena.setup.entrants[i].id for i in arena.tested}
        cards = [card for card in built["cards"] if card.partition("/")[0] in tested]

        replay = lambda forbidden: run_plans(
            arena.setup, [schedule(tables, games, seed, [bot], forbid=card) for card in forbidden], workers,
            label=f"impact of {len(forbidden)} cards")
        built["impact"] = impact(results, replay, cards)
    return built


@click.command()
@click.argument("clan_files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--islands", type=click.Path(path_type=Path, dir_okay=False),
              help="Island set file to play with (default: the shipped one).")
@click.option("--players", type=click.IntRange(2, 4), default=2, show_default=True, help="Players per game.")
@click.option("--games", type=click.IntRange(1, 10_000_000), default=400, show_default=True,
              help="Games to play (rounded up so that every clan sits in every seat equally often).")
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
def play(clan_files: tuple[Path, ...], islands: Path | None, players: int, games: int, bot: str, seed: int,
         workers: int | None, report_path: Path | None, with_impact: bool, log_dir: Path | None,
         rollouts: int | None, depth: int | None) -> None:
    """Smoke-play clans: each against the shipped clans in turn (several clans: among themselves).

    \b
    Example:  deckwright play cards/eotn/clans/my-clan.yaml --games 1000 --report my-clan.html
    Exit status: 0 played, 1 the files have errors (nothing played), 2 unreadable input.
    """
    check_bot(bot)
    budget = search_budget(bot, rollouts, depth)
    check_report_path(report_path)
    check_log_dir(log_dir)
    findings, files, arena = load_arena(list(clan_files), table=islands)
    if findings or arena is None:
        status = print_findings(findings, files, "text")
        if arena is None:
            raise SystemExit(status)
    arena = with_budget(arena, budget)
    logged = logging_setup(arena, log_dir, islands, budget) if log_dir else None
    try:
        built = play_report(arena, players, games, bot, seed, workers, with_impact, logged)
    except ValueError as exc:
        raise ArenaError(str(exc)) from None
    Console().print(reports.summary_table(built))
    if built["failed"]:
        click.echo(f"{built['games'] - built['completed']} game(s) did not finish, e.g. seed {built['failed'][0]['seed']}: "
                   f"{built['failed'][0]['message']}", err=True)
    if report_path is not None:
        reports.write(built, report_path)
        click.echo(f"report written to {report_path}", err=True)

"""``deckwright play``: smoke-play clans against the shipped ones and report how they fare."""

from __future__ import annotations

import itertools
import os
from pathlib import Path
from typing import Any, Callable

import click
from rich.console import Console

from ..loader import LoadError, read_document
from ..play import report_file, report_tables
from ..play.arena import (
    SMOKE_BOT,
    VERDICT_BOT,
    completion,
    load_arena,
    logged_setup,
    play_report,
    with_budget,
    with_variants,
)
from ..play.runner import iter_jobs
from ..play.transcript import Untold, replayed, teller, transcript
from ..safe_write import ForeignFile
from ..systems import all_systems
from .options import GameSettings, bot_option, game_options, games_option, report_option, seed_option
from .output import report as print_findings
from .progress import bar

NAME_MAX, PATH_MAX = 255, 4096  # bytes, as on Linux, macOS and Windows file systems
LOG_NAME_ROOM = 220  # bytes a log's own file name may take inside the log folder


def check_length(path: Path, param_hint: str, room: int = 0) -> None:
    """Refuse a path whose file name, or whole length (plus ``room`` for names made inside it), is too long."""
    name, whole = len(os.fsencode(path.name)), len(os.fsencode(path.absolute())) + room
    if name > NAME_MAX or whole > PATH_MAX:
        raise click.BadParameter(
            f"the name is too long ({name} bytes in the last part, {whole} in all; at most {NAME_MAX} and {PATH_MAX})",
            param_hint=param_hint,
        )


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


def check_report_paths(paths: tuple[Path, ...]) -> None:
    """Refuse, before any game is played, two reports to one file, a report path of unknown format,
    or one deckwright may not write (a file it did not write, a link)."""
    seen: dict[Path, Path] = {}
    for path in paths:
        same = seen.setdefault(path.resolve(), path)
        if same is not path:
            raise click.BadParameter(
                f"{same} and {path} are the same file: give each report its own", param_hint="--report"
            )
        if path.suffix.lower() not in report_file.WRITERS:
            raise click.BadParameter(f"{path}: use a .json, .md or .html file", param_hint="--report")
        check_length(path, "--report")
        try:
            report_file.check_target(path)
        except ForeignFile as exc:
            raise click.BadParameter(exc.message, param_hint="--report") from None


def _table_help() -> str:
    nouns = sorted({system.table_noun for system in all_systems().values() if system.table})
    return f"A file of content all seats share ({', '.join(nouns)}) to play with instead of the shipped one."


def _table_words() -> dict[str, set[str]]:
    """The option words systems give kinds of their table content (``System.table_options``), with those kinds."""
    words: dict[str, set[str]] = {}
    for system in all_systems().values():
        for word, kind in system.table_options.items():
            words.setdefault(word, set()).add(kind)
    return words


def word_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """``--<word> FILE`` for each word of ``_table_words``: ``--table FILE`` for a file of that kind."""
    for word, kinds in sorted(_table_words().items()):
        text = f"A {' or '.join(sorted(kinds))} file to play with instead of the shipped one (--table for that kind)."
        command = click.option(f"--{word}", type=click.Path(path_type=Path, dir_okay=False), help=text)(command)
    return command


def one_table(table: Path | None, words: dict[str, Path | None]) -> Path | None:
    """The one table file given by ``--table`` or a word option; refused if several, or if a word
    option's file holds another kind of content."""
    given = [(name, path) for name, path in (("table", table), *words.items()) if path is not None]
    if len(given) > 1:
        raise click.UsageError(f"--{' and --'.join(name for name, _ in given)}: give one table file")
    if not given:
        return None
    name, path = given[0]
    try:
        data = read_document(path).data
    except LoadError:
        return path  # validation reports it
    content = data.get("content") if isinstance(data, dict) else None
    kinds = _table_words().get(name)
    if kinds and content not in kinds:
        raise click.BadParameter(
            f"{path} holds {content!r} content, not a {' or '.join(sorted(kinds))}", param_hint=f"--{name}"
        )
    return path


@click.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--table", "table", type=click.Path(path_type=Path, dir_okay=False), help=_table_help())
@word_options
@games_option(400, "Games to play (rounded up so that every entrant sits in every seat equally often).", 10_000_000)
@bot_option(
    f"Bot playing every seat [default: {VERDICT_BOT}, and {SMOKE_BOT} plays the same games again for the "
    "report's skill comparison]."
)
@seed_option("Seed of the run: same seed, same report.")
@report_option("Write the report to this file")
@click.option(
    "--impact",
    "with_impact",
    is_flag=True,
    help="Replay the games with each card forbidden in turn and report the change in win rate.",
)
@click.option(
    "--log",
    "log_dir",
    type=click.Path(path_type=Path),
    help="Write a replay log of every game into this folder (see `deckwright replay`).",
)
@click.option(
    "--transcript",
    "transcript_game",
    type=click.IntRange(0, None),
    default=None,
    help="Also print game N of the run (0 is the first; a log file's name starts with it) as readable "
    "text: each decision, the card it builds or plays with its rules text, the goods before and after.",
)
@game_options
def play(
    files: tuple[Path, ...],
    table: Path | None,
    games: int,
    bot: str | None,
    seed: int,
    report_paths: tuple[Path, ...],
    with_impact: bool,
    log_dir: Path | None,
    transcript_game: int | None,
    settings: GameSettings,
    **table_words: Path | None,
) -> None:
    """Smoke-play the entrants FILES hold: each against the shipped ones in turn, several among themselves.

    \b
    An entrant is what one seat plays: a clan, a faction ...
    Example:  deckwright play cards/eotn/clans/my-clan.yaml --games 1000 --report my-clan.html --report my-clan.json
    Rule variants:  deckwright play cards/northgard/clans/otter.yaml --players 4 --variant teams
    Exit status: 0 played, 1 the files have errors (nothing played), 2 unreadable input.
    """
    budget = settings.budget(bot or VERDICT_BOT)
    check_report_paths(report_paths)
    check_log_dir(log_dir)
    table = one_table(table, table_words)
    findings, count, arena = load_arena(list(files), table=table)
    if findings or arena is None:
        status = print_findings(findings, count, "text")
        if arena is None:
            raise SystemExit(status)
    if completion(arena):
        click.echo(
            f"the files hold too few for a game: every game completes the table with {completion(arena)}", err=True
        )
    arena = with_budget(arena, budget)
    players = arena.check_players(settings.players)
    arena = with_variants(arena, settings.variants, players)
    for name in [bot] if bot else [VERDICT_BOT, SMOKE_BOT]:
        arena.check_bot(name)
    job = None
    if transcript_game is not None:
        jobs = iter_jobs(arena.tables(players), games, seed, [bot or VERDICT_BOT])
        job = next(itertools.islice(jobs, transcript_game, None), None)
        if job is None:
            raise click.BadParameter(f"the run has fewer than {transcript_game + 1} games", param_hint="--transcript")
    logged = logged_setup(arena, log_dir, budget) if log_dir else None
    with settings.client() as client, bar() as progress:
        built = play_report(arena, players, games, bot, seed, settings.workers, with_impact, logged, client, progress)
    Console().print(report_tables.summary_table(built))
    rated = report_tables.ratings_table(built)
    if rated is not None:
        Console().print(rated)
    if built["failed"]:
        unfinished = built["games"] - built["completed"]
        click.echo(
            f"{unfinished} game(s) did not finish, e.g. seed {built['failed'][0]['seed']}: "
            f"{built['failed'][0]['message']}",
            err=True,
        )
    for path in report_paths:
        report_file.write(built, path)
        click.echo(f"report written to {path}", err=True)
    if job is not None:
        try:
            game, choices = replayed(arena.setup, job)
        except Untold as exc:
            raise click.ClickException(f"no transcript: {exc}") from None
        seats = [arena.setup.entrants[i].id for i in job.seats]
        click.echo("\n".join(transcript(game, choices, teller(arena.system, seats, arena.given, "en"))))

"""The options several commands share, each defined once: ``@games_option(...)`` on a command.

The names a choice offers come from the systems registry's data (``System.bots``,
``System.languages``, ``System.variants``), never from an engine: building a command's options
imports no rules engine, renderer or report.
"""

from __future__ import annotations

import functools
from contextlib import AbstractContextManager, ExitStack, contextmanager
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Callable, Iterator, TypeVar, cast

import click

from ..systems import all_systems

F = TypeVar("F", bound=Callable[..., Any])
FORMATS = ("text", "json", "github")


class Named(click.Choice):
    """A choice of names; an unknown name is refused as ``unknown NOUN 'x'; choose from: ...``."""

    def __init__(self, choices: tuple[str, ...], noun: str) -> None:
        super().__init__(choices)
        self.noun = noun

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if value not in self.choices:
            raise click.BadParameter(
                f"unknown {self.noun} {value!r}; choose from: {', '.join(sorted(map(str, self.choices)))}",
                ctx=ctx,
                param_hint=param.opts[0] if param else None,
            )
        return value


def registry_names(field: str) -> tuple[str, ...]:
    """Every name any system lists in ``field`` (``bots``, ``languages``), in the systems' order."""
    return tuple(dict.fromkeys(name for system in all_systems().values() for name in getattr(system, field)))


def format_option(choices: tuple[str, ...], default: str, text: str) -> Callable[[F], F]:
    """``--format NAME``, read as ``fmt``: one of ``choices`` (``text``: its help)."""
    return click.option("--format", "fmt", type=click.Choice(choices), default=default, show_default=True, help=text)


findings_format = format_option(FORMATS, "text", "text for people, json for tools, github for CI annotations.")


def output_folder_options(text: str) -> Callable[[F], F]:
    """``--out DIR`` (default ``output``; ``text``: its help) and ``--force``: the folder printed
    files go to, and whether they may replace files there that deckwright did not write."""

    def options(command: F) -> F:
        command = click.option("--force", is_flag=True, help="Overwrite files in --out that deckwright did not write.")(
            command
        )
        return click.option(
            "--out",
            type=click.Path(file_okay=False, path_type=Path),
            default=Path("output"),
            show_default=True,
            help=text,
        )(command)

    return options


def games_option(default: int, text: str, most: int = 1_000_000) -> Callable[[F], F]:
    """``--games N``: how many games each entrant plays (``text``: its help)."""
    return click.option("--games", type=click.IntRange(1, most), default=default, show_default=True, help=text)


def smoke_games_option(default: int | None, bot: str) -> Callable[[F], F]:
    """``--smoke-games N``: games per entrant of the smoke part, which ``bot`` plays (``default``
    None: as ``--games``)."""
    shown = "" if default is not None else " [default: --games]"
    return click.option(
        "--smoke-games",
        type=click.IntRange(1, 1_000_000),
        default=default,
        show_default=default is not None,
        help=f"Games per entrant of the smoke part ({bot} bot: stuck games, dead cards).{shown}",
    )


def seed_option(text: str) -> Callable[[F], F]:
    """``--seed N``: the seed of the run (``text``: its help)."""
    return click.option("--seed", type=int, default=1, show_default=True, help=text)


def report_option(text: str) -> Callable[[F], F]:
    """``--report FILE``, repeatable: every file given is written, in the format its suffix names."""
    return click.option(
        "--report",
        "report_paths",
        multiple=True,
        type=click.Path(path_type=Path, dir_okay=False),
        help=f"{text} (.json, .md or .html; repeat for several).",
    )


def bot_option(text: str) -> Callable[[F], F]:
    """``--bot NAME``: a bot some system has (``System.bots``); None when not given."""
    return click.option("--bot", type=Named(registry_names("bots"), "bot"), default=None, help=text)


def lang_option(command: F) -> F:
    """``--lang``: a language some system prints in (``System.languages``)."""
    return click.option("--lang", type=click.Choice(registry_names("languages")), default="en", show_default=True)(
        command
    )


def workers_option(text: str = "") -> Callable[[F], F]:
    """``--workers``: how many processes do the work (None: all cores; 1: this process alone)."""
    from ..workers import default_workers

    return click.option(
        "--workers",
        type=click.IntRange(1, 512),
        default=None,
        help=text or f"Worker processes (default: all {default_workers()} cores; 1: all in this process).",
    )


def table_options(command: F) -> F:
    """``--players`` and ``--workers``: how many sit at a table, and how many processes play."""
    return click.option(
        "--players",
        type=click.IntRange(1, 16),
        default=None,
        help="Players per game (default: 2, or the game's only count); the game system sets the range.",
    )(workers_option()(command))


def search_options(command: F) -> F:
    """``--rollouts`` and ``--depth``: a searching bot's budget per decision."""
    command = click.option(
        "--depth",
        type=click.IntRange(1, 10_000),
        default=None,
        help="Search and strong bots: decisions played on in each rollout [default: search 30; strong: "
        "the game system's].",
    )(command)
    return click.option(
        "--rollouts",
        type=click.IntRange(1, 10_000),
        default=None,
        help="Search and strong bots: rollouts per decision with a choice [default: search 16; strong: "
        "the game system's].",
    )(command)


SEARCHING = ("search", "strong")  # the bots that take a budget (engine.bots.SEARCHING, without importing it)


def search_budget(bot: str, rollouts: int | None, depth: int | None) -> dict[str, int]:
    """A searching bot's budget from ``search_options``; refused with another bot (where the
    default bots play, the strong bot of the verdict takes it and the greedy one plays as ever)."""
    budget = {name: value for name, value in (("rollouts", rollouts), ("depth", depth)) if value is not None}
    if budget and bot not in SEARCHING:
        raise click.UsageError(f"--{' and --'.join(budget)}: for --bot search or strong only, not --bot {bot}")
    return budget


def _variant_help() -> str:
    offered = [
        f"{name}: {', '.join(f'{v} ({text})' for v, text in system.variants.items())}"
        for name, system in all_systems().items()
        if system.variants
    ]
    return f"A named rule variant to play with; repeatable. Offered: {'; '.join(offered) or 'none'}."


def variant_option(command: F) -> F:
    """``--variant NAME`` (repeatable): the rule variants the system offers (``System.variants``)."""
    return click.option("--variant", "variants", multiple=True, metavar="NAME", help=_variant_help())(command)


def cluster_options(command: F) -> F:
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


@dataclass(frozen=True)
class GameSettings:
    """What ``game_options`` read: the seats at a table (None: the game's default), the worker
    processes, a searching bot's budget, the rule variants by name and the Dask cluster."""

    players: int | None
    workers: int | None
    rollouts: int | None
    depth: int | None
    variants: tuple[str, ...]
    scheduler: str | None
    cluster_workers: int | None

    def budget(self, bot: str) -> dict[str, int]:
        """The budget of ``bot`` (``search_budget``)."""
        return search_budget(bot, self.rollouts, self.depth)

    def client(self) -> AbstractContextManager[Any]:
        """The Dask client to play on, or None for local processes (``dask_client``)."""
        return dask_client(self.scheduler, self.cluster_workers)


def game_options(command: F) -> F:
    """What every command that plays games takes: ``--variant``, ``--rollouts``/``--depth``,
    ``--players``/``--workers`` and ``--scheduler``/``--local-cluster``, given to the command as
    one argument, ``settings`` (a ``GameSettings``)."""

    @functools.wraps(command)
    def settled(**given: Any) -> Any:
        settings = GameSettings(**{field.name: given.pop(field.name) for field in fields(GameSettings)})
        return command(settings=settings, **given)

    return variant_option(search_options(table_options(cluster_options(cast(F, settled)))))


@contextmanager
def dask_client(scheduler: str | None, cluster_workers: int | None) -> Iterator[Any]:
    """The Dask client of ``cluster_options`` (None: local processes); a clear error when the
    options clash, Dask is missing or the scheduler does not answer."""
    from ..play.runner import ClusterError, cluster

    if scheduler and cluster_workers:
        raise click.UsageError("--scheduler and --local-cluster: give one of them")
    with ExitStack() as stack:
        try:
            client = stack.enter_context(cluster(scheduler, cluster_workers))
        except ClusterError as exc:
            raise click.ClickException(str(exc)) from None
        yield client

"""Play many games, across worker processes, the same way whatever the number of workers.

A run is a list of ``Job``s: which entrants (clans) sit in which seat, which bot plays each seat,
and the game's seed. Seeds come from the run's seed and the game's number only, and results are
put back in job order, so a report never depends on ``--workers``. Every game is played in a
worker by ``play_job``; a game that raises, or runs past ``max_decisions``, comes back as an
unfinished ``GameResult`` with a message: it is recorded, never fatal to the run.

Shared code: a system plugs in through ``Setup.new_game`` (entrants, seed -> Game),
``Setup.make_bot`` (name, seed -> Bot) and, for card impact, ``Setup.option_card``; all
picklable (module-level functions or partials). With ``Setup.log_dir`` each worker also writes
the replay log of every game it plays there (see ``replaylog``).
"""

from __future__ import annotations

import hashlib
import itertools
import os
import traceback
from collections import deque
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Sequence

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from ..safe_write import replacing
from ..workers import default_workers, shared
from ..workers import pool as worker_pool
from . import replaylog
from .core import GameResult, play
from .impact import Forbid


@dataclass(frozen=True, slots=True)
class Setup:
    """What every game of a run shares: the entrants and how to make games and bots."""

    entrants: tuple[Any, ...]  # objects with an ``id`` (clans); jobs index into this
    new_game: Callable[..., Any]  # new_game(list_of_entrants, seed=seed) -> Game
    make_bot: Callable[[str, int], Any]  # make_bot(name, seed) -> Bot
    option_card: Callable[[str, Any], str | None] | None = None  # (kind, option) -> card it builds/plays
    max_decisions: int = 20000
    log_dir: str | None = None  # write each game's replay log into this folder
    log_context: dict = field(default_factory=dict)  # what every log header holds (system, files, sources)


@dataclass(frozen=True, slots=True)
class Job:
    """One game: entrant indices and bot names by seat, its seed, and a card a bot may not use."""

    index: int
    seed: int
    seats: tuple[int, ...]
    bots: tuple[str, ...]
    forbid: str | None = None  # "entrant_id/card_id": that entrant's bot never builds or plays it


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game ``index`` of a run: a stable hash, independent of workers and platform."""
    digest = hashlib.blake2b(f"{run_seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def lineups(tested: Sequence[int], others: Sequence[int], players: int) -> list[tuple[int, ...]]:
    """The tables to play: the tested entrants among themselves when there are enough of them,
    else all the tested ones plus each combination of the others in turn."""
    if players < 1:
        raise ValueError("a game needs at least 1 player")
    if len(tested) >= players:
        return list(itertools.combinations(tested, players))
    need = players - len(tested)
    if len(others) < need:
        raise ValueError(
            f"{players} players need {need} opponent(s) besides the tested entrants; only {len(others)} available"
        )
    return [tuple(tested) + combo for combo in itertools.combinations(others, need)]


def schedule(
    tables: Sequence[tuple[int, ...]], games: int, seed: int, bots: Sequence[str], forbid: str | None = None
) -> list[Job]:
    """``games`` jobs (rounded up to whole rotations) cycling through ``tables``, each table
    played in every cyclic seat rotation, so that every entrant sits in every seat equally
    often. ``bots`` gives the bot by seat (one name means the same bot everywhere)."""
    return list(iter_jobs(tables, games, seed, bots, forbid))


def scheduled(tables: Sequence[tuple[int, ...]], games: int) -> int:
    """How many jobs ``schedule`` makes: ``games`` rounded up to whole rotations of the tables."""
    if not tables:
        raise ValueError("nothing to play: no table of entrants")
    block = len(tables[0]) * len(tables)
    return -(-max(games, 1) // block) * block


def iter_jobs(
    tables: Sequence[tuple[int, ...]], games: int, seed: int, bots: Sequence[str], forbid: str | None = None
) -> Iterator[Job]:
    """The jobs of ``schedule`` one by one, for runs too long to hold as a list."""
    players = len(tables[0]) if tables else 0
    total = scheduled(tables, games)
    if len(bots) == 1:
        bots = tuple(bots) * players
    for index in range(total):
        table = tables[(index // players) % len(tables)]
        shift = index % players
        yield Job(index, game_seed(seed, index), table[shift:] + table[:shift], tuple(bots), forbid)


def play_job(setup: Setup, job: Job) -> GameResult:
    """Play one game (logging it when ``setup.log_dir`` is set); any exception becomes an
    unfinished result carrying the message. A game that cannot even be set up has no log."""
    entrants = [setup.entrants[i] for i in job.seats]
    ids = [e.id for e in entrants]
    with ExitStack() as files:
        log = None
        try:  # the log is a temporary file until the game ends, then renamed: never a link followed
            game = setup.new_game(entrants, seed=job.seed)
            bots = []
            for seat, (entrant, name) in enumerate(zip(entrants, job.bots)):
                bot = setup.make_bot(name, bot_seed(job.seed, seat))
                if job.forbid and job.forbid.startswith(f"{entrant.id}/"):
                    bot = Forbid(bot, job.forbid, setup.option_card)
                bots.append(bot)
            if setup.log_dir is not None:
                path = Path(setup.log_dir) / replaylog.file_name(job.index, ids, job.seed)
                log = files.enter_context(replacing(path, "w", encoding="utf-8"))
                named = [{"name": name, "seed": bot_seed(job.seed, seat)} for seat, name in enumerate(job.bots)]
                log.write(replaylog.header(setup.log_context, job.index, job.seed, ids, named, game))
            result = play(game, bots, log=log, max_decisions=setup.max_decisions)
        except Exception as exc:  # a broken game is a finding, not a crash of the run
            where = traceback.extract_tb(exc.__traceback__)[-1]
            message = f"{type(exc).__name__}: {exc} (at {os.path.basename(where.filename)}:{where.lineno})"
            result = failed_result(job, ids, message)
        if log is not None:
            log.write(replaylog.result_line(result))
    return result


def registry_bot(name: str, seed: int, system: str, **budget: int) -> Any:
    """A bot from the engine's registry (``Setup.make_bot`` for real systems); ``budget``
    (rollouts, depth) goes to the search bot."""
    from .bots import BOTS
    from .search import make_search_bot

    return make_search_bot(seed, system, **budget) if name == "search" else BOTS[name](seed, system, **budget)


def bot_seed(game_seed_: int, seat: int) -> int:
    """Each seat's bot draws from its own stream, derived from the game's seed."""
    return game_seed(game_seed_, seat + 1)


def failed_result(job: Job, players: list[str], message: str) -> GameResult:
    return GameResult(
        seed=job.seed,
        players=players,
        scores=[0] * len(players),
        winners=[],
        rounds=0,
        decisions=0,
        finished=False,
        message=message,
        cards={},
    )


def _play_chunk(jobs: list[Job]) -> list[GameResult]:
    return [play_job(shared(), job) for job in jobs]


def run(
    setup: Setup, jobs: list[Job], workers: int | None = None, progress: bool = True, label: str = "playing"
) -> list[GameResult]:
    """Play every job and return the results in job order (see ``stream``)."""
    return list(stream(setup, jobs, len(jobs), workers, progress, label))


IN_FLIGHT = 4  # chunks per worker queued at a time: workers stay busy, memory stays bounded


def stream(
    setup: Setup,
    jobs: Iterable[Job],
    total: int,
    workers: int | None = None,
    progress: bool = True,
    label: str = "playing",
) -> Iterator[GameResult]:
    """Play ``total`` jobs and yield their results in job order, holding only a few chunks at a time.

    ``workers`` processes (default: all cores) take chunks of games; with 1 worker the games are
    played in this process. If a worker process dies (killed, out of memory), the games not
    played by then are recorded as failed with that message; Ctrl-C stops the run at once.
    """
    workers = max(1, workers or default_workers())
    jobs = iter(jobs)
    with _progress_bar(progress) as bar:
        task = bar.add_task(label, total=total)
        if workers == 1 or total <= 1:
            for job in jobs:
                yield play_job(setup, job)
                bar.advance(task)
            return
        size = max(1, min(50, total // (workers * 8)))
        chunks = iter(lambda: list(itertools.islice(jobs, size)), [])
        with worker_pool(workers, setup) as pool:
            pending = deque((chunk, _submit(pool, chunk)) for chunk in itertools.islice(chunks, workers * IN_FLIGHT))
            while pending:
                chunk, future = pending.popleft()
                try:
                    played = future.result()
                except (BrokenProcessPool, OSError) as exc:
                    played = [
                        failed_result(
                            job, [setup.entrants[i].id for i in job.seats], f"the process playing it died: {exc}"
                        )
                        for job in chunk
                    ]
                for following in itertools.islice(chunks, 1):
                    pending.append((following, _submit(pool, following)))
                yield from played
                bar.advance(task, len(chunk))


def _submit(pool: ProcessPoolExecutor, chunk: list[Job]) -> Future:
    """``chunk`` to a worker; a pool broken by a dead worker gives a failed future, as a chunk it ran would."""
    try:
        return pool.submit(_play_chunk, chunk)
    except BrokenProcessPool as exc:
        future: Future = Future()
        future.set_exception(exc)
        return future


def run_plans(
    setup: Setup, plans: list[list[Job]], workers: int | None = None, progress: bool = True, label: str = "playing"
) -> list[list[GameResult]]:
    """Play several lists of jobs in one pool of workers; the results list by list."""
    results = run(setup, [job for plan in plans for job in plan], workers, progress, label)
    starts = list(itertools.accumulate((len(plan) for plan in plans), initial=0))
    return [results[start:end] for start, end in zip(starts, starts[1:])]


def _progress_bar(enabled: bool) -> Progress:
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        transient=True,
        disable=not enabled,
    )

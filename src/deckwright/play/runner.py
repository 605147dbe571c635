"""Play many games, across worker processes, the same way whatever the number of workers.

A run is a list of ``Job``s: which entrants (clans) sit in which seat, which bot plays each seat,
and the game's seed. Seeds come from the run's seed and the game's number only, and results are
put back in job order, so a report never depends on ``--workers``, nor on whether the chunks of
games run on local processes or on a Dask cluster (``cluster``, ``stream``'s ``client``). Every
game is played in a worker by ``play_job``; a game that raises, or runs past ``max_decisions``, comes back as an
unfinished ``GameResult`` with a message: it is recorded, never fatal to the run.

Shared code: a system plugs in through ``Setup.new_game`` (entrants, seed -> Game),
``Setup.make_bot`` (name, seed -> Bot) and, for card impact, ``Setup.option_card``; all
picklable (module-level functions or partials). With ``Setup.log_dir`` each worker also writes
the replay log of every game it plays there (see ``replaylog``). A run says how far it got
through a ``Progress`` callback, which the command line draws as a bar.
"""

from __future__ import annotations

import hashlib
import itertools
import os
import traceback
import warnings
from collections import deque
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Sequence

from ..engine.core import play
from ..game import GameResult
from ..progress import Progress
from ..safe_write import replacing
from ..workers import default_workers, shared
from ..workers import pool as worker_pool
from . import replaylog
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


def pooled(entries: Sequence[Sequence[tuple[int, ...]]], games: int) -> tuple[list[tuple[int, ...]], int] | None:
    """Where several entrants' lists of tables share a table (the same entrants, in any seat
    order), as in a round robin: every table of the lists once, and how many games to play them
    for so that each list's tables get ``games`` or more between them. Each game then counts for
    every list it is in: a round robin of n entrants at tables of p plays n/p times ``games``,
    not n times. None where no two lists share a table."""
    union: dict[frozenset[int], tuple[int, ...]] = {}
    for entry in entries:
        for table in entry:
            union.setdefault(frozenset(table), table)
    if not all(entries) or len(union) == sum(len({frozenset(t) for t in entry}) for entry in entries):
        return None  # a list with no table is schedule's error to word
    fewest = min(len(entry) for entry in entries)
    return list(union.values()), -(-games * len(union) // fewest)


def job_count(tables: Sequence[tuple[int, ...]], games: int) -> int:
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
    total = job_count(tables, games)
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
                if job.forbid and setup.option_card and job.forbid.startswith(f"{entrant.id}/"):
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


def play_chunk(setup: Setup, jobs: list[Job]) -> list[GameResult]:
    """Play a chunk of games of ``setup`` (module level: sent to a Dask cluster with its setup)."""
    return [play_job(setup, job) for job in jobs]


def run(
    setup: Setup,
    jobs: list[Job],
    workers: int | None = None,
    progress: Progress | None = None,
    label: str = "playing",
    client: Any = None,
) -> list[GameResult]:
    """Play every job and return the results in job order (see ``stream``)."""
    return list(stream(setup, jobs, len(jobs), workers, progress, label, client))


IN_FLIGHT = 4  # chunks per worker queued at a time: workers stay busy, memory stays bounded


def stream(
    setup: Setup,
    jobs: Iterable[Job],
    total: int,
    workers: int | None = None,
    progress: Progress | None = None,
    label: str = "playing",
    client: Any = None,
) -> Iterator[GameResult]:
    """Play ``total`` jobs and yield their results in job order, holding only a few chunks at a time.

    ``workers`` processes (default: all cores) take chunks of games; with 1 worker the games are
    played in this process. With a Dask ``client`` (see ``cluster``) the chunks go to its cluster
    instead, the setup sent to every worker once. If a local worker process dies (killed, out of
    memory), the games not played by then are recorded as failed with that message; Ctrl-C
    stops the run at once. ``progress`` hears how many games are played, under ``label``.
    """
    tell = _teller(progress, total, label)
    for played in _played(setup, jobs, total, workers, client):
        yield from played
        tell(len(played))


def run_each(
    plans: Sequence[tuple[Setup, list[Job]]],
    workers: int | None = None,
    progress: Progress | None = None,
    label: str = "playing",
    client: Any = None,
) -> list[list[GameResult]]:
    """Play each plan (a setup and its jobs) in turn as one run (one ``progress``): the results plan by plan."""
    out: list[list[GameResult]] = []
    tell = _teller(progress, sum(len(jobs) for _, jobs in plans), label)
    for setup, jobs in plans:
        out.append([])
        for played in _played(setup, jobs, len(jobs), workers, client):
            out[-1] += played
            tell(len(played))
    return out


def _teller(progress: Progress | None, total: int, label: str) -> Callable[[int], None]:
    """Tell ``progress`` that a run of ``total`` games starts; the function that tells it ``n`` more are played."""
    if progress is None:
        return lambda n: None
    done = 0
    progress(done, total, label)

    def tell(n: int) -> None:
        nonlocal done
        done += n
        progress(done, total, label)

    return tell


def _played(
    setup: Setup, jobs: Iterable[Job], total: int, workers: int | None, client: Any
) -> Iterator[list[GameResult]]:
    """The results of ``jobs`` chunk by chunk in job order, on local processes or Dask (``stream``)."""
    workers = _dask_workers(client) if client is not None else max(1, workers or default_workers())
    jobs = iter(jobs)
    if client is None and (workers == 1 or total <= 1):
        yield from ([play_job(setup, job)] for job in jobs)
        return
    size = max(1, min(50, total // (workers * 8)))
    chunks = iter(lambda: list(itertools.islice(jobs, size)), [])
    with _submitter(setup, workers, client) as submit:
        pending = deque((chunk, submit(chunk)) for chunk in itertools.islice(chunks, workers * IN_FLIGHT))
        while pending:
            chunk, future = pending.popleft()
            try:
                played = future.result()
            except (BrokenProcessPool, OSError) as exc:
                played = [
                    failed_result(job, [setup.entrants[i].id for i in job.seats], f"the process playing it died: {exc}")
                    for job in chunk
                ]
            for following in itertools.islice(chunks, 1):
                pending.append((following, submit(following)))
            yield played


@contextmanager
def _submitter(setup: Setup, workers: int, client: Any) -> Iterator[Callable[[list[Job]], Any]]:
    """A function sending a chunk of jobs to be played and giving its future: to the Dask
    cluster of ``client`` (the setup scattered once), else to a pool of local processes."""
    if client is not None:
        # a key of its own (hash=False): a setup equal to a released one's would share its key and may be lost with it
        scattered = client.scatter(setup, broadcast=True, hash=False)
        yield lambda chunk: client.submit(play_chunk, scattered, chunk, pure=False)
        return
    with worker_pool(workers, setup) as pool:
        yield lambda chunk: _submit(pool, chunk)


def _dask_workers(client: Any) -> int:
    """The threads the Dask cluster of ``client`` plays with (at least 1)."""
    return max(1, sum(client.nthreads().values()))


def _submit(pool: ProcessPoolExecutor, chunk: list[Job]) -> Future:
    """``chunk`` to a worker; a pool broken by a dead worker gives a failed future, as a chunk it ran would."""
    try:
        return pool.submit(_play_chunk, chunk)
    except BrokenProcessPool as exc:
        future: Future = Future()
        future.set_exception(exc)
        return future


class ClusterError(Exception):
    """A Dask cluster that cannot be used: Dask not installed, or no scheduler at the address."""


@contextmanager
def cluster(scheduler: str | None = None, workers: int | None = None) -> Iterator[Any]:
    """A Dask client on the scheduler at ``scheduler`` (tcp://HOST:PORT), or on a LocalCluster
    of ``workers`` processes started for it (on 127.0.0.1 only, without its dashboard); None
    (games on local processes) when neither is given."""
    if not scheduler and not workers:
        yield None
        return
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise ClusterError("Dask is not installed: pip install 'deckwright[dask]'") from None
    with ExitStack() as stack:
        try:
            if scheduler:
                client = stack.enter_context(Client(scheduler, timeout=CONNECT_TIMEOUT))
            else:
                with warnings.catch_warnings():  # "port 8787 in use": its HTTP server (no dashboard) takes another
                    warnings.filterwarnings("ignore", "Port .* is already in use", UserWarning)
                    local = LocalCluster(
                        n_workers=workers,
                        threads_per_worker=1,
                        processes=True,
                        host="127.0.0.1",
                        dashboard_address=None,
                    )
                client = stack.enter_context(Client(stack.enter_context(local)))
        except (OSError, ValueError, TypeError, RuntimeError) as exc:
            raise ClusterError(f"cannot reach a Dask scheduler at {scheduler or 'a local cluster'}: {exc}") from None
        yield client


CONNECT_TIMEOUT = "10s"  # how long to wait for a Dask scheduler to answer


def run_plans(
    setup: Setup,
    plans: list[list[Job]],
    workers: int | None = None,
    progress: Progress | None = None,
    label: str = "playing",
    client: Any = None,
) -> list[list[GameResult]]:
    """Play several lists of jobs in one pool of workers; the results list by list."""
    results = run(setup, [job for plan in plans for job in plan], workers, progress, label, client)
    starts = list(itertools.accumulate((len(plan) for plan in plans), initial=0))
    return [results[start:end] for start, end in zip(starts, starts[1:])]

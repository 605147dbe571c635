"""Jobs' documents made across worker processes, every file still written by this process.

A worker only makes a document (``outputs.make``: its bytes and its faces' warnings). This
process keeps the output folder's lock, its manifest, the check of what is up to date, the
progress and every write, so no file is written by two processes and a killed run leaves no
half file; a worker that dies ends the run with a message. The workers are forked
(``workers.pool``), as a deck's faces draw through closures, which do not pickle; they end
before the folder's lock is let go. With one worker, or where the platform cannot fork, nothing
is made ahead and each job makes its documents as it runs. The files are the same, byte for
byte, whatever the number of workers.
"""

from __future__ import annotations

from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

from ..errors import DeckwrightError
from ..workers import can_fork, pool, shared
from .outputs import Job, Made, make

MadeFor = Callable[[int], dict[Path, Made]]  # a job's index -> its documents made by the workers


@contextmanager
def made_ahead(jobs: list[Job], workers: int) -> Iterator[MadeFor]:
    """Start making, on up to ``workers`` processes, every document of ``jobs`` that is not up to
    date; inside the block, ``made(index)`` waits for job ``index``'s and gives them (for
    ``Job.run``). Enter it before any thread starts (a progress bar): the workers are forked."""
    stale = [
        (index, number, document.path)
        for index, job in enumerate(jobs)
        for number, document in enumerate(job.documents())
        if not job.folder.fresh(document.path, document.key)
    ]
    count = min(workers, len(stale))
    if count <= 1 or not can_fork():
        yield lambda index: {}
        return
    with pool(count, jobs, fork=True) as executor:
        futures = [(index, path, executor.submit(_make, index, number)) for index, number, path in stale]
        yield lambda index: {path: _result(path, future) for job, path, future in futures if job == index}


def _result(path: Path, future: Future) -> Made:
    """What a worker made of ``path``; a ``DeckwrightError`` when a worker died (killed, out of
    memory), which breaks the whole pool."""
    try:
        return future.result()
    except BrokenProcessPool as exc:
        raise DeckwrightError(
            f"a process making the documents died before {path.name} was made ({exc}); "
            "render again, or with --workers 1"
        ) from None


def _make(index: int, number: int) -> Made:
    """In a worker: document ``number`` of job ``index``."""
    return make(shared()[index].documents()[number])

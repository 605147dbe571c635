"""Worker processes for work made of independent pieces: the engine's games, the renderer's documents.

``pool(workers, value)`` starts a pool whose every worker holds ``value`` (read there with
``shared()``), so that tasks name their piece of it instead of sending it each time. A worker
stops at once, quietly, on Ctrl-C (the parent reports), and ends by itself when its parent is
gone (killed with SIGKILL, no chance to stop its pool); Ctrl-C in the parent drops the tasks not
started yet. ``fork=True`` starts the workers as copies of this process, so that ``value`` need
not be picklable (a deck's faces draw through closures); only where ``can_fork()``.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any, Iterator

PARENT_POLL = 0.2  # seconds between a worker's checks that its parent still lives

_SHARED: Any = None


def default_workers() -> int:
    """All cores."""
    return os.cpu_count() or 1


def can_fork() -> bool:
    return "fork" in multiprocessing.get_all_start_methods()


def shared() -> Any:
    """In a worker: the ``value`` its pool was started with."""
    return _SHARED


@contextmanager
def pool(workers: int, value: Any, fork: bool = False) -> Iterator[ProcessPoolExecutor]:
    context = multiprocessing.get_context("fork") if fork else None
    with ProcessPoolExecutor(workers, mp_context=context, initializer=_init, initargs=(value, os.getpid())) as executor:
        try:
            yield executor
        except KeyboardInterrupt:
            executor.shutdown(wait=False, cancel_futures=True)
            raise


def _init(value: Any, parent: int) -> None:
    global _SHARED
    _SHARED = value
    signal.signal(signal.SIGINT, lambda *_: os._exit(130))
    threading.Thread(target=_exit_with_parent, args=(parent,), daemon=True).start()


def _exit_with_parent(parent: int) -> None:
    """End this worker once its parent is gone: an orphan is re-parented, so ``getppid`` changes.
    Portable, unlike Linux's PR_SET_PDEATHSIG."""
    while os.getppid() == parent:
        time.sleep(PARENT_POLL)
    os._exit(137)

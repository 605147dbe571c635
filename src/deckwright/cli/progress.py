"""The bar a command draws on stderr while long work runs: the library's ``Progress`` callback
(``deckwright.progress``: games played, cards rendered), one bar per run, gone when the run ends."""

from __future__ import annotations

from contextlib import ExitStack, contextmanager
from typing import Any, Iterator

from ..progress import Progress


@contextmanager
def bar(shown: bool = True) -> Iterator[Progress | None]:
    """A ``Progress`` drawing each run as a bar (what it does, the bar, units done of all, time
    left) until its last unit; None, drawing nothing, when not ``shown``. The display (and its
    thread) starts at the first call, so work that forks its workers first forks no thread."""
    if not shown:
        yield None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeRemainingColumn
    from rich.progress import Progress as Bars

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with ExitStack() as stack:
        bars: Any = None
        task: Any = None

        def progress(done: int, total: int, label: str) -> None:
            nonlocal bars, task
            if bars is None:  # drawn only on a terminal: a log file gets no bar
                console = Console(stderr=True)
                bars = stack.enter_context(
                    Bars(*columns, console=console, transient=True, disable=not console.is_terminal)
                )
            if done == 0 and task is not None:  # a run starts where another stopped early
                bars.remove_task(task)
                task = None
            if task is None:
                task = bars.add_task(label, total=total)
            bars.update(task, completed=done, description=label)
            if done >= total:
                bars.remove_task(task)
                task = None

        yield progress

"""The bar a command draws on stderr while games are played: the play pipeline's ``Progress``
callback (``play.runner``), one bar per run, gone when the run ends."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

from ..play.runner import Progress


@contextmanager
def games_bar(shown: bool = True) -> Iterator[Progress | None]:
    """A ``Progress`` drawing each run as a bar (what it plays, the bar, games done of all, time
    left) until its last game; None, drawing nothing, when not ``shown``."""
    if not shown:
        yield None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeRemainingColumn
    from rich.progress import Progress as Bars

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Bars(*columns, console=Console(stderr=True), transient=True) as bars:
        task: Any = None

        def progress(done: int, total: int, label: str) -> None:
            nonlocal task
            if done == 0 and task is not None:  # a run starts where another stopped early
                bars.remove_task(task)
                task = None
            if task is None:
                task = bars.add_task(label, total=total)
            bars.update(task, completed=done)
            if done >= total:
                bars.remove_task(task)
                task = None

        yield progress

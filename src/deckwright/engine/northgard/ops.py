"""The registry of Northgard's operations (the tasks on a game's stack): ``@auto`` registers an
automatic one, ``@ask(kind)`` an asking one (see ``deckwright.engine.stack``), ``@ask_carried(kind)``
an asking one whose options the task carries."""

from __future__ import annotations

from typing import Any, Callable

from ..stack import Operations

OPS = Operations()
auto = OPS.automatic
ask = OPS.asking


def ask_carried(kind: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Register the decorated resolver as an asking task of ``kind`` whose options are the task's
    last value (found when it was scheduled, where finding them decided whether to ask at all)."""

    def options(game: object, task: tuple[Any, ...]) -> tuple[Any, ...]:
        return task[-1]

    return ask(kind)(options).resolves

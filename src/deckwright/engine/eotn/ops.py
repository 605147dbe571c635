"""The registry of engine operations (the tasks on a game's stack).

A task is a tuple ``(name, player, *args)``. An automatic operation runs at once; an asking
operation lists its options, and its resolver runs with the option the player picked. Asking
operations with one option resolve without asking; with none they do nothing.
"""

from __future__ import annotations

from typing import Callable

AUTO: dict[str, Callable] = {}
ASK: dict[str, tuple[Callable, Callable]] = {}


def auto(name: str):
    def register(run):
        AUTO[name] = run
        return run
    return register


def ask(name: str):
    """Register the options function of an asking operation; decorate its resolver with ``.resolves``."""
    def register(options):
        def resolves(resolve):
            ASK[name] = (options, resolve)
            return resolve
        options.resolves = resolves
        return options
    return register

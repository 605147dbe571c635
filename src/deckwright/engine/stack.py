"""A generic stack machine for rules engines: a game is a stack of pending tasks.

A task is a tuple ``(name, player, *args)`` whose name is the name of the function that handles
it, so grepping a rule's name finds its handler. Each system keeps one ``Operations`` registry:
an *automatic* operation runs at once; an *asking* operation lists its options and its resolver
runs with the option the player picked (one option resolves without asking; none does nothing).
Asking operations declare the decision kind they ask, which the system's decision vocabulary
describes.
"""

from __future__ import annotations

from typing import Any, Callable, ParamSpec, Protocol, Self, TypeVar, cast

from ..game import Decision, Runaway

P = ParamSpec("P")
R = TypeVar("R", covariant=True)
F = TypeVar("F", bound=Callable[..., Any])


class Asking(Protocol[P, R]):
    """An asking operation's options function (its own signature kept), whose ``resolves``
    registers its resolver."""

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R: ...
    def resolves(self, resolve: F) -> F: ...


class Operations:
    """One system's operations, by the name of the function that handles each task."""

    def __init__(self) -> None:
        self.auto: dict[str, Callable] = {}
        self.ask: dict[str, tuple[Callable, Callable, str]] = {}  # name -> (options, resolve, decision kind)

    def automatic(self, run: F) -> F:
        """Register ``run(game, task)`` as the task named after it."""
        self.auto[run.__name__] = run
        return run

    def asking(self, kind: str) -> Callable[[Callable[P, R]], Asking[P, R]]:
        """Register ``options(game, task)``, asking a decision of ``kind``; decorate its resolver
        ``resolve(game, task, option)`` with ``.resolves``: the task is named after the resolver."""

        def register(options: Callable[P, R]) -> Asking[P, R]:
            def resolves(resolve: F) -> F:
                self.ask[resolve.__name__] = (options, resolve, kind)
                return resolve

            options.resolves = resolves  # type: ignore[attr-defined]  # a function takes attributes; mypy's Callable has none
            return cast("Asking[P, R]", options)

        return register

    def kinds(self) -> set[str]:
        """Every decision kind an operation asks."""
        return {kind for _, _, kind in self.ask.values()}


class StackGame:
    """The ``Game`` contract's decision/apply on top of a stack of tasks.

    A subclass sets ``OPS`` and fills ``stack`` (the tasks, the next one last) and ``pending``
    (the asked task and its decision, or None); it may override ``decided`` (called once per
    decision, to count and cap them) and ``runaway`` (the message of an endless chain)."""

    __slots__ = ("stack", "pending")
    OPS: Operations
    AUTO_LIMIT = 5000  # automatic operations between two decisions before a chain counts as endless
    stack: list[tuple]
    pending: tuple[tuple, Decision] | None

    def decision(self) -> Decision | None:
        if self.pending is None:
            self._advance()
        return None if self.pending is None else self.pending[1]

    def apply(self, index: int) -> None:
        if self.decision() is None:
            raise ValueError("the game is over")
        task, decision = self.pending  # type: ignore[misc]
        self.pending = None
        self.decided()
        self.OPS.ask[task[0]][1](self, task, decision.options[index])
        self._advance()  # settle the state up to the next decision

    def push(self, *tasks: tuple) -> None:
        """Schedule tasks to run next, in the order given (before anything already scheduled)."""
        if len(tasks) == 1:
            self.stack.append(tasks[0])
        else:
            self.stack.extend(reversed(tasks))

    def decided(self) -> None:
        """Called once for every decision applied."""

    def runaway(self, why: str) -> str:
        return f"runaway: {why}"

    def _advance(self) -> None:
        budget = self.AUTO_LIMIT
        stack, asks, autos = self.stack, self.OPS.ask, self.OPS.auto
        while stack:
            task = stack.pop()
            run = autos.get(task[0])
            if run is not None:
                run(self, task)
            else:
                options_of, resolve, kind = asks[task[0]]
                options = options_of(self, task)
                if len(options) > 1:
                    self.pending = (task, Decision(task[1], kind, options))
                    return
                if options:
                    resolve(self, task, options[0])
            budget -= 1
            if not budget:
                raise Runaway(self.runaway(f"more than {self.AUTO_LIMIT} effects in a row without a decision"))


class RoundCap(Protocol):
    """The variants of a ``RoundGame``: how many decisions one round may take."""

    @property
    def max_round_decisions(self) -> int: ...


class RoundGame(StackGame):
    """A stack game played in rounds by seats, with per-card statistics. It counts its decisions
    and stops a round of more than ``variants.max_round_decisions`` as a runaway; its ``clone``
    copies the state every such game has, and a subclass's ``clone`` copies the rest of its own.

    A subclass names in ``SHARED`` the attributes its clones share with the original (values
    nothing changes in place), beyond the ones named here."""

    __slots__ = (
        "seed",
        "variants",
        "cat",
        "players",
        "round",
        "first",
        "phase",
        "decisions",
        "round_decisions",
        "stats",
    )
    SHARED: tuple[str, ...] = (
        "seed",
        "variants",
        "cat",
        "round",
        "first",
        "phase",
        "pending",
        "decisions",
        "round_decisions",
    )
    seed: int
    variants: RoundCap
    players: list[Any]  # each with a copy() method
    round: int
    decisions: int
    round_decisions: int
    stats: list[int]

    def decided(self) -> None:
        self.decisions += 1
        self.round_decisions += 1
        if self.round_decisions > self.variants.max_round_decisions:
            raise Runaway(self.runaway(f"more than {self.variants.max_round_decisions} decisions in one round"))

    def runaway(self, why: str) -> str:
        return f"runaway: {why} (round {self.round}, seed {self.seed})"

    def clone(self) -> Self:
        other = self.__class__.__new__(self.__class__)
        for name in self.SHARED:
            setattr(other, name, getattr(self, name))
        other.players = [p.copy() for p in self.players]
        other.stack, other.stats = self.stack[:], self.stats[:]
        return other

"""What a transcript needs from an engine beyond the ``Game`` contract: a system's words for one
game (``Telling``, which each system subclasses in its ``words.py`` and returns from its ``words``
hook), and a way to watch a stack game's automatic steps and the decisions it settles alone
because they offer one option (``watch``).

Shared code: it names no system. ``play/transcript.py`` drives a game with it.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Iterable, Protocol

from ..game import Decision
from .stack import Operations, StackGame


def amounts(pairs: Iterable[tuple[str, int]]) -> str:
    """``(('food', 1), ('wood', 2))`` as "1 food and 2 wood" ("nothing" for none)."""
    return " and ".join(f"{n} {good}" for good, n in pairs) or "nothing"


class Telling:
    """A system's words for one game, in one language. The base words a game plainly: its kinds
    and options as the log writes them; a system overrides what it can say better."""

    def __init__(self, game: Any, lang: str) -> None:
        self.game, self.lang = game, lang

    def text(self, names: dict[str, str]) -> str:
        """A name (a ``{language: text}`` table) in the telling's language, else English."""
        return names.get(self.lang) or names.get("en") or next(iter(names.values()), "")

    def who(self, seat: int) -> str | None:
        """What the seat plays, by name (None: the transcript names the seat by its entrant's id)."""
        return None

    def heading(self) -> str | None:
        """Where the game is now (a round, a turn); printed on its own line whenever it changes."""
        where = self.game.summary().get("round")
        return None if where is None else f"Round {where}"

    def decision(self, decision: Decision, option: Any) -> str:
        """What the deciding seat does by taking ``option`` (asked before it is applied), as a
        phrase that follows the seat's name: "keeps Herring Run"."""
        return f"{decision.kind}: {option}"

    def name(self, card: str) -> str:
        """A card's printed name, from its id."""
        return card

    def printed(self, card: str) -> tuple[str | None, str]:
        """Whose printed text a card of an option is (a document's id; None: the deciding seat's
        entrant's) and its id there."""
        return None, card

    def step(self, task: tuple) -> str | None:
        """The line of an automatic step worth its own line (a phase), else None."""
        return None

    def tracked(self, seat: int) -> str | None:
        """The state the seat's player keeps an eye on (a hand, ships, units), shown at each heading."""
        return None

    def scores(self) -> list[str]:
        """The final scores broken down as the rules score them, one line per seat."""
        return []


class Listener(Protocol):
    def automatic(self, task: tuple) -> None: ...
    def resolved(self, decision: Decision) -> None: ...


def _automatic(listener: Listener, run: Callable, game: Any, task: tuple) -> None:
    listener.automatic(task)
    run(game, task)


def _resolve(listener: Listener, resolve: Callable, kind: str, game: Any, task: tuple, option: Any) -> None:
    listener.resolved(Decision(task[1], kind, (option,)))
    resolve(game, task, option)


def watch(game: Any, listener: Listener) -> bool:
    """Have a stack game tell ``listener`` of each automatic step before it runs and of each option
    before it is resolved (the one a decision took, and each one-option decision the game settles
    alone); its rules are unchanged. The game keeps its state; only its class becomes a subclass
    whose operations report. False for a game that is not a stack game (nothing to watch)."""
    if not isinstance(game, StackGame):
        return False
    base = type(game)
    ops = Operations()
    ops.auto = {name: partial(_automatic, listener, run) for name, run in base.OPS.auto.items()}
    ops.ask = {
        name: (options, partial(_resolve, listener, resolve, kind), kind)
        for name, (options, resolve, kind) in base.OPS.ask.items()
    }
    game.__class__ = type(base.__name__, (base,), {"__slots__": (), "OPS": ops})
    return True

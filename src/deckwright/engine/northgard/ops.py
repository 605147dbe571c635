"""The registry of Northgard's operations (the tasks on a game's stack): ``@auto`` registers an
automatic one, ``@ask(kind)`` an asking one (see ``deckwright.engine.stack``)."""

from __future__ import annotations

from ..stack import Operations

OPS = Operations()
auto = OPS.automatic
ask = OPS.asking

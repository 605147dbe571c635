"""The registry of Empires of the North's operations (the tasks on a game's stack).

``@auto`` registers an automatic operation under its function's name; ``@ask(kind)`` an asking
one, whose resolver (``.resolves``) names the task. See ``deckwright.engine.stack``.
"""

from __future__ import annotations

from ..stack import Operations

OPS = Operations()
auto = OPS.automatic
ask = OPS.asking

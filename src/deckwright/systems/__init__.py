"""The registry of game systems.

Each module in this package describes one game system with a ``SYSTEM`` object: its schema
files per content kind and, by dotted name, the functions each pipeline stage calls for it.
Adding a system means adding a module here and the system's packages inside each stage;
shared code never names a system.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Callable


@dataclass(frozen=True)
class System:
    """How one game system plugs into the pipeline."""

    name: str
    title: str
    schemas: dict[str, str]  # content kind -> schema file, relative to schema/
    hooks: dict[str, str] = field(default_factory=dict)  # stage hook -> "module:function"

    def hook(self, name: str) -> Callable[..., Any] | None:
        """The stage function registered as ``name``, imported on first use (None if absent)."""
        target = self.hooks.get(name)
        if target is None:
            return None
        module, _, func = target.partition(":")
        return getattr(importlib.import_module(module), func)


@cache
def all_systems() -> dict[str, System]:
    """Every registered system by name."""
    systems = {}
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        systems[module.SYSTEM.name] = module.SYSTEM
    return systems

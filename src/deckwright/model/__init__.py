"""Plain card objects built from validated data, one module per game system; and what every
system's entries share, read one way by every stage."""

from __future__ import annotations

from typing import Any, Mapping


def copies_of(entry: Mapping[str, Any]) -> int:
    """How many copies of a card or tile its entry in a file asks for (``copies``; 1 when left out)."""
    copies: int = entry.get("copies", 1)
    return copies

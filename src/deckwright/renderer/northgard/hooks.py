"""Northgard: the renderer's hooks (``systems/contract.py``), each under its hook name."""

from .items import render_items
from .measure import overflow_cards, text_overflow
from .verbalize import rules_text

# its hooks, under the names the registry (systems/) gives them
__all__ = ["overflow_cards", "render_items", "rules_text", "text_overflow"]

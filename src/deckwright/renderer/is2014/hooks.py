"""Imperial Settlers (2014): the renderer's hooks (``systems/contract.py``), each under its hook name."""

from __future__ import annotations

from .. import items_hook
from .measure import overflow_cards, text_overflow
from .printed import rules_text

render_items = items_hook(f"{__package__}.items")  # imported when printing: see ``items_hook``

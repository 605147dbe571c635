"""Imperial Settlers (2014): the renderer's hooks (``systems/contract.py``), each under its hook name."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...loader import Document, Run
    from .. import Deck

from .measure import overflow_cards, text_overflow
from .printed import rules_text


def render_items(doc: Document, content: str, lang: str, run: Run = ()) -> Deck:
    """What one clean document prints (``items.render_items``), imported when printing: the
    validator reads this module for its measuring hooks and loads no drawing code."""
    from .items import render_items as items

    return items(doc, content, lang, run)

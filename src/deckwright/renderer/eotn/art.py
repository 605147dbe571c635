"""Empires of the North card art: the shared ``renderer.art`` with this system's warnings.

A refused, missing or unreadable image gives a warning naming the card and no image; the face
then draws a placeholder. A fitted image leaves the rest of its window in the placeholder colour.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PIL import Image

from ...content_path import Refused
from ..art import art_of, frame, open_art
from .layout import STYLE


def load_art(value: Any, art_root: Path | None, card_id: str) -> tuple[Image.Image | None, str | None]:
    """(image, None) or (None, warning) for the ``art`` value of card ``card_id``; the image is
    ``renderer.art.open_art``'s: RGB, or RGBA where it has transparency."""
    art = art_of(value)
    if art is None:
        return None, None
    try:
        return open_art(art, art_root), None
    except Refused as why:
        return None, f"card '{card_id}': art {art.file[:80]!r} cannot be used: {why}; a placeholder is printed"


def window_image(image: Image.Image, value: Any, w_mm: float, h_mm: float) -> Image.Image:
    """What the art window of ``w_mm`` x ``h_mm`` shows of ``image`` (``renderer.art.frame``)."""
    art = art_of(value)
    assert art is not None
    return frame(image, art, w_mm, h_mm, STYLE["colours"]["art_placeholder"])

"""Imperial Settlers (2014) icons (the project's own vector drawings): the Goods, a Location to
discard, the Samurai. Importing this module registers them in ``renderer.icons.ICONS`` under
``is_`` names, so they never replace another system's icon of the same word; ``iconize`` turns
the verbalizer's ``[food]`` tokens into those names."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..icons import ICONS, INK, PAPER, circle, ellipse, fill_path, icon, line, rect, star_points

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

PREFIX = "is_"
TOKEN = re.compile(r"\[(\w+)\]")


def iconize(text: str) -> str:
    """``[food]`` -> ``[is_food]`` for every word with an Imperial Settlers icon (other brackets stay),
    and the verbalizer's arrow, which the card font has no glyph for, -> ``[is_arrow]``."""
    text = text.replace("→", f"[{PREFIX}arrow]")
    return TOKEN.sub(lambda m: f"[{PREFIX}{m[1]}]" if PREFIX + m[1] in ICONS else m[0], text)


# --- Resources and gold -----------------------------------------------------------------------


@icon("is_food")
def _food(canvas: Canvas) -> None:
    """An apple with a leaf."""
    circle(canvas, 0.5, 0.44, 0.36, "#c8402f")
    line(canvas, [(0.5, 0.78), (0.54, 0.94)], "#5b3a1c", 0.06)
    fill_path(
        canvas, [(0.55, 0.84), (0.66, 0.98, 0.86, 0.94, 0.84, 0.84), (0.72, 0.78, 0.62, 0.8, 0.55, 0.84)], "#4f8a3a"
    )


@icon("is_wood")
def _wood(canvas: Canvas) -> None:
    """A log lying on its side, its cut end towards the viewer."""
    rect(canvas, 0.08, 0.28, 0.64, 0.44, "#9c6a3a")
    ellipse(canvas, 0.56, 0.28, 0.36, 0.44, "#d9b07a")
    ellipse(canvas, 0.66, 0.4, 0.16, 0.2, None, "#8a5a2b", 0.035)


@icon("is_stone")
def _stone(canvas: Canvas) -> None:
    """A grey cut block."""
    fill_path(canvas, [(0.1, 0.2), (0.72, 0.2), (0.9, 0.4), (0.9, 0.78), (0.28, 0.78), (0.1, 0.58)], "#9ea3a8")
    line(canvas, [(0.1, 0.58), (0.72, 0.58), (0.9, 0.78)], INK, 0.04)
    line(canvas, [(0.72, 0.58), (0.72, 0.2)], INK, 0.04)


@icon("is_gold")
def _gold(canvas: Canvas) -> None:
    """A gold coin (instead of any one Resource)."""
    circle(canvas, 0.5, 0.5, 0.42, "#e2b23c")
    circle(canvas, 0.5, 0.5, 0.28, None, "#9a7416", 0.05)


# --- workers, tokens, cards, points -----------------------------------------------------------


@icon("is_worker")
def _worker(canvas: Canvas) -> None:
    """A worker meeple."""
    circle(canvas, 0.5, 0.76, 0.15, "#d9b46c")
    fill_path(
        canvas,
        [(0.22, 0.08), (0.4, 0.08), (0.5, 0.3), (0.6, 0.08), (0.78, 0.08), (0.7, 0.42), (0.88, 0.52), (0.82, 0.62)]
        + [(0.18, 0.62), (0.12, 0.52), (0.3, 0.42)],
        "#d9b46c",
    )


@icon("is_raze")
def _raze(canvas: Canvas) -> None:
    """A torch's flame on a dark red disc: a Raze token."""
    circle(canvas, 0.5, 0.5, 0.46, "#6e1d16")
    fill_path(canvas, [(0.5, 0.14), (0.74, 0.36, 0.7, 0.6, 0.52, 0.86), (0.5, 0.66, 0.36, 0.56, 0.3, 0.4)], "#f08a24")
    fill_path(canvas, [(0.5, 0.2), (0.6, 0.32, 0.6, 0.46, 0.52, 0.6), (0.48, 0.46, 0.42, 0.4, 0.42, 0.32)], "#f7d04a")


@icon("is_defense")
def _defense(canvas: Canvas) -> None:
    """A blue shield: a Defense token."""
    fill_path(canvas, [(0.16, 0.86), (0.84, 0.86), (0.84, 0.5), (0.5, 0.08), (0.16, 0.5)], "#3b6ea8")
    line(canvas, [(0.5, 0.8), (0.5, 0.18)], PAPER, 0.06)


@icon("is_card")
def _card(canvas: Canvas) -> None:
    """Two cards, one drawn from behind the other."""
    rect(canvas, 0.16, 0.12, 0.46, 0.66, "#b9a27a", radius=0.06)
    rect(canvas, 0.36, 0.22, 0.46, 0.66, PAPER, radius=0.06)
    line(canvas, [(0.46, 0.7), (0.72, 0.7)], INK, 0.04)


@icon("is_vp")
def _vp(canvas: Canvas) -> None:
    """A victory point: a green banner with a gold star."""
    fill_path(canvas, [(0.14, 0.94), (0.86, 0.94), (0.86, 0.06), (0.5, 0.24), (0.14, 0.06)], "#2f6b3a")
    fill_path(canvas, star_points(0.5, 0.6, 0.28, 0.12), "#f0c53a", INK, 0.03)


@icon("is_location")
def _location(canvas: Canvas) -> None:
    """A card crossed out: a Location (or Foundation) of your Empire to discard."""
    rect(canvas, 0.24, 0.1, 0.52, 0.8, "#d8c49a", radius=0.06)
    fill_path(canvas, [(0.34, 0.5), (0.5, 0.66), (0.66, 0.5)], "#7a5a36", INK, 0.03)
    line(canvas, [(0.14, 0.16), (0.86, 0.84)], "#b23a2e", 0.09)


@icon("is_samurai")
def _samurai(canvas: Canvas) -> None:
    """A worker with a sword across: a Samurai guarding a Location."""
    _worker(canvas)
    line(canvas, [(0.14, 0.18), (0.9, 0.9)], "#c9ced6", 0.08)
    line(canvas, [(0.14, 0.18), (0.3, 0.33)], "#5b3a1c", 0.1)


@icon("is_arrow")
def _arrow(canvas: Canvas) -> None:
    """An arrow to the right: pay what stands before it, do what follows."""
    fill_path(
        canvas, [(0.08, 0.4), (0.56, 0.4), (0.56, 0.22), (0.92, 0.5), (0.56, 0.78), (0.56, 0.6), (0.08, 0.6)], INK, None
    )

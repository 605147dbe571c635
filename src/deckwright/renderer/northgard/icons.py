"""Northgard's icons (the project's own vector drawings): resources, fame, combat, the card actions,
building spaces and the lair. Importing this module registers them in ``renderer.icons.ICONS``
under ``ng_`` names, so they never replace another system's icon of the same word; ``iconize``
turns the verbalizer's ``[food]`` tokens into those names."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..icons import ICONS, INK, PAPER, circle, ellipse, fill_path, icon, line, rect, star_points

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

PREFIX = "ng_"
TOKEN = re.compile(r"\[(\w+)\]")


def iconize(text: str) -> str:
    """``[food]`` -> ``[ng_food]`` for every word with a Northgard icon; other brackets stay."""
    return TOKEN.sub(lambda m: f"[{PREFIX}{m[1]}]" if PREFIX + m[1] in ICONS else m[0], text)


# --- resources and scores ---------------------------------------------------------------------


@icon("ng_food")
def _food(canvas: Canvas) -> None:
    """A loaf with a scored crust."""
    ellipse(canvas, 0.06, 0.18, 0.88, 0.6, "#d99a3c")
    for x in (0.3, 0.5, 0.7):
        line(canvas, [(x - 0.07, 0.38), (x + 0.07, 0.6)], "#8d5416", 0.05)


@icon("ng_wood")
def _wood(canvas: Canvas) -> None:
    """Two stacked logs seen from their cut ends."""
    for cx, cy in ((0.3, 0.3), (0.7, 0.3), (0.5, 0.66)):
        circle(canvas, cx, cy, 0.2, "#b07a42")
        circle(canvas, cx, cy, 0.09, None, "#6b4320", 0.035)


@icon("ng_lore")
def _lore(canvas: Canvas) -> None:
    """A rune stone."""
    fill_path(canvas, [(0.22, 0.06), (0.78, 0.06), (0.8, 0.7), (0.5, 0.94), (0.2, 0.7)], "#7f8fa6")
    line(canvas, [(0.5, 0.2), (0.5, 0.74)], "#e8eef6", 0.06)
    line(canvas, [(0.5, 0.56), (0.66, 0.68)], "#e8eef6", 0.06)
    line(canvas, [(0.5, 0.42), (0.34, 0.54)], "#e8eef6", 0.06)


@icon("ng_fame")
def _fame(canvas: Canvas) -> None:
    """A laurel-gold star on a dark disc."""
    circle(canvas, 0.5, 0.5, 0.46, "#5a2d6e")
    fill_path(canvas, star_points(0.5, 0.47, 0.36, 0.15), "#f0c53a", INK, 0.03)


@icon("ng_combat")
def _combat(canvas: Canvas) -> None:
    """Two crossed swords."""
    for a, b in (((0.14, 0.14), (0.86, 0.86)), ((0.86, 0.14), (0.14, 0.86))):
        line(canvas, [a, b], "#c9ced6", 0.1)
        line(canvas, [a, b], INK, 0.025)
    for x in (0.24, 0.76):
        line(canvas, [(x - 0.1, 0.3 if x < 0.5 else 0.14), (x + 0.1, 0.14 if x < 0.5 else 0.3)], "#8a5a2b", 0.08)


@icon("ng_casualty")
def _casualty(canvas: Canvas) -> None:
    """A broken shield."""
    fill_path(canvas, [(0.14, 0.84), (0.86, 0.84), (0.86, 0.5), (0.5, 0.08), (0.14, 0.5)], "#b23a2e")
    line(canvas, [(0.5, 0.84), (0.42, 0.6), (0.56, 0.44), (0.5, 0.12)], PAPER, 0.06)


@icon("ng_flash")
def _flash(canvas: Canvas) -> None:
    """A lightning bolt on a golden disc: play it at once, beside another card."""
    circle(canvas, 0.5, 0.5, 0.46, "#f2c230")
    fill_path(canvas, [(0.58, 0.92), (0.28, 0.46), (0.48, 0.46), (0.4, 0.08), (0.72, 0.56), (0.52, 0.56)], INK, None)


@icon("ng_unrest")
def _unrest(canvas: Canvas) -> None:
    """A raised fist of discontent: a red disc with a jagged crack."""
    circle(canvas, 0.5, 0.5, 0.46, "#8e1f1f")
    line(canvas, [(0.3, 0.84), (0.46, 0.6), (0.36, 0.44), (0.6, 0.3), (0.5, 0.14)], PAPER, 0.07)


# --- card actions: a light glyph on a dark rounded tile ---------------------------------------

ACTION_TILE = "#33403a"


def _tile(canvas: Canvas) -> None:
    rect(canvas, 0.02, 0.02, 0.96, 0.96, ACTION_TILE, INK, radius=0.2)


@icon("ng_recruit")
def _recruit(canvas: Canvas) -> None:
    """A warrior with a plus."""
    _tile(canvas)
    circle(canvas, 0.4, 0.66, 0.12, PAPER, None)
    fill_path(canvas, [(0.2, 0.14), (0.6, 0.14), (0.6, 0.42), (0.4, 0.52), (0.2, 0.42)], PAPER, None)
    line(canvas, [(0.68, 0.66), (0.88, 0.66)], PAPER, 0.08)
    line(canvas, [(0.78, 0.56), (0.78, 0.76)], PAPER, 0.08)


@icon("ng_move")
def _move(canvas: Canvas) -> None:
    """A bold arrow to the right."""
    _tile(canvas)
    fill_path(
        canvas,
        [(0.14, 0.4), (0.56, 0.4), (0.56, 0.22), (0.88, 0.5), (0.56, 0.78), (0.56, 0.6), (0.14, 0.6)],
        PAPER,
        None,
    )


@icon("ng_explore")
def _explore(canvas: Canvas) -> None:
    """A square tile with a question-like spiral: new land."""
    _tile(canvas)
    rect(canvas, 0.2, 0.2, 0.6, 0.6, None, PAPER, width=0.06)
    line(canvas, [(0.2, 0.5), (0.5, 0.5), (0.5, 0.8)], PAPER, 0.05)
    fill_path(canvas, star_points(0.68, 0.32, 0.12, 0.04, tips=4), PAPER, None)


@icon("ng_build")
def _build(canvas: Canvas) -> None:
    """A longhouse roof."""
    _tile(canvas)
    fill_path(canvas, [(0.14, 0.48), (0.5, 0.84), (0.86, 0.48)], PAPER, None)
    rect(canvas, 0.24, 0.14, 0.52, 0.34, PAPER, None)
    rect(canvas, 0.44, 0.14, 0.12, 0.2, ACTION_TILE, None)


@icon("ng_feast")
def _feast(canvas: Canvas) -> None:
    """A drinking horn."""
    _tile(canvas)
    fill_path(
        canvas,
        [(0.16, 0.7), (0.34, 0.82), (0.7, 0.42, 0.82, 0.24, 0.8, 0.16), (0.6, 0.22, 0.36, 0.4, 0.16, 0.7)],
        PAPER,
        None,
    )
    line(canvas, [(0.16, 0.7), (0.34, 0.82)], "#d9b36a", 0.06)


@icon("ng_draw")
def _draw(canvas: Canvas) -> None:
    """Two fanned cards."""
    _tile(canvas)
    rect(canvas, 0.18, 0.2, 0.36, 0.56, None, PAPER, radius=0.05, width=0.05)
    rect(canvas, 0.44, 0.24, 0.36, 0.56, PAPER, None, radius=0.05)


@icon("ng_harvest")
def _harvest(canvas: Canvas) -> None:
    """A sickle."""
    _tile(canvas)
    fill_path(canvas, [(0.3, 0.3), (0.2, 0.64, 0.5, 0.9, 0.8, 0.76), (0.5, 0.76, 0.34, 0.6, 0.38, 0.34)], PAPER, None)
    line(canvas, [(0.34, 0.32), (0.2, 0.14)], "#d9b36a", 0.09)


@icon("ng_scorch")
def _scorch(canvas: Canvas) -> None:
    """A flame on the dark tile."""
    _tile(canvas)
    fill_path(
        canvas,
        [
            (0.5, 0.12),
            (0.24, 0.12, 0.2, 0.46, 0.36, 0.62),
            (0.4, 0.5),
            (0.44, 0.72, 0.52, 0.82, 0.56, 0.9),
            (0.62, 0.7, 0.8, 0.56, 0.76, 0.3),
            (0.72, 0.16, 0.6, 0.12, 0.5, 0.12),
        ],
        "#e0652c",
        None,
    )


# --- on the map tiles -------------------------------------------------------------------------


@icon("ng_small")
def _small_space(canvas: Canvas) -> None:
    """A small building space: a light square outline."""
    rect(canvas, 0.22, 0.22, 0.56, 0.56, "#efe6cf", INK, radius=0.06, width=0.06)


@icon("ng_large")
def _large_space(canvas: Canvas) -> None:
    """A large building space: a wide double-outlined square."""
    rect(canvas, 0.04, 0.04, 0.92, 0.92, "#efe6cf", INK, radius=0.08, width=0.06)
    rect(canvas, 0.16, 0.16, 0.68, 0.68, None, INK, radius=0.05, width=0.03)


@icon("ng_carved")
def _carved_space(canvas: Canvas) -> None:
    """A small space marked with the carved-stone rune."""
    rect(canvas, 0.22, 0.22, 0.56, 0.56, "#c8cfda", INK, radius=0.06, width=0.06)
    line(canvas, [(0.5, 0.3), (0.5, 0.7)], INK, 0.05)
    line(canvas, [(0.5, 0.58), (0.64, 0.68)], INK, 0.05)
    line(canvas, [(0.5, 0.46), (0.36, 0.56)], INK, 0.05)


@icon("ng_lair")
def _lair(canvas: Canvas) -> None:
    """A cave mouth with a paw: a creature's lair."""
    fill_path(canvas, [(0.04, 0.08), (0.96, 0.08), (0.8, 0.7, 0.2, 0.7, 0.04, 0.08)], "#6d6256")
    fill_path(canvas, [(0.3, 0.08), (0.7, 0.08), (0.62, 0.42, 0.38, 0.42, 0.3, 0.08)], "#2b2118", None)
    for x in (0.36, 0.5, 0.64):
        circle(canvas, x, 0.84, 0.07, "#6d6256", None)

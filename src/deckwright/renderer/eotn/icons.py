"""Empires of the North's icons (the project's own vector drawings): goods in colour, the five
actions as light glyphs on a dark tile, and clan card-type icons as ink silhouettes meant to sit on
a light disc. Importing this module registers them in ``renderer.icons.ICONS`` and lists their names
in ``NAMES``."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable

from ..icons import INK, PAPER, circle, ellipse, fill_path, icon, line, rect, star_points

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

NAMES: set[str] = set()  # the icons of this system, for the ``[name]`` tokens an author may write


def _icon(*names: str) -> Callable[[Callable[[Canvas], None]], Callable[[Canvas], None]]:
    """Register an icon of this system (``renderer.icons.icon``) and note its names."""
    NAMES.update(names)
    return icon(*names)


def _longship(canvas: Canvas, sail: str, stripe: str | None, hull: str = "#8a5a2b", outline: str = INK) -> None:
    """A longship: curved hull with raised prow and stern, mast and square sail."""
    line(canvas, [(0.5, 0.3), (0.5, 0.95)], outline, 0.05)
    rect(canvas, 0.27, 0.42, 0.46, 0.44, sail, outline, radius=0.04)
    if stripe:
        for x in (0.35, 0.5, 0.65):
            rect(canvas, x - 0.04, 0.44, 0.08, 0.4, stripe, None)
    fill_path(
        canvas,
        [
            (0.02, 0.5),
            (0.12, 0.38),
            (0.18, 0.32),
            (0.3, 0.32),
            (0.7, 0.32),
            (0.82, 0.32),
            (0.88, 0.38),
            (0.98, 0.5),
            (0.9, 0.14, 0.8, 0.06, 0.62, 0.06),
            (0.38, 0.06),
            (0.2, 0.06, 0.1, 0.14, 0.02, 0.5),
        ],
        hull,
        outline,
    )


def _person(canvas: Canvas, fill: str, outline: str | None = INK, dx: float = 0.0, scale: float = 1.0) -> None:
    """A standing figure: round head and a rounded body."""

    def p(x: float, y: float) -> tuple[float, float]:
        return (dx + 0.5 + (x - 0.5) * scale, y * scale)

    circle(canvas, *p(0.5, 0.78), 0.16 * scale, fill, outline)
    fill_path(
        canvas,
        [
            p(0.2, 0.06),
            p(0.8, 0.06),
            p(0.8, 0.45),
            (*p(0.8, 0.58), *p(0.7, 0.62), *p(0.5, 0.62)),
            (*p(0.3, 0.62), *p(0.2, 0.58), *p(0.2, 0.45)),
        ],
        fill,
        outline,
    )


def _fish_body(canvas: Canvas, fill: str, outline: str = INK) -> None:
    """A fish as large as the coin: the body spans 0.14-0.86 of the box (its curves' control points 0.02-0.98)."""
    fill_path(
        canvas, [(0.03, 0.5), (0.26, 0.98, 0.6, 0.98, 0.76, 0.5), (0.6, 0.02, 0.26, 0.02, 0.03, 0.5)], fill, outline
    )
    fill_path(canvas, [(0.7, 0.5), (0.98, 0.84), (0.92, 0.5), (0.98, 0.16)], fill, outline)
    circle(canvas, 0.2, 0.56, 0.045, outline, None)


def _star(canvas: Canvas, fill: str, outline: str | None = INK, r: float = 0.47) -> None:
    fill_path(canvas, star_points(0.5, 0.47, r, r * 0.45), fill, outline)


def _coin(canvas: Canvas, fill: str, ring: str, outline: str = INK) -> None:
    circle(canvas, 0.5, 0.5, 0.44, fill, outline)
    circle(canvas, 0.5, 0.5, 0.31, None, ring, 0.05)


# --- goods ------------------------------------------------------------------------------------


@_icon("wood")
def _wood(canvas: Canvas) -> None:
    rect(canvas, 0.06, 0.1, 0.74, 0.5, "#9a6332", radius=0.12)  # the logs lie on the line
    line(canvas, [(0.2, 0.26), (0.6, 0.26)], "#6b3f1c", 0.04)
    line(canvas, [(0.14, 0.44), (0.5, 0.44)], "#6b3f1c", 0.04)
    ellipse(canvas, 0.66, 0.1, 0.28, 0.5, "#e2b46e")
    ellipse(canvas, 0.74, 0.25, 0.12, 0.2, None, "#9a6332", 0.035)


@_icon("stone")
def _stone(canvas: Canvas) -> None:
    fill_path(canvas, [(0.1, 0.1), (0.88, 0.1), (0.96, 0.44), (0.74, 0.84), (0.36, 0.9), (0.05, 0.52)], "#a3a8ad")
    line(canvas, [(0.36, 0.9), (0.46, 0.5), (0.96, 0.44)], "#6d7378", 0.04)
    line(canvas, [(0.46, 0.5), (0.3, 0.1)], "#6d7378", 0.04)


@_icon("food")
def _food(canvas: Canvas) -> None:
    fill_path(
        canvas,
        [(0.06, 0.1), (0.94, 0.1), (0.98, 0.44, 0.8, 0.74, 0.5, 0.74), (0.2, 0.74, 0.02, 0.44, 0.06, 0.1)],
        "#e0a040",
    )
    for x in (0.32, 0.5, 0.68):
        line(canvas, [(x - 0.06, 0.4), (x + 0.06, 0.6)], "#9c5f14", 0.05)


@_icon("sheep")
def _sheep(canvas: Canvas) -> None:
    for x, y in ((0.26, 0.32), (0.26, 0.56), (0.46, 0.64), (0.64, 0.56), (0.62, 0.32), (0.44, 0.28)):
        circle(canvas, x, y + 0.04, 0.16, "#f6f2e6")
    ellipse(canvas, 0.2, 0.3, 0.5, 0.34, "#f6f2e6", None)
    for x in (0.3, 0.56):
        line(canvas, [(x, 0.18), (x, 0.04)], INK, 0.07)
    ellipse(canvas, 0.7, 0.4, 0.26, 0.3, "#3b302a")


@_icon("fish")
def _fish(canvas: Canvas) -> None:
    _fish_body(canvas, "#4f8fbf")


@_icon("gold")
def _gold(canvas: Canvas) -> None:
    _coin(canvas, "#e8b923", "#a47d12")


@_icon("worker")
def _worker(canvas: Canvas) -> None:
    _person(canvas, "#e9c99a")


@_icon("raze")
def _raze(canvas: Canvas) -> None:
    fill_path(
        canvas,
        [
            (0.5, 0.04),
            (0.2, 0.04, 0.1, 0.3, 0.22, 0.52),
            (0.28, 0.42),
            (0.3, 0.7, 0.44, 0.84, 0.52, 0.98),
            (0.56, 0.8),
            (0.64, 0.62, 0.7, 0.62, 0.72, 0.52),
            (0.78, 0.58),
            (0.92, 0.3, 0.8, 0.04, 0.5, 0.04),
        ],
        "#d2452b",
    )
    fill_path(
        canvas,
        [(0.5, 0.1), (0.36, 0.1, 0.32, 0.26, 0.42, 0.44), (0.5, 0.56), (0.54, 0.42), (0.68, 0.3, 0.64, 0.1, 0.5, 0.1)],
        "#f4b233",
        None,
    )


@_icon("ship")
def _ship(canvas: Canvas) -> None:
    _longship(canvas, "#f3ead7", "#c23b22")


@_icon("common_ship")
def _common_ship(canvas: Canvas) -> None:
    _longship(canvas, "#9fb3c4", None, hull="#7a6a58")
    circle(canvas, 0.5, 0.64, 0.09, "#f3ead7")


@_icon("card")
def _card(canvas: Canvas) -> None:
    rect(canvas, 0.2, 0.04, 0.6, 0.92, "#efe6cf", radius=0.08)
    rect(canvas, 0.28, 0.14, 0.44, 0.72, None, "#a08a64", radius=0.04, width=0.035)
    fill_path(canvas, [(0.5, 0.36), (0.6, 0.5), (0.5, 0.64), (0.4, 0.5)], "#a08a64", None)


@_icon("vp")
def _vp(canvas: Canvas) -> None:
    circle(canvas, 0.5, 0.5, 0.47, "#35603f")
    fill_path(canvas, star_points(0.5, 0.48, 0.36, 0.16), "#f2c230", INK, 0.035)


# --- actions: a light glyph on a dark tile ----------------------------------------------------

TILE = "#3b3b45"


def _tile(canvas: Canvas) -> None:
    rect(canvas, 0.02, 0.02, 0.96, 0.96, TILE, INK, radius=0.18)


@_icon("EXPLORE")
def _explore(canvas: Canvas) -> None:
    _tile(canvas)
    circle(canvas, 0.5, 0.5, 0.32, None, PAPER, 0.05)
    fill_path(canvas, star_points(0.5, 0.5, 0.36, 0.08, tips=4), PAPER, None)


@_icon("POPULATE")
def _populate(canvas: Canvas) -> None:
    _tile(canvas)
    _person(canvas, PAPER, None, dx=-0.1, scale=0.8)
    line(canvas, [(0.66, 0.62), (0.86, 0.62)], PAPER, 0.08)
    line(canvas, [(0.76, 0.52), (0.76, 0.72)], PAPER, 0.08)


@_icon("CONSTRUCT")
def _construct(canvas: Canvas) -> None:
    _tile(canvas)
    line(canvas, [(0.26, 0.18), (0.6, 0.56)], PAPER, 0.1)
    fill_path(canvas, [(0.46, 0.74), (0.7, 0.46), (0.86, 0.6), (0.62, 0.86)], PAPER, None)


@_icon("HARVEST")
def _harvest(canvas: Canvas) -> None:
    _tile(canvas)
    line(canvas, [(0.5, 0.12), (0.5, 0.86)], PAPER, 0.05)
    for y in (0.36, 0.52, 0.68):
        for side in (-1, 1):
            ellipse(canvas, 0.5 + (0.02 if side > 0 else -0.2), y, 0.18, 0.1, PAPER, None)


@_icon("SAIL")
def _sail(canvas: Canvas) -> None:
    _tile(canvas)
    fill_path(canvas, [(0.52, 0.3), (0.52, 0.86), (0.78, 0.36)], PAPER, None)
    fill_path(canvas, [(0.46, 0.36), (0.46, 0.74), (0.24, 0.36)], PAPER, None)
    fill_path(canvas, [(0.16, 0.26), (0.84, 0.26), (0.76, 0.14), (0.24, 0.14)], PAPER, None)


# --- clan card-type icons: ink silhouettes ----------------------------------------------------


@_icon("axe")
def _axe(canvas: Canvas) -> None:
    line(canvas, [(0.16, 0.06), (0.58, 0.9)], INK, 0.09)
    fill_path(
        canvas,
        [(0.46, 0.64), (0.64, 0.56), (0.84, 0.4), (0.98, 0.56, 0.98, 0.82, 0.86, 0.96), (0.7, 0.86), (0.56, 0.86)],
        INK,
    )


@_icon("house")
def _house(canvas: Canvas) -> None:
    fill_path(canvas, [(0.14, 0.06), (0.86, 0.06), (0.86, 0.52), (0.5, 0.9), (0.14, 0.52)], INK)
    rect(canvas, 0.42, 0.06, 0.16, 0.26, PAPER, None)


@_icon("tower")
def _tower(canvas: Canvas) -> None:
    fill_path(
        canvas,
        [
            (0.24, 0.04),
            (0.76, 0.04),
            (0.72, 0.76),
            (0.8, 0.76),
            (0.8, 0.96),
            (0.68, 0.96),
            (0.68, 0.88),
            (0.56, 0.88),
            (0.56, 0.96),
            (0.44, 0.96),
            (0.44, 0.88),
            (0.32, 0.88),
            (0.32, 0.96),
            (0.2, 0.96),
            (0.2, 0.76),
            (0.28, 0.76),
        ],
        INK,
    )
    rect(canvas, 0.44, 0.46, 0.12, 0.18, PAPER, None, radius=0.05)


@_icon("fish-hook")
def _fish_hook(canvas: Canvas) -> None:
    circle(canvas, 0.6, 0.88, 0.07, None, INK, 0.06)
    line(canvas, [(0.6, 0.8), (0.6, 0.34), (0.6, 0.04, 0.2, 0.04, 0.22, 0.34)], INK, 0.09)
    fill_path(canvas, [(0.16, 0.28), (0.22, 0.5), (0.3, 0.3)], INK)


@_icon("anvil")
def _anvil(canvas: Canvas) -> None:
    fill_path(
        canvas,
        [
            (0.04, 0.72),
            (0.24, 0.58),
            (0.3, 0.58),
            (0.4, 0.38),
            (0.3, 0.1),
            (0.74, 0.1),
            (0.64, 0.38),
            (0.74, 0.58),
            (0.96, 0.62),
            (0.96, 0.78),
            (0.24, 0.78),
        ],
        INK,
    )


@_icon("horn")
def _horn(canvas: Canvas) -> None:
    fill_path(
        canvas,
        [(0.06, 0.88), (0.14, 0.36, 0.5, 0.12, 0.84, 0.16), (0.96, 0.64), (0.62, 0.46, 0.3, 0.5, 0.14, 0.9)],
        INK,
    )
    line(canvas, [(0.7, 0.2), (0.8, 0.52)], PAPER, 0.04)
    line(canvas, [(0.36, 0.34), (0.44, 0.52)], PAPER, 0.04)


@_icon("shield")
def _shield(canvas: Canvas) -> None:
    circle(canvas, 0.5, 0.5, 0.45, INK)
    circle(canvas, 0.5, 0.5, 0.35, None, PAPER, 0.04)
    circle(canvas, 0.5, 0.5, 0.11, PAPER, None)


@_icon("penguin")
def _penguin(canvas: Canvas) -> None:
    ellipse(canvas, 0.24, 0.08, 0.52, 0.78, INK)
    ellipse(canvas, 0.33, 0.12, 0.34, 0.52, PAPER, None)
    circle(canvas, 0.5, 0.82, 0.14, INK)
    fill_path(canvas, [(0.56, 0.8), (0.74, 0.76), (0.56, 0.72)], "#e8a030", None)
    circle(canvas, 0.5, 0.85, 0.03, PAPER, None)
    fill_path(canvas, [(0.3, 0.08), (0.44, 0.08), (0.38, 0.02)], "#e8a030", None)
    fill_path(canvas, [(0.56, 0.08), (0.7, 0.08), (0.62, 0.02)], "#e8a030", None)


@_icon("igloo")
def _igloo(canvas: Canvas) -> None:
    fill_path(canvas, [(0.04, 0.1), (0.04, 0.62, 0.3, 0.86, 0.5, 0.86), (0.7, 0.86, 0.96, 0.62, 0.96, 0.1)], INK)
    fill_path(canvas, [(0.36, 0.1), (0.36, 0.36, 0.64, 0.36, 0.64, 0.1)], PAPER, None)
    for y in (0.34, 0.58):
        line(canvas, [(0.1 if y < 0.5 else 0.2, y), (0.28, y)], PAPER, 0.035)
        line(canvas, [(0.72, y), (0.9 if y < 0.5 else 0.8, y)], PAPER, 0.035)


@_icon("sled")
def _sled(canvas: Canvas) -> None:
    line(canvas, [(0.06, 0.22), (0.84, 0.22), (0.96, 0.22, 0.98, 0.38, 0.88, 0.4)], INK, 0.07)
    rect(canvas, 0.14, 0.42, 0.64, 0.14, INK, None)
    for x in (0.24, 0.66):
        line(canvas, [(x, 0.22), (x, 0.42)], INK, 0.06)
    fill_path(canvas, [(0.2, 0.56), (0.28, 0.8), (0.72, 0.8), (0.74, 0.56)], INK)


@_icon("drum")
def _drum(canvas: Canvas) -> None:
    rect(canvas, 0.14, 0.14, 0.72, 0.56, INK, None)
    ellipse(canvas, 0.14, 0.04, 0.72, 0.22, INK)
    ellipse(canvas, 0.14, 0.6, 0.72, 0.22, PAPER)
    line(canvas, [(0.18, 0.6), (0.32, 0.2), (0.5, 0.6), (0.68, 0.2), (0.82, 0.6)], PAPER, 0.04)
    line(canvas, [(0.6, 0.72), (0.9, 0.98)], INK, 0.06)


@_icon("thistle")
def _thistle(canvas: Canvas) -> None:
    line(canvas, [(0.5, 0.04), (0.5, 0.5)], INK, 0.07)
    fill_path(canvas, [(0.5, 0.22), (0.2, 0.34), (0.3, 0.22)], INK)
    fill_path(canvas, [(0.5, 0.3), (0.8, 0.42), (0.72, 0.28)], INK)
    ellipse(canvas, 0.32, 0.4, 0.36, 0.3, INK)
    for i in range(7):
        angle = math.pi * (0.15 + 0.7 * i / 6)
        line(canvas, [(0.5, 0.66), (0.5 - 0.34 * math.cos(angle), 0.66 + 0.32 * math.sin(angle))], INK, 0.06)


@_icon("coin")
def _coin_type(canvas: Canvas) -> None:
    _coin(canvas, INK, PAPER)
    rect(canvas, 0.44, 0.36, 0.12, 0.28, PAPER, None)


@_icon("mug")
def _mug(canvas: Canvas) -> None:
    fill_path(canvas, [(0.72, 0.66), (0.96, 0.66, 0.96, 0.2, 0.72, 0.22)], None, INK, 0.08, close=False)
    rect(canvas, 0.14, 0.04, 0.6, 0.7, INK, None, radius=0.06)
    fill_path(canvas, [(0.1, 0.7), (0.1, 0.9, 0.3, 0.94, 0.44, 0.86), (0.56, 0.96, 0.78, 0.9, 0.78, 0.7)], PAPER)
    for x in (0.3, 0.44, 0.58):
        line(canvas, [(x, 0.14), (x, 0.6)], PAPER, 0.035)


@_icon("star")
def _star_type(canvas: Canvas) -> None:
    _star(canvas, INK, None, r=0.5)

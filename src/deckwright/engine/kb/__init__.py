"""Kingdom Builder rules engine: ``new_game`` sets up a table from shipped or authored content."""

from __future__ import annotations

import random

from ...model.kb import Goal, Section, Tile
from .board import assemble
from .game import KBGame

SECTIONS_PER_BOARD = 4
GOALS_PER_GAME = 3


def new_game(
    entrants: list, seed: int, sections: list[Section] = (), tiles: list[Tile] = (), goals: list[Goal] = ()
) -> KBGame:
    """A seeded game for ``len(entrants)`` seats: 4 random sections, each turned at random where
    allowed, 3 random goal cards; the terrain deck is shuffled and one card dealt to each seat."""
    rng = random.Random(seed)
    laid = rng.sample(list(sections), SECTIONS_PER_BOARD)
    turned = [s.rotate and rng.random() < 0.5 for s in laid]
    board = assemble(laid, turned)
    return KBGame(board, {t.id: t for t in tiles}, rng.sample(list(goals), GOALS_PER_GAME), len(entrants), seed)

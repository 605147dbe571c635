"""Kingdom Builder rules engine: ``new_game`` sets up a table from shipped or authored content."""

from __future__ import annotations

import random
from typing import Sequence, TypeVar

from ...game import Spare
from ...model.kb import Goal, Section, Tile
from .board import assemble
from .game import KBGame

SECTIONS_PER_BOARD = 4
GOALS_PER_GAME = 3

T = TypeVar("T")


def new_game(
    entrants: Sequence[object],
    seed: int,
    sections: Sequence[Section] = (),
    tiles: Sequence[Tile] = (),
    goals: Sequence[Goal] = (),
    spare_sections: Spare | None = None,
    spare_goals: Spare | None = None,
) -> KBGame:
    """A seeded game for ``len(entrants)`` seats: 4 random sections, each turned at random where
    allowed, 3 random goal cards; the terrain deck is shuffled and one card dealt to each seat.
    Fewer sections or goal cards than that are all used, the rest drawn from the spare ones."""
    rng = random.Random(seed)
    laid = draw(rng, sections, spare_sections, SECTIONS_PER_BOARD, "board sections")
    turned = [s.rotate and rng.random() < 0.5 for s in laid]
    board = assemble(laid, turned)
    chosen = draw(rng, goals, spare_goals, GOALS_PER_GAME, "goal cards")
    return KBGame(board, {t.id: t for t in tiles}, chosen, len(entrants), seed)


def draw(rng: random.Random, own: Sequence[T], spare: Spare | None, need: int, noun: str) -> list[T]:
    """``need`` of ``own`` at random; when it holds fewer, all of them and the rest at random from
    ``spare``, in random order. ``ValueError`` when both together hold too few."""
    if len(own) >= need:
        return rng.sample(list(own), need)
    extra: list[T] = list(spare.items) if spare else []
    if len(own) + len(extra) < need:
        raise ValueError(f"a game needs {need} {noun}; the table has {len(own) + len(extra)}")
    drawn = [*own, *rng.sample(extra, need - len(own))]
    rng.shuffle(drawn)
    return drawn

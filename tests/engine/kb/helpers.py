"""Helpers for the Kingdom Builder tests: hand-made boards and positions."""

from __future__ import annotations

from pathlib import Path

from deckwright.engine.kb.board import SIDE, assemble
from deckwright.engine.kb.game import KBGame
from deckwright.loader import read_document
from deckwright.model.kb import LETTERS, Section, goals_from_data, tiles_from_data

FIXTURES = Path(__file__).parent / "fixtures"
PUBLISHED_TILES = {t.id: t for t in tiles_from_data(read_document(FIXTURES / "published-tiles.yaml").data)}
PUBLISHED_GOALS = {g.id: g for g in goals_from_data(read_document(FIXTURES / "published-goals.yaml").data)}


def hx(row: int, col: int) -> int:
    return row * SIDE + col


def sections(
    cells: dict[tuple[int, int], str] | None = None,
    fill: str = "g",
    locations: dict[tuple[int, int], str] | None = None,
) -> list[Section]:
    """Four sections of a 20x20 board of ``fill`` with the given letters at board (row, col)."""
    cells, locations = cells or {}, locations or {}
    out = []
    for slot in range(4):
        top, left = (slot // 2) * 10, (slot % 2) * 10
        grid = tuple(tuple(LETTERS[cells.get((top + r, left + c), fill)] for c in range(10)) for r in range(10))
        locs = tuple(
            (r - top, c - left, t) for (r, c), t in locations.items() if top <= r < top + 10 and left <= c < left + 10
        )
        out.append(Section(f"s{slot}", {"en": f"S{slot}"}, grid, locs))
    return out


def make(cells=None, fill="g", locations=None, players=2, tiles=(), goals=(), seed=1) -> KBGame:
    """A game on a hand-made board; ``locations`` maps (row, col) to a tile id (its hex becomes 'L')."""
    cells = dict(cells or {})
    for where in locations or {}:
        cells[where] = "L"
    board = assemble(sections(cells, fill, locations), [False] * 4)
    return KBGame(board, {t: PUBLISHED_TILES[t] for t in tiles}, [PUBLISHED_GOALS[g] for g in goals], players, seed)


def give(game: KBGame, terrain: str) -> None:
    """Make the active seat's played card ``terrain``."""
    game.hand[game.seat] = terrain
    game._decision = None


def holding_a_farm() -> KBGame:
    """Seat 0's turn with grass in hand, a settlement next to the farm location and its farm tile
    taken (one left on the location)."""
    game = make(locations={(0, 0): "farm"}, tiles=("farm",))
    give(game, "grass")
    game.put(0, [hx(1, 0)])
    game.held[0] = [(hx(0, 0), "farm")]
    game.stock[hx(0, 0)] = 1
    return game


def targets(game: KBGame) -> set:
    """The active decision's options, without 'end'."""
    return {o for o in game.decision().options if o != ("end",)}


def builds(game: KBGame) -> set[int]:
    return {o[1] for o in game.decision().options if o[0] == "build"}


def tile_targets(game: KBGame, tile: str) -> set:
    return {o[3:] if len(o) > 4 else o[3] for o in game.decision().options if o[0] == "tile" and o[1] == tile}

"""The Explore action's rules over the board: where a seat may place a tile, and the fame for
closing territories.
"""

from __future__ import annotations

from collections.abc import Callable

from ...model.northgard import Ruleset, Tile
from .board import Board, Placement

Cell = tuple[int, int]
Node = tuple[str, int]


def merge_components(board: Board, tile: Tile, cell: Cell, rotation: int) -> list[set[int]]:
    """The placed territories that would end up in one territory, per new territory (joined
    through each other: two parts of the new tile can meet through one placed territory)."""
    groups = board.joined(tile, cell, rotation)
    parent = list(range(len(groups)))

    def root(i: int) -> int:
        while parent[i] != i:
            i = parent[i]
        return i

    for i in range(len(groups)):
        for j in range(i):
            if groups[i] & groups[j]:
                parent[root(i)] = root(j)
    merged: dict[int, set[int]] = {}
    for i, group in enumerate(groups):
        merged.setdefault(root(i), set()).update(group)
    return list(merged.values())


def may_place(board: Board, tile: Tile, cell: Cell, rotation: int, seat: int | None) -> bool:
    """A tile fits here and (for an exploring seat) touches one of its open territories, and no
    territory it makes holds units of two seats. ``seat`` None: setup placement, no territory rule."""
    if not board.fits(tile, cell, rotation):
        return False
    components = merge_components(board, tile, cell, rotation)
    if seat is not None and not any(
        board.territories[tid].owner() == seat and not board.territories[tid].closed
        for group in components
        for tid in group
    ):
        return False
    return all(len(set().union(*(board.territories[t].seats() for t in group))) <= 1 for group in components)


def spots(board: Board, tile: Tile, seat: int | None, empty: bool = False) -> list[tuple[tuple[int, int], int]]:
    """Every (cell, rotation) where ``seat`` may place ``tile``, in a stable order; with ``empty``
    only those that leave a territory of the tile without units (setup, a returning player)."""
    return [
        (cell, rotation)
        for cell in board.frontier()
        for rotation in range(4)
        if may_place(board, tile, cell, rotation, seat) and (not empty or leaves_empty(board, tile, cell, rotation))
    ]


def five_player_spot(board: Board, tile: Tile) -> tuple[tuple[int, int], int] | None:
    """Where the five-player starting tile goes beside the starting tile at (0, 0): east of it
    first, then south, west, north, in the first rotation that puts a territory of the tile with
    food (its food symbol) in a territory of both tiles, else the first that fits
    (docs/rules-notes.md#northgard-five-player-start)."""
    fits = [
        (cell, rot) for cell in ((1, 0), (0, 1), (-1, 0), (0, -1)) for rot in range(4) if board.fits(tile, cell, rot)
    ]
    food = [index for index, part in enumerate(tile.territories) if dict(part.resources).get("food")]
    middle = [(cell, rot) for cell, rot in fits if any(board.joined(tile, cell, rot)[index] for index in food)]
    return next(iter(middle or fits), None)


def leaves_empty(board: Board, tile: Tile, cell: Cell, rotation: int) -> bool:
    """Some territory of the placed tile would hold no units."""
    return any(
        not any(board.territories[t].seats() for t in group) for group in merge_components(board, tile, cell, rotation)
    )


def draw_placeable(
    pile: list[Tile], count: int, options: Callable[[list[Tile]], list[tuple]]
) -> tuple[list[Tile], list[tuple]]:
    """Draw ``count`` tiles from the top of ``pile`` (its end) and the ``options`` they give; while
    they give none, they go under the pile and one more is drawn, until every tile of the pile was
    tried. Returns the drawn tiles and their options; nothing drawn (all back under the pile) when
    no tile gave an option."""
    drawn = [pile.pop() for _ in range(min(count, len(pile)))]
    tried = 0
    found: list[tuple] = []
    while drawn:
        found = options(drawn)
        if found or tried >= len(pile):
            break
        pile[:0] = drawn
        tried += len(drawn)
        drawn = [pile.pop()]
    if not found:
        pile[:0] = drawn
        return [], []
    return drawn, found


def closing_fame(board: Board, placement: Placement, seat: int, rules: Ruleset) -> tuple[int, list[int]]:
    """Fame the exploring seat earns for the territories it controls that this placement closed
    (per tile of each), and those territories."""
    own = [tid for tid in placement.closed if board.territories[tid].owner() == seat]
    per_tile = rules["fame"]["closing_per_tile"]
    return sum(per_tile * board.tiles_of(tid) for tid in own), own


def preview(board: Board, tile: Tile, cell: Cell, rotation: int) -> list[tuple[bool, int, set[int]]]:
    """Without placing: for each territory the tile would make, whether it would be closed, its
    tiles and the seats in it (for bots weighing placements cheaply)."""
    pairs = board.facing(tile, cell, rotation)
    parent: dict[Node, Node] = {}  # a territory of the tile ("new", index) or of the map ("old", id)

    def root(node: Node) -> Node:
        while parent.get(node, node) != node:
            node = parent[node]
        return node

    for index, tid in pairs:
        a, b = root(("new", index)), root(("old", tid))
        if a != b:
            parent[b] = a
    joined: dict[Node, set[int]] = {}  # per territory the tile would make: the placed ones it joins
    open_edges: dict[Node, int] = {}  # and its open edges
    for index, part in enumerate(tile.territories):
        key = root(("new", index))
        joined.setdefault(key, set())
        open_edges[key] = open_edges.get(key, 0) + len(part.edges)
    for index, tid in pairs:
        key = root(("new", index))
        if tid not in joined[key]:
            joined[key].add(tid)
            open_edges[key] += board.territories[tid].open
        open_edges[key] -= 2
    return [
        (
            open_edges[key] == 0,
            1 + len(set().union(*(board.territories[t].cells for t in old))),
            set().union(*(board.territories[t].seats() for t in old)),
        )
        for key, old in joined.items()
    ]

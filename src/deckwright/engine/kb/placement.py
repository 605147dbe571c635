"""The placement language's interpreter: the legal target hexes of a build or a move.

``owner[h]`` is the seat whose settlement stands on hex h, or -1; ``adj[h]`` counts the acting
player's settlements next to h. "Adjacent if possible" is decided among the targets that meet
every other condition of the action, and for a move the moving settlement does not count as a
neighbour of its own target.
"""

from __future__ import annotations

from functools import lru_cache

from ...model.kb import Placement
from .board import NEIGHBOURS, STEP, Board

MANDATORY = Placement("build", "played")  # the turn's three settlements, one at a time


def _base(board: Board, owner: list[int], adj: list[int], me: int, rule: Placement, played: str | None) -> list[int]:
    """Hexes of the rule's terrain that meet its edge, next-to and line-end conditions: free ones,
    or for a removal those holding another player's settlement. ``played``: the terrain card in
    hand (None: no card, so a rule on the played terrain has no target)."""
    name = played if rule.terrain == "played" else rule.terrain
    terrain = board.by_terrain.get(name, ()) if name is not None else ()
    if rule.action == "remove":
        hexes = [h for h in terrain if owner[h] >= 0 and owner[h] != me]
    else:
        hexes = [h for h in terrain if owner[h] < 0]
    if rule.edge:
        hexes = [h for h in hexes if h in board.edge]
    if rule.next_to:
        near = board.hexes_next_to(rule.next_to)
        hexes = [h for h in hexes if h in near]
    if rule.line_end:
        hexes = [h for h in hexes if adj[h] and _ends_line(owner, me, h, rule.line_end)]
    return hexes


def _ends_line(owner: list[int], me: int, h: int, length: int) -> bool:
    """Whether ``length`` own settlements follow ``h`` in a straight line in some direction."""
    for d in range(6):
        at, run = h, 0
        while run < length:
            at = STEP[at][d]
            if at < 0 or owner[at] != me:
                break
            run += 1
        if run == length:
            return True
    return False


def _adjacent(rule: Placement, hexes: list[int], touching: list[int]) -> list[int]:
    if rule.adjacent == "free":
        return hexes
    return touching if touching or rule.adjacent == "required" else hexes


def build_targets(
    board: Board, owner: list[int], adj: list[int], me: int, rule: Placement, played: str | None
) -> list[int]:
    """The hexes a build action may place a settlement on (a removal: take one off)."""
    hexes = _base(board, owner, adj, me, rule, played)
    return _adjacent(rule, hexes, [h for h in hexes if adj[h]])


def move_targets(
    board: Board, owner: list[int], adj: list[int], me: int, rule: Placement, played: str | None
) -> list[tuple[int, int]]:
    """The (from, to) pairs a move action may take, sources in hex order."""
    sources = [h for h, who in enumerate(owner) if who == me]
    pairs = []
    static = not rule.line_end  # only a line condition depends on where the mover stood
    if static:
        hexes = _base(board, owner, adj, me, rule, played)
        touching_all = [h for h in hexes if adj[h]]
        allowed = set(hexes)
    for source in sources:
        if not static:
            owner[source] = -1  # the moving settlement is not on the board while it moves
            for n in NEIGHBOURS[source]:
                adj[n] -= 1
            hexes = _base(board, owner, adj, me, rule, played)
            touching_all = [h for h in hexes if adj[h]]
            allowed = set(hexes)
            owner[source] = me
            for n in NEIGHBOURS[source]:
                adj[n] += 1
        if rule.jump:
            landing = [h for h in _jumps(rule.jump)[source] if h in allowed]
        else:
            landing = hexes
        if rule.adjacent == "free":
            pairs += [(source, h) for h in landing]
            continue
        around = NEIGHBOURS[source]
        touching = [h for h in (landing if rule.jump else touching_all) if adj[h] - (h in around) > 0]
        pairs += [(source, h) for h in _adjacent(rule, landing, touching)]
    return pairs


@lru_cache(maxsize=None)
def _jumps(distance: int) -> tuple[tuple[int, ...], ...]:
    """Per hex: the hexes exactly ``distance`` away in a straight line, in hex order."""
    table = []
    for source in range(len(STEP)):
        landing = []
        for direction in range(6):
            at = source
            for _ in range(distance):
                at = STEP[at][direction] if at >= 0 else -1
            if at >= 0:
                landing.append(at)
        table.append(tuple(sorted(landing)))
    return tuple(table)

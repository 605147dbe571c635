"""The scoring language's interpreter: the gold each goal card and the castles give each player."""

from __future__ import annotations

from ...model.kb import Scoring
from .board import SIDE, Board

CASTLE_GOLD = 3


def homes(owner: list[int], players: int) -> list[list[int]]:
    """Each player's settlement hexes, in board order (one pass over the board)."""
    found: list[list[int]] = [[] for _ in range(players)]
    for h, who in enumerate(owner):
        if who >= 0:
            found[who].append(h)
    return found


def _groups(board: Board, owner: list[int], me: int, mine: list[int]) -> list[list[int]]:
    """The player's settlements (``mine``) split into connected groups."""
    seen, groups = set(), []
    for start in mine:
        if start in seen:
            continue
        seen.add(start)
        group, todo = [], [start]
        while todo:
            h = todo.pop()
            group.append(h)
            for n in board.neighbours[h]:
                if owner[n] == me and n not in seen:
                    seen.add(n)
                    todo.append(n)
        groups.append(group)
    return groups


def _longest_line(board: Board, owner: list[int], me: int, mine: list[int]) -> int:
    best = 0
    for h in mine:
        for d in range(3):  # each line is counted from its first hex, walking one way
            back = board.step[h][d + 3]
            if back >= 0 and owner[back] == me:
                continue
            run, at = 0, h
            while at >= 0 and owner[at] == me:
                run, at = run + 1, board.step[at][d]
            best = max(best, run)
    return best


def _connected_sites(board: Board, owner: list[int], me: int, mine: list[int], sites: tuple[str, ...]) -> int:
    """Sites next to a group of the player's settlements that also touches another site."""
    linked = set()
    for group in _groups(board, owner, me, mine):
        touched = {n for h in group for n in board.neighbours[h] if board.terrain[n] in sites}
        if len(touched) > 1:
            linked |= touched
    return len(linked)


def _sector_counts(board: Board, mine: list[int]) -> list[int]:
    counts = [0, 0, 0, 0]
    for h in mine:
        counts[board.sector[h]] += 1
    return counts


def counted(board: Board, owner: list[int], me: int, h: int, rule: Scoring) -> bool:
    """Whether a settlement of ``me`` on hex ``h`` meets every settlement condition of the rule
    ("and", docs/rules-notes.md#kb-settlement-conditions); ``owner[h]`` itself is not read."""
    if rule.next_to and h not in board.hexes_next_to(rule.next_to):
        return False
    if rule.on and board.terrain[h] not in rule.on:
        return False
    return not (rule.isolated and any(owner[n] == me for n in board.neighbours[h]))


def count(board: Board, owner: list[int], me: int, rule: Scoring, mine: list[int]) -> int:
    """The quantity a (non-rank) rule counts for one player, whose settlements are ``mine``."""
    kind = rule.count
    if kind == "settlements":
        return sum(counted(board, owner, me, h, rule) for h in mine)
    if kind == "groups":
        return len(_groups(board, owner, me, mine))
    if kind == "largest_group":
        return max((len(g) for g in _groups(board, owner, me, mine)), default=0)
    if kind == "longest_line":
        return _longest_line(board, owner, me, mine)
    if kind == "rows":
        return len({h // SIDE for h in mine})
    if kind == "best_row":
        rows = [0] * SIDE
        for h in mine:
            rows[h // SIDE] += 1
        return max(rows)
    if kind == "weakest_sector":
        return min(_sector_counts(board, mine))
    if kind == "connected_sites":
        return _connected_sites(board, owner, me, mine, rule.sites)
    raise ValueError(f"unknown count {kind!r}")


def _rank_awards(counts: list[int], ranks: tuple[int, ...], ties: str) -> list[int]:
    """Gold per player in one sector. The first place needs a settlement there (a sector nobody
    built in pays nothing); a player without one takes the place after the last count above
    zero (docs/rules-notes.md#kb-lords-empty-sector)."""
    awards = [0] * len(counts)
    if max(counts, default=0) == 0:
        return awards
    place = 0
    for level in sorted(set(counts), reverse=True):
        if place >= len(ranks):
            break
        tied = [p for p, c in enumerate(counts) if c == level]
        if ties == "shared":
            gold = ranks[place]
            place += 1
        else:
            gold = sum(ranks[place : place + len(tied)]) // len(tied)
            place += len(tied)
        for p in tied:
            awards[p] = gold
    return awards


def goal_gold(
    board: Board,
    owner: list[int],
    players: int,
    rule: Scoring,
    whole: bool = True,
    found: list[list[int]] | None = None,
) -> list:
    """The gold one goal card gives each player; with ``whole`` false, a count short of the next
    ``per`` earns its share of that gold (``gold x count / per``, for the search's estimates).
    ``found``: each player's settlement hexes (``homes``), where the caller has them already."""
    found = homes(owner, players) if found is None else found
    if rule.count == "sector_rank":
        per_player = [_sector_counts(board, found[p]) for p in range(players)]
        gold = [0] * players
        for sector in range(4):
            for p, g in enumerate(_rank_awards([c[sector] for c in per_player], rule.ranks, rule.ties)):
                gold[p] += g
        return gold
    counts = [count(board, owner, p, rule, found[p]) for p in range(players)]
    return [rule.gold * (c // rule.per if whole else c / rule.per) for c in counts]


def castle_gold(board: Board, owner: list[int], players: int) -> list[int]:
    """3 gold per castle hex next to at least one of the player's settlements."""
    gold = [0] * players
    for castle in board.castles:
        for p in {owner[n] for n in board.neighbours[castle] if owner[n] >= 0}:
            gold[p] += CASTLE_GOLD
    return gold

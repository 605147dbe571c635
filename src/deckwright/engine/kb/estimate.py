"""The ``evaluate`` hook: each seat's expected final gold where a search rollout stops.

What each seat holds now (the castles' gold, the gold taken from tiles, the goal cards' so far
with a count short of a card's next ``per`` earning its share), plus what its position promises
for the turns left, each part in gold at a weight fitted by least squares to the final lead of
greedy games (``WEIGHTS``; 600 games, the lead of seat 0 over seat 1 at every third decision, the
fit and how the strong bot plays with it in docs/play.md, "The bots"):

- ``future``: the settlements it will still build: all its supply, or what it builds in the turns
  left if another seat runs out first (three a turn and one more per settlement a held build
  tile adds; the game ends once a supply is empty), so a seat that built fewer this turn is not
  counted behind;
- ``castles``, ``tiles``: the castles it does not touch yet, and the locations with a tile left it
  may still take, next to a free hex its own settlements touch (one build away);
- ``move_tile_turns``, ``build_tile_turns``: each location tile it holds, for each turn left (a
  build tile's extra settlements count in ``future`` too);
- ``border``: the free buildable hexes next to its settlements, where its mandatory builds go;
- ``open_terrain``: each terrain card it could build anywhere on if it drew it (a terrain with
  free hexes none of which touches its settlements: the mandatory action builds next to them only
  where it can), so that a seat whose borders touch fewer terrains keeps its choice of hexes.
"""

from __future__ import annotations

from ...model.kb import BUILDABLE
from .board import NEIGHBOURS
from .game import MANDATORY_SETTLEMENTS, KBGame
from .scoring import castle_gold, goal_gold, homes

WEIGHTS = {
    "future": 0.57,
    "castles": 2.1,
    "tiles": 1.4,
    "move_tile_turns": 0.52,
    "build_tile_turns": 0.4,
    "border": 0.12,
    "open_terrain": 2.9,
}


def evaluate(game: KBGame) -> list[float]:
    """Each seat's gold so far plus its ``prospects`` priced at ``WEIGHTS``."""
    board, owner = game.board, game.owner
    found = homes(owner, game.players)
    gold = [float(g + purse) for g, purse in zip(castle_gold(board, owner, game.players), game.purse)]
    for goal in game.goals:
        for seat, paid in enumerate(goal_gold(board, owner, game.players, goal.scoring, False, found)):
            gold[seat] += paid
    return [
        gold[seat] + sum(WEIGHTS[part] * amount for part, amount in prospects(game, seat, found[seat]).items())
        for seat in range(game.players)
    ]


def prospects(game: KBGame, seat: int, mine: list[int] | None = None) -> dict[str, int]:
    """What the seat's position promises, part by part (the module docstring), as counts;
    ``mine``: the seat's settlement hexes, where the caller has them already."""
    board, owner = game.board, game.owner
    mine = homes(owner, game.players)[seat] if mine is None else mine
    rates = [
        MANDATORY_SETTLEMENTS
        + sum(game.tiles[t].placement.count for _, t in game.held[p] if game.tiles[t].placement.action == "build")
        for p in range(game.players)
    ]
    turns = min(-(-supply // rate) for supply, rate in zip(game.supply, rates))
    border = {n for h in mine for n in NEIGHBOURS[h] if owner[n] < 0 and board.terrain[n] in BUILDABLE}
    held = {location for location, _ in game.held[seat]}
    builds = sum(game.tiles[t].placement.action == "build" for _, t in game.held[seat])
    touched = {board.terrain[h] for h in border}
    return {
        "future": min(game.supply[seat], turns * rates[seat]),
        "castles": sum(
            1
            for castle in board.castles
            if all(owner[n] != seat for n in NEIGHBOURS[castle]) and any(n in border for n in NEIGHBOURS[castle])
        ),
        "tiles": sum(
            1
            for location, left in game.stock.items()
            if left
            and location not in held
            and location not in game.lost[seat]
            and any(n in border for n in NEIGHBOURS[location])
        ),
        "move_tile_turns": (len(game.held[seat]) - builds) * turns,
        "build_tile_turns": builds * turns,
        "border": len(border),
        "open_terrain": sum(1 for t in BUILDABLE if game.free.get(t) and t not in touched),
    }

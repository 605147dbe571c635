"""Kingdom Builder glue for the play stage: the content to play, what a seat cannot see (for the
search bot's determinization), which tile an option uses, and a small ready game.

These read the engine's state and option shapes but never change its rules.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from ...game import Spare
from ...loader import Run, read_document
from ...model.kb import goals_from_data, sections_from_data, tiles_from_data
from ...paths import data_dir
from . import GOALS_PER_GAME, SECTIONS_PER_BOARD, new_game
from .estimate import evaluate as evaluate
from .game import KBGame
from .greedy import GreedyBot as greedy_bot
from .words import Words as words

NEEDED = {"sections": SECTIONS_PER_BOARD, "goals": GOALS_PER_GAME}  # what a game uses of each kind
NOUNS = {"sections": "board sections", "goals": "goal cards"}

# ``new_game``'s sections, tiles and goals by keyword: each list holds its kind's model objects
Table = dict[str, list[Any]]


def play_content(documents: Run) -> tuple[list[Any], dict[str, Any]]:
    """No entrants (a seat plays no content of its own) and the shared sections, tiles and goals:
    only the kinds the documents hold (the arena fills the others with the shipped ones). Fewer
    sections or goal cards than a game uses are completed from the shipped ones of other ids
    (``spare_sections``, ``spare_goals``: every game uses all of the documents' and draws the
    rest), and the shipped tiles stand in for those the documents do not define."""
    table = read_table(documents)
    short = [key for key, need in NEEDED.items() if 0 < len(table.get(key, ())) < need]
    if not short and "tiles" not in table:
        return [], table
    shipped = shipped_table()
    spares: dict[str, Spare] = {}
    for key in short:
        own = {item.id for item in table[key]}
        spares[f"spare_{key}"] = Spare(tuple(i for i in shipped[key] if i.id not in own), NOUNS[key])
    if "tiles" in table:
        own = {tile.id for tile in table["tiles"]}
        table["tiles"] += [tile for tile in shipped["tiles"] if tile.id not in own]
    return [], {**table, **spares}


def read_table(documents: Run) -> Table:
    """The sections, tiles and goals the documents hold, by kind (only the kinds they hold)."""
    table: Table = {}
    readers: dict[str, tuple[str, Callable[[dict[str, Any]], Sequence[object]]]] = {
        "boards": ("sections", sections_from_data),
        "tiles": ("tiles", tiles_from_data),
        "goals": ("goals", goals_from_data),
    }
    for doc, kind in documents:
        key, read = readers[kind]
        table.setdefault(key, []).extend(read(doc.data))
    return table


def shipped_table() -> Table:
    """The shipped sections, tiles and goals, as ``new_game`` takes them."""
    folder = data_dir("cards") / "kb"
    return read_table([(read_document(folder / f"{kind}.yaml"), kind) for kind in ("boards", "tiles", "goals")])


def determinize(game: KBGame, seat: int, rng: random.Random) -> None:
    """Re-deal what ``seat`` cannot know: the other seats' hidden terrain cards, the draw pile's
    order and the random stream (the active seat's card is face up once its turn began)."""
    hidden = {p: card for p, card in enumerate(game.hand) if p != seat and p != game.seat and card is not None}
    pool = game.deck + list(hidden.values())
    rng.shuffle(pool)
    for p in hidden:
        game.hand[p] = pool.pop()
    game.deck = pool
    game.rng = random.Random(rng.getrandbits(64))


def sample_game(seed: int, players: int = 2) -> KBGame:
    """A game for ``players`` seats on the shipped content."""
    table = shipped_table()
    return new_game([None] * players, seed, table["sections"], table["tiles"], table["goals"])


def holdings(game: KBGame, seat: int) -> dict[str, int]:
    """The ``holdings`` hook: settlements left in the seat's supply and the location tiles it holds."""
    tiles: dict[str, int] = {}
    for _, tile in game.held[seat]:
        tiles[tile] = tiles.get(tile, 0) + 1
    return {"settlements": game.supply[seat], **dict(sorted(tiles.items()))}

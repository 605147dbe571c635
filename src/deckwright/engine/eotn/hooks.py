"""Empires of the North glue for the play stage: the content to play, what a seat cannot see
(for the search bot's determinization) and which card an option builds (for card impact).

These read the engine's state and option shapes but never change its rules.
"""

from __future__ import annotations

import random
from functools import cache

from ...loader import Run
from ...model.eotn import Clan, IslandSet, clan_from_data, island_set_from_data
from ..hidden import redeal_hands
from . import new_game
from .evaluate import estimate as evaluate
from .game import EotnGame
from .greedy import GreedyBot as greedy_bot
from .words import Words as words


def play_content(documents: Run) -> tuple[list[Clan], dict[str, IslandSet]]:
    """The clans to play and ``new_game``'s other arguments (the island set), from clean documents."""
    clans = [clan_from_data(doc.data, doc.path) for doc, kind in documents if kind == "clan"]
    islands = [island_set_from_data(doc.data, doc.path) for doc, kind in documents if kind == "islands"]
    return clans, {"islands": islands[0]} if islands else {}


def determinize(game: EotnGame, seat: int, rng: random.Random) -> None:
    """Re-deal in a copied game what ``seat`` cannot know: the order of every deck (its own, the
    islands'), the other seats' hands (redealt with their decks, sizes kept) and the random stream."""
    redeal_hands(game.players, seat, rng)
    for deck in game.isl_deck:
        rng.shuffle(deck)
    game.rng = random.Random(rng.getrandbits(64))


def sample_game(seed: int, players: int) -> EotnGame:
    """A game of the first ``players`` shipped clans on the shipped island set."""
    clans, table = _shipped()
    return new_game(list(clans[:players]), seed, table["islands"])


@cache
def _shipped() -> tuple[list[Clan], dict[str, IslandSet]]:
    from ...paths import data_dir
    from ...validator import validate_paths

    result = validate_paths([data_dir("cards") / "eotn"])
    return play_content([(v.doc, v.content) for v in result.documents if not v.errors])


def holdings(game: EotnGame, seat: int) -> dict[str, int]:
    """The ``holdings`` hook: the seat's goods and VP, for transcripts."""
    player = game.summary()["players"][seat]
    return {**player["goods"], "vp": player["vp"]}

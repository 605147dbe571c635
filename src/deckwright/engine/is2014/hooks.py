"""Imperial Settlers (2014) glue for the play stage: the content to play, a new game, a ready
sample game, what a seat cannot see (for the search bot) and which card an option plays."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import Any

from ...loader import Run
from ...model.is2014 import (
    AttackDeck,
    CommonDeck,
    Faction,
    attack_deck_from_data,
    common_deck_from_data,
    faction_from_data,
    shipped,
)
from ...paths import data_dir
from ...systems.contract import VariantError
from ..hidden import redeal_hands
from . import actions, clarified, effects, rounds, solo  # noqa: F401  (their operations register themselves)
from .game import Is2014Game
from .greedy import GreedyBot as greedy_bot
from .greedy import estimate as evaluate
from .greedy import horizon
from .scoring import rating_order
from .state import Catalog, Variants
from .words import Words as words
from .words import holdings


def play_content(documents: Run) -> tuple[list[Faction], dict[str, CommonDeck | AttackDeck]]:
    """The factions to play and ``new_game``'s other arguments (the common and attack decks)."""
    factions = [faction_from_data(doc.data, doc.path) for doc, kind in documents if kind == "faction"]
    table: dict[str, CommonDeck | AttackDeck] = {}
    for doc, kind in documents:
        if kind == "common_deck":
            table["commons"] = common_deck_from_data(doc.data, doc.path)
        elif kind == "attack_deck":
            table["attacks"] = attack_deck_from_data(doc.data, doc.path)
    return factions, table


@cache
def shipped_commons() -> CommonDeck:
    return common_deck_from_data(shipped("commons.yaml"))


@cache
def shipped_attacks() -> AttackDeck:
    return attack_deck_from_data(shipped("attacks.yaml"))


def new_game(
    entrants: Sequence[Faction],
    seed: int,
    commons: CommonDeck | None = None,
    attacks: AttackDeck | None = None,
    variants: Variants | None = None,
) -> Is2014Game:
    """A game of 1-4 factions (one: the solo game); the table defaults to the shipped decks."""
    catalog = Catalog.build(list(entrants), commons or shipped_commons(), attacks or shipped_attacks())
    return Is2014Game(catalog, seed, variants or Variants())


LOOKOUT_VARIANTS = {"alternate-lookout": "alternate", "advanced-lookout": "advanced"}  # name -> Variants.lookout


def variant_keywords(names: list[str], players: int) -> dict[str, Any]:
    """``new_game``'s ``variants`` for the named rule variants: one Lookout variant at most, and
    none in the solo game, whose Lookout is its own (docs/rules-notes.md#is2014-variant-names)."""
    lookouts = [name for name in names if name in LOOKOUT_VARIANTS]
    if len(lookouts) > 1:
        raise VariantError(f"{' and '.join(lookouts)} replace the same Lookout phase; choose one")
    if lookouts and players == 1:
        raise VariantError(f"the solo game has its own Lookout phase; {lookouts[0]} is for 2 to 4 players")
    lookout = LOOKOUT_VARIANTS[lookouts[0]] if lookouts else "standard"
    return {"variants": Variants(lookout=lookout, peaceful="peaceful" in names)}


@cache
def shipped_factions() -> tuple[Faction, ...]:
    folder = data_dir("cards") / "is2014" / "factions"
    return tuple(faction_from_data(shipped(f"factions/{path.name}"), path) for path in sorted(folder.glob("*.yaml")))


def sample_game(seed: int, players: int = 2) -> Is2014Game:
    """The first ``players`` shipped factions with the shipped decks."""
    return new_game(shipped_factions()[:players], seed)


def determinize(game: Is2014Game, seat: int, rng: random.Random) -> None:
    """Re-deal in a copied game what ``seat`` cannot know: the order of its own deck, the other
    seats' hands and decks (sizes kept), the Common deck, the attack deck and the stream."""
    redeal_hands(game.players, seat, rng)
    rng.shuffle(game.common)
    rng.shuffle(game.attack_deck)
    game.rng = random.Random(rng.getrandbits(64))

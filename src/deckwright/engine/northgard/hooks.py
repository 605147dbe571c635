"""Northgard glue for the play stage: the content to play, a ready sample game, what a seat
cannot see (for the search bot) and which card an option plays (for card impact)."""

from __future__ import annotations

import random
from typing import Any, Collection, Iterable

from ...loader import Run
from ...model.northgard import (
    CardSet,
    Clan,
    Ruleset,
    Tile,
    card_set_from_data,
    clan_from_data,
    extended_set,
    run_ruleset,
    shipped,
    standard_ruleset,
    tiles_from_data,
)
from ...paths import data_dir
from ...systems.contract import VariantError
from ..hidden import redeal_hands
from .game import NorthgardGame
from .greedy import GreedyBot as greedy_bot
from .words import Words as words


def play_content(documents: Run) -> tuple[list[Clan], dict[str, Any]]:
    """The clans to play and ``new_game``'s other arguments (cards, tiles, ruleset) from clean
    documents; the table arguments are given only for the kinds the documents hold (the ruleset is
    the run's, as the validator reads it; the card set is the run's last whole one with the sets
    that extend it)."""
    clans = [clan_from_data(doc.data, doc.path) for doc, kind in documents if kind == "clan"]
    table: dict[str, tuple[Tile, ...] | CardSet | Ruleset] = {}
    for doc, kind in documents:
        if kind == "tiles":
            table["tiles"] = tiles_from_data(doc.data)
    cards = extended_set([doc.data for doc, kind in documents if kind == "cards"])
    if cards is not None:
        table["cards"] = card_set_from_data(cards)
    ruleset = run_ruleset(documents)
    return clans, table | ({"ruleset": ruleset} if ruleset else {})


def new_game(
    entrants: Iterable[Clan],
    seed: int,
    cards: CardSet | None = None,
    tiles: tuple[Tile, ...] | None = None,
    ruleset: Ruleset | None = None,
    teams: bool = False,
    long_game: bool = False,
) -> NorthgardGame:
    """A game of 2-5 clans; the table defaults to the shipped cards, tiles and standard ruleset."""
    return NorthgardGame(
        list(entrants),
        seed,
        cards or card_set_from_data(shipped("cards.yaml")),
        tiles or tiles_from_data(shipped("tiles.yaml")),
        ruleset or standard_ruleset(),
        teams=teams,
        long_game=long_game,
    )


VARIANTS = {"ten-years": "long_game", "teams": "teams"}  # variant name -> new_game's keyword


def variant_keywords(names: Collection[str], players: int) -> dict[str, bool]:
    """``new_game``'s keywords for the named variants; team play needs exactly four players."""
    if "teams" in names and players != 4:
        # docs/rules-notes.md#northgard-variants-on-the-command-line
        raise VariantError(f"team play needs exactly 4 players, not {players} (--players 4)")
    return {VARIANTS[name]: True for name in names}


def shipped_clans() -> list[Clan]:
    folder = data_dir("cards") / "northgard" / "clans"
    return [clan_from_data(shipped(f"clans/{path.name}"), path) for path in sorted(folder.glob("*.yaml"))]


def sample_game(seed: int, players: int = 2) -> NorthgardGame:
    """A small ready game: the first ``players`` shipped clans on the shipped table."""
    return new_game(shipped_clans()[:players], seed)


def determinize(game: NorthgardGame, seat: int, rng: random.Random) -> None:
    """Re-deal in a copied game what ``seat`` cannot know: the order of its draw pile, the other
    seats' hands and draw piles (sizes kept), the tile pile, the development deck and the stream."""
    redeal_hands(game.players, seat, rng)
    rng.shuffle(game.tile_pile)
    rng.shuffle(game.development)
    game.rng = random.Random(rng.getrandbits(64))


def holdings(game: NorthgardGame, seat: int) -> dict[str, int]:
    """The ``holdings`` hook: the seat's resources, fame and units on the map, for transcripts."""
    player = game.players[seat]
    return {**player.resources, "fame": player.fame, "units": game.units_on_map(seat)}


def evaluate(game: NorthgardGame) -> list[float]:
    """The ``evaluate`` hook: each seat's expected final fame in a position a search rollout cut
    short: its fame with the end-of-game additions so far, plus, for every harvest still to come,
    the fame its controlled territories and buildings bring at harvest and the fame its yield will
    count for at the end (``resources_per_fame``). Holdings as they stand: no growth is guessed."""
    harvests = game.years - game.year + (game.phase == "actions")  # year 0 is the setup
    per_fame = game.rules["fame"]["resources_per_fame"]
    return [game.final_fame(seat) + harvests * _harvest_worth(game, seat, per_fame) for seat in game.seats()]


def _harvest_worth(game: NorthgardGame, seat: int, per_fame: int) -> float:
    """What one harvest brings a seat in fame: closed territories, buildings and a share of the yield."""
    worth = 0.0
    for tid in game.controlled(seat):
        territory = game.board.territories[tid]
        if territory.closed:
            worth += game.rules.closed_fame(len(territory.cells))
        worth += sum(game.rules.building(b).get("fame", 0) for b in territory.buildings)
        worth += sum(game.produce(tid).values()) / per_fame
    return worth

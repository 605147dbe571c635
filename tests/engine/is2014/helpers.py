"""Small Imperial Settlers (2014) games for rule tests: factions and Common cards written as data
in the test, a game whose stack is cleared so a test places the state and runs one task, and
choosing an option by its value."""

from __future__ import annotations

from typing import Any

from deckwright.engine.is2014.game import Is2014Game
from deckwright.engine.is2014.hooks import new_game
from deckwright.engine.is2014.ops import OPS
from deckwright.engine.is2014.state import GOOD, POOL, Placed, Variants
from deckwright.model.is2014 import attack_deck_from_data, common_deck_from_data, faction_from_data


def card(ident: str, kind: str = "production", colours=("brown",), **fields: Any) -> dict[str, Any]:
    """A card as written in a file (no ability unless given)."""
    return {"id": ident, "name": {"en": ident}, "kind": kind, "colours": list(colours), **fields}


def faction(ident: str, deck: list[dict], production=None, **board: Any) -> Any:
    data = {
        "id": ident,
        "name": {"en": ident},
        "colour": "#000000",
        "board": {"production": production or {"worker": 1}, **board},
        "deck": deck,
    }
    return faction_from_data(data)


def commons(cards: list[dict]) -> Any:
    return common_deck_from_data({"id": "test-commons", "name": {"en": "c"}, "cards": cards})


def attacks(targets: list[str]) -> Any:
    cards = [{"id": f"a{i}", "target": t} for i, t in enumerate(targets)]
    return attack_deck_from_data({"id": "test-attacks", "name": {"en": "a"}, "cards": cards})


def table(factions: list, common_cards: list[dict], targets=("wood",), variants=None, seed=1) -> Is2014Game:
    """A game of these factions whose setup has not run: the stack is empty, round 1, Action phase."""
    game = new_game(factions, seed, commons(common_cards), attacks(list(targets)), variants or Variants())
    game.stack.clear()
    game.round, game.phase = 1, "actions"
    return game


def duel(
    deck0: list[dict], common_cards: list[dict], deck1: list[dict] | None = None, variants=None, **board: Any
) -> Is2014Game:
    """A two-seat ``table``: seat 0 plays faction 'a' with ``deck0`` (its board's fields ``board``),
    seat 1 faction 'b' with ``deck1`` (one card 'y' with a Food Deal unless given)."""
    b = faction("b", deck1 or [card("y", deal="food")])
    return table([faction("a", deck0, **board), b], common_cards, variants=variants)


def index(game: Is2014Game, key: str) -> int:
    return game.cat.index[key]


def give(game: Is2014Game, seat: int, **goods: int) -> None:
    for good, n in goods.items():
        if good == "vp":
            game.players[seat].vp = n
        else:
            game.players[seat].goods[GOOD[good]] = n


def goods(game: Is2014Game, seat: int) -> dict[str, int]:
    """The seat's supply, without zeros, plus its VP."""
    player = game.players[seat]
    held = {good: n for good, n in zip(POOL, player.goods) if n}
    return {**held, "vp": player.vp} if player.vp else held


def hand(game: Is2014Game, seat: int, *keys: str) -> None:
    game.players[seat].hand = [index(game, key) for key in keys]


def empire(game: Is2014Game, seat: int, *keys: str, **placed: Any) -> None:
    game.players[seat].empire = [Placed(index(game, key), **placed) for key in keys]


def keys(game: Is2014Game, cards) -> list[str]:
    return [game.cat.keys[c] for c in cards]


def run(game: Is2014Game, *tasks: tuple) -> None:
    """Push tasks (the first runs first) and settle up to the next decision."""
    game.push(*tasks)
    game.decision()


def choose(game: Is2014Game, option: Any) -> None:
    """Apply the option with this value (it must be offered)."""
    decision = game.decision()
    assert decision is not None, "no decision is asked"
    assert option in decision.options, f"{option!r} not in {decision.options}"
    game.apply(decision.options.index(option))


def options(game: Is2014Game) -> tuple:
    decision = game.decision()
    return () if decision is None else decision.options


def offered(game: Is2014Game, seat: int) -> tuple:
    """The actions the seat's turn would offer now (nothing runs)."""
    return OPS.ask["take_turn"][0](game, ("take_turn", seat))


def first_choices(game: Is2014Game) -> list[tuple[int, int]]:
    """Answer every decision with its first option until none is asked: (seat, number of options)
    of each, in order (a draft's sizes)."""
    seen = []
    while game.decision() is not None:
        seen.append((game.decision().player, len(options(game))))
        game.apply(0)
    return seen

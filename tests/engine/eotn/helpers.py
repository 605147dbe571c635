"""Small clans and islands built in Python, and helpers to put a game in a wanted state."""

from __future__ import annotations

from deckwright.engine.eotn import Variants, new_game
from deckwright.engine.eotn.catalog import GOOD
from deckwright.engine.eotn.state import Placed
from deckwright.engine.eotn.triggers import note
from deckwright.model.eotn import clan_from_data, island_set_from_data

BASICS = [
    {"id": "woods", "name": {"en": "Woods"}, "kind": "basic_field", "type": "home", "goods": {"wood": 1}},
    {"id": "quarry", "name": {"en": "Quarry"}, "kind": "basic_field", "type": "home", "goods": {"stone": 1}},
    {"id": "farm", "name": {"en": "Farm"}, "kind": "basic_field", "type": "home", "goods": {"food": 2}},
]


def card(card_id: str, kind: str = "location", ctype: str = "home", **keys) -> dict:
    return {"id": card_id, "name": {"en": card_id.title()}, "kind": kind, "type": ctype, **keys}


def watcher(card_id: str, when: dict, do: list[dict] | None = None, price: dict | None = None, **feature) -> dict:
    """A Location built for ``price`` (1 wood unless told) whose Feature does ``do`` (gain 1 VP unless
    told) each time ``when`` happens, with the Feature's other keys (``cost``, ``once_per_round`` ...):
    a trigger's test card."""
    do = do if do is not None else [{"gain": {"vp": 1}}]
    ability = {"feature": {"when": when, "do": do, **feature}}
    return card(card_id, cost=price if price is not None else {"wood": 1}, abilities=[ability])


PLAIN_CARDS = [
    card("hut", cost={"wood": 1}, copies=3),
    card("hall", cost={"wood": 1, "stone": 1}, copies=3, abilities=[{"building_bonus": [{"gain": {"vp": 2}}]}]),
    card(
        "mill", cost={"stone": 1}, copies=3, abilities=[{"action": {"cost": {"food": 1}, "do": [{"gain": {"vp": 2}}]}}]
    ),
    card("pasture", "field", action="HARVEST", goods={"sheep": 1}, copies=3),
    card("grove", "field", action="EXPLORE", goods={"wood": 2}, copies=3),
    card("sawpit", "field_upgrade", action="POPULATE", goods={"wood": 1}, copies=3),
    card("rally", "boost", action="SAIL", copies=3, abilities=[{"instant": [{"gain": {"raze": 1}}]}]),
    card(
        "harbour",
        cost={"wood": 2},
        copies=3,
        abilities=[{"feature": {"when": {"event": "sail"}, "do": [{"gain": {"fish": 1}}]}}],
    ),
    card(
        "market",
        cost={"food": 1},
        copies=3,
        abilities=[{"action": {"do": [{"choose": [[{"gain": {"wood": 1}}], [{"gain": {"stone": 1}}]]}]}}],
    ),
    card("dock", cost={"stone": 2}, copies=3, abilities=[{"building_bonus": [{"gain": {"common_ship": 1}}]}]),
]


def clan_data(clan_id: str = "testers", extra: list[dict] | None = None, ships: int = 2) -> dict:
    """A schema-valid clan: the plain 30-card deck plus the ``extra`` cards."""
    deck = PLAIN_CARDS + list(extra or [])
    return {
        "system": "eotn",
        "content": "clan",
        "id": clan_id,
        "name": {"en": clan_id.title()},
        "faction": "testers",
        "difficulty": 1,
        "description": {"en": "A test clan."},
        "ships": ships,
        "colour": "#123456",
        "types": [
            {"id": "home", "name": {"en": "Home"}, "icon": "house"},
            {"id": "boat", "name": {"en": "Boat"}, "icon": "ship"},
        ],
        "basic_fields": BASICS,
        "deck": deck,
    }


def island(island_id: str, distance: str = "nearby", pillage: dict | None = None, **keys) -> dict:
    conquer = {"raze": 1} if distance == "nearby" else {"raze": 1, "fish": 1}
    return {
        "id": island_id,
        "name": {"en": island_id.title()},
        "distance": distance,
        "pillage": pillage or {"wood": 2},
        "conquer": conquer,
        **keys,
    }


def islands_data(extra: list[dict] | None = None) -> dict:
    isles = [island(f"near-{n}", pillage={"wood": 1, "food": 1}) for n in range(12)]
    isles += [island(f"far-{n}", "distant", pillage={"gold": 1, "sheep": 2}) for n in range(10)]
    return {
        "system": "eotn",
        "content": "islands",
        "id": "test-isles",
        "name": {"en": "Test Isles"},
        "islands": (extra or []) + isles,
    }


def make_game(
    extras: list[list[dict] | None] = (None, None),
    seed: int = 1,
    islands: list[dict] | None = None,
    variants: Variants | None = None,
):
    clans = [clan_from_data(clan_data(f"clan-{i}", extra)) for i, extra in enumerate(extras)]
    return new_game(clans, seed, island_set_from_data(islands_data(islands)), variants)


def pick(game, option) -> None:
    """Apply the option equal to ``option`` (or whose str contains it when a str is given)."""
    decision = game.decision()
    for index, candidate in enumerate(decision.options):
        if candidate == option or (isinstance(option, str) and option in str(candidate)):
            game.apply(index)
            return
    raise AssertionError(f"{option!r} is not among {decision.kind} options {decision.options}")


def options(game) -> tuple:
    return game.decision().options


def to_first_turn(game):
    """Keep the first offered cards at setup, keep nothing at lookout; stop at the first turn."""
    while (decision := game.decision()).kind != "turn":
        game.apply(len(decision.options) - 1 if decision.kind == "lookout-keep" else 0)
    return decision.player


def goods(game, p: int, good: str) -> int:
    """How many of a good (by name) a seat holds in its supply."""
    return game.players[p].goods[GOOD[good]]


def start(extras=(None, None), **kw):
    """A game (see ``make_game``) at its first turn, and the seat to play."""
    game = make_game(extras, **kw)
    return game, to_first_turn(game)


def both(*cards: dict) -> list[list[dict]]:
    """The same extra cards for both seats of a two-player game."""
    return [list(cards), list(cards)]


def retake_turn(game, p: int) -> None:
    """Ask ``p`` for a fresh turn after a test changed the state by hand."""
    game.pending = None
    game.stack.append(("turn", p))


def seat(
    game,
    p: int,
    goods: dict | None = None,
    hand: list[str] = (),
    empire: list[str] = (),
    deck: list[str] | None = None,
    workers: int | None = None,
):
    """Set a player's goods (by name), hand and extra Empire cards (by card id)."""
    player = game.players[p]
    player.goods = [0] * 8
    player.goods[GOOD["worker"]] = 5 if workers is None else workers
    for good, n in (goods or {}).items():
        player.goods[GOOD[good]] = n
    player.hand = [find(game, p, c) for c in hand]
    for card_id in empire:
        c = find(game, p, card_id)
        player.empire.append(Placed(c, c))
        note(game, p, len(player.empire) - 1)
    if deck is not None:
        player.deck = [find(game, p, c) for c in deck]
        player.discard = []
    return player


def find(game, p: int, card_id: str) -> int:
    cards = game.cat.cards
    return next(i for i, info in enumerate(cards) if info.seat in (p, -1) and info.card.id == card_id)


def slot_of(game, p: int, card_id: str) -> int:
    cards = game.cat.cards
    return next(s for s, e in enumerate(game.players[p].empire) if cards[e.card].card.id == card_id)


RICH_EXTRA = [
    card(
        "larder",
        cost={"wood": 1},
        abilities=[
            {"action": {"do": [{"assign": {"food": 1}}]}},
            {"storage": {"need": {"food": 2}, "gain": [{"wood": 1}, {"stone": 1}, {"vp": 1}]}},
        ],
    ),
    card("mirror", cost={"stone": 1}, abilities=[{"copy": {}}]),
    card(
        "swap",
        cost={"food": 1},
        abilities=[
            {"action": {"do": [{"choose": [[{"spend": {"stone": 1}}, {"gain": {"vp": 2}}], [{"gain": {"wood": 1}}]]}]}}
        ],
    ),
    card(
        "raider",
        cost={"wood": 1, "food": 1},
        abilities=[{"action": {"cost": {"raze": 1}, "do": [{"expedition_now": "either"}]}}],
    ),
    card(
        "oars",
        ctype="boat",
        cost={"wood": 1},
        abilities=[{"action": {"do": [{"advance_ship": 1}, {"gain": {"raze": 1}}]}}],
    ),
    card(
        "guild",
        cost={"wood": 2},
        abilities=[
            {
                "feature": {
                    "when": {"event": "build", "kind": "location"},
                    "cost": {"food": 1},
                    "do": [{"gain": {"vp": 1}}],
                }
            }
        ],
    ),
    card(
        "tools",
        cost={"stone": 1},
        abilities=[
            {
                "action": {
                    "cost": {"worker": 1},
                    "do": [{"search": "hall"}, {"retrieve": 1}, {"unexhaust": {"count": 1}}, {"move_pawn": 1}],
                }
            }
        ],
    ),
    card(
        "drill",
        "boost",
        action="HARVEST",
        abilities=[{"instant": [{"take_action": "POPULATE"}, {"gain": {"vp": 1}, "per": {"type": "boat"}}]}],
    ),
    card(
        "forge",
        cost={"wood": 1, "stone": 1},
        abilities=[
            {"feature": {"when": {"event": "spend", "good": "stone"}, "do": [{"gain": {"gold": 1}}]}},
            {"building_bonus": [{"gain": {"ship": 1}}]},
        ],
    ),
]


def rich_game(players: int = 2, seed: int = 1, variants: Variants | None = None):
    return make_game([RICH_EXTRA] * players, seed=seed, variants=variants)

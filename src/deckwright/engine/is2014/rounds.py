"""Setup and the five rounds: Lookout (the Common-card draft and its variants), Production,
the Action phase (``actions``), Cleanup with storage, and the solo game's virtual attack."""

from __future__ import annotations

from itertools import product

from ...model.is2014 import Storage
from .effects import gain, production_features, run_ability
from .game import PRODUCTION_OFFERED, ROUNDS, Is2014Game
from .ops import ask, auto
from .state import GOOD, POOL
from .tasks import AlternatePick, Reveal, Store

START_COMMON, START_FACTION = 2, 2
ALTERNATE_DRAW = 3


@auto
def setup(g: Is2014Game, task: tuple) -> None:
    """Shuffle the decks, pick the first player, deal each seat 2 Common and 2 Faction cards
    (beginning with the first player); solo: shuffle the attack deck and reveal its top card."""
    rng = g.rng
    rng.shuffle(g.common)
    for seat, player in enumerate(g.players):
        player.deck = list(g.cat.decks[seat])
        rng.shuffle(player.deck)
    g.first = rng.randrange(len(g.players))
    for seat in g.order():
        for _ in range(START_COMMON):
            _to_hand(g, seat, g.draw_common())
        for _ in range(START_FACTION):
            _to_hand(g, seat, g.draw_faction(seat))
    if g.solo:
        rng.shuffle(g.attack_deck)
        g.targets.append(g.attack_deck.pop())
    g.push(("start_round", -1))


def _to_hand(g: Is2014Game, seat: int, card: int | None) -> None:
    if card is not None:
        g.players[seat].hand.append(card)


@auto
def start_round(g: Is2014Game, task: tuple) -> None:
    if g.round == ROUNDS:
        g.phase = "end"
        return
    g.round += 1
    g.round_decisions = 0
    last = g.round == ROUNDS
    g.push(
        ("lookout", -1),
        ("production", -1),
        ("action_phase", -1),
        *((("cleanup", -1),) if not last else ()),
        *((("virtual_attack", -1),) if g.solo else ()),
        ("start_round", -1),
    )


# -- Lookout -------------------------------------------------------------------------------------
@auto
def lookout(g: Is2014Game, task: tuple) -> None:
    """Each seat draws its top Faction card, then the Common cards are drafted: the standard
    draft (players + 1 cards, clockwise from the first player, then again counter-clockwise from
    the last), the solo draft, or one of the book's Lookout variants."""
    g.phase = "lookout"
    for seat in g.order():
        _to_hand(g, seat, g.draw_faction(seat))
        if g.variants.peaceful:
            _to_hand(g, seat, g.draw_common())
    if g.solo:
        g.push(Reveal("reveal", -1, 4), ("draft", 0), ("to_virtual", -1), ("draft", 0), ("to_virtual", -1))
        return
    kind = g.variants.lookout
    if kind == "alternate":
        g.push(
            *(("alternate_draw", seat) for seat in g.order()),
            AlternatePick("alternate_pick", -1, 0),
            AlternatePick("alternate_pick", -1, 1),
        )
        return
    if kind == "advanced":
        g.push(*advanced_picks(g), ("discard_display", -1))
        return
    seats = g.order()
    n = len(seats)
    g.push(
        Reveal("reveal", -1, n + 1),
        *(("draft", seat) for seat in seats),
        ("discard_display", -1),
        Reveal("reveal", -1, n + 1),
        *(("draft", seat) for seat in reversed(seats)),
        ("discard_display", -1),
    )


def advanced_picks(g: Is2014Game) -> list[tuple]:
    """The Advanced Lookout: 5 face-up cards; 2 players pick clockwise from them; with 3-4 the
    others always see 4 cards in the first pass and 3 in the second, the last seat the last 2."""
    seats = g.order()
    if len(seats) == 2:
        return [Reveal("reveal", -1, 5), *(("draft", seat) for seat in seats * 2)]
    tasks: list[tuple] = [Reveal("reveal", -1, 5), ("draft", seats[0])]
    for seat in seats[1:]:
        tasks += [Reveal("reveal", -1, 4), ("draft", seat)]
    for seat in seats[:-1]:
        tasks += [Reveal("reveal", -1, 3), ("draft", seat)]
    return [*tasks, ("draft", seats[-1])]


@auto
def alternate_draw(g: Is2014Game, task: tuple) -> None:
    """Alternate Lookout: the seat draws 3 Common cards to choose from."""
    cards = [g.draw_common() for _ in range(ALTERNATE_DRAW)]
    g.pools[task[1]] = [c for c in cards if c is not None]


@auto
def alternate_pick(g: Is2014Game, task: AlternatePick) -> None:
    """Each seat picks from its pool; after the first pick the pools pass clockwise, after the
    second the last cards are discarded."""
    if task.pick == 1:
        g.pools = g.pools[-1:] + g.pools[:-1]
    g.push(*(("pick_pool", seat) for seat in g.order()), *((("discard_pools", -1),) if task.pick == 1 else ()))


@ask("draft")
def _pick_pool_options(g: Is2014Game, task: tuple) -> tuple:
    return tuple(dict.fromkeys(g.cat.keys[c] for c in g.pools[task[1]]))


@_pick_pool_options.resolves
def pick_pool(g: Is2014Game, task: tuple, option: str) -> None:
    pool = g.pools[task[1]]
    card = next(c for c in pool if g.cat.keys[c] == option)
    pool.remove(card)
    g.players[task[1]].hand.append(card)


@auto
def discard_pools(g: Is2014Game, task: tuple) -> None:
    for pool in g.pools:
        for card in pool:
            g.discard(card)
    g.pools = [[] for _ in g.players]


@auto
def to_virtual(g: Is2014Game, task: tuple) -> None:
    """Solo: a random card of the display goes to the virtual player as his Location."""
    if g.display:
        card = g.rng.choice(g.display)
        g.display.remove(card)
        g.virtual.append(card)


@auto
def reveal(g: Is2014Game, task: Reveal) -> None:
    """Reveal Common cards until the display holds ``task.size`` cards."""
    while len(g.display) < task.size:
        card = g.draw_common()
        if card is None:
            return
        g.display.append(card)


@ask("draft")
def _draft_options(g: Is2014Game, task: tuple) -> tuple:
    return tuple(dict.fromkeys(g.cat.keys[c] for c in g.display))


@_draft_options.resolves
def draft(g: Is2014Game, task: tuple, option: str) -> None:
    card = next(c for c in g.display if g.cat.keys[c] == option)
    g.display.remove(card)
    g.players[task[1]].hand.append(card)


@auto
def discard_display(g: Is2014Game, task: tuple) -> None:
    for card in g.display:
        g.discard(card)
    g.display.clear()


# -- Production ----------------------------------------------------------------------------------
@auto
def production(g: Is2014Game, task: tuple) -> None:
    """Each seat, from the first player clockwise, collects its board's production, one Good per
    Deal and its Production Locations' Goods; its special tokens come back."""
    g.phase = "production"
    for seat in reversed(g.order()):  # pushed last runs first: the first player collects first
        g.push(("produce", seat))


@auto
def produce(g: Is2014Game, task: tuple) -> None:
    seat = task[1]
    player, cat = g.players[seat], g.cat
    board = cat.factions[seat].board
    player.tokens = sum(token.count for token in board.tokens)
    gain(g, seat, dict(board.production))
    for card in player.deals:
        gain(g, seat, {cat.cards[card].deal: 1})
    for slot in reversed(range(len(player.empire))):
        placed = player.empire[slot]
        if not placed.foundation:
            run_ability(g, seat, cat.cards[placed.card].produce, (seat, slot, placed.card), PRODUCTION_OFFERED)
    production_features(g, seat)


# -- Cleanup -------------------------------------------------------------------------------------
def storages(g: Is2014Game, seat: int) -> list:
    """The seat's storage rules: its board's, then its Feature Locations'."""
    rules = [g.cat.factions[seat].board.storage]
    for placed in g.players[seat].empire:
        feature = g.cat.cards[placed.card].feature
        if not placed.foundation and feature is not None:
            rules.append(feature.store)
    return [rule for rule in rules if rule is not None]


@auto
def cleanup(g: Is2014Game, task: tuple) -> None:
    """Each seat keeps what its storage rules allow and discards the rest of its supply (Defense
    tokens on Locations, special tokens marking a take-over and Goods on Action Locations too;
    Samurai stay); the first player marker moves clockwise."""
    g.phase = "cleanup"
    g.push(*(Store("store", seat, tuple(storages(g, seat)), ()) for seat in g.order()), ("end_cleanup", -1))


def _kept_options(goods: list[int], rule: Storage, kept: dict[str, int]) -> list[tuple]:
    left = {good: goods[GOOD[good]] - kept.get(good, 0) for good in rule.goods}
    if rule.limit is None or sum(left.values()) <= rule.limit:
        return [tuple((good, n) for good, n in left.items() if n)]
    ranges = [range(min(n, rule.limit) + 1) for n in left.values()]
    return [
        tuple((good, n) for good, n in zip(left, counts) if n)
        for counts in product(*ranges)
        if sum(counts) == rule.limit
    ]


@ask("store")
def _store_options(g: Is2014Game, task: Store) -> tuple:
    if not task.rules:
        return ((),)
    return tuple(_kept_options(g.players[task.seat].goods, task.rules[0], dict(task.kept)))


@_store_options.resolves
def store(g: Is2014Game, task: Store, option: tuple) -> None:
    """Apply one storage rule (what it keeps is a choice only when its limit binds), then the
    next; after the last, the supply holds only what was kept."""
    seat, rules = task.seat, task.rules
    total = dict(task.kept)
    for good, n in option:
        total[good] = total.get(good, 0) + n
    if rules[1:]:
        g.push(Store("store", seat, rules[1:], tuple(total.items())))
        return
    player = g.players[seat]
    player.goods = [total.get(good, 0) for good in POOL]
    player.empire = [placed._replace(defense=0, used=0, taken=False) for placed in player.empire]


@auto
def end_cleanup(g: Is2014Game, task: tuple) -> None:
    g.first = (g.first + 1) % len(g.players)

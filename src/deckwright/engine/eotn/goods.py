"""Goods in and out of a player's supply: what a cost allows, paying it (gold standing in for
resources, asked only when there is a choice), spending and gaining, with their triggers."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import product

from .catalog import GOLD, GOOD, WORKER, compile_goods
from .game import EotnGame
from .ops import ask
from .state import Player
from .triggers import fire


def payment_ways(player: Player, cost: dict[str, int]) -> tuple[tuple, ...]:
    """Every way the player can pay ``cost``, gold standing in for missing or chosen resources,
    as sorted tuples of (good, amount) pairs; empty when it cannot be paid."""
    goods, items = player.goods, tuple(cost.items())
    compiled, resources = _cost_facts(items)
    if not affordable(player, goods, compiled, len(player.hand)):
        return ()
    return _ways(items, tuple([min(n, goods[key]) for key, n in resources]), goods[GOLD])


@lru_cache(maxsize=256)
def _cost_facts(cost: tuple[tuple[str, int], ...]) -> tuple[tuple, tuple]:
    """A cost compiled (see ``compile_goods``), and its resources (the goods gold stands in for)."""
    compiled = compile_goods(dict(cost))
    return compiled, tuple((key, n) for key, n in compiled if isinstance(key, int) and key < GOLD)


@lru_cache(maxsize=4096)
def _ways(cost: tuple[tuple[str, int], ...], held: tuple[int, ...], gold: int) -> tuple[tuple, ...]:
    """``payment_ways`` of an affordable cost, from the resources of the cost held (in cost order,
    each up to what the cost asks: more changes nothing) and the gold held. A pure function of
    these, so it is cached: a payment is checked, then asked, over the same few amounts."""
    spare = gold - dict(cost).get("gold", 0)
    fixed = [(good, n) for good, n in cost if GOOD.get(good, GOLD) >= GOLD]
    resources = [(good, n) for good, n in cost if GOOD.get(good, GOLD) < GOLD]
    ranges = [range(max(0, n - have), min(n, spare) + 1) for (good, n), have in zip(resources, held)]
    ways = []
    for golds in product(*ranges):
        if sum(golds) <= spare:
            paid = dict(fixed)
            for (good, n), used in zip(resources, golds):
                if n - used:
                    paid[good] = n - used
                if used:
                    paid["gold"] = paid.get("gold", 0) + used
            ways.append(tuple(sorted(paid.items())))
    return tuple(ways)


def _held(player: Player, hand: int, key: str) -> int:
    if key == "card":
        return hand
    if key == "vp":
        return player.vp
    return player.ships if key == "ship" else player.common


def affordable(player: Player, goods: list[int], cost: tuple, hand: int) -> bool:
    """Whether ``goods`` (and the player's cards, VP and ships) cover a compiled cost, gold standing
    in for missing resources."""
    short, gold = 0, goods[GOLD]
    for key, need in cost:
        if key.__class__ is str:
            if _held(player, hand, key) < need:
                return False
        elif key < GOLD:
            if need > goods[key]:
                short += need - goods[key]
        elif key == GOLD:
            gold -= need
        elif goods[key] < need:
            return False
    return short <= gold


def pay(g: EotnGame, p: int, cost: dict[str, int] | None) -> None:
    """Pay a cost now, or ask how when gold could stand in for a resource the player also has."""
    if not cost:
        return
    player = g.players[p]
    if not player.goods[GOLD]:
        take(g, p, cost.items())  # no gold: the cost itself is the only way (checked by the caller)
        return
    ways = payment_ways(player, cost)
    if len(ways) == 1:
        take(g, p, ways[0])
    elif ways:
        g.push(("pay_with", p, tuple(sorted(cost.items()))))


@ask("pay-with")
def pay_with_options(g: EotnGame, task: tuple) -> tuple:
    player = g.players[task[1]]
    return tuple(payment_ways(player, dict(task[2])))


@pay_with_options.resolves
def pay_with(g: EotnGame, task: tuple, way: tuple) -> None:
    take(g, task[1], way)


def take(g: EotnGame, p: int, paid: Iterable[tuple[str, int]]) -> None:
    """Remove exact goods (pairs of good and amount) from a player, firing spend triggers."""
    player = g.players[p]
    for good, n in paid:
        key = GOOD.get(good)
        if key == WORKER:
            player.goods[WORKER] -= n
            player.spent += n
        elif key is not None:
            player.goods[key] -= n
        elif good == "card":
            g.push(("discard_resolve", p, n))
        elif good == "vp":
            player.vp -= n
        elif good == "ship":
            player.ships -= n
        else:
            player.common -= n
        if "spend" in player.events or "spend" in g.heard:  # triggers.listens, inlined: a hot path
            fire(g, p, "spend", good=good)


def add_goods(*parts: dict[str, int] | None) -> dict[str, int]:
    """Several bundles of goods summed into one (gained together, they are one gain)."""
    total: dict[str, int] = {}
    for part in parts:
        for good, n in (part or {}).items():
            total[good] = total.get(good, 0) + n
    return total


def gain(g: EotnGame, p: int, goods: dict[str, int], times: int = 1) -> None:
    """Gain goods from the general supply (cards are drawn), firing gain triggers once per kind
    of good gained (docs/rules-notes.md#eotn-gain-once-per-gain)."""
    player = g.players[p]
    for good, n in goods.items():
        n *= times
        if n <= 0:
            continue
        key = GOOD.get(good)
        if key is not None:
            player.goods[key] += n
        elif good == "vp":
            player.vp += n
        elif good == "card":
            drawn = g.draw(p, n)
            if not drawn:
                continue
            player.hand.extend(drawn)
        elif good == "ship":
            player.ships += n
        else:
            player.common += n
        if "gain" in player.events or "gain" in g.heard:  # triggers.listens, inlined: a hot path
            fire(g, p, "gain", good=good)

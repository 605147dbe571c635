"""The Action phase: whose turn it is, the actions a seat may take, and the steps that ask (steal,
deal, raze, foundation, take over)."""

from __future__ import annotations

from typing import Any

from ...model.is2014 import TRADE_WORKERS
from .effects import (
    NO_CREDIT,
    Cost,
    field_goods,
    fire,
    gain,
    idle_in_solo,
    opponents,
    run_ability,
    run_steps,
    shortfall,
    source_slot,
)
from .game import BUILT, DEALT, PRODUCTION_OFFERED, RAZED, Is2014Game
from .ops import ask, auto
from .state import DEFENSE, GOOD, RAZE, RESOURCE, WOOD, WORKER, Placed
from .tasks import PayCost, PlaceStep, RazeStep, RestOfTurn, WithCard

RAZE_HAND, RAZE_ENEMY = 1, 2
DEAL_COST = (("food", 1),)
TRADES = (("trade", "food"), ("trade", "wood"), ("trade", "stone"))


@auto
def action_phase(g: Is2014Game, task: tuple) -> None:
    g.phase = "actions"
    for player in g.players:
        player.passed = False
    g.turn = g.first
    g.push(("next_turn", -1))


@auto
def next_turn(g: Is2014Game, task: tuple) -> None:
    """The next seat clockwise that has not passed takes one action; the phase ends when all passed."""
    n = len(g.players)
    for step in range(n):
        seat = (g.turn + step) % n
        if not g.players[seat].passed:
            g.push(("take_turn", seat))
            return


@auto
def after_action(g: Is2014Game, task: tuple) -> None:
    g.turn = (task[1] + 1) % len(g.players)
    next_turn(g, task)


def _distinct(g: Is2014Game, cards: list[int]) -> list[int]:
    return list(dict.fromkeys(cards))


def discardable(g: Is2014Game, seat: int) -> list[int]:
    """Slots of the seat's Empire a Faction build may discard (a Location or a Foundation), but
    not a Location taken over this round (docs/rules-notes.md#is2014-take-over)."""
    return [slot for slot, placed in enumerate(g.players[seat].empire) if not placed.taken]


def raze_cost(placed: Placed) -> int:
    """Raze tokens to raze an enemy Location: 2, plus 1 per Defense token and Samurai on it."""
    return RAZE_ENEMY + placed.defense + placed.samurai


def enemy_targets(g: Is2014Game, seat: int) -> list[tuple[int, int, int]]:
    """(seat, slot, card) of every enemy Location with a Raze field; solo: the virtual player's
    Locations, seat 1 (docs/rules-notes.md#is2014-virtual-locations)."""
    cards = g.cat.cards
    if g.solo:
        return [(1, slot, card) for slot, card in enumerate(g.virtual) if cards[card].raze]
    return [
        (other, slot, placed.card)
        for other in opponents(g, seat)
        for slot, placed in enumerate(g.players[other].empire)
        if not placed.foundation and cards[placed.card].raze
    ]


def _target_cost(g: Is2014Game, target: tuple[int, int, int], protected: bool) -> int:
    """Extra Raze tokens a target asks of a raze step: its Defense tokens and Samurai, unless the
    step reaches protected Locations."""
    if g.solo or protected:
        return 0
    placed = g.players[target[0]].empire[target[1]]
    return placed.defense + placed.samurai


@ask("turn")
def turn_options(g: Is2014Game, task: tuple) -> tuple:
    seat = task[1]
    player, cat = g.players[seat], g.cat
    goods = player.goods
    options: list[tuple[Any, ...]] = []
    hand = _distinct(g, player.hand)
    spare = len(discardable(g, seat))
    for card in hand:
        if spare >= cat.discards[card] and shortfall(goods, cat.cards[card].cost) is not None:
            options.append(("build", cat.keys[card]))
    if shortfall(goods, DEAL_COST) is not None:
        options += [("deal", cat.keys[c]) for c in hand if cat.cards[c].deal and cat.owners[c] == seat]
    if goods[RAZE] >= RAZE_HAND:
        options += [("raze-hand", cat.keys[c]) for c in hand if cat.cards[c].raze]
    if goods[RAZE] >= RAZE_ENEMY and not g.variants.peaceful:  # no enemy Location costs less
        for other, slot, card in enemy_targets(g, seat):
            cost = RAZE_ENEMY if g.solo else raze_cost(g.players[other].empire[slot])
            if goods[RAZE] >= cost:
                options.append(("raze", other, slot, cat.keys[card]))
    for slot, placed in enumerate(player.empire):
        action = cat.cards[placed.card].action
        if (
            not placed.foundation
            and action
            and placed.used < action.uses
            and shortfall(goods, action.cost) is not None
            and not idle_in_solo(g, action.do)
        ):
            options.append(("activate", slot, cat.keys[placed.card]))
            if action.uses - placed.used >= 2 and shortfall(goods, uses_cost(action.cost, 2)) is not None:
                options.append(("activate-twice", slot, cat.keys[placed.card]))
    options += trades(g, seat)
    return (*options, *free_actions(g, seat), ("pass",))


def free_actions(g: Is2014Game, seat: int) -> list[tuple]:
    """What the seat may do at any moment of its turn: place a Defense token on a Common Location
    (any number on one), deploy a Worker as a Samurai on a Faction Location without one
    (docs/rules-notes.md#is2014-defense)."""
    player, cat = g.players[seat], g.cat
    options = []
    if player.goods[DEFENSE]:
        options += [
            ("defend", slot, cat.keys[p.card])
            for slot, p in enumerate(player.empire)
            if not p.foundation and cat.owners[p.card] < 0
        ]
    if cat.factions[seat].board.samurai and player.goods[WORKER]:
        options += [
            ("samurai", slot, cat.keys[p.card])
            for slot, p in enumerate(player.empire)
            if not p.foundation and cat.owners[p.card] == seat and not p.samurai
        ]
    return options


def trades(g: Is2014Game, seat: int) -> tuple:
    """What 2 Workers may buy now: a Resource, or a card while a deck or discard pile the seat
    draws from holds one (docs/rules-notes.md#is2014-trade-pairs)."""
    player = g.players[seat]
    if player.goods[WORKER] < TRADE_WORKERS:
        return ()
    if player.deck or player.discard or g.common or g.common_discard:
        return (*TRADES, ("trade", "card"))
    return TRADES


def _card(g: Is2014Game, seat: int, key: str) -> int:
    """The first card in the seat's hand with this key."""
    return next(c for c in g.players[seat].hand if g.cat.keys[c] == key)


@turn_options.resolves
def take_turn(g: Is2014Game, task: tuple, option: tuple) -> None:
    """Run the chosen action; a free one (defend, samurai) lets the seat act again. After the
    action (not a pass), the rest of the turn: more pairs of Workers for a trade, free actions."""
    seat, kind = task[1], option[0]
    player = g.players[seat]
    if kind in FREE:
        place_free(g, seat, option)
        g.push(("take_turn", seat))
        return
    if kind == "pass":
        player.passed = True
        g.push(("after_action", seat))
        return
    g.push(RestOfTurn("rest_of_turn", seat, kind == "trade"), ("after_action", seat))
    if kind == "build":
        build(g, seat, _card(g, seat, option[1]))
    elif kind == "deal":
        g.push(PayCost("pay_cost", seat, DEAL_COST), WithCard("deal_card", seat, _card(g, seat, option[1])))
    elif kind == "raze-hand":
        card = _card(g, seat, option[1])
        player.goods[RAZE] -= RAZE_HAND
        player.hand.remove(card)
        g.discard(card)
        g.tally(card, RAZED)
        gain(g, seat, field_goods(g.cat.cards[card].raze))
        fire(g, seat, "raze")
    elif kind == "raze":
        target = (option[1], option[2])
        player.goods[RAZE] -= RAZE_ENEMY if g.solo else raze_cost(g.players[target[0]].empire[target[1]])
        raze_location(g, seat, *target)
    elif kind == "activate":
        activate(g, seat, seat, option[1])
    elif kind == "activate-twice":  # docs/rules-notes.md#is2014-activate-twice
        activate(g, seat, seat, option[1], 2)
    else:
        trade(g, seat, option[1])


FREE = ("defend", "samurai")  # the actions that do not end a turn


def place_free(g: Is2014Game, seat: int, option: tuple) -> None:
    """Place a Defense token or deploy a Worker as a Samurai on the Location the option names."""
    kind, slot = option[0], option[1]
    player = g.players[seat]
    placed = player.empire[slot]
    if kind == "defend":
        player.goods[DEFENSE] -= 1
        player.empire[slot] = placed._replace(defense=placed.defense + 1)
    else:
        player.goods[WORKER] -= 1
        player.empire[slot] = placed._replace(samurai=placed.samurai + 1)


@ask("rest-of-turn")
def _rest_of_turn_options(g: Is2014Game, task: RestOfTurn) -> tuple:
    return (*(trades(g, task.seat) if task.trading else ()), *free_actions(g, task.seat), ("end",))


@_rest_of_turn_options.resolves
def rest_of_turn(g: Is2014Game, task: RestOfTurn, option: tuple) -> None:
    """After the turn's action and before the turn passes: another pair of Workers for the same
    trade action (docs/rules-notes.md#is2014-trade-pairs), a Defense token or a Samurai "at any
    moment" of the turn (docs/rules-notes.md#is2014-defense), or the end of the turn. Asked only
    when there is something to do."""
    if option[0] == "end":
        return
    g.push(task)
    if option[0] == "trade":
        trade(g, task.seat, option[1])
    else:
        place_free(g, task.seat, option)


def build(g: Is2014Game, seat: int, card: int) -> None:
    """Pay the cost (the Locations it names discarded one by one), place the card, then its
    Building Bonus, its Production (a Production Location gives at once) and the build Features."""
    g.players[seat].hand.remove(card)
    cost = g.cat.cards[card].cost
    g.push(
        PayCost("pay_cost", seat, cost),
        *(("discard_location", seat),) * g.cat.discards[card],
        WithCard("place", seat, card),
    )


@auto
def place(g: Is2014Game, task: WithCard) -> None:
    seat, card = task.seat, task.card
    info = g.cat.cards[card]
    empire = g.players[seat].empire
    empire.append(Placed(card))
    g.tally(card, BUILT)
    fire(g, seat, "build", card)
    source = (seat, len(empire) - 1, card)
    run_ability(g, seat, info.produce, source, PRODUCTION_OFFERED)
    run_steps(g, seat, info.bonus, source)


@ask("discard-location")
def _discard_location_options(g: Is2014Game, task: tuple) -> tuple:
    empire = g.players[task[1]].empire
    return tuple(
        (slot, "foundation" if empire[slot].foundation else g.cat.keys[empire[slot].card])
        for slot in discardable(g, task[1])
    )


@_discard_location_options.resolves
def discard_location(g: Is2014Game, task: tuple, option: tuple) -> None:
    """Discard a Location or Foundation of the seat's Empire (tokens, goods and cards under it
    go too)."""
    placed = g.players[task[1]].empire.pop(option[0])
    g.discard(placed.card)
    discard_under(g, placed)


def discard_under(g: Is2014Game, placed: Placed) -> None:
    """The cards under a Location that leaves the Empire go to their discard piles
    (docs/rules-notes.md#is2014-cards-under)."""
    for card in placed.under:
        g.discard(card)


@auto
def deal_card(g: Is2014Game, task: WithCard) -> None:
    """The Make a Deal action, once its Food is paid."""
    make_deal(g, task.seat, task.card)


def make_deal(g: Is2014Game, seat: int, card: int) -> None:
    """The card goes under the board; its Deal field's Good comes at once."""
    player = g.players[seat]
    player.hand.remove(card)
    player.deals.append(card)
    g.tally(card, DEALT)
    deal = g.cat.cards[card].deal
    assert deal is not None  # a card with a Deal field
    gain(g, seat, {deal: 1})
    fire(g, seat, "deal")


def raze_location(g: Is2014Game, seat: int, other: int, slot: int) -> None:
    """Raze a Location (an enemy's, or with ``raze_own`` one's own): take its Raze field's Goods;
    a Common Location becomes a Foundation and its owner takes 1 Wood, a Faction Location is
    discarded; solo: the virtual player's Location is discarded. The owner's Features on
    'razed' run (docs/rules-notes.md#is2014-triggers)."""
    if g.solo and other != seat:
        card = g.virtual.pop(slot)
        g.discard(card)
    else:
        victim = g.players[other]
        placed = victim.empire[slot]
        card = placed.card
        discard_under(g, placed)
        if g.cat.owners[card] < 0:
            victim.empire[slot] = foundation(g, other, card)
        else:
            victim.empire.pop(slot)
            g.discard(card)
        if other != seat:
            fire(g, other, "razed", card)
    g.tally(card, RAZED)
    gain(g, seat, field_goods(g.cat.cards[card].raze))
    fire(g, seat, "raze")


def foundation(g: Is2014Game, seat: int, card: int) -> Placed:
    """The card turned face down as a Foundation of the seat, which receives 1 Wood for it
    (docs/rules-notes.md#is2014-foundation-wood)."""
    g.players[seat].goods[WOOD] += 1
    return Placed(card, foundation=True)


def activate(g: Is2014Game, seat: int, owner: int, slot: int, times: int = 1) -> None:
    """Pay an Action Location's cost (placed on the card) for each use, in one payment, count the
    uses, run the Action once for each."""
    placed = g.players[owner].empire[slot]
    action = g.cat.cards[placed.card].action
    assert action is not None  # an Action Location
    g.players[owner].empire[slot] = placed._replace(used=placed.used + times)
    for _ in range(times):
        fire(g, seat, "activate", placed.card)  # docs/rules-notes.md#is2014-triggers: after the Action
        run_steps(g, seat, action.do, (owner, slot, placed.card))
    g.push(PayCost("pay_cost", seat, uses_cost(action.cost, times)))  # pushed last: paid first


def uses_cost(cost: Cost, times: int) -> Cost:
    """An Action's cost for ``times`` uses at once: "spending twice the Goods"."""
    return tuple((good, n * times) for good, n in cost)


def trade(g: Is2014Game, seat: int, good: str) -> None:
    """Spend 2 Workers for 1 Resource or 1 card (docs/rules-notes.md#is2014-trade-pairs)."""
    g.players[seat].goods[WORKER] -= TRADE_WORKERS
    gain(g, seat, {good: 1})
    fire(g, seat, "trade")


# -- steps that ask ------------------------------------------------------------------------------
@ask("steal")
def _steal_options(g: Is2014Game, task: tuple) -> tuple:
    names = ("food", "wood", "stone")
    return tuple((other, names[i]) for other in opponents(g, task[1]) for i in RESOURCE if g.players[other].goods[i])


@_steal_options.resolves
def steal(g: Is2014Game, task: tuple, option: tuple) -> None:
    """Take one Resource from a seat that has not passed."""
    other, good = option
    g.players[other].goods[GOOD[good]] -= 1
    g.players[task[1]].goods[GOOD[good]] += 1


@ask("deal")
def _deal_step_options(g: Is2014Game, task: tuple) -> tuple:
    seat = task[1]
    cards = _distinct(g, [c for c in g.players[seat].hand if g.cat.owners[c] == seat and g.cat.cards[c].deal])
    return tuple(g.cat.keys[c] for c in cards)


@_deal_step_options.resolves
def deal_step(g: Is2014Game, task: tuple, option: str) -> None:
    """Make a Deal without paying Food."""
    make_deal(g, task[1], _card(g, task[1], option))


@ask("raze-target")
def _raze_step_options(g: Is2014Game, task: RazeStep) -> tuple:
    raze = g.players[task.seat].goods[RAZE]
    return tuple(
        (other, slot, g.cat.keys[card])
        for other, slot, card in enemy_targets(g, task.seat)
        if _target_cost(g, (other, slot, card), task.protected) <= raze
    )


@_raze_step_options.resolves
def raze_step(g: Is2014Game, task: RazeStep, option: tuple) -> None:
    """Raze an enemy Location without the usual Raze tokens (more for Defense and Samurai,
    unless the step reaches protected Locations)."""
    other, slot, _ = option
    g.players[task.seat].goods[RAZE] -= _target_cost(g, (other, slot, -1), task.protected)
    raze_location(g, task.seat, other, slot)


@ask("foundation")
def _foundation_options(g: Is2014Game, task: tuple) -> tuple:
    return tuple(g.cat.keys[c] for c in _distinct(g, g.players[task[1]].hand))


@_foundation_options.resolves
def foundation_step(g: Is2014Game, task: tuple, option: str) -> None:
    """Place a card from hand face down in the Empire as a Foundation, for the usual 1 Wood."""
    seat = task[1]
    card = _card(g, seat, option)
    g.players[seat].hand.remove(card)
    g.players[seat].empire.append(foundation(g, seat, card))


@ask("place-under")
def _place_under_options(g: Is2014Game, task: PlaceStep) -> tuple:
    if source_slot(g, task.source) is None:
        return ()
    return (*(g.cat.keys[c] for c in _distinct(g, g.players[task.seat].hand)), "stop")


@_place_under_options.resolves
def place_under(g: Is2014Game, task: PlaceStep, option: str) -> None:
    """Place a card from hand under the source Location, up to the step's number; "stop"
    places no more (docs/rules-notes.md#is2014-cards-under)."""
    if option == "stop":
        return
    card = _card(g, task.seat, option)
    g.players[task.seat].hand.remove(card)
    owner, slot, placed = _placing(g, task)
    g.players[owner].empire[slot] = placed._replace(under=(*placed.under, card))


PLACEABLE = ("food", "wood", "stone", "gold")  # Resources, and gold instead of one


@ask("place-on")
def _place_on_options(g: Is2014Game, task: PlaceStep) -> tuple:
    if source_slot(g, task.source) is None:
        return ()
    goods = g.players[task.seat].goods
    return (*(good for good in PLACEABLE if goods[GOOD[good]]), "stop")


@_place_on_options.resolves
def place_on(g: Is2014Game, task: PlaceStep, option: str) -> None:
    """Place a Resource (or gold) from the supply on the source Location, up to the step's
    number; it stays there to the end of the game; "stop" places no more
    (docs/rules-notes.md#is2014-resources-on)."""
    if option == "stop":
        return
    g.players[task.seat].goods[GOOD[option]] -= 1
    owner, slot, placed = _placing(g, task)
    g.players[owner].empire[slot] = placed._replace(resources=placed.resources + 1)


def _placing(g: Is2014Game, task: PlaceStep) -> tuple[int, int, Placed]:
    """One card or good of a place step taken: the source's statistic tallied for the first
    (the ability that offered the step is used), the step pushed again for the rest; the
    source's owner, slot and Location as it stands now."""
    source = task.source
    if task.credit != NO_CREDIT:
        g.tally(source[2], task.credit)
    if task.left > 1:
        g.push(task._replace(left=task.left - 1, credit=NO_CREDIT))
    owner, slot = source[0], source_slot(g, source)
    assert slot is not None  # the options are none when the source left
    return owner, slot, g.players[owner].empire[slot]


@ask("enemy-deal")
def _enemy_deal_options(g: Is2014Game, task: tuple) -> tuple:
    seat = task[1]
    return tuple(
        (other, slot, g.cat.keys[placed.card])
        for other in opponents(g, seat)
        for slot, placed in enumerate(g.players[other].empire)
        if not placed.foundation and g.cat.cards[placed.card].deal and seat not in placed.dealers
    )


@_enemy_deal_options.resolves
def enemy_deal(g: Is2014Game, task: tuple, option: tuple) -> None:
    """Make a Deal with an opponent's Faction Location: its Deal field's Good now and in each
    Production phase; the Location stays where it is, the Deal stays when it goes
    (docs/rules-notes.md#is2014-enemy-deals)."""
    seat, (other, slot, _) = task[1], option
    placed = g.players[other].empire[slot]
    g.players[other].empire[slot] = placed._replace(dealers=(*placed.dealers, seat))
    g.players[seat].deals.append(placed.card)
    g.players[seat].enemy_deals.append(placed.card)
    gain(g, seat, {g.cat.cards[placed.card].deal: 1})
    fire(g, seat, "deal")


@ask("take-over")
def _take_over_options(g: Is2014Game, task: tuple) -> tuple:
    seat = task[1]
    player = g.players[seat]
    if not player.tokens:
        return ()
    options = []
    for other in opponents(g, seat):
        for slot, placed in enumerate(g.players[other].empire):
            action = g.cat.cards[placed.card].action
            if not placed.foundation and action and placed.used < action.uses:
                if shortfall(player.goods, action.cost) is not None:
                    options.append((other, slot, g.cat.keys[placed.card]))
    return tuple(options)


@_take_over_options.resolves
def take_over(g: Is2014Game, task: tuple, option: tuple) -> None:
    """Spend a special token to mark an opponent's Action Location as taken over this round
    (its owner cannot discard it for a build) and activate it as one's own
    (docs/rules-notes.md#is2014-take-over)."""
    seat, (owner, slot, _) = task[1], option
    g.players[seat].tokens -= 1
    g.players[owner].empire[slot] = g.players[owner].empire[slot]._replace(taken=True)
    activate(g, seat, owner, slot)

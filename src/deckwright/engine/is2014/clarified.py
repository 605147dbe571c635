"""The steps of the book's card clarifications: discard an enemy Location (Garrison, Engineers),
build without discarding a Location (Negotiator, Settlers), take or cancel Deals (Spies,
Robbers, Imperial Messenger, Hanseatic League), take a Raze field's Good without razing (Pack),
raze one's own Location (Rabble), Samurai from a step (Ninjas). Each asks its seat a decision."""

from __future__ import annotations

from .actions import _distinct, discard_under, enemy_targets, raze_location
from .effects import gain, opponents, shortfall
from .game import Is2014Game
from .ops import ask
from .tasks import BuildStep, CancelDeal, PayCost, WithCard


# -- discard an enemy Location (docs/rules-notes.md#is2014-discard-enemy) ----------------------
@ask("discard-enemy")
def _discard_enemy_options(g: Is2014Game, task: tuple) -> tuple:
    seat, keys = task[1], g.cat.keys
    if g.solo:
        return tuple((1, slot, keys[card]) for slot, card in enumerate(g.virtual))
    return tuple(
        (other, slot, keys[placed.card])
        for other in opponents(g, seat)
        for slot, placed in enumerate(g.players[other].empire)
        if not placed.foundation
    )


@_discard_enemy_options.resolves
def discard_enemy(g: Is2014Game, task: tuple, option: tuple) -> None:
    """Discard an opponent's Location from its Empire: not a raze (no Goods, no Foundation, no
    Wood); its tokens, Samurai and the cards under it go too."""
    other, slot, _ = option
    if g.solo:
        g.discard(g.virtual.pop(slot))
        return
    placed = g.players[other].empire.pop(slot)
    g.discard(placed.card)
    discard_under(g, placed)


# -- build without discarding a Location (docs/rules-notes.md#is2014-build-step) ---------------
def _buildable(g: Is2014Game, seat: int, source: str) -> list[int]:
    """The seat's own Faction cards in its hand or among its Deals whose cost, Locations aside,
    it can pay."""
    player, cat = g.players[seat], g.cat
    cards = player.hand if source == "hand" else player.deals
    return [
        card
        for card in _distinct(g, cards)
        if cat.owners[card] == seat and shortfall(player.goods, cat.cards[card].cost) is not None
    ]


@ask("build-step")
def _build_step_options(g: Is2014Game, task: BuildStep) -> tuple:
    return tuple(g.cat.keys[card] for card in _buildable(g, task.seat, task.source))


@_build_step_options.resolves
def build_step(g: Is2014Game, task: BuildStep, option: str) -> None:
    """Build the Faction Location at once: its cost paid, but no Location discarded."""
    seat, source = task.seat, task.source
    player = g.players[seat]
    card = next(c for c in _buildable(g, seat, source) if g.cat.keys[c] == option)
    (player.hand if source == "hand" else player.deals).remove(card)
    # paid as the seat chooses: docs/rules-notes.md#is2014-gold-any-resource
    g.push(PayCost("pay_cost", seat, g.cat.cards[card].cost), WithCard("place", seat, card))


# -- take or cancel Deals (docs/rules-notes.md#is2014-take-cancel-deals) -----------------------
@ask("take-deal")
def _take_deal_options(g: Is2014Game, task: tuple) -> tuple:
    cat = g.cat
    return tuple(
        (other, cat.keys[card])
        for other in opponents(g, task[1])
        for card in _distinct(g, g.players[other].deals)
        if cat.owners[card] == other
    )


@_take_deal_options.resolves
def take_deal(g: Is2014Game, task: tuple, option: tuple) -> None:
    """Move a Deal from under an opponent's Faction board to the seat's (not making a Deal)."""
    other, key = option
    card = g.cat.index[key]
    g.players[other].deals.remove(card)
    g.players[task[1]].deals.append(card)


@ask("cancel-deal")
def _cancel_deal_options(g: Is2014Game, task: CancelDeal) -> tuple:
    seat = task.seat
    holders = [seat] if task.whose == "you" else opponents(g, seat)
    return tuple((holder, g.cat.keys[card]) for holder in holders for card in _distinct(g, g.players[holder].deals))


@_cancel_deal_options.resolves
def cancel_deal(g: Is2014Game, task: CancelDeal, option: tuple) -> None:
    """End a Deal: its card goes to its discard pile; a Deal with an enemy Location has no card
    of its own, it just ends (and the seat may make it again)."""
    holder, key = option
    player, card = g.players[holder], g.cat.index[key]
    player.deals.remove(card)
    if card not in player.enemy_deals:
        g.discard(card)
        return
    player.enemy_deals.remove(card)
    for other in g.players:
        other.empire = [
            placed._replace(dealers=tuple(s for s in placed.dealers if s != holder)) if placed.card == card else placed
            for placed in other.empire
        ]


# -- a Raze field's Good without razing (docs/rules-notes.md#is2014-field-good) -----------------
@ask("field-good")
def _take_field_good_options(g: Is2014Game, task: tuple) -> tuple:
    cat = g.cat
    return tuple(
        (other, slot, cat.keys[card], good)
        for other, slot, card in enemy_targets(g, task[1])
        for good in dict.fromkeys(cat.cards[card].raze)
    )


@_take_field_good_options.resolves
def take_field_good(g: Is2014Game, task: tuple, option: tuple) -> None:
    """Take one Good of an enemy Location's Raze field from the general supply; the Location stays."""
    gain(g, task[1], {option[3]: 1})


# -- raze one's own Location (docs/rules-notes.md#is2014-raze-own) -----------------------------
@ask("raze-own")
def _raze_own_options(g: Is2014Game, task: tuple) -> tuple:
    cat = g.cat
    return tuple(
        (slot, cat.keys[placed.card])
        for slot, placed in enumerate(g.players[task[1]].empire)
        if not placed.foundation and cat.cards[placed.card].raze
    )


@_raze_own_options.resolves
def raze_own(g: Is2014Game, task: tuple, option: tuple) -> None:
    """Raze one's own Location as an enemy's is razed: its Raze field's Goods, a Common one turns
    into a Foundation with 1 Wood, a Faction one is discarded; it is razing."""
    raze_location(g, task[1], task[1], option[0])


# -- Samurai from a step (docs/rules-notes.md#is2014-samurai-step) -----------------------------
@ask("samurai-step")
def _samurai_step_options(g: Is2014Game, task: tuple) -> tuple:
    seat, cat = task[1], g.cat
    return tuple(
        (slot, cat.keys[placed.card])
        for slot, placed in enumerate(g.players[seat].empire)
        if not placed.foundation and cat.owners[placed.card] == seat and not placed.samurai
    )


@_samurai_step_options.resolves
def samurai_step(g: Is2014Game, task: tuple, option: tuple) -> None:
    """Deploy a Samurai from the general supply on a Faction Location of the seat without one."""
    empire = g.players[task[1]].empire
    empire[option[0]] = empire[option[0]]._replace(samurai=1)

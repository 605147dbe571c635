"""The Action phase: a player's turn options, the five tile actions, and cards entering an Empire."""

from __future__ import annotations

from functools import cache
from typing import Any

from ...model.eotn import Card
from .aimed import shielded
from .catalog import FIELD_KINDS, FISH, RAZE, compile_goods
from .copying import copies, copyable, protected
from .counts import holds
from .effects import feasible, hand_card, hand_choices, play_boost
from .game import BUILT, EotnGame
from .goods import add_goods, affordable, gain, pay, take
from .ops import ask, auto
from .state import Placed, Player, Ship, actions_of, harvestable, used_action
from .tasks import AtSlot, RunSteps
from .triggers import abilities_of, fire, note

MOVE_FOOD = {"food": 1}  # moving a placed pawn to an adjacent tile
MOVE_COST = compile_goods(MOVE_FOOD)


# -- the turn ---------------------------------------------------------------------------------------


@ask("turn")
def turn_options(g: EotnGame, task: tuple) -> tuple:
    """Build a location, place or move a pawn, use a location's action, raid, or pass."""
    p = task[1]
    player, cards = g.players[p], g.cat.cards
    goods, hand = player.goods, len(player.hand)
    options: list[tuple[Any, ...]] = []
    seen: set[str] = set()
    builds = sows = False
    for c in player.hand:
        info = cards[c]
        if info.kind == "location":
            builds = True
            if info.id not in seen:
                seen.add(info.id)
                if affordable(player, goods, info.cost, hand):
                    options.append(("build", info.id))
        elif info.sows:
            sows = True
    options += _pawn_options(player, g.tiles, open_actions(g, p, builds, sows))
    for slot in player.actors:
        placed = player.empire[slot]
        if placed.exhausted:
            continue
        sources = actions_of(placed, cards)
        for source in sources:
            info = cards[source]
            action = info.action
            assert action is not None  # actions_of lists the cards with an Action
            if ("if" not in action or holds(g, p, slot, action["if"])) and (
                feasible(g, p, slot, action["do"], info.action_cost)
                if info.action_may_fail
                else not info.action_cost or affordable(player, goods, info.action_cost, hand)
            ):
                use = ("use", slot, cards[placed.card].id)
                options.append(use if len(sources) == 1 else (*use, info.id))
    if goods[RAZE]:
        for q, other in enumerate(g.players):
            if q != p and not shielded(g, q):  # docs/rules-notes.md#eotn-passed-not-targeted
                options += [
                    ("raid", q, slot, cards[e.card].id)
                    for slot, e in enumerate(other.empire)
                    if not e.exhausted and actions_of(e, cards) and not protected(g, e, "raid")
                ]
    options.append(("pass",))
    return tuple(options)


def open_actions(g: EotnGame, p: int, builds: bool, sows: bool) -> frozenset[str]:
    """The tile actions seat p could resolve now (docs/rules-notes.md#eotn-pawn-go-action-player-cannot):
    ``builds``, a Location in hand; ``sows``, a HARVEST field card in hand."""
    player = g.players[p]
    return _open_actions(
        bool(player.deck or player.discard),
        bool(player.ships or player.common or ship_boosts(g, p)),
        builds,
        sows or bool(player.fields),
    )


def action_open(g: EotnGame, p: int, action: str, hand: int) -> bool:
    """Whether a CAPITALS action on a card could resolve, as a pawn's could
    (docs/rules-notes.md#eotn-capitals-resolve); ``hand``: the cards the effect leaves in hand."""
    cards = g.cat.cards
    held = [cards[c] for c in g.players[p].hand] if hand > 0 else []
    return action in open_actions(g, p, any(info.kind == "location" for info in held), any(info.sows for info in held))


@cache
def _open_actions(explore: bool, sail: bool, construct: bool, harvest: bool) -> frozenset[str]:
    """The tile actions a player may take: POPULATE always, the others when they would do something."""
    flags = {"EXPLORE": explore, "SAIL": sail, "CONSTRUCT": construct, "HARVEST": harvest}
    return frozenset(["POPULATE", *(action for action, open in flags.items() if open)])


def _pawn_options(player: Player, tiles: tuple[str, ...], open_actions: frozenset[str]) -> tuple:
    """Place a pawn in front of the player on an open tile, or move a placed, ready pawn to an
    open tile next to it for a food."""
    (tile_a, exhausted_a), (tile_b, exhausted_b) = player.pawns
    options = _placements(tiles, open_actions) if tile_a < 0 or tile_b < 0 else ()
    if (tile_a >= 0 and not exhausted_a or tile_b >= 0 and not exhausted_b) and affordable(
        player, player.goods, MOVE_COST, len(player.hand)
    ):
        for pawn, (tile, exhausted) in enumerate(player.pawns):
            if tile >= 0 and not exhausted:
                options += _moves(tiles, open_actions, pawn, tile)
    return options


# The pawn options of a tile order and a set of open actions (a few thousand at most), made once.
@cache
def _placements(tiles: tuple, open_actions: frozenset[str]) -> tuple:
    return tuple(("pawn", action) for action in tiles if action in open_actions)


@cache
def _moves(tiles: tuple, open_actions: frozenset[str], pawn: int, tile: int) -> tuple:
    return tuple(("move", pawn, tiles[to]) for to in adjacent(len(tiles))[tile] if tiles[to] in open_actions)


@cache
def adjacent(n: int) -> tuple[tuple[int, ...], ...]:
    """Per tile of a circle of ``n``, the tiles next to it, in order."""
    return tuple(tuple(sorted({(tile - 1) % n, (tile + 1) % n})) for tile in range(n))


@turn_options.resolves
def turn(g: EotnGame, task: tuple, option: tuple) -> None:
    p = task[1]
    player = g.players[p]
    kind = option[0]
    if kind == "pass":
        player.passed = True
    g.push(("next_turn", p))
    if kind == "build":
        card = hand_card(g, p, option[1])
        player.hand.remove(card)
        g.push(("place", p, card))
        pay(g, p, g.cat.cards[card].card.cost)
    elif kind == "pawn":
        pawn = 0 if player.pawns[0][0] < 0 else 1  # the first of the two in front of the player
        player.pawns[pawn] = (g.tiles.index(option[1]), False)
        declare_action(g, p, option[1])
    elif kind == "move":
        player.pawns[option[1]] = (g.tiles.index(option[2]), True)
        declare_action(g, p, option[2])
        pay(g, p, MOVE_FOOD)
    elif kind == "use":
        slot = option[1]
        source = used_action(player.empire[slot], g.cat.cards, option)
        action = g.cat.cards[source].action
        assert action is not None  # used_action names a card with an Action
        g.focus = source
        g.push(RunSteps("run_steps", p, slot, action["do"], 0), AtSlot("exhaust", p, slot))
        pay(g, p, action.get("cost"))
    elif kind == "raid":
        _, q, slot, _ = option
        target = g.players[q].empire
        target[slot] = target[slot].turned(True)
        take(g, p, (("raze", 1),))
        # docs/rules-notes.md#eotn-others-events: the raided player's Features resolve first; each
        # fire schedules before what is scheduled already, so the raider's is scheduled first
        fire(g, p, "raid")
        fire(g, q, "raided")


@auto
def exhaust(g: EotnGame, task: AtSlot) -> None:
    empire = g.players[task.player].empire
    empire[task.slot] = empire[task.slot].turned(True)


def fields(g: EotnGame, p: int) -> tuple[int, ...]:
    """Slots of the player's fields that can be harvested (see ``Player.note``)."""
    return g.players[p].fields


# -- declaring a tile action ------------------------------------------------------------------


def declare_action(g: EotnGame, p: int, action: str) -> None:
    """Take a tile action: first ask for a boost or field when the hand holds one naming it."""
    cards = g.cat.cards
    for c in g.players[p].hand:
        if cards[c].card.action == action:
            g.push(("declare", p, action))
            return
    g.push(("do_action", p, action))


@ask("declare")
def declare_options(g: EotnGame, task: tuple) -> tuple:
    """Before a declared action resolves: play one boost or build one field that names it, or none."""
    _, p, action = task
    cards = g.cat.cards

    def fits(card: Card) -> bool:
        return card.action == action and card.kind in ("boost", "field", "field_upgrade")

    player = g.players[p]
    if action == "SAIL" and not (player.ships or player.common) and ship_boosts(g, p):
        return tuple(("boost", card_id) for card_id in ship_boosts(g, p))  # the only way to SAIL
    options: list[tuple[str, ...]] = [("none",)]
    for card_id in hand_choices(g, p, fits):
        card = hand_card(g, p, card_id)
        info = cards[card]
        if info.kind == "boost":
            # docs/rules-notes.md#eotn-boost-not-itself
            if all(feasible(g, p, -1, steps, played=1) for steps in info.instant):
                options.append(("boost", card_id))
        elif info.kind == "field" or attach_options(g, ("attach", p, card)):
            options.append(("field", card_id))
    return tuple(options)


def ship_boosts(g: EotnGame, p: int) -> tuple:
    """The SAIL Boosts in hand that can be played and give a ship (ids; docs/rules-notes.md#eotn-sail-boost-ship)."""
    cards = g.cat.cards

    def gives_ship(card: Card) -> bool:
        if card.kind != "boost" or card.action != "SAIL":
            return False
        instant = cards[hand_card(g, p, card.id)].instant
        return any(
            step.primitive == "gain" and ("ship" in step.value or "common_ship" in step.value)
            for steps in instant
            for step in steps
        ) and all(feasible(g, p, -1, steps, played=1) for steps in instant)

    return hand_choices(g, p, gives_ship)


@declare_options.resolves
def declare(g: EotnGame, task: tuple, option: tuple) -> None:
    _, p, action = task
    g.push(("do_action", p, action))
    if option[0] == "none":
        return
    card = hand_card(g, p, option[1])
    if option[0] == "boost":
        play_boost(g, p, card)
    else:
        g.players[p].hand.remove(card)
        g.push(("place", p, card))


@auto
def do_action(g: EotnGame, task: tuple) -> None:
    _, p, action = task
    g.push(("fire_task", p, "action", action))
    if action == "EXPLORE":
        gain(g, p, {"card": 1})  # docs/rules-notes.md#eotn-gain-a-card
    elif action == "POPULATE":
        gain(g, p, {"worker": 1})
    else:
        g.push((ACTION_TASKS[action], p))


@ask("construct")
def construct_options(g: EotnGame, task: tuple) -> tuple:
    return hand_choices(g, task[1], lambda card: card.kind == "location")


@construct_options.resolves
def construct(g: EotnGame, task: tuple, option: str) -> None:
    card = hand_card(g, task[1], option)
    g.players[task[1]].hand.remove(card)
    g.push(("place", task[1], card))


@ask("harvest")
def harvest_options(g: EotnGame, task: tuple) -> tuple:
    cards, empire = g.cat.cards, g.players[task[1]].empire
    return tuple((slot, cards[empire[slot].card].card.id) for slot in fields(g, task[1]))


@harvest_options.resolves
def harvest(g: EotnGame, task: tuple, option: tuple) -> None:
    """Gain the goods of one field and of every upgrade attached to it, as one gain
    (docs/rules-notes.md#eotn-gain-once-per-gain)."""
    p, slot = task[1], option[0]
    cards, empire = g.cat.cards, g.players[p].empire
    gain(
        g,
        p,
        add_goods(
            cards[empire[slot].acts_as].card.goods, *(cards[e.card].card.goods for e in empire if e.host == slot)
        ),
    )
    fire(g, p, "harvest")


@ask("sail")
def sail_options(g: EotnGame, task: tuple) -> tuple:
    """Which ship (clan or common) goes to the queue, with how many fish and raze assigned."""
    player = g.players[task[1]]
    most_fish, most_raze = g.cat.max_assign
    kinds = (["clan"] if player.ships else []) + (["common"] if player.common else [])
    return tuple(
        (kind, fish, raze)
        for kind in kinds
        for fish in range(min(most_fish, player.goods[FISH]) + 1)
        for raze in range(min(most_raze, player.goods[RAZE]) + 1)
    )


@sail_options.resolves
def sail(g: EotnGame, task: tuple, option: tuple) -> None:
    kind, fish, raze = option
    p = task[1]
    player = g.players[p]
    if kind == "clan":
        player.ships -= 1
    else:
        player.common -= 1
    player.goods[FISH] -= fish
    player.goods[RAZE] -= raze
    g.queue.append(Ship(p, kind == "common", fish, raze))
    fire(g, p, "sail")


# -- cards entering an Empire -----------------------------------------------------------------


@auto
def place(g: EotnGame, task: tuple) -> None:
    """A clan card enters the Empire; a field upgrade first asks where it goes."""
    _, p, card = task
    if g.cat.cards[card].card.kind == "field_upgrade":
        g.push(("attach", p, card))
    else:
        enter(g, p, card)


def _upgrades(g: EotnGame, p: int, card: int) -> tuple:
    cards = g.cat.cards
    goods = set(cards[card].card.goods or ())
    return tuple(
        (slot, cards[g.players[p].empire[slot].card].card.id)
        for slot in fields(g, p)
        if goods & set(cards[g.players[p].empire[slot].acts_as].card.goods or ())
    )


@ask("attach")
def attach_options(g: EotnGame, task: tuple) -> tuple:
    """Fields producing the same good as the upgrade, or 'as-field' for an upgrade that is also a field."""
    card = task[2]
    return _upgrades(g, task[1], card) + ((("as-field",),) if g.cat.cards[card].card.also_field else ())


@attach_options.resolves
def attach(g: EotnGame, task: tuple, option: tuple) -> None:
    enter(g, task[1], task[2], -1 if option[0] == "as-field" else option[0])


def enter(g: EotnGame, p: int, card: int, host: int = -1) -> None:
    """Put a card (clan card or island) in the Empire; Copy chooses first, then the card takes effect."""
    player = g.players[p]
    empire = player.empire
    empire.append(Placed(card, card, host=host))
    note(g, p, len(empire) - 1)
    g.tally(card, BUILT)
    g.push(AtSlot("entered", p, len(empire) - 1))
    if g.cat.cards[card].copy is not None:
        g.push(AtSlot("copy", p, len(empire) - 1))


@ask("copy")
def copy_options(g: EotnGame, task: AtSlot) -> tuple:
    return copyable(g, task.player, task.slot)


@copy_options.resolves
def copy(g: EotnGame, task: AtSlot, option: tuple) -> None:
    copies(g, task.player, task.slot, option[0])


@auto
def entered(g: EotnGame, task: AtSlot) -> None:
    """Field goods now, then Building Bonus (own or copied), then the build / conquer Features."""
    p, slot = task.player, task.slot
    cards = g.cat.cards
    placed = g.players[p].empire[slot]
    info, own = cards[placed.acts_as], cards[placed.card].card
    if info.card.kind in FIELD_KINDS or info.card.kind == "field_upgrade":
        gain(g, p, info.card.goods or {})
    if own.kind == "island":
        g.push(("fire_task", p, "conquer"))
    else:  # docs/rules-notes.md#eotn-kind-sets: a card built as a Field is a Field
        g.push(("fire_task", p, "build", None, "field" if harvestable(placed, cards) else own.kind, info.card.type))
    g.focus = placed.acts_as
    g.push(
        *(RunSteps("run_steps", p, slot, steps, 0) for source in abilities_of(placed) for steps in cards[source].bonus)
    )


@auto
def fire_task(g: EotnGame, task: tuple) -> None:
    """``("fire", player, event[, action[, kind, type]])``: an event that happens after other tasks."""
    fire(g, task[1], task[2], None, *task[3:])


ACTION_TASKS = {
    "CONSTRUCT": construct.__name__,
    "HARVEST": harvest.__name__,
    "SAIL": sail.__name__,
}  # the actions with a choice

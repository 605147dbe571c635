"""Ships: the Expedition phase, pillage and conquest, and the ship steps of the effect language."""

from __future__ import annotations

from .actions import enter
from .catalog import DISTANT, NEARBY
from .game import EotnGame
from .goods import gain
from .ops import ask, auto
from .state import Ship
from .tasks import Island, Land
from .triggers import fire

DISTANCES = ("nearby", "distant")


@auto
def expedition(g: EotnGame, task: tuple) -> None:
    """The Action phase is over: 25 VP reached by now makes this the last round. Ships sail in queue order."""
    if any(p.vp >= g.variants.target_vp for p in g.players):
        g.last_round = True
    g.phase = "expedition"
    g.push(("voyage", -1))


@auto
def voyage(g: EotnGame, task: tuple) -> None:
    if g.queue:
        ship = g.queue.pop(0)
        g.push(Island("island", ship.owner, ship, "either"), ("voyage", -1))


def _can_conquer(g: EotnGame, ship: Ship, island: int) -> bool:
    need = g.cat.cards[island].card.conquer or {}
    return ship.raze >= max(1, need.get("raze", 0)) and ship.fish >= need.get("fish", 0)


@ask("island")
def island_options(g: EotnGame, task: Island) -> tuple:
    """A face-up island or the top of a deck; distant ones only with a fish on the ship.
    A ship sent to conquer (expedition_now) is offered only face-up islands it can conquer."""
    ship, mode = task.ship, task.mode
    cards = g.cat.cards
    options = []
    for distance in (NEARBY, DISTANT) if ship.fish else (NEARBY,):
        options += [
            ("island", cards[i].card.id) for i in g.isl_face[distance] if mode != "conquer" or _can_conquer(g, ship, i)
        ]
        if g.isl_deck[distance] or g.isl_disc[distance]:
            options.append(("top", DISTANCES[distance]))
    return tuple(options)


@island_options.resolves
def island(g: EotnGame, task: Island, option: tuple) -> None:
    p, ship = task.player, task.ship
    player = g.players[p]
    if ship.common:
        player.common += 1
    else:
        player.ships += 1  # the ship returns; its fish and raze are discarded, used or not
    if option[0] == "top":
        top = g.reveal_island(DISTANCES.index(option[1]))
        assert top is not None  # offered while the deck or its discard pile holds an island
        card = top
    else:
        row = next(r for r in g.isl_face if any(g.cat.cards[i].card.id == option[1] for i in r))
        card = next(i for i in row if g.cat.cards[i].card.id == option[1])
        row.remove(card)
    g.push(Land("land", p, ship, task.mode, card))


@ask("land")
def land_options(g: EotnGame, task: Land) -> tuple:
    mode = task.mode
    conquer = mode != "pillage" and _can_conquer(g, task.ship, task.card)
    return ((("pillage",),) if mode != "conquer" or not conquer else ()) + ((("conquer",),) if conquer else ())


@land_options.resolves
def land(g: EotnGame, task: Land, option: tuple) -> None:
    """Pillage (gain the pillage goods, discard the island) or conquer (the island joins the Empire)."""
    p, card = task.player, task.card
    info = g.cat.cards[card]
    if option[0] == "conquer":
        enter(g, p, card)
        return
    g.isl_disc[DISTANCES.index(info.card.distance)].append(card)
    gain(g, p, info.card.pillage or {})
    fire(g, p, "pillage")


@ask("expedition-ship")
def expedition_ship_options(g: EotnGame, task: tuple) -> tuple:
    """expedition_now: which of the player's ships on the board pillages or conquers now."""
    _, p, mode = task
    return tuple(
        ("ship", at) for at, ship in enumerate(g.queue) if ship.owner == p and (mode != "conquer" or ship.raze)
    )


@expedition_ship_options.resolves
def expedition_ship(g: EotnGame, task: tuple, option: tuple) -> None:
    ship = g.queue.pop(option[1])
    g.push(Island("island", task[1], ship, task[2]))


@ask("advance-ship")
def advance_options(g: EotnGame, task: tuple) -> tuple:
    """``(name, player, spaces)``: which of the player's ships that are not first moves up the queue."""
    return tuple(("ship", at) for at, ship in enumerate(g.queue) if at and ship.owner == task[1])


@advance_options.resolves
def advance(g: EotnGame, task: tuple, option: tuple) -> None:
    """The chosen ship moves up ``spaces`` places (the ships it passes move down one each), at most
    to the head (docs/rules-notes.md#eotn-move-your-ship-1-space)."""
    at = option[1]
    g.queue.insert(max(0, at - task[2]), g.queue.pop(at))

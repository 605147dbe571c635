"""The solo game's virtual player attack: it collects its Locations, then attacks twice, each
time revealing an Attack card and reading the Target line to pick the Location it razes."""

from __future__ import annotations

from collections.abc import Callable

from .game import RAZED, Is2014Game
from .ops import ask, auto
from .state import Placed
from .tasks import SoloRaze

ATTACKS_PER_ROUND = 2
KIND_ORDER = ("action", "feature", "production")  # razed first to last
DEAL_ORDER = ("card", "raze", "gold", "vp", "stone", "worker", "food", "wood")  # razed first to last


def _other(field: tuple[str, ...], good: str) -> str:
    """The Good of a two-Good Raze field besides ``good``."""
    rest = list(field)
    rest.remove(good)
    return rest[0]


def cost_rank(g: Is2014Game, placed: Placed) -> tuple[int, int, int]:
    """Attack priority among matching Locations: Action, Feature, Production; then the highest
    building cost in Resources; then more Stone (docs/rules-notes.md#is2014-solo-order)."""
    card = g.cat.cards[placed.card]
    cost = dict(card.cost)
    resources = sum(n for good, n in cost.items() if good in ("food", "wood", "stone", "gold"))
    return KIND_ORDER.index(card.kind), -resources, -cost.get("stone", 0)


def common_target(g: Is2014Game) -> tuple[list[int], int]:
    """Slots of the seat's Common Locations the attack razes (several: equally ranked) and the
    index of the Target paired with the first one; ([], 0) when nothing matches."""
    empire, cards, line = g.players[0].empire, g.cat.cards, g.targets
    first = line[0]
    matching = [
        slot
        for slot, p in enumerate(empire)
        if not p.foundation and g.cat.owners[p.card] < 0 and first in cards[p.card].raze
    ]
    for index in range(1, len(line)):
        pair = [slot for slot in matching if _other(cards[empire[slot].card].raze, first) == line[index]]
        if pair:
            return _best(g, pair, lambda p: cost_rank(g, p)), index
    return [], 0


def faction_target(g: Is2014Game) -> tuple[list[int], int]:
    """With a faction whose cards can be razed: a VP on top and another VP in the line make the
    virtual player raze a Faction Location, by its Deal field, then as a Common one."""
    line, cards, empire = g.targets, g.cat.cards, g.players[0].empire
    if line[0] != "vp" or "vp" not in line[1:]:
        return [], 0
    slots = [
        slot for slot, p in enumerate(empire) if not p.foundation and g.cat.owners[p.card] == 0 and cards[p.card].raze
    ]
    ranked = _best(g, slots, lambda p: (DEAL_ORDER.index(cards[p.card].deal), *cost_rank(g, p)))
    return ranked, line.index("vp", 1) if ranked else 0


def _best(g: Is2014Game, slots: list[int], rank: Callable[[Placed], tuple[int, ...]]) -> list[int]:
    if not slots:
        return []
    empire = g.players[0].empire
    best = min(rank(empire[slot]) for slot in slots)
    return [slot for slot in slots if rank(empire[slot]) == best]


@auto
def virtual_attack(g: Is2014Game, task: tuple) -> None:
    """The virtual player's Locations of this round go to its Collection pile; then two attacks."""
    g.phase = "attack"
    g.collection += g.virtual
    g.virtual = []
    g.push(*(("attack", -1),) * ATTACKS_PER_ROUND)


@auto
def attack(g: Is2014Game, task: tuple) -> None:
    """Reveal the top Attack card onto the Target line and find the Location it razes."""
    if not g.attack_deck:
        return
    g.targets.insert(0, g.attack_deck.pop())
    razeable_faction = any(card.raze for card in g.cat.factions[0].deck)
    slots, paired = faction_target(g) if razeable_faction else ([], 0)
    if not slots:
        slots, paired = common_target(g)
    if slots:
        g.push(SoloRaze("solo_raze", 0, tuple(slots), paired))


@ask("solo-target")
def _solo_raze_options(g: Is2014Game, task: SoloRaze) -> tuple:
    return tuple((slot, g.cat.keys[g.players[0].empire[slot].card]) for slot in task.slots)


@_solo_raze_options.resolves
def solo_raze(g: Is2014Game, task: SoloRaze, option: tuple) -> None:
    """The razed Location goes to the Collection pile (no Foundation, no Goods); the two Attack
    cards used move to the end of the Target line."""
    placed = g.players[0].empire.pop(option[0])
    g.collection.append(placed.card)
    for card in placed.under:  # docs/rules-notes.md#is2014-cards-under
        g.discard(card)
    g.tally(placed.card, RAZED)
    paired = task.paired
    used = [g.targets[0], g.targets[paired]]
    del g.targets[paired]
    del g.targets[0]
    g.targets += used

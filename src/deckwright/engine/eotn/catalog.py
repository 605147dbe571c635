"""Static card data of one game, indexed once and shared by every clone.

Cards are referred to by their index in ``Catalog.cards``; the state holds only these ints.
Each seat has its own index range (two seats may play the same clan), islands come last.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...model.eotn import NESTED_STEPS, STEP_MODIFIERS, Card, Clan, IslandSet
from ...steps import Step, compile_steps

GOODS = ("wood", "stone", "food", "sheep", "fish", "gold", "worker", "raze")
GOOD = {name: index for index, name in enumerate(GOODS)}
RESOURCES = range(5)
FISH, GOLD, WORKER, RAZE = GOOD["fish"], GOOD["gold"], GOOD["worker"], GOOD["raze"]
FIELD_KINDS = frozenset({"field", "basic_field"})
# The kinds of the effect language that name every card in an Empire (a Location), and every card
# HARVEST may pick (a Field): docs/rules-notes.md#eotn-kind-sets
EVERY_CARD = frozenset({"card", "location"})
ANY_FIELD = frozenset({"field", "any_field"})
NEARBY, DISTANT = 0, 1


@dataclass(frozen=True, slots=True)
class Info:
    """One card plus what the engine asks of it often, computed once."""

    card: Card
    id: str
    kind: str
    key: str  # "set-id/card-id", the key of the card statistics
    seat: int  # owner seat, -1 for islands
    cost: tuple  # the location's building cost, compiled (see ``compile_goods``)
    action: dict[str, Any] | None  # the first 'action' ability {cost?, do}, its steps compiled
    features: tuple[dict[str, Any], ...]  # {when, cost?, do}, their steps compiled
    bonus: tuple[tuple[Step, ...], ...]  # building_bonus step lists, then instants of non-boost cards
    instant: tuple[tuple[Step, ...], ...]  # boost instants
    storage: dict[str, Any] | None
    copy: dict[str, Any] | None
    action_cost: tuple  # compiled
    action_may_fail: bool  # whether checking the action's steps may fail (else a payable cost is enough)
    goods: tuple  # the card's own goods (a field's harvest), compiled
    sows: bool  # a field or field upgrade naming HARVEST: holding it opens the HARVEST tile
    triggers: dict[str, tuple]  # per event key (see ``event_key``), its Features as (index, good, action, kind, type)
    hears: frozenset[str]  # the events of other players its Features listen to
    end_game: tuple[dict[str, Any], ...]  # end-of-game scoring abilities {vp, per}
    protection: frozenset[str]  # what cannot be done to the card: 'raid', 'copy'


def steps_of(steps: list[dict[str, Any]]) -> tuple[Step, ...]:
    """Written steps, compiled once (see ``deckwright.steps``)."""
    return compile_steps(steps, STEP_MODIFIERS, NESTED_STEPS)


def _with_steps(body: dict[str, Any]) -> dict[str, Any]:
    """An action or Feature with its steps compiled, whether they take anything ('takes') and
    whether checking them may fail ('may_fail')."""
    from .effects import may_fail, takes  # (effects needs this module first)

    do = steps_of(body["do"])
    return {**body, "do": do, "takes": takes(do), "may_fail": may_fail(do)}


def compile_goods(goods: dict[str, int] | None) -> tuple:
    """Goods as (key, amount) pairs: the key is the good's index in GOODS, or its name for vp,
    card, ship and common_ship."""
    return tuple((GOOD.get(good, good), n) for good, n in (goods or {}).items())


def _info(card: Card, key: str, seat: int) -> Info:
    def every(keyword: str) -> tuple[Any, ...]:
        return tuple(a[keyword] for a in card.abilities if keyword in a)

    instants = tuple(steps_of(steps) for steps in every("instant"))
    boost = card.kind == "boost"
    action = card.ability("action")
    action = _with_steps(action) if action else None
    return Info(
        card=card,
        id=card.id,
        kind=card.kind,
        key=key,
        seat=seat,
        cost=compile_goods(card.cost),
        action=action,
        features=tuple(_with_steps(f) for f in every("feature")),
        bonus=tuple(steps_of(steps) for steps in every("building_bonus")) + (() if boost else instants),
        instant=instants if boost else (),
        storage=card.ability("storage"),
        copy=card.ability("copy"),
        action_cost=compile_goods(action.get("cost")) if action else (),
        action_may_fail=action is not None and action["may_fail"],
        goods=compile_goods(card.goods),
        sows=card.action == "HARVEST" and card.kind in ("field", "field_upgrade"),
        triggers=_triggers(every("feature")),
        hears=frozenset(f["when"]["event"] for f in every("feature") if f["when"].get("who") in ("opponent", "any")),
        end_game=every("end_game"),
        protection=frozenset(what for protection in every("protection") for what in protection),
    )


def event_key(event: str, others: bool) -> str:
    """The key under which Features listen to an event: the event itself for the owner's own, 'others
    <event>' for other players' (docs/rules-notes.md#eotn-others-events)."""
    return f"others {event}" if others else event


WHO = {"you": (False,), "opponent": (True,), "any": (False, True)}  # whose events, as event_key's 'others'


def _triggers(features: tuple) -> dict[str, tuple]:
    """Features by the key of the event that fires them, in card order, with their conditions unpacked;
    a kind naming every card (a Location) is None, one naming every Field is 'field'
    (docs/rules-notes.md#eotn-kind-sets)."""
    triggers: dict[str, tuple] = {}
    for index, feature in enumerate(features):
        when = feature["when"]
        kind = when.get("kind")
        kind = None if kind in EVERY_CARD else "field" if kind in ANY_FIELD else kind
        entry = (index, when.get("good"), when.get("action"), kind, when.get("type"))
        for others in WHO[when.get("who", "you")]:
            key = event_key(when["event"], others)
            triggers[key] = triggers.get(key, ()) + (entry,)
    return triggers


class Catalog:
    """Every card of a game: per seat its deck and basic fields, and the two island decks."""

    __slots__ = ("clans", "islands", "cards", "decks", "basics", "island_decks", "max_assign", "__weakref__")

    def __init__(self, clans: list[Clan], islands: IslandSet):
        self.clans, self.islands = tuple(clans), islands
        self.cards: list[Info] = []
        self.decks: list[tuple[int, ...]] = []
        self.basics: list[tuple[int, ...]] = []
        for seat, clan in enumerate(clans):
            self.basics.append(tuple(self._add(c, f"{clan.id}/{c.id}", seat) for c in clan.basic_fields))
            self.decks.append(tuple(self._add(c, f"{clan.id}/{c.id}", seat) for c in clan.deck_list()))
        self.island_decks = tuple(
            tuple(self._add(i, f"{islands.id}/{i.id}", -1) for i in islands.by_distance(d))
            for d in ("nearby", "distant")
        )
        # A ship may carry as many fish / raze as the dearest conquer cost asks (1 in the rulebook).
        self.max_assign = tuple(
            max([1] + [(i.conquer or {}).get(g, 0) for i in islands.islands]) for g in ("fish", "raze")
        )

    def _add(self, card: Card, key: str, seat: int) -> int:
        self.cards.append(_info(card, key, seat))
        return len(self.cards) - 1

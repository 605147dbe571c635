"""The effect language at work: Features, feasibility and every step primitive.

Steps run as ``RunSteps`` tasks (``tasks``); their ``slot`` is the Empire
slot of the card whose ability runs (-1 for a boost), used by assign, release and 'per assigned'.
Before a step that takes something (spend, discard, assign, release, give) runs, it is checked: if
it cannot be done in full, the rest of that step list is dropped. A step with a ``target`` is aimed
at opponents (``aimed.py``): it takes nothing of the player's but what they give.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import islice
from typing import Any

from ...model.eotn import BRANCHES, Card
from ...steps import Step, StepTable
from .aimed import reached
from .catalog import GOLD, GOOD, WORKER, compile_goods
from .copying import recopyable
from .counts import count, holds
from .game import FEATURE_OFFERED, FEATURE_USED, PLAYED, EotnGame
from .goods import affordable, gain, pay
from .ops import ask, auto
from .removal import removable
from .state import Placed, Player, of_kind
from .tasks import ChooseResolve, FeatureResolve, Flip, FlipTheirs, RemoveResolve, RunSteps, SearchResolve


@ask("feature")
def feature_options(g: EotnGame, task: FeatureResolve) -> tuple:
    p, slot, source, index = task.player, task.slot, task.source, task.feature
    feature = g.cat.cards[source].features[index]
    cost = feature.get("cost")
    if "if" in feature and not holds(g, p, slot, feature["if"]):
        return ()
    if "once_per_round" in feature and (slot, source, index) in g.players[p].used:
        return ()  # docs/rules-notes.md#eotn-once-per-round
    if (cost or feature["may_fail"]) and not feasible(g, p, slot, feature["do"], cost):
        return ()
    if cost:
        return ("pay", _text(cost)), ("skip",)
    return (("do",), ("skip",)) if feature["takes"] else (("do",),)  # docs/rules-notes.md#eotn-features-optional


@feature_options.resolves
def feature_resolve(g: EotnGame, task: FeatureResolve, option: tuple) -> None:
    """Run a triggered Feature whose condition holds (offered: it runs, or the seat skips it)."""
    p, slot, source, index = task.player, task.slot, task.source, task.feature
    placed = g.players[p].empire[slot]
    g.tally(placed.card, FEATURE_OFFERED)
    if option[0] == "skip":
        return
    feature = g.cat.cards[source].features[index]
    g.focus = source
    g.tally(placed.card, FEATURE_USED)
    if "once_per_round" in feature:
        g.players[p].used += ((slot, source, index),)
    g.push(RunSteps("run_steps", p, slot, feature["do"], 0))
    pay(g, p, feature.get("cost"))


# -- feasibility --------------------------------------------------------------------------------


def feasible(
    g: EotnGame, p: int, slot: int, steps: tuple[Step, ...], cost: dict | tuple | None = None, played: int = 0
) -> bool:
    """Whether a cost and then the taking steps of a list (spend, discard, assign, release, a ship
    for expedition_now, and '/' choices) can be paid in order: from what the player holds now plus
    what earlier steps gain. ``played``: cards leaving the hand with the effect (a boost itself)."""
    player = g.players[p]
    pool = Pool(g, p, slot, player, player.goods[:], len(player.hand) - played)
    if cost and not _deduct(pool, compile_goods(cost) if isinstance(cost, dict) else cost):
        return False
    return _steps_feasible(pool, steps)


class Pool:
    """What feasibility walks an effect's steps against: the seat ``p`` whose effect runs (from
    Empire ``slot``) and a scratch copy of its goods and of its hand's size, which each step
    changes in turn."""

    __slots__ = ("g", "p", "slot", "player", "goods", "hand")

    def __init__(self, g: EotnGame, p: int, slot: int, player: Player, goods: list[int], hand: int):
        self.g, self.p, self.slot, self.player, self.goods, self.hand = g, p, slot, player, goods, hand

    def copy(self) -> "Pool":
        return Pool(self.g, self.p, self.slot, self.player, self.goods[:], self.hand)


Per = dict[str, Any] | None  # a step's 'per' count, which feasibility checks are given


def _deduct(pool: Pool, cost: tuple) -> bool:
    """Take a compiled cost out of a scratch pool (own resources first, then gold)."""
    goods = pool.goods
    if not affordable(pool.player, goods, cost, pool.hand):
        return False
    for key, need in cost:
        if key.__class__ is str:
            pool.hand -= need if key == "card" else 0
        elif key < GOLD:
            own = min(need, goods[key])
            goods[key] -= own
            goods[GOLD] -= need - own
        else:
            goods[key] -= need
    return True


def _steps_feasible(pool: Pool, steps: tuple[Step, ...]) -> bool:
    for step in steps:
        check = FEASIBLE.get(step.primitive)
        if check is None:
            continue
        if not step.modifiers:  # most steps: no keywords to pass
            if not check(pool, step.value):
                return False
        elif "target" in step.modifiers and step.primitive != "give":
            continue  # what a step aimed at opponents does to them is never checked
        elif not check(pool, step.value, **step.modifiers):
            return False
    return True


def _spend_feasible(pool: Pool, value: dict[str, int], per: Per = None) -> bool:
    return _deduct(pool, compile_goods(value))


def _discard_feasible(pool: Pool, value: int, per: Per = None) -> bool:
    pool.hand -= value
    return pool.hand >= 0


def _assign_feasible(pool: Pool, value: dict[str, int], per: Per = None) -> bool:
    goods = pool.goods
    for good, n in value.items():
        if good not in GOOD or goods[GOOD[good]] < n:
            return False
        goods[GOOD[good]] -= n
    return True


def _give_feasible(pool: Pool, value: dict[str, int], target: str) -> bool:
    """Exactly these goods (gold may not stand in), once for each target seat."""
    n_targets = reached(pool.g, pool.p, target)
    return _assign_feasible(pool, {good: n * n_targets for good, n in value.items()})


def _release_feasible(pool: Pool, value: dict[str, int], per: Per = None) -> bool:
    return _releasable(pool.g, pool.p, value)


def _expedition_now_feasible(pool: Pool, value: str, per: Per = None) -> bool:
    """A ship of the player's on the Expedition board, carrying raze to conquer
    (docs/rules-notes.md#eotn-pillage-conquer-now-needs-ship)."""
    return any(ship.owner == pool.p and (value != "conquer" or ship.raze) for ship in pool.g.queue)


def _take_action_feasible(pool: Pool, value: str, per: Per = None) -> bool:
    """The action could resolve, as the pawn's would (docs/rules-notes.md#eotn-capitals-resolve)."""
    from .actions import action_open  # (actions needs this module first)

    return action_open(pool.g, pool.p, value, pool.hand)


def _advance_ship_feasible(pool: Pool, value: int, per: Per = None) -> bool:
    """A ship of the player's on the Expedition board that is not first (docs/rules-notes.md#eotn-capitals-resolve)."""
    return any(ship.owner == pool.p for ship in pool.g.queue[1:])


def _gain_feasible(pool: Pool, value: dict[str, int], per: Per = None) -> bool:
    """Goods gained by an earlier step count towards a later step's cost
    (docs/rules-notes.md#eotn-effect-in-order)."""
    goods, player = pool.goods, pool.player
    times = count(pool.g, pool.p, pool.slot, per, (goods, pool.hand)) if per else 1
    for good, n in value.items():
        if good in GOOD:
            goods[GOOD[good]] += n * times
        elif good == "card":
            pool.hand += min(n * times, len(player.deck) + len(player.discard))
    return True


def _draw_feasible(pool: Pool, value: int, per: Per = None) -> bool:
    player = pool.player
    pool.hand += min(value, len(player.deck) + len(player.discard))
    return True


def _choose_feasible(pool: Pool, value: tuple[tuple[Step, ...], ...], per: Per = None) -> bool:
    return any(_steps_feasible(pool.copy(), option) for option in value)


def _if_feasible(pool: Pool, value: dict[str, Any], per: Per = None) -> bool:
    """The branch the condition picks, from what the effect would hold at this point."""
    branch = _branch(pool.g, pool.p, pool.slot, value, (pool.goods, pool.hand))
    return _steps_feasible(pool, branch)


def _exhaust_feasible(pool: Pool, value: dict[str, Any], per: Per = None) -> bool:
    """Enough of the player's other cards are not exhausted (docs/rules-notes.md#eotn-exhaust-step)."""
    n = value["count"]
    flippable = _flippable_slots(pool.g, pool.p, pool.slot, value, False)
    return n == "all" or next(islice(flippable, n - 1, None), None) is not None


def _remove_feasible(pool: Pool, value: dict[str, Any], per: Per = None) -> bool:
    """Another clan card of the kind and type in the Empire (docs/rules-notes.md#eotn-remove)."""
    return bool(removable(pool.g, pool.p, pool.slot, value.get("kind"), value.get("type")))


def _recopy_feasible(pool: Pool, value: object, per: Per = None) -> bool:
    """A Copy card in the Empire with another card it may copy (docs/rules-notes.md#eotn-recopy)."""
    return bool(recopyable(pool.g, pool.p))


# An effect's steps walked in order against a scratch pool: the taking steps are checked, the
# gains (goods, cards) add to the pool for the steps after them.
FEASIBLE = StepTable(
    {
        "spend": _spend_feasible,
        "discard": _discard_feasible,
        "assign": _assign_feasible,
        "release": _release_feasible,
        "expedition_now": _expedition_now_feasible,
        "choose": _choose_feasible,
        "gain": _gain_feasible,
        "draw": _draw_feasible,
        "if": _if_feasible,
        "exhaust": _exhaust_feasible,
        "give": _give_feasible,
        "remove": _remove_feasible,
        "recopy": _recopy_feasible,
        "take_action": _take_action_feasible,
        "advance_ship": _advance_ship_feasible,
    },
    not_applicable=("retrieve", "search", "unexhaust", "move_pawn", "lose"),
)
# The steps that take something: an ability with one is offered only when it can be resolved.
TAKES = frozenset(FEASIBLE) - {"gain", "draw", "if"}
# Checked again just before each runs (the rest of the effect is dropped when one cannot be done in
# full); a choice is checked when it is asked instead: its options are the feasible ones.
CHECKED_BEFORE_RUN = TAKES - {"choose"}


def takes(steps: tuple[Step, ...]) -> bool:
    """Whether steps take something (an 'if' takes when one of its branches does)."""
    return any(
        step.primitive in TAKES or (step.primitive == "if" and any(takes(step.value.get(b, ())) for b in BRANCHES))
        for step in steps
    )


def may_fail(steps: tuple[Step, ...]) -> bool:
    """Whether checking steps (``feasible``) can ever fail: a checked step that takes something, a
    choice whose every option may fail, an 'if' with a branch that may. Steps that cannot fail need
    only their cost to be payable."""
    return any(_step_may_fail(step) for step in steps)


def _step_may_fail(step: Step) -> bool:
    if step.primitive == "choose":
        return all(may_fail(option) for option in step.value)
    if step.primitive == "if":
        return any(may_fail(step.value.get(branch, ())) for branch in BRANCHES)
    if "target" in step.modifiers and step.primitive != "give":
        return False  # never checked (see _steps_feasible)
    return step.primitive in TAKES


def _branch(
    g: EotnGame, p: int, slot: int, value: dict[str, Any], pool: tuple[list[int], int] | None = None
) -> tuple[Step, ...]:
    """The steps an 'if' does now: 'then' when the player has enough, else 'otherwise' (or none)."""
    return value["then"] if holds(g, p, slot, value, pool) else value.get("otherwise", ())


def _releasable(g: EotnGame, p: int, goods: dict[str, int]) -> bool:
    empire = g.players[p].empire
    return all(good in GOOD and sum(e.assigned[GOOD[good]] for e in empire) >= n for good, n in goods.items())


# -- steps --------------------------------------------------------------------------------------


@auto
def run_steps(g: EotnGame, task: RunSteps) -> None:
    p, slot, steps, index = task.player, task.slot, task.steps, task.at
    step = steps[index]
    if step.primitive in CHECKED_BEFORE_RUN and not feasible(g, p, slot, (step,)):
        return  # the rest of this effect is dropped
    if index + 1 < len(steps):
        g.push(RunSteps("run_steps", p, slot, steps, index + 1))
    if "target" in step.modifiers:
        g.push(("aim_step", p, step))  # docs/rules-notes.md#eotn-opponents-as-targets
    else:
        RUN[step.primitive](g, p, slot, step)


def _run_gain(g: EotnGame, p: int, slot: int, step: Step) -> None:
    per = step.modifiers.get("per")
    gain(g, p, step.value, count(g, p, slot, per) if per else 1)


def _run_spend(g: EotnGame, p: int, slot: int, step: Step) -> None:
    pay(g, p, step.value)


def _run_assign(g: EotnGame, p: int, slot: int, step: Step) -> None:
    _assign(g, p, slot, step.value)


def _run_release(g: EotnGame, p: int, slot: int, step: Step) -> None:
    g.push(*(("release_resolve", p, good, n) for good, n in step.value.items()))


def _run_retrieve(g: EotnGame, p: int, slot: int, step: Step) -> None:
    player = g.players[p]
    back = min(step.value, player.spent)
    player.spent -= back
    player.goods[WORKER] += back


def _run_draw(g: EotnGame, p: int, slot: int, step: Step) -> None:
    gain(g, p, {"card": step.value})  # docs/rules-notes.md#eotn-gain-a-card


def _run_discard(g: EotnGame, p: int, slot: int, step: Step) -> None:
    g.push(("discard_resolve", p, step.value))


def _run_search(g: EotnGame, p: int, slot: int, step: Step) -> None:
    if isinstance(step.value, str):
        _search(g, p, step.value)
    else:
        spec = step.value
        g.push(SearchResolve("search_resolve", p, spec.get("type"), spec.get("kind"), spec.get("from", "deck")))


def _run_unexhaust(g: EotnGame, p: int, slot: int, step: Step) -> None:
    g.push(Flip("unexhaust_resolve", p, slot, step.value["count"], step.value.get("kind"), step.value.get("type")))


def _run_move_pawn(g: EotnGame, p: int, slot: int, step: Step) -> None:
    g.push(("move_pawn_resolve", p, p))


def _run_advance_ship(g: EotnGame, p: int, slot: int, step: Step) -> None:
    g.push(("advance", p, step.value))


def _run_expedition_now(g: EotnGame, p: int, slot: int, step: Step) -> None:
    g.push(("expedition_ship", p, step.value))


def _run_take_action(g: EotnGame, p: int, slot: int, step: Step) -> None:
    g.push(("declare", p, step.value))


def _run_choose(g: EotnGame, p: int, slot: int, step: Step) -> None:
    g.push(ChooseResolve("choose_resolve", p, slot, step.value))


def _run_if(g: EotnGame, p: int, slot: int, step: Step) -> None:
    branch = _branch(g, p, slot, step.value)
    if branch:
        g.push(RunSteps("run_steps", p, slot, branch, 0))


def _run_remove(g: EotnGame, p: int, slot: int, step: Step) -> None:
    spec = step.value
    g.push(RemoveResolve("remove_resolve", p, slot, spec["to"], spec.get("kind"), spec.get("type")))


def _run_recopy(g: EotnGame, p: int, slot: int, step: Step) -> None:
    g.push(("recopy_resolve", p))


def _run_exhaust(g: EotnGame, p: int, slot: int, step: Step) -> None:
    g.push(Flip("exhaust_resolve", p, slot, step.value["count"], step.value.get("kind"), step.value.get("type")))


RUN = StepTable(
    {
        "gain": _run_gain,
        "spend": _run_spend,
        "assign": _run_assign,
        "release": _run_release,
        "retrieve": _run_retrieve,
        "draw": _run_draw,
        "discard": _run_discard,
        "search": _run_search,
        "unexhaust": _run_unexhaust,
        "move_pawn": _run_move_pawn,
        "advance_ship": _run_advance_ship,
        "expedition_now": _run_expedition_now,
        "take_action": _run_take_action,
        "choose": _run_choose,
        "if": _run_if,
        "exhaust": _run_exhaust,
        "remove": _run_remove,
        "recopy": _run_recopy,
    },
    not_applicable=("lose", "give"),  # always aimed at opponents: run by aimed.AIMED
)


def _assign(g: EotnGame, p: int, slot: int, goods: dict[str, int]) -> None:
    player = g.players[p]
    if slot < 0:
        return  # a boost has no place to hold goods
    assigned = list(player.empire[slot].assigned)
    for good, n in goods.items():
        player.goods[GOOD[good]] -= n
        assigned[GOOD[good]] += n
    player.empire[slot] = player.empire[slot]._replace(assigned=tuple(assigned))


def _search(g: EotnGame, p: int, card_id: str) -> None:
    player, cards = g.players[p], g.cat.cards
    found = next((c for c in player.deck if cards[c].card.id == card_id), None)
    if found is not None:
        player.deck.remove(found)
        player.hand.append(found)
    g.rng.shuffle(player.deck)


def _piles(g: EotnGame, p: int, where: str) -> tuple[list[int], ...]:
    """The piles a search looks through: the clan deck first, then the discard pile."""
    player = g.players[p]
    return {"deck": (player.deck,), "discard": (player.discard,), "both": (player.deck, player.discard)}[where]


@ask("search")
def search_options(g: EotnGame, task: SearchResolve) -> tuple:
    """The distinct card ids of the searched piles that match (docs/rules-notes.md#eotn-search-variants)."""
    ctype, kind = task.ctype, task.kind
    cards = g.cat.cards
    seen: dict[str, None] = {}
    for pile in _piles(g, task.player, task.where):
        for c in pile:
            info = cards[c]
            if (ctype is None or info.card.type == ctype) and (kind is None or info.kind == kind):
                seen[info.id] = None
    return tuple(seen)


@search_options.resolves
def search_resolve(g: EotnGame, task: SearchResolve, option: str) -> None:
    p, where = task.player, task.where
    cards = g.cat.cards
    for pile in _piles(g, p, where):
        found = next((c for c in pile if cards[c].id == option), None)
        if found is not None:
            pile.remove(found)
            g.players[p].hand.append(found)
            break
    if where != "discard":
        g.rng.shuffle(g.players[p].deck)


def _text(goods: dict[str, int] | None) -> str:
    return " ".join(f"{n} {good}" for good, n in (goods or {}).items())


def steps_text(steps: tuple[Step, ...]) -> str:
    """A short readable label for a list of steps (used in '/' choice options)."""
    parts = []
    for step in steps:
        for key, value in step.raw.items():
            parts.append(f"{key} {_text(value) if isinstance(value, dict) else value}")
    return ", ".join(parts)


@ask("choose")
def choose_options(g: EotnGame, task: ChooseResolve) -> tuple:
    p, slot = task.player, task.slot
    return tuple((i, steps_text(o)) for i, o in enumerate(task.options) if feasible(g, p, slot, o))


@choose_options.resolves
def choose_resolve(g: EotnGame, task: ChooseResolve, option: tuple) -> None:
    g.push(RunSteps("run_steps", task.player, task.slot, task.options[option[0]], 0))


@ask("release")
def release_options(g: EotnGame, task: tuple) -> tuple:
    _, p, good, n = task
    index, cards = GOOD[good], g.cat.cards
    return tuple((slot, cards[e.card].card.id) for slot, e in enumerate(g.players[p].empire) if e.assigned[index])


@release_options.resolves
def release_resolve(g: EotnGame, task: tuple, option: tuple) -> None:
    _, p, good, n = task
    player, index = g.players[p], GOOD[good]
    placed = player.empire[option[0]]
    assigned = list(placed.assigned)
    assigned[index] -= 1
    player.empire[option[0]] = placed._replace(assigned=tuple(assigned))
    player.goods[index] += 1
    if n > 1:
        g.push(("release_resolve", p, good, n - 1))


@ask("discard")
def discard_options(g: EotnGame, task: tuple) -> tuple:
    return hand_choices(g, task[1], lambda card: True)


@discard_options.resolves
def discard_resolve(g: EotnGame, task: tuple, option: str) -> None:
    _, p, n = task
    player = g.players[p]
    card = hand_card(g, p, option)
    player.hand.remove(card)
    player.discard.append(card)
    if n > 1:
        g.push(("discard_resolve", p, n - 1))


def hand_choices(g: EotnGame, p: int, accept: Callable[[Card], bool]) -> tuple:
    """The distinct card ids in a player's hand that ``accept(card)`` admits (copies asked once)."""
    cards = g.cat.cards
    seen: dict[str, None] = {}
    for c in g.players[p].hand:
        card = cards[c].card
        if card.id not in seen and accept(card):
            seen[card.id] = None
    return tuple(seen)


def hand_card(g: EotnGame, p: int, card_id: str) -> int:
    """The first card in the player's hand with this id."""
    cards = g.cat.cards
    for c in g.players[p].hand:
        if cards[c].id == card_id:
            return c
    raise ValueError(f"no {card_id} in the hand of seat {p}")


def _flippable(g: EotnGame, p: int, source: int, spec: dict, exhausted: bool) -> tuple:
    """(slot, card id) of seat p's cards an (un)exhaust step may turn: those ``exhausted`` or
    not, of the step's kind and type; exhausting never takes the card whose effect runs
    (docs/rules-notes.md#eotn-exhaust-step; ``source`` -1: an opponent's cards)."""
    cards = g.cat.cards
    return tuple((slot, cards[e.card].card.id) for slot, e in _flippable_slots(g, p, source, spec, exhausted))


def _flippable_slots(g: EotnGame, p: int, source: int, spec: dict, exhausted: bool) -> Iterator[tuple[int, Placed]]:
    """The slots and cards of ``_flippable``, one by one."""
    kind, ctype = spec.get("kind"), spec.get("type")
    for slot, e in enumerate(g.players[p].empire):
        if e.exhausted == exhausted and (exhausted or slot != source) and unexhaust_match(g, e, kind, ctype):
            yield slot, e


def _flip_options(g: EotnGame, task: Flip | FlipTheirs, exhausted: bool, owner: int, source: int) -> tuple:
    """The cards are the owner's; ``source``: the card whose effect runs, -1 for an opponent's."""
    n = task.n
    matching = _flippable(g, owner, source, {"kind": task.kind, "type": task.ctype}, exhausted)
    if n == "all" or n >= len(matching):
        return (("all", len(matching)),) if matching else ()
    return matching


def _flip(g: EotnGame, task: Flip | FlipTheirs, option: tuple, exhausted: bool, owner: int, source: int) -> None:
    """Turn the chosen card (or all that match) to ``not exhausted``; ask again while more are due."""
    empire = g.players[owner].empire
    slots = [s for s, _ in _flippable(g, owner, source, {"kind": task.kind, "type": task.ctype}, exhausted)]
    for slot in slots if option[0] == "all" else (option[0],):
        empire[slot] = empire[slot].turned(not exhausted)
    n = task.n
    if option[0] != "all" and n != "all" and n > 1:
        g.push(task._replace(n=n - 1))


@ask("unexhaust")
def unexhaust_options(g: EotnGame, task: Flip) -> tuple:
    return _flip_options(g, task, True, task.player, task.slot)


@unexhaust_options.resolves
def unexhaust_resolve(g: EotnGame, task: Flip, option: tuple) -> None:
    _flip(g, task, option, True, task.player, task.slot)


@ask("exhaust")
def exhaust_options(g: EotnGame, task: Flip) -> tuple:
    return _flip_options(g, task, False, task.player, task.slot)


@exhaust_options.resolves
def exhaust_resolve(g: EotnGame, task: Flip, option: tuple) -> None:
    _flip(g, task, option, False, task.player, task.slot)


@ask("exhaust")
def exhaust_theirs_options(g: EotnGame, task: FlipTheirs) -> tuple:
    """The player exhausts the target's cards."""
    return _flip_options(g, task, False, task.target, -1)


@exhaust_theirs_options.resolves
def exhaust_theirs_resolve(g: EotnGame, task: FlipTheirs, option: tuple) -> None:
    _flip(g, task, option, False, task.target, -1)


def unexhaust_match(g: EotnGame, e: Placed, kind: str | None, ctype: str | None) -> bool:
    cards = g.cat.cards
    return of_kind(e, cards, kind) and (ctype is None or cards[e.acts_as].card.type == ctype)


@ask("move-pawn")
def move_pawn_options(g: EotnGame, task: tuple) -> tuple:
    """``(name, player, owner)``: where the player may move one of the owner's used pawns."""
    pawns = g.players[task[2]].pawns
    return (("stay",),) + tuple(
        (i, g.tiles[t]) for i, (tile, _) in enumerate(pawns) if tile >= 0 for t in range(len(g.tiles)) if t != tile
    )


@move_pawn_options.resolves
def move_pawn_resolve(g: EotnGame, task: tuple, option: tuple) -> None:
    if option[0] == "stay":
        return
    pawns = g.players[task[2]].pawns
    pawns[option[0]] = (g.tiles.index(option[1]), pawns[option[0]][1])


def play_boost(g: EotnGame, p: int, card: int) -> None:
    """Play a boost from hand: its Instants resolve now, then it is discarded."""
    player = g.players[p]
    player.hand.remove(card)
    player.discard.append(card)
    g.tally(card, PLAYED)
    g.focus = card
    g.push(*(RunSteps("run_steps", p, -1, steps, 0) for steps in g.cat.cards[card].instant))

"""The effect language at play: paying, gaining, drawing, and the step table (``RUN``) that
gives each primitive its meaning; Feature triggers."""

from __future__ import annotations

import json
from itertools import product

from ...model.is2014 import BRANCHES
from ...steps import Step, StepTable
from .counts import counted
from .game import FEATURE_OFFERED, Is2014Game
from .ops import ask, auto
from .state import GOLD, GOOD, RESOURCE, Placed
from .tasks import BuildStep, CancelDeal, Choose, Cost, PayCost, PlaceStep, RazeStep, RunStep, Source

DECKS = (("faction",), ("common",))


# -- paying --------------------------------------------------------------------------------------
def shortfall(goods: list[int], cost: Cost) -> int | None:
    """The least gold a cost takes (the gold it names, and gold for the Resources lacking), or None
    when it cannot be paid (docs/rules-notes.md#is2014-gold-any-resource)."""
    gold = 0
    for good, n in cost:
        index = GOOD.get(good)  # None: Locations, paid by the build
        if index == GOLD:
            gold += n
        elif index is not None and goods[index] < n:
            if index not in RESOURCE:
                return None
            gold += n - goods[index]
    return gold if gold <= goods[GOLD] else None


def ways_to_pay(goods: list[int], cost: Cost) -> tuple[tuple[tuple[str, int], ...], ...]:
    """Every way to pay a cost that leaves different goods: the Resources gold pays for, as
    ``((resource, n), ...)`` (``()``: none), from the least gold to the most; none when it cannot
    be paid. Gold the cost names is paid first (docs/rules-notes.md#is2014-gold-any-resource)."""
    if shortfall(goods, cost) is None:
        return ()
    spare = goods[GOLD] - sum(n for good, n in cost if good == "gold")
    resources = [(good, n) for good, n in cost if GOOD.get(good) in RESOURCE]
    ranges = [range(max(0, n - goods[GOOD[good]]), min(n, spare) + 1) for good, n in resources]
    return tuple(
        tuple((good, k) for (good, _), k in zip(resources, counts) if k)
        for counts in product(*ranges)
        if sum(counts) <= spare
    )


@ask("pay")
def _pay_options(g: Is2014Game, task: PayCost) -> tuple:
    return ways_to_pay(g.players[task.seat].goods, task.cost)


@_pay_options.resolves
def pay_cost(g: Is2014Game, task: PayCost, option: tuple) -> None:
    """Pay a cost (a Location to discard is the build's), gold standing in for the Resources the
    option names; asked only when the ways to pay leave different goods."""
    goods, instead = g.players[task.seat].goods, dict(option)
    for good, n in task.cost:
        index = GOOD.get(good)
        if index is not None:
            goods[index] -= n - instead.get(good, 0)
            goods[GOLD] -= instead.get(good, 0)


# -- gaining -------------------------------------------------------------------------------------
def gain(g: Is2014Game, seat: int, goods: dict[str, int], times: int = 1) -> None:
    """Goods from the general supply (cards are drawn, each from a deck the seat picks)."""
    player = g.players[seat]
    for good, n in goods.items():
        if good == "vp":
            player.vp += n * times
        elif good == "card":
            g.push(*(("draw_card", seat),) * (n * times))
        else:
            player.goods[GOOD[good]] += n * times


def field_goods(field: tuple[str, ...]) -> dict[str, int]:
    """A Raze field's Goods as counts: [wood, wood] -> {wood: 2}."""
    counts: dict[str, int] = {}
    for good in field:
        counts[good] = counts.get(good, 0) + 1
    return counts


@ask("draw-from")
def _draw_card_options(g: Is2014Game, task: tuple) -> tuple:
    player = g.players[task[1]]
    return tuple(deck for deck, has in zip(DECKS, (player.deck or player.discard, g.common or g.common_discard)) if has)


@_draw_card_options.resolves
def draw_card(g: Is2014Game, task: tuple, option: tuple) -> None:
    """Draw a card from the Faction deck or the Common deck, as the seat picks."""
    seat = task[1]
    card = g.draw_faction(seat) if option == ("faction",) else g.draw_common()
    if card is not None:
        g.players[seat].hand.append(card)


# -- steps ---------------------------------------------------------------------------------------
OPTIONAL = frozenset({"place_under", "place_on"})  # steps the seat may decline ("stop")
NO_CREDIT = -1


def run_steps(
    g: Is2014Game, seat: int, steps: tuple[Step, ...], source: Source | None = None, credit: int = NO_CREDIT
) -> None:
    """Schedule a card's steps, in order; ``source``: the Location they belong to ("this
    Location"), None for a card that is not in an Empire; ``credit``: the statistic of the source
    tallied when the first step the seat may decline is taken (see ``run_ability``)."""
    if credit == NO_CREDIT:
        if steps:
            g.push(*(RunStep("run_step", seat, step, source, NO_CREDIT) for step in steps))
        return
    first = next(step for step in steps if step.primitive in OPTIONAL)
    g.push(*(RunStep("run_step", seat, step, source, credit if step is first else NO_CREDIT) for step in steps))


def run_ability(g: Is2014Game, seat: int, steps: tuple[Step, ...], source: Source, offered: int) -> None:
    """Run an ability of the source Location that fires by itself (a Feature, a Production),
    counted as offered (the statistic ``offered``) and as used (the one after it): at once, unless
    each of its steps may be declined ("stop"); then when the seat takes the first of them. A card
    without the ability (no steps) is not offered it."""
    if not steps:
        return
    g.tally(source[2], offered)
    for step in steps:
        if step.primitive not in OPTIONAL:
            g.tally(source[2], offered + 1)
            run_steps(g, seat, steps, source)
            return
    run_steps(g, seat, steps, source, offered + 1)


def source_slot(g: Is2014Game, source: Source | None) -> int | None:
    """Where the source Location stands in its owner's Empire now, None when it left
    (docs/rules-notes.md#is2014-cards-under)."""
    if source is None:
        return None
    owner, slot, card = source
    empire = g.players[owner].empire
    if slot < len(empire) and empire[slot].card == card and not empire[slot].foundation:
        return slot
    return next((i for i, p in enumerate(empire) if p.card == card and not p.foundation), None)


@auto
def run_step(g: Is2014Game, task: RunStep) -> None:
    step = task.step
    RUN[step.primitive](g, task.seat, step, task.source, task.credit)


def _gain(g: Is2014Game, seat: int, step: Step, source: Source | None, credit: int) -> None:
    per = step.modifiers.get("per")
    gain(g, seat, step.value, counted(g, seat, per, _placed(g, source)) if per else 1)


def _placed(g: Is2014Game, source: Source | None) -> Placed | None:
    """The source Location as it stands now, None when it left."""
    slot = source_slot(g, source)
    return None if source is None or slot is None else g.players[source[0]].empire[slot]


def _if(g: Is2014Game, seat: int, step: Step, source: Source | None, credit: int) -> None:
    """A condition, counted when the step runs: 'then' when the seat has enough, else 'otherwise'
    (docs/rules-notes.md#is2014-language-shared)."""
    spec = step.value
    holds = counted(g, seat, spec["have"], _placed(g, source)) >= spec["at_least"]
    run_steps(g, seat, spec[BRANCHES[0]] if holds else spec.get(BRANCHES[1], ()), source)


def option_text(steps: tuple[Step, ...]) -> str:
    """An option of a choice as the replay log records it: its steps as written."""
    return "; ".join(json.dumps(step.raw, sort_keys=True, separators=(",", ":")) for step in steps)


@ask("choose")
def _choose_options(g: Is2014Game, task: Choose) -> tuple:
    return tuple((index, option_text(option)) for index, option in enumerate(task.options))


@_choose_options.resolves
def choose(g: Is2014Game, task: Choose, option: tuple) -> None:
    """A '/' choice: the seat runs one of the options (docs/rules-notes.md#is2014-language-shared)."""
    run_steps(g, task.seat, task.options[option[0]], task.source)


RUN = StepTable(
    {
        "gain": _gain,
        "steal": lambda g, seat, step, source, credit: g.push(*(("steal", seat),) * step.value),
        "deal": lambda g, seat, step, source, credit: g.push(*(("deal_step", seat),) * step.value),
        "raze": lambda g, seat, step, source, credit: g.push(
            RazeStep("raze_step", seat, bool(step.value.get("protected")))
        ),
        "foundation": lambda g, seat, step, source, credit: g.push(*(("foundation_step", seat),) * step.value),
        "place_under": lambda g, seat, step, source, credit: g.push(
            PlaceStep("place_under", seat, source, step.value, credit)
        ),
        "place_on": lambda g, seat, step, source, credit: g.push(
            PlaceStep("place_on", seat, source, step.value, credit)
        ),
        "enemy_deal": lambda g, seat, step, source, credit: g.push(*(("enemy_deal", seat),) * step.value),
        "take_over": lambda g, seat, step, source, credit: g.push(("take_over", seat)),
        "discard_enemy": lambda g, seat, step, source, credit: g.push(*(("discard_enemy", seat),) * step.value),
        "build": lambda g, seat, step, source, credit: g.push(BuildStep("build_step", seat, step.value["from"])),
        "take_deal": lambda g, seat, step, source, credit: g.push(*(("take_deal", seat),) * step.value),
        "cancel_deal": lambda g, seat, step, source, credit: g.push(CancelDeal("cancel_deal", seat, step.value)),
        "take_field_good": lambda g, seat, step, source, credit: g.push(*(("take_field_good", seat),) * step.value),
        "raze_own": lambda g, seat, step, source, credit: g.push(*(("raze_own", seat),) * step.value),
        "samurai": lambda g, seat, step, source, credit: g.push(*(("samurai_step", seat),) * step.value),
        "choose": lambda g, seat, step, source, credit: g.push(Choose("choose", seat, step.value, source)),
        "if": _if,
    }
)


# -- Features ------------------------------------------------------------------------------------
HEARS = {"you": (True,), "opponent": (False,), "any": (True, False)}  # who -> whether the event is its owner's


def fire(g: Is2014Game, seat: int, event: str, card: int | None = None, times: int = 1) -> None:
    """Run the Features that react to the seat's ``event`` (``times`` times each): the seat's own
    (who: you or any) and the other seats' (who: opponent or any), each resolved by its owner
    (docs/rules-notes.md#is2014-triggers); for a build, an activation or a raze of one's
    Location, only those whose colours and kind match ``card`` (a build: the built card itself
    included)."""
    info = g.cat.cards[card] if card is not None else None
    for owner in g.order(seat):
        for slot, placed in enumerate(g.players[owner].empire):
            if placed.foundation:
                continue
            feature = g.cat.cards[placed.card].feature
            if feature is None or feature.event != event or (owner == seat) not in HEARS[feature.who]:
                continue
            if info is not None and (
                (feature.colours and not set(feature.colours) & set(info.colours))
                or (feature.kind and feature.kind != info.kind)
            ):
                continue
            for _ in range(times):
                run_ability(g, owner, feature.do, (owner, slot, placed.card), FEATURE_OFFERED)


def production_features(g: Is2014Game, seat: int) -> None:
    """The seat's Features also active in the Production phase run once
    (docs/rules-notes.md#is2014-feature-in-production)."""
    for slot, placed in enumerate(g.players[seat].empire):
        feature = None if placed.foundation else g.cat.cards[placed.card].feature
        if feature is not None and feature.production:
            run_ability(g, seat, feature.do, (seat, slot, placed.card), FEATURE_OFFERED)


# Steps that take from an opponent's supply or make a Deal with an opponent's Faction Location:
# the solo game's virtual player has neither (docs/rules-notes.md#is2014-solo-no-target).
NO_SOLO_TARGET = frozenset({"steal", "enemy_deal", "take_deal"})


def no_solo_target(step: Step) -> bool:
    """Whether the step finds nothing to aim at in a solo game (an opponent's Deal to cancel too)."""
    return step.primitive in NO_SOLO_TARGET or (step.primitive == "cancel_deal" and step.value == "opponent")


def idle_in_solo(g: Is2014Game, steps: tuple[Step, ...]) -> bool:
    """Whether, in a solo game, every one of these steps finds nothing to aim at."""
    return g.solo and all(no_solo_target(step) for step in steps)


def opponents(g: Is2014Game, seat: int) -> list[int]:
    """The other seats that have not passed (a seat that passed cannot be targeted)."""
    return [s for s, p in enumerate(g.players) if s != seat and not p.passed]

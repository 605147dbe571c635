"""Steps aimed at opponents (a step's ``target``): each opponent, a chosen one, the player to the
left or to the right discards cards, loses goods, is given goods, has a card exhausted or a pawn
moved (docs/rules-notes.md#eotn-opponents-as-targets).

``("aim_step", player, step)`` finds the target seats (asking when the step names a chosen
opponent), then ``("aimed", player, target, step)`` does the step to each. The target chooses
which cards they discard; the player whose effect runs chooses the card exhausted and where the
pawn goes.
"""

from __future__ import annotations

from ...model.eotn import PRIMITIVES
from ...steps import Step, StepTable
from .catalog import GOOD
from .game import EotnGame
from .goods import gain
from .ops import ask, auto
from .tasks import FlipTheirs


def opponents(g: EotnGame, p: int) -> list[int]:
    """The other seats in clockwise order, starting with the player to the left (the next seat)."""
    n = len(g.players)
    return [(p + i) % n for i in range(1, n)]


def shielded(g: EotnGame, q: int) -> bool:
    """Whether seat q has passed in this Action phase, so that no other player's action reaches
    them (docs/rules-notes.md#eotn-passed-not-targeted)."""
    return g.phase == "action" and g.players[q].passed


def targets(g: EotnGame, p: int, target: str) -> list[int]:
    """The seats a step's target reaches: every opponent, the left or right neighbour, or (for a
    chosen opponent) those to choose from; never one who has passed. A left or right neighbour who
    has passed is no target: the step passes nobody else."""
    seats = opponents(g, p)
    if target == "left":
        seats = seats[:1]
    elif target == "right":
        seats = seats[-1:]
    return [q for q in seats if not shielded(g, q)]


def reached(g: EotnGame, p: int, target: str) -> int:
    """How many seats a step aimed at ``target`` is done to: one chosen opponent, if there is one."""
    seats = len(targets(g, p, target))
    return min(seats, 1) if target == "chosen_opponent" else seats


@auto
def aim_step(g: EotnGame, task: tuple) -> None:
    _, p, step = task
    target = step.modifiers["target"]
    if target == "chosen_opponent":
        g.push(("target_resolve", p, step))
    else:
        g.push(*(("aimed", p, q, step) for q in targets(g, p, target)))


@ask("target")
def target_options(g: EotnGame, task: tuple) -> tuple:
    """The opponents to choose from, each as (seat, clan id)."""
    clans = g.cat.clans
    return tuple((q, clans[q].id) for q in targets(g, task[1], "chosen_opponent"))


@target_options.resolves
def target_resolve(g: EotnGame, task: tuple, option: tuple) -> None:
    g.push(("aimed", task[1], option[0], task[2]))


@auto
def aimed(g: EotnGame, task: tuple) -> None:
    _, p, q, step = task
    AIMED[step.primitive](g, p, q, step)


def _discard(g: EotnGame, p: int, q: int, step: Step) -> None:
    g.push(("discard_resolve", q, step.value))  # as many as the target holds


def _lose(g: EotnGame, p: int, q: int, step: Step) -> None:
    """The target loses as many of each good as they have (no spend: nothing is paid)."""
    other = g.players[q]
    for good, n in step.value.items():
        if good in GOOD:
            other.goods[GOOD[good]] -= min(n, other.goods[GOOD[good]])
        elif good == "vp":
            other.vp -= min(n, other.vp)
        elif good == "card":
            g.push(("discard_resolve", q, n))
        elif good == "ship":
            other.ships -= min(n, other.ships)
        else:
            other.common -= min(n, other.common)


def _give(g: EotnGame, p: int, q: int, step: Step) -> None:
    """Exact goods from the player's supply to the target's, who gains them (their gain Features fire)."""
    goods = g.players[p].goods
    for good, n in step.value.items():
        goods[GOOD[good]] -= n
    gain(g, q, step.value)


def _exhaust(g: EotnGame, p: int, q: int, step: Step) -> None:
    spec = step.value
    g.push(FlipTheirs("exhaust_theirs_resolve", p, q, spec["count"], spec.get("kind"), spec.get("type")))


def _move_pawn(g: EotnGame, p: int, q: int, step: Step) -> None:
    g.push(("move_pawn_resolve", p, q))


# What each primitive does when aimed at a target seat; the schema lets 'target' go with these
# alone (its dependentSchemas), so every other primitive does not apply.
_AIMED = {"discard": _discard, "lose": _lose, "give": _give, "exhaust": _exhaust, "move_pawn": _move_pawn}
AIMED = StepTable(_AIMED, not_applicable=[primitive for primitive in PRIMITIVES if primitive not in _AIMED])

"""Remove: a card leaves the Empire for the discard pile or the hand (docs/rules-notes.md#eotn-remove).

The German book's rules that removal makes possible come with it: a Field's upgrades are discarded
with it, and a copy of the removed card stays as a Location without the copied effects. The Empire
is a list of slots, so what refers to slots (the indexes, upgrades' hosts, once-per-round uses and
the tasks waiting on the stack) is renumbered.
"""

from __future__ import annotations

from .game import EotnGame
from .ops import ask
from .state import of_kind
from .triggers import reindex

REMOVABLE = frozenset({"location", "field", "field_upgrade"})  # clan cards: no Basic Field, no island
# Tasks whose third element is an Empire slot of the seat in their second.
SLOT_TASKS = frozenset(
    {
        "run_steps",
        "feature_resolve",
        "exhaust",
        "exhaust_resolve",
        "unexhaust_resolve",
        "choose_resolve",
        "entered",
        "copy",
    }
)


def removable(g: EotnGame, p: int, source: int, kind: str | None, ctype: str | None) -> tuple:
    """(slot, card id) of the cards a remove step may take: clan cards of the kind and type, never
    the card whose effect runs."""
    cards = g.cat.cards
    options = []
    for slot, e in enumerate(g.players[p].empire):
        info = cards[e.card]
        if (
            info.kind in REMOVABLE
            and slot != source
            and of_kind(e, cards, kind)
            and (ctype is None or cards[e.acts_as].card.type == ctype)
        ):
            options.append((slot, info.id))
    return tuple(options)


@ask("remove")
def remove_options(g: EotnGame, task: tuple) -> tuple:
    """``(name, player, source slot, to, kind, type)``."""
    _, p, source, _, kind, ctype = task
    return removable(g, p, source, kind, ctype)


@remove_options.resolves
def remove_resolve(g: EotnGame, task: tuple, option: tuple) -> None:
    remove(g, task[1], option[0], task[3])


def remove(g: EotnGame, p: int, slot: int, to: str) -> None:
    """Take the card in ``slot`` out of the Empire to the discard pile or the hand; its upgrades go to
    the discard pile; goods assigned to them go back to the general supply."""
    player = g.players[p]
    empire = player.empire
    gone = [slot] + [s for s, e in enumerate(empire) if e.host == slot]  # docs/rules-notes.md#eotn-remove
    (player.hand if to == "hand" else player.discard).append(empire[slot].card)
    player.discard.extend(empire[s].card for s in gone[1:])
    removed = {empire[s].card for s in gone}
    new = {old: index for index, old in enumerate(s for s in range(len(empire)) if s not in gone)}
    player.empire = [
        e._replace(
            host=new.get(e.host, -1),
            acts_as=e.card if e.acts_as in removed else e.acts_as,  # a copy without what it copied
        )
        for s, e in enumerate(empire)
        if s in new
    ]
    player.used = tuple((new[s], source, index) for s, source, index in player.used if s in new)
    reindex(g, p)
    g.stack[:] = [_renumbered(task, p, new) for task in g.stack if not _of_removed(task, p, new)]  # in place: it runs


def _of_removed(task: tuple, p: int, new: dict[int, int]) -> bool:
    return task[0] in SLOT_TASKS and task[1] == p and task[2] >= 0 and task[2] not in new


def _renumbered(task: tuple, p: int, new: dict[int, int]) -> tuple:
    if task[0] in SLOT_TASKS and task[1] == p and task[2] >= 0:
        return (task[0], p, new[task[2]], *task[3:])
    return task

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
from .tasks import SLOT_TASKS, RemoveResolve
from .triggers import reindex

REMOVABLE = frozenset({"location", "field", "field_upgrade"})  # clan cards: no Basic Field, no island


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
def remove_options(g: EotnGame, task: RemoveResolve) -> tuple:
    return removable(g, task.player, task.slot, task.kind, task.ctype)


@remove_options.resolves
def remove_resolve(g: EotnGame, task: RemoveResolve, option: tuple) -> None:
    remove(g, task.player, option[0], task.to)


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
    return isinstance(task, SLOT_TASKS) and task.player == p and task.slot >= 0 and task.slot not in new


def _renumbered(task: tuple, p: int, new: dict[int, int]) -> tuple:
    if isinstance(task, SLOT_TASKS) and task.player == p and task.slot >= 0:
        return task._replace(slot=new[task.slot])
    return task

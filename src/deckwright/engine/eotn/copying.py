"""Copy: which cards a Copy card may copy, protection, and re-copying (docs/rules-notes.md#eotn-recopy).

A Copy card chooses what it copies when it enters the Empire (``actions.copy``); the ``recopy`` step
lets the player give one of their Copy cards a new card to copy later, as the German book's Easter
Island does. Re-copying puts nothing in the Empire, so no Building Bonus or build Feature follows.
"""

from __future__ import annotations

from .game import EotnGame
from .ops import ask
from .state import Placed, abilities_of, of_kind
from .triggers import note, reindex


def protected(g: EotnGame, placed: Placed, what: str) -> bool:
    """Whether an Empire card (its own printed abilities or those it copies) says it cannot be
    raided or copied (docs/rules-notes.md#eotn-protection)."""
    cards = g.cat.cards
    for source in abilities_of(placed):
        if what in cards[source].protection:
            return True
    return False


def copyable(g: EotnGame, p: int, slot: int) -> tuple:
    """(slot, card id) of the cards the Copy card in ``slot`` may copy: the owner's other cards of its
    kind and type that copy nothing themselves and are not protected (docs/rules-notes.md#eotn-copy-copied)."""
    cards, empire = g.cat.cards, g.players[p].empire
    rule = cards[empire[slot].card].copy
    assert rule is not None, "only a Copy card's slot copies"
    kind, ctype = rule.get("kind"), rule.get("type")
    options = []
    for other, e in enumerate(empire):
        acts = cards[e.acts_as]
        if (
            other != slot
            and acts.copy is None
            and of_kind(e, cards, kind)
            and ctype in (None, acts.card.type)
            and not protected(g, e, "copy")
        ):
            options.append((other, acts.id))
    return tuple(options)


def copies(g: EotnGame, p: int, slot: int, other: int, again: bool = False) -> None:
    """The Copy card in ``slot`` copies the card in ``other`` from now on (``again``: it copied
    another before, whose Action, Features or field the indexes may still list)."""
    player = g.players[p]
    copied = player.empire[other].acts_as
    player.empire[slot] = player.empire[slot]._replace(acts_as=copied)
    if again:
        reindex(g, p)
    else:
        note(g, p, slot)
    g.copied += ((player.empire[slot].card, copied),)  # the game result's acted_as


def recopyable(g: EotnGame, p: int) -> tuple:
    """(Copy card slot, its card id, new slot, new card id): each of the player's Copy cards (any,
    the one whose effect runs included) with each card it may copy other than the one it copies now
    (docs/rules-notes.md#eotn-recopy)."""
    cards, empire = g.cat.cards, g.players[p].empire
    return tuple(
        (slot, cards[e.card].id, other, other_id)
        for slot, e in enumerate(empire)
        if cards[e.card].copy is not None
        for other, other_id in copyable(g, p, slot)
        if other_id != cards[e.acts_as].id
    )


@ask("recopy")
def recopy_options(g: EotnGame, task: tuple) -> tuple:
    """``(name, player)``."""
    return recopyable(g, task[1])


@recopy_options.resolves
def recopy_resolve(g: EotnGame, task: tuple, option: tuple) -> None:
    copies(g, task[1], option[0], option[2], again=True)

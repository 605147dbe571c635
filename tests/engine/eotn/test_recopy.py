"""Re-copy: a Copy card in the Empire gets a new card to copy, as the German book's Easter Island
allows (docs/rules-notes.md#eotn-recopy)."""

from __future__ import annotations

from deckwright.engine.eotn.removal import remove
from deckwright.engine.eotn.state import Placed
from tests.engine.eotn.helpers import card, find, make_game, pick, seat, slot_of, to_first_turn
from tests.engine.eotn.test_effect_language import action_card, usable, use

RESHAPER = action_card("reshaper", [{"recopy": 1}, {"gain": {"vp": 1}}])
ECHO = card("echo", cost={"stone": 1}, abilities=[{"copy": {"kind": "location"}}])
BOAT_ECHO = card("boat-echo", cost={"stone": 1}, abilities=[{"copy": {"type": "boat"}}])
SKIFF = card("skiff", ctype="boat", cost={"wood": 1})


def start_with(cards: list[dict]):
    game = make_game([cards, cards])
    return game, to_first_turn(game)


def copying(game, p: int, copy_id: str, original_id: str) -> int:
    """Put the Copy card ``copy_id`` in the Empire copying ``original_id``; its slot."""
    player = game.players[p]
    original = player.empire[slot_of(game, p, original_id)].acts_as
    player.empire.append(Placed(find(game, p, copy_id), original))
    return len(player.empire) - 1


def test_recopy_needs_a_copy_card_with_a_new_card_to_copy():
    game, p = start_with([RESHAPER, ECHO])
    seat(game, p, empire=["reshaper", "mill"])
    assert not usable(game, p, "reshaper")  # no Copy card
    copying(game, p, "echo", "reshaper")
    assert usable(game, p, "reshaper")  # the echo may copy the mill instead


def test_a_copy_whose_card_was_discarded_copies_anew_without_a_building_bonus():
    # DE: "Wird die zugeordnete Karte abgelegt, bleibt die Karte mit Kopier-Effekt als Ort ohne Effekt
    # in deinem Reich liegen. Du kannst ihn ... mit der Osterinsel neu zuordnen."
    game, p = start_with([RESHAPER, ECHO])
    player = seat(game, p, empire=["reshaper", "mill", "hall"])
    echo = copying(game, p, "echo", "mill")
    remove(game, p, slot_of(game, p, "mill"), "discard")
    echo = slot_of(game, p, "echo")
    assert player.empire[echo].acts_as == player.empire[echo].card  # a Location without effect
    player.vp = 0
    use(game, p, "reshaper")
    decision = game.decision()
    hall, reshaper = slot_of(game, p, "hall"), slot_of(game, p, "reshaper")
    basics = tuple((echo, "echo", slot, basic) for slot, basic in enumerate(("woods", "quarry", "farm")))
    assert (decision.kind, decision.options) == (
        "recopy",
        (*basics, (echo, "echo", reshaper, "reshaper"), (echo, "echo", hall, "hall")),
    )  # a Location is every card: docs/rules-notes.md#eotn-kind-sets
    pick(game, (echo, "echo", hall, "hall"))
    assert player.empire[echo].acts_as == player.empire[hall].card
    assert player.vp == 1  # the reshaper's 1 VP; the hall's Building Bonus (2 VP) is not gained again


def test_any_copy_card_may_copy_anew_and_loses_the_action_it_copied():
    game, p = start_with([RESHAPER, ECHO])
    player = seat(game, p, empire=["reshaper", "mill", "hut"])
    echo = copying(game, p, "echo", "mill")
    game.players[p].note(echo, game.cat.cards)
    assert echo in player.actors  # the copied mill's Action
    use(game, p, "reshaper")
    hut = slot_of(game, p, "hut")
    pick(game, (echo, "echo", hut, "hut"))
    assert player.empire[echo].acts_as == player.empire[hut].card
    assert echo not in player.actors
    assert player.actors == (slot_of(game, p, "reshaper"), slot_of(game, p, "mill"))


def test_recopy_keeps_the_copy_cards_own_filter():
    game, p = start_with([RESHAPER, BOAT_ECHO, SKIFF])
    player = seat(game, p, empire=["reshaper", "mill", "skiff"])
    echo = copying(game, p, "boat-echo", "reshaper")  # placed by hand; its filter allows boats only
    player.vp = 0
    use(game, p, "reshaper")  # one option: it resolves without asking
    assert game.players[p].empire[echo].acts_as == find(game, p, "skiff")
    assert game.players[p].vp == 1

"""Remove: a card leaves the Empire for the discard pile or the hand, with the German book's rules
that removal makes possible (docs/rules-notes.md#eotn-remove)."""

from __future__ import annotations

from deckwright.engine.eotn.removal import remove
from deckwright.engine.eotn.state import Placed
from deckwright.engine.eotn.tasks import AtSlot
from tests.engine.eotn.helpers import card, find, make_game, pick, seat, slot_of, to_first_turn
from tests.engine.eotn.test_effect_language import action_card, usable, use

RAZE_YARD = action_card("raze-yard", [{"remove": {"to": "discard", "kind": "location"}}, {"gain": {"vp": 3}}])
RECALL = action_card("recall", [{"remove": {"to": "hand", "kind": "field"}}])
ECHO = card("echo", cost={"stone": 1}, abilities=[{"copy": {}}])


def start_with(cards: list[dict]):
    game = make_game([cards, cards])
    return game, to_first_turn(game)


def ids(game, pile: list[int]) -> list[str]:
    return [game.cat.cards[c].id for c in pile]


def test_remove_needs_another_clan_card_of_its_kind():
    game, p = start_with([RAZE_YARD])
    seat(game, p, empire=["raze-yard"])  # and the three Basic Fields, which cannot be removed
    assert not usable(game, p, "raze-yard")
    seat(game, p, empire=["hut"])
    assert usable(game, p, "raze-yard")


def test_a_removed_location_goes_to_the_discard_pile_and_the_effect_goes_on():
    game, p = start_with([RAZE_YARD])
    player = seat(game, p, empire=["raze-yard", "hut", "mill"])
    player.discard, player.vp = [], 0
    use(game, p, "raze-yard")
    decision = game.decision()
    hut, mill = slot_of(game, p, "hut"), slot_of(game, p, "mill")
    assert (decision.kind, decision.options) == ("remove", ((hut, "hut"), (mill, "mill")))
    pick(game, (hut, "hut"))
    assert ids(game, [e.card for e in player.empire][3:]) == ["raze-yard", "mill"]
    assert (ids(game, player.discard), player.vp) == (["hut"], 3)
    assert player.empire[slot_of(game, p, "raze-yard")].exhausted  # the Action's own card, renumbered


def test_a_field_taken_back_to_hand_discards_its_upgrade_and_reindexes_the_empire():
    # DE: "Wird die zugeordnete Rohstoffquelle entfernt ..., wird die Erweiterung abgelegt."
    game, p = start_with([RECALL])
    player = seat(game, p, hand=[], empire=["grove", "recall"])
    player.discard = []
    grove = slot_of(game, p, "grove")
    saw = find(game, p, "sawpit")
    player.empire.append(Placed(saw, saw, host=grove))
    use(game, p, "recall")
    assert ids(game, player.hand) == ["grove"] and ids(game, player.discard) == ["sawpit"]
    assert ids(game, [e.card for e in player.empire]) == ["woods", "quarry", "farm", "recall"]
    assert player.fields == (0, 1, 2)  # the Basic Fields; the grove is no longer harvested
    assert player.actors == (3,)


def test_a_copy_of_a_removed_card_stays_as_a_location_without_the_copied_effects():
    # DE: "Wird die zugeordnete Karte abgelegt, bleibt die Karte mit Kopier-Effekt als Ort ohne Effekt ..."
    game, p = start_with([ECHO])
    player = seat(game, p, empire=["mill"])
    mill, echo = slot_of(game, p, "mill"), find(game, p, "echo")
    player.empire.append(Placed(echo, player.empire[mill].acts_as))
    remove(game, p, mill, "discard")
    (copy,) = [e for e in player.empire if e.card == echo]
    assert copy.acts_as == echo
    assert player.actors == ()  # the copied mill's Action is gone with it


def test_removal_renumbers_upgrade_hosts_once_per_round_uses_and_waiting_tasks():
    game, p = start_with([])
    player = seat(game, p, empire=["hut", "grove"])
    hut, grove = slot_of(game, p, "hut"), slot_of(game, p, "grove")
    saw = find(game, p, "sawpit")
    player.empire.append(Placed(saw, saw, host=grove))
    player.used = ((grove, 0, 0), (hut, 0, 0))
    game.stack = [AtSlot("exhaust", p, grove), AtSlot("exhaust", p, hut), AtSlot("exhaust", 1 - p, hut)]
    remove(game, p, hut, "discard")
    assert player.empire[-1].host == grove - 1
    assert player.used == ((grove - 1, 0, 0),)
    assert game.stack == [("exhaust", p, grove - 1), ("exhaust", 1 - p, hut)]


def test_a_remove_of_one_type_takes_only_a_clan_card_of_that_type():
    scuttle = action_card("scuttle", [{"remove": {"to": "discard", "type": "boat"}}])
    skiff = card("skiff", ctype="boat", cost={"wood": 1})
    game, p = start_with([scuttle, skiff])
    player = seat(game, p, empire=["scuttle", "hut", "skiff"])
    player.discard = []
    use(game, p, "scuttle")  # the one boat is taken without asking
    assert game.decision().kind == "turn"
    assert ids(game, [e.card for e in player.empire][3:]) == ["scuttle", "hut"]
    assert ids(game, player.discard) == ["skiff"]

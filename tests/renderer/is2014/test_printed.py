"""The words Imperial Settlers (2014) faces print besides the abilities, and the ``rules_text`` hook."""

from __future__ import annotations

from types import SimpleNamespace

from deckwright.model.is2014 import card_from_data, faction_from_data, shipped
from deckwright.renderer.is2014.printed import board_text, ribbon_text, rules_text


def test_the_ribbon_names_the_kind_and_every_colour():
    card = card_from_data({"id": "c", "name": {"en": "C"}, "kind": "action", "colours": ["brown", "grey"]})
    assert ribbon_text(card, "en") == "ACTION · BROWN/GREY"
    assert ribbon_text(card, "de") == "AKTION · BRAUN/GRAU"
    untyped = card_from_data({"id": "r", "name": {"en": "R"}, "kind": "feature", "colours": []})
    assert ribbon_text(untyped, "en") == "FEATURE"


def test_a_board_says_its_production_storage_samurai_and_the_workers_action():
    board = faction_from_data(shipped("factions/lantern-court.yaml")).board
    assert board_text(board, "en").split("\n") == [
        "Production: 1 [wood] 5 [worker] 1 [raze] 1 [defense]",
        "Storage: In the Cleanup, keep up to 3 [food] and [gold] in all.",
        "[samurai] Samurai: at any time in your turn, place a [worker] on one of your Faction Locations (one each); "
        "razing it takes 1 more [raze].",
        "Action: 2 [worker] → 1 [food] / [wood] / [stone] or 1 [card], as often as you like.",
    ]


def test_a_board_lists_its_special_tokens():
    board = faction_from_data(shipped("factions/rivermark.yaml")).board
    assert board_text(board, "de").split("\n")[2] == "Sondermarker: 2 × Zollmarke"


def test_rules_text_gives_each_location_and_the_faction_board_by_id():
    texts = rules_text(SimpleNamespace(data=shipped("factions/rivermark.yaml")), "faction", "de")
    assert len(texts) == 19  # the board and 18 cards
    assert texts["eel-weir"] == "Produktion: Erhalte 1 [food]."
    assert texts["rivermark"].startswith("Produktion: 1 [food] 1 [wood] 3 [worker] 2 [raze] 1 [defense]\n")
    commons = rules_text(SimpleNamespace(data=shipped("commons.yaml")), "common_deck", "en")
    assert commons["timber-camp"] == "Production: Gain 1 [wood]."
    assert rules_text(SimpleNamespace(data=shipped("attacks.yaml")), "attack_deck", "en") == {}

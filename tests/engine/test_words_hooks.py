"""The ``words`` hook of every system: each decision kind its vocabulary declares has its phrase,
and the phrases name cards and places in words (exact values on each system's sample game)."""

import pytest

from deckwright.game import Decision
from deckwright.systems import all_systems

WORDED = sorted(name for name, system in all_systems().items() if "words" in system.hooks)


def words_of(name, players=2):
    system = all_systems()[name]
    game = system.hook("sample_game")(1, players)
    game.decision()
    return system.hook("words")(game, "en")


def test_every_system_with_an_engine_has_words():
    engines = sorted(name for name, system in all_systems().items() if "sample_game" in system.hooks)
    assert WORDED == engines


@pytest.mark.parametrize("name", [n for n in WORDED if n != "kb"])
def test_every_declared_decision_kind_has_its_phrase(name):
    assert sorted(words_of(name).said) == sorted(all_systems()[name].decisions())


def test_eotn_names_the_deciding_seats_card_and_the_aimed_seats_clan():
    words = words_of("eotn")
    assert words.decision(Decision(0, "turn", (("raid", 1, 2, "oat-rigs"),)), ("raid", 1, 2, "oat-rigs")) == (
        "raids The Skarde Clan's Oat Rigs"
    )
    assert (
        words.decision(Decision(1, "lookout-keep", ()), ("keep", "turnip-rows")) == "pays a worker to keep Turnip Rows"
    )
    assert words.decision(Decision(0, "pay-with", ()), (("food", 1), ("gold", 2))) == "pays 1 food and 2 gold"


def test_kb_names_a_hex_by_its_terrain_row_and_column_counted_from_0():
    words = words_of("kb")
    terrain = words.game.board.terrain[7 * 20 + 3]
    assert words.where(7 * 20 + 3) == f"the {terrain} at row 7, column 3"
    assert words.decision(Decision(0, "turn", (("end",),)), ("end",)) == "ends the turn"


def test_northgard_and_is2014_name_their_seats_by_their_entrants():
    assert words_of("northgard").who(0) == "Clan of the Elk"
    assert words_of("is2014").name("common/timber-camp") == "Timber Camp"


def test_northgard_words_a_feast_by_its_starting_card_and_each_way_back():
    words = words_of("northgard")
    feast = words.decision(Decision(0, "feast", ()), ("action", "carpenters"))
    assert feast == "feasts: plays the action of Carpenters"
    assert words.decision(Decision(0, "return", ()), ("draw",)) == "draws a neutral tile to make a place to come back"
    assert words.decision(Decision(0, "return", ()), ("none",)) == "does not come back this year"

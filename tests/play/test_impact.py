"""Card impact on the fake game: a worthless card is dead, the big card is a balance suspect.

The greedy bot builds the worthless card only when it would otherwise pass, so removing it
changes nothing at all; removing the big card loses most games."""

import pytest

from deckwright.game import Decision
from deckwright.play import impact
from deckwright.play.runner import Setup, lineups, run, schedule
from tests.engine.fakes import Clan, build, make_bot, new_game, option_card

TESTED = Clan("t", (("dud", 0), ("mid", 3), ("big", 6)))
CLANS = (TESTED, Clan("b", TESTED.cards), Clan("c", TESTED.cards))  # equals: t is judged at a fair level


def test_forbid_hides_only_the_card_it_names():
    game = new_game([Clan("t", (("big", 6), ("bigger", 7))), Clan("b")], seed=1)
    options = game.decision().options
    assert options == (build("big"), build("bigger"), "pass")
    seen = []

    class Spy:
        name = "spy"

        def choose(self, game, decision):
            seen.append(decision.options)
            return 0

    assert impact.Forbid(Spy(), "t/big", option_card).choose(game, Decision(0, "turn", options)) == 1
    assert seen[-1] == (build("bigger"), "pass")
    only = Decision(0, "turn", (build("big"),))
    assert impact.Forbid(Spy(), "t/big", option_card).choose(game, only) == 0  # no other choice


def test_forbid_knows_a_card_by_its_key_where_options_name_keys():
    from deckwright.systems import all_systems

    keyed = all_systems()["is2014"].option_card  # options carry 'faction/card' keys

    forbid = impact.Forbid(None, "ashriders/watchtower", keyed)
    assert forbid._names_card("turn", ("build", "ashriders/watchtower"))
    assert not forbid._names_card("turn", ("build", "common/watchtower"))  # another card of the same id
    assert forbid._names_card("deal", "ashriders/watchtower") and not forbid._names_card("turn", ("pass",))


@pytest.mark.slow
def test_dead_and_strong_cards_are_told_apart():
    setup = Setup(CLANS, new_game, make_bot, option_card)
    tables = lineups([0], [1, 2], 2)

    def play(forbid=None):
        return run(setup, schedule(tables, 1200, seed=5, bots=["greedy"], forbid=forbid), workers=2)

    found = impact.impact(play(), lambda cards: [play(card) for card in cards], ["t/dud", "t/big"])
    dud, big = found["cards"]["t/dud"], found["cards"]["t/big"]
    assert dud["delta_ci95"][0] < 0 < dud["delta_ci95"][1]
    assert dud["verdict"] == "dead: removal changes nothing" and dud["failed"] == 0
    assert big["delta"] < -0.1 and big["verdict"] == "balance suspect: removal costs a lot"
    assert found["power"]["games_to_separate"] == impact.games_to_separate(impact.BIG)


def test_a_card_never_used_is_dead_without_replaying():
    setup = Setup((Clan("t", (("dud", -5), ("big", 6))), Clan("b")), new_game, make_bot)
    base = run(setup, schedule([(0, 1)], 20, seed=1, bots=["greedy"]), workers=1)
    found = impact.impact(base, lambda cards: 1 / 0, ["t/dud"])
    assert found["cards"]["t/dud"]["verdict"] == "dead: never built or played"
    assert found["cards"]["t/dud"]["delta"] == 0


def test_games_to_separate_follows_the_wilson_width():
    need = impact.games_to_separate(0.10)
    assert 700 < need < 800  # 2 * 1.96^2 * 0.25 / 0.05^2 = 768 by the normal approximation
    assert impact.games_to_separate(0.20) < need / 3

"""The Empires of the North hooks the play stage uses: content, forbidden cards, determinizing."""

import random
from collections import Counter
from pathlib import Path

import pytest

from deckwright.cli.play import load_arena
from deckwright.paths import data_dir
from deckwright.play.runner import run, schedule
from deckwright.systems import all_systems

VESKA = data_dir("cards") / "eotn" / "clans" / "veska.yaml"


def arena():
    findings, _, found = load_arena([Path(VESKA)])
    assert found is not None and not [f for f in findings if f.severity == "error"]
    return found


def test_the_shipped_clans_and_islands_make_the_arena():
    found = arena()
    assert [e.id for e in found.setup.entrants] == ["veska", "dunmore", "skarde", "tjarn", "ukaliq"]
    assert found.tested == [0] and found.others == [1, 2, 3, 4]


@pytest.mark.slow
def test_a_forbidden_card_is_never_built():
    found = arena()
    jobs = schedule(found.tables(2), 12, seed=4, bots=["greedy"], forbid="veska/scriptorium")
    results = run(found.setup, jobs, workers=1)
    normal = run(found.setup, schedule(found.tables(2), 12, seed=4, bots=["greedy"]), workers=1)

    def built(rs):
        return sum(r.cards.get("veska/scriptorium", {}).get("built", 0) for r in rs)

    assert built(normal) > 0 and built(results) == 0


def test_determinize_redeals_only_what_the_seat_cannot_see():
    found = arena()
    game = found.setup.new_game(list(found.setup.entrants[:2]), seed=9)
    rng = random.Random(1)
    for _ in range(60):
        game.apply(rng.randrange(len(game.decision().options)))
    copy = game.clone()
    all_systems()["eotn"].hook("determinize")(copy, 0, random.Random(2))
    mine, theirs = (game.players[0], copy.players[0]), (game.players[1], copy.players[1])
    assert mine[0].hand == mine[1].hand and Counter(mine[0].deck) == Counter(mine[1].deck)
    assert len(theirs[0].hand) == len(theirs[1].hand)
    assert Counter(theirs[0].hand + theirs[0].deck) == Counter(theirs[1].hand + theirs[1].deck)
    assert (theirs[0].hand, theirs[0].deck) != (theirs[1].hand, theirs[1].deck)
    assert game.rng.getstate() != copy.rng.getstate()


@pytest.mark.parametrize("count", [1, 5])
def test_a_table_of_other_than_2_to_4_clans_is_refused_with_the_count(count):
    from deckwright.engine.eotn.hooks import _shipped, new_game

    shipped, table = _shipped()
    with pytest.raises(ValueError, match=f"^Empires of the North is played by 2 to 4 clans, not {count}$"):
        new_game((list(shipped) * 2)[:count], 1, **table)

"""The runner: seat rotation, seeds, worker independence, failures recorded."""

from collections import Counter

import pytest

from deckwright.play import report
from deckwright.play.runner import Setup, game_seed, lineups, pooled, run, run_each, schedule
from tests.engine.fakes import Clan, make_bot, new_game, option_card

CLANS = (Clan("a"), Clan("b"), Clan("c"), Clan("d"))


def setup(clans=CLANS, max_decisions=20000):
    return Setup(clans, new_game, make_bot, option_card, max_decisions=max_decisions)


def test_one_clan_meets_every_other_clan_in_turn():
    assert lineups([0], [1, 2, 3], 2) == [(0, 1), (0, 2), (0, 3)]
    assert lineups([0], [1, 2, 3], 3) == [(0, 1, 2), (0, 1, 3), (0, 2, 3)]
    assert lineups([0, 1, 2], [3], 2) == [(0, 1), (0, 2), (1, 2)]


def test_too_few_opponents_is_a_clear_error():
    with pytest.raises(ValueError, match="need 3 opponent"):
        lineups([0], [1], 4)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_clan_sits_in_every_seat_equally_often(players):
    tables = lineups([0], [1, 2, 3], players)
    jobs = schedule(tables, 50, seed=7, bots=["random"])
    assert len(jobs) % (players * len(tables)) == 0 and len(jobs) >= 50
    played = Counter(clan for job in jobs for clan in job.seats)
    by_seat = Counter((seat, clan) for job in jobs for seat, clan in enumerate(job.seats))
    for clan, games in played.items():
        assert {by_seat[(seat, clan)] for seat in range(players)} == {games // players}
    assert played[0] == len(jobs)  # the tested clan plays every game


def test_a_round_robin_plays_each_table_once_for_both_its_entrants():
    entries = [lineups([i], [j for j in range(4) if j != i], 2) for i in range(4)]
    tables, games = pooled(entries, 60)
    assert sorted(map(sorted, tables)) == [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]
    assert games == 120  # 6 tables, each entrant at 3 of them: 60 games each, 4 x 60 / 2 in all


def test_lists_sharing_no_table_are_not_pooled():
    assert pooled([[(0, 1), (0, 2)]], 60) is None
    assert pooled([[(0,)], [(1,)]], 60) is None  # solo
    assert pooled([[(0, 1)], [(1, 0)], []], 60) is None  # an empty list: schedule says what is wrong


def test_seeds_depend_on_run_seed_and_game_number_only():
    jobs = schedule([(0, 1)], 10, seed=3, bots=["random"])
    assert [j.seed for j in jobs] == [game_seed(3, i) for i in range(10)]
    assert len({j.seed for j in jobs}) == 10
    assert game_seed(3, 0) != game_seed(4, 0)


def test_same_seed_same_report_whatever_the_workers():
    jobs = schedule(lineups([0], [1, 2, 3], 2), 60, seed=11, bots=["random"])
    one = report.build(run(setup(), jobs, workers=1))
    two = report.build(run(setup(), jobs, workers=2))
    assert one == two
    other = report.build(run(setup(), schedule(lineups([0], [1, 2, 3], 2), 60, seed=12, bots=["random"]), workers=1))
    assert other != one


@pytest.mark.parametrize("workers", [1, 2])
def test_failed_games_are_recorded_not_raised(workers):
    clans = (Clan("a"), Clan("loop"), Clan("boom"))
    jobs = schedule([(0, 1), (0, 2)], 4, seed=1, bots=["random"])
    results = run(setup(clans, max_decisions=200), jobs, workers=workers)
    assert [r.finished for r in results] == [False] * 4
    assert all("runaway" in r.message for r in results if "loop" in r.players)
    assert all(r.message.startswith("RuntimeError: boom") for r in results if "boom" in r.players)
    built = report.build(results)
    assert built["completed"] == 0
    assert {f["seed"] for f in built["failed"]} == {j.seed for j in jobs}


def test_progress_hears_each_chunk_of_games_played_under_the_runs_label():
    heard = []
    jobs = schedule([(0, 1)], 40, seed=2, bots=["random"])
    run(setup(), jobs, workers=2, progress=lambda *call: heard.append(call), label="testing")
    # 40 games on 2 workers: chunks of 40 // (2 * 8) = 2 games, told in job order
    assert heard == [(done, 40, "testing") for done in range(0, 41, 2)]


def test_plans_played_in_turn_are_one_run_to_progress():
    heard = []
    plans = [
        (setup(), schedule([(0, 1)], 4, seed=1, bots=["random"])),
        (setup(), schedule([(2, 3)], 6, seed=1, bots=["random"])),
    ]
    played = run_each(plans, workers=1, progress=lambda *call: heard.append(call), label="sweeping")
    assert [len(results) for results in played] == [4, 6]
    assert heard == [(done, 10, "sweeping") for done in range(11)]

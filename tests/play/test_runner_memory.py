"""``play --games`` at its maximum keeps memory bounded: jobs are made as they are played, the
results stream into the report's counts and only a few chunks of games are in flight."""

from __future__ import annotations

import tracemalloc

import pytest

from deckwright.game import GameResult
from deckwright.play import report
from deckwright.play.runner import Setup, iter_jobs, job_count, run, schedule, stream
from tests.engine.fakes import Clan, make_bot, new_game

MAX_GAMES = 10_000_000  # play --games allows at most this many


def peak(work) -> int:
    """The peak of Python allocations (bytes) while ``work()`` runs."""
    tracemalloc.start()
    try:
        work()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def results(count: int, failing: int = 10):
    """``count`` game results, every ``failing``-th unfinished."""
    for n in range(count):
        finished = n % failing != 0
        yield GameResult(
            n,
            ["a", "b"],
            [n % 37, n % 23],
            [n % 2],
            5 + n % 9,
            40 + n % 50,
            finished,
            "" if finished else "runaway",
            {"a/x": {"built": 1}, "b/y": {"played": n % 3}},
        )


def test_the_jobs_of_the_largest_run_are_made_one_by_one():
    tables = [(0, 1), (0, 2), (0, 3)]
    assert job_count(tables, MAX_GAMES) == 10_000_002  # rounded up to whole rotations of 3 tables x 2 seats
    jobs = iter_jobs(tables, MAX_GAMES, 1, ["greedy"])
    assert peak(lambda: [next(jobs) for _ in range(1000)]) < 200_000
    assert list(iter_jobs(tables, 12, 1, ["greedy"])) == schedule(tables, 12, 1, ["greedy"])


def held_by_the_report(games: int) -> int:
    """The bytes still held, once ``report.build`` has read the last of ``games`` results, that
    were allocated by the report's code or by the results of this file (the allocations of other
    threads, which a test run before may have left behind, do not count)."""
    held = []

    def stream():
        yield from results(games, failing=10**9)
        mine = [tracemalloc.Filter(True, path, all_frames=True) for path in (report.__file__, __file__)]
        held.append(sum(stat.size for stat in tracemalloc.take_snapshot().filter_traces(mine).statistics("filename")))

    tracemalloc.start(10)
    try:
        report.build(stream())
    finally:
        tracemalloc.stop()
    return held[0]


@pytest.mark.slow
def test_the_report_of_a_stream_holds_counts_not_games():
    report.build(results(100))  # warm up: first-time allocations are not the stream's
    small, large = held_by_the_report(2_000), held_by_the_report(40_000)
    assert large < small + 100_000  # a tally that kept the results: 44 MB more (measured)
    built = report.build(results(40_000))
    assert (built["games"], built["completed"]) == (40_000, 36_000)
    assert len(built["failed"]) == report.FAILED_LISTED and built["failed"][0] == {
        "seed": 0,
        "players": ["a", "b"],
        "message": "runaway",
    }
    assert built["rounds"] == {"mean": 9.0, "min": 5, "max": 13}
    assert built["entrants"]["a"]["games"] == 36_000 and built["cards"]["a/x"]["built"] == 36_000
    assert sum(built["histograms"]["rounds"]["counts"]) == 36_000


@pytest.mark.slow
def test_a_streamed_run_keeps_a_bounded_number_of_games_in_memory():
    setup = Setup((Clan("a"), Clan("b")), new_game, make_bot)

    def play(games):
        total = job_count([(0, 1)], games)
        for _ in stream(setup, iter_jobs([(0, 1)], games, 3, ["random"]), total, workers=2):
            pass

    small, large = peak(lambda: play(1_000)), peak(lambda: play(5_000))
    assert large < small + 1_000_000  # held, 4,000 more results took 9 MB more (measured)


def test_streamed_results_are_those_of_a_run_in_job_order():
    setup = Setup((Clan("a"), Clan("b")), new_game, make_bot)
    jobs = schedule([(0, 1)], 300, 5, ["random"])
    streamed = list(stream(setup, iter(jobs), len(jobs), workers=2))
    assert streamed == run(setup, jobs, workers=1)
    assert [r.seed for r in streamed] == [job.seed for job in jobs]

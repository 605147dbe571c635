"""The search bot on the fake game: it finds the good moves a random bot misses."""

from deckwright.engine import report
from deckwright.engine.core import Decision
from deckwright.engine.runner import Setup, run, schedule
from deckwright.engine.search import SearchBot, value
from tests.engine.fakes import Clan, RandomBot, new_game

CLANS = (Clan("a", (("dud", 0), ("mid", 3), ("big", 6))), Clan("b", (("dud", 0), ("mid", 3), ("big", 6))))


def bots(name, seed):
    return SearchBot(seed, RandomBot(seed), rollouts=24) if name == "search" else RandomBot(seed)


def test_search_beats_random_clearly():
    jobs = schedule([(0, 1)], 200, seed=2, bots=["search", "random"])
    jobs += schedule([(0, 1)], 200, seed=3, bots=["random", "search"])
    results = run(Setup(CLANS, new_game, bots), jobs, workers=2, progress=False)
    wins = sum(job.bots.index("search") in r.winners for job, r in zip(jobs, results))
    low, _ = report.wilson(wins, len(jobs))
    assert low > 0.6


def test_search_answers_with_an_index_of_the_decision_it_is_given():
    game = new_game(CLANS, seed=1)
    asked = game.decision()
    narrowed = Decision(asked.player, asked.kind, asked.options[1:])  # as a Forbid wrapper would
    bot = SearchBot(4, RandomBot(4), rollouts=48)  # 16 worlds: in fewer, "mid" now and "big" later often ties
    assert bot.choose(game, narrowed) == 1  # "big" is the second of (mid, big, pass)
    assert bot.choose(game, Decision(0, "turn", ("pass",))) == 0


def test_value_is_the_win_share_plus_a_small_lead_bonus():
    from deckwright.engine.core import GameResult

    shared = GameResult(1, ["a", "b"], [5, 5], [0, 1], 3, 9, True)
    assert value(shared, 0) == 0.5
    cut = GameResult(1, ["a", "b"], [9, 4], [], 3, 9, False)
    assert 1 < value(cut, 0) <= 1.1 and -0.1 <= value(cut, 1) < 0

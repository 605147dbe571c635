"""The search bot on the fake game: it finds the good moves a random bot misses."""

import pytest

from deckwright.engine.search import SearchBot, value
from deckwright.game import Decision
from deckwright.play import report
from deckwright.play.runner import Setup, run, schedule
from deckwright.systems import all_systems
from tests.engine.fakes import Clan, RandomBot, new_game

CLANS = (Clan("a", (("dud", 0), ("mid", 3), ("big", 6))), Clan("b", (("dud", 0), ("mid", 3), ("big", 6))))


def bots(name, seed):
    return SearchBot(seed, RandomBot(seed), rollouts=24) if name == "search" else RandomBot(seed)


@pytest.mark.slow
def test_search_beats_random_clearly():
    jobs = schedule([(0, 1)], 200, seed=2, bots=["search", "random"])
    jobs += schedule([(0, 1)], 200, seed=3, bots=["random", "search"])
    results = run(Setup(CLANS, new_game, bots), jobs, workers=2)
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
    assert value([5, 5], [0, 1], 0) == 0.5
    assert value([5, 5], [1], 0) == 0.0  # a finished game's winners, not its scores, say who won
    assert 1 < value([9, 4], None, 0) <= 1.1 and -0.1 <= value([9, 4], None, 1) < 0  # cut short: by score


class Pricing(RandomBot):
    """A rollout policy that prices options: fixed prices, in option order."""

    def __init__(self, seed, prices):
        super().__init__(seed)
        self.prices = prices

    def values(self, game, decision):
        return list(self.prices[: len(decision.options)])


def test_candidates_are_the_policys_best_priced_within_the_width_best_first():
    game = new_game(CLANS, seed=1)
    decision = game.decision()  # build dud, mid, big, pass
    prices = [0.5, 2.0, 1.0, 2.0]
    assert SearchBot(1, Pricing(1, prices), width=2).candidates(game, decision) == [1, 3]  # equal: earlier first
    assert SearchBot(1, Pricing(1, prices), width=3).candidates(game, decision) == [1, 3, 2]
    assert SearchBot(1, Pricing(1, prices)).candidates(game, decision) == [0, 1, 2, 3]  # no width: all
    assert SearchBot(1, RandomBot(1), width=2).candidates(game, decision) == [0, 1, 2, 3]  # no prices: all


def test_a_width_of_one_takes_the_policys_best_without_a_rollout():
    game = new_game(CLANS, seed=1)
    worlds = []
    bot = SearchBot(1, Pricing(1, [0, 0, 1, 0]), lambda g, seat, rng: worlds.append(seat), width=1)
    assert bot.choose(game, game.decision()) == 2
    assert worlds == []


def test_every_candidate_is_rolled_out_in_the_same_worlds():
    game = new_game(CLANS, seed=1)
    seen = []
    bot = SearchBot(3, RandomBot(3), lambda g, seat, rng: seen.append(rng.getrandbits(32)), rollouts=10, depth=2)
    bot.choose(game, game.decision())  # 4 options: ceil(10 / 4) = 3 worlds of 4 rollouts
    assert len(seen) == 12
    assert [len(set(seen[i : i + 4])) for i in (0, 4, 8)] == [1, 1, 1]
    assert len(set(seen)) == 3


def test_a_rollout_cut_short_is_scored_by_the_evaluate_hook():
    game = new_game(CLANS, seed=1)
    decision = game.decision()  # build dud, mid, big, pass

    def dud_looks_best(sim):  # seat 0's dud built (its hand lost it): far ahead, else far behind
        return [10, 0] if "dud" not in sim.hands[0] else [0, 10]

    assert SearchBot(2, RandomBot(2), rollouts=8, depth=0, evaluate=dud_looks_best).choose(game, decision) == 0
    assert SearchBot(2, RandomBot(2), rollouts=8, depth=0).choose(game, decision) == 2  # on points: big
    finished = SearchBot(2, RandomBot(2), rollouts=8, depth=30, evaluate=dud_looks_best)
    assert finished.choose(game, decision) != 0  # a finished rollout is scored on its result


def test_a_rollout_with_a_horizon_stops_where_the_mark_changes():
    """The mark is the fake game's round (2 seats: 2 turns a round). From seat 0's first turn, the
    rollout plays seat 1's turn and stops at round 2's first decision, turn 2; without a horizon it
    plays the game out (3 rounds, 6 turns) and is scored on its result."""
    game = new_game(CLANS, seed=1)
    judged = []

    def scores(sim):
        judged.append(sim.turn)
        return sim.scores

    def round_of(sim):
        return sim.turn // 2

    bot = SearchBot(2, RandomBot(2), rollouts=4, depth=30, evaluate=scores, horizon=round_of)
    bot.choose(game, game.decision())
    assert judged == [2, 2, 2, 2]
    judged.clear()
    SearchBot(2, RandomBot(2), rollouts=4, depth=0, evaluate=scores, horizon=round_of).choose(game, game.decision())
    assert judged == [1, 1, 1, 1]  # the depth still caps it
    judged.clear()
    SearchBot(2, RandomBot(2), rollouts=4, depth=30, evaluate=scores).choose(game, game.decision())
    assert judged == []


def test_the_horizon_setting_takes_the_systems_horizon_hook_and_needs_one(monkeypatch):
    from deckwright import systems
    from deckwright.engine.search import make_strong_bot
    from deckwright.systems import Seat, System

    fake = System("fake", "Fake", {}, (1, 2), Seat(None))
    monkeypatch.setattr(systems, "all_systems", lambda: {"fake": fake, "is2014": all_systems()["is2014"]})
    assert make_strong_bot(1, "fake", policy="random").horizon is None
    with pytest.raises(ValueError, match=r"the horizon setting needs a system with a horizon hook \(fake\)"):
        make_strong_bot(1, "fake", policy="random", horizon=True)
    assert make_strong_bot(1, "is2014", horizon=True).horizon is all_systems()["is2014"].hook("horizon")


def test_the_budget_is_the_callers_then_the_systems_then_the_engines(monkeypatch):
    from deckwright import systems
    from deckwright.engine.search import BUDGET, make_search_bot
    from deckwright.systems import Seat, System

    fake = System("fake", "Fake", {}, (1, 2), Seat(None), search={"width": 3, "depth": 5})
    monkeypatch.setattr(systems, "all_systems", lambda: {"fake": fake})
    bot = make_search_bot(1, "fake", policy="random")
    assert (bot.rollouts, bot.depth, bot.width) == (BUDGET["rollouts"], 5, 3) == (16, 5, 3)
    bot = make_search_bot(1, "fake", policy="random", depth=7, width=2)
    assert (bot.rollouts, bot.depth, bot.width) == (16, 7, 2)
    assert bot.evaluate is None and make_search_bot(1, None, policy="random").width is None


def built(sim):
    """What seat 0 did in its first turn: the card gone from its hand, or "pass"."""
    gone = [card for card in ("dud", "mid", "big") if card not in sim.hands[0]]
    return gone[0] if gone else "pass"


def test_successive_halving_keeps_the_better_half_for_the_next_round():
    game = new_game(CLANS, seed=1)
    seen = []

    def points(sim):  # depth 0: a rollout is worth the points its option scored (0-2 added by the die)
        seen.append(built(sim))
        return sim.scores

    bot = SearchBot(1, RandomBot(1), rollouts=8, depth=0, evaluate=points, halving=True)
    assert bot.choose(game, game.decision()) == 2  # big
    # two rounds of 4 rollouts: 1 world for the 4 options, then 2 worlds for the better 2
    assert seen[:4] == ["dud", "mid", "big", "pass"]
    assert seen[4:] == ["big", "mid", "big", "mid"]  # the survivors, leader first


def test_the_search_takes_the_winning_option_its_policy_misprices():
    game = new_game(CLANS, seed=1)
    decision = game.decision()  # build dud, mid, big, pass
    misled = Pricing(1, [5.0, 1.0, 2.0, 0.0])  # prices the dud best
    assert misled.values(game, decision).index(5.0) == 0
    assert SearchBot(1, misled, rollouts=12, width=2, halving=True).choose(game, decision) == 2


def test_a_kind_not_searched_is_left_to_the_policy():
    game = new_game(CLANS, seed=1)
    worlds = []
    bot = SearchBot(1, RandomBot(3), lambda g, seat, rng: worlds.append(seat), kinds=("draft",))
    assert bot.choose(game, game.decision()) == RandomBot(3).choose(game, game.decision()) == 1  # the policy's: mid
    assert worlds == []
    searched = SearchBot(1, RandomBot(3), depth=0, evaluate=lambda sim: sim.scores, kinds=("turn",))
    assert searched.choose(game, game.decision()) == 2  # big, by its points


def test_the_strong_budget_is_the_callers_then_the_systems_strong_then_the_engines(monkeypatch):
    from deckwright import systems
    from deckwright.engine.search import STRONG, make_strong_bot
    from deckwright.systems import Seat, System

    fake = System("fake", "Fake", {}, (1, 2), Seat(None), search={"width": 9}, strong={"rollouts": 3})
    monkeypatch.setattr(systems, "all_systems", lambda: {"fake": fake})
    bot = make_strong_bot(1, "fake", policy="random")
    assert (bot.name, bot.rollouts, bot.depth, bot.width, bot.halving) == ("strong", 3, STRONG["depth"], 4, True)
    bot = make_strong_bot(
        1, "fake", policy="random", depth=2, kinds=("turn",)
    )  # the search bot's width is not the strong's
    assert (bot.rollouts, bot.depth, bot.width, bot.kinds) == (3, 2, 4, ("turn",))

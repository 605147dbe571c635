"""The bot registry: a budget reaches the searching bots, and the others play without one."""

from deckwright.engine.bots import BOTS, SEARCHING, registry_bot
from deckwright.engine.policies import POLICIES
from deckwright.engine.search import strong_budget


def test_every_bot_is_a_policy_or_a_searching_bot():
    assert set(BOTS) == set(POLICIES) | set(SEARCHING) == {"random", "greedy", "search", "strong"}


def test_a_budget_reaches_the_strong_and_the_search_bot():
    strong = registry_bot("strong", 1, "eotn", rollouts=3, depth=2)
    assert (strong.name, strong.rollouts, strong.depth) == ("strong", 3, 2)
    assert registry_bot("strong", 1, "eotn").rollouts == strong_budget("eotn")["rollouts"]
    assert registry_bot("search", 1, "eotn", rollouts=5).rollouts == 5


def test_a_policy_plays_without_the_budget():
    assert registry_bot("greedy", 1, "eotn", rollouts=3).name == BOTS["greedy"](1, "eotn").name


def test_the_command_line_names_the_same_searching_bots():
    from deckwright.cli.options import SEARCHING as NAMED  # kept apart so that the CLI loads no engine

    assert set(NAMED) == set(SEARCHING)

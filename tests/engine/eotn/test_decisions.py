"""The decision vocabulary is the engine's, the greedy bot's and the docs' one list of kinds."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.engine.core import Decision
from deckwright.engine.eotn import hooks
from deckwright.engine.eotn.decisions import DECISIONS
from deckwright.engine.eotn.greedy import FIRST_OPTION, RATES, GreedyBot
from deckwright.engine.eotn.ops import OPS

DOCS = Path(__file__).resolve().parents[3] / "docs" / "play.md"


def test_every_kind_the_engine_asks_is_declared_and_every_declared_kind_is_asked():
    assert OPS.kinds() == set(DECISIONS)


def test_the_greedy_bot_has_a_rule_for_every_declared_kind():
    assert set(RATES) | FIRST_OPTION == set(DECISIONS)
    assert not set(RATES) & FIRST_OPTION


def test_the_greedy_bot_refuses_an_undeclared_kind():
    game = hooks.sample_game(1, 2)
    with pytest.raises(ValueError, match="undeclared decision kind 'bribe'"):
        GreedyBot(1).choose(game, Decision(0, "bribe", ("a", "b")))


@pytest.mark.parametrize(
    "kind,option,card",
    [
        ("turn", ("build", "longhouse"), "longhouse"),
        ("turn", ("pawn", "EXPLORE"), None),
        ("turn", ("pass",), None),
        ("declare", ("boost", "raid-party"), "raid-party"),
        ("declare", ("field", "barley"), "barley"),
        ("declare", ("none",), None),
        ("construct", "longhouse", "longhouse"),
        ("discard", "longhouse", None),
        ("harvest", (3, "barley"), None),
    ],
)
def test_option_card_reads_the_vocabulary(kind, option, card):
    assert hooks.option_card(kind, option) == card


def test_the_docs_list_every_kind_with_its_options():
    text = DOCS.read_text("utf-8")
    for kind, declared in DECISIONS.items():
        options = declared.options.replace("|", "\\|")
        assert f"| `{kind}` | `{options}` | {declared.meaning} |" in text

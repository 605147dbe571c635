"""deckwright's Kingdom Builder rules against the outside oracle: frozen answers (always run)
and a live sample (skipped when ../shared is absent). The big run: python -m tests.engine.kb.oracle."""

from __future__ import annotations

import json

import pytest

from deckwright.engine.kb.hooks import shipped_table
from tests.engine.kb.oracle import FIXTURE, MOVE_TILES, available, by_source, compare, ours, published_sections

CASES = json.loads(FIXTURE.read_text("utf-8"))


def test_the_fixture_holds_positions_of_every_size():
    players = {len(case["position"]["settlements"]) for case in CASES}
    assert len(CASES) == 200 and players == {2, 3, 4}


@pytest.mark.slow
@pytest.mark.parametrize("index", range(200))
def test_frozen_oracle_answers(index):
    sections = {s.id: s for s in shipped_table()["sections"]}
    case = CASES[index]
    mine, theirs = ours(case["position"], sections), case["oracle"]
    for tile in MOVE_TILES:
        mine[tile] = by_source(mine[tile], [int(s) for s in theirs[tile]])
    del mine["tower"]
    assert mine == theirs


needs_oracle = pytest.mark.skipif(
    not available(), reason="the oracle is not at ../shared/oracles/kingdombuilder (the frozen answers above still run)"
)


@needs_oracle
def test_live_sample_on_the_published_sections_agrees():
    assert compare(40, seed=11, sections=published_sections()) == {}


@needs_oracle
def test_live_sample_on_the_shipped_sections_agrees():
    assert compare(20, seed=12, sections=shipped_table()["sections"]) == {}

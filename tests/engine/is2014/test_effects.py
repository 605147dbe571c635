"""Paying and gaining in Imperial Settlers (2014) (engine/is2014/effects.py), exact values."""

from __future__ import annotations

from deckwright.engine.is2014.effects import pay, shortfall
from deckwright.engine.is2014.state import GOOD, POOL


def _supply(**goods: int) -> list[int]:
    return [goods.get(good, 0) for good in POOL]


def test_every_good_of_a_cost_is_checked_not_only_the_first():
    """docs/rules-notes.md#is2014-gold-pays-last: 1 Wood held pays the Wood; the 2 Stone lacking
    need 2 gold, so without gold the cost cannot be paid, and with 2 it can."""
    cost = (("wood", 1), ("stone", 2))
    assert shortfall(_supply(wood=1), cost) is None
    assert shortfall(_supply(wood=1, gold=1), cost) is None
    assert shortfall(_supply(wood=1, gold=2), cost) == 2
    supply = _supply(wood=1, gold=3)
    pay(supply, cost)
    assert supply[GOOD["wood"]] == 0 and supply[GOOD["gold"]] == 1

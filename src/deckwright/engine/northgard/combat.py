"""Combat resolution (steps 1 and 2, 5 and 6 of the book): scores, casualties, the winner.

The engine gathers each side's forces, food and die face (asking the players), then calls
``resolve``; it removes units and runs the retreat itself.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Side:
    """One player's forces in a combat."""

    units: int  # regular units
    points: int = 0  # bonus combat points: Move action, buildings, clan powers, special units
    casualties: int = 0  # bonus casualties inflicted: Move action, Defense Towers
    food: int = 0
    die_points: int = 0
    die_casualties: int = 0
    special: int = 0  # special units (Kaija), counted as units for casualties


@dataclass(frozen=True, slots=True)
class Outcome:
    scores: tuple[int, int]  # attacker, defender
    losses: tuple[int, int]  # units each side loses
    winner: int | None  # 0 attacker, 1 defender, None: both wiped out


def score(side: Side, unit_points: int, food_points: int) -> int:
    return side.units * unit_points + side.points + side.food * food_points + side.die_points


def resolve(attacker: Side, defender: Side, unit_points: int = 1, food_points: int = 1) -> Outcome:
    """Step 5: a side inflicted as many casualties as it has units loses; both wiped out: nobody
    wins; otherwise the higher combat score wins, the defender on a tie. Step 6: losses."""
    scores = (score(attacker, unit_points, food_points), score(defender, unit_points, food_points))
    inflicted = (defender.casualties + defender.die_casualties, attacker.casualties + attacker.die_casualties)
    sizes = (attacker.units + attacker.special, defender.units + defender.special)
    wiped = tuple(inflicted[i] >= sizes[i] for i in (0, 1))
    if wiped[0] and wiped[1]:
        winner = None
    elif wiped[0] or wiped[1]:
        winner = 1 if wiped[0] else 0
    else:
        winner = 0 if scores[0] > scores[1] else 1
    return Outcome(scores, (min(inflicted[0], sizes[0]), min(inflicted[1], sizes[1])), winner)

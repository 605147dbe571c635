"""A two-card toy game: the smallest system the contract suite runs on, and the walkthrough's
example in docs/contributing.md.

Each round every seat plays one of its two cards, ``steady`` (1 point) or ``gamble`` (0 or 3
points, drawn from the game's seeded stream); after three rounds the most points win. Its one
rule variant, ``long``, plays six rounds.
"""

from __future__ import annotations

import random

from deckwright.game import Decision, GameResult, Kind
from deckwright.systems import Seat, System

ROUNDS = 3
CARDS = ("steady", "gamble")

SYSTEM = System(
    name="toy",
    title="Two-card toy",
    schemas={},
    players=(1, 3),
    seat=Seat(None),
    bots=("random",),
    variants={"long": "six rounds instead of three"},
    vocabulary="tests.contract.toy_game:DECISIONS",
    hooks={
        "new_game": "tests.contract.toy_game:new_game",
        "variant_keywords": "tests.contract.toy_game:variant_keywords",
        "sample_game": "tests.contract.toy_game:sample_game",
    },
)


class ToyGame:
    def __init__(self, players: int, seed: int, rounds: int = ROUNDS):
        self.seed, self.rng, self.rounds = seed, random.Random(seed), rounds
        self.scores, self.turn, self.decisions = [0] * players, 0, 0

    def decision(self) -> Decision | None:
        if self.turn >= self.rounds * len(self.scores):
            return None
        return Decision(self.turn % len(self.scores), "play", CARDS)

    def apply(self, index: int) -> None:
        seat = self.turn % len(self.scores)
        self.scores[seat] += 1 if CARDS[index] == "steady" else self.rng.choice((0, 3))
        self.turn += 1
        self.decisions += 1

    def clone(self) -> "ToyGame":
        other = ToyGame.__new__(ToyGame)
        other.seed, other.scores, other.turn, other.decisions = self.seed, self.scores[:], self.turn, self.decisions
        other.rounds = self.rounds
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other

    def result(self) -> GameResult:
        finished = self.decision() is None
        best = max(self.scores)
        return GameResult(
            seed=self.seed,
            players=[f"seat {n + 1}" for n in range(len(self.scores))],
            scores=self.scores[:],
            winners=[i for i, s in enumerate(self.scores) if s == best] if finished else [],
            rounds=self.turn // len(self.scores),
            decisions=self.decisions,
            finished=finished,
        )

    def summary(self) -> dict:
        return {"turn": self.turn, "scores": self.scores}


def new_game(entrants: list, seed: int, rounds: int = ROUNDS) -> ToyGame:
    return ToyGame(len(entrants), seed, rounds)


def variant_keywords(names: list[str], players: int) -> dict:
    """The ``long`` variant doubles the rounds (it is the only name the description offers)."""
    return {"rounds": 2 * ROUNDS} if "long" in names else {}


def sample_game(seed: int, players: int) -> ToyGame:
    return ToyGame(players, seed)


DECISIONS = {"play": Kind("card name", "the card a seat plays this round")}  # the toy's one decision

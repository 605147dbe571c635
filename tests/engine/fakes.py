"""A tiny game that implements the engine contract, to test the runner, reports, impact and
the search bot without any real rules engine.

Card race: every seat holds its clan's cards; on its turn a seat builds one card from its hand
(scoring the card's points) or passes, then a die adds 0-2 points. After ``ROUNDS`` rounds the
highest score wins; a tie is a shared win. A clan named "loop" never ends its turn (a runaway)
and one named "boom" raises.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from deckwright.game import Decision, GameResult

ROUNDS = 3


@dataclass(frozen=True)
class Clan:
    id: str
    cards: tuple[tuple[str, int], ...] = (("small", 1), ("mid", 3), ("big", 6))


def build(card: str) -> tuple:
    return ("build", card)


def option_card(kind, option):
    return option[1] if isinstance(option, tuple) else None


@dataclass
class RaceGame:
    clans: list
    seed: int
    rng: random.Random = field(init=False)

    def __post_init__(self):
        if any(c.id == "boom" for c in self.clans):
            raise RuntimeError("boom")
        self.rng = random.Random(self.seed)
        self.hands = [[card for card, _ in c.cards] for c in self.clans]
        self.points = [dict(c.cards) for c in self.clans]
        self.scores = [0] * len(self.clans)
        self.turn = 0
        self.made = 0
        self.counts = {
            f"{c.id}/{card}": {"drawn": 1, "kept": 1, "built": 0, "played": 0}
            for c in self.clans
            for card, _ in c.cards
        }

    def decision(self):
        if self.turn >= ROUNDS * len(self.clans):
            return None
        seat = self.turn % len(self.clans)
        return Decision(seat, "turn", tuple(build(c) for c in self.hands[seat]) + ("pass",))

    def apply(self, index: int) -> None:
        seat = self.turn % len(self.clans)
        option = self.decision().options[index]
        self.made += 1
        if option != "pass":
            card = option[1]
            self.hands[seat].remove(card)
            self.scores[seat] += self.points[seat][card]
            self.counts[f"{self.clans[seat].id}/{card}"]["built"] += 1
        self.scores[seat] += self.rng.randint(0, 2)
        if self.clans[seat].id != "loop":
            self.turn += 1

    def clone(self):
        other = RaceGame.__new__(RaceGame)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.hands = [h[:] for h in self.hands]
        other.scores = self.scores[:]
        other.counts = {k: dict(v) for k, v in self.counts.items()}
        return other

    def result(self) -> GameResult:
        best = max(self.scores)
        return GameResult(
            self.seed,
            [c.id for c in self.clans],
            self.scores[:],
            [i for i, s in enumerate(self.scores) if s == best],
            self.turn // len(self.clans),
            self.made,
            self.decision() is None,
            "",
            self.counts,
        )

    def summary(self) -> dict:
        return {"turn": self.turn, "scores": self.scores}


def new_game(clans, seed):
    return RaceGame(list(clans), seed)


class RandomBot:
    name = "random"

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, game, decision):
        return self.rng.randrange(len(decision.options))


class GreedyBot:
    """Builds the card worth most; never passes while it holds a card."""

    name = "greedy"

    def __init__(self, seed):
        pass

    def choose(self, game, decision):
        points = game.points[decision.player]
        values = [points[o[1]] if o != "pass" else -1 for o in decision.options]
        return values.index(max(values))


def make_bot(name, seed):
    return {"random": RandomBot, "greedy": GreedyBot}[name](seed)


class Script:
    """A bot that answers each decision with the next answer of a script: the option equal to it,
    or whose ``key`` (e.g. its first element) is."""

    name = "script"

    def __init__(self, *answers, key=lambda option: option):
        self.answers, self.key = list(answers), key

    def choose(self, game, decision):
        answer, keys = self.answers.pop(0), [self.key(option) for option in decision.options]
        assert answer in keys, f"{answer!r} not in {decision.options}"
        return keys.index(answer)

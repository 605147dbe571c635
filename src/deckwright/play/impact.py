"""Card impact: play the same games again with one card forbidden, and compare win rates.

``Forbid`` wraps a bot so that it never picks an option that builds or plays a given card (it
still may draw, keep or discard it). Which card an option builds or plays is the system's
knowledge: its ``option_card(kind, option)`` hook answers with a card id or None; forced builds
a few decisions later are caught by looking ahead on a copy of the game.

The change in win rate comes with Newcombe's interval for a difference of two proportions (from
the two Wilson intervals). The runs share seeds, so they are correlated and the interval is on
the safe (wide) side. Verdicts: ``dead`` when the interval lies within +-MARGIN, ``balance
suspect`` when removal costs at least BIG with the interval below zero. A card is judged against
its own entrant's level (each row carries the entrant's baseline): when the entrant is weak with
the card (its win-rate interval wholly below the fair share 1/players), a card whose removal
costs a lot is what keeps it afloat, a ``mainstay``, not a balance suspect.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

from ..game import Decision
from .report import rate, wilson

MARGIN = 0.05  # a change within +-5 points is "no change"
BIG = 0.10  # a loss of 10 points or more "costs a lot"
LOOKAHEAD = 4  # decisions a Forbid wrapper looks ahead for a forced build


@dataclass
class Forbid:
    """A bot that never builds or plays ``card`` ("entrant/card") when it has any other choice.

    Options that name the card are hidden from the inner bot. An engine may also resolve a
    one-option decision by itself (a Construct with a single location in hand), so the option
    the inner bot picks is first tried on a copy of the game, played on to this seat's next
    decision of the same kind (at most ``LOOKAHEAD`` decisions, each seat taking its first
    allowed option); if the card got built or played on the way, the pick is refused and the
    inner bot asked again without it."""

    inner: Any
    card: str
    option_card: Callable[[str, Any], str | None]

    @property
    def name(self) -> str:
        return f"{self.inner.name} without {self.card}"

    def choose(self, game: Any, decision: Decision) -> int:
        allowed = [i for i, o in enumerate(decision.options) if not self._names_card(decision.kind, o)]
        uses = None
        while allowed:
            narrowed = Decision(decision.player, decision.kind, tuple(decision.options[i] for i in allowed))
            pick = allowed[self.inner.choose(game, narrowed)]
            uses = _uses(game.result(), self.card) if uses is None else uses
            if not self._leads_to_card(game, decision, pick, uses):
                return pick
            allowed.remove(pick)
        return self.inner.choose(game, decision)  # every way leads to the card

    def _names_card(self, kind: str, option: Any) -> bool:
        """Whether the option builds or plays the card: named by its key ("entrant/card") where
        the system's options carry keys, else by its id."""
        named = self.option_card(kind, option)
        return named is not None and named == (self.card if "/" in named else self.card.partition("/")[2])

    def _leads_to_card(self, game: Any, decision: Decision, pick: int, uses: int) -> bool:
        sim = game.clone()
        sim.apply(pick)
        for _ in range(LOOKAHEAD):
            ahead = sim.decision()
            if ahead is None or (ahead.player, ahead.kind) == (decision.player, decision.kind):
                break
            sim.apply(next((i for i, o in enumerate(ahead.options) if not self._names_card(ahead.kind, o)), 0))
        return _uses(sim.result(), self.card) > uses


def _uses(result: Any, card: str) -> int:
    counts = result.cards.get(card, {})
    return counts.get("built", 0) + counts.get("played", 0)


def difference(wins_a: int, games_a: int, wins_b: int, games_b: int) -> tuple[float, float, float]:
    """``p_a - p_b`` and its 95% Newcombe (hybrid Wilson score) interval."""
    pa, pb = wins_a / max(games_a, 1), wins_b / max(games_b, 1)
    (la, ua), (lb, ub) = wilson(wins_a, games_a), wilson(wins_b, games_b)
    delta = pa - pb
    return delta, delta - math.hypot(pa - la, ub - pb), delta + math.hypot(ua - pa, pb - lb)


SUSPECT = "balance suspect: removal costs a lot"
MAINSTAY = "mainstay: removal costs a lot, but its entrant is weak even with it"


def verdict(delta: float, low: float, high: float, weak: bool = False) -> str:
    """The verdict on a change in win rate (``weak``: the entrant is weak with the card)."""
    if high < 0 and delta <= -BIG:
        return MAINSTAY if weak else SUSPECT
    if high < 0:
        return "useful"
    if low > 0:
        return "harmful: wins more without it"
    if -MARGIN <= low and high <= MARGIN:
        return "dead: removal changes nothing"
    return "unclear: play more games"


def games_to_separate(gap: float = 2 * MARGIN) -> int:
    """Games per run (with and without the card) for the difference's interval to be narrower
    than ``gap`` / 2 on each side at a 50% win rate, from the Wilson interval width: then a dead
    card (change 0) and one whose removal costs ``gap`` get disjoint intervals."""

    def half(n: int) -> float:
        low, high = wilson(n // 2, n)
        return math.sqrt(2) * (high - low) / 2

    n = 2
    while half(n) > gap / 2:
        n *= 2
    lo, hi = n // 2, n
    while lo < hi:
        mid = (lo + hi) // 2
        lo, hi = (mid + 1, hi) if half(mid) > gap / 2 else (lo, mid)
    return lo


def power_text(games: int) -> dict[str, Any]:
    """How many games it takes to tell a dead card from a balance suspect, for the report."""
    need = games_to_separate(BIG)
    low, high = wilson(games // 2, games)
    half = math.sqrt(2) * (high - low) / 2
    return {
        "games_per_card": games,
        "half_width": round(half, 4),
        "games_to_separate": need,
        "text": (
            f"Each card was tested over {games} games: a change in win rate is known to about "
            f"±{100 * half:.0f} points. Telling a dead card (no change) from a balance suspect "
            f"(removal costs {100 * BIG:.0f} points) needs intervals of ±{50 * BIG:.0f} points, "
            f"that is about {need} games with and {need} without each card."
        ),
    }


def impact(baseline: list[Any], replay: Callable[[list[str]], list[list[Any]]], cards: list[str]) -> dict[str, Any]:
    """Per card ("entrant/card"), the entrant's win rate without it (over finished games; ``failed``
    counts the others), the change from ``baseline`` and the entrant's own rate there (``baseline``).

    ``replay(cards)`` plays the baseline's games again once per card, with that card forbidden,
    and returns the results per card. Cards never built or played in the baseline are dead
    without replaying."""
    base = _entrant_wins(baseline)
    used = {
        card for r in baseline if r.finished for card, c in r.cards.items() if c.get("built", 0) + c.get("played", 0)
    }
    replayed = [card for card in cards if card in used]
    without = dict(zip(replayed, replay(replayed) if replayed else []))
    seats = next((len(r.players) for r in baseline if r.finished), 1)
    rows = {}
    for card in cards:
        entrant = card.partition("/")[0]
        wins, games = base.get(entrant, (0, 0))
        weak = wilson(wins, games)[1] < 1 / seats
        wins_without, games_without = (
            _entrant_wins(without[card]).get(entrant, (0, 0)) if card in without else (wins, games)
        )
        delta, low, high = difference(wins_without, games_without, wins, games)
        failed = sum(not r.finished for r in without.get(card, ()))
        rows[card] = {
            **rate(wins_without, games_without),
            "failed": failed,
            "delta": round(delta, 4),
            "delta_ci95": [round(low, 4), round(high, 4)],
            "verdict": verdict(delta, low, high, weak) if card in used else "dead: never built or played",
            "baseline": rate(wins, games),
        }
    return {"cards": rows, "power": power_text(sum(r.finished for r in baseline))}


def _entrant_wins(results: list[Any]) -> dict[str, tuple[int, int]]:
    """Per entrant id, (wins, games) over finished games; a shared win is a win."""
    totals: dict[str, list[int]] = {}
    for r in results:
        if r.finished:
            for seat, entrant in enumerate(r.players):
                entry = totals.setdefault(entrant, [0, 0])
                entry[0] += seat in r.winners
                entry[1] += 1
    return {entrant: (w, g) for entrant, (w, g) in totals.items()}

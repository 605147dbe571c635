"""The report of a run, computed from its game results after play, and how to word its numbers.

Counting rules: only finished games count toward win rates, scores and cards; games that raised
or never ended are listed under ``failed``. A shared win (several winners) counts as a win for
each winner, so win rates of a table may add up to more than 100%. Intervals are 95% Wilson
score intervals, which stay inside [0, 1] and behave at 0 and 100%.

The content under test comes first: ``meta["tested"]`` names the tested entrants, whose rows
(and cards) lead. ``matchups`` holds, per row entrant and column entrant, the row's wins in the
finished games where both sat at the table. ``acted_as`` holds, per card that acted as another
card (took on its identity) in finished games, each card it acted as and how often, most often
first; its cards also have a row in ``cards``.

Each card's row counts its abilities: ``ability_offered`` and ``ability_used`` over all of them,
and ``abilities``, per ability (``action``, ``feature`` ... as the engine names them), the times
offered and used and the finished games in which it was offered and used at least once. Where a
game scores by card (``GameResult.points``), ``points`` holds per card the mean points it gave
each seat over the finished games.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections import Counter, defaultdict
from typing import Any, Iterable

from ..engine.abilities import OFFERED, USED
from ..systems import all_systems

Z95 = 1.959963984540054
CARD_COUNTS = ("drawn", "kept", "built", "played", "ability_offered", "ability_used")
ABILITY_COUNTS = ("offered", "used", "games_offered", "games_used")  # per ability of a card
BINS = 12


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``wins / games`` ((0, 1) when no games)."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def rate(wins: int, games: int) -> dict[str, Any]:
    """``games``, ``wins``, ``win_rate`` and ``ci95`` of a count of wins."""
    low, high = wilson(wins, games)
    return {
        "games": games,
        "wins": wins,
        "win_rate": _round(wins / games if games else 0.0),
        "ci95": [_round(low), _round(high)],
    }


def build(results: Iterable[Any], meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The report of a run as plain JSON data; ``meta`` (bots, players, seed...) is kept as is.

    ``results`` is read once, as it comes (a stream of millions of games is fine): only counts
    are kept, and the first ``FAILED_LISTED`` unfinished games (``games - completed`` counts them all)."""
    tally = _Tally()
    for result in results:
        tally.add(result)
    report: dict[str, Any] = dict(meta or {})
    first = {entrant: rank for rank, entrant in enumerate(report.get("tested", ()))}

    def order(entrant: str) -> tuple[int, str]:
        return first.get(entrant, len(first)), entrant

    cards = sorted(tally.cards, key=lambda card: (*order(card.partition("/")[0]), card))
    report.update(
        games=tally.games,
        completed=tally.completed,
        failed=tally.failed,
        rounds=_spread(tally.rounds),
        decisions=_spread(tally.decisions),
        endings=dict(sorted(tally.endings.items())),
        entrants={
            entrant: {
                **rate(tally.wins[entrant], tally.played[entrant]),
                "mean_score": _round(_mean(tally.scores[entrant])),
            }
            for entrant in sorted(tally.played, key=order)
        },
        matchups={
            row: {
                column: rate(*tally.matchups[row, column])
                for column in sorted(tally.played, key=order)
                if (row, column) in tally.matchups
            }
            for row in sorted(tally.played, key=order)
        },
        seats=[{"seat": s, **rate(tally.seat_wins[s], tally.seat_games[s])} for s in range(len(tally.seat_games))],
        cards={card: _card_row(tally.cards[card], tally.abilities.get(card, {})) for card in cards},
        acted_as={
            card: dict(sorted(tally.acted_as[card].items(), key=lambda item: (-item[1], item[0])))
            for card in cards
            if card in tally.acted_as
        },
        histograms=_histograms(tally.scores, tally.rounds),
    )
    if tally.points:
        report["points"] = {
            card: [_round(total / tally.completed) for total in seats] for card, seats in sorted(tally.points.items())
        }
    if tally.ratings:
        table = _rating_order(report.get("system"))
        report["ratings"] = {
            entrant: _ratings(tally.ratings[entrant], table) for entrant in sorted(tally.ratings, key=order)
        }
    return report


FAILED_LISTED = 1000  # unfinished games listed in a report by seed, players and message


class _Tally:
    """Counts over finished games; values (scores, rounds) as Counters of value -> games."""

    def __init__(self) -> None:
        self.games = self.completed = 0
        self.failed: list[dict[str, Any]] = []
        self.rounds: Counter[int] = Counter()
        self.decisions: Counter[int] = Counter()
        self.endings: Counter[str] = Counter()  # how finished games ended (their message), where the game says
        self.played: Counter[str] = Counter()
        self.wins: Counter[str] = Counter()
        self.scores: dict[str, Counter[int]] = defaultdict(Counter)
        self.seat_games: list[int] = []
        self.seat_wins: list[int] = []
        self.cards: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(CARD_COUNTS, 0))
        # card -> ability -> offered, used, games offered, games used
        self.abilities: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0, 0, 0]))
        self.points: dict[str, list[int]] = {}  # card -> total points per seat
        self.matchups: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])  # (row, column) -> wins, games
        self.acted_as: dict[str, Counter[str]] = defaultdict(Counter)  # card -> card it acted as -> times
        # entrant -> rating -> [games, sum of their scores]: the system's rating of each finished game
        self.ratings: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))

    def add(self, r: Any) -> None:
        self.games += 1
        if not r.finished:
            if len(self.failed) < FAILED_LISTED:
                self.failed.append({"seed": r.seed, "players": list(r.players), "message": r.message})
            return
        self.completed += 1
        self.rounds[r.rounds] += 1
        self.decisions[r.decisions] += 1
        if r.message:
            self.endings[r.message] += 1
        for seat, entrant in enumerate(r.players):
            self.played[entrant] += 1
            self.wins[entrant] += seat in r.winners
            self.scores[entrant][r.scores[seat]] += 1
            if seat == len(self.seat_games):
                self.seat_games.append(0)
                self.seat_wins.append(0)
            self.seat_games[seat] += 1
            self.seat_wins[seat] += seat in r.winners
            for other in set(r.players) - {entrant}:
                self.matchups[entrant, other][0] += seat in r.winners
                self.matchups[entrant, other][1] += 1
        for seat, rated in enumerate(getattr(r, "ratings", None) or ()):
            tally = self.ratings[r.players[seat]][rated]
            tally[0] += 1
            tally[1] += r.scores[seat]
        for card, counts in r.cards.items():
            row = self.cards[card]
            for name, n in counts.items():
                if name in row:
                    row[name] += n
                elif n and name.endswith(OFFERED):  # an ability never offered has no entry
                    entry = self.abilities[card][name[: -len(OFFERED)]]
                    entry[0] += n
                    entry[2] += 1
                elif n and name.endswith(USED):
                    entry = self.abilities[card][name[: -len(USED)]]
                    entry[1] += n
                    entry[3] += 1
        for card, seats in (getattr(r, "points", None) or {}).items():
            totals = self.points.setdefault(card, [0] * len(seats))
            totals.extend([0] * (len(seats) - len(totals)))
            for seat, n in enumerate(seats):
                totals[seat] += n
        for card, targets in (getattr(r, "acted_as", None) or {}).items():
            self.cards.setdefault(card, dict.fromkeys(CARD_COUNTS, 0))  # its row in the card table
            self.acted_as[card].update(targets)


def _card_row(counts: dict[str, int], abilities: dict[str, list[int]]) -> dict[str, Any]:
    """A card's row: its counts, its abilities' (by name) and their sums ``ability_offered`` and
    ``ability_used``."""
    return {
        **counts,
        "ability_offered": sum(entry[0] for entry in abilities.values()),
        "ability_used": sum(entry[1] for entry in abilities.values()),
        "abilities": {name: dict(zip(ABILITY_COUNTS, entry)) for name, entry in sorted(abilities.items())},
    }


def _rating_order(system: str | None) -> tuple[str, ...]:
    """The system's rating table, best first (its ``rating_order`` hook); () when unknown."""
    hook = all_systems()[system].hook("rating_order") if system in all_systems() else None
    return hook() if hook else ()


def _ratings(counts: dict[str, list[int]], table: tuple[str, ...]) -> list[dict[str, Any]]:
    """An entrant's games per rating in the order of the system's table (best first); a rating
    the table does not name, and all of them where there is no table, by mean score."""
    rows = [
        {"rating": name, "games": games, "mean_score": _round(total / games)} for name, (games, total) in counts.items()
    ]
    rank = {name: index for index, name in enumerate(table)}
    return sorted(rows, key=lambda row: (rank.get(row["rating"], len(rank)), -row["mean_score"], row["rating"]))


def _histograms(scores: dict[str, Counter[int]], rounds: Counter[int]) -> dict[str, Any]:
    edges = _edges([value for counts in scores.values() for value in counts])
    return {
        "scores": {"edges": edges, "counts": {c: _count(v, edges) for c, v in sorted(scores.items())}},
        "rounds": {"edges": _edges(list(rounds)), "counts": _count(rounds, _edges(list(rounds)))},
    }


def _edges(values: list[int]) -> list[int]:
    """Integer bin edges, at most BINS bins, covering ``values`` (a bin holds edge <= v < next)."""
    if not values:
        return [0, 1]
    low, high = min(values), max(values) + 1
    step = max(1, -(-(high - low) // BINS))
    return list(range(low, high + step, step))


def _count(values: Counter[int], edges: list[int]) -> list[int]:
    counts = [0] * (len(edges) - 1)
    for value, games in values.items():
        counts[min(bisect_right(edges, value) - 1, len(counts) - 1)] += games
    return counts


def _mean(values: Counter[int]) -> float:
    total = sum(values.values())
    return sum(value * games for value, games in values.items()) / total if total else 0.0


def _spread(values: Counter[int]) -> dict[str, float]:
    if not values:
        return {"mean": 0.0, "min": 0, "max": 0}
    return {"mean": _round(_mean(values)), "min": min(values), "max": max(values)}


def _round(value: float) -> float:
    return round(value, 4)


def percent(value: float) -> str:
    return f"{100 * value:.1f}%"


def interval(ci: list[float]) -> str:
    return f"{percent(ci[0])}–{percent(ci[1])}"


def disagree(row: dict[str, Any], other: dict[str, Any]) -> bool:
    """Whether two win-rate rows' 95% intervals do not overlap (two bots' estimates of one entrant)."""
    return row["ci95"][1] < other["ci95"][0] or other["ci95"][1] < row["ci95"][0]


def with_skill(report: dict[str, Any], other: dict[str, Any]) -> dict[str, Any]:
    """``report`` with ``skill``: per entrant, its row in ``other`` (the same games by another
    bot, ``other["bot"]``) and whether the two intervals do not overlap (``disagrees``)."""
    rows = {
        entrant: {**other["entrants"][entrant], "disagrees": disagree(row, other["entrants"][entrant])}
        for entrant, row in report["entrants"].items()
        if entrant in other["entrants"]
    }
    return {**report, "skill": {"bot": other["bot"], "entrants": rows}}


def verdict_notes(report: dict[str, Any]) -> list[str]:
    """Which bot the win rates come from, and each entrant whose rate another bot's games
    contradict (``skill``): the verdict depends on how well it is played."""
    if "bot" not in report:
        return []
    lines = [f"Win rates by {report['bot']} play on every seat."]
    skill = report.get("skill") or {"entrants": {}}
    for entrant, other in skill["entrants"].items():
        if other["disagrees"]:
            row = report["entrants"][entrant]
            lines.append(
                f"{entrant} wins {percent(row['win_rate'])} ({interval(row['ci95'])}) by {report['bot']} play but "
                f"{percent(other['win_rate'])} ({interval(other['ci95'])}) by {skill['bot']} play: how it fares "
                "depends on how well it is played."
            )
    return lines


def noun_of(report: dict[str, Any]) -> str:
    """What the report calls an entrant (the system's word, e.g. "clan")."""
    return report.get("noun", "entrant")


MARKER = "deckwright-report"  # names the generator inside every report (ownership is the manifest's)

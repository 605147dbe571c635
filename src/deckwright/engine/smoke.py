"""Smoke play: each tested entrant against all the others, and what its games say as findings.

``E-STUCK`` games that did not finish (a runaway or an engine error); ``W-BALANCE`` the entrant's
win-rate interval lies wholly outside the fair band (35-65% with 2 players; in general 0.7 to
1.3 times the fair share 1/players); ``W-DEAD-CARD`` a card drawn but never built or played.
Findings sit at the entrant's or the card's place in its file.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from ..findings import WARNING, Finding
from ..loader import Document, pointer_join
from . import report as reports
from .arena import Arena, ArenaError
from .runner import run_plans, schedule

BAND = (0.7, 1.3)  # of the fair share: 35-65% with 2 players
GAMES = 400  # per entrant: a win rate to about +-5 points in a few seconds


def play_findings(doc: Document, built: dict[str, Any], players: int) -> list[Finding]:
    """The findings of one entrant's report (``built``: the report built from its games)."""
    entrant = doc.data["id"]
    found = []
    stuck = [f for f in built["failed"] if entrant in f["players"]]
    if stuck:
        # the first game whose message names one of the entrant's cards, else the first game
        shown = next((f for f in stuck if _last_card(doc.data, entrant, f["message"])), stuck[0])
        found.append(
            doc.finding(
                "E-STUCK",
                f"{len(stuck)} of {built['games']} games did not finish (seed {shown['seed']}: {shown['message']})",
                _last_card(doc.data, entrant, shown["message"]) + "/id",
                "a chain of effects that never ends, or a state the rules cannot leave; "
                "the message names the last card",
            )
        )
    row = built["entrants"].get(entrant)
    fair = 1 / players
    if row and (row["ci95"][1] < BAND[0] * fair or row["ci95"][0] > BAND[1] * fair):
        strong = row["ci95"][0] > BAND[1] * fair
        found.append(
            doc.finding(
                "W-BALANCE",
                f"wins {reports.percent(row['win_rate'])} of {row['games']} games "
                f"(95% interval {reports.interval(row['ci95'])}), outside {reports.percent(BAND[0] * fair)}–"
                f"{reports.percent(BAND[1] * fair)}",
                "/id",
                "weaken its cheapest strong cards" if strong else "cheapen or strengthen its cards",
                severity=WARNING,
            )
        )
    for card_id, counts in built["cards"].items():
        owner, _, card = card_id.partition("/")
        if owner == entrant and counts["drawn"] and not counts["built"] + counts["played"]:
            found.append(
                doc.finding(
                    "W-DEAD-CARD",
                    f"card '{card}' was drawn {counts['drawn']} times in {row['games'] if row else 0} "
                    f"games but never built or played",
                    card_pointer(doc.data, card) + "/id",
                    "it may cost too much for what it gives, or need something the deck never has",
                    severity=WARNING,
                )
            )
    return found


def _last_card(data: Any, entrant: str, message: str) -> str:
    """The pointer of the entrant's card a stuck game's message names as ``<entrant>/<card>``
    (its last card), or "" (the entrant itself) when it names none."""
    named = re.search(rf"(?<![\w-]){re.escape(entrant)}/([\w-]+)", message)
    return card_pointer(data, named.group(1)) if named else ""


def card_pointer(data: Any, card: str, pointer: str = "") -> str:
    """The JSON pointer of the first mapping below the top whose id is ``card`` ("" if none)."""
    return next(_pointers(data, card, pointer), "")


def _pointers(data: Any, card: str, pointer: str) -> Iterator[str]:
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        here = pointer_join(pointer, key)
        if isinstance(value, dict) and value.get("id") == card:
            yield here
        yield from _pointers(value, card, here)


def smoke_findings(
    arena: Arena,
    games: int = GAMES,
    players: int | None = None,
    bot: str = "greedy",
    seed: int = 1,
    workers: int | None = None,
    progress: bool = True,
) -> list[Finding]:
    """Play each tested entrant of ``arena`` against all the others in turn; the play findings."""
    players = arena.check_players(players)
    arena.check_bot(bot)
    try:
        plans = [schedule(arena.solo_tables(i, players), games, seed, [bot]) for i in arena.tested]
    except ValueError as exc:
        raise ArenaError(str(exc)) from None
    found = []
    for i, results in zip(arena.tested, run_plans(arena.setup, plans, workers, progress, "smoke-playing")):
        doc = arena.docs.get(arena.setup.entrants[i].id)
        if doc is not None:
            found += play_findings(doc, reports.build(results), players)
    return found

"""Smoke play: each tested entrant against all the others, and what its games say as findings.

``E-STUCK`` games that did not finish (a runaway or an engine error); ``W-BALANCE`` the entrant's
win-rate interval lies wholly outside the fair band (35-65% with 2 players; in general 0.7 to
1.3 times the fair share 1/players); ``W-DEAD-CARD`` a card drawn but never built or played;
``W-NEVER-TAKEN`` an ability of a card offered in many games (``NEVER_TAKEN``) and never used.
Findings sit at the entrant's or the card's place in its file; where seats play no content of
their own, each file of the shared table content gets the E-STUCK of every game and the
W-NEVER-TAKEN of the cards it defines. Beside them,
``Smoke.summary`` has one row per tested entrant (its win rate with interval, mean score, games,
stuck games), which ``check`` and ``build`` always print.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterator

from ..findings import WARNING, Finding
from ..loader import Document, pointer_join
from ..systems import all_systems
from ..validator import Result
from . import report as reports
from .arena import Arena, ArenaError, completion, make_arena
from .runner import run_plans, schedule

BAND = (0.7, 1.3)  # of the fair share: 35-65% with 2 players
# W-NEVER-TAKEN: an ability offered in at least this share of the completed games, and in at least
# this many, that was never used (a rarely offered one proves nothing)
NEVER_TAKEN = (0.25, 20)
GAMES = 400  # per entrant: a win rate to about +-5 points in a few seconds


def play_findings(doc: Document, built: dict[str, Any], players: int) -> list[Finding]:
    """The findings of one entrant's report (``built``: the report built from its games)."""
    entrant = doc.data["id"]
    stuck = [f for f in built["failed"] if entrant in f["players"]]
    found = stuck_findings(doc, stuck, len(stuck), built["games"])
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
    return found + never_taken_findings(doc, built, entrant, row["games"] if row else 0)


def never_taken_findings(doc: Document, built: dict[str, Any], owner: str | None, games: int) -> list[Finding]:
    """W-NEVER-TAKEN at each card of ``doc`` with an ability offered in ``NEVER_TAKEN`` of the
    ``games`` and never used; ``owner``: the entrant whose cards these are (None: any card the
    document defines, for shared table content)."""
    share, least = NEVER_TAKEN
    found = []
    for key, counts in built["cards"].items():
        prefix, _, card = key.partition("/")
        pointer = card_pointer(doc.data, card)
        if (prefix != owner if owner is not None else not pointer) or not games:
            continue
        for name, ability in counts.get("abilities", {}).items():
            if not ability["used"] and ability["games_offered"] >= max(least, share * games):
                found.append(
                    doc.finding(
                        "W-NEVER-TAKEN",
                        f"card '{card}': its {name} was offered in {ability['games_offered']} of {games} games, "
                        f"{ability['offered']:,} times, never taken",
                        pointer + "/id",
                        "the bots may not see what it is worth, or it is never worth its price: "
                        "make it cheaper or stronger, or play it yourself to check",
                        severity=WARNING,
                    )
                )
    return found


def stuck_findings(doc: Document, stuck: list[dict[str, Any]], count: int, games: int) -> list[Finding]:
    """E-STUCK in ``doc`` when ``count`` of ``games`` games it played did not finish (``stuck``:
    those listed), at the line of its card the shown game's message names, else at its id."""
    if not count:
        return []
    owner = doc.data["id"]
    # the first game whose message names one of the document's cards, else the first game
    shown = next((f for f in stuck if _last_card(doc.data, owner, f["message"])), stuck[0])
    return [
        doc.finding(
            "E-STUCK",
            f"{count} of {games} games did not finish (seed {shown['seed']}: {shown['message']})",
            _last_card(doc.data, owner, shown["message"]) + "/id",
            "a chain of effects that never ends, or a state the rules cannot leave; the message names the last card",
        )
    ]


def _last_card(data: Any, entrant: str, message: str) -> str:
    """The pointer of the entrant's card a stuck game's message names as ``<entrant>/<card>``
    (its last card), or "" (the entrant itself) when it names none."""
    named = re.search(rf"(?<![\w-]){re.escape(entrant)}/([\w-]+)", message)
    return card_pointer(data, named.group(1)) if named else ""


def card_pointer(data: Any, card: str, pointer: str = "") -> str:
    """The JSON pointer of the first mapping below the top whose id is ``card`` ("" if none)."""
    return next((here for here, found in card_ids(data, pointer) if found == card), "")


def card_ids(data: Any, pointer: str = "") -> Iterator[tuple[str, Any]]:
    """The JSON pointer and id of each mapping below the top that has one, in document order."""
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        here = pointer_join(pointer, key)
        if isinstance(value, dict) and "id" in value:
            yield here, value["id"]
        yield from card_ids(value, here)


@dataclass
class Smoke:
    """What a smoke play found, and the summary row of each tested entrant (see ``summary_row``)."""

    findings: list[Finding] = field(default_factory=list)
    summary: list[dict[str, Any]] = field(default_factory=list)


def summary_row(name: str, noun: str, entrant: str, built: dict[str, Any]) -> dict[str, Any]:
    """One entrant's summary: ``name`` (its id, or the files under test when seats play no
    content of their own), ``noun`` (what it is), games, stuck (games that did not finish), wins,
    win rate and its 95% interval, and mean score over the finished games."""
    row = built["entrants"].get(entrant) or {**reports.rate(0, 0), "mean_score": 0.0}
    return {"name": name, "noun": noun, **row, "games": built["games"], "stuck": built["games"] - built["completed"]}


def summary_line(row: dict[str, Any]) -> str:
    """``veska (clan): wins 41.0% (95% interval 36.3%–45.9%), mean score 38.2, 400 games, 0 stuck``;
    the win rate is over the finished games."""
    return (
        f"{row['name']} ({row['noun']}): wins {reports.percent(row['win_rate'])} "
        f"(95% interval {reports.interval(row['ci95'])}), mean score {row['mean_score']:.1f}, "
        f"{row['games']} games, {row['stuck']} stuck"
    )


def smoke_play(
    arena: Arena,
    games: int = GAMES,
    players: int | None = None,
    bot: str = "greedy",
    seed: int = 1,
    workers: int | None = None,
    progress: bool = True,
) -> Smoke:
    """Play each tested entrant of ``arena`` against all the others in turn: the play findings
    and each tested entrant's summary row."""
    players = arena.check_players(players)
    arena.check_bot(bot)
    try:
        plans = [schedule(arena.solo_tables(i, players), games, seed, [bot]) for i in arena.tested]
    except ValueError as exc:
        raise ArenaError(str(exc)) from None
    smoke = Smoke()
    seat = arena.system.seat
    for i, results in zip(arena.tested, run_plans(arena.setup, plans, workers, progress, "smoke-playing")):
        entrant = arena.setup.entrants[i].id
        built = reports.build(results)
        doc = arena.docs.get(entrant)
        if doc is not None:
            smoke.findings += play_findings(doc, built, players)
        if seat.content is None:  # one anonymous seat stands for the content every seat shares
            stuck = built["games"] - built["completed"]  # every game plays all of it
            smoke.findings += [
                f for doc in arena.table_docs for f in stuck_findings(doc, built["failed"], stuck, built["games"])
            ]
            smoke.findings += [
                f for doc in arena.table_docs for f in never_taken_findings(doc, built, None, built["completed"])
            ]
            name, noun = (
                " + ".join(filter(None, [", ".join(path.name for path in arena.given), completion(arena)])),
                f"shared by every {seat.noun}; one {seat.noun}'s results",
            )
        else:
            name, noun = entrant, seat.noun
        smoke.summary.append(summary_row(name, noun, entrant, built))
    return smoke


def smoke_validated(
    result: Result, games: int = GAMES, progress: bool = True, workers: int | None = None
) -> tuple[Smoke, list[str]]:
    """Smoke-play the clean documents of every system with a rules engine, each system's entrants
    against its shipped ones (on ``workers`` processes, ``smoke_play``): the findings, the summary
    rows (each with the system's ``title``) and notes on the systems not played."""
    smoke, notes = Smoke(), []
    for name, system in all_systems().items():
        documents = [(v.doc, v.content) for v in result.documents if v.system == name and not v.errors]
        if not documents:
            continue
        if "new_game" not in system.hooks:
            notes.append(f"{system.title}: no rules engine yet, smoke play skipped")
            continue
        try:
            played = smoke_play(make_arena(name, documents), games, workers=workers, progress=progress)
        except ArenaError as exc:
            notes.append(f"{system.title}: smoke play skipped: {exc}")
            continue
        smoke.findings += played.findings
        smoke.summary += [{"title": system.title, **row} for row in played.summary]
    return smoke, notes

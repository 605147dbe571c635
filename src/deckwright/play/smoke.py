"""Smoke play: each tested entrant against all the others, and what its games say as findings.

Two runs by default: the greedy bot plays the smoke part, the strong bot the balance verdict
(one bot plays both when the caller names it). ``E-STUCK`` games of either run that did not
finish (a runaway or an engine error); ``W-DEAD-CARD`` a card drawn but never built or played in
the smoke run; ``W-NEVER-TAKEN`` an ability of a card offered in many games of the smoke run
(``NEVER_TAKEN``) and never used; ``W-BALANCE`` the entrant's win-rate interval in the verdict's
run lies wholly outside the band (35-65% with 2 players; in general 0.7 to 1.3 times the fair
share 1/players; solo, the span of the shipped entrants' solo win rates); ``W-SKILL`` the two
runs' intervals of the entrant do not overlap (how it fares depends on how well it is played).
Findings sit at the entrant's or the card's place in its file; where seats play no content of
their own, each file of the shared table content gets the E-STUCK of every game and the
W-NEVER-TAKEN of the cards it defines. Beside them, ``Smoke.summary`` has one row per tested entrant
(its win rate with interval by the verdict's bot, mean score, games, stuck games, the other
bot's rate where they disagree), which ``check`` and ``build`` always print.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterator, Sequence

from ..findings import Finding
from ..loader import Document, pointer_join
from ..systems import all_systems
from ..validator import Result
from . import report as reports
from .arena import SMOKE_BOT, VERDICT_BOT, Arena, ArenaError, completion, make_arena
from .runner import Progress, Setup, pooled, run_plans, schedule

BAND = (0.7, 1.3)  # of the fair share: 35-65% with 2 players
# W-NEVER-TAKEN: an ability offered in at least this share of the completed games, and in at least
# this many, that was never used (a rarely offered one proves nothing)
NEVER_TAKEN = (0.25, 20)
GAMES = 400  # per entrant: a win rate to about +-5 points
# build's verdict games per entrant: a first look (+-10 points) that keeps the main job to minutes
# on the shipped content; its smoke part still plays GAMES (docs/printing.md#build)
BUILD_GAMES = 100


def balance_band(players: int, shipped: Sequence[float] = ()) -> tuple[float, float] | None:
    """The win rates ``W-BALANCE`` accepts at a table of ``players``: ``BAND`` times the fair share
    1/players; solo, where no seat's share is fair, the span of the shipped entrants' solo win
    rates (``shipped``), None (no verdict) without them (docs/play.md#solo-verdict)."""
    if players == 1:
        return (min(shipped), max(shipped)) if shipped else None
    return BAND[0] / players, BAND[1] / players


def play_findings(
    doc: Document,
    built: dict[str, Any],
    players: int,
    verdict: dict[str, Any] | None = None,
    shipped: Sequence[float] = (),
) -> list[Finding]:
    """The findings of one entrant's games: ``built`` is the report of the smoke run (stuck games,
    cards), ``verdict`` the report of the balance run by another bot (``W-BALANCE``, ``W-SKILL``;
    ``built`` itself when None); ``shipped``: the shipped entrants' solo win rates (``balance_band``)."""
    entrant = doc.data["id"]
    runs = [built] if verdict is None else [built, verdict]
    stuck = [f for run in runs for f in run["failed"] if entrant in f["players"]]
    found = stuck_findings(doc, stuck, len(stuck), sum(run["games"] for run in runs))
    row = built["entrants"].get(entrant)
    found += balance_findings(doc, verdict or built, balance_band(players, shipped), built if verdict else None)
    for card_id, counts in built["cards"].items():
        owner, _, card = card_id.partition("/")
        if owner == entrant and _dead(counts):
            found.append(
                doc.finding(
                    "W-DEAD-CARD",
                    f"card '{card}' was drawn {counts['drawn']} times in {row['games'] if row else 0} "
                    f"games but never built or played",
                    card_pointer(doc.data, card) + "/id",
                    "it may cost too much for what it gives, or need something the deck never has",
                )
            )
    return found + never_taken_findings(doc, built, entrant, row["games"] if row else 0)


def _dead(counts: dict[str, Any]) -> bool:
    """A card drawn and never built or played."""
    return bool(counts.get("drawn")) and not counts.get("built", 0) + counts.get("played", 0)


def never_taken_findings(doc: Document, built: dict[str, Any], owner: str | None, games: int) -> list[Finding]:
    """W-NEVER-TAKEN at each card of ``doc`` with an ability offered in ``NEVER_TAKEN`` of the
    ``games`` and never used; ``owner``: the entrant whose cards these are (None: any card the
    document defines, for shared table content). A card drawn but never built or played is left
    to W-DEAD-CARD."""
    share, least = NEVER_TAKEN
    found = []
    for key, counts in built["cards"].items():
        prefix, _, card = key.partition("/")
        pointer = card_pointer(doc.data, card)
        if (prefix != owner if owner is not None else not pointer) or not games or _dead(counts):
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
                    )
                )
    return found


def balance_findings(
    doc: Document, verdict: dict[str, Any], band: tuple[float, float] | None, smoke: dict[str, Any] | None = None
) -> list[Finding]:
    """``W-BALANCE`` when the entrant's win-rate interval in ``verdict`` lies wholly outside
    ``band``; ``W-SKILL`` when its interval in ``smoke`` (another bot's run) does not overlap it."""
    entrant = doc.data["id"]
    row, found = verdict["entrants"].get(entrant), []
    if row and band and (row["ci95"][1] < band[0] or row["ci95"][0] > band[1]):
        strong = row["ci95"][0] > band[1]
        found.append(
            doc.finding(
                "W-BALANCE",
                f"wins {reports.percent(row['win_rate'])} of {row['games']} games by {verdict['bot']} play "
                f"(95% interval {reports.interval(row['ci95'])}), outside {reports.interval(list(band))}",
                "/id",
                "weaken its cheapest strong cards" if strong else "cheapen or strengthen its cards",
            )
        )
    other = smoke["entrants"].get(entrant) if smoke else None
    if smoke and row and other and reports.disagree(row, other):
        found.append(
            doc.finding(
                "W-SKILL",
                f"wins {reports.percent(row['win_rate'])} (95% interval {reports.interval(row['ci95'])}) by "
                f"{verdict['bot']} play but {reports.percent(other['win_rate'])} "
                f"({reports.interval(other['ci95'])}) by {smoke['bot']} play: how it fares depends on how well "
                "it is played",
                "/id",
                f"the verdict is the {verdict['bot']} play's; at a table that plans less far ahead it fares "
                f"nearer the {smoke['bot']} play's figure",
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


def summary_row(
    name: str, noun: str, entrant: str, built: dict[str, Any], smoke: dict[str, Any] | None = None
) -> dict[str, Any]:
    """One entrant's summary: ``name`` (its id, or the files under test when seats play no
    content of their own), ``noun`` (what it is), games, stuck (games that did not finish), wins,
    win rate and its 95% interval, and mean score over the finished games, all from ``built``
    (the verdict's run), and the ``bot`` that played them; ``skill``: the entrant's row in
    ``smoke`` (another bot's run) with that bot's name, when the two intervals do not overlap."""
    row = built["entrants"].get(entrant) or {**reports.rate(0, 0), "mean_score": 0.0}
    other = smoke["entrants"].get(entrant) if smoke else None
    skill = {"bot": smoke["bot"], **other} if smoke and other and reports.disagree(row, other) else None
    return {
        "name": name,
        "noun": noun,
        **row,
        "games": built["games"],
        "stuck": built["games"] - built["completed"],
        "bot": built["bot"],
        **({"skill": skill} if skill else {}),
    }


def summary_line(row: dict[str, Any]) -> str:
    """``veska (clan): wins 41.0% (95% interval 36.3%–45.9%) by strong play, mean score 38.2, 400
    games, 0 stuck``, then where another bot's rate disagrees ``; 55.0% (50.1%–59.8%) by greedy
    play: depends on skill``; the win rate is over the finished games."""
    skill = row.get("skill")
    return (
        f"{row['name']} ({row['noun']}): wins {reports.percent(row['win_rate'])} "
        f"(95% interval {reports.interval(row['ci95'])}) by {row['bot']} play, mean score {row['mean_score']:.1f}, "
        f"{row['games']} games, {row['stuck']} stuck"
        + (
            f"; {reports.percent(skill['win_rate'])} ({reports.interval(skill['ci95'])}) by {skill['bot']} play: "
            "depends on skill"
            if skill
            else ""
        )
    )


def smoke_play(
    arena: Arena,
    games: int = GAMES,
    players: int | None = None,
    bot: str | None = None,
    seed: int = 1,
    workers: int | None = None,
    progress: Progress | None = None,
    smoke_games: int | None = None,
    client: Any = None,
) -> Smoke:
    """Play each tested entrant of ``arena`` against all the others in turn: the play findings
    and each tested entrant's summary row. ``bot`` plays all of it; by default ``SMOKE_BOT``
    plays the smoke part (``smoke_games`` per entrant, default ``games``: stuck games, cards)
    and ``VERDICT_BOT`` the balance verdict (``games``). Solo, the shipped entrants play alone
    too, for the band of ``balance_band``. ``client``: a Dask client to play on (``runner.cluster``);
    ``progress`` hears how far each run got."""
    players = arena.check_players(players)
    bots = {bot: games} if bot else {SMOKE_BOT: smoke_games or games, VERDICT_BOT: games}
    for name in bots:
        arena.check_bot(name)
    tables = [arena.solo_tables(i, players) for i in arena.tested]
    where = (workers, progress, client)
    runs = [_play_each(arena.setup, tables, count, seed, name, where) for name, count in bots.items()]
    verdict_bot = bot or VERDICT_BOT
    shipped: list[float] = []
    if players == 1 and arena.shipped:
        setup = replace(arena.setup, entrants=arena.shipped)
        alone: list[list[tuple[int, ...]]] = [[(i,)] for i in range(len(arena.shipped))]
        label = f"shipped {arena.system.seat.noun}s alone"
        for entrant, built in zip(arena.shipped, _play_each(setup, alone, games, seed, verdict_bot, where, label)):
            shipped += [built["entrants"][entrant.id]["win_rate"]] if entrant.id in built["entrants"] else []
    played = Smoke()
    seat = arena.system.seat
    for n, i in enumerate(arena.tested):
        entrant = arena.setup.entrants[i].id
        first, built = runs[0][n], runs[-1][n]  # the smoke part's run and the verdict's (one run with one bot)
        both = [first, built] if built is not first else [first]
        doc = arena.docs.get(entrant)
        if doc is not None:
            played.findings += play_findings(doc, first, players, built if len(both) > 1 else None, shipped)
        if seat.content is None:  # one anonymous seat stands for the content every seat shares
            failed = [f for run in both for f in run["failed"]]
            total, done = (sum(run[key] for run in both) for key in ("games", "completed"))
            played.findings += [f for doc in arena.table_docs for f in stuck_findings(doc, failed, total - done, total)]
            played.findings += [
                f for doc in arena.table_docs for f in never_taken_findings(doc, first, None, first["completed"])
            ]
            name, noun = (
                " + ".join(filter(None, [", ".join(path.name for path in arena.given), completion(arena)])),
                f"shared by every {seat.noun}; one {seat.noun}'s results",
            )
        else:
            name, noun = entrant, seat.noun
        played.summary.append(summary_row(name, noun, entrant, built, first if len(both) > 1 else None))
    return played


def _play_each(
    setup: Setup,
    tables: list[list[tuple[int, ...]]],
    games: int,
    seed: int,
    bot: str,
    where: tuple[int | None, Progress | None, Any],
    label: str = "",
) -> list[dict[str, Any]]:
    """The report of each entry of ``tables`` (an entrant's tables), ``games`` games by ``bot``
    on every seat; ``where``: the workers, the progress callback, and the Dask client. Where
    entries share tables (``runner.pooled``), each game is played once and reported in every
    entry it belongs to."""
    shared = pooled(tables, games)
    try:
        plans = (
            [schedule(entry, games, seed, [bot]) for entry in tables]
            if not shared
            else [schedule(*shared, seed, [bot])]
        )
    except ValueError as exc:
        raise ArenaError(str(exc)) from None
    workers, progress, client = where
    played = run_plans(setup, plans, workers, progress, label or f"{bot} play", client)
    if shared:
        at = [(frozenset(job.seats), result) for job, result in zip(plans[0], played[0])]
        kept = [{frozenset(table) for table in entry} for entry in tables]
        played = [[result for seats, result in at if seats in own] for own in kept]
    return [reports.build(results, {"bot": bot}) for results in played]


def smoke_validated(
    result: Result,
    games: int = GAMES,
    progress: Progress | None = None,
    workers: int | None = None,
    smoke_games: int | None = None,
) -> tuple[Smoke, list[str]]:
    """Smoke-play the clean documents of every system with a rules engine, each system's entrants
    against its shipped ones (on ``workers`` processes, ``smoke_play``, ``games`` and
    ``smoke_games`` as there): the findings, the summary rows (each with the system's ``title``)
    and notes on the systems not played."""
    smoke, notes = Smoke(), []
    for name, system in all_systems().items():
        documents = [(v.doc, v.content) for v in result.documents if v.system == name and not v.errors]
        if not documents:
            continue
        played, note = play_system(
            name,
            documents,
            lambda arena: smoke_play(arena, games, workers=workers, progress=progress, smoke_games=smoke_games),
        )
        notes += [note] if note else []
        smoke.findings += played.findings
        smoke.summary += [{"title": system.title, **row} for row in played.summary]
    return smoke, notes


def play_system(
    name: str, documents: list[tuple[Document, str]], play: Callable[[Arena], Smoke]
) -> tuple[Smoke, str | None]:
    """One system's clean ``documents`` smoke-played by ``play`` (given their arena), or nothing
    and a note saying why not: the system has no rules engine, or its arena cannot be played."""
    system = all_systems()[name]
    if "new_game" not in system.hooks:
        return Smoke(), f"{system.title}: no rules engine yet, smoke play skipped"
    try:
        return play(make_arena(name, documents)), None
    except ArenaError as exc:
        return Smoke(), f"{system.title}: smoke play skipped: {exc}"

"""``deckwright check``: validate, then smoke-play each clan against the shipped ones.

Play findings, in the validator's format and at the clan's or card's place in its file:
``E-STUCK`` games that did not finish (a runaway or an engine error); ``W-BALANCE`` the clan's
win-rate interval lies wholly outside the fair band (35-65% with 2 players; in general 0.7 to
1.3 times the fair share 1/players); ``W-DEAD-CARD`` a card drawn but never built or played.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import click

from ..engine import report as reports
from ..engine.runner import default_workers, run_plans, schedule
from ..findings import WARNING, Finding
from ..loader import Document, pointer_join
from .output import FORMATS, report as print_findings
from .play import Arena, ArenaError, check_bot, load_arena, make_arena, search_budget, search_options, with_budget

BAND = (0.7, 1.3)  # of the fair share: 35-65% with 2 players
GAMES = 400  # per clan: a win rate to about +-5 points in a few seconds


def play_findings(doc: Document, clan: dict[str, Any], players: int) -> list[Finding]:
    """The findings of one clan's report (``clan``: the report built from its games)."""
    clan_id = doc.data["id"]
    found = []
    stuck = [f for f in clan["failed"] if clan_id in f["players"]]
    if stuck:
        found.append(doc.finding(
            "E-STUCK", f"{len(stuck)} of {clan['games']} games did not finish (seed {stuck[0]['seed']}: "
            f"{stuck[0]['message']})", "/id",
            "a chain of effects that never ends, or a state the rules cannot leave; the message names the last card"))
    row = clan["clans"].get(clan_id)
    fair = 1 / players
    if row and (row["ci95"][1] < BAND[0] * fair or row["ci95"][0] > BAND[1] * fair):
        strong = row["ci95"][0] > BAND[1] * fair
        found.append(doc.finding(
            "W-BALANCE", f"wins {reports.percent(row['win_rate'])} of {row['games']} games "
            f"(95% interval {reports.interval(row['ci95'])}), outside {reports.percent(BAND[0] * fair)}–"
            f"{reports.percent(BAND[1] * fair)}", "/id",
            "weaken its cheapest strong cards" if strong else "cheapen or strengthen its cards",
            severity=WARNING))
    for card_id, counts in clan["cards"].items():
        owner, _, card = card_id.partition("/")
        if owner == clan_id and counts["drawn"] and not counts["built"] + counts["played"]:
            found.append(doc.finding(
                "W-DEAD-CARD", f"card '{card}' was drawn {counts['drawn']} times in {row['games'] if row else 0} "
                f"games but never built or played", card_pointer(doc.data, card) + "/id",
                "it may cost too much for what it gives, or need something the clan never has", severity=WARNING))
    return found


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


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--games", type=click.IntRange(1, 1_000_000), default=GAMES, show_default=True,
              help="Games per clan.")
@click.option("--players", type=click.IntRange(2, 4), default=2, show_default=True, help="Players per game.")
@click.option("--bot", default="greedy", show_default=True, help="Bot playing every seat.")
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the run.")
@click.option("--workers", type=click.IntRange(1, 512), default=None,
              help=f"Worker processes (default: all {default_workers()} cores).")
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="text", show_default=True,
              help="text for people, json for tools, github for CI annotations.")
@search_options
def check(paths: tuple[Path, ...], games: int, players: int, bot: str, seed: int, workers: int | None,
          fmt: str, rollouts: int | None, depth: int | None) -> None:
    """Validate card files, then smoke-play each clan against the shipped clans.

    \b
    Reports E-STUCK (games that never end), W-BALANCE (win rate far from fair) and
    W-DEAD-CARD (cards never built or played), where they are in the files.
    Exit status: 0 no errors (warnings allowed), 1 errors, 2 unreadable input.
    Example:  deckwright check cards/eotn/clans/my-clan.yaml
    """
    check_bot(bot)
    budget = search_budget(bot, rollouts, depth)
    findings, files, arena = load_arena(list(paths), strict=False)
    if arena is not None:
        arena = with_budget(arena, budget)
        findings = findings + smoke_findings(arena, games, players, bot, seed, workers, fmt == "text")
    raise SystemExit(print_findings(sorted(findings, key=Finding.sort_key), files, fmt))


def smoke_findings(arena: Arena, games: int = GAMES, players: int = 2, bot: str = "greedy", seed: int = 1,
                   workers: int | None = None, progress: bool = True) -> list[Finding]:
    """Play each tested clan of ``arena`` against all the others in turn; the play findings."""
    try:
        plans = [schedule(arena.solo_tables(i, players), games, seed, [bot]) for i in arena.tested]
    except ValueError as exc:
        raise ArenaError(str(exc)) from None
    found = []
    for i, results in zip(arena.tested, run_plans(arena.setup, plans, workers, progress, "smoke-playing")):
        found += play_findings(arena.docs[arena.setup.entrants[i].id], reports.build(results), players)
    return found


def smoke_check(system: str, documents: list[tuple[Document, str]]) -> list[Finding]:
    """``deckwright build``'s smoke play: check's games and findings with check's defaults."""
    return smoke_findings(make_arena(system, documents))

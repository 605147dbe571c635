"""``deckwright check``: validate, then smoke-play each entrant against the shipped ones.

The play findings (``E-STUCK``, ``W-BALANCE``, ``W-DEAD-CARD``) come from ``engine.smoke`` and
print in the validator's format.
"""

from __future__ import annotations

from pathlib import Path

import click

from ..engine.arena import load_arena, with_budget
from ..engine.smoke import GAMES, smoke_findings
from ..findings import Finding
from .output import findings_format
from .output import report as print_findings
from .play import check_bot, search_budget, search_options, table_options


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--games",
    type=click.IntRange(1, 1_000_000),
    default=GAMES,
    show_default=True,
    help="Games per entrant (what one seat plays).",
)
@click.option("--bot", default="greedy", show_default=True, help="Bot playing every seat.")
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the run.")
@findings_format
@search_options
@table_options
def check(
    paths: tuple[Path, ...],
    games: int,
    players: int | None,
    bot: str,
    seed: int,
    workers: int | None,
    fmt: str,
    rollouts: int | None,
    depth: int | None,
) -> None:
    """Validate card files, then smoke-play each entrant (clan, faction ...) against the shipped ones.

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

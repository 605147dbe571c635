"""``deckwright check``: validate, then smoke-play each entrant against the shipped ones.

The play findings (``E-STUCK``, ``W-BALANCE``, ``W-DEAD-CARD``) come from ``engine.smoke`` and
print in the validator's format; then one summary line per tested entrant (win rate with its
interval, mean score, games, stuck games). ``--format json`` prints one object holding both:
``{"findings": [...], "summary": [...]}``.
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from ..engine.arena import load_arena, with_budget, with_variants
from ..engine.smoke import GAMES, Smoke, smoke_play, summary_line
from ..findings import Finding, exit_code, to_json
from .output import findings_format
from .output import report as print_findings
from .play import check_bot, search_budget, search_options, table_options, variant_option


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
@variant_option
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
    variants: tuple[str, ...],
) -> None:
    """Validate card files, then smoke-play each entrant (clan, faction ...) against the shipped ones.

    \b
    Reports E-STUCK (games that never end), W-BALANCE (win rate far from fair) and
    W-DEAD-CARD (cards never built or played), where they are in the files, then a
    summary line per entrant: win rate with its 95% interval, mean score, games, stuck games.
    --format json prints {"findings": [...], "summary": [...]}.
    Exit status: 0 no errors (warnings allowed), 1 errors, 2 unreadable input.
    Example:  deckwright check cards/eotn/clans/my-clan.yaml
    """
    check_bot(bot)
    budget = search_budget(bot, rollouts, depth)
    findings, files, arena = load_arena(list(paths), strict=False)
    smoke = Smoke()
    if arena is not None:
        arena = with_variants(with_budget(arena, budget), variants, arena.check_players(players))
        smoke = smoke_play(arena, games, players, bot, seed, workers, fmt == "text")
    findings = sorted(findings + smoke.findings, key=Finding.sort_key)
    if fmt == "json":
        click.echo(json.dumps({"findings": json.loads(to_json(findings)), "summary": smoke.summary}, indent=2))
        raise SystemExit(exit_code(findings))
    status = print_findings(findings, files, fmt)
    for row in smoke.summary:
        click.echo(summary_line(row))
    raise SystemExit(status)

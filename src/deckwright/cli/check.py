"""``deckwright check``: validate, then smoke-play each entrant against the shipped ones.

The play findings (``E-STUCK``, ``W-BALANCE``, ``W-SKILL``, ``W-DEAD-CARD``) come from
``play.smoke`` and print in the validator's format; then one summary line per tested entrant
(win rate with its interval and the bot it comes from, mean score, games, stuck games).
``--format json`` prints one object holding both: ``{"findings": [...], "summary": [...]}``.
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from ..findings import Finding, exit_code, to_json
from ..play.arena import SMOKE_BOT, VERDICT_BOT, load_arena, with_budget, with_variants
from ..play.smoke import GAMES, Smoke, smoke_play, summary_line
from .options import (
    GameSettings,
    bot_option,
    findings_format,
    game_options,
    games_option,
    seed_option,
    smoke_games_option,
)
from .output import report as print_findings
from .progress import bar


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@games_option(
    GAMES,
    "Games per entrant (what one seat plays) for the balance verdict, and for the smoke part unless "
    "--smoke-games says otherwise.",
)
@smoke_games_option(None, SMOKE_BOT)
@bot_option(
    f"Bot playing every seat of all of it [default: {SMOKE_BOT} for the smoke part, {VERDICT_BOT} for the verdict]."
)
@seed_option("Seed of the run.")
@findings_format
@game_options
def check(
    paths: tuple[Path, ...],
    games: int,
    smoke_games: int | None,
    bot: str | None,
    seed: int,
    fmt: str,
    settings: GameSettings,
) -> None:
    """Validate card files, then smoke-play each entrant against the shipped ones.

    \b
    An entrant is what one seat plays: a clan, a faction ...
    Reports E-STUCK (games that never end) and W-DEAD-CARD (cards never built or played)
    from greedy play, W-BALANCE (win rate far from fair) from strong play, and W-SKILL
    (the two disagree: the verdict depends on skill), where they are in the files, then a
    summary line per entrant: win rate with its 95% interval and the bot it comes from,
    mean score, games, stuck games.
    --format json prints {"findings": [...], "summary": [...]}.
    Exit status: 0 no errors (warnings allowed), 1 errors, 2 unreadable input.
    Example:  deckwright check cards/eotn/clans/my-clan.yaml
    """
    budget = settings.budget(bot or VERDICT_BOT)
    findings, files, arena = load_arena(list(paths), strict=False)
    smoke = Smoke()
    if arena is not None:
        arena = with_variants(with_budget(arena, budget), settings.variants, arena.check_players(settings.players))
        with settings.client() as client, bar(fmt == "text") as progress:
            smoke = smoke_play(
                arena, games, settings.players, bot, seed, settings.workers, progress, smoke_games, client
            )
    findings = sorted(findings + smoke.findings, key=Finding.sort_key)
    if fmt == "json":
        click.echo(json.dumps({"findings": json.loads(to_json(findings)), "summary": smoke.summary}, indent=2))
        raise SystemExit(exit_code(findings))
    status = print_findings(findings, files, fmt)
    for row in smoke.summary:
        click.echo(summary_line(row))
    raise SystemExit(status)

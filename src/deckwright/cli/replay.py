"""``deckwright replay``: rebuild games logged by ``deckwright play --log`` and re-check each decision."""

from __future__ import annotations

import re
from pathlib import Path

import click

from ..engine import core, replaylog
from .output import report as print_findings
from ..engine.arena import Arena, ArenaError, load_arena

LINE = re.compile(r"log line (\d+): (.*)", re.DOTALL)


class Mismatch(Exception):
    """The log cannot be replayed as written: the message says where and why."""


def rebuild(header: dict, arenas: dict) -> tuple[core.Game, list[str]]:
    """The logged game, fresh, from the files its header names (loaded once per set of files),
    and notes on the content that changed since the log was written."""
    files = header["files"]
    missing = [f for f in [*files["clans"], files["islands"]] if f and not Path(f).is_file()]
    if missing:
        raise Mismatch(f"{missing[0]} named by the log is missing")
    key = (*files["clans"], files["islands"])
    if key not in arenas:
        findings, count, arenas[key] = load_arena([Path(f) for f in files["clans"]],
                                                  table=Path(files["islands"]) if files["islands"] else None)
        if findings:
            print_findings(findings, count, "text")
    arena: Arena | None = arenas[key]
    if arena is None:
        raise Mismatch("the files named by the log have errors now")
    if arena.system.name != header["system"]:
        raise Mismatch(f"the log is of {header['system']}, its files of {arena.system.name}")
    by_id = {e.id: e for e in arena.setup.entrants}
    gone = [i for i in header["seats"] if i not in by_id]
    if gone:
        raise Mismatch(f"clan {gone[0]!r} is not among the clans any more")
    logged = header.get("sources", {})
    now = {**{f"clan {i}": by_id[i] for i in header["seats"]},
           **getattr(arena.setup.new_game, "keywords", {})}
    was = {**{f"clan {i}": s for i, s in logged.get("clans", {}).items()}, **logged.get("shared", {})}
    notes = [f"{what} ({(replaylog.source(obj) or {}).get('path', 'no file')}) changed since the log was written"
             for what, obj in now.items()
             if was.get(what) and (replaylog.source(obj) or {}).get("sha256") != was[what]["sha256"]]
    game = arena.setup.new_game([by_id[i] for i in header["seats"]], seed=header["seed"])
    if header.get("options") is not None and replaylog.options(game) != header["options"]:
        raise Mismatch(f"the engine's options {replaylog.options(game)} differ from the log's {header['options']}")
    return game, notes


def outcome(result: core.GameResult) -> dict:
    return {"finished": result.finished, "scores": result.scores, "winners": result.winners, "rounds": result.rounds}


def replay_log(path: Path, arenas: dict) -> int:
    """Replay one log file, print what came of it and return its exit status."""
    try:
        log = replaylog.read(path)
    except replaylog.LogError as exc:
        click.echo(f"{path}: {exc}")
        return 2
    notes: list[str] = []
    try:
        game, notes = rebuild(log.header, arenas)
        try:
            result = core.replay(game, [text for _, text in log.decisions])
        except ValueError as exc:
            found = LINE.match(str(exc))
            raise Mismatch(f"line {log.decisions[int(found[1]) - 1][0]}: {found[2]}" if found else str(exc)) from None
        except Exception as exc:  # the engine broke on a logged choice: a finding, as in play
            raise Mismatch(f"the engine raised {type(exc).__name__}: {exc} (the log says: "
                           f"{log.result.get('message') or 'the game ran on'})") from None
        expected = {name: log.result.get(name) for name in outcome(result)}
        if outcome(result) != expected:
            raise Mismatch(f"the replay ends with {outcome(result)}, the log with {expected}")
    except (Mismatch, ArenaError) as exc:
        for note in notes:
            click.echo(f"{path}: {note}")
        click.echo(f"{path}: {getattr(exc, 'message', exc)}")
        return 1
    for note in notes:
        click.echo(f"{path}: {note} (it still replays the same)")
    names = log.header["seats"]
    scores = ", ".join(f"{name} {score}" for name, score in zip(names, result.scores))
    winners = " and ".join(names[w] for w in result.winners) or "none"
    state = (f"{result.rounds} rounds" if result.finished
             else f"unfinished after {result.rounds} rounds ({result.message})")
    click.echo(f"{path}: ok, {len(log.decisions)} decisions, {state}; scores {scores}; winner {winners}")
    return 0


@click.command()
@click.argument("log_files", nargs=-1, required=True, type=click.Path(path_type=Path, dir_okay=False))
def replay(log_files: tuple[Path, ...]) -> None:
    """Replay games logged by `deckwright play --log DIR`, checking every decision.

    \b
    Rebuilds each game from its log's header (validating the clan and island files it names),
    re-applies the logged choices and prints per log: ok with the final scores, winners and
    rounds, or the first line that differs.
    Exit status: 0 every log replays the same, 1 a log differs (or its files are missing or
    have errors), 2 a file is not a readable replay log.
    Example:  deckwright replay logs/*.jsonl
    """
    arenas: dict = {}
    raise SystemExit(max(replay_log(path, arenas) for path in log_files))

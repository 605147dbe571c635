"""``deckwright replay``: rebuild games logged by ``deckwright play --log`` and re-check each decision."""

from __future__ import annotations

import json
import re
from pathlib import Path, PurePosixPath

import click

from ..engine import core
from ..play import replaylog
from ..play.arena import Arena, ArenaError, load_arena, table_content, with_variants
from ..play.transcript import teller, transcript
from ..systems import all_systems
from .output import report as print_findings

LINE = re.compile(r"log line (\d+): (.*)", re.DOTALL)


class Mismatch(Exception):
    """The log cannot be replayed as written: the message says where and why."""


def content_file(content: Path, name: str) -> Path:
    """The file ``name`` (from a log header) inside the folder ``content``; ``Mismatch`` when the
    name leaves the folder (absolute, ``..``, a link out) or is not a regular file there."""
    parts = PurePosixPath(name)
    if parts.is_absolute() or ".." in parts.parts or "\0" in name or "\\" in name:
        raise Mismatch(f"the log names {name!r:.200}, which is not a path inside --content; refused")
    path = content / parts
    if not path.resolve().is_relative_to(content.resolve()):
        raise Mismatch(f"{name!r:.200} named by the log leads out of {content} through a link; refused")
    if not path.is_file():
        raise Mismatch(
            f"{name!r:.200} named by the log is missing in {content} (--content: the folder "
            "holding the files the games were played with)"
        )
    return path


def rebuild(header: dict, arenas: dict, content: Path) -> tuple[core.Game, list[str], Arena]:
    """The logged game, fresh, from the files its header names inside ``content`` (loaded once
    per set of files), and notes on the content that changed since the log was written.

    A file whose SHA-256 differs from the logged one is still loaded (to tell whether the game
    replays the same), but its findings are not printed: a log must not make deckwright quote
    a file it was not written from."""
    files = header["files"]
    names = [*files["entrants"], *files["table"]]
    paths = {name: content_file(content, name) for name in names}
    changed = sorted(name for name, path in paths.items() if replaylog.digest(path) != files["sha256"].get(name))
    key = (content.resolve(), *names)
    if key not in arenas:
        findings, count, arenas[key] = load_arena([paths[name] for name in names])
        if findings and changed:
            click.echo(
                f"{len(findings)} finding(s) in files that differ from the logged ones "
                f"({', '.join(map(repr, changed))}); not shown"
            )
        elif findings:
            print_findings(findings, count, "text")
    arena: Arena | None = arenas[key]
    if arena is None:
        raise Mismatch("the files named by the log have errors now")
    if arena.system.name != header["system"]:
        raise Mismatch(f"the log is of {header['system']}, its files of {arena.system.name}")
    arena = with_variants(arena, header.get("variant_names", []), len(header["seats"]))
    by_id = {e.id: e for e in arena.setup.entrants}
    gone = [i for i in header["seats"] if i not in by_id]
    seat = arena.system.seat
    if gone:
        raise Mismatch(f"{seat.noun} {gone[0]!r:.100} is not among the {seat.plural} any more")
    logged = header.get("sources", {})
    now = {**{f"{seat.noun} {i}": by_id[i] for i in header["seats"]}, **table_content(arena)}
    was = {**{f"{seat.noun} {i}": s for i, s in logged.get("entrants", {}).items()}, **logged.get("table", {})}
    notes = [
        f"{what} ({(replaylog.source(obj) or {}).get('path', 'no file')}) changed since the log was written"
        for what, obj in now.items()
        if was.get(what) and (replaylog.source(obj) or {}).get("sha256") != was[what].get("sha256")
    ]
    game = arena.setup.new_game([by_id[i] for i in header["seats"]], seed=header["seed"])
    if header.get("variants") is not None and replaylog.variants(game) != header["variants"]:
        raise Mismatch(
            f"the engine's rule variants {replaylog.variants(game)} differ from the log's {header['variants']}"
        )
    return game, notes, arena


def played_content(log: Path) -> Path:
    """Where a log's files are when ``--content`` names no folder: the copy ``play --log`` keeps
    beside the logs (``content/``), else the log's own folder."""
    kept = log.parent / replaylog.CONTENT
    return kept if kept.is_dir() else log.parent


def outcome(result: core.GameResult) -> dict:
    return {"finished": result.finished, "scores": result.scores, "winners": result.winners, "rounds": result.rounds}


def replay_log(path: Path, arenas: dict, content: Path | None = None, lang: str | None = None) -> int:
    """Replay one log file, print what came of it (and with ``lang`` its transcript in that
    language) and return its exit status."""
    try:
        log = replaylog.read(path)
    except replaylog.LogError as exc:
        click.echo(f"{path}: {exc}")
        return 2
    notes: list[str] = []
    try:
        game, notes, arena = rebuild(log.header, arenas, content or played_content(path))
        try:
            result = core.replay(game, [text for _, text in log.decisions])
        except ValueError as exc:
            found = LINE.match(str(exc))
            raise Mismatch(f"line {log.decisions[int(found[1]) - 1][0]}: {found[2]}" if found else str(exc)) from None
        except Exception as exc:  # the engine broke on a logged choice: a finding, as in play
            raise Mismatch(
                f"the engine raised {type(exc).__name__}: {exc} (the log says: "
                f"{log.result.get('message') or 'the game ran on'})"
            ) from None
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
    state = (
        f"{result.rounds} rounds" if result.finished else f"unfinished after {result.rounds} rounds ({result.message})"
    )
    click.echo(f"{path}: ok, {len(log.decisions)} decisions, {state}; scores {scores}; winner {winners}")
    if lang is not None:
        fresh, _, _ = rebuild(log.header, arenas, content or played_content(path))
        choices = [json.loads(text)["choice"] for _, text in log.decisions]
        click.echo("\n".join(transcript(fresh, choices, teller(arena.system, names, arena.given, lang))))
    return 0


@click.command()
@click.argument("log_files", nargs=-1, required=True, type=click.Path(path_type=Path, dir_okay=False))
@click.option(
    "--content",
    type=click.Path(path_type=Path, file_okay=False, exists=True),
    default=None,
    help="Folder holding the card files the games were played with; a log may name files "
    "inside it only [default: the copy `play --log` keeps beside each log, in content/].",
)
@click.option(
    "--transcript",
    "with_transcript",
    is_flag=True,
    help="After each log that replays the same, print the game as readable text: each decision, "
    "the card it builds or plays with its rules text, the seat's goods before and after.",
)
@click.option(
    "--lang",
    default="en",
    show_default=True,
    help="Language of the transcript's rules text (one the game system prints).",
)
def replay(log_files: tuple[Path, ...], content: Path | None, with_transcript: bool, lang: str) -> None:
    """Replay games logged by `deckwright play --log DIR`, checking every decision.

    \b
    Rebuilds each game from its log's header (validating the clan and island files it names,
    which are looked up inside --content), re-applies the logged choices and prints per log: ok
    with the final scores, winners and rounds, or the first line that differs.
    Exit status: 0 every log replays the same, 1 a log differs (or its files are missing, have
    errors or lie outside --content), 2 a file is not a readable replay log.
    Example:  deckwright replay logs/*.jsonl --content cards/
    """
    arenas: dict = {}
    known = sorted({language for system in all_systems().values() for language in system.languages})
    if lang not in known:
        raise click.BadParameter(f"choose from: {', '.join(known)}", param_hint="--lang")
    chosen = lang if with_transcript else None
    raise SystemExit(max(replay_log(path, arenas, content, chosen) for path in log_files))

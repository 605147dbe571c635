"""Replay log files: one game per JSON-lines file, self-contained enough to rebuild and re-check it.

Line 1 is the header: the format, the game system, the files to load (``files``: the clan files and
island set given to ``deckwright play``), the SHA-256 of each file the game's content came from
(``sources``), seats (clan ids in seat order), the game's seed, the bots (name, seed, budget) and
the engine's options. Then one line per decision, as ``core.play`` writes them, and a last line
``{"result": ...}`` with the outcome, so a cut-off file is told from a finished one.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

FORMAT = "deckwright-replay"
VERSION = 1
HEADER_KEYS = {"system", "files", "seats", "seed"}
DECISION_KEYS = {"player", "kind", "options", "choice"}
MAX_IDS = 160  # bytes of clan ids in a log's file name, which must stay under 255 bytes


class LogError(ValueError):
    """A file that is not a readable replay log."""


@dataclass
class Log:
    header: dict
    decisions: list[tuple[int, str]]  # (line number in the file, the decision's JSON text)
    result: dict


def file_name(index: int, ids: list[str], seed: int) -> str:
    """``<game index>-<clan ids by seat>-seed<seed>.jsonl``; ids too long for a file name are cut
    to ``MAX_IDS`` bytes and a hash of them (the header names them in full)."""
    joined = "-".join(ids)
    if len(joined.encode()) > MAX_IDS:
        cut = joined.encode()[:MAX_IDS - 17].decode(errors="ignore")
        joined = f"{cut}-{hashlib.sha256(joined.encode()).hexdigest()[:16]}"
    return f"{index:05d}-{joined}-seed{seed}.jsonl"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def source(obj: Any) -> dict | None:
    """Where a content object (clan, island set) came from: its file and the file's SHA-256."""
    path = getattr(obj, "source", None)
    if path is None or not Path(path).is_file():
        return None
    return {"path": str(Path(path).resolve()), "sha256": digest(Path(path))}


def header(context: dict, index: int, seed: int, ids: list[str], bots: list[dict], game: Any) -> str:
    """The header line of one game: the run's ``context`` (system, files, sources of every
    entrant) narrowed to the clans seated, plus this game's seats, seed, bots and engine options."""
    sources = context.get("sources", {})
    entry = {"format": FORMAT, "version": VERSION, **{k: v for k, v in context.items() if k != "sources"},
             "game": index, "seed": seed, "seats": ids, "bots": bots,
             "sources": {"clans": {i: sources.get("clans", {}).get(i) for i in ids},
                         "shared": sources.get("shared", {})},
             "options": options(game)}
    return json.dumps(entry, separators=(",", ":")) + "\n"


def options(game: Any) -> dict | None:
    """The engine's options of ``game`` (rule variants, caps) as a dict, if it has any."""
    found = getattr(game, "options", None)
    return dataclasses.asdict(found) if dataclasses.is_dataclass(found) else None


def result_line(result: Any) -> str:
    entry = {name: getattr(result, name) for name in ("finished", "scores", "winners", "rounds", "message")}
    return json.dumps({"result": entry}, separators=(",", ":")) + "\n"


def _strings(items: Any) -> bool:
    return isinstance(items, list) and all(isinstance(item, str) for item in items)


def _header_shaped(head: dict) -> bool:
    files = head["files"]
    return (isinstance(files, dict) and _strings(files.get("clans"))
            and isinstance(files.get("islands"), (str, type(None))) and _strings(head["seats"]) and isinstance(head["seed"], int) and isinstance(head.get("sources", {}), dict))


def read(path: Path) -> Log:
    """The log in ``path``; ``LogError`` says what is wrong with a file that is not one."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise LogError(f"cannot read it: {getattr(exc, 'strerror', None) or exc}") from None
    lines = [(number, line) for number, line in enumerate(text.splitlines(), 1) if line.strip()]
    entries = []
    for number, line in lines:
        try:
            entry = json.loads(line)
        except json.JSONDecodeError:
            why = ": not a replay log" if number == 1 else " (the file is cut off)" if number == lines[-1][0] else ""
            raise LogError(f"line {number} is not JSON{why}") from None
        if not isinstance(entry, dict):
            raise LogError(f"line {number} is not a JSON object")
        entries.append(entry)
    if not entries or entries[0].get("format") != FORMAT:
        raise LogError("no replay log header on line 1 (written by `deckwright play --log DIR`)")
    if not HEADER_KEYS <= entries[0].keys():
        raise LogError(f"the header lacks {', '.join(sorted(HEADER_KEYS - entries[0].keys()))}")
    if entries[0].get("version") != VERSION:
        raise LogError(f"log format version {entries[0].get('version')!r}; this deckwright reads version {VERSION}")
    if not _header_shaped(entries[0]):
        raise LogError("the header on line 1 is malformed (files, seats or seed)")
    if len(entries) < 2 or "result" not in entries[-1]:
        raise LogError("no result line at the end: the file is cut off")
    for (number, _), entry in zip(lines[1:-1], entries[1:-1]):
        if not DECISION_KEYS <= entry.keys() or not isinstance(entry["choice"], int):
            raise LogError(f"line {number} is not a decision (needs {', '.join(sorted(DECISION_KEYS))})")
    return Log(entries[0], lines[1:-1], entries[-1]["result"])

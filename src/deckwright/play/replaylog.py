"""Replay log files: one game per JSON-lines file, self-contained enough to rebuild and re-check it.

Line 1 is the header: the format, the game system, the files to load (``files``: the entrants'
files and the table content's file given to ``deckwright play``, as paths relative to the folder
holding them all, with each file's SHA-256), the SHA-256 of each file the game's content came from
(``sources``), seats (entrant ids in seat order), the game's seed, the bots (name, seed, budget),
the named rule variants asked for (``variant_names``, from ``play --variant``; absent when none)
and the engine's rule variants. Version 2 logs (which said clans, islands and options) are read
too. Then one line per decision, as ``core.play`` writes them, and a last line
``{"result": ...}`` with the outcome, so a cut-off file is told from a finished one.

A log is input from anyone: ``read`` refuses a file that is not a regular file or is larger
than ``MAX_BYTES``, and checks the header and the result against ``HEADER_SCHEMA`` and
``RESULT_SCHEMA`` (every wrong shape, huge number or unknown bot is a ``LogError``).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema

from ..loader import LoadError, Readable, read_regular

FORMAT = "deckwright-replay"
VERSION = 3  # 2: files named relative to a content folder, with their SHA-256; 3: neutral field names
MAX_BYTES = 64 * 1024 * 1024  # a logged game takes about 150 KB
DECISION_KEYS = {"player", "kind", "options", "choice"}
WRITTEN = "give a .jsonl file `deckwright play --log DIR` wrote"
CONTENT = "content"  # the folder beside the logs holding a copy of the files the games were played with
MAX_IDS = 160  # bytes of entrant ids in a log's file name, which must stay under 255 bytes


class LogError(ValueError):
    """A file that is not a readable replay log."""


@dataclass
class Log:
    header: dict
    decisions: list[tuple[int, str]]  # (line number in the file, the decision's JSON text)
    result: dict


def file_name(index: int, ids: list[str], seed: int) -> str:
    """``<game index>-<entrant ids by seat>-seed<seed>.jsonl``; ids too long for a file name are cut
    to ``MAX_IDS`` bytes and a hash of them (the header names them in full)."""
    joined = "-".join(ids)
    if len(joined.encode()) > MAX_IDS:
        cut = joined.encode()[: MAX_IDS - 17].decode(errors="ignore")
        joined = f"{cut}-{hashlib.sha256(joined.encode()).hexdigest()[:16]}"
    return f"{index:05d}-{joined}-seed{seed}.jsonl"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def source(obj: Any) -> dict | None:
    """Where a content object (an entrant, table content) came from: its file and the file's SHA-256."""
    path = getattr(obj, "source", None)
    if path is None or not Path(path).is_file():
        return None
    return {"path": str(Path(path).resolve()), "sha256": digest(Path(path))}


def header(context: dict, index: int, seed: int, ids: list[str], bots: list[dict], game: Any) -> str:
    """The header line of one game: the run's ``context`` (system, files, sources of every
    entrant) narrowed to the entrants seated, plus this game's seats, seed, bots and rule variants."""
    sources = context.get("sources", {})
    entry = {
        "format": FORMAT,
        "version": VERSION,
        **{k: v for k, v in context.items() if k != "sources"},
        "game": index,
        "seed": seed,
        "seats": ids,
        "bots": bots,
        "sources": {
            "entrants": {i: sources.get("entrants", {}).get(i) for i in ids},
            "table": sources.get("table", {}),
        },
        "variants": variants(game),
    }
    return json.dumps(entry, separators=(",", ":")) + "\n"


def variants(game: Any) -> dict | None:
    """The rule variants (and caps) of ``game`` as a dict, if it has any."""
    found = getattr(game, "variants", None)
    return dataclasses.asdict(found) if dataclasses.is_dataclass(found) and not isinstance(found, type) else None


def result_line(result: Any) -> str:
    entry = {name: getattr(result, name) for name in ("finished", "scores", "winners", "rounds", "message")}
    return json.dumps({"result": entry}, separators=(",", ":")) + "\n"


_SEED = {"type": "integer", "minimum": 0, "maximum": 2**64}
_NAME = {"type": "string", "minLength": 1, "maxLength": 1024}
_SHA256 = {"type": "string", "pattern": "^[0-9a-f]{64}$"}
HEADER_SCHEMA = {
    "type": "object",
    "required": ["format", "version", "system", "files", "seats", "seed", "bots"],
    "properties": {
        "format": {"const": FORMAT},
        "version": {"const": VERSION},
        "system": {"type": "string", "pattern": "^[a-z][a-z0-9-]{0,63}$"},
        "files": {
            "type": "object",
            "required": ["entrants", "table", "sha256"],
            "properties": {
                "entrants": {"type": "array", "items": _NAME, "maxItems": 64},
                "table": {"type": "array", "items": _NAME, "maxItems": 64},
                "sha256": {"type": "object", "additionalProperties": _SHA256, "maxProperties": 65},
            },
        },
        "game": {"type": "integer", "minimum": 0, "maximum": 2**63},
        "seed": _SEED,
        "seats": {"type": "array", "items": _NAME, "minItems": 1, "maxItems": 16},
        "bots": {
            "type": "array",
            "maxItems": 16,
            "items": {
                "type": "object",
                "required": ["name", "seed"],
                "properties": {"name": {"type": "string"}, "seed": _SEED},
            },
        },
        "budget": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 1, "maximum": 10_000}},
        "sources": {
            "type": "object",
            "properties": {
                "entrants": {
                    "type": "object",
                    "additionalProperties": {
                        "oneOf": [{"type": "null"}, {"type": "object", "properties": {"sha256": _SHA256}}]
                    },
                },
                "table": {
                    "type": "object",
                    "additionalProperties": {
                        "oneOf": [{"type": "null"}, {"type": "object", "properties": {"sha256": _SHA256}}]
                    },
                },
            },
        },
        "variants": {"type": ["object", "null"]},
        "variant_names": {"type": "array", "items": {"type": "string", "maxLength": 64}, "maxItems": 16},
    },
}
RESULT_SCHEMA = {
    "type": "object",
    "required": ["finished", "scores", "winners", "rounds"],
    "properties": {
        "finished": {"type": "boolean"},
        "scores": {"type": "array", "items": {"type": "integer"}, "maxItems": 16},
        "winners": {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 15}, "maxItems": 16},
        "rounds": {"type": "integer", "minimum": 0, "maximum": 2**31},
        "message": {"type": ["string", "null"]},
    },
}


def _shape_error(entry: Any, schema: dict, what: str) -> str | None:
    """What is wrong with ``entry`` against ``schema`` (cut short: a message may quote a value), or None."""
    error = jsonschema.exceptions.best_match(jsonschema.Draft202012Validator(schema).iter_errors(entry))
    if error is None:
        return None
    where = "/".join(str(part) for part in error.absolute_path)
    message = error.message if len(error.message) <= 120 else error.message[:117] + "..."
    return f"{what} is malformed{f' at {where}' if where else ''}: {message}"


def _read_text(path: Path) -> str:
    """The text of a regular file of at most ``MAX_BYTES`` (``loader.read_regular``'s checks)."""
    try:
        data = read_regular(path, str(path), Readable("a replay log", MAX_BYTES, WRITTEN, WRITTEN))
    except LoadError as exc:
        raise LogError(exc.finding.message) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LogError(f"cannot read it: {exc}") from None


def _from_version_2(header: dict) -> dict:
    """A version 2 header in version 3's words (clans -> entrants, islands and shared -> table,
    options -> variants); shapes are checked afterwards as for any header."""
    renamed = {**header, "version": 3}
    files, sources = header.get("files"), header.get("sources")
    if isinstance(files, dict):
        islands = files.get("islands")
        renamed["files"] = {
            "entrants": files.get("clans"),
            "table": [islands] if isinstance(islands, str) else [] if islands is None else islands,
            "sha256": files.get("sha256"),
        }
    if isinstance(sources, dict):
        renamed["sources"] = {"entrants": sources.get("clans", {}), "table": sources.get("shared", {})}
    if "options" in header:
        renamed["variants"] = renamed.pop("options")
    return renamed


def read(path: Path) -> Log:
    """The log in ``path``; ``LogError`` says what is wrong with a file that is not one."""
    from ..engine.bots import BOTS

    text = _read_text(path)
    lines = [(number, line) for number, line in enumerate(text.splitlines(), 1) if line.strip()]
    entries = []
    for number, line in lines:
        try:
            entry = json.loads(line)
        except (json.JSONDecodeError, RecursionError, ValueError):
            why = ": not a replay log" if number == 1 else " (the file is cut off)" if number == lines[-1][0] else ""
            raise LogError(f"line {number} is not JSON{why}") from None
        if not isinstance(entry, dict):
            raise LogError(f"line {number} is not a JSON object")
        entries.append(entry)
    if not entries or entries[0].get("format") != FORMAT:
        raise LogError("no replay log header on line 1 (written by `deckwright play --log DIR`)")
    if entries[0].get("version") == 2:
        entries[0] = _from_version_2(entries[0])
    if entries[0].get("version") != VERSION:
        raise LogError(
            f"log format version {entries[0].get('version')!r:.40}; this deckwright reads versions 2 and {VERSION}"
        )
    problem = _shape_error(entries[0], HEADER_SCHEMA, "the header on line 1")
    if problem:
        raise LogError(problem)
    unknown = [bot["name"] for bot in entries[0]["bots"] if bot["name"] not in BOTS]
    if unknown:
        raise LogError(f"the header names an unknown bot {unknown[0]!r:.60}; known: {', '.join(sorted(BOTS))}")
    if len(entries) < 2 or "result" not in entries[-1]:
        raise LogError("no result line at the end: the file is cut off")
    problem = _shape_error(entries[-1]["result"], RESULT_SCHEMA, f"the result on line {lines[-1][0]}")
    if problem:
        raise LogError(problem)
    for (number, _), entry in zip(lines[1:-1], entries[1:-1]):
        if not DECISION_KEYS <= entry.keys() or not isinstance(entry["choice"], int):
            raise LogError(f"line {number} is not a decision (needs {', '.join(sorted(DECISION_KEYS))})")
    return Log(entries[0], lines[1:-1], entries[-1]["result"])

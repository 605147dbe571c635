"""Balance sweeps: what-if variants of one card file, each played against the shipped content.

A sweep config names a card file, the games per variant and its variants: a list of named
changes and a grid whose every combination is a variant (docs/sweep.md). A change finds a card by
its id anywhere in the file and sets fields (``null`` removes one: an ability list, a cost) or
removes the card. Each variant is validated like any card file; one with errors is reported and
not played. The variants and the unchanged file (``base``) play the same games with the same
seeds (common random numbers), so their differences are the changes' own.

The games are played by the strong bot unless the config names another, and run as every run's
do (``runner.run_each``): on local processes, or on Dask distributed (a scheduler address, or a
``LocalCluster``). A game depends only on its variant and its job (its seed), and results are
put back in job order, so the results are identical whatever the executor and the number of
workers.
"""

from __future__ import annotations

import copy
import itertools
import json
import math
import os
import tempfile
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import Any, Iterable, Sequence

import jsonschema

from .. import content_path
from ..findings import ERROR, Finding
from ..loader import Document, LoadError, read_document
from ..systems import all_systems
from ..validator import validate_paths
from ..validator.suggest import did_you_mean
from . import report as reports
from .arena import VERDICT_BOT, Arena, ArenaError, holds_table, make_arena, play_content, table_content
from .impact import difference
from .runner import Progress, Setup, run_each, schedule
from .smoke import card_ids

CHANGE = {
    "type": "object",
    "properties": {
        "card": {"type": "string", "minLength": 1},
        "set": {"type": "object"},
        "remove": {"const": True},
    },
    "required": ["card"],
    "oneOf": [{"required": ["set"]}, {"required": ["remove"]}],
    "additionalProperties": False,
}
CONFIG_SCHEMA = {
    "type": "object",
    "properties": {
        "file": {"type": "string", "minLength": 1},
        "table": {"type": "string", "minLength": 1},
        "entrant": {"type": "string", "minLength": 1},
        "games": {"type": "integer", "minimum": 1, "maximum": 1_000_000},
        "players": {"type": "integer", "minimum": 1, "maximum": 16},
        "bot": {"type": "string"},
        "seed": {"type": "integer"},
        "variants": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "name": {"type": "string", "minLength": 1},
                    "changes": {"type": "array", "items": CHANGE},
                },
                "required": ["name", "changes"],
                "additionalProperties": False,
            },
        },
        "grid": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "card": {"type": "string", "minLength": 1},
                    "field": {"type": "string", "minLength": 1},
                    "values": {"type": "array", "minItems": 1},
                },
                "required": ["card", "field", "values"],
                "additionalProperties": False,
            },
        },
    },
    "required": ["file"],
    "additionalProperties": False,
}
HINT = "the sweep config's keys are in docs/sweep.md"
MAX_VARIANTS = 1_000  # named variants and grid combinations together, each playing every game of the sweep
CARD_SUFFIXES = (".yaml", ".yml", ".json")


class SweepError(Exception):
    """A sweep that cannot run: its findings say why and where."""

    def __init__(self, findings: list[Finding]):
        super().__init__(findings[0].message if findings else "the sweep cannot run")
        self.findings = findings


@dataclass(frozen=True)
class Variant:
    """A named set of changes to the card file, and the file's data with them made."""

    name: str
    changes: tuple[dict[str, Any], ...]
    data: dict[str, Any]


@dataclass(frozen=True)
class Sweep:
    """A read config: the card file (``shown``: as the config names it, relative to the config's
    folder, the name its reports give), its variants (``base`` first), the files every variant
    plays with (``others``: documents and their kinds: the table content, the shipped one when not
    named; the entrant whose win rate is followed when the varied file holds none) and how to play
    them."""

    path: Path
    shown: str
    content: str
    system: str
    variants: tuple[Variant, ...]
    games: int = 400
    players: int | None = None
    bot: str = VERDICT_BOT
    seed: int = 1
    others: tuple[tuple[Document, str], ...] = ()


def change_text(change: dict[str, Any]) -> str:
    """``tale-weaver: cost = {"wood": 1}`` or ``quick-study removed``."""
    if change.get("remove"):
        return f"{change['card']} removed"
    return "; ".join(f"{change['card']}: {key} = {json.dumps(value)}" for key, value in change["set"].items())


def _apply(data: dict[str, Any], change: dict[str, Any]) -> str | None:
    """Make one change in ``data``; the problem when it cannot be made."""
    for holder, key in _places(data):
        item = holder[key]
        if not isinstance(item, dict) or item.get("id") != change["card"]:
            continue
        if change.get("remove"):
            if not isinstance(holder, list):
                return f"the card '{change['card']}' is not in a list: it cannot be removed, only changed"
            del holder[key]
            return None
        for field, value in change["set"].items():
            if value is None:
                item.pop(field, None)
            else:
                item[field] = value
        return None
    return f"no card with the id '{change['card']}' in the file"


def _places(value: Any) -> Iterable[tuple[Any, Any]]:
    """(container, key or index) of every value below ``value`` (the top itself aside), outermost first."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, child in list(items):
        yield value, key
        yield from _places(child)


def read_config(path: Path) -> Sweep:
    """The sweep a config file describes; ``SweepError`` with located findings when it cannot run."""
    try:
        doc = read_document(path)
    except LoadError as exc:
        raise SweepError(list(exc.findings)) from None
    problems = sorted(jsonschema.Draft202012Validator(CONFIG_SCHEMA).iter_errors(doc.data), key=lambda e: e.path)
    if problems:
        raise SweepError([_at(doc, list(e.absolute_path), e.message) for e in problems])
    config = doc.data
    target = _card_file(doc, path.parent, config["file"])
    result = validate_paths([target])
    if not result.documents or any(f.severity == ERROR for f in result.findings):
        found = result.findings or [_at(doc, ["file"], f"{target} holds no card file")]
        raise SweepError(found)
    base = result.documents[0]
    others = _others(doc, path.parent, config, base)
    variants = [Variant("base", (), base.doc.data)]
    findings: list[Finding] = []
    named: list[tuple[str, list[dict[str, Any]], list[Any]]] = [
        (v["name"], v["changes"], ["variants", i]) for i, v in enumerate(config.get("variants", ()))
    ]
    axes = config.get("grid", ())
    count = len(named) + (math.prod(len(axis["values"]) for axis in axes) if axes else 0)
    if count > MAX_VARIANTS:  # counted before any is built: a grid grows as the product of its axes
        where = ["grid"] if axes else ["variants"]
        message = f"{count:,} variants, more than the {MAX_VARIANTS:,} a sweep plays"
        raise SweepError([_at(doc, where, message, "split the sweep, or give the grid fewer values")])
    for values in itertools.product(*(axis["values"] for axis in axes)) if axes else ():
        changes = [{"card": a["card"], "set": {a["field"]: v}} for a, v in zip(axes, values)]
        named.append((", ".join(change_text(c) for c in changes), changes, ["grid"]))
    for name, changes, where in named:
        data = copy.deepcopy(base.doc.data)
        for number, change in enumerate(changes):
            problem = _apply(data, change)
            if problem:
                place = [*where, "changes", number] if where[0] == "variants" else where
                findings.append(_at(doc, place, problem, _card_hint(change["card"], base.doc.data)))
        variants.append(Variant(name, tuple(changes), data))
    if findings:
        raise SweepError(findings)
    return Sweep(
        target,
        Path(os.path.normpath(config["file"])).as_posix(),
        base.content,
        base.system,
        tuple(variants),
        config.get("games", 400),
        config.get("players"),
        config.get("bot", VERDICT_BOT),
        config.get("seed", 1),
        others,
    )


def _card_file(doc: Document, folder: Path, name: str, key: str = "file") -> Path:
    """The card file a config names at ``key``: a YAML or JSON file in the config's folder or below
    it, never read (nor quoted in a finding) otherwise."""
    hint = "name a YAML or JSON card file in the sweep config's folder or below it"
    try:
        target = content_path.inside(folder, name)
    except content_path.Refused as exc:
        raise SweepError([_at(doc, [key], f"the card file cannot be used: {exc}", hint)]) from None
    if target.suffix.lower() not in CARD_SUFFIXES:
        raise SweepError([_at(doc, [key], "the card file is not a .yaml, .yml or .json file", hint)])
    return target


def _others(doc: Document, folder: Path, config: dict[str, Any], base: Any) -> tuple[tuple[Document, str], ...]:
    """The files a config names beside the varied one, each checked to be clean content of its
    game: ``table:`` what all seats share (an island set, a tile set), ``entrant:`` what one seat
    plays (a clan), needed when the varied file is table content of a game whose seats play their
    own."""
    system = all_systems()[base.system]
    holds_entrant = system.seat.content is not None and bool(play_content(system, [(base.doc, base.content)])[0])
    if system.seat.content is not None and not holds_entrant and "entrant" not in config:
        message = f"the varied file holds no {system.seat.noun}: the sweep follows one's win rate"
        raise SweepError([_at(doc, ["file"], message, f"name the {system.seat.noun} to follow with `entrant:`")])
    others = []
    for key in ("table", "entrant"):
        if key not in config:
            continue
        target = _card_file(doc, folder, config[key], key)
        result = validate_paths([target])
        if any(f.severity == ERROR for f in result.findings):
            raise SweepError(result.findings)
        if not result.documents or result.documents[0].system != base.system:
            raise SweepError([_at(doc, [key], f"the {key} file is not {base.system} content like the varied file")])
        other = result.documents[0]
        pair = [(other.doc, other.content)]
        if key == "table" and not holds_table(system, pair):
            message = f"the table file holds nothing the games share ({system.table_noun})"
            raise SweepError([_at(doc, [key], message, "name a file of content all seats share")])
        if key == "entrant" and (holds_entrant or len(play_content(system, pair)[0]) != 1):
            message = (
                f"the varied file holds its own {system.seat.noun}: an `entrant:` is for a sweep of table content"
                if holds_entrant
                else f"the entrant file does not hold one {system.seat.noun}"
            )
            raise SweepError([_at(doc, [key], message)])
        others.append((replace(other.doc, display=Path(os.path.normpath(config[key])).as_posix()), other.content))
    return tuple(others)


def _card_hint(card: str, data: dict[str, Any]) -> str:
    """For a change naming a card the file does not have: the nearest id, or every id it has."""
    ids = list(dict.fromkeys(str(card_id) for _, card_id in card_ids(data)))
    if card in ids:
        return HINT
    return did_you_mean(card, ids) or f"the file's ids: {', '.join(ids)}"


def _at(doc: Document, path: Sequence[Any], message: str, hint: str = HINT) -> Finding:
    pointer = "".join(f"/{part}" for part in path)
    return doc.finding("E-SWEEP", message, pointer, hint)


def validate_variants(sweep: Sweep) -> tuple[list[tuple[Variant, Document]], list[Finding]]:
    """Each variant as a validated document, and the findings of those that do not validate (named
    by the variant, at the place of the change in the card file)."""
    good: list[tuple[Variant, Document]] = []
    findings: list[Finding] = []
    original = read_document(sweep.path, sweep.shown)
    with tempfile.TemporaryDirectory(prefix="deckwright-sweep-") as folder:
        for number, variant in enumerate(sweep.variants):
            file = Path(folder) / f"{number:04d}-{sweep.path.stem}.json"
            file.write_text(json.dumps(variant.data), encoding="utf-8")
            result = validate_paths([file])
            errors = [f for f in result.findings if f.severity == ERROR]
            if errors or not result.documents:
                findings += [
                    original.finding(f.code, f"variant '{variant.name}': {f.message}", f.pointer, f.hint)
                    for f in errors
                ]
                continue
            doc = result.documents[0].doc
            good.append((variant, replace(doc, path=sweep.path, display=sweep.shown)))
    return good, findings


def setups(sweep: Sweep, documents: list[tuple[Variant, Document]]) -> tuple[Arena, list[Setup]]:
    """The arena of the unchanged file, and each variant's setup: its entrant (or the content all
    seats share) from the variant's data, the shipped opponents unchanged."""
    others = list(sweep.others)
    arena = make_arena(sweep.system, [(documents[0][1], sweep.content), *others])
    out = []
    for _, doc in documents:
        mine, shared = play_content(arena.system, [(doc, sweep.content), *others])
        entrants = (*mine, *arena.setup.entrants[len(mine) :]) if arena.system.seat.content else arena.setup.entrants
        make = partial(arena.setup.new_game.func, **{**table_content(arena), **shared})  # type: ignore[attr-defined]
        out.append(replace(arena.setup, entrants=entrants, new_game=make))
    return arena, out


def run_sweep(
    sweep: Sweep, workers: int | None = None, client: Any = None, progress: Progress | None = None
) -> dict[str, Any]:
    """Play every valid variant and rank them: the sweep's results as plain JSON data. The games
    run on ``workers`` local processes, or on the Dask cluster of ``client`` (``runner.cluster``);
    ``progress`` hears how far the run got."""
    documents, findings = validate_variants(sweep)
    if not documents or documents[0][0].name != "base":
        raise SweepError(findings)
    arena, variant_setups = setups(sweep, documents)
    players = arena.check_players(sweep.players)
    arena.check_bot(sweep.bot)
    try:
        jobs = schedule(arena.solo_tables(0, players), sweep.games, sweep.seed, [sweep.bot])
    except ValueError as exc:
        raise ArenaError(str(exc)) from None
    played = run_each([(setup, jobs) for setup in variant_setups], workers, progress, "sweeping", client)
    tested = arena.setup.entrants[0].id
    rows = []
    for (variant, _), results in zip(documents, played):
        built = reports.build(results)
        row = built["entrants"].get(tested) or {**reports.rate(0, 0), "mean_score": 0.0}
        rows.append(
            {
                "name": variant.name,
                "changes": [change_text(c) for c in variant.changes],
                **row,
                "stuck": built["games"] - built["completed"],
            }
        )
    base = rows[0]
    for row in rows:
        delta, low, high = difference(row["wins"], row["games"], base["wins"], base["games"])
        row["delta"], row["delta_ci95"] = round(delta, 4), [round(low, 4), round(high, 4)]
    ranked = sorted(rows, key=lambda r: (-r["win_rate"], -r["mean_score"], r["name"]))
    return {
        "title": f"Sweep of {sweep.path.name}, by {sweep.bot} play",
        "file": sweep.shown,
        "with": [doc.display for doc, _ in sweep.others],
        "system": sweep.system,
        "entrant": tested,
        "noun": arena.system.seat.noun,
        "games": len(jobs),
        "players": players,
        "bot": sweep.bot,
        "seed": sweep.seed,
        "variants": ranked,
        "invalid": [
            {"file": f.file, "line": f.line, "column": f.column, "code": f.code, "message": f.message} for f in findings
        ],
    }

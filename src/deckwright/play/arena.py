"""The arena: the entrants of a run (the tested ones first, then the shipped ones) and how to
make their games, built from validated files through the system's hooks.

Shared by ``play``, ``check``, ``build`` and ``replay``; it names no game. A system whose seats
play no content of their own (``Seat.content`` is None) gets one anonymous entrant per seat.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any

from ..engine.bots import registry_bot
from ..errors import DeckwrightError
from ..findings import ERROR, Finding
from ..game import Spare
from ..loader import Document, LoadError, read_regular
from ..paths import data_dir
from ..safe_write import write_all
from ..systems import System, all_systems
from ..systems.contract import VariantError
from ..validator import validate_paths
from ..validator.shipped import shadow_findings
from . import replaylog
from . import report as reports
from .impact import impact
from .runner import Progress, Setup, iter_jobs, job_count, lineups, run_plans, schedule, stream

SMOKE_BOT = "greedy"  # plays the smoke part (stuck games, cards): cheap, and enough for it
VERDICT_BOT = "strong"  # plays the balance verdict (W-BALANCE, the summary line): it sees what greedy misses


class ArenaError(DeckwrightError, ValueError):
    """Input that validates but cannot be played (nothing to play, several systems, too few
    opponents, a player count or bot the system does not have)."""


@dataclass(frozen=True)
class SeatEntrant:
    """The entrant of a seat that plays no content of its own."""

    id: str


@dataclass
class Arena:
    """The entrants of a run (the tested ones first) and how to make their games."""

    system: System
    setup: Setup
    tested: list[int]
    others: list[int]
    docs: dict[str, Document]  # tested entrant id -> its file
    given: list[Path]  # every clean file the arena was made from (the tested entrants' and the table's)
    # the documents of the content every seat shares, where seats play none of their own
    table_docs: list[Document] = field(default_factory=list)
    variants: tuple[str, ...] = ()  # the named rule variants its games are played with
    variant_keywords: dict[str, Any] = field(default_factory=dict)  # what they add to new_game's arguments
    shipped: tuple[Any, ...] = ()  # every shipped entrant, those the tested ones stand in for too

    def tables(self, players: int) -> list[tuple[int, ...]]:
        """The tested entrants among themselves, or against the shipped ones in turn."""
        if self.system.seat.content is None:
            return [tuple(range(players))]
        return lineups(self.tested, self.others, players)

    def solo_tables(self, entrant: int, players: int) -> list[tuple[int, ...]]:
        """One entrant against every other in turn."""
        if self.system.seat.content is None:
            return [tuple(range(players))]
        return lineups([entrant], [i for i in range(len(self.setup.entrants)) if i != entrant], players)

    def check_players(self, players: int | None) -> int:
        """``players``, or the system's default, if the system is played by that many."""
        low, high = self.system.players
        if players is None:
            return min(max(2, low), high)
        if not low <= players <= high:
            raise ArenaError(f"{self.system.title} is played by {low} to {high} players, not {players}")
        return players

    def check_bot(self, bot: str) -> None:
        if bot not in self.system.bots:
            raise ArenaError(f"{self.system.title} has no {bot!r} bot; choose from: {', '.join(self.system.bots)}")


def load_arena(
    paths: list[Path], strict: bool = True, table: Path | None = None
) -> tuple[list[Finding], int, Arena | None]:
    """Validate ``paths`` (and ``table``, a file the games share, like an island set) and set up
    their entrants against the shipped ones.

    Returns the findings, the number of files and the arena: None when a file has an error and
    ``strict``, else made of the files without errors (None when none is left)."""
    result = validate_paths([*paths, *([table] if table else [])])
    result.findings += [f for v in result.documents for f in shadow_findings(v.doc, v.system, v.content)]
    if strict and any(f.severity == ERROR for f in result.findings) or not any(not v.errors for v in result.documents):
        return result.findings, result.files, None
    systems = {v.system for v in result.documents}
    if len(systems) != 1:
        raise ArenaError("give card files of exactly one game system" if systems else "no card file to play")
    documents = [(v.doc, v.content) for v in result.documents if not v.errors]
    return result.findings, result.files, make_arena(systems.pop(), documents, table)


def play_content(system: System, documents: list[tuple[Document, str]]) -> tuple[list[Any], dict[str, Any]]:
    """The entrants in clean ``documents`` and the content they give every seat (the system's
    ``play_content``); ``ArenaError`` for a system without a rules engine."""
    content = system.hook("play_content")
    if content is None:
        raise ArenaError(f"{system.title} cannot be played yet: no rules engine")
    return content(documents)


def holds_table(system: System, documents: list[tuple[Document, str]]) -> bool:
    """Whether ``documents`` hold content all seats share (an island set) and nothing a seat plays."""
    mine, shared = play_content(system, documents)
    return not mine and bool(shared)


def make_arena(system_name: str, documents: list[tuple[Document, str]], table: Path | None = None) -> Arena:
    """The arena of the entrants in clean ``documents`` against the system's shipped ones."""
    system = all_systems()[system_name]
    new_game = system.hook("new_game")
    mine, shared = play_content(system, documents)
    if new_game is None:
        raise ArenaError(f"{system.title} cannot be played yet: no rules engine")
    given = list(dict.fromkeys(doc.path for doc, _ in documents))
    if table is not None and not holds_table(system, [(doc, kind) for doc, kind in documents if doc.path == table]):
        raise ArenaError(f"{table} holds nothing the games share ({system.table_noun})")
    shipped = validate_paths([data_dir("cards") / system.name])
    theirs, shipped_table = play_content(system, [(v.doc, v.content) for v in shipped.documents if not v.errors])
    make = partial(new_game, **{**shipped_table, **shared})
    bots = partial(registry_bot, system=system.name)
    if system.seat.content is None:
        seats = tuple(SeatEntrant(f"{system.seat.noun} {n}") for n in range(system.players[1]))  # seats from 0
        # every table seats the first ``players`` of them, so the first stands for the content under test
        setup = Setup(seats, make, bots, system.option_card if system.vocabulary else None)
        return Arena(system, setup, [0], list(range(1, len(seats))), {}, given, [doc for doc, _ in documents])
    if not mine:
        raise ArenaError(f"none of the files holds something to play (a {system.seat.noun})")
    ids = {e.id for e in mine}
    entrants = tuple(mine) + tuple(e for e in theirs if e.id not in ids)
    docs = {doc.data["id"]: doc for doc, _ in documents if doc.data.get("id") in ids}
    setup = Setup(entrants, make, bots, system.option_card if system.vocabulary else None)
    others = list(range(len(mine), len(entrants)))
    return Arena(system, setup, list(range(len(mine))), others, docs, given, shipped=tuple(theirs))


def with_budget(arena: Arena, budget: dict[str, int]) -> Arena:
    """The arena whose bots get the search ``budget`` (unchanged when empty)."""
    if not budget:
        return arena
    return replace(arena, setup=replace(arena.setup, make_bot=partial(arena.setup.make_bot, **budget)))


def with_variants(arena: Arena, names: list[str] | tuple[str, ...], players: int) -> Arena:
    """The arena whose games are played with the named rule variants (``System.variants``) at
    tables of ``players``; unchanged when none is named. ``ArenaError`` for a name the system
    does not offer or a variant that cannot apply to such a table."""
    names = tuple(dict.fromkeys(names))
    if not names:
        return arena
    offered = arena.system.variants
    unknown = [name for name in names if name not in offered]
    if unknown:
        choice = f"choose from: {', '.join(sorted(offered))}" if offered else "it has none"
        raise ArenaError(f"{arena.system.title} has no rule variant {unknown[0]!r}; {choice}")
    hook = arena.system.hook("variant_keywords")
    assert hook is not None  # a System with variants has the hook (checked when it is described)
    try:
        keywords = hook(list(names), players)
    except VariantError as exc:
        raise ArenaError(f"--variant {' --variant '.join(names)}: {exc}") from None
    made = partial(arena.setup.new_game, **keywords)
    return replace(arena, setup=replace(arena.setup, new_game=made), variants=names, variant_keywords=keywords)


def table_content(arena: Arena) -> dict[str, Any]:
    """The shared content every game of the arena is made with (``new_game``'s keywords but
    those of its rule variants)."""
    keywords = getattr(arena.setup.new_game, "keywords", {})
    return {name: value for name, value in keywords.items() if name not in arena.variant_keywords}


def play_report(
    arena: Arena,
    players: int,
    games: int,
    bot: str | None,
    seed: int,
    workers: int | None,
    with_impact: bool,
    logged: Setup | None = None,
    client: Any = None,
    progress: Progress | None = None,
) -> dict:
    """Play the arena's tables and build the report (with card impact when asked); ``logged``:
    the setup playing the games when they are logged (the impact replays are not). ``bot``
    plays every seat; by default the verdict's bot does, and the smoke part's bot plays the same
    games again for the report's ``skill`` (``VERDICT_BOT``, ``SMOKE_BOT``).
    ``client``: a Dask client to play on (``runner.cluster``); ``progress`` hears how far each run got."""
    main = bot or VERDICT_BOT
    tables = arena.tables(players)
    try:
        total = job_count(tables, games)
    except ValueError as exc:
        raise ArenaError(str(exc)) from None
    label = f"{main} play"
    results = stream(
        logged or arena.setup, iter_jobs(tables, games, seed, [main]), total, workers, progress, label, client
    )
    kept = list(results) if with_impact else []  # the impact compares games one by one; the report alone streams
    tested = [arena.setup.entrants[i].id for i in arena.tested]
    meta = {
        "title": f"Smoke-play: {', '.join(tested)}, by {main} play",
        "system": arena.system.name,
        "noun": arena.system.seat.noun,
        "tested": tested,
        "players": players,
        "bot": main,
        "seed": seed,
    }
    built = reports.build(kept if with_impact else results, meta)
    if bot is None:
        jobs = iter_jobs(tables, games, seed, [SMOKE_BOT])
        other = stream(arena.setup, jobs, total, workers, progress, f"{SMOKE_BOT} play", client)
        built = reports.with_skill(built, reports.build(other, {"bot": SMOKE_BOT}))
    if with_impact:
        if arena.setup.option_card is None:
            raise ArenaError(f"{arena.system.title}: the engine's options do not say which card they build or play")
        # a row no option draws, builds or plays (a clan power's) cannot be forbidden: left out
        cards = [
            card
            for card, counts in built["cards"].items()
            if card.partition("/")[0] in tested and any(counts[n] for n in ("drawn", "kept", "built", "played"))
        ]

        def replay(forbidden: list[str]) -> Any:
            return run_plans(
                arena.setup,
                [schedule(tables, games, seed, [main], forbid=card) for card in forbidden],
                workers,
                progress,
                f"impact of {len(forbidden)} cards",
                client,
            )

        built["impact"] = impact(kept, replay, cards)
    return built


def completion(arena: Arena) -> str:
    """What the games take from the shipped content because the run's files hold too few of it
    for a game (its ``Spare`` table content), as ``shipped <noun> and <noun>``; "" when nothing."""
    nouns = [value.noun for value in table_content(arena).values() if isinstance(value, Spare)]
    return f"shipped {' and '.join(nouns)}" if nouns else ""


def logged_setup(arena: Arena, log_dir: Path, budget: dict[str, int]) -> Setup:
    """The arena's setup writing a replay log of each game into ``log_dir``, with what the
    logs' headers need to rebuild the games: the files to load, named relative to the folder
    holding them all, with their SHA-256, and where every entrant and the table content came
    from. A copy of those files, as they were played, goes into ``log_dir/content`` under the
    same names, where ``replay`` looks for them unless ``--content`` names another folder."""
    entrants = arena.setup.entrants
    files = [arena.docs[entrants[i].id].path.resolve() for i in arena.tested if entrants[i].id in arena.docs]
    shared = [path.resolve() for path in arena.given if path.resolve() not in files]  # the table's files
    given = [*files, *shared]
    root = Path(os.path.commonpath([path.parent for path in given])) if given else Path.cwd()

    def relative(path: Path) -> str:
        return path.relative_to(root).as_posix()

    try:
        played = {relative(path): read_regular(path, str(path)) for path in given}
    except LoadError as exc:  # a file changed or went away since it was validated
        raise ArenaError(f"{exc.finding.file}: {exc.finding.message}") from None
    write_all(log_dir / replaylog.CONTENT, played)  # so that `replay LOG` finds them beside the logs
    context = {
        "system": arena.system.name,
        "files": {
            "entrants": [relative(path) for path in files],
            "table": [relative(path) for path in shared],
            "sha256": {name: hashlib.sha256(data).hexdigest() for name, data in played.items()},
        },
        "budget": budget,
        **({"variant_names": list(arena.variants)} if arena.variants else {}),
        "sources": {
            "entrants": {e.id: replaylog.source(e) for e in entrants},
            "table": {name: replaylog.source(obj) for name, obj in table_content(arena).items()},
        },
    }
    return replace(arena.setup, log_dir=str(log_dir), log_context=context)

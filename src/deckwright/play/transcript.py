"""A game as readable text: one line per decision, in words, forced ones (a single option) too;
the card that acts with its printed rules text (the renderer's words); what every seat whose
holdings changed holds before and after; the phases the game runs between decisions on their own
lines, with what they changed; at each new round or turn the state each seat tracks; and the
final scores as the rules break them down. Seats are numbered from 0, as in logs and options.

Shared code: the system plugs in through its hooks ``words`` (an ``engine.telling.Telling``: the
sentences), ``option_card`` (which card an option uses), ``rules_text`` (the card's printed text)
and ``holdings`` (what a seat holds); a system without one of them gets a plainer transcript.
"""

from __future__ import annotations

import io
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from ..engine.core import play
from ..engine.telling import Telling, watch
from ..game import Decision
from ..paths import data_dir
from ..systems import System
from ..validator import validate_paths
from .runner import Job, Setup, bot_seed
from .smoke import card_ids

INDENT = "    "


@dataclass
class Teller:
    """What a transcript needs beside the game: who sits where and the system's words."""

    seats: list[str]  # entrant id by seat
    # (document id, card id) -> printed text, None for a card the document has without text
    texts: dict[tuple[str, str], str | None] = field(default_factory=dict)
    option_card: Callable[[str, Any], str | None] | None = None
    holdings: Callable[[Any, int], dict[str, int]] | None = None
    words: Callable[[Any, str], Telling] | None = None
    lang: str = "en"

    def card_text(self, owner: str, card: str) -> str | None:
        """The printed text of the owner's ``card`` (None when it has none); only when the owner has
        no card of that id (a card of the table content, a seat that plays no content of its own),
        the first document's card of that id."""
        if (owner, card) in self.texts:
            return self.texts[owner, card]
        return next((text for (_, card_id), text in self.texts.items() if card_id == card), None)


def rules_texts(system: System, paths: Iterable[Path], lang: str) -> dict[tuple[str, str], str | None]:
    """The printed text of every card in the clean files under ``paths`` and the system's
    shipped ones, by (document id, card id), None for a card without text; the files named come first."""
    hook = system.hook("rules_text")
    if hook is None:
        return {}
    result = validate_paths([*paths, data_dir("cards") / system.name])
    run = result.run(system.name)
    texts: dict[tuple[str, str], str | None] = {}
    for validated in result.documents:
        if validated.system == system.name and not validated.errors:
            owner = validated.doc.data["id"]
            printed = hook(validated.doc, validated.content, lang, run)
            for card in [*printed, *(card for _, card in card_ids(validated.doc.data))]:
                texts.setdefault((owner, card), printed.get(card))
    return texts


def teller(system: System, seats: list[str], paths: Iterable[Path], lang: str) -> Teller:
    """The ``Teller`` of a game of ``system`` with these entrants by seat and files under test."""
    return Teller(
        seats,
        rules_texts(system, paths, lang),
        system.option_card if system.vocabulary else None,
        system.hook("holdings"),
        system.hook("words"),
        lang,
    )


class Untold(Exception):
    """A game that cannot be transcribed: the engine raised while setting it up or playing it."""


def replayed(setup: Setup, job: Job) -> tuple[Any, list[int]]:
    """Play ``job`` here as a run's worker would (same game, same bots, same seeds), and return a
    fresh copy of its game and the choices made, for ``transcript``; ``Untold`` when the engine raises."""
    entrants = [setup.entrants[i] for i in job.seats]
    log = io.StringIO()
    try:
        game = setup.new_game(entrants, seed=job.seed)
        bots = [setup.make_bot(name, bot_seed(job.seed, seat)) for seat, name in enumerate(job.bots)]
        play(game, bots, log=log, max_decisions=setup.max_decisions)
        fresh = setup.new_game(entrants, seed=job.seed)
    except Exception as exc:  # the run recorded this game as failed; say why instead of a traceback
        raise Untold(f"game {job.index} stopped with {type(exc).__name__}: {exc}") from None
    return fresh, [json.loads(line)["choice"] for line in log.getvalue().splitlines()]


class _Told:
    """Tells one game: listens to its steps (``engine.telling.watch``) and keeps the lines due."""

    def __init__(self, game: Any, tell: Teller) -> None:
        self.game, self.tell = game, tell
        self.words = tell.words(game, tell.lang) if tell.words else Telling(game, tell.lang)
        self.lines: list[str] = []
        self.taken = False  # the next option resolved is the one the decision took
        self.step: str | None = None  # the line of the step running now
        self.shown: str | None = None  # the heading shown last
        self.held = self.holdings()

    def seat(self, seat: int) -> str:
        return f"{self.words.who(seat) or self.tell.seats[seat]} (seat {seat})"

    def holdings(self) -> list[dict[str, int]]:
        hook = self.tell.holdings
        return [hook(self.game, seat) if hook else {} for seat in range(len(self.tell.seats))]

    def changes(self) -> list[str]:
        """A line for each seat whose holdings changed since the last call."""
        now, lines = self.holdings(), []
        for seat, (before, after) in enumerate(zip(self.held, now)):
            changed = [
                f"{name} {before.get(name, 0)} -> {after.get(name, 0)}"
                for name in dict.fromkeys([*before, *after])
                if before.get(name, 0) != after.get(name, 0)
            ]
            if changed:
                lines.append(f"{INDENT}{self.seat(seat)}: {', '.join(changed)}")
        self.held = now
        return lines

    def decided(self, decision: Decision, option: Any, head: str, which: str) -> list[str]:
        """The lines of a decision taken (before it is applied): what the seat does, which option
        of how many it was, the card that acts."""
        said = self.words.decision(decision, option)
        lines = [f"{head}{self.seat(decision.player)} {said}  [{decision.kind}, {which}]"]
        card = self.tell.option_card(decision.kind, option) if self.tell.option_card else None
        if card:
            owner, card_id = self.words.printed(card)
            text = self.tell.card_text(owner or self.tell.seats[decision.player], card_id)
            said = text.replace("\n", f"\n{INDENT}  ") if text else "(no rules text)"
            lines.append(f"{INDENT}{self.words.name(card)}: {said}")
        return lines

    def headed(self) -> list[str]:
        """The heading and each seat's tracked state, when the heading changed since it was last shown."""
        heading = self.words.heading()
        if heading is None or heading == self.shown:
            return []
        self.shown = heading
        tracked = [(seat, self.words.tracked(seat)) for seat in range(len(self.tell.seats))]
        return ["", heading, *(f"{INDENT}{self.seat(seat)}: {line}" for seat, line in tracked if line)]

    def settle(self) -> None:
        """Close what ran since the last event: the step line waiting for its heading, then what changed."""
        if self.step is not None:
            self.lines += [*self.headed(), f"  {self.step}"]
            self.step = None
        self.lines += self.changes()

    # -- engine.telling.Listener ------------------------------------------------------------
    def automatic(self, task: tuple) -> None:
        line = self.words.step(task)
        if line:
            self.settle()
            self.step = line

    def resolved(self, decision: Decision) -> None:
        if self.taken:
            self.taken = False
            return
        self.settle()
        self.lines += self.decided(decision, decision.options[0], "   -. ", "the only option")

    def flush(self) -> list[str]:
        self.settle()
        lines, self.lines = self.lines, []
        return lines


def transcript(game: Any, choices: Iterable[int], tell: Teller) -> Iterator[str]:
    """The lines of the game played from its start with ``choices`` (option indices in order)."""
    told = _Told(game, tell)
    watch(game, told)
    yield f"Game with seed {game.seed}: " + ", ".join(told.seat(seat) for seat in range(len(tell.seats)))
    for number, choice in enumerate(choices, 1):
        decision = game.decision()
        yield from told.flush()
        if decision is None:
            break
        yield from told.headed()
        option = decision.options[choice]
        yield from told.decided(decision, option, f"{number:>4}. ", f"{choice + 1} of {len(decision.options)}")
        told.taken = True
        game.apply(choice)
        told.taken = False
    yield from told.flush()
    result = game.result()
    yield ""
    scores = ", ".join(f"{told.seat(seat)} {score}" for seat, score in enumerate(result.scores))
    winners = " and ".join(told.seat(w) for w in result.winners) or "none"
    state = f"after {result.rounds} rounds" if result.finished else "unfinished"
    yield f"End {state}: scores {scores}; winner {winners}"
    yield from (f"{INDENT}{line}" for line in told.words.scores())

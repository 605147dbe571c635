"""A game as readable text: each decision in turn, by round, with the option taken, the card it
builds or plays and that card's printed rules text (the renderer's words), and what the deciding
seat holds before and after (when that changed).

Shared code: the system plugs in through its hooks ``option_card`` (which card an option uses),
``rules_text`` (the card's printed text) and ``holdings`` (what a seat holds); a system without
one of them gets a plainer transcript.
"""

from __future__ import annotations

import io
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from ..engine.core import play
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


def _holding_text(held: dict[str, int]) -> str:
    return ", ".join(f"{name} {n}" for name, n in held.items() if n) or "nothing"


def transcript(game: Any, choices: Iterable[int], tell: Teller) -> Iterator[str]:
    """The lines of the game played from its start with ``choices`` (option indices in order)."""
    heading = ", ".join(f"{entrant} (seat {seat + 1})" for seat, entrant in enumerate(tell.seats))
    yield f"Game with seed {game.seed}: {heading}"
    shown_round = None
    for number, choice in enumerate(choices, 1):
        decision = game.decision()
        if decision is None:
            break
        here = game.summary().get("round")
        if here is not None and here != shown_round:
            shown_round = here
            yield ""
            yield f"Round {here}"
        seat, option = decision.player, decision.options[choice]
        before = tell.holdings(game, seat) if tell.holdings else {}
        game.apply(choice)
        after = tell.holdings(game, seat) if tell.holdings else {}
        entrant = tell.seats[seat]
        yield f"{number:>4}. {entrant} (seat {seat + 1}), {decision.kind}: {option} (of {len(decision.options)})"
        card = tell.option_card(decision.kind, option) if tell.option_card else None
        text = tell.card_text(entrant, card) if card else None
        if card:
            yield f"{INDENT}{card}: " + (text.replace("\n", f"\n{INDENT}  ") if text else "(no rules text)")
        if before != after:
            yield f"{INDENT}{_holding_text(before)} -> {_holding_text(after)}"
    result = game.result()
    yield ""
    scores = ", ".join(f"{entrant} {score}" for entrant, score in zip(tell.seats, result.scores))
    winners = " and ".join(tell.seats[w] for w in result.winners) or "none"
    state = f"after {result.rounds} rounds" if result.finished else "unfinished"
    yield f"End {state}: scores {scores}; winner {winners}"

"""The play loop and replay over the contract of ``deckwright.game``.

``play`` asks each seat's bot for an index into the decision's options until the game ends;
``replay`` re-applies a log's choices. A game whose class names its decision vocabulary
(``vocabulary``, with ``card_key``) gets the abilities its decisions offer and use counted into its
result's card statistics by ``play`` and ``replay`` (see ``abilities``).
"""

from __future__ import annotations

import json
from typing import IO, Iterable

from ..game import Bot, Decision, Game, GameResult, Runaway
from .abilities import Usage


def _log_line(decision: Decision, choice: int, summary: dict) -> str:
    return json.dumps(
        {
            "player": decision.player,
            "kind": decision.kind,
            "options": [str(o) for o in decision.options],
            "choice": choice,
            "summary": summary,
        },
        separators=(",", ":"),
    )


def _stopped(game: Game, message: str) -> GameResult:
    result = game.result()
    result.finished = False
    result.message = message
    return result


def play(game: Game, bots: list[Bot], log: IO | None = None, max_decisions: int = 20000) -> GameResult:
    """Play ``game`` to its end with one bot per seat; write a JSON-lines log when ``log`` is given.

    A game that runs past ``max_decisions`` or whose engine raises ``Runaway`` stops with
    ``finished=False`` and a message saying why; the loop never hangs.
    """
    made = 0
    usage = Usage.of(game)
    watched = usage.uses if usage is not None else {}  # the decision kinds whose options use abilities
    try:
        while (decision := game.decision()) is not None:
            if made >= max_decisions:
                where = game.summary().get("round")
                return _counted(
                    game,
                    usage,
                    _stopped(
                        game,
                        f"runaway: stopped after {made} decisions "
                        f"({'' if where is None else f'round {where}, '}seed {game.seed})",
                    ),
                )
            choice = bots[decision.player].choose(game, decision)
            if not 0 <= choice < len(decision.options):
                raise ValueError(
                    f"bot {bots[decision.player].name} chose {choice} of "
                    f"{len(decision.options)} options for {decision.kind}"
                )
            if decision.kind in watched:
                usage.observe(decision, choice)  # type: ignore[union-attr]
            game.apply(choice)
            made += 1
            if log is not None:
                log.write(_log_line(decision, choice, game.summary()) + "\n")
    except Runaway as stop:
        return _counted(game, usage, _stopped(game, str(stop)))
    return _counted(game, usage, game.result())


def _counted(game: Game, usage: Usage | None, result: GameResult) -> GameResult:
    return result if usage is None else usage.credit(game, result)


def replay(game: Game, log_lines: Iterable[str]) -> GameResult:
    """Re-apply the choices of a log to a fresh ``game``, checking each decision matches the log.

    Raises ``ValueError`` at the first decision that differs (player, kind, options, state summary).
    A log that stops before the game ends (a stopped runaway) gives an unfinished result; an engine
    ``Runaway`` during the replay ends it as ``play`` would.
    """
    usage = Usage.of(game)
    try:
        for number, line in enumerate(filter(str.strip, log_lines), 1):
            entry = json.loads(line)
            decision = game.decision()
            if decision is None:
                raise ValueError(f"log line {number}: the game is already over")
            options = [str(o) for o in decision.options]
            if (decision.player, decision.kind, options) != (entry["player"], entry["kind"], entry["options"]):
                raise ValueError(
                    f"log line {number}: expected {entry['kind']} for seat {entry['player']} "
                    f"with {entry['options']}, the game asks {decision.kind} for seat "
                    f"{decision.player} with {options}"
                )
            if not 0 <= entry["choice"] < len(options):
                raise ValueError(f"log line {number}: choice {entry['choice']} is not one of {len(options)} options")
            if usage is not None and decision.kind in usage.uses:
                usage.observe(decision, entry["choice"])
            game.apply(entry["choice"])
            if "summary" in entry and json.loads(json.dumps(game.summary())) != entry["summary"]:
                raise ValueError(f"log line {number}: the state after the choice differs from the log")
        if game.decision() is not None:
            return _counted(game, usage, _stopped(game, "replay: the log ends before the game does"))
    except Runaway as stop:
        return _counted(game, usage, _stopped(game, str(stop)))
    return _counted(game, usage, game.result())

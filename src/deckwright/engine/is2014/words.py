"""Imperial Settlers (2014) in words, for transcripts (the ``words`` and ``holdings`` hooks): each
decision as a sentence with card names, the phases of a round on their own lines, each faction's
supply and VP, hand, Empire and Deals, and the final scores as the rules add them up
(docs/rules-notes.md#is2014-end-vp)."""

from __future__ import annotations

from typing import Any

from ...game import Decision
from ..telling import Telling, amounts
from .actions import TRADE_WORKERS
from .game import Is2014Game
from .scoring import COMMON_VALUE, FACTION_VALUE
from .state import POOL

STEPS = {
    "setup": "Setup: the decks are shuffled and each faction draws its starting hand",
    "start_round": "Lookout: each faction draws a Faction card, then the Common cards are drafted",
    "production": "Production: each faction collects its board's, its Deals' and its Production Locations' goods",
    "action_phase": "Action phase: turns in order until every faction has passed",
    "cleanup": "Cleanup: each faction keeps what its storage allows and discards the rest; the first player moves on",
    "virtual_attack": "The virtual player attacks",
}


def holdings(game: Is2014Game, seat: int) -> dict[str, int]:
    """The ``holdings`` hook: the seat's supply and VP, for transcripts."""
    player = game.players[seat]
    return {**{good: n for good, n in zip(POOL, player.goods)}, "vp": player.vp}


class Words(Telling):
    """The ``words`` hook: this system's words for one game."""

    game: Is2014Game

    def __init__(self, game: Is2014Game, lang: str) -> None:
        super().__init__(game, lang)
        cat = game.cat
        self.names = {key: self.text(card.name) for key, card in zip(cat.keys, cat.cards)}
        self.said = {  # one phrase per decision kind (engine/is2014/decisions.py)
            "draft": lambda option: f"takes {self.name(option)} from the Lookout",
            "turn": self._turn,
            "rest-of-turn": lambda option: "ends the turn" if option == ("end",) else self._turn(option),
            "pay": lambda option: f"pays gold instead of {amounts(option)}" if option else "pays without gold",
            "discard-location": self._discard_location,
            "draw-from": lambda option: f"draws from the {option[0]} deck",
            "steal": lambda option: f"steals {option[1]} from {self.who(option[0])}",
            "raze-target": lambda option: f"razes {self.who(option[0])}'s {self.name(option[2])}",
            "foundation": lambda option: f"places {self.name(option)} as a Foundation",
            "deal": lambda option: f"makes a Deal with {self.name(option)}",
            "place-under": self._place_under,
            "place-on": lambda option: "places no more" if option == "stop" else f"places a {option} on the Location",
            "enemy-deal": lambda option: f"makes a Deal with {self.who(option[0])}'s {self.name(option[2])}",
            "take-over": lambda option: f"takes over {self.who(option[0])}'s {self.name(option[2])}",
            "discard-enemy": lambda option: f"discards {self.who(option[0])}'s {self.name(option[2])}",
            "build-step": lambda option: f"builds {self.name(option)} without discarding a Location",
            "take-deal": lambda option: f"takes {self.who(option[0])}'s Deal {self.name(option[1])}",
            "cancel-deal": lambda option: f"cancels {self.who(option[0])}'s Deal {self.name(option[1])}",
            "field-good": lambda option: (
                f"takes 1 {option[3]} from the Raze field of {self.who(option[0])}'s {self.name(option[2])}"
            ),
            "raze-own": lambda option: f"razes its own {self.name(option[1])}",
            "samurai-step": lambda option: f"puts a Samurai on {self.name(option[1])}",
            "choose": lambda option: f"chooses option {option[0] + 1} of the choice",
            "store": lambda option: f"keeps {amounts(option)} through the Cleanup",
            "solo-target": lambda option: f"has the virtual player raze {self.name(option[1])}",
        }

    def who(self, seat: int) -> str:
        return self.text(self.game.cat.factions[seat].name)

    def name(self, card: str) -> str:
        return self.names.get(card, card)

    def printed(self, card: str) -> tuple[str | None, str]:
        owner, _, card_id = card.rpartition("/")
        return owner or None, card_id

    def heading(self) -> str:
        return f"Round {self.game.round}" if self.game.round else "Setup"

    def decision(self, decision: Decision, option: Any) -> str:
        return self.said[decision.kind](option)

    def step(self, task: tuple) -> str | None:
        if task[0] == "start_round" and self.game.phase == "end":
            return "The game ends"
        return STEPS.get(task[0])

    def tracked(self, seat: int) -> str:
        player, keys = self.game.players[seat], self.game.cat.keys
        hand = ", ".join(self.name(keys[c]) for c in player.hand) or "nothing"
        built = [self.name(keys[p.card]) + (" (Foundation)" if p.foundation else "") for p in player.empire]
        deals = ", ".join(self.name(keys[c]) for c in player.deals) or "none"
        return f"hand {hand}; Empire of {len(built)}: {', '.join(built) or 'nothing'}; Deals {deals}"

    def scores(self) -> list[str]:
        g, lines = self.game, []
        scores = g.result().scores
        for seat, player in enumerate(g.players):
            built = [p for p in player.empire if not p.foundation]
            faction = sum(g.cat.owners[p.card] >= 0 for p in built)
            parts = [
                f"{player.vp} VP during the game",
                f"{faction * FACTION_VALUE} for {faction} Faction Location(s)",
                f"{(len(built) - faction) * COMMON_VALUE} for {len(built) - faction} Common Location(s)",
            ]
            extra = scores[seat] - player.vp - faction * FACTION_VALUE - (len(built) - faction) * COMMON_VALUE
            if extra:
                parts.append(f"{extra} from the Locations' end-of-game VP")
            lines.append(f"{self.who(seat)}: {' + '.join(parts)} = {scores[seat]}")
        return lines

    # -- decision kinds with several shapes ----------------------------------------------------
    def _turn(self, option: tuple) -> str:
        what = option[0]
        if what in ("build", "deal"):
            return f"{'builds' if what == 'build' else 'makes a Deal with'} {self.name(option[1])}"
        if what == "raze-hand":
            return f"razes {self.name(option[1])} from the hand"
        if what == "raze":
            return f"razes {self.who(option[1])}'s {self.name(option[3])}"
        if what in ("activate", "activate-twice"):
            twice = " twice" if what == "activate-twice" else ""
            return f"activates {self.name(option[2])}{twice}"
        if what == "trade":
            return f"trades {TRADE_WORKERS} workers for 1 {option[1]}"
        if what == "defend":
            return f"puts a Defense token on {self.name(option[2])}"
        if what == "samurai":
            return f"puts a Samurai on {self.name(option[2])}"
        return "passes"

    def _discard_location(self, option: tuple) -> str:
        if option[1] == "foundation":
            return "discards a Foundation for the build"
        return f"discards {self.name(option[1])} for the build"

    def _place_under(self, option: str) -> str:
        return "places no more cards" if option == "stop" else f"places {self.name(option)} under the Location"

"""Empires of the North in words, for transcripts (the ``words`` hook): each decision as a sentence
with card names, the phases of the round on their own lines, each clan's hand, ships and Empire,
and the final scores as the rules add them up (docs/rules-notes.md#eotn-end-game-scoring)."""

from __future__ import annotations

from typing import Any

from ...game import Decision
from ..telling import Telling, amounts
from .catalog import GOLD, RAZE, RESOURCES
from .game import EotnGame
from .scoring import end_game_vp


class Words(Telling):
    """The ``words`` hook: this system's words for one game."""

    game: EotnGame

    def __init__(self, game: EotnGame, lang: str) -> None:
        super().__init__(game, lang)
        self.names: dict[tuple[int, str], str] = {}  # (owner seat, -1 for an island; card id) -> name
        for info in game.cat.cards:
            self.names.setdefault((info.seat, info.id), self.text(info.card.name))
        self.seat = 0  # the seat deciding now: whose card an id in its options is
        self.said = {  # one phrase per decision kind (engine/eotn/decisions.py)
            "setup-keep": self._setup_keep,
            "lookout-keep": self._lookout_keep,
            "storage-gain": self._storage_gain,
            "turn": self._turn,
            "declare": self._declare,
            "construct": self._construct,
            "harvest": self._harvest,
            "copy": self._copy,
            "release": self._release,
            "unexhaust": self._unexhaust,
            "exhaust": self._exhaust,
            "attach": self._attach,
            "sail": self._sail,
            "island": self._island,
            "land": self._land,
            "pay-with": self._pay_with,
            "choose": self._choose,
            "feature": self._feature,
            "discard": self._discard,
            "search": self._search,
            "move-pawn": self._move_pawn,
            "advance-ship": self._advance_ship,
            "expedition-ship": self._expedition_ship,
            "target": self._target,
            "remove": self._remove,
            "recopy": self._recopy,
        }

    def who(self, seat: int) -> str:
        return self.text(self.game.cat.clans[seat].name)

    def name(self, card: str) -> str:
        """The name of the deciding seat's card of that id, else an island's, else any seat's."""
        found = self.names.get((self.seat, card)) or self.names.get((-1, card))
        return found or next((name for (_, i), name in self.names.items() if i == card), card)

    def heading(self) -> str:
        return f"Round {self.game.round}" if self.game.round else "Setup"

    def decision(self, decision: Decision, option: Any) -> str:
        self.seat = decision.player
        return self.said[decision.kind](option)

    def step(self, task: tuple) -> str | None:
        name, g = task[0], self.game
        if name == "setup":
            return "Setup: basic fields and their goods, 5 workers each; each clan draws 5 cards and keeps 3"
        if name == "start_round":
            return "Lookout: each clan draws 4 cards and keeps those it pays a worker for"
        if name == "action_start":
            return "Action phase: turns in order until every clan has passed"
        if name == "expedition":
            return f"Expedition: {len(g.queue)} ship(s) in the queue sail in turn"
        if name == "round_end":
            return (
                "The game ends"
                if g.last_round
                else "Cleanup: spent workers return, exhausted cards and pawns are reset, new islands are revealed"
            )
        return None

    def tracked(self, seat: int) -> str:
        player, cards = self.game.players[seat], self.game.cat.cards
        hand = ", ".join(self.text(cards[c].card.name) for c in player.hand) or "nothing"
        empire = ", ".join(self.text(cards[e.card].card.name) for e in player.empire)
        return (
            f"hand {hand}; ships {player.ships} of the clan, {player.common} common; "
            f"Empire of {len(player.empire)}: {empire}"
        )

    def scores(self) -> list[str]:
        g, lines = self.game, []
        for seat, player in enumerate(g.players):
            loose = sum(player.goods[r] for r in RESOURCES)
            razes = player.goods[RAZE] if g.variants.raze_counts_in_final_scoring else 0
            bonus = end_game_vp(g, seat)
            parts = [
                f"{player.vp} on the VP track",
                f"{len(player.empire)} for the cards in the Empire",
                f"{(loose + razes) // 2} for {loose + razes} resources" + (" and raze tokens" if razes else ""),
                f"{player.goods[GOLD]} for gold",
            ]
            if bonus:
                named = ", ".join(f"{self.text(g.cat.cards[c].card.name)} {vp}" for c, vp in bonus.items())
                parts.append(f"{sum(bonus.values())} at the end of the game ({named})")
            total = player.vp + len(player.empire) + (loose + razes) // 2 + player.goods[GOLD] + sum(bonus.values())
            lines.append(f"{self.who(seat)}: {' + '.join(parts)} = {total}")
        return lines

    # -- one method per decision kind (engine/eotn/decisions.py) -------------------------------
    def _setup_keep(self, option: Any) -> str:
        return "keeps all the cards left" if option == ("all",) else f"keeps {self.name(option)}"

    def _lookout_keep(self, option: tuple) -> str:
        if option[0] == "keep":
            return f"pays a worker to keep {self.name(option[1])}"
        return "discards the rest of the Lookout"

    def _storage_gain(self, option: tuple) -> str:
        return f"takes {' and '.join(option)} from a Storage"

    def _turn(self, option: tuple) -> str:
        what = option[0]
        if what == "build":
            return f"builds {self.name(option[1])}"
        if what == "pawn":
            return f"puts a pawn on {option[1]}"
        if what == "move":
            return f"moves pawn {option[1]} to {option[2]}"
        if what == "use":
            return f"uses the Action of {self.name(option[2])}"
        if what == "raid":
            return f"raids {self.who(option[1])}'s {self.name(option[3])}"
        return "passes"

    def _declare(self, option: tuple) -> str:
        if option[0] == "boost":
            return f"plays {self.name(option[1])} as a Boost"
        if option[0] == "field":
            return f"plays the field {self.name(option[1])}"
        return "plays no Boost or field with the action"

    def _construct(self, option: str) -> str:
        return f"constructs {self.name(option)}"

    def _harvest(self, option: tuple) -> str:
        return f"harvests {self.name(option[1])}"

    def _copy(self, option: tuple) -> str:
        return f"copies {self.name(option[1])}"

    def _release(self, option: tuple) -> str:
        return f"takes back the goods assigned to {self.name(option[1])}"

    def _unexhaust(self, option: tuple) -> str:
        return f"unexhausts {self.name(option[1])}"

    def _exhaust(self, option: tuple) -> str:
        return f"exhausts {self.name(option[1])}"

    def _attach(self, option: tuple) -> str:
        if option == ("as-field",):
            return "lays the upgrade down as a field of its own"
        return f"puts the upgrade on {self.name(option[1])}"

    def _sail(self, option: tuple) -> str:
        return f"sends a {option[0]} ship with {option[1]} fish and {option[2]} raze token(s)"

    def _island(self, option: tuple) -> str:
        if option[0] == "island":
            return f"sails to {self.name(option[1])}"
        return f"sails to the top island of the {option[1]} deck"

    def _land(self, option: tuple) -> str:
        return "pillages the island" if option[0] == "pillage" else "conquers the island"

    def _pay_with(self, option: tuple) -> str:
        return f"pays {amounts(option)}"

    def _choose(self, option: tuple) -> str:
        return f"chooses {option[1]}"

    def _feature(self, option: tuple) -> str:
        if option[0] == "pay":
            return f"pays {option[1]} for a Feature"
        return "skips a Feature" if option[0] == "skip" else "uses a Feature"

    def _discard(self, option: str) -> str:
        return f"discards {self.name(option)}"

    def _search(self, option: str) -> str:
        return f"takes {self.name(option)} into the hand"

    def _move_pawn(self, option: tuple) -> str:
        return "leaves the pawn where it is" if option == ("stay",) else f"moves pawn {option[0]} to {option[1]}"

    def _advance_ship(self, option: tuple) -> str:
        return f"advances the ship at place {option[1] + 1} of the queue"

    def _expedition_ship(self, option: tuple) -> str:
        return f"sends the ship at place {option[1] + 1} of the queue now"

    def _target(self, option: tuple) -> str:
        return f"aims at {self.who(option[0])} (seat {option[0]})"

    def _remove(self, option: tuple) -> str:
        return f"removes {self.name(option[1])} from the Empire"

    def _recopy(self, option: tuple) -> str:
        return f"has {self.name(option[1])} copy {self.name(option[3])} from now on"

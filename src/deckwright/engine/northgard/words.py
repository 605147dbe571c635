"""Northgard in words, for transcripts (the ``words`` hook): each decision as a sentence with card
names and territories by their number and what they yield, the phases of a year on their own
lines, each clan's hand, units and territories, and the final fame as the rules add it up."""

from __future__ import annotations

from typing import Any, Callable

from ...game import Decision
from ..telling import Telling
from . import effects
from .game import NorthgardGame

STEPS = {
    "setup": "Setup: the start tiles are laid and the clans' start cards dealt",
    "harvest_phase": "Harvest: fame for closed territories and buildings, then each clan's resources",
    "winter": "Winter: each clan pays the upkeep of its units on the map, or takes an Unrest card",
    "game_end": "The game ends",
}


class Words(Telling):
    """The ``words`` hook: this system's words for one game."""

    game: NorthgardGame

    def __init__(self, game: NorthgardGame, lang: str) -> None:
        super().__init__(game, lang)
        cards = game.cards
        every = [*cards.starting, *cards.early, *cards.advanced, *cards.achievements, cards.unrest]
        for player in game.players:
            every += [player.clan.initial, *player.clan.upgrades]
        self.names = {card.id: self.text(card.name) for card in reversed(every)}  # the first of an id wins
        self.said = {  # one phrase per decision kind (engine/northgard/decisions.py)
            "setup tile": self._tile,
            "setup units": self._units,
            "turn": self._turn,
            "flash": self._flash,
            "pick": self._pick,
            "recruit": self._recruit,
            "move": self._move,
            "combat": self._combat,
            "food": self._food,
            "die": self._die,
            "retreat": self._retreat,
            "explore": self._tile,
            "build": self._build,
            "feast": self._feast,
            "keep": self._drawn("keeps"),
            "discard": self._drawn("discards"),
            "top": self._drawn("puts on top of the draw pile"),
            "scorch": self._scorch,
            "scorched earth": self._scorched_earth,
            "trade": self._trade,
            "return": self._return,
            "return tile": self._return_tile,
        }

    def who(self, seat: int) -> str:
        return self.text(self.game.players[seat].clan.name)

    def name(self, card: str) -> str:
        return self.names.get(card, card)

    def territory(self, tid: int) -> str:
        """ "territory 12 (food 1, wood 1)": its number on the map and what it yields."""
        yields = ", ".join(f"{res} {n}" for res, n in self.game.produce(tid).items() if n)
        return f"territory {tid}" + (f" ({yields})" if yields else "")

    def heading(self) -> str:
        return f"Year {self.game.year}" if self.game.year else "Setup"

    def decision(self, decision: Decision, option: Any) -> str:
        return self.said[decision.kind](option)

    def step(self, task: tuple) -> str | None:
        if task[0] == "start_of_year":
            return "Start of the year: each clan draws its hand, the year's development cards are shown"
        return STEPS.get(task[0])

    def tracked(self, seat: int) -> str:
        g, player = self.game, self.game.players[seat]
        hand = ", ".join(self.text(card.name) for card in player.hand) or "nothing"
        held = ", ".join(map(str, g.controlled(seat))) or "none"
        return (
            f"hand {hand}; {g.units_on_map(seat)} units on the map, {player.reserve} in reserve"
            f"{', the Kaija on the map' if player.kaija_on_map else ''}; controls territories {held}"
        )

    def scores(self) -> list[str]:
        g, per = self.game, self.game.rules["fame"]
        lines = []
        for seat, player in enumerate(g.players):
            parts = [f"{player.fame} fame on the track"]
            loose = sum(player.resources.values())
            parts.append(f"{loose // per['resources_per_fame']} for {loose} resources")
            for card in player.owned_cards():
                if card.kind == "unrest":
                    parts.append(f"{per['unrest']} for {self.text(card.name)}")
                elif card.score is not None:  # an achievement
                    parts.append(f"{effects.achievement_fame(g, seat, card.score)} for {self.text(card.name)}")
                elif card.fame:
                    parts.append(f"{card.fame} for {self.text(card.name)}")
            lines.append(f"{self.who(seat)}: {' + '.join(parts)} = {g.final_fame(seat)}")
        return lines

    # -- one method per decision kind ------------------------------------------------------------
    def _tile(self, option: tuple) -> str:
        return f"lays drawn tile {option[1] + 1} at ({option[2]}, {option[3]}), turned {option[4] * 90} degrees"

    def _units(self, option: tuple) -> str:
        kaija = " with the Kaija" if option[0] == "with kaija" else ""
        return f"puts the starting units{kaija} in {self.territory(option[1])}"

    def _turn(self, option: tuple) -> str:
        what = option[0]
        if what == "play":
            return f"plays {self.name(option[1])}"
        if what == "upgrade":
            old = "keeping" if option[2] == "keep" else "removing"
            return f"upgrades to {self.name(option[3])}, {old} {self.name(option[1])}"
        if what == "pass":
            return "passes"
        verb = {"wait": "sets aside", "replace": "replaces", "remove": "removes"}[what]
        return f"{verb} {self.name(option[1])}"

    def _flash(self, option: tuple) -> str:
        return f"plays {self.name(option[1])} as a Flash" if option[0] == "play" else "plays no Flash card"

    def _pick(self, option: tuple) -> str:
        return f"takes {self.name(option[2])} from the display"

    def _recruit(self, option: tuple) -> str:
        if option[0] == "stop":
            return "recruits no more"
        return f"recruits {'the Kaija' if option[0] == 'kaija' else 'a unit'} in {self.territory(option[1])}"

    def _move(self, option: tuple) -> str:
        if option[0] == "stop":
            return "moves no more"
        kaija = " with the Kaija" if option[0] == "with kaija" else ""
        return f"moves {option[3]} unit(s){kaija} from {self.territory(option[1])} to {self.territory(option[2])}"

    def _combat(self, option: tuple) -> str:
        return f"fights in {self.territory(option[1])}"

    def _food(self, option: tuple) -> str:
        return f"spends {option[1]} food on the fight"

    def _die(self, option: tuple) -> str:
        return f"takes the die face of {option[1]} point(s) and {option[2]} casualty(ies)"

    def _retreat(self, option: tuple) -> str:
        return f"retreats to {self.territory(option[1])}"

    def _build(self, option: tuple) -> str:
        size = self.game.rules.building(option[2])["size"]
        return f"builds a {size} building, {option[2].replace('_', ' ')}, in {self.territory(option[1])}"

    def _feast(self, option: tuple) -> str:
        return f"feasts: plays the action of {self.name(option[1])}"

    def _drawn(self, verb: str) -> Callable[[tuple], str]:
        return lambda option: f"{verb} {self.name(option[2])}"

    def _scorch(self, option: tuple) -> str:
        if option[0] == "keep":
            return "leaves the Scorched Earth token where it is"
        return f"puts the Scorched Earth token on {self.territory(option[1])}"

    def _scorched_earth(self, option: tuple) -> str:
        return "takes nothing from the scorched territory" if option[0] == "none" else f"takes {option[1]} from it"

    def _trade(self, option: tuple) -> str:
        if option[0] == "done":
            return "trades no more"
        return f"{option[0]}s {option[1]} for {option[2]}"

    def _return(self, option: tuple) -> str:
        if option[0] == "draw":
            return "draws a neutral tile to make a place to come back"
        if option[0] == "none":
            return "does not come back this year"
        return f"comes back in {self.territory(option[1])}"

    def _return_tile(self, option: tuple) -> str:
        return f"lays a new neutral tile at ({option[1]}, {option[2]}), turned {option[3] * 90} degrees"

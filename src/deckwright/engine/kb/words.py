"""Kingdom Builder in words, for transcripts (the ``words`` hook): each settlement built or moved
on "the forest at row 7, column 4" (rows and columns of the assembled board counted from 0, top
left), the location tiles it takes, a heading for every turn with its terrain card, each seat's
supply and tiles, and the final gold by goal card and castles."""

from __future__ import annotations

from typing import Any

from ...game import Decision
from ..telling import Telling
from .board import SIDE
from .game import KBGame


class Words(Telling):
    """The ``words`` hook: this system's words for one game."""

    game: KBGame

    def __init__(self, game: KBGame, lang: str) -> None:
        super().__init__(game, lang)
        self.tiles = {tile_id: self.text(tile.name) for tile_id, tile in game.tiles.items()}

    def name(self, card: str) -> str:
        return self.tiles.get(card, card)

    def where(self, h: int) -> str:
        """A hex of the assembled board, counted from 0 at the top left as rows and columns are in
        a boards file: "the forest at row 7, column 4"."""
        row, col = divmod(h, SIDE)
        return f"the {self.game.board.terrain[h]} at row {row}, column {col}"

    def heading(self) -> str:
        g = self.game
        card = g.hand[g.seat]
        return f"Round {g.round}, seat {g.seat}'s turn: terrain card {card or 'none (the deck is empty)'}"

    def decision(self, decision: Decision, option: Any) -> str:
        if option[0] == "end":
            return "ends the turn"
        if option[0] == "build":
            said = f"builds on {self.where(option[1])}"
        elif len(option) == 4:
            said = f"uses the {self.name(option[1])} tile to build on {self.where(option[3])}"
        else:
            said = (
                f"uses the {self.name(option[1])} tile to move a settlement from "
                f"{self.where(option[3])} to {self.where(option[4])}"
            )
        return said + self.taken(decision, option)

    def taken(self, decision: Decision, option: Any) -> str:
        """ ", takes the Harbor tile" for the tiles the option seizes, ", loses ..." for those it gives up."""
        seat, after = decision.player, self.game.clone()
        after.apply(decision.options.index(option))
        before_held, after_held = set(self.game.held[seat]), set(after.held[seat])
        said = "".join(f", takes the {self.name(t)} tile" for _, t in sorted(after_held - before_held))
        return said + "".join(f", loses the {self.name(t)} tile" for _, t in sorted(before_held - after_held))

    def tracked(self, seat: int) -> str:
        held = ", ".join(self.name(tile) for _, tile in self.game.held[seat]) or "none"
        return f"{self.game.supply[seat]} settlements in the supply; location tiles: {held}"

    def scores(self) -> list[str]:
        g = self.game
        gold = g.gold()
        names = {goal.id: self.text(goal.name) for goal in g.goals}
        lines = []
        for seat in range(g.players):
            parts = [f"{names[goal]} {paid[seat]}" for goal, paid in gold.items() if goal in names]
            parts.append(f"castles {gold['castles'][seat]}")
            lines.append(f"seat {seat}: {' + '.join(parts)} = {sum(paid[seat] for paid in gold.values())} gold")
        return lines

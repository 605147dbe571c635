"""A greedy Northgard bot: scores each option of a decision with a quick look at the state (no
look-ahead) and takes the best, breaking ties from its own seeded stream."""

from __future__ import annotations

import random
from typing import Any, Callable

from ...game import Decision, undeclared
from ...steps import StepTable
from .effects import achievement_fame, feast_cards
from .explore import preview
from .game import NorthgardGame

STEP_VALUE = StepTable(
    {
        "recruit": 3,
        "explore": 3,
        "build": 4,
        "move": 2,
        "feast": 3,
        "draw": 1,
        "gain": 1,
        "fame": 3,
        "harvest": 2,
        "scorch": 1,
    }
)  # what a card's step is worth to the bot


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: NorthgardGame, decision: Decision) -> int:
        values = self.values(game, decision)
        if decision.kind == "explore":  # equal placements in the order of a seeded draw
            values = [v + self.rng.random() for v in values]
        best = max(values)
        return self.rng.choice([i for i, v in enumerate(values) if v == best])

    def values(self, game: NorthgardGame, decision: Decision) -> list[float]:
        """The price of each option (the search bot rolls out only the best-priced few); a kind
        left to chance prices every option 0, and the bot draws among equal prices."""
        score = RATES.get(decision.kind)
        if score is None:
            if decision.kind in AT_RANDOM:
                return [0.0] * len(decision.options)
            raise undeclared(decision.kind)
        return [score(self, game, decision.player, option) for option in decision.options]

    # --- per decision kind ---

    def _turn(self, game: NorthgardGame, seat: int, option: tuple) -> float:
        kind = option[0]
        if kind == "pass":
            return 0
        card = next(c for c in game.players[seat].hand if c.id == option[1])
        if kind == "play":
            return 5 + card.fame + max((STEP_VALUE[s.primitive] for s in card.steps), default=0)
        if kind == "upgrade":
            return 7 if card.kind == "unrest" or option[2] == "keep" else 6
        if kind == "remove":
            return -1
        return 1 if card.kind == "unrest" else -2  # wait or replace: only to get rid of unrest

    def _flash(self, game: NorthgardGame, seat: int, option: tuple) -> float:
        return 0 if option[0] == "end" else 1

    def _pick(self, game: NorthgardGame, seat: int, option: tuple) -> float:
        card = game.display[option[1]]
        return (
            card.fame * 2
            + sum(STEP_VALUE[s.primitive] for s in card.steps)
            + (self._achievement(game, seat, card.score) if card.score else 0)
        )

    def _achievement(self, game: NorthgardGame, seat: int, score: dict[str, Any]) -> int:
        return achievement_fame(game, seat, score) * 3

    def _recruit(self, game: NorthgardGame, seat: int, option: tuple) -> float:
        if option[0] == "stop":
            return 0 if self._winter_short(game, seat) else -10
        territory = game.board.territories[option[1]]
        enemies = sum(1 for t in territory.adj if game.board.territories[t].owner() not in (None, seat))
        return enemies * 2 + len(territory.adj) - territory.units.get(seat, 0) * 0.5

    def _move(self, game: NorthgardGame, seat: int, option: tuple) -> float:
        if option[0] == "stop":
            return 0
        board = game.board
        src, dst = board.territories[option[1]], board.territories[option[-2]]
        count = src.units.get(seat, 0) + (src.kaija == seat)
        moving = option[-1] + (option[0] == "with kaija")
        owner = dst.owner()
        if owner is None:
            value = 3 + sum(dst.resources.values()) + len(dst.spaces) * 0.5 - abs(moving - 1)
            return value if count - moving >= 1 or not src.buildings else value - 4
        if owner == seat:
            return -1
        defence = dst.units.get(owner, 0) + len(dst.buildings)
        return 6 + moving - 2 * defence if moving > defence + 1 else -5

    def _combat(self, game: NorthgardGame, seat: int, option: tuple) -> float:
        return -option[1]

    def _food(self, game: NorthgardGame, seat: int, option: tuple) -> float:
        return option[1]

    def _die(self, game: NorthgardGame, seat: int, option: tuple) -> float:
        return option[2] * 2 + option[1]

    def _retreat(self, game: NorthgardGame, seat: int, option: tuple) -> float:
        return 1 if game.board.territories[option[1]].owner() == seat else 0

    def _explore(self, game: NorthgardGame, seat: int, option: tuple) -> float:
        """Placements that close the seat's own territories first, then those that add land to them
        (``choose`` draws among equal ones)."""
        _, index, x, y, rot = option
        value = 0.0
        for closed, tiles, seats in preview(game.board, game.drawn[index], (x, y), rot):
            if seats == {seat}:
                value += tiles * 3 if closed else 1
        return value

    def _build(self, game: NorthgardGame, seat: int, option: tuple) -> float:
        rules = game.rules
        info = rules.building(option[2])
        territory = game.board.territories[option[1]]
        value = 2 + sum(info.get("produce", {}).values()) + info.get("fame", 0) + info.get("draw_bonus", 0)
        if info["size"] == "large":
            value += 4 if territory.closed else 1
            if any(rules.building(b)["size"] == "large" for b in territory.buildings):
                value -= 4
        return value

    def _feast(self, game: NorthgardGame, seat: int, option: tuple) -> float:
        return max(STEP_VALUE[s.primitive] for s in feast_cards(game)[option[1]].steps)

    def _trade(self, game: NorthgardGame, seat: int, option: tuple) -> float:
        """Trade surplus into what the winter will ask for."""
        if option[0] == "done":
            return 0
        player = game.players[seat]
        need = game.rules.winter_cost(game.units_on_map(seat))
        short = {res: n - player.resources.get(res, 0) for res, n in need.items() if n > player.resources.get(res, 0)}
        gives = {option[1]} if option[0] == "swap" else set(option[1])
        if option[2] in short and not gives & set(need):
            return 2
        return -1

    def _winter_short(self, game: NorthgardGame, seat: int) -> bool:
        """One more unit would make the coming winter cost more food than the seat can expect."""
        player = game.players[seat]
        income = sum(game.produce(t).get("food", 0) for t in game.controlled(seat))
        cost = game.rules.winter_cost(game.units_on_map(seat) + 1).get("food", 0)
        return player.resources.get("food", 0) + income < cost

    def _return(self, game: NorthgardGame, seat: int, option: tuple) -> float:
        """Always come back: a seat with no units gains nothing."""
        return 0 if option[0] == "none" else 1

    def _scorched_earth(self, game: NorthgardGame, seat: int, option: tuple) -> float:
        return 1 if option[0] == "take" else 0


# How the bot prices each declared decision kind (see ``decisions``); the kinds in AT_RANDOM it
# leaves to its seeded stream (setup, which drawn card to keep, where a returning tile goes).
RATES: dict[str, Callable[[GreedyBot, NorthgardGame, int, tuple], float]] = {
    "turn": GreedyBot._turn,
    "flash": GreedyBot._flash,
    "pick": GreedyBot._pick,
    "recruit": GreedyBot._recruit,
    "move": GreedyBot._move,
    "combat": GreedyBot._combat,
    "food": GreedyBot._food,
    "die": GreedyBot._die,
    "retreat": GreedyBot._retreat,
    "explore": GreedyBot._explore,
    "build": GreedyBot._build,
    "feast": GreedyBot._feast,
    "trade": GreedyBot._trade,
    "scorched earth": GreedyBot._scorched_earth,
    "return": GreedyBot._return,
}
AT_RANDOM = frozenset({"setup tile", "setup units", "keep", "discard", "top", "scorch", "return tile"})

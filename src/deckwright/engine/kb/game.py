"""Kingdom Builder rules: turns, the mandatory action, location tiles, the end and the score.

One decision per step, asked of the active seat. Its options are tuples:
``("build", hex)`` a settlement of the mandatory action; ``("tile", tile id, location hex, hex)``
a tile's build, or its removal of another player's settlement from that hex;
``("tile", tile id, location hex, from, to)`` a tile's move; ``("end",)`` end the
turn (offered once the mandatory action is done). While the mandatory action or a multi-step
tile action is under way only its next step is offered, so extra actions come before or after
the mandatory action, never in its middle. A turn whose only option would be "end" ends by itself.
"""

from __future__ import annotations

import random
from typing import Iterable

from ...game import Decision, GameResult
from ...model.kb import BUILDABLE, SETTLEMENTS, TILES_PER_LOCATION, Goal, Tile
from ..abilities import add
from .board import NEIGHBOURS, Board
from .decisions import DECISIONS
from .placement import MANDATORY, build_targets, move_targets
from .scoring import castle_gold, goal_gold

CARDS_PER_TERRAIN = 5
MANDATORY_SETTLEMENTS = 3


def goal_key(goal_id: str) -> str:
    """The statistics key of a goal card."""
    return f"goals/{goal_id}"


class KBGame:
    """A game in progress; ``clone`` copies only the mutable state (the board is shared)."""

    vocabulary = DECISIONS  # the game loop counts the location tiles its turns offer and use

    __slots__ = (
        "board",
        "tiles",
        "goals",
        "players",
        "seed",
        "rng",
        "owner",
        "supply",
        "hand",
        "deck",
        "discard",
        "adj",
        "free",
        "held",
        "lost",
        "purse",
        "stock",
        "seat",
        "round",
        "left",
        "started",
        "pending",
        "fresh",
        "used",
        "ending",
        "over",
        "decisions",
        "_decision",
    )
    left: int  # settlements of the mandatory action still to build this turn (set as a turn starts)
    started: bool  # whether the mandatory action began this turn

    def __init__(self, board: Board, tiles: dict[str, Tile], goals: list[Goal], players: int, seed: int):
        if not 2 <= players <= 4:
            raise ValueError("Kingdom Builder is for 2 to 4 players")
        self.board, self.tiles, self.goals, self.players, self.seed = board, tiles, goals, players, seed
        self.rng = random.Random(f"kb-{seed}")
        self.owner = [-1] * len(board.terrain)
        self.adj = [[0] * len(board.terrain) for _ in range(players)]  # own settlements next to each hex
        self.free = {t: len(hs) for t, hs in board.by_terrain.items()}  # free hexes per terrain
        self.supply = [SETTLEMENTS] * players
        self.deck = [t for t in BUILDABLE for _ in range(CARDS_PER_TERRAIN)]
        self.rng.shuffle(self.deck)
        self.discard: list[str] = []
        self.hand = [self._draw() for _ in range(players)]
        self.held: list[list[tuple[int, str]]] = [[] for _ in range(players)]  # (location hex, tile id)
        self.lost: list[set[int]] = [set() for _ in range(players)]  # locations whose tile the player lost
        self.purse = [0] * players  # gold taken from location tiles during the game
        self.stock = {h: TILES_PER_LOCATION for h in board.location_tile}
        self.seat, self.round, self.decisions = 0, 1, 0
        self.ending = self.over = False
        self.pending: tuple[str, int, int] | None = None  # (tile id, location hex, settlements left)
        self.fresh: set[int] = set()  # locations whose tile was taken this turn
        self.used: set[int] = set()  # locations whose tile was used this turn
        self._decision: Decision | None = None
        self._start_turn()

    # -- the contract -------------------------------------------------------------------------
    def clone(self) -> "KBGame":
        other = object.__new__(KBGame)
        other.board, other.tiles, other.goals, other.players, other.seed = (
            self.board,
            self.tiles,
            self.goals,
            self.players,
            self.seed,
        )
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.owner, other.supply, other.hand = list(self.owner), list(self.supply), list(self.hand)
        other.deck, other.discard = list(self.deck), list(self.discard)
        other.adj, other.free = [list(a) for a in self.adj], dict(self.free)
        other.held = [list(h) for h in self.held]
        other.lost = [set(s) for s in self.lost]
        other.stock, other.purse = dict(self.stock), list(self.purse)
        other.seat, other.round, other.left, other.started = self.seat, self.round, self.left, self.started
        other.pending, other.fresh, other.used = self.pending, set(self.fresh), set(self.used)
        other.ending, other.over, other.decisions = self.ending, self.over, self.decisions
        other._decision = self._decision
        return other

    def decision(self) -> Decision | None:
        if self.over:
            return None
        if self._decision is None:
            options, kind = self._options()
            while options == [("end",)]:
                self._end_turn()
                if self.over:
                    return None
                options, kind = self._options()
            self._decision = Decision(self.seat, kind, tuple(options))
        return self._decision

    def apply(self, index: int) -> None:
        decision = self.decision()
        if decision is None:
            raise ValueError("the game is over")
        option = decision.options[index]
        self._decision = None
        self.decisions += 1
        me = self.seat
        if option[0] == "end":
            self._end_turn()
            self.decision()
            return
        if option[0] == "build":
            self._place(me, option[1])
            self.started = True
            self.left = 0 if self.supply[me] == 0 else self.left - 1
        else:
            tile_id, location = option[1], option[2]
            rule = self.tiles[tile_id].placement
            if self.pending is None:  # the tile is turned over as its action begins
                self.used.add(location)
                self.pending = (tile_id, location, rule.count)
                self.purse[me] += rule.gold
            if rule.action == "move":
                self._move(me, option[3], option[4])
            elif rule.action == "remove":
                self._remove(option[3])
            else:
                self._place(me, option[3])
            tile_id, location, steps = self.pending
            self.pending = (tile_id, location, steps - 1) if steps > 1 else None
        self._ensure_card()
        self.decision()  # settle a turn that can only end

    def result(self) -> GameResult:
        """The result; each goal card's gold per seat (``points``), and in its statistics it is
        offered once to each seat and used by each seat whose gold it changed (a penalty takes gold)."""
        gold = self.gold()
        scores = [sum(column) for column in zip(*gold.values())]
        best = max(scores)
        points = {goal_key(g.id): gold[g.id] for g in self.goals}
        cards: dict[str, dict[str, int]] = {}
        for key, paid in points.items():
            add(cards.setdefault(key, {}), "goal", self.players, sum(n != 0 for n in paid))
        return GameResult(
            self.seed,
            [f"player {p}" for p in range(self.players)],
            scores,
            [p for p, s in enumerate(scores) if s == best],
            self.round,
            self.decisions,
            self.over,
            cards=cards,
            points=points,
        )

    def card_key(self, seat: int, tile_id: str) -> str:
        """The statistics key of the location tile an option names (``Game.card_key``)."""
        return f"tiles/{tile_id}"

    def summary(self) -> dict:
        return {
            "round": self.round,
            "seat": self.seat,
            "supply": list(self.supply),
            "tiles": [sorted(t for _, t in held) for held in self.held],
        }

    def put(self, seat: int, hexes: Iterable[int]) -> None:
        """Set up a position: settlements of ``seat`` from its supply on ``hexes`` (no tile taken)."""
        for h in hexes:
            self._occupy(seat, h, 1)
            self.supply[seat] -= 1
        self._decision = None

    # -- scoring ------------------------------------------------------------------------------
    def gold(self) -> dict[str, list[int]]:
        """Gold per goal card id, for 'castles' and for 'tiles' (taken from location tiles), per player."""
        table = {g.id: goal_gold(self.board, self.owner, self.players, g.scoring) for g in self.goals}
        table["castles"] = castle_gold(self.board, self.owner, self.players)
        table["tiles"] = list(self.purse)
        return table

    def scores(self) -> list[int]:
        return [sum(column) for column in zip(*self.gold().values())]

    # -- options ------------------------------------------------------------------------------
    def _options(self) -> tuple[list[tuple], str]:
        me, card = self.seat, self.hand[self.seat]
        if self.pending is not None:
            tile_id, location, _ = self.pending
            options = self._tile_options(me, tile_id, location, card)
            if options:
                return options, "tile-step"
            self.pending = None
        if self.started and self.left > 0:
            options = self._mandatory(me, card)
            if options:
                return options, "build"
            self.left = 0
        options = self._mandatory(me, card) if self.left > 0 else []
        if self.left > 0 and not options:
            self.left = 0  # nowhere left to build at all
        for location, tile_id in self.held[me]:
            if location not in self.used and location not in self.fresh:
                options += self._tile_options(me, tile_id, location, card)
        if self.left == 0:
            options.append(("end",))
        return options, "turn"

    def _mandatory(self, me: int, card: str | None) -> list[tuple]:
        if card is None or self.supply[me] == 0:
            return []
        return [("build", h) for h in build_targets(self.board, self.owner, self.adj[me], me, MANDATORY, card)]

    def _tile_options(self, me: int, tile_id: str, location: int, card: str | None) -> list[tuple]:
        rule = self.tiles[tile_id].placement
        if rule.terrain == "played" and card is None:
            return []
        if rule.action != "move":
            if rule.action == "build" and self.supply[me] == 0:
                return []
            return [
                ("tile", tile_id, location, h)
                for h in build_targets(self.board, self.owner, self.adj[me], me, rule, card)
            ]
        return [
            ("tile", tile_id, location, a, b)
            for a, b in move_targets(self.board, self.owner, self.adj[me], me, rule, card)
        ]

    # -- changes ------------------------------------------------------------------------------
    def _occupy(self, me: int, h: int, by: int) -> None:
        """Put (by=1) or lift (by=-1) a settlement of ``me`` on hex ``h``."""
        self.owner[h] = me if by > 0 else -1
        adj = self.adj[me]
        for n in NEIGHBOURS[h]:
            adj[n] += by
        terrain = self.board.terrain[h]
        self.free[terrain] -= by
        if terrain in BUILDABLE:
            self.free["buildable"] -= by

    def _place(self, me: int, h: int) -> None:
        self._occupy(me, h, 1)
        self.supply[me] -= 1
        if self.supply[me] == 0:
            self.ending = True
        self._take_tiles(me, h)

    def _move(self, me: int, source: int, target: int) -> None:
        self._occupy(me, source, -1)
        self._occupy(me, target, 1)
        self._take_tiles(me, target)
        self._lose_tiles(me)

    def _remove(self, h: int) -> None:
        """Take another player's settlement off hex ``h`` back to its supply; a game already ending
        still ends (docs/rules-notes.md#kb-tiles-on-opponents)."""
        victim = self.owner[h]
        self._occupy(victim, h, -1)
        self.supply[victim] += 1
        self._lose_tiles(victim)

    def _lose_tiles(self, p: int) -> None:
        """Each tile of ``p`` whose location no settlement of ``p`` touches any more is lost at
        once, for good (docs/rules-notes.md#kb-when-a-tile-is-lost). Of two tiles of one kind, the
        active player discards the one it can no longer use this turn
        (docs/rules-notes.md#kb-which-tile-is-lost)."""
        for location, tile_id in list(self.held[p]):
            if self.adj[p][location]:
                continue
            self.held[p].remove((location, tile_id))
            self.lost[p].add(location)
            if p == self.seat and location not in self.used and location not in self.fresh:
                self._keep_usable(p, tile_id)

    def _keep_usable(self, p: int, tile_id: str) -> None:
        """The player kept a usable tile of this kind: a spent twin becomes usable this turn."""
        spent = self.used | self.fresh
        twin = next((location for location, kind in self.held[p] if kind == tile_id and location in spent), None)
        if twin is not None:
            self.used.discard(twin)
            self.fresh.discard(twin)

    def _take_tiles(self, me: int, h: int) -> None:
        """Seize a tile from each location next to ``h`` that has one left and gave this player none yet."""
        for n in self.board.neighbours[h]:
            tile_id = self.board.location_tile.get(n)
            if (
                tile_id is None
                or self.stock[n] == 0
                or n in self.lost[me]
                or any(location == n for location, _ in self.held[me])
            ):
                continue
            self.stock[n] -= 1
            self.held[me].append((n, tile_id))
            self.fresh.add(n)

    def _draw(self) -> str | None:
        if not self.deck:
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
        return self.deck.pop() if self.deck else None

    def _ensure_card(self) -> None:
        """Redraw while the played card's terrain has no free hex (the useless card leaves the game)."""
        if not self.free.get("buildable"):
            return
        while (card := self.hand[self.seat]) is not None and not self.free.get(card):
            self.hand[self.seat] = self._draw()

    def _start_turn(self) -> None:
        self.left = min(MANDATORY_SETTLEMENTS, self.supply[self.seat])
        self.started = False
        self.pending = None
        self.fresh, self.used = set(), set()
        self._ensure_card()
        if not self.free.get("buildable"):
            self.ending = True  # the board is full: finish the round

    def _end_turn(self) -> None:
        me, card = self.seat, self.hand[self.seat]
        if card is not None:
            self.discard.append(card)
        self.hand[me] = self._draw()
        self.seat = (me + 1) % self.players
        if self.seat == 0:
            if self.ending:
                self.over = True
                self._decision = None
                return
            self.round += 1
        self._start_turn()

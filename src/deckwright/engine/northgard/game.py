"""``NorthgardGame``: the state of one game of Northgard: Uncharted Lands, the stack of pending
operations and the ``Game`` contract.

The rules live in the operation modules (``year``: setup, the five phases of a year, the end and
its tie-breaks, the variants; ``effects``: the card steps, the clan powers, combat), which
``StackGame`` runs as tasks on the game's stack. The state is plain data: ``clone`` copies what
changes (seats, map, piles, the stack, the random stream) and shares what does not (clans,
cards, tiles, the ruleset). Every number comes from the ruleset; chance is drawn from the game's
own seeded stream.
"""

from __future__ import annotations

import random

from ...game import GameResult
from ...model.northgard import Card, CardSet, Clan, Ruleset, Tile
from ..abilities import add
from ..stack import StackGame
from . import effects, year  # noqa: F401  (year's operations register themselves)
from .board import Board
from .decisions import DECISIONS
from .explore import five_player_spot
from .ops import OPS
from .state import Player, Variants


class NorthgardGame(StackGame):
    """The Game contract (deckwright/game.py) for Northgard; ``StackGame`` runs its stack."""

    OPS = OPS
    vocabulary = DECISIONS  # the game loop counts the card actions its turns offer and use

    __slots__ = (
        "seed",
        "rules",
        "cards",
        "teams",
        "long_game",
        "variants",
        "years",
        "rng",
        "board",
        "year",
        "phase",
        "first",
        "scorched_node",
        "stolen",
        "winners",
        "ended_by",
        "players",
        "development",
        "achievements",
        "display",
        "drawn",
        "tile_pile",
        "hands",
        "turns",
        "next_first",
        "decisions",
        "unrest_left",
    )

    def __init__(
        self,
        clans: list[Clan],
        seed: int,
        cards: CardSet,
        tiles: tuple[Tile, ...],
        ruleset: Ruleset,
        teams: bool = False,
        long_game: bool = False,
    ):
        if not 2 <= len(clans) <= 5:
            raise ValueError("Northgard is played by 2 to 5 players")
        if teams and len(clans) != 4:
            raise ValueError("team play needs exactly four players")
        self.seed = seed
        self.rng = random.Random(seed)
        self.rules = ruleset
        self.cards = cards
        self.teams = teams
        self.long_game = long_game
        self.variants = Variants(teams, long_game)
        setup = ruleset["long_game"] if long_game else ruleset["setup"]
        self.years = ruleset["long_game"]["years"] if long_game else ruleset["years"]
        self.board = Board()
        self.year = 0
        self.phase = "setup"
        self.first = 0
        self.scorched_node: tuple[int, int, int] | None = None  # where the Scorched Earth token lies
        self.stolen: tuple[int, str] | None = None  # the territory the Snake took from at this harvest, and what
        self.winners: list[int] = []
        self.ended_by = ""
        self.turns = 0  # turns taken in this year's Actions phase
        self.next_first: int | None = None  # the first seat to pass this year
        self.decisions = 0
        self.unrest_left = cards.unrest_copies  # Unrest cards still in the supply
        count = len(clans)
        self.players = []
        for clan in clans:
            deck = [*cards.starting, clan.initial]
            self.rng.shuffle(deck)
            self.players.append(Player(clan, deck, ruleset["units"], upgrades=list(clan.upgrades)))
        early, advanced = list(cards.early), list(cards.advanced)
        self.rng.shuffle(early)
        self.rng.shuffle(advanced)
        # the top of the development deck is the end of the list: Early cards over Advanced ones
        self.development = advanced[: setup["advanced_per_player"] * count] + early[: setup["early_per_player"] * count]
        achievements = list(cards.achievements)
        self.rng.shuffle(achievements)
        self.achievements = achievements[:count]
        self.display: list[Card] = []
        self.drawn: list[Tile] = []  # the tiles an Explore action drew
        self.hands: list[list[Tile]] = [[] for _ in clans]  # the tiles each seat holds at setup
        starts = [t for t in tiles if t.start == "start"]
        fives = [t for t in tiles if t.start == "five"]
        self.tile_pile = [t for t in tiles if t.start is None]
        self.rng.shuffle(self.tile_pile)
        self.board.place(starts[0], (0, 0), 0)
        spot = five_player_spot(self.board, fives[0]) if count == 5 and fives else None
        if spot is not None:
            self.board.place(fives[0], *spot)
        self.stack: list[tuple] = [("setup", -1)]
        self.pending = None
        self.decision()  # a new game stands at its first decision

    # --- the Game contract (decision and apply come from StackGame) ---

    def decided(self) -> None:
        self.decisions += 1

    def clone(self) -> "NorthgardGame":
        other = NorthgardGame.__new__(NorthgardGame)
        other.seed, other.rules, other.cards = self.seed, self.rules, self.cards
        other.teams, other.long_game, other.variants = self.teams, self.long_game, self.variants
        other.years = self.years
        other.year, other.phase, other.first = self.year, self.phase, self.first
        other.scorched_node, other.stolen, other.ended_by = self.scorched_node, self.stolen, self.ended_by
        other.turns, other.next_first, other.decisions = self.turns, self.next_first, self.decisions
        other.unrest_left = self.unrest_left
        other.winners = self.winners[:]
        other.players = [player.copy() for player in self.players]
        other.board = self.board.copy()
        other.development, other.achievements = self.development[:], self.achievements[:]
        other.display, other.drawn, other.tile_pile = self.display[:], self.drawn[:], self.tile_pile[:]
        other.hands = [hand[:] for hand in self.hands]
        other.stack, other.pending = self.stack[:], self.pending  # tasks and decisions are values
        other.rng = random.Random(0)
        other.rng.setstate(self.rng.getstate())
        return other

    def result(self) -> GameResult:
        return GameResult(
            seed=self.seed,
            players=[p.clan.id for p in self.players],
            scores=[self.final_fame(s) for s in range(len(self.players))],
            winners=list(self.winners),
            rounds=self.year,
            decisions=self.decisions,
            finished=self.phase == "over",
            message=self.ended_by,
            cards=self.card_counts(),
        )

    def card_key(self, seat: int, card_id: str) -> str:
        """The statistics key of a card of ``seat`` (``Game.card_key``): its clan's cards under
        'clan/card', the shared cards under 'table/card'."""
        clan = self.players[seat].clan
        own = card_id == clan.initial.id or any(u.id == card_id for u in clan.upgrades)
        return f"{clan.id if own else 'table'}/{card_id}"

    def card_counts(self) -> dict[str, dict[str, int]]:
        """Per card (``card_key``, summed over the seats), how often it was drawn and played; the
        clan power's offers and uses on the clan card ('clan/clan'); at the end of the game, an
        achievement in a seat's deck is offered once to that seat and used when it scored fame.
        The game loop adds the actions offered and used (``vocabulary``)."""
        counts: dict[str, dict[str, int]] = {}
        over = self.phase == "over"
        for seat, player in enumerate(self.players):
            for name, table in (("drawn", player.drawn), ("played", player.played)):
                for card_id, n in table.items():
                    counts.setdefault(self.card_key(seat, card_id), {"drawn": 0, "played": 0})[name] += n
            if player.power[0]:
                clan = player.clan.id
                add(counts.setdefault(f"{clan}/{clan}", {"drawn": 0, "played": 0}), "power", *player.power)
            for card in player.owned_cards() if over else ():
                if card.score is not None:  # an achievement
                    fame = effects.achievement_fame(self, seat, card.score)
                    add(counts.setdefault(f"table/{card.id}", {"drawn": 0, "played": 0}), "scoring", 1, int(fame > 0))
        return counts

    def summary(self) -> dict:
        return {
            "round": self.year,
            "phase": self.phase,
            "fame": [p.fame for p in self.players],
            "units": [self.units_on_map(s) for s in range(len(self.players))],
        }

    @property
    def scorched(self) -> int | None:
        """The territory holding the Scorched Earth token (territory ids change on merges)."""
        return None if self.scorched_node is None else self.board.node[self.scorched_node]

    def scorch_at(self, tid: int) -> None:
        self.scorched_node = next(key for key, t in self.board.node.items() if t == tid)

    # --- facts about the map ---

    def seats(self) -> range:
        return range(len(self.players))

    def order(self) -> list[int]:
        """Seats from the first player clockwise."""
        count = len(self.players)
        return [(self.first + i) % count for i in range(count)]

    def team(self, seat: int) -> int:
        return seat % 2 if self.teams else seat

    def controlled(self, seat: int) -> list[int]:
        return [tid for tid, t in self.board.territories.items() if t.owner() == seat and len(t.seats()) == 1]

    def units_on_map(self, seat: int) -> int:
        """The seat's units on the map, Kaija not counted (what the winter feeds)."""
        return sum(t.units.get(seat, 0) for t in self.board.territories.values())

    def force(self, seat: int) -> int:
        """The seat's units on the map with Kaija, who "behaves mostly as a regular unit" (tie-breaks,
        achievements: docs/rules-notes.md#northgard-kaija-is-a-unit)."""
        return self.units_on_map(seat) + self.players[seat].kaija_on_map

    def has_presence(self, seat: int) -> bool:
        return self.units_on_map(seat) > 0 or self.players[seat].kaija_on_map

    def neutral(self) -> list[int]:
        return [tid for tid, t in self.board.territories.items() if not t.seats()]

    def buildings_of(self, seat: int) -> list[str]:
        return [b for tid in self.controlled(seat) for b in self.board.territories[tid].buildings]

    def add_units(self, seat: int, tid: int, count: int) -> int:
        """Put up to ``count`` units from the seat's reserve in a territory; returns how many."""
        player = self.players[seat]
        count = min(count, player.reserve)
        units = self.board.territories[tid].units
        units[seat] = units.get(seat, 0) + count
        player.reserve -= count
        return count

    def produce(self, tid: int) -> dict[str, int]:
        """The resources a territory yields at harvest: its icons and its buildings'."""
        territory = self.board.territories[tid]
        total = dict(territory.resources)
        for building in territory.buildings:
            for res, n in self.rules.building(building).get("produce", {}).items():
                total[res] = total.get(res, 0) + n
        return total

    # --- scoring ---

    def territory_count(self, seat: int) -> int:
        """Closed territories a seat controls with at least one large building."""
        return sum(
            1
            for tid in self.controlled(seat)
            if self.board.territories[tid].closed
            and any(self.rules.building(b)["size"] == "large" for b in self.board.territories[tid].buildings)
        )

    def groups(self) -> list[tuple[int, ...]]:
        """Who wins together: the teams, else each seat alone."""
        if self.teams:
            return [(0, 2), (1, 3)]
        return [(s,) for s in self.seats()]

    def tiebreak(self, group: tuple[int, ...]) -> tuple[int, int, int, int]:
        """A group's standing: fame, then territories, units on the map, buildings."""
        return (
            sum(self.final_fame(s) for s in group),
            sum(len(self.controlled(s)) for s in group),
            sum(self.force(s) for s in group),
            sum(len(self.buildings_of(s)) for s in group),
        )

    def final_fame(self, seat: int) -> int:
        """Fame with the end-of-game additions: resources, card values, achievements, unrest."""
        player = self.players[seat]
        fame = self.rules["fame"]
        total = player.fame + sum(player.resources.values()) // fame["resources_per_fame"]
        for card in player.owned_cards():
            if card.kind == "unrest":
                total += fame["unrest"]
            elif card.score is not None:  # an achievement
                total += effects.achievement_fame(self, seat, card.score)
            else:
                total += card.fame
        return total

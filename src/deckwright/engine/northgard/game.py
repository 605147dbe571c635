"""A game of Northgard: Uncharted Lands: setup, the five phases of a year, the end and its
tie-breaks, and the variants (ten years, teams).

The rules run as one generator that yields a ``Decision`` whenever a seat must choose and
receives the option chosen; single-option decisions are taken without asking. Every number
comes from the ruleset. Chance is drawn from the game's own seeded stream, so a game is its
arguments plus its choices: ``clone`` rebuilds it by replaying them.
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

from ...model.northgard import RESOURCES, Card, CardSet, Clan, Ruleset, Tile
from ..core import Decision, GameResult, Runaway
from . import effects
from .board import Board
from .explore import spots
from .state import Player, Variants

MAX_TURNS_PER_YEAR = 400


class NorthgardGame:
    """The Game contract (engine/core.py) for Northgard."""

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
        self.args = (list(clans), seed, cards, tiles, ruleset, teams, long_game)
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
        self._stolen: int | None = None  # the territory the Snake took from at this harvest
        self.winners: list[int] = []
        self.ended_by = ""
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
        starts = [t for t in tiles if t.start == "start"]
        fives = [t for t in tiles if t.start == "five"]
        self.tile_pile = [t for t in tiles if t.start is None]
        self.rng.shuffle(self.tile_pile)
        self.board.place(starts[0], (0, 0), 0)
        if count == 5 and fives:
            cell = next(((1, 0, rot) for rot in range(4) if self.board.fits(fives[0], (1, 0), rot)), None)
            if cell is not None:
                self.board.place(fives[0], (1, 0), cell[2])
        self.choices: list[int] = []
        self._flow = self._game()
        self._pending = self._advance(None)

    # --- the Game contract ---

    def decision(self) -> Decision | None:
        return self._pending

    def apply(self, index: int) -> None:
        self.choices.append(index)
        self._pending = self._advance(self._pending.options[index])

    def _advance(self, option) -> Decision | None:
        try:
            return self._flow.send(option) if option is not None else next(self._flow)
        except StopIteration:
            return None

    def clone(self) -> "NorthgardGame":
        game = NorthgardGame(*self.args)
        for index in self.choices:
            game.apply(index)
        return game

    def result(self) -> GameResult:
        return GameResult(
            seed=self.seed,
            players=[p.clan.id for p in self.players],
            scores=[self.final_fame(s) for s in range(len(self.players))],
            winners=list(self.winners),
            rounds=self.year,
            decisions=len(self.choices),
            finished=self._pending is None,
            message=self.ended_by,
            cards=self.card_counts(),
        )

    def card_counts(self) -> dict[str, dict[str, int]]:
        """Per card, how often it was drawn and played: clan cards under 'clan/card', the shared
        cards under 'table/card' (summed over the seats)."""
        counts: dict[str, dict[str, int]] = {}
        for player in self.players:
            own = {player.clan.initial.id, *(u.id for u in player.clan.upgrades)}
            for name, table in (("drawn", player.drawn), ("played", player.played)):
                for card_id, n in table.items():
                    key = f"{player.clan.id if card_id in own else 'table'}/{card_id}"
                    counts.setdefault(key, {"drawn": 0, "played": 0})[name] += n
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

    # --- asking ---

    def ask(self, seat: int, kind: str, options: list):
        """Yield a decision for ``seat`` (a single option is taken without asking)."""
        if not options:
            raise ValueError(f"no option for {kind}")
        if len(options) == 1:
            return options[0]
        return (yield Decision(seat, kind, tuple(options)))

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
        return sum(t.units.get(seat, 0) for t in self.board.territories.values())

    def has_presence(self, seat: int) -> bool:
        return self.units_on_map(seat) > 0 or self.players[seat].kaija_on_map

    def neutral(self) -> list[int]:
        return [tid for tid, t in self.board.territories.items() if not t.seats()]

    def buildings_of(self, seat: int) -> list[str]:
        return [b for tid in self.controlled(seat) for b in self.board.territories[tid].buildings]

    # --- the flow ---

    def _game(self):
        yield from self._setup()
        for year in range(1, self.years + 1):
            self.year = year
            self._start_of_year()
            self.phase = "actions"
            yield from self._actions()
            self.phase = "harvest"
            yield from self._harvest()
            self.phase = "winter"
            self._winter()
            self.phase = "end of year"
            if self._territory_victory() or year == self.years:
                break
            yield from self._second_chance()
        if not self.winners:
            self._fame_victory()
        self.phase = "over"

    def _setup(self):
        size = self.rules["setup"]["group_size"]
        hands = {}
        for seat in self.order():
            hands[seat] = [
                self.tile_pile.pop() for _ in range(min(self.rules["setup"]["tiles_in_hand"], len(self.tile_pile)))
            ]
            self.players[seat].gain(self.rules["setup"]["resources"][self.order().index(seat)])
        starting_cells = set(self.board.cells)
        for round_ in range(self.rules["setup"]["groups"]):
            for seat in self.order():
                options = []
                for index, tile in enumerate(hands[seat]):
                    for cell, rot in spots(self.board, tile, None, empty=True):
                        near_start = any(
                            (cell[0] + dx, cell[1] + dy) in starting_cells
                            for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0))
                        )
                        if round_ > 0 or near_start:
                            options.append(("tile", index, cell[0], cell[1], rot))
                if not options:
                    continue
                _, index, x, y, rot = yield from self.ask(seat, "setup tile", options)
                placement = self.board.place(hands[seat].pop(index), (x, y), rot)
                empty = sorted({t for t in placement.territories if not self.board.territories[t].seats()})
                if not empty:
                    continue
                player = self.players[seat]
                bear = "bear" in player.clan.power and not player.kaija_on_map
                options = [("units", t) for t in empty] + [("with kaija", t) for t in empty if bear]
                (how, tid) = yield from self.ask(seat, "setup units", options)
                if (
                    how == "with kaija"
                ):  # Kaija may be placed "as they would place any regular unit (including during setup)"
                    self.board.territories[tid].kaija = seat
                    player.kaija_on_map = True
                self._add_units(seat, tid, size - (how == "with kaija"))
        for seat in self.order():
            self.tile_pile += hands[seat]
        self.rng.shuffle(self.tile_pile)

    def _add_units(self, seat: int, tid: int, count: int) -> int:
        player = self.players[seat]
        count = min(count, player.reserve)
        units = self.board.territories[tid].units
        units[seat] = units.get(seat, 0) + count
        player.reserve -= count
        return count

    def _start_of_year(self) -> None:
        self.phase = "start of year"
        for seat in self.order():
            player = self.players[seat]
            forges = sum(self.rules.building(b).get("draw_bonus", 0) for b in self.buildings_of(seat))
            player.draw(self.rules["hand_size"] + forges, self.rng)
            player.passed = False
        if self.year == self.years:
            self.display = list(self.achievements)
        else:
            count = len(self.players)
            self.display = [self.development.pop() for _ in range(min(count, len(self.development)))]

    def _actions(self):
        turns = 0
        next_first = None
        while not all(p.passed for p in self.players):
            for seat in self.order():
                player = self.players[seat]
                if player.passed:
                    continue
                turns += 1
                if turns > MAX_TURNS_PER_YEAR:
                    raise Runaway(f"year {self.year} did not end after {MAX_TURNS_PER_YEAR} turns (seed {self.seed})")
                passed = yield from self._turn(seat)
                if passed and next_first is None:
                    next_first = seat
        if next_first is not None:
            self.first = next_first

    def _turn(self, seat: int):
        """One turn; True when the seat passed."""
        player = self.players[seat]
        costs = self.rules["costs"]
        options: list[tuple] = []
        seen: set[str] = set()
        for card in player.hand:
            if card.id in seen:
                continue
            seen.add(card.id)
            if card.kind != "unrest" and effects.playable(self, seat, card):
                options.append(("play", card.id))
            options.append(("wait", card.id))
            if player.can_pay(costs["replace"]):
                options.append(("replace", card.id))
            if card.kind != "unrest" and player.can_pay(costs["remove"]):
                options.append(("remove", card.id))
            if player.upgrades and player.can_pay(costs["upgrade"]):
                for upgrade in dict.fromkeys(u.id for u in player.upgrades):
                    options.append(("upgrade", card.id, "keep", upgrade))
                    if card.kind != "unrest":
                        options.append(("upgrade", card.id, "remove", upgrade))
        options.append(("pass",))
        choice = yield from self.ask(seat, "turn", options)
        if choice[0] == "pass":
            yield from self._pass(seat)
            return True
        card = next(c for c in player.hand if c.id == choice[1])
        player.hand.remove(card)
        if choice[0] == "play":
            yield from self._play(seat, card)
            return False
        if choice[0] == "remove" or choice[:3] == ("upgrade", card.id, "remove"):
            player.removed.append(card)
        else:
            player.active.append(card)
        if choice[0] == "replace":
            player.pay(costs["replace"])
            player.draw(self.rules["replace_draws"], self.rng)
        elif choice[0] == "remove":
            player.pay(costs["remove"])
            player.draw(self.rules["remove_draws"], self.rng)
        elif choice[0] == "upgrade":
            player.pay(costs["upgrade"])
            upgrade = next(u for u in player.upgrades if u.id == choice[3])
            player.upgrades.remove(upgrade)
            player.hand.append(upgrade)
            player.drawn[upgrade.id] = player.drawn.get(upgrade.id, 0) + 1
        return False

    def _play(self, seat: int, card: Card):
        """Play a card, then flash cards (and the main card if a flash card came first)."""
        player = self.players[seat]
        main_done = False
        while True:
            player.active.append(card)
            player.played[card.id] = player.played.get(card.id, 0) + 1
            yield from effects.run_card(self, seat, card)
            main_done = main_done or not card.flash
            more = [
                ("play", c.id)
                for c in dict((c.id, c) for c in player.hand).values()
                if c.kind != "unrest" and (c.flash or not main_done) and effects.playable(self, seat, c)
            ]
            if not more:
                return
            choice = yield from self.ask(seat, "flash", more + [("end",)])
            if choice[0] == "end":
                return
            card = next(c for c in player.hand if c.id == choice[1])
            player.hand.remove(card)

    def _pass(self, seat: int):
        player = self.players[seat]
        player.discard += player.hand + player.active
        player.hand, player.active = [], []
        player.passed = True
        if self.display:
            (_, index, _) = yield from self.ask(seat, "pick", [("pick", i, c.id) for i, c in enumerate(self.display)])
            player.deck.append(self.display.pop(index))

    def _harvest(self):
        for seat in self.order():
            player = self.players[seat]
            for tid in self.controlled(seat):
                territory = self.board.territories[tid]
                if territory.closed:
                    player.fame += self.rules.closed_fame(len(territory.cells))
                player.fame += sum(self.rules.building(b).get("fame", 0) for b in territory.buildings)
            yield from self._scorched_harvest(seat)
            for tid in self.controlled(seat):
                if tid != self._stolen:
                    player.gain(self.produce(tid))
        self._stolen = None
        for seat in self.order():
            yield from self._trades(seat)

    def produce(self, tid: int) -> dict[str, int]:
        """The resources a territory yields at harvest: its icons and its buildings'."""
        territory = self.board.territories[tid]
        total = dict(territory.resources)
        for building in territory.buildings:
            for res, n in self.rules.building(building).get("produce", {}).items():
                total[res] = total.get(res, 0) + n
        return total

    def _scorched_harvest(self, seat: int):
        """The Snake may take one resource of the enemy territory holding the Scorched Earth token
        (its owner then collects the rest)."""
        if self.scorched is None or "scorched_earth" not in self.players[seat].clan.power:
            return
        territory = self.board.territories.get(self.scorched)
        if territory is None or territory.owner() in (None, seat):
            return
        yields = self.produce(self.scorched)
        options = [("take", res) for res in RESOURCES if yields.get(res)] + [("none",)]
        choice = yield from self.ask(seat, "scorched earth", options)
        if choice[0] == "take":
            self.players[seat].gain({choice[1]: 1})
            owner = territory.owner()
            rest = dict(yields)
            rest[choice[1]] -= 1
            self.players[owner].gain(rest)
            self._stolen = self.scorched

    def _trades(self, seat: int):
        """Trades with the reserve (``rate`` of any resources for one of choice) and, in team play,
        1:1 swaps with the teammate."""
        player = self.players[seat]
        rate = self.rules["costs"]["trade"]
        mate = self.players[(seat + 2) % 4] if self.teams else None
        while True:
            options = [
                ("trade", give, take)
                for give in combinations_with_replacement(RESOURCES, rate)
                if player.can_pay(_count(give))
                for take in RESOURCES
                if take not in give
            ]
            if mate is not None:
                options += [
                    ("swap", give, take)
                    for give in RESOURCES
                    for take in RESOURCES
                    if give != take and player.resources[give] and mate.resources[take]
                ]
            if not options:
                return
            choice = yield from self.ask(seat, "trade", options + [("done",)])
            if choice[0] == "done":
                return
            if choice[0] == "swap":
                player.pay({choice[1]: 1})
                mate.gain({choice[1]: 1})
                mate.pay({choice[2]: 1})
                player.gain({choice[2]: 1})
                continue
            player.pay(_count(choice[1]))
            player.gain({choice[2]: 1})

    def _winter(self) -> None:
        for seat in self.order():
            player = self.players[seat]
            cost = self.rules.winter_cost(self.units_on_map(seat))
            if not player.pay(cost):
                player.deck.append(self.cards.unrest)

    def territory_count(self, seat: int) -> int:
        """Closed territories a seat controls with at least one large building."""
        return sum(
            1
            for tid in self.controlled(seat)
            if self.board.territories[tid].closed
            and any(self.rules.building(b)["size"] == "large" for b in self.board.territories[tid].buildings)
        )

    def _territory_victory(self) -> bool:
        if self.long_game:
            return False
        victory = self.rules["victory"]
        need = victory["team_closed_territories"] if self.teams else victory["closed_territories"]
        groups = self._groups()
        reached = [g for g in groups if sum(self.territory_count(s) for s in g) >= need]
        if not reached:
            return False
        best = max(reached, key=self._tiebreak)
        self.winners = sorted(s for g in reached if self._tiebreak(g) == self._tiebreak(best) for s in g)
        self.ended_by = "territories"
        return True

    def _groups(self) -> list[tuple[int, ...]]:
        if self.teams:
            return [(0, 2), (1, 3)]
        return [(s,) for s in self.seats()]

    def _tiebreak(self, group: tuple[int, ...]) -> tuple[int, int, int, int]:
        return (
            sum(self.final_fame(s) for s in group),
            sum(len(self.controlled(s)) for s in group),
            sum(self.units_on_map(s) for s in group),
            sum(len(self.buildings_of(s)) for s in group),
        )

    def _fame_victory(self) -> None:
        groups = self._groups()
        best = max(self._tiebreak(g) for g in groups)
        self.winners = sorted(s for g in groups if self._tiebreak(g) == best for s in g)
        self.ended_by = "fame"

    def final_fame(self, seat: int) -> int:
        """Fame with the end-of-game additions: resources, card values, achievements, unrest."""
        player = self.players[seat]
        fame = self.rules["fame"]
        total = player.fame + sum(player.resources.values()) // fame["resources_per_fame"]
        for card in player.owned_cards():
            if card.kind == "unrest":
                total += fame["unrest"]
            elif card.kind == "achievement":
                total += effects.achievement_fame(self, seat, card.score)
            else:
                total += card.fame
        return total

    def _second_chance(self):
        for seat in self.order():
            if self.has_presence(seat):
                continue
            neutral = self.neutral()
            if not neutral:
                neutral = yield from self._new_neutral_tile(seat)
            if not neutral:
                continue
            (_, tid) = yield from self.ask(seat, "return", [("return", t) for t in neutral])
            self._add_units(seat, tid, self.rules["return_group"])

    def _new_neutral_tile(self, seat: int):
        while self.tile_pile:
            tile = self.tile_pile.pop()
            options = [("tile", x, y, rot) for (x, y), rot in spots(self.board, tile, None, empty=True)]
            if options:
                _, x, y, rot = yield from self.ask(seat, "return tile", options)
                placement = self.board.place(tile, (x, y), rot)
                return sorted({t for t in placement.territories if not self.board.territories[t].seats()})
            self.tile_pile.insert(0, tile)
            break
        return []


def _count(items) -> dict[str, int]:
    counts: dict[str, int] = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    return counts

"""Setup, the five phases of a year (start, actions, harvest, winter, end of year), the end of the
game and its tie-breaks, and the return of a seat with no units: Northgard's operations.

A game's stack starts with ``setup``; each year is ``start_of_year``, ``action_round``s until
every seat passed, ``harvest_phase``, ``winter``, ``end_of_year`` (which ends the game or
schedules the next year. What a task carries beyond its seat is named in its record (``tasks``).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Iterable

from ...game import Runaway
from ...model.northgard import RESOURCES, Card, Tile
from .effects import card_tasks, playable
from .explore import draw_placeable, spots
from .ops import ask, ask_carried, auto
from .tasks import Carried, Flash, Options, Plain, PlayCard, ReturnTile, SetupTurn, SetupUnits, StartOfYear

if TYPE_CHECKING:
    from .game import NorthgardGame

MAX_TURNS_PER_YEAR = 400


# --- setup ---


@auto
def setup(game: NorthgardGame, task: Plain) -> None:
    """Draw the starting player (docs/rules-notes.md#northgard-random-first-player), deal each seat
    its setup tiles and its starting resources from the first player clockwise, then the rounds of
    tile placement; the tiles left in hand go back into the pile, shuffled."""
    rules = game.rules["setup"]
    game.first = game.rng.randrange(len(game.players))  # two dice, ties re-rolled: each seat alike
    order = game.order()
    for seat in order:
        game.hands[seat] = [game.tile_pile.pop() for _ in range(min(rules["tiles_in_hand"], len(game.tile_pile)))]
        game.players[seat].gain(rules["resources"][order.index(seat)])
    starting = frozenset(game.board.cells)
    game.push(
        *(SetupTurn("setup_turn", seat, round_, starting) for round_ in range(rules["groups"]) for seat in order),
        ("setup_end", -1),
        *year_tasks(1),
    )


@auto
def setup_turn(game: NorthgardGame, task: SetupTurn) -> None:
    """A seat none of whose tiles can be placed puts them under the pile and draws as many again,
    as Explore draws, so that it places its group (docs/rules-notes.md#northgard-setup-redraw)."""
    seat, round_, starting = task.seat, task.round, task.starting
    hand = game.hands[seat]
    if hand and not _setup_spots(game, hand, round_, starting):
        game.tile_pile[:0] = hand
        game.hands[seat], _ = draw_placeable(
            game.tile_pile, len(hand), lambda drawn: _setup_spots(game, drawn, round_, starting)
        )
    game.push(SetupTurn("setup_tile", seat, round_, starting))


def _setup_spots(
    game: NorthgardGame, hand: list[Tile], round_: int, starting: frozenset[tuple[int, int]]
) -> list[tuple]:
    """Where the tiles of a hand may go at setup: in the first round next to the starting tile(s),
    leaving a territory of the tile without units."""
    options = []
    for index, tile in enumerate(hand):
        for cell, rot in spots(game.board, tile, None, empty=True):
            near_start = any((cell[0] + dx, cell[1] + dy) in starting for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)))
            if round_ > 0 or near_start:
                options.append(("tile", index, cell[0], cell[1], rot))
    return options


@ask("setup tile")
def _setup_tile_options(game: NorthgardGame, task: SetupTurn) -> Options:
    return tuple(_setup_spots(game, game.hands[task.seat], task.round, task.starting))


@_setup_tile_options.resolves
def setup_tile(game: NorthgardGame, task: SetupTurn, option: tuple) -> None:
    seat = task.seat
    _, index, x, y, rot = option
    placement = game.board.place(game.hands[seat].pop(index), (x, y), rot)
    empty = sorted({t for t in placement.territories if not game.board.territories[t].seats()})
    if empty:
        game.push(SetupUnits("setup_units", seat, tuple(empty)))


@ask("setup units")
def _setup_units_options(game: NorthgardGame, task: SetupUnits) -> Options:
    seat, empty = task.seat, task.empty
    player = game.players[seat]
    bear = "bear" in player.clan.power and not player.kaija_on_map
    if bear:
        player.count_power(1, 0)  # the special unit may come with the group
    return (*(("units", t) for t in empty), *(("with kaija", t) for t in empty if bear))


@_setup_units_options.resolves
def setup_units(game: NorthgardGame, task: SetupUnits, option: tuple) -> None:
    """A starting group in an empty territory of the placed tile."""
    seat = task.seat
    how, tid = option
    if how == "with kaija":  # Kaija may be placed "as they would place any regular unit (including during setup)"
        game.board.territories[tid].kaija = seat
        game.players[seat].kaija_on_map = True
        game.players[seat].count_power(0, 1)
    game.add_units(seat, tid, game.rules["setup"]["group_size"] - (how == "with kaija"))


@auto
def setup_end(game: NorthgardGame, task: Plain) -> None:
    for seat in game.order():
        game.tile_pile += game.hands[seat]
        game.hands[seat] = []
    game.rng.shuffle(game.tile_pile)


# --- the year ---


def year_tasks(year: int) -> tuple[StartOfYear | Plain, ...]:
    """The phases of a year, as tasks."""
    return (
        StartOfYear("start_of_year", -1, year),
        ("action_round", -1),
        ("harvest_phase", -1),
        ("winter", -1),
        ("end_of_year", -1),
    )


@auto
def start_of_year(game: NorthgardGame, task: StartOfYear) -> None:
    """Each seat draws its hand (one more card per Forge), and the year's development cards (the
    achievements in the last year) are shown; then the Actions phase."""
    game.year = task.year
    for seat in game.order():
        player = game.players[seat]
        forges = sum(game.rules.building(b).get("draw_bonus", 0) for b in game.buildings_of(seat))
        player.draw(game.rules["hand_size"] + forges, game.rng)
        player.passed = False
    if game.year == game.years:
        game.display = list(game.achievements)
    else:
        count = len(game.players)
        game.display = [game.development.pop() for _ in range(min(count, len(game.development)))]
    game.phase = "actions"
    game.turns, game.next_first = 0, None


@auto
def action_round(game: NorthgardGame, task: Plain) -> None:
    """One round of turns from the first player, until every seat passed; the first seat to pass
    takes the first player marker."""
    players = game.players
    playing = [("next_turn", seat) for seat in game.order() if not players[seat].passed]  # a seat that passed is out
    if not playing:
        if game.next_first is not None:
            game.first = game.next_first
        return
    game.push(*playing, ("action_round", -1))


@auto
def next_turn(game: NorthgardGame, task: Plain) -> None:
    seat = task[1]
    game.turns += 1
    if game.turns > MAX_TURNS_PER_YEAR:
        raise Runaway(f"year {game.year} did not end after {MAX_TURNS_PER_YEAR} turns (seed {game.seed})")
    game.push(("take_turn", seat))


@ask("turn")
def _turn_options(game: NorthgardGame, task: Plain) -> Options:
    """Per card in hand (once per card id): play, wait, replace, remove, upgrade; and pass."""
    seat = task[1]
    player = game.players[seat]
    costs = game.rules["costs"]
    options: list[tuple] = []
    seen: set[str] = set()
    for card in player.hand:
        if card.id in seen:
            continue
        seen.add(card.id)
        if card.kind != "unrest" and playable(game, seat, card):
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
    return tuple(options)


@_turn_options.resolves
def take_turn(game: NorthgardGame, task: Plain, choice: tuple) -> None:
    """One turn's action: play a card, set it aside (wait, replace, remove, upgrade), or pass."""
    seat = task[1]
    player = game.players[seat]
    costs = game.rules["costs"]
    if choice[0] == "pass":
        pass_turn(game, seat)
        return
    card = next(c for c in player.hand if c.id == choice[1])
    player.hand.remove(card)
    if choice[0] == "play":
        game.push(PlayCard("play_card", seat, card, False))
        return
    if choice[0] == "remove" or choice[:3] == ("upgrade", card.id, "remove"):
        player.removed.append(card)
    else:
        player.active.append(card)
    if choice[0] == "replace":
        player.pay(costs["replace"])
        player.draw(game.rules["replace_draws"], game.rng)
    elif choice[0] == "remove":
        player.pay(costs["remove"])
        player.draw(game.rules["remove_draws"], game.rng)
    elif choice[0] == "upgrade":
        player.pay(costs["upgrade"])
        upgrade = next(u for u in player.upgrades if u.id == choice[3])
        player.upgrades.remove(upgrade)
        player.hand.append(upgrade)
        player.drawn[upgrade.id] = player.drawn.get(upgrade.id, 0) + 1


@auto
def play_card(game: NorthgardGame, task: PlayCard) -> None:
    """Play a card, then offer flash cards (and the main card if a flash card came first)."""
    seat, card = task.seat, task.card
    player = game.players[seat]
    player.active.append(card)
    player.played[card.id] = player.played.get(card.id, 0) + 1
    game.push(*card_tasks(game, seat, card), Flash("flash", seat, task.main_done or not card.flash))


@ask("flash")
def _flash_options(game: NorthgardGame, task: Flash) -> Options:
    seat = task.seat
    more = [
        ("play", c.id)
        for c in dict((c.id, c) for c in game.players[seat].hand).values()
        if c.kind != "unrest" and (c.flash or not task.main_done) and playable(game, seat, c)
    ]
    return (*more, ("end",)) if more else ()


@_flash_options.resolves
def flash(game: NorthgardGame, task: Flash, choice: tuple) -> None:
    if choice[0] == "end":
        return
    player = game.players[task.seat]
    card: Card = next(c for c in player.hand if c.id == choice[1])
    player.hand.remove(card)
    game.push(PlayCard("play_card", task.seat, card, task.main_done))


def pass_turn(game: NorthgardGame, seat: int) -> None:
    """Passing: hand and active cards to the discard pile, and a card from the display on top of
    the draw pile."""
    player = game.players[seat]
    player.discard += player.hand + player.active
    player.hand, player.active = [], []
    player.passed = True
    if game.next_first is None:
        game.next_first = seat
    game.push(("pick", seat))


@ask("pick")
def _pick_options(game: NorthgardGame, task: Plain) -> Options:
    return tuple(("pick", i, c.id) for i, c in enumerate(game.display))


@_pick_options.resolves
def pick(game: NorthgardGame, task: Plain, option: tuple) -> None:
    game.players[task[1]].deck.append(game.display.pop(option[1]))


# --- harvest ---


@auto
def harvest_phase(game: NorthgardGame, task: Plain) -> None:
    """First the Snake's choice at the Scorched Earth token (so that the territory yields once,
    whoever harvests first: docs/rules-notes.md#northgard-scorched-harvest); then per seat: fame for
    controlled closed territories and buildings, and the resources; then each seat's trades."""
    game.phase = "harvest"
    order = game.order()
    game.push(
        *(("scorched_earth", seat) for seat in order if "scorched_earth" in game.players[seat].clan.power),
        *(("harvest_seat", seat) for seat in order),
        ("harvest_end", -1),
        *(("trade", seat) for seat in order),
    )


@auto
def harvest_seat(game: NorthgardGame, task: Plain) -> None:
    """The seat's fame and resources from its controlled territories (less what the Snake took)."""
    seat = task[1]
    player = game.players[seat]
    for tid in game.controlled(seat):
        territory = game.board.territories[tid]
        if territory.closed:
            player.fame += game.rules.closed_fame(len(territory.cells))
        player.fame += sum(game.rules.building(b).get("fame", 0) for b in territory.buildings)
        yields = game.produce(tid)
        if game.stolen is not None and game.stolen[0] == tid:
            yields[game.stolen[1]] -= 1
        player.gain(yields)


@ask("scorched earth")
def _scorched_earth_options(game: NorthgardGame, task: Plain) -> Options:
    """The Snake (asked only of a seat with the Scorched Earth power) may take one resource of the
    enemy territory holding the token, instead of its owner."""
    seat = task[1]
    if game.scorched is None:
        return ()
    territory = game.board.territories.get(game.scorched)
    if territory is None or territory.owner() in (None, seat):
        return ()
    yields = game.produce(game.scorched)
    takes = tuple(("take", res) for res in RESOURCES if yields.get(res))
    if takes:
        game.players[seat].count_power(1, 0)
    return (*takes, ("none",))


@_scorched_earth_options.resolves
def scorched_earth(game: NorthgardGame, task: Plain, choice: tuple) -> None:
    """The Snake takes one resource of the scorched territory (a use of the clan power); its owner
    will collect the rest."""
    if choice[0] != "take":
        return
    seat, tid = task[1], game.scorched
    assert tid is not None  # asked only while the token lies in an enemy territory
    game.players[seat].count_power(0, 1)
    game.players[seat].gain({choice[1]: 1})
    game.stolen = (tid, choice[1])


@auto
def harvest_end(game: NorthgardGame, task: Plain) -> None:
    game.stolen = None


@ask("trade")
def _trade_options(game: NorthgardGame, task: Plain) -> Options:
    """Trades with the reserve (``rate`` of any resources for one of choice) and, in team play,
    1:1 swaps with the teammate."""
    seat = task[1]
    player = game.players[seat]
    rate = game.rules["costs"]["trade"]
    options = [
        ("trade", give, take)
        for give in combinations_with_replacement(RESOURCES, rate)
        if player.can_pay(_count(give))
        for take in RESOURCES
        if take not in give
    ]
    if game.teams:
        mate = game.players[(seat + 2) % 4]
        options += [
            ("swap", give, take)
            for give in RESOURCES
            for take in RESOURCES
            if give != take and player.resources[give] and mate.resources[take]
        ]
    return (*options, ("done",)) if options else ()


@_trade_options.resolves
def trade(game: NorthgardGame, task: Plain, choice: tuple) -> None:
    if choice[0] == "done":
        return
    seat = task[1]
    player = game.players[seat]
    if choice[0] == "swap":
        mate = game.players[(seat + 2) % 4]
        player.pay({choice[1]: 1})
        mate.gain({choice[1]: 1})
        mate.pay({choice[2]: 1})
        player.gain({choice[2]: 1})
    else:
        player.pay(_count(choice[1]))
        player.gain({choice[2]: 1})
    game.push(("trade", seat))


def _count(items: Iterable[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    return counts


# --- winter and the end of the year ---


@auto
def winter(game: NorthgardGame, task: Plain) -> None:
    """Each seat pays the upkeep of its units on the map, or takes an Unrest card; with none left
    in the supply it loses the card's fame at once (docs/rules-notes.md#northgard-unrest-supply)."""
    game.phase = "winter"
    for seat in game.order():
        player = game.players[seat]
        cost = game.rules.winter_cost(game.units_on_map(seat))
        if player.pay(cost):
            continue
        if game.unrest_left:
            game.unrest_left -= 1
            player.deck.append(game.cards.unrest)
        else:
            player.fame += game.rules["fame"]["unrest"]


@auto
def end_of_year(game: NorthgardGame, task: Plain) -> None:
    """The game ends on a territory victory or after the last year; else the seats with no units
    come back, and the next year starts."""
    game.phase = "end of year"
    if territory_victory(game) or game.year == game.years:
        game.push(("game_end", -1))
        return
    game.push(*(("second_chance", seat) for seat in game.order()), *year_tasks(game.year + 1))


@auto
def game_end(game: NorthgardGame, task: Plain) -> None:
    if not game.winners:
        fame_victory(game)
    game.phase = "over"


def territory_victory(game: NorthgardGame) -> bool:
    """Closed territories with a large building (per team in team play); never in the ten-year
    game. Several seats reaching it at once: the tie-break decides."""
    if game.long_game:
        return False
    victory = game.rules["victory"]
    need = victory["team_closed_territories"] if game.teams else victory["closed_territories"]
    groups = game.groups()
    reached = [g for g in groups if sum(game.territory_count(s) for s in g) >= need]
    if not reached:
        return False
    best = max(reached, key=game.tiebreak)
    game.winners = sorted(s for g in reached if game.tiebreak(g) == game.tiebreak(best) for s in g)
    game.ended_by = "territories"
    return True


def fame_victory(game: NorthgardGame) -> None:
    """The most fame wins; ties break by territories, then units, then buildings; a full tie is shared."""
    groups = game.groups()
    best = max(game.tiebreak(g) for g in groups)
    game.winners = sorted(s for g in groups if game.tiebreak(g) == best for s in g)
    game.ended_by = "fame"


# --- a seat with no units comes back ---


@auto
def second_chance(game: NorthgardGame, task: Plain) -> None:
    """A seat with no units may come back with a group in a neutral territory; with none on the
    map, it may draw a tile to make one (docs/rules-notes.md#northgard-second-chance)."""
    seat = task[1]
    if game.has_presence(seat):
        return
    neutral = game.neutral()
    if neutral:
        game.push(Carried("come_back", seat, (*(("return", t) for t in neutral), ("none",))))
    elif game.tile_pile:
        game.push(Carried("come_back", seat, (("draw",), ("none",))))


@ask_carried("return")
def come_back(game: NorthgardGame, task: Carried, option: tuple) -> None:
    """The group in the chosen neutral territory; or a tile drawn to make one, drawn as Explore
    draws (a tile that cannot goes under the pile and the next is drawn); or nothing."""
    seat = task.seat
    if option[0] == "return":
        game.add_units(seat, option[1], game.rules["return_group"])
    elif option[0] == "draw":

        def options(drawn: list[Tile]) -> list[tuple]:
            return [("tile", x, y, rot) for (x, y), rot in spots(game.board, drawn[0], None, empty=True)]

        drawn, found = draw_placeable(game.tile_pile, 1, options)
        if found:
            game.push(ReturnTile("return_tile", seat, drawn[0], tuple(found)))


@ask_carried("return tile")
def return_tile(game: NorthgardGame, task: ReturnTile, option: tuple) -> None:
    _, x, y, rot = option
    placement = game.board.place(task.tile, (x, y), rot)
    neutral = sorted({t for t in placement.territories if not game.board.territories[t].seats()})
    game.push(Carried("come_back", task.seat, (*(("return", t) for t in neutral), ("none",))))

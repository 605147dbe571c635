"""The card effect language at play: the step table (``RUN``) that gives each primitive (recruit,
move, explore, build, feast, draw, gain, fame, harvest, scorch) its meaning, the clan power
events, combat with its decisions and the retreat, and the achievements' scoring.

A step runs as the task ``run_step``; a step that asks schedules the asking task named after its
rule (``recruit``, ``move``, ``combats``, ``fight`` ...), which schedules what comes after it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator

from ...model.northgard import Card, Ruleset, Tile
from ...steps import StepTable
from .board import Territory
from .combat import Side, resolve
from .explore import closing_fame, draw_placeable, spots
from .ops import ask, ask_carried, auto
from .tasks import (
    Build,
    Carried,
    Combat,
    Combats,
    DieFace,
    DiscardCard,
    Fight,
    FightStep,
    FightStepName,
    KeepCard,
    Move,
    Options,
    Plain,
    Recruit,
    Retreat,
    RetreatTo,
    RunStep,
    Scorch,
    TopCard,
)

if TYPE_CHECKING:
    from .game import NorthgardGame

Territories = tuple[int, ...] | None  # the territories a reaction concerns (``RunStep``), else None


def playable(game: NorthgardGame, seat: int, card: Card) -> bool:
    """A Draw action cannot be played without enough cards in the draw and discard piles."""
    player = game.players[seat]
    for step in card.steps:
        if step.primitive == "draw" and len(player.deck) + len(player.discard) < step.value["cards"]:
            return False
    return True


def card_tasks(game: NorthgardGame, seat: int, card: Card) -> list[RunStep | Scorch]:
    """The tasks resolving a played card; for the Snake, a clan card may first move the Scorched
    Earth token."""
    tasks: list[RunStep | Scorch] = [RunStep("run_step", seat, step, None) for step in card.steps]
    if card.kind in ("clan", "upgrade") and "scorched_earth" in game.players[seat].clan.power:
        tasks.insert(0, Scorch("scorch", seat, True))
    return tasks


@auto
def run_step(game: NorthgardGame, task: RunStep) -> None:
    """One step of a card or a power."""
    RUN[task.step.primitive](game, task.seat, task.step.value, task.territories)


def reactions(game: NorthgardGame, seat: int, event: str, territories: list[int] | None = None) -> list[RunStep]:
    """The tasks of the seat's clan power reactions to ``event``: once, or once per territory
    concerned; each time the power applies (offered and used)."""
    player = game.players[seat]
    tasks = []
    for name, steps in player.clan.reactions:
        if name == event:
            for concerned in [(tid,) for tid in territories] if territories else [None]:
                player.count_power(1, 1)
                tasks += [RunStep("run_step", seat, step, concerned) for step in steps]
    return tasks


# --- recruit ---


def _recruit(game: NorthgardGame, seat: int, amount: int | str, territories: Territories = None) -> None:
    left = game.rules.power(amount)
    if left:
        game.push(Recruit("recruit", seat, left, frozenset()))


@ask("recruit")
def _recruit_options(game: NorthgardGame, task: Recruit) -> Options:
    seat = task.seat
    player = game.players[seat]
    targets = game.controlled(seat) if game.has_presence(seat) else game.neutral()
    options: list[tuple] = [("unit", t) for t in targets] if player.reserve else []
    if player.clan.power.get("bear") and not player.kaija_on_map and targets:
        player.count_power(1, 0)  # the special unit may be placed
        options += [("kaija", t) for t in targets]
    return (*options, ("stop",)) if options else ()


@_recruit_options.resolves
def recruit(game: NorthgardGame, task: Recruit, choice: tuple) -> None:
    """Place up to N units (``left``), one at a time, in controlled territories (anywhere neutral
    with no unit on the map); each Training Camp adds a unit the first time the action recruits
    in its territory (``camps``: the territories it recruited in)."""
    if choice[0] == "stop":
        return
    seat, camps = task.seat, task.camps
    territory = game.board.territories[choice[1]]
    if choice[0] == "kaija":
        territory.kaija = seat
        game.players[seat].kaija_on_map = True
        game.players[seat].count_power(0, 1)
    else:
        game.add_units(seat, choice[1], 1)
    if choice[1] not in camps:
        camps = camps | {choice[1]}
        bonus = sum(game.rules.building(b).get("recruit_bonus", 0) for b in territory.buildings)
        if bonus:
            game.add_units(seat, choice[1], bonus)
    if task.left > 1:
        game.push(Recruit("recruit", seat, task.left - 1, camps))


# --- move and combat ---


def _move(game: NorthgardGame, seat: int, spec: dict[str, Any], territories: Territories = None) -> None:
    game.push(
        Move("move", seat, game.rules.power(spec["moves"])),
        Combats("combats", seat, spec.get("points", 0), spec.get("casualties", 0)),
    )


@ask("move")
def _move_options(game: NorthgardGame, task: Move) -> Options:
    seat, left = task.seat, task.left
    if left <= 0:
        return ()
    board = game.board
    options: list[tuple] = []
    for src in game.controlled(seat):
        here = board.territories[src]
        units = here.units.get(seat, 0)
        for dst, _step_cost, others, via in _destinations(game, seat, src, left):
            if via is not None:
                options += [("through", src, via, dst, n) for n in range(1, units + 1)]
                continue
            options += [("move", src, dst, n) for n in range(1, units + 1)]
            if here.kaija == seat and not others:  # Kaija moves alone or with units, never into enemy land
                options += [("with kaija", src, dst, n) for n in range(units + 1)]
    return (*options, ("stop",)) if options else ()


@_move_options.resolves
def move(game: NorthgardGame, task: Move, choice: tuple) -> None:
    """Independent moves (``left`` of them) of any units from a controlled territory across one
    border each (a rough-only border uses two); units entering enemy land stop there; then the
    combats. In team play a move may pass through a teammate's territory, paying for both borders."""
    if choice[0] == "stop":
        return
    seat, left = task.seat, task.left
    board = game.board
    src, dst = board.territories[choice[1]], board.territories[choice[-2]]
    left -= _cost(src, choice[2]) + (_cost(board.territories[choice[2]], choice[3]) if choice[0] == "through" else 0)
    if choice[0] == "with kaija":
        src.kaija, dst.kaija = None, seat
    src.units[seat] = src.units.get(seat, 0) - choice[-1]  # Kaija may stand alone, with no unit entry
    dst.units[seat] = dst.units.get(seat, 0) + choice[-1]
    game.push(Move("move", seat, left))


def _cost(territory: Territory, dst: int) -> int:
    """Moves to cross from a territory into a neighbour: two when only rough borders join them."""
    return 1 if territory.adj[dst] == "regular" else 2


def _destinations(
    game: NorthgardGame, seat: int, src: int, left: int
) -> Iterator[tuple[int, int, set[int], int | None]]:
    """(territory, cost, other seats there, teammate territory passed through or None) reachable
    from ``src`` with ``left`` moves; a teammate's territory is never a destination."""
    board = game.board
    mine = game.team(seat)
    for dst in sorted(board.territories[src].adj):
        cost = _cost(board.territories[src], dst)
        if cost > left:
            continue
        others = board.territories[dst].seats() - {seat}
        if not any(game.team(o) == mine for o in others):
            yield dst, cost, others, None
            continue
        for beyond in sorted(board.territories[dst].adj):
            total = cost + _cost(board.territories[dst], beyond)
            further = board.territories[beyond].seats() - {seat}
            if beyond != src and total <= left and not any(game.team(o) == mine for o in further):
                yield beyond, total, further, dst


@ask("combat")
def _combats_options(game: NorthgardGame, task: Combats) -> Options:
    seat = task.seat
    fights = sorted(tid for tid, t in game.board.territories.items() if seat in t.seats() and len(t.seats()) > 1)
    return tuple(("combat", tid) for tid in fights)


@_combats_options.resolves
def combats(game: NorthgardGame, task: Combats, choice: tuple) -> None:
    """Resolve every combat the moves started, in the order the mover chooses."""
    game.push(Fight("fight", task.seat, choice[1], task.points, task.casualties), task)


@auto
def fight(game: NorthgardGame, task: Fight) -> None:
    """One combat: food, dice (with their choices), the result, casualties, the retreat, powers.
    Here: each side's forces and bonuses (the Move action's, the defender's buildings, the powers)."""
    attacker, tid = task.seat, task.tid
    rules = game.rules
    territory = game.board.territories[tid]
    defender = next(s for s in territory.seats() if s != attacker)
    sides = []
    for seat, bonus_points, bonus_casualties in ((attacker, task.points, task.casualties), (defender, 0, 0)):
        units, special = territory.units.get(seat, 0), int(territory.kaija == seat)
        if seat == defender:
            bonus_points += sum(rules.building(b).get("defense_points", 0) for b in territory.buildings)
            bonus_casualties += sum(rules.building(b).get("defense_casualties", 0) for b in territory.buildings)
        player = game.players[seat]
        power = player.clan.power
        if special:  # the special unit's combat points
            bonus_points += rules.power(power["bear"]["points"])
            player.count_power(1, 1)
        if "scorched_earth" in power and game.scorched == tid:
            bonus_points += rules.power(power["scorched_earth"]["points"])
            player.count_power(1, 1)
        sides.append((units, bonus_points, bonus_casualties, special))
    game.push(FightStep("fight_food", attacker, Combat(tid, attacker, defender, (sides[0], sides[1]))))


@ask("food")
def _fight_food_options(game: NorthgardGame, task: FightStep) -> Options:
    seat, state = task.seat, task.combat
    units, _, _, special = state.sides[state.side(seat)]
    most = min(game.players[seat].resources["food"], game.rules["combat"]["food_per_unit"] * (units + special))
    return tuple(("food", n) for n in range(most + 1))


@_fight_food_options.resolves
def fight_food(game: NorthgardGame, task: FightStep, choice: tuple) -> None:
    """The food each side spends, the attacker first."""
    seat, state = task.seat, task.combat
    game.players[seat].pay({"food": choice[1]})
    _next_side(game, seat, state._replace(food=state.food + (choice[1],)), "fight_food", "fight_roll")


def _next_side(game: NorthgardGame, seat: int, state: Combat, name: FightStepName, then: FightStepName) -> None:
    """After the attacker, the same step (task ``name``) for the defender; after the defender, ``then``."""
    if seat == state.attacker:
        game.push(FightStep(name, state.defender, state))
    else:
        game.push(FightStep(then, state.attacker, state))


@auto
def fight_roll(game: NorthgardGame, task: FightStep) -> None:
    """Each side rolls the die, the attacker first; a face with a choice asks it."""
    seat, state = task.seat, task.combat
    die = game.rules["combat"]["die"]
    face = die[game.rng.randrange(len(die))]
    if "choice" in face:
        options = tuple(("face", f.get("points", 0), f.get("casualties", 0)) for f in face["choice"])
        game.push(DieFace("die_face", seat, state, options))
    else:
        rolled = (face.get("points", 0), face.get("casualties", 0))
        _next_side(game, seat, state._replace(rolled=state.rolled + (rolled,)), "fight_roll", "fight_end")


@ask_carried("die")
def die_face(game: NorthgardGame, task: DieFace, choice: tuple) -> None:
    seat, state = task.seat, task.combat
    _next_side(game, seat, state._replace(rolled=state.rolled + (choice[1:],)), "fight_roll", "fight_end")


@auto
def fight_end(game: NorthgardGame, task: FightStep) -> None:
    """The result, the casualties, the loser's retreat, and the attacker's powers when it won."""
    state = task.combat
    combat = game.rules["combat"]
    att, dfd = (
        Side(
            units=state.sides[i][0],
            points=state.sides[i][1],
            casualties=state.sides[i][2],
            food=state.food[i],
            die_points=state.rolled[i][0],
            die_casualties=state.rolled[i][1],
            special=state.sides[i][3],
        )
        for i in (0, 1)
    )
    outcome = resolve(att, dfd, combat["unit_points"], combat["food_points"])
    for seat, loss in zip((state.attacker, state.defender), outcome.losses):
        remove_units(game, state.tid, seat, loss)
    if outcome.winner is None:
        return
    winner, loser = (state.attacker, state.defender) if outcome.winner == 0 else (state.defender, state.attacker)
    tasks: list[Retreat | RunStep] = [Retreat("retreat", loser, state.tid)]
    if winner == state.attacker:
        tasks += reactions(game, winner, "win_attack") + reactions(game, winner, "conquer", [state.tid])
    game.push(*tasks)


def remove_units(game: NorthgardGame, tid: int, seat: int, count: int) -> None:
    """Casualties: regular units first, Kaija last (back to the reserve)."""
    territory = game.board.territories[tid]
    units = territory.units.get(seat, 0)
    taken = min(units, count)
    territory.units[seat] = units - taken
    game.players[seat].reserve += taken
    if count > taken and territory.kaija == seat:
        territory.kaija = None
        game.players[seat].kaija_on_map = False


@auto
def retreat(game: NorthgardGame, task: Retreat) -> None:
    """The loser's units go, one by one, to adjacent friendly or neutral territories across a
    regular border that are not in combat; with nowhere to go they return to the reserve."""
    seat, tid = task.seat, task.tid
    board = game.board
    territory = board.territories[tid]
    if not (territory.units.get(seat, 0) or territory.kaija == seat):
        return
    options = tuple(
        ("retreat", dst)
        for dst, kind in sorted(territory.adj.items())
        if kind == "regular" and board.territories[dst].seats() <= {seat}
    )
    if not options:
        remove_units(game, tid, seat, territory.units.get(seat, 0) + 1)
        return
    game.push(RetreatTo("retreat_to", seat, tid, options))


@ask_carried("retreat")
def retreat_to(game: NorthgardGame, task: RetreatTo, choice: tuple) -> None:
    """One unit (Kaija once the units are gone) retreats; then the next."""
    seat, tid = task.seat, task.tid
    board = game.board
    territory, dst = board.territories[tid], board.territories[choice[1]]
    if territory.units.get(seat, 0):
        territory.units[seat] -= 1
        dst.units[seat] = dst.units.get(seat, 0) + 1
    else:
        territory.kaija, dst.kaija = None, seat
    game.push(Retreat("retreat", seat, tid))


# --- explore ---


def _explore(game: NorthgardGame, seat: int, amount: int | str, territories: Territories = None) -> None:
    """Draw N tiles to place one next to a controlled open territory (tiles that fit nowhere go
    under the pile, and another is drawn)."""

    def options(drawn: list[Tile]) -> list[tuple]:
        return [("tile", i, x, y, rot) for i, tile in enumerate(drawn) for (x, y), rot in spots(game.board, tile, seat)]

    drawn, found = draw_placeable(game.tile_pile, game.rules.power(amount), options)
    if found:
        game.drawn = drawn  # seen by the exploring seat (and its bot)
        game.push(Carried("explore", seat, tuple(found)))


@ask_carried("explore")
def explore(game: NorthgardGame, task: Carried, choice: tuple) -> None:
    """Place the chosen drawn tile (the others go under the pile); fame for closing controlled
    territories, and the powers that react to exploring."""
    seat = task.seat
    _, index, x, y, rot = choice
    placement = game.board.place(game.drawn.pop(index), (x, y), rot)
    game.tile_pile[:0] = game.drawn
    fame, own = closing_fame(game.board, placement, seat, game.rules)
    game.players[seat].fame += fame
    if own:
        game.push(*reactions(game, seat, "close_own", own))
    elif not placement.closed:
        game.push(*reactions(game, seat, "explore_without_closing"))


# --- build ---


def _build(game: NorthgardGame, seat: int, spec: dict[str, Any], territories: Territories = None) -> None:
    game.push(Build("build", seat, spec.get("discount", 0)))


@ask("build")
def _build_options(game: NorthgardGame, task: Build) -> Options:
    seat, discount = task.seat, task.discount
    rules = game.rules
    player = game.players[seat]
    on_map = [b for t in game.board.territories.values() for b in t.buildings]
    options = []
    for tid in game.controlled(seat):
        territory = game.board.territories[tid]
        for kind, info in rules["buildings"].items():
            if kind in territory.buildings or on_map.count(kind) >= rules["building_tokens"]:
                continue
            if _space(territory.spaces, info) is None:
                continue
            if player.can_pay(_discounted(rules, info, discount)):
                options.append(("build", tid, kind))
    return tuple(options)


@_build_options.resolves
def build(game: NorthgardGame, task: Build, choice: tuple) -> None:
    """Build one building in a controlled territory on a free space of its size, a type not yet
    there, while tokens last, paying its cost less any discount."""
    seat = task.seat
    _, tid, kind = choice
    info = game.rules["buildings"][kind]
    territory = game.board.territories[tid]
    space = _space(territory.spaces, info)
    assert space is not None  # the option is offered only where a space is free
    territory.spaces.remove(space)
    territory.buildings.append(kind)
    game.players[seat].pay(_discounted(game.rules, info, task.discount))
    game.push(*reactions(game, seat, f"build_{info['size']}"))


def _space(spaces: list[str], info: dict[str, Any]) -> str | None:
    """The free space a building of this kind takes: a Carved Stone needs a carved space, other
    small buildings prefer a plain small space, large ones a large space."""
    wanted = ("carved",) if info.get("carved") else ("small", "carved") if info["size"] == "small" else ("large",)
    return next((s for s in wanted if s in spaces), None)


def _discounted(rules: Ruleset, info: dict[str, Any], discount: int) -> dict[str, int]:
    cost = dict(rules["costs"][f"{info['size']}_building"])
    if discount and "wood" in cost:
        cost["wood"] = max(0, cost["wood"] - discount)
    return cost


# --- feast ---


def feast_cards(game: NorthgardGame) -> dict[str, Card]:
    """The starting cards whose action a Feast may play: one per id, in the set's order, but
    those that feast themselves (docs/rules-notes.md#northgard-feast-from-the-starting-cards)."""
    return {c.id: c for c in game.cards.starting if all(s.primitive != "feast" for s in c.steps)}


@ask("feast")
def _feast_options(game: NorthgardGame, task: Plain) -> Options:
    return tuple(("action", card_id) for card_id in feast_cards(game))


@_feast_options.resolves
def feast(game: NorthgardGame, task: Plain, choice: tuple) -> None:
    """Resolve the action of the chosen starting card."""
    card = feast_cards(game)[choice[1]]
    game.push(*(RunStep("run_step", task[1], step, None) for step in card.steps))


# --- draw ---


def _draw(game: NorthgardGame, seat: int, spec: dict[str, int], territories: Territories = None) -> None:
    """Draw cards; of those just drawn keep some, discard some, put the rest back on top in the
    order chosen (the kept ones join the hand at the end)."""
    player = game.players[seat]
    drawn = player.draw(spec["cards"], game.rng)
    for card in drawn:
        player.hand.remove(card)
        player.drawn[card.id] -= 1  # counted when kept
    _sort_drawn(game, seat, tuple(drawn), (), spec["keep"], spec.get("discard", 0))


def _sort_drawn(
    game: NorthgardGame, seat: int, drawn: tuple[Card, ...], kept: tuple[Card, ...], keep: int, discard: int
) -> None:
    """Ask for the next of the drawn cards: one to keep, to discard, else to put back on top."""
    if not drawn:
        game.players[seat].hand += kept
    elif keep:
        game.push(KeepCard("keep_card", seat, drawn, kept, keep, discard))
    elif discard:
        game.push(DiscardCard("discard_card", seat, drawn, kept, discard))
    else:
        game.push(TopCard("top_card", seat, drawn, kept))


def _pick(cards: tuple[Card, ...]) -> Options:
    """One option per card id (its first copy)."""
    first: dict[str, int] = {}
    for index, card in enumerate(cards):
        first.setdefault(card.id, index)
    return tuple(("card", index, card_id) for card_id, index in first.items())


def _taken(drawn: tuple[Card, ...], index: int) -> tuple[Card, ...]:
    return drawn[:index] + drawn[index + 1 :]


@ask("keep")
def _keep_card_options(game: NorthgardGame, task: KeepCard) -> Options:
    return _pick(task.drawn)


@_keep_card_options.resolves
def keep_card(game: NorthgardGame, task: KeepCard, choice: tuple) -> None:
    card = task.drawn[choice[1]]
    game.players[task.seat].drawn[card.id] += 1
    _sort_drawn(game, task.seat, _taken(task.drawn, choice[1]), task.kept + (card,), task.keep - 1, task.discard)


@ask("discard")
def _discard_card_options(game: NorthgardGame, task: DiscardCard) -> Options:
    return _pick(task.drawn)


@_discard_card_options.resolves
def discard_card(game: NorthgardGame, task: DiscardCard, choice: tuple) -> None:
    game.players[task.seat].discard.append(task.drawn[choice[1]])
    _sort_drawn(game, task.seat, _taken(task.drawn, choice[1]), task.kept, 0, task.discard - 1)


@ask("top")
def _top_card_options(game: NorthgardGame, task: TopCard) -> Options:
    return _pick(task.drawn)


@_top_card_options.resolves
def top_card(game: NorthgardGame, task: TopCard, choice: tuple) -> None:
    game.players[task.seat].deck.append(task.drawn[choice[1]])
    _sort_drawn(game, task.seat, _taken(task.drawn, choice[1]), task.kept, 0, 0)


# --- the steps without a decision, and the Scorched Earth ---


def _gain(game: NorthgardGame, seat: int, resources: dict[str, int | str], territories: Territories = None) -> None:
    game.players[seat].gain({res: game.rules.power(n) for res, n in resources.items()})


def _fame(game: NorthgardGame, seat: int, amount: int | str, territories: Territories = None) -> None:
    game.players[seat].fame += game.rules.power(amount)


def _harvest(game: NorthgardGame, seat: int, _value: bool, territories: Territories = None) -> None:
    """Collect the resources of the given (else all controlled) territories, as at harvest."""
    for tid in territories if territories is not None else game.controlled(seat):
        if tid in game.board.territories:
            game.players[seat].gain(game.produce(tid))


def _scorch(game: NorthgardGame, seat: int, _value: bool, territories: Territories = None) -> None:
    game.push(Scorch("scorch", seat, False))


@ask("scorch")
def _scorch_options(game: NorthgardGame, task: Scorch) -> Options:
    seat = task.seat
    board = game.board
    targets = sorted(
        {
            dst
            for src in game.controlled(seat)
            for dst in board.territories[src].adj
            if board.territories[dst].owner() not in (None, seat)
        }
    )
    if not targets:
        return ()
    _count_token(game, seat, 1, 0)
    options = tuple(("scorch", t) for t in targets)
    return (*options, ("keep",)) if task.optional else options


@_scorch_options.resolves
def scorch(game: NorthgardGame, task: Scorch, choice: tuple) -> None:
    """Place the Scorched Earth token in an enemy territory adjacent to a controlled one
    (``optional``: a Snake's clan card may leave it where it is): a use of the clan power."""
    if choice[0] == "scorch":
        game.scorch_at(choice[1])
        _count_token(game, task.seat, 0, 1)


def _count_token(game: NorthgardGame, seat: int, offered: int, used: int) -> None:
    """Count the Scorched Earth token offered and placed as the seat's clan power, where the
    power has the token (a shared card's step may move it for any seat)."""
    player = game.players[seat]
    if "scorched_earth" in player.clan.power:
        player.count_power(offered, used)


# What each primitive does when its step runs: ``(game, seat, value, territories)``; a step that
# asks schedules its asking task.
RUN = StepTable(
    {
        "recruit": _recruit,
        "move": _move,
        "explore": _explore,
        "build": _build,
        "feast": lambda game, seat, value, territories=None: game.push(("feast", seat)),
        "draw": _draw,
        "gain": _gain,
        "fame": _fame,
        "harvest": _harvest,
        "scorch": _scorch,
    }
)


# --- achievements ---


def achievement_fame(game: NorthgardGame, seat: int, score: dict[str, Any]) -> int:
    """An achievement's fame: ``fame`` per ``per`` of what it counts."""
    counted = _count(game, seat, score)
    return score["fame"] * (counted // score["per"])


def _count(game: NorthgardGame, seat: int, score: dict[str, Any]) -> int:
    kind = score["count"]
    board = game.board
    mine = game.controlled(seat)
    if kind == "units":
        return game.force(seat)
    if kind == "territories":
        return len(mine)
    if kind == "closed_territories":
        return sum(1 for t in mine if board.territories[t].closed)
    if kind == "buildings":
        built = game.buildings_of(seat)
        return built.count(score["building"]) if "building" in score else len(built)
    if kind == "resources":
        resources = game.players[seat].resources
        return resources.get(score["resource"], 0) if "resource" in score else sum(resources.values())
    if kind == "cards":
        return len(game.players[seat].owned_cards())
    return len({cell for t in mine for cell in board.territories[t].cells})  # tiles

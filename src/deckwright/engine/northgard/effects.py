"""The card effect language's interpreter: one handler per step (recruit, move, explore, build,
feast, draw, gain, fame, harvest, scorch), the clan power events, combat with its decisions and
the retreat, and the achievements' scoring.

Handlers are generators driven by the game's flow (see game.py): they yield decisions and
receive the option chosen.
"""

from __future__ import annotations

from typing import Any

from ...model.northgard import Card
from .combat import Side, resolve
from .explore import closing_fame, spots

FEAST_CHOICES = (("recruit", 1), ("move", {"moves": 1}), ("explore", 1), ("build", {}))


def playable(game, seat: int, card: Card) -> bool:
    """A Draw action cannot be played without enough cards in the draw and discard piles."""
    player = game.players[seat]
    for step in card.do:
        if "draw" in step and len(player.deck) + len(player.discard) < step["draw"]["cards"]:
            return False
    return True


def run_card(game, seat: int, card: Card):
    """Resolve a played card; for the Snake, a clan card may first move the Scorched Earth token."""
    player = game.players[seat]
    if card.kind in ("clan", "upgrade") and "scorched_earth" in player.clan.power:
        yield from scorch(game, seat, True, optional=True)
    yield from run_steps(game, seat, card.do)


def run_steps(game, seat: int, steps, territories: list[int] | None = None):
    for step in steps:
        ((keyword, value),) = step.items()
        yield from HANDLERS[keyword](
            game, seat, value, **({"territories": territories} if keyword == "harvest" else {})
        )


def power_event(game, seat: int, event: str, territories: list[int] | None = None):
    """Run the seat's clan power reactions to ``event``: once, or once per territory concerned
    (a 'harvest' step then collects that territory)."""
    for reaction in game.players[seat].clan.power.get("on", ()):
        if reaction["event"] == event:
            for tid in territories or [None]:
                yield from run_steps(game, seat, reaction["do"], None if tid is None else [tid])


# --- the steps ---


def recruit(game, seat: int, amount, **_):
    """Place up to N units in controlled territories (anywhere neutral with no unit on the map);
    each Training Camp adds a unit the first time the action recruits in its territory."""
    player = game.players[seat]
    bear = game.players[seat].clan.power.get("bear")
    camps_used: set[int] = set()
    for _ in range(game.rules.power(amount)):
        targets = game.controlled(seat) if game.has_presence(seat) else game.neutral()
        options: list[tuple] = [("unit", t) for t in targets] if player.reserve else []
        if bear and not player.kaija_on_map:
            options += [("kaija", t) for t in targets]
        if not options:
            return
        choice = yield from game.ask(seat, "recruit", options + [("stop",)])
        if choice[0] == "stop":
            return
        territory = game.board.territories[choice[1]]
        if choice[0] == "kaija":
            territory.kaija = seat
            player.kaija_on_map = True
        else:
            game._add_units(seat, choice[1], 1)
        if choice[1] not in camps_used:
            camps_used.add(choice[1])
            bonus = sum(game.rules.building(b).get("recruit_bonus", 0) for b in territory.buildings)
            if bonus:
                game._add_units(seat, choice[1], bonus)


def move(game, seat: int, spec: dict[str, Any], **_):
    """Independent moves of any units from a controlled territory across one border each (a
    rough-only border uses two); units entering enemy land stop there; then the combats. In team
    play a move may pass through a teammate's territory, paying for both borders."""
    left = game.rules.power(spec["moves"])
    board = game.board
    while left > 0:
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
        if not options:
            break
        choice = yield from game.ask(seat, "move", options + [("stop",)])
        if choice[0] == "stop":
            break
        src, dst = board.territories[choice[1]], board.territories[choice[-2]]
        left -= _cost(src, choice[2]) + (
            _cost(board.territories[choice[2]], choice[3]) if choice[0] == "through" else 0
        )
        if choice[0] == "with kaija":
            src.kaija, dst.kaija = None, seat
        src.units[seat] = src.units.get(seat, 0) - choice[-1]  # Kaija may stand alone, with no unit entry
        dst.units[seat] = dst.units.get(seat, 0) + choice[-1]
    yield from combats(game, seat, spec.get("points", 0), spec.get("casualties", 0))


def _cost(territory, dst: int) -> int:
    """Moves to cross from a territory into a neighbour: two when only rough borders join them."""
    return 1 if territory.adj[dst] == "regular" else 2


def _destinations(game, seat: int, src: int, left: int):
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


def combats(game, seat: int, points: int, casualties: int):
    """Resolve every combat the moves started, in the order the mover chooses."""
    while True:
        fights = sorted(tid for tid, t in game.board.territories.items() if seat in t.seats() and len(t.seats()) > 1)
        if not fights:
            return
        (_, tid) = yield from game.ask(seat, "combat", [("combat", t) for t in fights])
        yield from fight(game, tid, seat, points, casualties)


def _forces(game, tid: int, seat: int) -> tuple[int, int]:
    territory = game.board.territories[tid]
    return territory.units.get(seat, 0), int(territory.kaija == seat)


def fight(game, tid: int, attacker: int, points: int, casualties: int):
    """One combat: food, dice (with their choices), the result, casualties, the retreat, powers."""
    rules = game.rules
    combat = rules["combat"]
    territory = game.board.territories[tid]
    defender = next(s for s in territory.seats() if s != attacker)
    sides = {}
    for seat, bonus_points, bonus_casualties in ((attacker, points, casualties), (defender, 0, 0)):
        units, special = _forces(game, tid, seat)
        if seat == defender:
            bonus_points += sum(rules.building(b).get("defense_points", 0) for b in territory.buildings)
            bonus_casualties += sum(rules.building(b).get("defense_casualties", 0) for b in territory.buildings)
        power = game.players[seat].clan.power
        if special:
            bonus_points += rules.power(power["bear"]["points"])
        if "scorched_earth" in power and game.scorched == tid:
            bonus_points += rules.power(power["scorched_earth"]["points"])
        sides[seat] = [units, bonus_points, bonus_casualties, special]
    food = {}
    for seat in (attacker, defender):
        most = min(game.players[seat].resources["food"], combat["food_per_unit"] * (sides[seat][0] + sides[seat][3]))
        (_, food[seat]) = yield from game.ask(seat, "food", [("food", n) for n in range(most + 1)])
        game.players[seat].pay({"food": food[seat]})
    rolled = {}
    for seat in (attacker, defender):
        face = combat["die"][game.rng.randrange(len(combat["die"]))]
        if "choice" in face:
            options = [("face", f.get("points", 0), f.get("casualties", 0)) for f in face["choice"]]
            (_, p, c) = yield from game.ask(seat, "die", options)
            face = {"points": p, "casualties": c}
        rolled[seat] = (face.get("points", 0), face.get("casualties", 0))
    att, dfd = (
        Side(
            units=sides[s][0],
            points=sides[s][1],
            casualties=sides[s][2],
            food=food[s],
            die_points=rolled[s][0],
            die_casualties=rolled[s][1],
            special=sides[s][3],
        )
        for s in (attacker, defender)
    )
    outcome = resolve(att, dfd, combat["unit_points"], combat["food_points"])
    for seat, loss in zip((attacker, defender), outcome.losses):
        remove_units(game, tid, seat, loss)
    if outcome.winner is None:
        return
    winner, loser = (attacker, defender) if outcome.winner == 0 else (defender, attacker)
    yield from retreat(game, tid, loser)
    if winner == attacker:
        yield from power_event(game, attacker, "win_attack")
        yield from power_event(game, attacker, "conquer", [tid])


def remove_units(game, tid: int, seat: int, count: int) -> None:
    """Casualties: regular units first, Kaija last (back to the reserve)."""
    territory = game.board.territories[tid]
    units = territory.units.get(seat, 0)
    taken = min(units, count)
    territory.units[seat] = units - taken
    game.players[seat].reserve += taken
    if count > taken and territory.kaija == seat:
        territory.kaija = None
        game.players[seat].kaija_on_map = False


def retreat(game, tid: int, seat: int):
    """The loser's units go, one by one, to adjacent friendly or neutral territories across a
    regular border that are not in combat; with nowhere to go they return to the reserve."""
    board = game.board
    territory = board.territories[tid]
    while territory.units.get(seat, 0) or territory.kaija == seat:
        targets = [
            dst
            for dst, kind in sorted(territory.adj.items())
            if kind == "regular" and board.territories[dst].seats() <= {seat}
        ]
        if not targets:
            remove_units(game, tid, seat, territory.units.get(seat, 0) + 1)
            return
        (_, dst) = yield from game.ask(seat, "retreat", [("retreat", t) for t in targets])
        if territory.units.get(seat, 0):
            territory.units[seat] -= 1
            board.territories[dst].units[seat] = board.territories[dst].units.get(seat, 0) + 1
        else:
            territory.kaija, board.territories[dst].kaija = None, seat


def explore(game, seat: int, amount, **_):
    """Draw N tiles and place one next to a controlled open territory (tiles that fit nowhere go
    under the pile, and another is drawn); fame for closing controlled territories."""
    drawn = [game.tile_pile.pop() for _ in range(min(game.rules.power(amount), len(game.tile_pile)))]
    tried = 0
    options: list[tuple] = []
    while drawn:
        options = [
            ("tile", i, x, y, rot) for i, tile in enumerate(drawn) for (x, y), rot in spots(game.board, tile, seat)
        ]
        if options or tried >= len(game.tile_pile):
            break
        game.tile_pile[:0] = drawn
        tried += len(drawn)
        drawn = [game.tile_pile.pop()]
    if not options:
        game.tile_pile[:0] = drawn
        return
    game.drawn = drawn  # seen by the exploring seat (and its bot)
    _, index, x, y, rot = yield from game.ask(seat, "explore", options)
    placement = game.board.place(drawn.pop(index), (x, y), rot)
    game.tile_pile[:0] = drawn
    fame, own = closing_fame(game.board, placement, seat, game.rules)
    game.players[seat].fame += fame
    if own:
        yield from power_event(game, seat, "close_own", own)
    elif not placement.closed:
        yield from power_event(game, seat, "explore_without_closing")


def build(game, seat: int, spec: dict[str, Any], **_):
    """Build one building in a controlled territory on a free space of its size, a type not yet
    there, while tokens last, paying its cost less any discount."""
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
            if player.can_pay(_discounted(rules, info, spec.get("discount", 0))):
                options.append(("build", tid, kind))
    if not options:
        return
    (_, tid, kind) = yield from game.ask(seat, "build", options)
    info = rules["buildings"][kind]
    territory = game.board.territories[tid]
    territory.spaces.remove(_space(territory.spaces, info))
    territory.buildings.append(kind)
    player.pay(_discounted(rules, info, spec.get("discount", 0)))
    yield from power_event(game, seat, f"build_{info['size']}")


def _space(spaces: list[str], info: dict[str, Any]) -> str | None:
    """The free space a building of this kind takes: a Carved Stone needs a carved space, other
    small buildings prefer a plain small space, large ones a large space."""
    wanted = ("carved",) if info.get("carved") else ("small", "carved") if info["size"] == "small" else ("large",)
    return next((s for s in wanted if s in spaces), None)


def _discounted(rules, info: dict[str, Any], discount: int) -> dict[str, int]:
    cost = dict(rules["costs"][f"{info['size']}_building"])
    if discount and "wood" in cost:
        cost["wood"] = max(0, cost["wood"] - discount)
    return cost


def feast(game, seat: int, _value, **_):
    """Resolve one of the four starting actions, chosen now."""
    options = [(keyword,) for keyword, _ in FEAST_CHOICES]
    (keyword,) = yield from game.ask(seat, "feast", options)
    value = dict(FEAST_CHOICES)[keyword]
    yield from HANDLERS[keyword](game, seat, value)


def draw(game, seat: int, spec: dict[str, Any], **_):
    """Draw cards; of those just drawn keep some, discard some, put the rest back on top in the
    order chosen."""
    player = game.players[seat]
    drawn = player.draw(spec["cards"], game.rng)
    for card in drawn:
        player.hand.remove(card)
        player.drawn[card.id] -= 1  # counted when kept
    kept = []
    for _ in range(min(spec["keep"], len(drawn))):
        (_, index, _) = yield from game.ask(seat, "keep", _pick(drawn))
        kept.append(drawn.pop(index))
        player.drawn[kept[-1].id] += 1
    for _ in range(min(spec.get("discard", 0), len(drawn))):
        (_, index, _) = yield from game.ask(seat, "discard", _pick(drawn))
        player.discard.append(drawn.pop(index))
    while drawn:
        (_, index, _) = yield from game.ask(seat, "top", _pick(drawn))
        player.deck.append(drawn.pop(index))
    player.hand += kept


def _pick(cards: list[Card]) -> list[tuple]:
    first = {}
    for index, card in enumerate(cards):
        first.setdefault(card.id, index)
    return [("card", index, card_id) for card_id, index in first.items()]


def gain(game, seat: int, resources: dict[str, int | str], **_):
    game.players[seat].gain({res: game.rules.power(n) for res, n in resources.items()})
    yield from ()


def fame(game, seat: int, amount, **_):
    game.players[seat].fame += game.rules.power(amount)
    yield from ()


def harvest(game, seat: int, _value, territories: list[int] | None = None):
    """Collect the resources of the given (else all controlled) territories, as at harvest."""
    for tid in territories if territories is not None else game.controlled(seat):
        if tid in game.board.territories:
            game.players[seat].gain(game.produce(tid))
    yield from ()


def scorch(game, seat: int, _value, optional: bool = False, **_):
    """Place the Scorched Earth token in an enemy territory adjacent to a controlled one."""
    board = game.board
    mine = game.controlled(seat)
    targets = sorted(
        {
            dst
            for src in mine
            for dst in board.territories[src].adj
            if board.territories[dst].owner() not in (None, seat)
        }
    )
    if not targets:
        return
    options = [("scorch", t) for t in targets] + ([("keep",)] if optional else [])
    choice = yield from game.ask(seat, "scorch", options)
    if choice[0] == "scorch":
        game.scorch_at(choice[1])


HANDLERS = {
    "recruit": recruit,
    "move": move,
    "explore": explore,
    "build": build,
    "feast": feast,
    "draw": draw,
    "gain": gain,
    "fame": fame,
    "harvest": harvest,
    "scorch": scorch,
}


# --- achievements ---


def achievement_fame(game, seat: int, score: dict[str, Any]) -> int:
    """An achievement's fame: ``fame`` per ``per`` of what it counts."""
    counted = _count(game, seat, score)
    return score["fame"] * (counted // score["per"])


def _count(game, seat: int, score: dict[str, Any]) -> int:
    kind = score["count"]
    board = game.board
    mine = game.controlled(seat)
    if kind == "units":
        return game.units_on_map(seat)
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

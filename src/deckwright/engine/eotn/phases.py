"""Setup and the round: Lookout (with Storage), Action phase turns, Expedition, Cleanup, game end."""

from __future__ import annotations

from itertools import combinations_with_replacement

from ...game import Runaway
from ...model.eotn import ACTIONS
from .catalog import GOOD, WORKER
from .game import KEPT, EotnGame
from .goods import add_goods, gain, take
from .ops import ask, auto
from .state import Placed
from .triggers import fire, listens, note

START_WORKERS, START_DRAW, START_KEEP, LOOKOUT_DRAW, FACE_UP = 5, 5, 3, 4, 2


@auto
def setup(g: EotnGame, task: tuple) -> None:
    """Islands 2 face up per deck, tiles in a random circle, basic fields with their goods,
    5 workers, a random first player, then each player draws 5 and keeps 3."""
    rng, cat = g.rng, g.cat
    for distance, deck in enumerate(g.isl_deck):
        rng.shuffle(deck)
        _reveal(g, distance)
    g.tiles = tuple(rng.sample(ACTIONS, len(ACTIONS)))
    for p, player in enumerate(g.players):
        player.deck = list(cat.decks[p])
        rng.shuffle(player.deck)
        player.empire = [Placed(c, c) for c in cat.basics[p]]
        for slot in range(len(player.empire)):
            note(g, p, slot)
        for c in cat.basics[p]:
            for good, n in (cat.cards[c].card.goods or {}).items():
                player.goods[GOOD[good]] += n
        player.goods[WORKER] += START_WORKERS
    g.first = rng.randrange(len(g.players))
    g.push(*(("setup_keep", p, tuple(g.draw(p, START_DRAW)), START_KEEP) for p in _order(g)), ("start_round", -1))


def _order(g: EotnGame) -> list[int]:
    n = len(g.players)
    return [(g.first + i) % n for i in range(n)]


def _reveal(g: EotnGame, distance: int) -> None:
    while len(g.isl_face[distance]) < FACE_UP:
        island = g.reveal_island(distance)
        if island is None:
            return
        g.isl_face[distance].append(island)


def _ids(g: EotnGame, cards: tuple) -> tuple:
    """The distinct ids of ``cards``, in order."""
    info = g.cat.cards
    seen: dict[str, None] = {}
    for c in cards:
        seen[info[c].id] = None
    return tuple(seen)


def _take(g: EotnGame, cards: tuple, card_id: str) -> tuple[int, tuple]:
    """The first of ``cards`` with this id, and the others."""
    at = next(i for i, c in enumerate(cards) if g.cat.cards[c].card.id == card_id)
    return cards[at], cards[:at] + cards[at + 1 :]


@ask("setup-keep")
def setup_keep_options(g: EotnGame, task: tuple) -> tuple:
    _, p, drawn, need = task
    if len(drawn) <= need:
        return (("all",),)
    return _ids(g, drawn)


@setup_keep_options.resolves
def setup_keep(g: EotnGame, task: tuple, option: str | tuple[str]) -> None:
    _, p, drawn, need = task
    player = g.players[p]
    if isinstance(option, str):
        card, rest = _take(g, drawn, option)
        kept = (card,)
    else:  # ("all",)
        kept, rest = drawn, ()
    player.hand.extend(kept)
    for card in kept:
        g.tally(card, KEPT)
    need -= len(kept)
    if need and rest:
        g.push(("setup_keep", p, rest, need))
    else:
        player.discard.extend(rest)


@auto
def start_round(g: EotnGame, task: tuple) -> None:
    g.round += 1
    g.round_decisions = 0
    if g.round > g.variants.max_rounds:
        g.round -= 1
        raise Runaway(f"runaway: no winner after {g.variants.max_rounds} rounds (seed {g.seed})")
    g.phase = "lookout"
    order = _order(g)
    g.push(
        *(("lookout_draw", p) for p in order),
        *(("storage", p) for p in order),
        ("action_start", -1),
        ("expedition", -1),
        ("round_end", -1),
    )


@auto
def lookout_draw(g: EotnGame, task: tuple) -> None:
    g.push(("lookout_keep", task[1], tuple(g.draw(task[1], LOOKOUT_DRAW)), 0))


@ask("lookout-keep")
def lookout_options(g: EotnGame, task: tuple) -> tuple:
    """Keep one more of the drawn cards for a worker, or discard the rest."""
    _, p, drawn, kept = task
    if not drawn:
        return ()
    keep = _ids(g, drawn) if g.players[p].goods[WORKER] else ()
    return (*[("keep", card_id) for card_id in keep], ("discard-rest",))


@lookout_options.resolves
def lookout_keep(g: EotnGame, task: tuple, option: tuple) -> None:
    """Cards kept in one Lookout are one gain of cards, when the Lookout ends
    (docs/rules-notes.md#eotn-gain-a-card)."""
    _, p, drawn, kept = task
    player = g.players[p]
    if option[0] == "discard-rest":
        player.discard.extend(drawn)
    else:
        card, rest = _take(g, drawn, option[1])
        player.hand.append(card)
        g.tally(card, KEPT)
        kept += 1
        if rest:
            g.push(("lookout_keep", p, rest, kept))
        take(g, p, (("worker", 1),))
        if rest:
            return
    if kept and listens(g, p, "gain"):
        fire(g, p, "gain", good="card")


@auto
def storage(g: EotnGame, task: tuple) -> None:
    """End of Lookout: every Storage card earns one gain option per 'need' assigned to it."""
    p = task[1]
    cards = g.cat.cards
    for slot, placed in enumerate(g.players[p].empire):
        rule = cards[placed.acts_as].storage
        if rule:
            times = min(placed.assigned[GOOD[good]] // n if good in GOOD else 0 for good, n in rule["need"].items())
            if times:
                g.push(("storage_gain", p, slot, times))


def _storage_combos(g: EotnGame, task: tuple) -> list[tuple[int, ...]]:
    _, p, slot, times = task
    rule = g.cat.cards[g.players[p].empire[slot].acts_as].storage
    return list(combinations_with_replacement(range(len(rule["gain"])), times))


@ask("storage-gain")
def storage_options(g: EotnGame, task: tuple) -> tuple:
    rule = g.cat.cards[g.players[task[1]].empire[task[2]].acts_as].storage
    return tuple(
        tuple(" ".join(f"{n} {good}" for good, n in rule["gain"][i].items()) for i in combo)
        for combo in _storage_combos(g, task)
    )


@storage_options.resolves
def storage_gain(g: EotnGame, task: tuple, option: tuple) -> None:
    combo = _storage_combos(g, task)[storage_options(g, task).index(option)]
    rule = g.cat.cards[g.players[task[1]].empire[task[2]].acts_as].storage
    gain(g, task[1], add_goods(*(rule["gain"][i] for i in combo)))  # one payout, one gain


@auto
def action_start(g: EotnGame, task: tuple) -> None:
    g.phase = "action"
    for player in g.players:
        player.passed = False
    g.push(("turn", g.first))


@auto
def next_turn(g: EotnGame, task: tuple) -> None:
    """The next player clockwise who has not passed takes a turn; when all passed the phase ends."""
    players, p = g.players, task[1]
    n = len(players)
    for step in range(1, n + 1):
        q = (p + step) % n
        if not players[q].passed:
            g.push(("turn", q))
            return


@auto
def round_end(g: EotnGame, task: tuple) -> None:
    """After the Expedition: end the game, or clean up (25 VP reached now makes the next round the last)."""
    if g.last_round:
        g.phase = "end"
        return
    if any(p.vp >= g.variants.target_vp for p in g.players):
        g.last_round = True
    cleanup(g)
    g.push(("start_round", -1))


def cleanup(g: EotnGame) -> None:
    for player in g.players:
        player.goods[WORKER] += player.spent
        player.spent = 0
        player.empire = [e.turned(False) if e.exhausted else e for e in player.empire]
        player.pawns = [(-1, False), (-1, False)]
        player.used = ()  # once-per-round Features may trigger again
    for distance in (0, 1):
        g.isl_disc[distance].extend(g.isl_face[distance])
        g.isl_face[distance] = []
        _reveal(g, distance)
    g.first = (g.first + 1) % len(g.players)

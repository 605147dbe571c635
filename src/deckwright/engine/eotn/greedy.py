"""``GreedyBot``: a hand-written heuristic for Empires of the North.

It prices every option with a rough value of goods (VP 1, gold 0.9, a resource 0.45, ...) and picks
the best, breaking ties with its own seeded stream. It builds whenever it can, harvests its best
field, sails with raze to conquer, keeps cards only while workers last, and never pays gold where a
resource will do. No look-ahead: it reads the state, never clones it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any, TypeVar, cast
from weakref import WeakKeyDictionary

from ...game import Decision, undeclared
from ...model.eotn import ability_steps
from ...steps import Step, StepTable
from .catalog import GOOD, GOODS, RAZE, WORKER, Catalog, Info
from .copying import recopyable
from .counts import count, holds
from .game import EotnGame
from .removal import removable
from .state import used_action
from .tasks import ChooseResolve, FeatureResolve, Land, RemoveResolve

Task = TypeVar("Task", bound=tuple)

VALUE = {
    "vp": 1.0,
    "gold": 0.9,
    "wood": 0.5,
    "stone": 0.5,
    "food": 0.45,
    "sheep": 0.45,
    "fish": 0.45,
    "worker": 0.6,
    "raze": 0.6,
    "card": 0.7,
    "ship": 2.0,
    "common_ship": 1.2,
}
STEP_VALUE = {
    "draw": 0.7,
    "take_action": 1.2,
    "retrieve": 0.5,
    "discard": -0.6,
    "unexhaust": 0.8,
    "advance_ship": 0.2,
    "expedition_now": 1.0,
    "search": 0.8,
    "move_pawn": 0.1,
    "exhaust": -0.4,
}
STATE_STEPS = ("per", "if", "remove", "recopy")  # steps whose worth depends on the state
# What removing a card or re-copying is worth while pricing another such step (a card whose effect
# would remove or re-copy a card whose effect does the same): a flat guess ends the recursion.
NESTED_VALUE = {"remove": -1.2, "recopy": 0.5}
HARM = 0.5  # a step aimed at an opponent is worth half what it would cost the player, per target
HARMS = frozenset({"discard", "lose", "exhaust", "move_pawn"})  # aimed steps that hurt the target
CARD_IN_EMPIRE = 1.0  # every card in the Empire scores 1 VP at the end
USE_BONUS = 0.3  # using an Action card is priced its net worth plus this
SATURATED = 10  # held beyond this, more of a good is worth a quarter: it builds nothing new
NONE_SATURATED = (False,) * len(GOODS)
KEY_VALUE = {GOOD.get(good, good): value for good, value in VALUE.items()}  # by compiled goods key
TABLES = ("card", "hand", "build", "construct", "island", "use")  # card values priced once per game
Key = int | tuple[int, int]  # a card in a table of card values; in "use", with the Empire's size where it counts


class _Shared:
    """What bots learn of a catalog and keep for the next games of that line-up: the cards whose
    values read nothing of the state (no 'per' step), those values, and harvest values."""

    def __init__(self, cat: Catalog):
        self.fixed = frozenset(
            index
            for index, info in enumerate(cat.cards)
            if not info.end_game
            and not any(key in step for _, step, _ in ability_steps(info.card.abilities) for key in STATE_STEPS)
        )
        self.values: dict[str, dict[Key, float]] = {name: {} for name in TABLES}
        self.yields_by: dict[tuple, list[float]] = {}  # harvest value per card, by which goods are saturated


_SHARED: WeakKeyDictionary[Catalog, _Shared] = WeakKeyDictionary()


def _asked(g: EotnGame, record: type[Task]) -> Task:
    """The task whose decision the bot prices, a ``record`` (``tasks``)."""
    assert g.pending is not None, "a decision is pending"
    return cast(Task, g.pending[0])


def goods_value(goods: dict[str, int] | None, times: float = 1.0) -> float:
    return sum(VALUE.get(good, 0.4) * n for good, n in (goods or {}).items()) * times


def harvest_value(info: Info, stock: list[int]) -> float:
    """The value of a card's own goods as harvested; a good held SATURATED times or more counts a quarter."""
    total = 0.0
    for key, n in info.goods:
        value = KEY_VALUE.get(key, 0.4) * n
        total += value * 0.25 if key.__class__ is int and stock[key] >= SATURATED else value
    return total


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        # valid for one decision: tile action values, the best card in hand by the action it names,
        # the harvest values by field slot, and cards by id in the hand and among the cards drawn
        self._actions: dict[str, float] = {}
        self._hand: dict[str | None, float] | None = None
        self._harvests: dict[int, float] | None = None
        self._ids: dict[str, dict[str, int]] = {}
        self._cat: Catalog | None = None
        self._weighing = False  # inside the pricing of a remove or recopy step

    def _meet(self, cat: Catalog) -> None:
        """Start pricing the cards of a catalog: the card values below are valid for one catalog."""
        self._cat = cat
        shared = _SHARED.get(cat)
        if shared is None:
            shared = _SHARED[cat] = _Shared(cat)
        self._fixed, self._shared, self._yields_by = shared.fixed, shared.values, shared.yields_by
        self._values = {name: dict(values) for name, values in self._shared.items()}  # by table, by card

    def _keep(self, table: str, card: Key, value: float) -> float:
        """Remember a card's value for this game, and for later bots when it read nothing of the state."""
        self._values[table][card] = value
        if card in self._fixed:
            self._shared[table][card] = value
        return value

    def choose(self, game: EotnGame, decision: Decision) -> int:
        scores = self.values(game, decision)
        best = max(scores)
        least = best - 1e-9  # ties within rounding share the best score
        if len(scores) == 1 or sorted(scores)[-2] < least:  # one best score: no tie to break
            return scores.index(best)
        return self.rng.choice([i for i, s in enumerate(scores) if s >= least])

    def values(self, game: EotnGame, decision: Decision) -> list[float]:
        """The price of each option (the search bot rolls out only the best-priced few); a kind
        left to the first option prices that option 1 and the others 0."""
        rate = RATES.get(decision.kind)
        if rate is None:
            if decision.kind in FIRST_OPTION:
                return [1.0] + [0.0] * (len(decision.options) - 1)
            raise undeclared(decision.kind)
        self.price_in(game)
        p = decision.player
        return [rate(self, game, p, option) for option in decision.options]

    def price_in(self, game: EotnGame) -> None:
        """Price in this game's state: forget the last decision's prices, meet the game's catalog."""
        self._actions.clear()
        self._hand = self._harvests = None
        self._ids.clear()
        if game.cat is not self._cat:
            self._meet(game.cat)

    # -- pricing effects ----------------------------------------------------------------------
    def steps_value(self, g: EotnGame, p: int, slot: int, steps: tuple[Step, ...]) -> float:
        total = 0.0
        for step in steps:
            value = STEPS_VALUE[step.primitive](self, g, p, slot, step)
            target = step.modifiers.get("target")
            if target is not None:  # once per target; what hurts the target is turned
                # the seats of the table, not those not passed now: a card's value is kept across
                # decisions and games (``_keep``), so it reads nothing that changes in a round
                seats = len(g.players) - 1 if target == "each_opponent" else 1
                value *= seats * (-HARM if step.primitive in HARMS else 1)
            total += value
        return total

    def _gain_value(self, g: EotnGame, p: int, slot: int, step: Step) -> float:
        per = step.modifiers.get("per")
        return goods_value(step.value, count(g, p, slot, per) if per else 1)

    def _spend_value(self, g: EotnGame, p: int, slot: int, step: Step) -> float:
        return -goods_value(step.value)

    def _choose_value(self, g: EotnGame, p: int, slot: int, step: Step) -> float:
        return max(self.steps_value(g, p, slot, option) for option in step.value)

    def _if_value(self, g: EotnGame, p: int, slot: int, step: Step) -> float:
        """The branch the condition picks now."""
        branch = step.value["then"] if holds(g, p, slot, step.value) else step.value.get("otherwise", ())
        return self.steps_value(g, p, slot, branch)

    def _flat_value(self, g: EotnGame, p: int, slot: int, step: Step) -> float:
        """A flat worth per step (per card or ship for counts)."""
        return STEP_VALUE[step.primitive] * (step.value if isinstance(step.value, int) else 1)

    def _no_value(self, g: EotnGame, p: int, slot: int, step: Step) -> float:
        return 0.0

    def _weigh(self, g: EotnGame, p: int, step: Step, options: tuple, value: Callable[[Any], float]) -> float:
        """The best of ``options`` priced by ``value``; a flat guess inside another such pricing."""
        if self._weighing:
            return NESTED_VALUE[step.primitive]
        self._weighing = True
        try:
            return max((value(option) for option in options), default=0.0)
        finally:
            self._weighing = False

    def _remove_value(self, g: EotnGame, p: int, slot: int, step: Step) -> float:
        """The card the bot would remove: the one it loses least by (docs/rules-notes.md#eotn-remove)."""
        spec = step.value
        options = removable(g, p, slot, spec.get("kind"), spec.get("type"))
        return self._weigh(g, p, step, options, lambda option: self.removal_value(g, p, option[0], spec["to"]))

    def removal_value(self, g: EotnGame, p: int, slot: int, to: str) -> float:
        """Taking the card in ``slot`` out of the Empire: what it would still bring there (its 1 VP,
        its goods, Action, Features and Storage, but not the Building Bonus it already gave; in the
        last round only its VP), less its worth in hand when it goes back there to be built again."""
        placed = g.players[p].empire[slot]
        info = g.cat.cards[placed.acts_as]
        if g.last_round:
            loss = CARD_IN_EMPIRE + sum(body["vp"] * count(g, p, -1, body["per"]) for body in info.end_game)
        else:
            loss = self.card_value(g, p, placed.acts_as) - sum(self.steps_value(g, p, -1, s) for s in info.bonus)
        return (self.hand_value(g, p, placed.card) if to == "hand" else 0.0) - loss

    def _recopy_value(self, g: EotnGame, p: int, slot: int, step: Step) -> float:
        """The best new card for one of the Copy cards (docs/rules-notes.md#eotn-recopy)."""
        return self._weigh(g, p, step, recopyable(g, p), lambda option: self.recopy_value(g, p, option))

    def recopy_value(self, g: EotnGame, p: int, option: tuple) -> float:
        """What the Copy card gains by copying the new card instead of the one it copies now (its
        Building Bonus aside: re-copying gives none)."""
        empire, cards = g.players[p].empire, g.cat.cards
        new, old = empire[option[2]].acts_as, empire[option[0]].acts_as
        worth = [
            self.card_value(g, p, card) - sum(self.steps_value(g, p, -1, s) for s in cards[card].bonus)
            for card in (new, old)
        ]
        return worth[0] - (worth[1] if old != empire[option[0]].card else CARD_IN_EMPIRE)

    def card_value(self, g: EotnGame, p: int, card: int) -> float:
        """What having this card in the Empire is worth, roughly (priced once per game)."""
        value = self._values["card"].get(card)
        if value is None:
            value = self._keep("card", card, self._card_value(g, p, card))
        return value

    def _card_value(self, g: EotnGame, p: int, card: int) -> float:
        info = g.cat.cards[card]
        value = CARD_IN_EMPIRE + goods_value(info.card.goods) * 1.5
        value += sum(self.steps_value(g, p, -1, steps) for steps in info.bonus)
        if info.action:
            net = self.steps_value(g, p, -1, info.action["do"]) - goods_value(info.action.get("cost"))
            value += 0.8 * max(0.0, net)
        value += 0.6 * len(info.features) + (1.0 if info.storage else 0.0)
        value += sum(body["vp"] * count(g, p, -1, body["per"]) for body in info.end_game)
        return value

    def hand_value(self, g: EotnGame, p: int, card: int) -> float:
        value = self._values["hand"].get(card)
        if value is None:
            value = self._keep("hand", card, self._hand_value(g, p, card))
        return value

    def _hand_value(self, g: EotnGame, p: int, card: int) -> float:
        info = g.cat.cards[card]
        if info.card.kind == "boost":
            return 0.5 + sum(self.steps_value(g, p, -1, steps) for steps in info.instant)
        return self.card_value(g, p, card) - 0.5 * goods_value(info.card.cost)

    def _card(self, g: EotnGame, p: int, card_id: str) -> int:
        """A card in the player's hand (the first with this id)."""
        return self._by_id(g, "hand ids", g.players[p].hand)[card_id]

    # -- one method per decision kind -----------------------------------------------------------
    def _turn(self, g: EotnGame, p: int, option: tuple) -> float:
        kind = option[0]
        if kind == "pawn":
            return self.action_value(g, p, option[1])
        if kind == "move":
            return self.action_value(g, p, option[2]) - 0.45
        if kind == "pass":
            return 0.0
        if kind == "build":
            return self.build_value(g, p, self._card(g, p, option[1]))
        if kind == "use":
            return self.use_value(g, p, option[1], used_action(g.players[p].empire[option[1]], g.cat.cards, option))
        return 0.2  # raid

    def build_value(self, g: EotnGame, p: int, card: int) -> float:
        value = self._values["build"].get(card)
        if value is None:
            value = self._keep(
                "build", card, 2.0 + self.card_value(g, p, card) - 0.4 * goods_value(g.cat.cards[card].card.cost)
            )
        return value

    def use_value(self, g: EotnGame, p: int, slot: int, card: int) -> float:
        """Using the Action of ``card`` (the Empire card's own or the one it copies), net of its cost."""
        player = g.players[p]
        key: Key = card if card in self._fixed else (card, len(player.empire))  # 'per' counts grow with the Empire
        value = self._values["use"].get(key)
        if value is None:
            action = g.cat.cards[card].action
            assert action is not None  # a card whose Action an option uses
            net = self.steps_value(g, p, slot, action["do"]) - goods_value(action.get("cost"))
            value = self._keep("use", key, USE_BONUS + net)
        return value

    def action_value(self, g: EotnGame, p: int, action: str) -> float:
        value = self._actions.get(action)
        if value is None:
            value = self._actions[action] = self._action_value(g, p, action)
        return value

    def _action_value(self, g: EotnGame, p: int, action: str) -> float:
        player = g.players[p]
        boost = self._hand_by_action(g, p).get(action, 0.0)
        if action == "HARVEST":
            return boost + max(self.harvests(g, p).values(), default=0.0)
        if action == "CONSTRUCT":
            return boost + self._hand_by_action(g, p).get("build", 0.0)
        if action == "SAIL":
            return boost + (0.5 if g.last_round else 1.4 + 0.6 * min(1, player.goods[RAZE]))
        if action == "EXPLORE":
            return boost + (0.9 if len(player.hand) < 3 else 0.4)
        return boost + (0.9 if player.goods[WORKER] + player.spent < 6 else 0.4)  # POPULATE

    def _hand_by_action(self, g: EotnGame, p: int) -> dict[str | None, float]:
        """Per action, the best boost or field in hand naming it; under 'build', the best location
        CONSTRUCT could build (its saved cost included). Priced once per decision."""
        best = self._hand
        if best is None:
            best = {}  # under None: cards naming no action
            cards = g.cat.cards
            for c in g.players[p].hand:
                info = cards[c]
                key = "build" if info.kind == "location" else info.card.action
                value = self.construct_value(g, c) if key == "build" else self.hand_value(g, p, c)
                if value > best.get(key, 0.0):
                    best[key] = value
            self._hand = best
        return best

    def harvests(self, g: EotnGame, p: int) -> dict[int, float]:
        """The value of harvesting each field (its goods and its upgrades'), priced once per decision;
        goods the player already holds plenty of count for little, so it stops hoarding."""
        values = self._harvests
        if values is None:
            player = g.players[p]
            empire, yields = player.empire, self._yields(g, player.goods)
            values = {}
            for slot in player.fields:
                values[slot] = yields[empire[slot].acts_as]
            for slot in player.upgrades:
                e = empire[slot]
                if e.host in values:
                    values[e.host] += yields[e.card]
            self._harvests = values
        return values

    def _yields(self, g: EotnGame, stock: list[int]) -> list[float]:
        """Per card, its harvest value given which goods the stock holds plenty of (priced once per such set)."""
        # n >= SATURATED per good (most often none is)
        saturated = NONE_SATURATED if max(stock) < SATURATED else tuple(map(SATURATED.__le__, stock))
        yields = self._yields_by.get(saturated)
        if yields is None:
            yields = [harvest_value(info, stock) if info.goods else 0.0 for info in g.cat.cards]
            self._yields_by[saturated] = yields
        return yields

    def construct_value(self, g: EotnGame, card: int) -> float:
        """CONSTRUCT building this location for free: a card in the Empire and its cost saved."""
        value = self._values["construct"].get(card)
        if value is None:
            value = self._keep("construct", card, 1.5 + goods_value(g.cat.cards[card].card.cost))
        return value

    def _harvest(self, g: EotnGame, p: int, option: tuple) -> float:
        return self.harvests(g, p).get(option[0], 0.0)

    def _setup_keep(self, g: EotnGame, p: int, option: str | tuple[str]) -> float:
        return self.hand_value(g, p, self._drawn(g, option)) if isinstance(option, str) else 0.0  # else ("all",)

    def _drawn(self, g: EotnGame, card_id: str) -> int:
        """A card among those the pending keep decision shows (the first with this id)."""
        return self._by_id(g, "drawn", _asked(g, tuple)[2])[card_id]  # (name, player, cards drawn, n)

    def _by_id(self, g: EotnGame, name: str, cards: Iterable[int]) -> dict[str, int]:
        """The first of ``cards`` with each id, listed once per decision under ``name``."""
        by_id = self._ids.get(name)
        if by_id is None:
            by_id = self._ids[name] = {}
            info = g.cat.cards
            for c in cards:
                by_id.setdefault(info[c].id, c)
        return by_id

    def _lookout_keep(self, g: EotnGame, p: int, option: tuple) -> float:
        player = g.players[p]
        if option[0] == "discard-rest":
            return 1.0 + 0.3 * len(player.hand)
        return self.hand_value(g, p, self._drawn(g, option[1])) * min(1.0, player.goods[WORKER] / 3)

    def _declare(self, g: EotnGame, p: int, option: tuple) -> float:
        if option[0] == "none":
            return 0.0
        return 0.5 + self.hand_value(g, p, self._card(g, p, option[1]))

    def _construct(self, g: EotnGame, p: int, option: str) -> float:
        card = self._card(g, p, option)
        return self.card_value(g, p, card) + goods_value(g.cat.cards[card].card.cost)

    def _sail(self, g: EotnGame, p: int, option: tuple) -> float:
        kind, fish, raze = option
        return (0.3 if kind == "clan" else 0.0) + 1.5 * min(raze, 1) + 0.6 * min(fish, 1) - 0.3 * (fish + raze)

    def _island(self, g: EotnGame, p: int, option: tuple) -> float:
        if option[0] == "top":
            return 1.0
        card = next(c for row in g.isl_face for c in row if g.cat.cards[c].id == option[1])
        value = self._values["island"].get(card)
        if value is None:  # card values are priced once, so this one is too
            value = max(goods_value(g.cat.cards[card].card.pillage), self.card_value(g, p, card))
            self._keep("island", card, value)
        return value

    def _land(self, g: EotnGame, p: int, option: tuple) -> float:
        card = _asked(g, Land).card
        return self.card_value(g, p, card) if option[0] == "conquer" else goods_value(g.cat.cards[card].card.pillage)

    def _pay_with(self, g: EotnGame, p: int, option: tuple) -> float:
        return -dict(option).get("gold", 0)

    def _choose(self, g: EotnGame, p: int, option: tuple) -> float:
        task = _asked(g, ChooseResolve)
        return self.steps_value(g, p, task.slot, task.options[option[0]])

    def _feature(self, g: EotnGame, p: int, option: tuple) -> float:
        if option[0] == "skip":
            return 0.0
        task = _asked(g, FeatureResolve)
        feature = g.cat.cards[task.source].features[task.feature]
        return self.steps_value(g, p, task.slot, feature["do"]) - goods_value(feature.get("cost"))

    def _storage_gain(self, g: EotnGame, p: int, option: tuple) -> float:
        total = 0.0
        for text in option:
            words = text.split()
            total += goods_value({good: int(n) for n, good in zip(words[::2], words[1::2])})
        return total

    def _copy(self, g: EotnGame, p: int, option: tuple) -> float:
        return self.card_value(g, p, g.players[p].empire[option[0]].acts_as)

    def _discard(self, g: EotnGame, p: int, option: str) -> float:
        return -self.hand_value(g, p, self._card(g, p, option))

    def _remove(self, g: EotnGame, p: int, option: tuple) -> float:
        """Give up the card it loses least by (to the hand: the one best built again)."""
        return self.removal_value(g, p, option[0], _asked(g, RemoveResolve).to)

    def _recopy(self, g: EotnGame, p: int, option: tuple) -> float:
        return self.recopy_value(g, p, option)

    def _target(self, g: EotnGame, p: int, option: tuple) -> float:
        """Aim at the leader."""
        return g.players[option[0]].vp

    def _search(self, g: EotnGame, p: int, option: str) -> float:
        player, cards = g.players[p], g.cat.cards
        return self.hand_value(g, p, next(c for c in (*player.deck, *player.discard) if cards[c].id == option))


# How the bot prices each declared decision kind (see ``decisions``); the kinds in FIRST_OPTION it
# leaves to the engine's first option (their options differ little in worth).
Rate = Callable[[GreedyBot, EotnGame, int, Any], float]  # an option's price (options differ in shape by kind)
RATES: dict[str, Rate] = {
    "turn": GreedyBot._turn,
    "declare": GreedyBot._declare,
    "construct": GreedyBot._construct,
    "harvest": GreedyBot._harvest,
    "setup-keep": GreedyBot._setup_keep,
    "lookout-keep": GreedyBot._lookout_keep,
    "sail": GreedyBot._sail,
    "island": GreedyBot._island,
    "land": GreedyBot._land,
    "pay-with": GreedyBot._pay_with,
    "choose": GreedyBot._choose,
    "feature": GreedyBot._feature,
    "storage-gain": GreedyBot._storage_gain,
    "copy": GreedyBot._copy,
    "discard": GreedyBot._discard,
    "search": GreedyBot._search,
    "target": GreedyBot._target,
    "remove": GreedyBot._remove,
    "recopy": GreedyBot._recopy,
}
STEPS_VALUE = StepTable(
    {
        "gain": GreedyBot._gain_value,
        "spend": GreedyBot._spend_value,
        "lose": GreedyBot._spend_value,  # as if the player lost it (turned by HARM)
        "give": GreedyBot._spend_value,
        "choose": GreedyBot._choose_value,
        "if": GreedyBot._if_value,
        "assign": GreedyBot._no_value,
        "release": GreedyBot._no_value,
        "remove": GreedyBot._remove_value,
        "recopy": GreedyBot._recopy_value,
        **dict.fromkeys(STEP_VALUE, GreedyBot._flat_value),
    }
)
FIRST_OPTION = frozenset({"attach", "release", "unexhaust", "exhaust", "move-pawn", "advance-ship", "expedition-ship"})

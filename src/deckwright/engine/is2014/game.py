"""``Is2014Game``: the state of one game, the stack of pending operations and the ``Game`` contract."""

from __future__ import annotations

import random

from ...game import GameResult
from ..stack import RoundGame
from .decisions import DECISIONS
from .ops import OPS
from .scoring import LOST, faction_locations, final_scores, rating, winners
from .state import POOL, Catalog, Player, Variants

ROUNDS = 5
# with the times a Feature and a Production were offered (fired) and used; Actions are counted by
# the game loop from the decision vocabulary (engine/abilities.py)
STATS = ("drawn", "built", "dealt", "razed", "feature_offered", "feature_used", "production_offered", "production_used")
DRAWN, BUILT, DEALT, RAZED, FEATURE_OFFERED, FEATURE_USED, PRODUCTION_OFFERED, PRODUCTION_USED = range(len(STATS))


class Is2014Game(RoundGame):
    """One game of 1-4 seats (one seat: the solo game against the attack deck). Rules live in
    the operation modules; ``RoundGame`` runs their stack."""

    OPS = OPS
    vocabulary = DECISIONS  # the game loop counts the Actions its decisions offer and use

    SHARED = (*RoundGame.SHARED, "turn", "solo")
    __slots__ = (
        "common",
        "common_discard",
        "turn",
        "display",
        "pools",
        "targets",
        "attack_deck",
        "virtual",
        "collection",
        "solo",
        "_rng",
    )
    variants: Variants
    cat: Catalog
    players: list[Player]

    def __init__(self, cat: Catalog, seed: int, variants: Variants):
        if not 1 <= len(cat.factions) <= 4:
            raise ValueError("Imperial Settlers is played by 1 to 4 players")
        if len(cat.factions) == 1 and not cat.attacks:
            raise ValueError("the solo game needs an attack deck")
        self.seed, self.variants, self.cat = seed, variants, cat
        self.players = [Player() for _ in cat.factions]
        self.solo = len(self.players) == 1  # the solo game against the attack deck
        self.common: list[int] = list(cat.common)
        self.common_discard: list[int] = []
        self.round = 0
        self.first = 0
        self.phase = "setup"
        self.turn = 0  # the seat whose action it is in the Action phase
        self.display: list[int] = []  # Lookout: the face-up Common cards
        self.pools: list[list[int]] = [[] for _ in cat.factions]  # Alternate Lookout: each seat's cards to pick from
        self.targets: list[str] = []  # solo: the revealed Target line, the topmost card first
        self.attack_deck: list[str] = list(cat.attacks)
        self.virtual: list[int] = []  # solo: the virtual player's Locations of this round
        self.collection: list[int] = []  # solo: the virtual player's Collection pile
        self.decisions = 0
        self.round_decisions = 0
        self.stats = [0] * (len(cat.cards) * len(STATS))
        self._rng = random.Random(seed)
        self.stack: list[tuple] = [("setup", -1)]
        self.pending = None

    # -- the Game contract (decision and apply come from StackGame, decided from RoundGame) ------
    def clone(self) -> "Is2014Game":
        other = super().clone()
        other.common, other.common_discard = self.common[:], self.common_discard[:]
        other.display, other.pools = self.display[:], [pool[:] for pool in self.pools]
        other.targets, other.attack_deck = self.targets[:], self.attack_deck[:]
        other.virtual, other.collection = self.virtual[:], self.collection[:]
        other._rng = random.Random(0)  # its state set below: a seed that draws nothing from the OS
        other._rng.setstate(self._rng.getstate())
        return other

    def result(self) -> GameResult:
        finished = self.phase == "end"
        scores = final_scores(self)
        cards: dict[str, dict[str, int]] = {}
        for index, key in enumerate(self.cat.keys):
            counts = self.stats[index * len(STATS) : (index + 1) * len(STATS)]
            if any(counts):
                cards[key] = dict(zip(STATS, counts))
        return GameResult(
            seed=self.seed,
            players=[f.id for f in self.cat.factions],
            scores=scores,
            winners=winners(self, scores) if finished else [],
            rounds=self.round,
            decisions=self.decisions,
            finished=finished,
            message=self.solo_outcome(scores[0]) if finished and self.solo else "",
            cards=cards,
            ratings=[self.solo_rating(scores[0])] if finished and self.solo else [],
        )

    def solo_outcome(self, score: int) -> str:
        """The solo game's end: Faction Locations against the Collection pile, and the rating."""
        built, collected = faction_locations(self, 0), len(self.collection)
        verdict = self.solo_rating(score)
        outcome = verdict if verdict == LOST else f"won, {verdict}"
        return f"{built} Faction Locations against {collected} collected cards: {outcome}"

    def solo_rating(self, score: int) -> str:
        """A won solo game's title on the book's achievement table, or "lost"
        (docs/rules-notes.md#is2014-solo-win)."""
        return rating(score) if faction_locations(self, 0) > len(self.collection) else LOST

    def summary(self) -> dict:
        """Round, phase, first seat, and per seat: VP, supply, hand, deck, Empire (Locations,
        Foundations), Deals, passed; solo: the Target line and the Collection pile."""
        out = {
            "round": self.round,
            "phase": self.phase,
            "first": self.first,
            "players": [
                {
                    "vp": p.vp,
                    "goods": {g: n for g, n in zip(POOL, p.goods) if n},
                    "hand": len(p.hand),
                    "deck": len(p.deck),
                    "empire": [sum(not e.foundation for e in p.empire), sum(e.foundation for e in p.empire)],
                    "deals": len(p.deals),
                    "passed": p.passed,
                }
                for p in self.players
            ],
        }
        if self.solo:
            out["targets"] = list(self.targets)
            out["collection"] = len(self.collection)
        return out

    # -- helpers for the operations ------------------------------------------------------------
    @property
    def rng(self) -> random.Random:
        return self._rng

    @rng.setter
    def rng(self, stream: random.Random) -> None:
        """Replace the stream (a search bot re-deals what a seat cannot know)."""
        self._rng = stream

    def tally(self, card: int, stat: int) -> None:
        self.stats[card * len(STATS) + stat] += 1

    def card_key(self, seat: int, key: str) -> str:
        """The statistics key of a card an option names (``Game.card_key``): options name cards by key."""
        return key

    def order(self, start: int | None = None) -> list[int]:
        """The seats clockwise from ``start`` (the first player by default)."""
        n = len(self.players)
        first = self.first if start is None else start
        return [(first + i) % n for i in range(n)]

    def draw_faction(self, seat: int) -> int | None:
        """The top card of the seat's Faction deck (its discard pile reshuffled when empty)."""
        player = self.players[seat]
        return self._draw(player.deck, player.discard)

    def draw_common(self) -> int | None:
        """The top Common card (the Common discard pile reshuffled when empty)."""
        return self._draw(self.common, self.common_discard)

    def _draw(self, pile: list[int], discard: list[int]) -> int | None:
        """The top card of ``pile``, tallied as drawn; an empty pile takes the shuffled ``discard``
        first; None when both are empty."""
        if not pile:
            if not discard:
                return None
            pile += discard
            discard.clear()
            self.rng.shuffle(pile)
        card = pile.pop()
        self.tally(card, DRAWN)
        return card

    def discard(self, card: int) -> None:
        """A card to its own discard pile: its faction's, or the Common one."""
        owner = self.cat.owners[card]
        (self.common_discard if owner < 0 else self.players[owner].discard).append(card)

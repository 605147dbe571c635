"""``EotnGame``: the state of one game, the stack of pending operations and the ``Game`` contract."""

from __future__ import annotations

import random

from ...game import GameResult
from ...model.eotn import ACTIONS
from ..abilities import add
from ..stack import RoundGame
from .catalog import GOODS, Catalog
from .decisions import DECISIONS
from .ops import OPS
from .scoring import end_game_vp, final_scores, winners
from .state import Player, Variants

# a Feature's times offered (triggered, its condition met) and used; Actions are counted by the
# game loop from the decision vocabulary (engine/abilities.py)
STATS = ("drawn", "kept", "built", "played", "feature_offered", "feature_used")
WIDTH = len(STATS)  # statistics per card in EotnGame.stats
DRAWN, KEPT, BUILT, PLAYED, FEATURE_OFFERED, FEATURE_USED = range(WIDTH)


class EotnGame(RoundGame):
    """One game. Rules live in the operation modules; ``RoundGame`` runs their stack."""

    OPS = OPS
    vocabulary = DECISIONS  # the game loop counts the Actions its decisions offer and use

    SHARED = (*RoundGame.SHARED, "tiles", "last_round", "copied", "focus", "heard")
    __slots__ = (
        "tiles",
        "isl_deck",
        "isl_face",
        "isl_disc",
        "queue",
        "last_round",
        "_rng",
        "_rng_owned",
        "copied",
        "focus",
        "heard",
    )
    variants: Variants
    cat: Catalog
    players: list[Player]

    def __init__(self, cat: Catalog, seed: int, variants: Variants):
        self.seed, self.variants, self.cat = seed, variants, cat
        self.players = [Player(clan.ships) for clan in cat.clans]
        self.tiles: tuple[str, ...] = ACTIONS  # shuffled at setup
        self.isl_deck: list[list[int]] = [list(d) for d in cat.island_decks]
        self.isl_face: list[list[int]] = [[], []]
        self.isl_disc: list[list[int]] = [[], []]
        self.queue: list = []
        self.round = 0
        self.first = 0
        self.phase = "setup"
        self.last_round = False
        self.stack: list[tuple] = [("setup", -1)]
        self._rng = random.Random(seed)
        self._rng_owned = True
        self.pending: tuple | None = None
        self.decisions = 0
        self.round_decisions = 0
        self.stats = [0] * (len(cat.cards) * len(STATS))
        self.copied: tuple[tuple[int, int], ...] = ()  # (Copy card, card it copies), one per copy made
        self.focus = -1  # the card whose effect ran last, named when a game runs away
        self.heard: frozenset[str] = frozenset()  # events of a player that other players' Features listen to

    # -- the Game contract (decision and apply come from StackGame, decided from RoundGame) ------
    def clone(self) -> "EotnGame":
        other = super().clone()
        other.isl_deck = [d[:] for d in self.isl_deck]
        other.isl_face = [d[:] for d in self.isl_face]
        other.isl_disc = [d[:] for d in self.isl_disc]
        other.queue = self.queue[:]
        other._rng = self._rng  # shared until one of the two draws from it (copy on first use)
        other._rng_owned = self._rng_owned = False
        return other

    def result(self) -> GameResult:
        scores = final_scores(self)
        cards: dict[str, dict[str, int]] = {}
        stats = self.stats
        for index, info in enumerate(self.cat.cards):
            counts = stats[index * WIDTH : index * WIDTH + WIDTH]
            if any(counts):
                entry = cards.get(info.key)
                if entry is None:
                    cards[info.key] = dict(zip(STATS, counts))
                else:  # the same card in two seats' decks
                    for name, n in zip(STATS, counts):
                        entry[name] += n
        finished = self.phase == "end"
        if finished:  # an end-of-game scoring ability in an Empire is offered once, used if it scored
            for p in range(len(self.players)):
                for card, vp in end_game_vp(self, p).items():
                    add(cards.setdefault(self.cat.cards[card].key, dict.fromkeys(STATS, 0)), "scoring", 1, int(vp > 0))
        copied: dict[str, dict[str, int]] = {}
        for card, target in self.copied:
            targets = copied.setdefault(self.cat.cards[card].key, {})
            key = self.cat.cards[target].key
            targets[key] = targets.get(key, 0) + 1
        return GameResult(
            seed=self.seed,
            players=[c.id for c in self.cat.clans],
            scores=scores,
            winners=winners(self, scores) if finished else [],
            rounds=self.round,
            decisions=self.decisions,
            finished=finished,
            cards=cards,
            acted_as=copied,
        )

    def summary(self) -> dict:
        """Round, phase, and per seat: VP, goods, spent workers, hand, deck, ships (clan, common),
        Empire size (exhausted cards), plus ships in the queue and face-up islands."""
        cards = self.cat.cards
        return {
            "round": self.round,
            "phase": self.phase,
            "first": self.first,
            "players": [
                {
                    "vp": p.vp,
                    "goods": {g: n for g, n in zip(GOODS, p.goods) if n},
                    "spent": p.spent,
                    "hand": len(p.hand),
                    "deck": len(p.deck),
                    "ships": [p.ships, p.common],
                    "empire": [len(p.empire), sum(e.exhausted for e in p.empire)],
                }
                for p in self.players
            ],
            "queue": len(self.queue),
            "islands": [cards[i].id for row in self.isl_face for i in row],
        }

    # -- running the stack -------------------------------------------------------------------
    def runaway(self, why: str) -> str:
        card = f", last card {self.cat.cards[self.focus].key}" if self.focus >= 0 else ""
        return f"runaway: {why} (round {self.round}, seed {self.seed}{card})"

    # -- small shared helpers ----------------------------------------------------------------
    @property
    def rng(self) -> random.Random:
        """The game's own random stream (a clone copies it only when it first needs it)."""
        if not self._rng_owned:
            own = random.Random()
            own.setstate(self._rng.getstate())
            self._rng, self._rng_owned = own, True
        return self._rng

    @rng.setter
    def rng(self, stream: random.Random) -> None:
        """Replace the stream (a search bot re-deals what a seat cannot know)."""
        self._rng, self._rng_owned = stream, True

    def tally(self, card: int, stat: int, n: int = 1) -> None:
        """Add to a card's statistics (``STATS``)."""
        self.stats[card * WIDTH + stat] += n

    def card_key(self, seat: int, card_id: str) -> str:
        """The statistics key of a card an option of ``seat`` names by id (``Game.card_key``): the
        seat's own card, else an island, else another seat's card."""
        named = [info for info in self.cat.cards if info.id == card_id]
        return min(named, key=lambda info: (info.seat != seat, info.seat >= 0)).key

    def draw(self, p: int, n: int) -> list[int]:
        """Draw up to n cards from the seat's deck (reshuffling its discard pile when empty)."""
        player, drawn = self.players[p], []
        for _ in range(n):
            if not player.deck:
                if not player.discard:
                    break
                player.deck, player.discard = player.discard, []
                self.rng.shuffle(player.deck)
            card = player.deck.pop()
            drawn.append(card)
            self.tally(card, DRAWN)
        return drawn

    def reveal_island(self, distance: int) -> int | None:
        """The top island of a deck (reshuffling its discard pile when empty), or None."""
        deck = self.isl_deck[distance]
        if not deck:
            if not self.isl_disc[distance]:
                return None
            deck.extend(self.isl_disc[distance])
            self.isl_disc[distance].clear()
            self.rng.shuffle(deck)
        return deck.pop()

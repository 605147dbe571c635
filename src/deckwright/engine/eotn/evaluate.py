"""The ``evaluate`` hook: what each seat can expect at the end from a position a search rollout
cut short, priced with the greedy bot's own prices.

A rollout of 20 decisions sees less than a round of a game of about ten; scored on the score so
far it misjudges what is built or kept for later (a card in hand, a field, an Action card, a
worker score nothing yet). The estimate adds what they will bring in the Action phases to come.
"""

from __future__ import annotations

import math

from .catalog import RAZE, WORKER
from .game import EotnGame
from .greedy import USE_BONUS, VALUE, GreedyBot
from .scoring import final_scores
from .state import actions_of

# The leader's VP track gains about this much a round in greedy games: after a round whose leader
# holds ``lead`` VP, max(1, ceil((25 - lead) / PACE)) rounds follow (2 players, shipped content,
# 60 greedy games: off by 1.2 rounds on average, 0.3 too many)
PACE = 3.5
ACTION_AHEAD = frozenset({"setup", "lookout", "action"})  # phases of a round before its Action phase ends


def phases_to_come(g: EotnGame) -> int:
    """The Action phases still to play: this round's while it is ahead or under way, then the
    rounds the leader's VP track needs to reach the target (the round after it reaches it is the
    last, docs/rules-notes.md#eotn-25-vp-checked), none after the last round."""
    now = int(g.phase in ACTION_AHEAD)
    if g.last_round:
        return now
    lead = max(player.vp for player in g.players)
    return now + max(1, math.ceil((g.variants.target_vp - lead) / PACE))


def income(bot: GreedyBot, g: EotnGame, p: int) -> float:
    """What one Action phase brings the seat from its Empire, at the greedy bot's prices: each
    Action card used once (its net worth, where positive) and one harvest of its best field."""
    empire, cards = g.players[p].empire, g.cat.cards
    uses = sum(
        max(0.0, *(bot.use_value(g, p, slot, source) - USE_BONUS for source in actions_of(empire[slot], cards)))
        for slot in g.players[p].actors
    )
    return uses + max(bot.harvests(g, p).values(), default=0.0)


def estimate(g: EotnGame) -> list[float]:
    """The ``evaluate`` hook: per seat, its final score if the game ended now (VP track, Empire,
    supply, end-game abilities on the state now), plus, while an Action phase is to come, the
    greedy bot's prices of its hand (each card worth keeping), its Raze tokens and its workers
    (in the supply or spent: they come back each round), and its income for every Action phase
    to come."""
    phases = phases_to_come(g)
    scores = final_scores(g)
    if not phases:
        return [float(score) for score in scores]
    bot = GreedyBot(0)  # a new one per position: its card prices read this state only
    estimates = []
    for p, (player, score) in enumerate(zip(g.players, scores)):
        bot.price_in(g)  # its prices of a decision (the harvests) are the deciding seat's
        hand = sum(max(0.0, bot.hand_value(g, p, card)) for card in player.hand)
        held = VALUE["raze"] * player.goods[RAZE] + VALUE["worker"] * (player.goods[WORKER] + player.spent)
        estimates.append(score + hand + held + phases * income(bot, g, p))
    return estimates

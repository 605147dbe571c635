"""Every decision Imperial Settlers (2014) asks, and the shape of its options. Cards are named by
their key ('faction-id/card-id' or 'common/card-id'); copies in hand are offered once. Option
strings are what replay logs record."""

from __future__ import annotations

from ...game import Kind

DECISIONS: dict[str, Kind] = {
    "draft": Kind("card key", "Lookout: the face-up Common card to take", card_is_option=True),
    "turn": Kind(
        "('build', key) | ('deal', key) | ('raze-hand', key) | ('raze', seat, slot, key) | "
        "('activate', slot, key) | ('activate-twice', slot, key) | ('trade', good) | ('defend', slot, key) | "
        "('samurai', slot, key) | ('pass',)",
        "an Action phase action (defend and samurai are free: the turn goes on)",
        card_at={"build": 1, "deal": 1},
        uses={"activate": ("action", 2), "activate-twice": ("action", 2)},
    ),
    "rest-of-turn": Kind(
        "('trade', good) | ('defend', slot, key) | ('samurai', slot, key) | ('end',)",
        "after the turn's action: another pair of Workers for the same trade, a Defense token or a Samurai, "
        "or the end of the turn",
    ),
    "pay": Kind(
        "tuple of (resource, count)",
        "a cost's way to pay: the Resources gold stands in for (() none), one way per different goods left",
    ),
    "discard-location": Kind("(slot, key) | (slot, 'foundation')", "the Location or Foundation a build discards"),
    "draw-from": Kind("('faction',) | ('common',)", "the deck a card is drawn from"),
    "steal": Kind("(seat, good)", "the opponent and the Resource a steal takes"),
    "raze-target": Kind("(seat, slot, key)", "the opponent's Location a raze step razes"),
    "foundation": Kind("card key", "the card from hand placed as a Foundation"),
    "deal": Kind("card key", "the Faction card a deal step makes a Deal with", card_is_option=True),
    "place-under": Kind("card key | 'stop'", "the card from hand placed under a Location, or no more"),
    "place-on": Kind("good | 'stop'", "the Resource from the supply placed on a Location, or no more"),
    "enemy-deal": Kind("(seat, slot, key)", "the opponent's Faction Location an enemy Deal is made with"),
    "take-over": Kind("(seat, slot, key)", "the opponent's Action Location taken over"),
    "discard-enemy": Kind("(seat, slot, key)", "the opponent's Location a discard_enemy step discards"),
    "build-step": Kind(
        "card key", "the Faction card a build step builds without discarding a Location", card_is_option=True
    ),
    "take-deal": Kind("(seat, key)", "the opponent's Deal a take_deal step takes"),
    "cancel-deal": Kind("(seat, key)", "the Deal a cancel_deal step cancels"),
    "field-good": Kind("(seat, slot, key, good)", "the enemy Location and the Good of its Raze field taken"),
    "raze-own": Kind("(slot, key)", "the seat's own Location a raze_own step razes"),
    "samurai-step": Kind("(slot, key)", "the Faction Location a Samurai of a step guards"),
    "choose": Kind("(index, steps)", "an option of a '/' choice (its steps as written)"),
    "store": Kind("tuple of (good, count)", "what a limited storage keeps through the Cleanup"),
    "solo-target": Kind("(slot, key)", "which of equally ranked Locations the virtual player razes"),
}

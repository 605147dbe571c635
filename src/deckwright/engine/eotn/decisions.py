"""Every decision Empires of the North asks, and the shape of its options (card ids name cards;
copies in hand are offered once). Option strings are what replay logs record."""

from __future__ import annotations

from ...game import Kind

DECISIONS: dict[str, Kind] = {
    "setup-keep": Kind("card id | ('all',)", "keep a card of the starting draw, or all that are left"),
    "lookout-keep": Kind("('keep', card id) | ('discard-rest',)", "Lookout: pay a worker to keep a card, or stop"),
    "storage-gain": Kind("tuple of gains, e.g. ('1 food', '1 vp')", "how to take a Storage's payouts"),
    "turn": Kind(
        "('build', card id) | ('pawn', ACTION) | ('move', pawn, ACTION) | "
        "('use', slot, card id[, card id of the Action]) | ('raid', seat, slot, card id) | ('pass',)",
        "a turn's action",
        card_at={"build": 1},
        uses={"use": ("action", 2)},
    ),
    "declare": Kind(
        "('none',) | ('boost', card id) | ('field', card id)",
        "play a Boost or a Field with the action",
        card_at={"boost": 1, "field": 1},
    ),
    "construct": Kind("card id", "the Location CONSTRUCT builds", card_is_option=True),
    "harvest": Kind("(slot, card id)", "the field HARVEST harvests"),
    "copy": Kind("(slot, card id)", "the Location a Copy card copies"),
    "release": Kind("(slot, card id)", "the card whose assigned goods return"),
    "unexhaust": Kind("(slot, card id)", "the card to unexhaust"),
    "exhaust": Kind("(slot, card id)", "the card to exhaust (yours, or a target's)"),
    "attach": Kind("(slot, card id) | ('as-field',)", "the field an upgrade goes on"),
    "sail": Kind("('clan'|'common', fish, raze)", "the ship SAIL sends and what it carries"),
    "island": Kind("('island', card id) | ('top', distance)", "the island a ship goes to"),
    "land": Kind("('pillage',) | ('conquer',)", "what a ship does on its island"),
    "pay-with": Kind("pairs of (good, amount)", "how a cost is paid (own goods, gold)"),
    "choose": Kind("(index, text)", "an option of a '/' choice"),
    "feature": Kind("('pay', cost) | ('skip',) | ('do',)", "whether a Feature runs"),
    "discard": Kind("card id", "the card to discard"),
    "search": Kind("card id", "the card a search takes into the hand", card_is_option=True),
    "move-pawn": Kind("(pawn, ACTION) | ('stay',)", "where a moved pawn goes (yours, or a target's)"),
    "advance-ship": Kind("('ship', position)", "the ship that advances"),
    "expedition-ship": Kind("('ship', position)", "the ship that sails now"),
    "target": Kind("(seat, clan id)", "the opponent a step is aimed at"),
    "remove": Kind("(slot, card id)", "the card a remove step takes out of the Empire"),
    "recopy": Kind("(slot, card id, slot, card id)", "a Copy card and the card it copies from now on"),
}

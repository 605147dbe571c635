"""Every decision Northgard asks, and the shape of its options (territories by id, tiles by
their index in the drawn or dealt tiles, cells as x, y with a rotation).

A card's ability is its action: the steps it runs when played. A turn or a Flash decision offers
the action of each card it may play and uses the one played (``Kind.uses``, counted by the game
loop); setting a card aside (wait, replace, remove, upgrade) uses nothing. The clan power's uses
are counted by the engine where they apply (``Player.count_power``)."""

from __future__ import annotations

from ...game import Kind

DECISIONS: dict[str, Kind] = {
    "setup tile": Kind("('tile', index, x, y, rotation)", "where a dealt tile goes at setup"),
    "setup units": Kind("('units', territory) | ('with kaija', territory)", "where the starting units go"),
    "turn": Kind(
        "('play', card id) | ('wait', card id) | ('replace', card id) | ('remove', card id) | "
        "('upgrade', card id, 'keep'|'remove', upgrade id) | ('pass',)",
        "a turn's action",
        card_at={"play": 1},
        uses={"play": ("action", 1)},
    ),
    "flash": Kind(
        "('play', card id) | ('end',)",
        "a Flash card played after the turn's card",
        card_at={"play": 1},
        uses={"play": ("action", 1)},
    ),
    "pick": Kind("('pick', index, card id)", "the card a passing player takes from the display"),
    "recruit": Kind("('unit', territory) | ('kaija', territory) | ('stop',)", "where a recruited unit goes"),
    "move": Kind("('move', from, to, units) | ('with kaija', from, to, units) | ('stop',)", "one move of units"),
    "combat": Kind("('combat', territory)", "the fight resolved next"),
    "food": Kind("('food', amount)", "the food spent on a fight"),
    "die": Kind("('face', points, casualties)", "the choice a die face offers"),
    "retreat": Kind("('retreat', territory)", "where the loser of a fight retreats"),
    "explore": Kind("('tile', index, x, y, rotation)", "which drawn tile is explored, and where"),
    "build": Kind("('build', territory, building)", "the building built, and where"),
    "feast": Kind("('action', card id)", "the starting card whose action a Feast plays"),
    "keep": Kind("('card', index, card id)", "a drawn card kept in hand"),
    "discard": Kind("('card', index, card id)", "a drawn card discarded"),
    "top": Kind("('card', index, card id)", "a drawn card put on top of the draw pile"),
    "scorch": Kind("('scorch', territory) | ('keep',)", "where the Scorched Earth token goes"),
    "scorched earth": Kind("('take', resource) | ('none',)", "the resource taken from the scorched territory"),
    "trade": Kind("('trade', given, taken) | ('swap', given, taken) | ('done',)", "a trade at harvest"),
    "return": Kind(
        "('return', territory) | ('draw',) | ('none',)",
        "where a player with no units comes back, or a tile drawn to make a place, or not at all",
    ),
    "return tile": Kind("('tile', x, y, rotation)", "where a new neutral tile goes for a returning player"),
}

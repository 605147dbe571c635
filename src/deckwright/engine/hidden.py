"""What a seat cannot see, for the search bot's determinization: helpers a system's
``determinize`` hook shares."""

from __future__ import annotations

import random
from typing import Any, Sequence


def redeal_hands(players: Sequence[Any], seat: int, rng: random.Random) -> None:
    """Shuffle ``seat``'s own deck, and re-deal every other player's hand and deck together
    (each keeps its hand size): ``players`` have ``hand`` and ``deck`` lists."""
    for other, player in enumerate(players):
        if other == seat:
            rng.shuffle(player.deck)
            continue
        unknown = player.hand + player.deck
        rng.shuffle(unknown)
        player.hand, player.deck = unknown[: len(player.hand)], unknown[len(player.hand) :]

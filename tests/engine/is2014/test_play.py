"""Whole games: every player count, bot and Lookout variant finishes its five rounds; the
shipped content is played through the same hooks ``deckwright play`` uses."""

from __future__ import annotations

import random

import pytest

from deckwright.engine.core import play
from deckwright.engine.is2014.greedy import GreedyBot
from deckwright.engine.is2014.hooks import determinize, new_game, sample_game, shipped_factions
from deckwright.engine.is2014.state import Variants
from deckwright.engine.policies import RandomBot


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_greedy_games_finish_five_rounds(players):
    for seed in range(8):
        result = play(sample_game(seed, players), [GreedyBot(seed * 10 + s) for s in range(players)])
        assert result.finished and result.rounds == 5, result.message
        assert len(result.scores) == players


@pytest.mark.parametrize(
    "variants", [Variants(lookout="alternate"), Variants(lookout="advanced"), Variants(peaceful=True)]
)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_lookout_variants_play_to_the_end(variants, players):
    for seed in range(4):
        game = new_game(shipped_factions()[:players], seed, variants=variants)
        result = play(game, [RandomBot(seed + s) for s in range(players)])
        assert result.finished and result.rounds == 5


def test_every_seat_starts_with_two_common_and_two_faction_cards():
    game = sample_game(3, 4)
    game.decision()  # setup ran; the first Lookout draft is asked
    for seat, player in enumerate(game.players):
        owners = [game.cat.owners[c] for c in player.hand]
        assert sorted(owners) == [-1, -1, seat, seat, seat]  # 2 Common, 2 Faction + the Lookout's Faction card
        assert len(player.deck) == 30 - 3


def test_a_determinized_copy_keeps_the_seats_own_hand_and_the_counts():
    game = sample_game(5, 3)
    game.decision()
    copy = game.clone()
    determinize(copy, 0, random.Random(1))
    assert copy.players[0].hand == game.players[0].hand
    assert [len(p.hand) for p in copy.players] == [len(p.hand) for p in game.players]
    assert sorted(copy.common) == sorted(game.common)


def test_an_unknown_lookout_variant_is_refused():
    with pytest.raises(ValueError, match="unknown Lookout variant 'fast'; known: standard, alternate, advanced"):
        Variants(lookout="fast")

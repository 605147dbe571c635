"""Features that answer other players' events ('who: opponent / any', event 'raided'), played by the
engine with exact values (docs/rules-notes.md#eotn-others-events)."""

from __future__ import annotations

from deckwright.engine.eotn.catalog import GOOD
from tests.engine.eotn.helpers import (
    find,
    goods,
    make_game,
    pick,
    retake_turn,
    seat,
    slot_of,
    to_first_turn,
    watcher,
)

STONE = {"stone": 1}
ENVY = watcher("envy", {"event": "build", "kind": "location", "who": "opponent"}, price=STONE)
CHEER = watcher("cheer", {"event": "build", "kind": "location", "who": "any"}, [{"gain": {"sheep": 1}}], price=STONE)
GRUDGE = watcher("grudge", {"event": "raided"}, [{"gain": {"raze": 1}}], price=STONE)
BOAST = watcher("boast", {"event": "raid"}, [{"gain": {"vp": 2}}], price=STONE)


def start_with(cards: list[dict], players: int = 2):
    game = make_game([cards] * players)
    return game, to_first_turn(game)


def build(game, p: int, card_id: str) -> None:
    """The seat builds a hut (1 wood) from its hand, keeping its other goods."""
    player = game.players[p]
    player.goods[GOOD["wood"]] += 1
    player.hand.append(find(game, p, card_id))
    retake_turn(game, p)
    pick(game, ("build", card_id))


def test_an_opponents_build_fires_the_owners_feature_and_the_owner_gains():
    game, p = start_with([ENVY, CHEER])
    q = 1 - p
    seat(game, q, empire=["envy"])
    game.players[q].vp = game.players[p].vp = 0
    build(game, p, "hut")
    assert (game.players[q].vp, game.players[p].vp) == (1, 0)


def test_a_feature_for_opponents_does_not_answer_its_owners_own_event():
    game, p = start_with([ENVY, CHEER])
    seat(game, p, empire=["envy"])
    game.players[p].vp = 0
    build(game, p, "hut")
    assert game.players[p].vp == 0


def test_a_feature_for_any_player_answers_both_its_owners_and_an_opponents_event():
    game, p = start_with([ENVY, CHEER])
    q = 1 - p
    seat(game, q, empire=["cheer"])
    build(game, p, "hut")
    assert goods(game, q, "sheep") == 1
    build(game, q, "hut")
    assert goods(game, q, "sheep") == 2


def test_the_filter_still_applies_to_an_opponents_event():
    envy = watcher("envy", {"event": "build", "kind": "field", "who": "opponent"}, price=STONE)
    game, p = start_with([envy])
    q = 1 - p
    seat(game, q, empire=["envy"])
    game.players[q].vp = 0
    seat(game, p, hand=["hut"])
    game.push(("place", p, game.players[p].hand.pop()))  # a Location card enters: not a Field built
    game.pending = None
    game.decision()
    assert game.players[q].vp == 0


def test_the_owner_resolves_an_optional_feature_on_an_opponents_event():
    toll = watcher("toll", {"event": "build", "who": "opponent"}, [{"gain": {"vp": 2}}], price=STONE, cost={"food": 1})
    game, p = start_with([toll])
    q = 1 - p
    seat(game, q, goods={"food": 1}, empire=["toll"])
    game.players[q].vp = 0
    build(game, p, "hut")
    decision = game.decision()
    assert (decision.kind, decision.player, decision.options) == ("feature", q, (("pay", "1 food"), ("skip",)))
    pick(game, ("pay", "1 food"))
    assert (game.players[q].vp, goods(game, q, "food")) == (2, 0)


def test_the_players_own_features_resolve_before_the_others_clockwise_from_the_left():
    proud = watcher("proud", {"event": "build", "kind": "location"}, price=STONE, cost={"food": 1})
    toll = watcher("toll", {"event": "build", "who": "opponent"}, [{"gain": {"vp": 2}}], price=STONE, cost={"food": 1})
    game, p = start_with([proud, toll], players=3)
    seat(game, p, goods={"food": 1}, empire=["proud"])
    left, right = (p + 1) % 3, (p + 2) % 3
    for q in (left, right):
        seat(game, q, goods={"food": 1}, empire=["toll"])
    build(game, p, "hut")
    asked = []
    while (decision := game.decision()).kind == "feature":
        asked.append(decision.player)
        pick(game, decision.options[0])
    assert asked == [p, left, right]


def test_the_raided_players_feature_answers_the_raid_and_the_raiders_own_fires_too():
    game, p = start_with([GRUDGE, BOAST])
    q = 1 - p
    seat(game, p, goods={"raze": 1}, empire=["boast"])
    seat(game, q, empire=["grudge", "mill"])
    game.players[p].vp = 0
    retake_turn(game, p)
    pick(game, ("raid", q, slot_of(game, q, "mill"), "mill"))
    assert (goods(game, p, "raze"), game.players[p].vp) == (0, 2)
    assert goods(game, q, "raze") == 1


def test_raiding_never_fires_the_raiders_own_raided_feature():
    game, p = start_with([GRUDGE, BOAST])
    q = 1 - p
    seat(game, p, goods={"raze": 1}, empire=["grudge"])
    seat(game, q, empire=["mill"])
    retake_turn(game, p)
    pick(game, ("raid", q, slot_of(game, q, "mill"), "mill"))
    assert goods(game, p, "raze") == 0


def test_the_raided_players_features_resolve_before_the_raiders_own():
    # docs/rules-notes.md#eotn-others-events: 'raided' fires after the raid is done, before the raider's 'raid'
    grudge = watcher("grudge", {"event": "raided"}, [{"gain": {"raze": 1}}], price=STONE, cost={"food": 1})
    boast = watcher("boast", {"event": "raid"}, [{"gain": {"vp": 2}}], price=STONE, cost={"food": 1})
    game, p = start_with([grudge, boast])
    q = 1 - p
    seat(game, p, goods={"raze": 1, "food": 1}, empire=["boast"])
    seat(game, q, goods={"food": 1}, empire=["grudge", "mill"])
    game.players[p].vp = 0
    retake_turn(game, p)
    pick(game, ("raid", q, slot_of(game, q, "mill"), "mill"))
    asked = []
    while (decision := game.decision()).kind == "feature":
        asked.append(decision.player)
        pick(game, ("pay", "1 food"))
    assert (asked, goods(game, q, "raze"), game.players[p].vp) == ([q, p], 1, 2)

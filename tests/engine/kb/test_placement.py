"""The placement language: every construct, on the published tiles written as data (their
published meaning in docs/rules-notes.md) and on constructs only a designer's tile uses."""

from __future__ import annotations

from deckwright.engine.kb.placement import build_targets, move_targets
from deckwright.model.kb import Placement, Tile
from tests.engine.kb.helpers import PUBLISHED_TILES, hx, make


def _build(game, tile, me=0, played="grass"):
    rule = tile if isinstance(tile, Placement) else PUBLISHED_TILES[tile].placement
    return set(build_targets(game.board, game.owner, game.adj[me], me, rule, played))


def _move(game, tile, me=0, played="grass"):
    rule = tile if isinstance(tile, Placement) else PUBLISHED_TILES[tile].placement
    return set(move_targets(game.board, game.owner, game.adj[me], me, rule, played))


def test_oracle_builds_on_the_played_terrain_adjacent_if_possible():
    game = make({(3, 3): "d", (9, 9): "d", (3, 4): "c"}, fill="m")
    assert _build(game, "oracle", played="desert") == {hx(3, 3), hx(9, 9)}
    game.put(0, [hx(3, 4)])
    assert _build(game, "oracle", played="desert") == {hx(3, 3)}


def test_farm_and_oasis_build_on_their_own_terrain_whatever_the_card():
    game = make({(3, 3): "d", (9, 9): "d"}, fill="m")
    game.put(0, [])
    assert _build(game, "oasis", played="grass") == {hx(3, 3), hx(9, 9)}
    assert _build(game, "farm", played="desert") == set()


def test_tower_builds_on_the_board_edge_adjacent_if_possible():
    cells = {(0, 4): "g", (0, 5): "g", (19, 19): "b", (1, 4): "c", (5, 5): "g"}
    game = make(cells, fill="m")
    assert _build(game, "tower") == {hx(0, 4), hx(0, 5), hx(19, 19)}
    game.put(0, [hx(1, 4)])  # odd row: touches (0, 4) and (0, 5)
    assert _build(game, "tower") == {hx(0, 4), hx(0, 5)}


def test_tavern_extends_a_straight_line_of_three_own_settlements():
    game = make()
    game.put(0, [hx(5, 2), hx(5, 3), hx(5, 4)])
    assert _build(game, "tavern") == {hx(5, 1), hx(5, 5)}
    game.put(1, [hx(5, 5)])
    assert _build(game, "tavern") == {hx(5, 1)}
    game.put(0, [hx(4, 4)])  # (4,4), (5,4)... no second line of three
    assert _build(game, "tavern") == {hx(5, 1)}


def test_tavern_lines_run_diagonally_too():
    game = make()
    game.put(0, [hx(2, 2), hx(3, 2), hx(4, 3)])  # down-right: (2,2) -> (3,2) -> (4,3) -> (5,3)
    assert _build(game, "tavern") == {hx(5, 3), hx(1, 1)}


def test_paddock_jumps_two_hexes_straight_over_anything_to_free_buildable_land():
    game = make({(5, 4): "m", (3, 4): "w", (4, 6): "K"})
    game.put(0, [hx(5, 5)])
    game.put(1, [hx(7, 6)])
    assert _move(game, "paddock") == {
        (hx(5, 5), hx(3, 6)),
        (hx(5, 5), hx(5, 3)),
        (hx(5, 5), hx(5, 7)),
        (hx(5, 5), hx(7, 4)),
    }


def test_barn_moves_to_the_played_terrain_and_the_mover_is_no_neighbour_of_itself():
    game = make({(2, 2): "d", (2, 3): "d", (8, 8): "d"}, fill="m")
    game.put(0, [hx(2, 1), hx(2, 4)])
    # (2,2) touches (2,1), (2,3) touches (2,4): moving (2,1) leaves only (2,3) next to a settlement
    assert _move(game, "barn", played="desert") == {(hx(2, 1), hx(2, 3)), (hx(2, 4), hx(2, 2))}


def test_barn_moves_anywhere_on_the_terrain_when_nothing_is_adjacent():
    game = make({(2, 2): "d", (8, 8): "d"}, fill="m")
    game.put(0, [hx(2, 1)])
    assert _move(game, "barn", played="desert") == {(hx(2, 1), hx(2, 2)), (hx(2, 1), hx(8, 8))}
    game.put(0, [hx(15, 15)])  # a second settlement: now (2,2) is next to one that stays
    assert _move(game, "barn", played="desert") == {(hx(2, 1), hx(2, 2)), (hx(2, 1), hx(8, 8)), (hx(15, 15), hx(2, 2))}


def test_harbor_moves_onto_water_adjacent_if_possible():
    game = make({(2, 2): "w", (9, 9): "w"})
    game.put(0, [hx(2, 1), hx(12, 12)])
    assert _move(game, "harbor") == {(hx(12, 12), hx(2, 2)), (hx(2, 1), hx(2, 2)), (hx(2, 1), hx(9, 9))}


def test_designer_constructs_next_to_required_free_and_named_terrain():
    game = make({(3, 3): "w", (3, 5): "c", (9, 9): "c", (2, 3): "c"})
    game.put(0, [hx(10, 9)])
    well = Placement("build", "played", next_to=("water",))
    # (3,3) sits in an odd row: its grass neighbours (the canyon at (2,3) is not the played terrain)
    assert _build(game, well) == {hx(2, 4), hx(3, 2), hx(3, 4), hx(4, 3), hx(4, 4)}
    quarry = Placement("build", "canyon", adjacent="required")
    assert _build(game, quarry) == {hx(9, 9)}
    game.put(0, [hx(0, 0)])
    free = Placement("build", "canyon", adjacent="free")
    assert _build(game, free) == {hx(3, 5), hx(9, 9), hx(2, 3)}
    assert _build(game, Placement("build", "canyon", adjacent="required"), me=1) == set()


def test_designer_line_of_two_and_a_jump_of_three():
    game = make()
    game.put(0, [hx(5, 5), hx(5, 6)])
    assert _build(game, Placement("build", "buildable", line_end=2, adjacent="free")) == {hx(5, 4), hx(5, 7)}
    caravan = Placement("move", "buildable", jump=3, adjacent="free")
    assert {to for frm, to in _move(game, caravan) if frm == hx(5, 5)} == {
        hx(5, 2),
        hx(5, 8),
        hx(2, 4),
        hx(2, 7),
        hx(8, 4),
        hx(8, 7),
    }


def test_a_move_to_the_end_of_a_line_does_not_count_the_settlement_that_moves():
    game = make()
    game.put(0, [hx(5, 5), hx(5, 6), hx(0, 0)])
    rule = Placement("move", "buildable", line_end=2, adjacent="free")
    # lifted, either settlement of the line leaves no line of two: only the far one may move
    assert set(_move(game, rule)) == {(hx(0, 0), hx(5, 4)), (hx(0, 0), hx(5, 7))}


def test_a_tile_of_two_builds_offers_its_second_step_alone():
    game = make(locations={(0, 0): "farm"}, tiles=("farm",))
    game.tiles["mill"] = Tile("mill", {"en": "Mill"}, Placement("build", "flower", count=2))
    game.held[0] = [(hx(0, 0), "mill")]
    game.put(0, [hx(1, 0)])
    game.hand[0] = "grass"
    game._decision = None
    assert not any(o[0] == "tile" for o in game.decision().options)  # no flower: no mill
    game2 = make({(4, 4): "b", (4, 5): "b", (9, 9): "b"}, locations={(0, 0): "farm"}, tiles=("farm",))
    game2.tiles["mill"] = game.tiles["mill"]
    game2.held[0] = [(hx(0, 0), "mill")]
    game2.apply([o[:2] for o in game2.decision().options].index(("tile", "mill")))
    first = game2.decision()
    assert first.kind == "tile-step" and all(o[1] == "mill" for o in first.options)
    game2.apply(0)
    assert game2.decision().kind == "turn" and game2.supply[0] == 38

"""Small tiles for the Northgard rule tests, named for their shape."""

from deckwright.model.northgard import tile_from_data


def tile(tid, sides, territories, borders=(), start=None):
    data = {
        "id": tid,
        "sides": {k: list(sides.get(k, ())) for k in "nesw"},
        "territories": [{"id": name, "edges": edges.split(), **extra} for name, edges, extra in territories],
        "borders": [{"between": list(pair.split("-")), "kind": kind} for pair, kind in borders],
    }
    if start:
        data["start"] = start
    return tile_from_data(data)


# one territory over the whole tile
PLAIN = tile("plain", {}, [("a", "n0 e0 s0 w0", {"resources": {"food": 1}})])
# a pocket territory touching only the middle third of the east side
POCKET_E = tile("pocket-e", {"e": [1, 2]}, [("p", "e1", {}), ("o", "n0 e0 e2 s0 w0", {})], [("p-o", "regular")])
# the same pocket on the west side (facing POCKET_E's pocket)
POCKET_W = tile("pocket-w", {"w": [2, 3]}, [("p", "w1", {}), ("o", "w0 w2 n0 e0 s0", {})], [("p-o", "regular")])
# a corridor from the west third to the east third, splitting the tile into north and south
CORRIDOR = tile(
    "corridor",
    {"e": [1, 2], "w": [2, 3]},
    [("c", "w1 e1", {}), ("north", "w2 n0 e0", {}), ("south", "e2 s0 w0", {})],
    [("c-north", "regular"), ("c-south", "rough")],
)
# a vertical border through the middle: west half and east half
HALVES = tile(
    "halves", {"n": [2], "s": [2]}, [("west", "s1 w0 n0", {}), ("east", "n1 e0 s0", {})], [("west-east", "rough")]
)
# a territory in the south-east quarter
QUARTER = tile(
    "quarter", {"e": [2], "s": [2]}, [("in", "e1 s0", {}), ("out", "n0 e0 s1 w0", {})], [("in-out", "regular")]
)
# a territory closed inside the tile, in the middle of a plain one
LAKE = tile("lake", {}, [("lake", "", {}), ("shore", "n0 e0 s0 w0", {})], [("lake-shore", "regular")])

# the corridor with an island in its north part
ISLE_CORRIDOR = tile(
    "isle-corridor",
    {"e": [1, 2], "w": [2, 3]},
    [("c", "w1 e1", {}), ("north", "w2 n0 e0", {}), ("south", "e2 s0 w0", {}), ("isle", "", {})],
    [("c-north", "regular"), ("c-south", "rough"), ("isle-north", "regular")],
)
# a starting tile of four quarters, a border from the middle of each side
CROSS = tile(
    "cross",
    {"n": [2], "e": [2], "s": [2], "w": [2]},
    [("nw", "w1 n0", {}), ("ne", "n1 e0", {}), ("se", "e1 s0", {}), ("sw", "s1 w0", {})],
    [("nw-ne", "regular"), ("ne-se", "regular"), ("se-sw", "regular"), ("sw-nw", "regular")],
    start="start",
)

ALL = (PLAIN, POCKET_E, POCKET_W, CORRIDOR, HALVES, QUARTER, LAKE)

"""Every decision Kingdom Builder asks, and the shape of its options (hexes are board indices;
a tile option names the location tile, the location hex it was taken at, and its target)."""

from __future__ import annotations

from ...game import Kind

TILE = "('tile', tile id, location hex, hex) | ('tile', tile id, location hex, from hex, to hex)"

DECISIONS: dict[str, Kind] = {
    "turn": Kind(
        f"('build', hex) | {TILE} | ('end',)",
        "the turn's next step: the mandatory action, a location tile's action, or the end of the turn",
        card_at={"tile": 1},
        uses={"tile": ("tile", 1)},
    ),
    "build": Kind("('build', hex)", "the next settlement of the mandatory action, once begun"),
    "tile-step": Kind(
        TILE, "the next settlement a location tile's action places or moves, once begun", card_at={"tile": 1}
    ),
}

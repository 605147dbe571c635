"""Tile geometry: every side segment in exactly one territory, borders that run from a grid
point into the tile between two different territories, corners inside one territory, border
lines that name the tile's territories, a starting tile, enough tiles, tiles that can be placed
(and next to the starting tile)."""

from __future__ import annotations

from typing import Any

from ...findings import Finding
from ...loader import Document
from ...model import copies_of
from ...model.northgard import SIDES
from ..unique import unique_ids

MAX_PLAYERS = 5


def _segments(tile: dict[str, Any]) -> list[str]:
    return [f"{side}{i}" for side in SIDES for i in range(len(tile["sides"][side]) + 1)]


def check_tile(doc: Document, tile: dict[str, Any], pointer: str) -> list[Finding]:
    territories = [(t, f"{pointer}/territories/{index}") for index, t in enumerate(tile["territories"])]
    hint = "give each territory of a tile its own id"
    findings = list(unique_ids(doc, territories, noun="territory", code="E-NG-TERRITORY-ID", hint=hint))
    owner: dict[str, str] = {}
    names = [t["id"] for t in tile["territories"]]
    for index, territory in enumerate(tile["territories"]):
        for e, edge in enumerate(territory["edges"]):
            if edge not in _segments(tile):
                findings.append(
                    doc.finding(
                        "E-NG-SEGMENT",
                        f"'{edge}' is not a segment of tile '{tile['id']}': side "
                        f"{edge[0]} has {len(tile['sides'][edge[0]]) + 1} segments",
                        f"{pointer}/territories/{index}/edges/{e}",
                        f"use {', '.join(s for s in _segments(tile) if s[0] == edge[0])}",
                    )
                )
            elif edge in owner:
                findings.append(
                    doc.finding(
                        "E-NG-SEGMENT",
                        f"segment {edge} belongs to both '{owner[edge]}' and '{territory['id']}'",
                        f"{pointer}/territories/{index}/edges/{e}",
                        "each side segment belongs to one territory",
                    )
                )
            else:
                owner[edge] = territory["id"]
    missing = [s for s in _segments(tile) if s not in owner]
    if missing:
        findings.append(
            doc.finding(
                "E-NG-SEGMENT",
                f"segments {', '.join(missing)} of tile '{tile['id']}' belong to no territory",
                f"{pointer}/territories",
                "add them to the territory they border",
                key=True,
            )
        )
        return findings
    borders = {frozenset(b["between"]) for b in tile.get("borders", ())}
    for b, border in enumerate(tile.get("borders", ())):
        first, second = border["between"]
        if first == second or first not in names or second not in names:
            findings.append(
                doc.finding(
                    "E-NG-BORDER",
                    f"a border between '{first}' and '{second}': it must join two different territories of the tile",
                    f"{pointer}/borders/{b}/between",
                    f"use two of: {', '.join(names)}",
                )
            )
    for s, side in enumerate(SIDES):
        count = len(tile["sides"][side])
        for i in range(count):
            left, right = owner[f"{side}{i}"], owner[f"{side}{i + 1}"]
            if left == right or frozenset((left, right)) not in borders:
                findings.append(
                    doc.finding(
                        "E-NG-BORDER-POINT",
                        f"the border at point {tile['sides'][side][i]} of side "
                        f"{side} must separate two territories with a border between them "
                        f"(here '{left}' and '{right}')",
                        f"{pointer}/sides/{side}",
                        "list a border between the territories on either side of the point",
                    )
                )
        after = SIDES[(s + 1) % 4]
        corner = (owner[f"{side}{count}"], owner[f"{after}0"])
        if corner[0] != corner[1]:
            findings.append(
                doc.finding(
                    "E-NG-CORNER",
                    f"the corner between sides {side} and {after} lies between "
                    f"'{corner[0]}' and '{corner[1]}': borders meet the edge at grid points, not at "
                    "corners",
                    f"{pointer}/territories",
                    "give both segments at the corner to one territory, or add a grid point",
                    key=True,
                )
            )
    for index, territory in enumerate(tile["territories"]):
        if not territory["edges"] and not any(territory["id"] in pair for pair in borders):
            findings.append(
                doc.finding(
                    "E-NG-ISOLATED",
                    f"territory '{territory['id']}' touches no side and has no border",
                    f"{pointer}/territories/{index}",
                    "give it a border with the territory around it",
                )
            )
    return findings


def check_tile_set(doc: Document, ruleset: dict[str, Any]) -> list[Finding]:
    tiles = doc.data["tiles"]
    findings = []
    for index, tile in enumerate(tiles):
        findings += check_tile(doc, tile, f"/tiles/{index}")
    if not any(tile.get("start") == "start" for tile in tiles):
        findings.append(
            doc.finding(
                "E-NG-NO-START",
                "no starting tile: the map is built around it",
                "/tiles",
                "mark one tile with 'start: start'",
                key=True,
            )
        )
    regular = sum(copies_of(tile) for tile in tiles if "start" not in tile)
    need = MAX_PLAYERS * ruleset["setup"]["tiles_in_hand"]
    if regular < need:
        findings.append(
            doc.finding(
                "E-NG-TILES",
                f"{regular} map tiles besides the starting ones; the setup of {MAX_PLAYERS} players draws {need}",
                "/tiles",
                f"add {need - regular} tiles",
                key=True,
            )
        )
    for index, tile in enumerate(tiles):
        if not any(_sides_can_meet(tile, other) for other in tiles):
            findings.append(
                doc.finding(
                    "W-NG-UNPLACEABLE",
                    f"tile '{tile['id']}' can never be placed: no side of it "
                    "continues the borders of any side of the set's tiles",
                    f"/tiles/{index}/sides",
                    "give one side the points of a side that other tiles have (mirrored)",
                )
            )
    return findings + _not_by_start(doc, tiles)


def _not_by_start(doc: Document, tiles: list[dict[str, Any]]) -> list[Finding]:
    """W-NG-NOT-BY-START on each tile that fits no side of the starting tile, which every setup's
    first tiles touch (a seat dealt only such tiles draws again:
    docs/rules-notes.md#northgard-setup-redraw); a tile that fits nowhere is W-NG-UNPLACEABLE alone."""
    start = next((tile for tile in tiles if tile.get("start") == "start"), None)
    if start is None:
        return []
    return [
        doc.finding(
            "W-NG-NOT-BY-START",
            f"tile '{tile['id']}' fits nowhere next to the starting tile '{start['id']}': "
            "a player dealt it at setup cannot place it in the first round",
            f"/tiles/{index}/sides",
            f"give one side the points of a side of '{start['id']}' (mirrored), or the starting tile one of its sides",
        )
        for index, tile in enumerate(tiles)
        if "start" not in tile
        and not _sides_can_meet(tile, start)
        and any(_sides_can_meet(tile, other) for other in tiles)
    ]


def _sides_can_meet(tile: dict[str, Any], other: dict[str, Any]) -> bool:
    """Some side of ``tile`` continues the borders of some side of ``other`` (turning either)."""
    mine = {tuple(sorted(points)) for points in tile["sides"].values()}
    theirs = {tuple(sorted(4 - p for p in points)) for points in other["sides"].values()}
    return bool(mine & theirs)

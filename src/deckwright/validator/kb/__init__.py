"""Kingdom Builder checks beyond the schema.

``check_documents`` receives every schema-valid KB document of one run, so that checks can look
across files: a board's locations against the tiles, the goal cards against the boards. When a
run holds no boards (or no tiles), the shipped ones stand in for them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Iterator

from ...findings import Finding
from ...loader import Document, read_document
from ...model.kb import BUILDABLE, LETTERS, SECTION_SIZE
from ...paths import data_dir
from ..unique import unique_ids
from .goals import unread_score_keys

MIN_SECTIONS, MIN_GOALS = 4, 3
BALANCE = (4, 35)  # fewer or more hexes of one buildable terrain in a section is lopsided


def check_documents(documents: list[tuple[Document, str]]) -> list[Finding]:
    """Run the board, tile and goal checks on schema-valid documents of one run."""
    of = {kind: [doc for doc, k in documents if k == kind] for kind in ("boards", "tiles", "goals")}
    boards = of["boards"] or _shipped("boards")
    tiles = of["tiles"] or _shipped("tiles")
    tile_ids = {t["id"] for doc in tiles for t in doc.data["tiles"]}
    used = {loc["tile"] for doc in boards for s in doc.data["sections"] for loc in s.get("locations", [])}
    letters = {ch for doc in boards for s in doc.data["sections"] for row in s["grid"] for ch in row}
    findings: list[Finding] = []
    for doc in of["boards"]:
        findings += duplicate_ids(doc, "sections")
        findings += board_findings(doc, tile_ids)
    for doc in of["tiles"]:
        findings += duplicate_ids(doc, "tiles")
        findings += unused_tiles(doc, used)
    for doc in of["goals"]:
        findings += duplicate_ids(doc, "goals")
        findings += unread_score_keys(doc)
        findings += never_scores(doc, letters)
    findings += too_few(of["boards"], "sections", MIN_SECTIONS, "board sections")
    findings += too_few(of["goals"], "goals", MIN_GOALS, "goal cards")
    return findings


def _shipped(kind: str) -> list[Document]:
    return [read_document(data_dir("cards") / "kb" / f"{kind}.yaml")]


def duplicate_ids(doc: Document, key: str) -> Iterator[Finding]:
    """E-DUPLICATE-ID: ids are unique within a file."""
    items = ((item, f"/{key}/{index}") for index, item in enumerate(doc.data[key]))
    noun = key.removesuffix("s")
    return unique_ids(doc, items, noun=noun, code="E-DUPLICATE-ID", hint=f"give each {noun} its own id")


def _hex_finding(doc: Document, s: int, row: int, col: int, code: str, message: str, hint: str) -> Finding:
    """A finding pointing at one letter of a grid row."""
    finding = doc.finding(code, message, f"/sections/{s}/grid/{row}", hint)
    text = doc.data["sections"][s]["grid"][row]
    at = [i for i, ch in enumerate(text) if ch != " "][col]
    quoted = finding.excerpt[finding.column - 1 : finding.column] in ("'", '"')
    return replace(finding, column=finding.column + at + quoted)


def _grid(section: dict) -> list[str]:
    return [row.replace(" ", "") for row in section["grid"]]


def _neighbours(row: int, col: int) -> Iterator[tuple[int, int]]:
    """In-section neighbours (odd rows sit half a hex to the right)."""
    shift = row & 1
    for r, c in (
        (row, col - 1),
        (row, col + 1),
        (row - 1, col - 1 + shift),
        (row - 1, col + shift),
        (row + 1, col - 1 + shift),
        (row + 1, col + shift),
    ):
        if 0 <= r < SECTION_SIZE and 0 <= c < SECTION_SIZE:
            yield r, c


def board_findings(doc: Document, tile_ids: set[str]) -> Iterator[Finding]:
    """Location entries match 'L' hexes and name defined tiles; castles and locations can be
    reached; each buildable terrain is neither scarce nor dominant in a section."""
    buildable_letters = {k for k, v in LETTERS.items() if v in BUILDABLE}
    for s, section in enumerate(doc.data["sections"]):
        grid = _grid(section)
        listed = {}
        for i, loc in enumerate(section.get("locations", [])):
            at = f"/sections/{s}/locations/{i}"
            if grid[loc["row"]][loc["col"]] != "L":
                yield doc.finding(
                    "E-KB-LOCATION",
                    f"row {loc['row']}, column {loc['col']} of '{section['id']}' "
                    f"is not a location hex ('{grid[loc['row']][loc['col']]}')",
                    at,
                    "mark the hex 'L' in the grid, or fix row and col (both count from 0)",
                )
            if loc["tile"] not in tile_ids:
                yield doc.finding(
                    "E-KB-TILE",
                    f"unknown location tile '{loc['tile']}'",
                    at + "/tile",
                    f"define it in a tiles file, or use one of: {', '.join(sorted(tile_ids))}",
                )
            listed[loc["row"], loc["col"]] = i
        for r, row in enumerate(grid):
            for c, ch in enumerate(row):
                if ch == "L" and (r, c) not in listed:
                    yield _hex_finding(
                        doc,
                        s,
                        r,
                        c,
                        "E-KB-LOCATION",
                        f"location hex at row {r}, column {c} holds no tile",
                        "add it to 'locations' with the tile it holds",
                    )
                if ch in "KL" and not any(grid[nr][nc] in buildable_letters for nr, nc in _neighbours(r, c)):
                    inner = 0 < r < SECTION_SIZE - 1 and 0 < c < SECTION_SIZE - 1
                    what = "castle" if ch == "K" else "location"
                    yield _hex_finding(
                        doc,
                        s,
                        r,
                        c,
                        "E-KB-UNREACHABLE" if inner else "W-KB-UNREACHABLE",
                        f"{what} at row {r}, column {c} has no buildable neighbour"
                        + ("" if inner else " in its section"),
                        "nobody can settle next to it: put grass, flower field, forest, canyon or desert beside it",
                    )
        counts = {t: sum(row.count(k) for row in grid) for k, t in LETTERS.items() if t in BUILDABLE}
        for terrain, have in counts.items():
            if not BALANCE[0] <= have <= BALANCE[1]:
                yield doc.finding(
                    "W-KB-BALANCE",
                    f"section '{section['id']}' has {have} {terrain} hexes",
                    f"/sections/{s}/grid",
                    f"{BALANCE[0]} to {BALANCE[1]} hexes of each buildable terrain keep every terrain card useful",
                    key=True,
                )


def unused_tiles(doc: Document, used: set[str]) -> Iterator[Finding]:
    """W-KB-TILE-UNUSED: a tile that no board location holds can never be taken."""
    for index, tile in enumerate(doc.data["tiles"]):
        if tile["id"] not in used:
            yield doc.finding(
                "W-KB-TILE-UNUSED",
                f"no board location holds tile '{tile['id']}': nobody can take it",
                f"/tiles/{index}/id",
                "put it on a location hex of a board section",
            )


def never_scores(doc: Document, letters: set[str]) -> Iterator[Finding]:
    """W-KB-NEVER-SCORES: a goal card that cannot pay on the boards of the run."""
    present = {LETTERS[ch] for ch in letters if ch in LETTERS}
    for index, goal in enumerate(doc.data["goals"]):
        score, at = goal["score"], f"/goals/{index}/score"
        for key, where in (("next_to", "next to"), ("on", "on")):
            missing = [f for f in score.get(key, []) if f not in present]
            if score.get(key) and len(missing) == len(score[key]):
                yield doc.finding(
                    "W-KB-NEVER-SCORES",
                    f"goal '{goal['id']}' counts settlements {where} {' or '.join(missing)}, "
                    "which no board section has",
                    f"{at}/{key}",
                    "pick something the boards have",
                )
        if score["count"] == "connected_sites" and not {"castle", "location"} & present & set(
            score.get("sites", ["location", "castle"])
        ):
            yield doc.finding(
                "W-KB-NEVER-SCORES",
                f"goal '{goal['id']}' links sites the boards do not have",
                at + "/sites",
                "the boards need castles or locations for it",
            )


def too_few(docs: list[Document], key: str, need: int, what: str) -> Iterator[Finding]:
    """W-KB-TOO-FEW: a run with fewer than 4 board sections or 3 goal cards is not a game on its own
    (smoke play completes its games from the shipped ones, docs/rules-notes.md#kb-too-few-for-a-game)."""
    have = sum(len(doc.data[key]) for doc in docs)
    if docs and have < need:
        yield docs[0].finding(
            "W-KB-TOO-FEW",
            f"{have} {what.removesuffix('s') if have == 1 else what} in all; a game needs {need}",
            f"/{key}",
            f"add {what} (files checked together count together; smoke play adds shipped ones)",
            key=True,
        )

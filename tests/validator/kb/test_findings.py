"""Kingdom Builder validator: each finding's exact words, severity and place; where a castle or
location counts as inside its section; which hexes are its neighbours."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.validator import validate_paths

INVALID = Path(__file__).parent / "fixtures" / "invalid"
HINT_UNREACHABLE = "nobody can settle next to it: put grass, flower field, forest, canyon or desert beside it"


def findings(*paths: Path, codes: tuple[str, ...] = ()) -> list[tuple]:
    result = validate_paths(list(paths))
    return sorted(
        (Path(f.file).name, f.code, f.severity, f.line, f.column, f.message, f.hint)
        for f in result.findings
        if not codes or f.code in codes
    )


@pytest.mark.parametrize(
    "name, expected",
    [
        (
            "location-without-tile.yaml",
            [
                (
                    "E-KB-LOCATION",
                    "error",
                    50,
                    14,
                    "location hex at row 2, column 2 holds no tile",
                    "add it to 'locations' with the tile it holds",
                )
            ],
        ),
        (
            "unknown-tile.yaml",
            [
                (
                    "E-KB-LOCATION",
                    "error",
                    60,
                    9,
                    "row 4, column 4 of 'd' is not a location hex ('d')",
                    "mark the hex 'L' in the grid, or fix row and col (both count from 0)",
                ),
                (
                    "E-KB-TILE",
                    "error",
                    59,
                    32,
                    "unknown location tile 'windmil'",
                    "define it in a tiles file, or use one of: bridge, caravan, ferry, lighthouse, mill, outlaws, "
                    "road, well",
                ),
            ],
        ),
        (
            "unreachable-castle.yaml",
            [
                (
                    "E-KB-UNREACHABLE",
                    "error",
                    51,
                    15,
                    "castle at row 3, column 2 has no buildable neighbour",
                    HINT_UNREACHABLE,
                ),
                (
                    "W-KB-UNREACHABLE",
                    "warning",
                    48,
                    10,
                    "castle at row 0, column 0 has no buildable neighbour in its section",
                    HINT_UNREACHABLE,
                ),
            ],
        ),
        (
            "lopsided-terrain.yaml",
            [
                (
                    "W-KB-BALANCE",
                    "warning",
                    47,
                    5,
                    "section 'd' has 0 canyon hexes",
                    "4 to 35 hexes of each buildable terrain keep every terrain card useful",
                ),
                (
                    "W-KB-BALANCE",
                    "warning",
                    47,
                    5,
                    "section 'd' has 40 grass hexes",
                    "4 to 35 hexes of each buildable terrain keep every terrain card useful",
                ),
            ],
        ),
        (
            "too-few-sections.yaml",
            [
                (
                    "W-KB-TOO-FEW",
                    "warning",
                    5,
                    1,
                    "1 board section in all; a game needs 4",
                    "add board sections (files checked together count together; smoke play adds shipped ones)",
                )
            ],
        ),
        (
            "unused-tile.yaml",
            [
                (
                    "E-DUPLICATE-ID",
                    "error",
                    10,
                    9,
                    "tile id 'windmill' is used twice (first on line 6)",
                    "give each tile its own id",
                ),
                (
                    "W-KB-TILE-UNUSED",
                    "warning",
                    6,
                    9,
                    "no board location holds tile 'windmill': nobody can take it",
                    "put it on a location hex of a board section",
                ),
                (
                    "W-KB-TILE-UNUSED",
                    "warning",
                    10,
                    9,
                    "no board location holds tile 'windmill': nobody can take it",
                    "put it on a location hex of a board section",
                ),
            ],
        ),
    ],
)
def test_each_finding_says_what_is_wrong_and_how_to_fix_it(name, expected):
    assert findings(INVALID / name) == sorted((name, *finding) for finding in expected)


def test_goal_cards_that_can_never_score_on_the_boards_of_the_run():
    assert findings(INVALID / "never-scores.yaml", INVALID / "lopsided-terrain.yaml", codes=("W-KB-NEVER-SCORES",)) == [
        (
            "never-scores.yaml",
            "W-KB-NEVER-SCORES",
            "warning",
            8,
            42,
            "goal 'sailors' counts settlements next to water, which no board section has",
            "pick something the boards have",
        ),
        (
            "never-scores.yaml",
            "W-KB-NEVER-SCORES",
            "warning",
            11,
            44,
            "goal 'linkers' links sites the boards do not have",
            "the boards need castles or locations for it",
        ),
    ]


def board(tmp_path: Path, cells: dict[tuple[int, int], str], fill: str = "m", tile: str = "well") -> Path:
    """A boards file of one section of ``fill`` with the given letters; every 'L' holds ``tile``."""
    rows = [" " * (r % 2) + " ".join(cells.get((r, c), fill) for c in range(10)) for r in range(10)]
    locations = [f"      - {{row: {r}, col: {c}, tile: {tile}}}" for (r, c), ch in sorted(cells.items()) if ch == "L"]
    text = "\n".join(
        [
            "system: kb",
            "content: boards",
            "id: t",
            "name: {en: T}",
            "sections:",
            "  - id: s",
            "    name: {en: S}",
            "    grid:",
            *[f'      - "{row}"' for row in rows],
            *(["    locations:", *locations] if locations else []),
        ]
    )
    path = tmp_path / "board.yaml"
    path.write_text(text + "\n", encoding="utf-8")
    return path


UNREACHABLE = ("E-KB-UNREACHABLE", "W-KB-UNREACHABLE")


@pytest.mark.parametrize("letter, what", [("K", "castle"), ("L", "location")])
@pytest.mark.parametrize(
    "row, col, inner",
    [
        (1, 1, True),
        (8, 8, True),
        (1, 8, True),
        (8, 1, True),
        (0, 4, False),
        (9, 4, False),
        (4, 0, False),
        (4, 9, False),
    ],
)
def test_a_site_one_hex_in_from_the_section_edge_is_inside_it(tmp_path, letter, what, row, col, inner):
    found = findings(board(tmp_path, {(row, col): letter}), codes=UNREACHABLE)
    assert [(code, severity, message) for _, code, severity, _, _, message, _ in found] == [
        (
            "E-KB-UNREACHABLE" if inner else "W-KB-UNREACHABLE",
            "error" if inner else "warning",
            f"{what} at row {row}, column {col} has no buildable neighbour" + ("" if inner else " in its section"),
        )
    ]
    # line 9 + row holds the row; the column points at the letter inside the quotes
    assert [(line, column) for _, _, _, line, column, _, _ in found] == [(9 + row, 10 + row % 2 + 2 * col)]


@pytest.mark.parametrize(
    "site, neighbours",
    [
        ((4, 4), [(4, 3), (4, 5), (3, 3), (3, 4), (5, 3), (5, 4)]),  # an even row
        ((5, 5), [(5, 4), (5, 6), (4, 5), (4, 6), (6, 5), (6, 6)]),  # an odd row sits half a hex right
    ],
)
def test_a_castle_is_reached_from_each_of_its_six_neighbours_and_no_other_hex(tmp_path, site, neighbours):
    row, col = site
    for hexes in [[n] for n in neighbours]:
        assert findings(board(tmp_path, {site: "K", **{h: "g" for h in hexes}}), codes=UNREACHABLE) == []
    others = [
        (r, c) for r in range(row - 2, row + 3) for c in range(col - 2, col + 3) if (r, c) not in [site, *neighbours]
    ]
    assert len(findings(board(tmp_path, {site: "K", **{h: "g" for h in others}}), codes=UNREACHABLE)) == 1


def goals(tmp_path: Path, *scores: str) -> Path:
    path = tmp_path / "goals.yaml"
    lines = ["system: kb", "content: goals", "id: g", "name: {en: G}", "goals:"]
    lines += [f"  - {{id: g{i}, name: {{en: G{i}}}, score: {score}}}" for i, score in enumerate(scores)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_a_goal_scores_if_any_of_its_features_or_sites_is_on_the_boards(tmp_path):
    boards = board(tmp_path, {(4, 4): "K", (4, 5): "g", (6, 6): "w"}, fill="f")
    scores = (
        "{count: settlements, next_to: [mountain, water]}",  # water is there
        "{count: settlements, next_to: [mountain, desert]}",  # neither is
        "{count: connected_sites, sites: [castle]}",
        "{count: connected_sites, sites: [location]}",  # no location on the board
        "{count: connected_sites}",
    )
    assert [
        (message, line)
        for _, _, _, line, _, message, _ in findings(boards, goals(tmp_path, *scores))
        if "goal" in message
    ] == [
        ("goal 'g1' counts settlements next to mountain or desert, which no board section has", 7),
        ("goal 'g3' links sites the boards do not have", 9),
    ]


def test_a_name_too_long_for_its_card_is_flagged_where_it_is_written(tmp_path):
    long = "Everywhere " * 30
    path = tmp_path / "tiles.yaml"
    path.write_text(
        "system: kb\ncontent: tiles\nid: t\nname: {en: T}\ntiles:\n"
        f"  - {{id: well, name: {{en: Well, de: '{long.strip()}'}}, action: build}}\n",
        encoding="utf-8",
    )
    assert findings(path, codes=("W-TEXT-OVERFLOW",)) == [
        (
            "tiles.yaml",
            "W-TEXT-OVERFLOW",
            "warning",
            6,
            37,
            "the name or rule text of 'Well' (de) does not fit a 63x88 mm summary card even at 6 pt",
            "shorten the name",
        )
    ]


def test_too_few_goal_cards_are_counted_across_the_files():
    assert findings(INVALID / "never-scores.yaml", codes=("W-KB-TOO-FEW",)) == [
        (
            "never-scores.yaml",
            "W-KB-TOO-FEW",
            "warning",
            5,
            1,
            "2 goal cards in all; a game needs 3",
            "add goal cards (files checked together count together; smoke play adds shipped ones)",
        )
    ]


def test_a_board_with_locations_and_no_castle_can_pay_for_linked_sites(tmp_path):
    boards = board(tmp_path, {(4, 4): "L", (4, 5): "g"}, fill="f")
    path = goals(tmp_path, "{count: connected_sites}", "{count: connected_sites, sites: [castle]}")
    assert [message for _, code, _, _, _, message, _ in findings(boards, path) if code == "W-KB-NEVER-SCORES"] == [
        "goal 'g1' links sites the boards do not have"
    ]


@pytest.mark.parametrize("site, neighbour", [((1, 4), (0, 4)), ((4, 1), (4, 0))])
def test_a_site_next_to_the_first_row_or_column_is_reached_from_it(tmp_path, site, neighbour):
    assert findings(board(tmp_path, {site: "K", neighbour: "g"}), codes=UNREACHABLE) == []


@pytest.mark.parametrize("count, flagged", [(3, True), (4, False), (35, False), (36, True)])
def test_balance_allows_four_to_thirty_five_hexes_of_a_terrain(tmp_path, count, flagged):
    cells = {(i // 10, i % 10): "g" for i in range(count)}
    found = [m for _, code, _, _, _, m, _ in findings(board(tmp_path, cells, fill="f")) if "grass" in m]
    assert found == ([f"section 's' has {count} grass hexes"] if flagged else [])


def test_a_grid_row_in_single_quotes_is_pointed_at_inside_the_quotes(tmp_path):
    path = board(tmp_path, {(1, 1): "K"})
    path.write_text(path.read_text("utf-8").replace('"', "'"), encoding="utf-8")
    assert [(line, column) for _, _, _, line, column, _, _ in findings(path, codes=UNREACHABLE)] == [(10, 13)]


def test_a_goal_counting_settlements_on_a_terrain_no_section_has_never_scores(tmp_path):
    boards = board(tmp_path, {(4, 4): "g", (4, 5): "w"}, fill="f")
    path = goals(tmp_path, "{count: settlements, on: [desert, canyon]}", "{count: settlements, on: [desert, water]}")
    assert [(m, h) for _, code, _, _, _, m, h in findings(boards, path) if code == "W-KB-NEVER-SCORES"] == [
        (
            "goal 'g0' counts settlements on desert or canyon, which no board section has",
            "pick something the boards have",
        )
    ]


def test_on_and_isolated_go_with_settlements_only(tmp_path):
    path = goals(tmp_path, "{count: groups, isolated: true}", "{count: settlements, on: [grass], isolated: true}")
    assert [m for _, code, _, _, _, m, _ in findings(path) if code == "E-KB-SCORE-KEY"] == [
        "goal 'g0' counts groups, which does not read 'isolated': the card would print and score without it"
    ]


def test_grid_rows_in_findings_count_from_0_as_locations_do(tmp_path):
    # docs/rules-notes.md#kb-rows-count-from-0: grid index 2 is row 2 in a schema finding and in
    # a location finding alike
    path = board(tmp_path, {(2, 4): "x"}, fill="g")
    assert [(code, m.split(" is ")[0]) for _, code, _, _, _, m, _ in findings(path)] == [
        ("E-VALUE", "section 's', row 2")
    ]
    path = board(tmp_path, {(2, 4): "L", (2, 5): "g"}, fill="g")
    path.write_text(path.read_text("utf-8").replace("{row: 2, col: 4,", "{row: 3, col: 4,"), encoding="utf-8")
    assert [m for _, code, _, _, _, m, _ in findings(path) if code == "E-KB-LOCATION"] == [
        "location hex at row 2, column 4 holds no tile",
        "row 3, column 4 of 's' is not a location hex ('g')",
    ]

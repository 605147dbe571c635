"""Each Northgard check beyond the schema has a failing fixture: code, line and column asserted.
The fixtures are the shipped files with one planted fault."""

import re

import pytest

from deckwright.paths import data_dir
from deckwright.validator import validate_paths

SHIPPED = data_dir("cards") / "northgard"


def planted(tmp_path, name, old, new, count=1):
    """The shipped file ``name`` with ``old`` replaced by ``new``, validated alone."""
    text = (SHIPPED / name).read_text("utf-8")
    assert text.count(old) >= count, old
    text = text.replace(old, new, count)
    path = tmp_path / name.replace("/", "-")
    path.write_text(text, "utf-8")
    return validate_paths([path]), text


def position(text, needle, offset=0):
    index = text.index(needle) + offset
    line = text.count("\n", 0, index) + 1
    return line, index - text.rfind("\n", 0, index)


def only(result, code):
    found = [f for f in result.findings if f.code == code]
    assert len(found) == 1, [f"{f.code}: {f.message}" for f in result.findings]
    return found[0]


@pytest.mark.parametrize("name", ["ruleset.yaml", "tiles.yaml", "cards.yaml", "clans/otter.yaml"])
def test_the_shipped_files_are_clean(tmp_path, name):
    result, _ = planted(tmp_path, name, "system: northgard", "system: northgard")
    assert result.findings == []


# one planted fault and the one finding it makes: (shipped file, text replaced, replacement, code,
# message, hint, where the finding points: the text and the offset in it)
ONE_FAULT = [
    (
        "cards.yaml",
        "{draw: {cards: 3, keep: 2, discard: 1}}",
        "{draw: {cards: 4, keep: 2, discard: 1}}",
        "E-NG-DRAW",
        "'market-day' draws 4 cards but keeps, discards and puts back 3",
        "make keep + discard + top equal cards",
        ("cards: 4", len("cards: ")),
    ),
    (
        "cards.yaml",
        "  - id: levy\n    name: {en: Levy, de: Aufgebot}\n",
        "  - id: levy\n    name: {en: Levy, de: Aufgebot}\n    copies: 2\n",
        "E-NG-STARTING",
        "the starting set has 7 cards per player; it has 6",
        "each player starts with six cards",
        ("starting:", 0),
    ),
    (
        "clans/otter.yaml",
        "  on:\n    - event: explore_without_closing\n      do: [{gain: {lore: boar_explore}}]\n",
        "  text: {en: Nothing}\n",
        "E-NG-POWER",
        "the clan power does nothing",
        "add 'on' reactions, a 'bear' or a 'scorched_earth'",
        ("power:", 0),
    ),
    (
        "clans/otter.yaml",
        "id: otter-river-lore",
        "id: otter-rafts",
        "E-NG-DUPLICATE-ID",
        "card id 'otter-rafts' is used twice (first on line 13)",
        "give each clan card its own id, other than the clan's",
        ("id: otter-rafts\n    name: {en: River Lore", 4),
    ),
    (
        "clans/otter.yaml",
        "do: [{explore: 1}]",
        "do: [{explore: 1}, {scorch: true}]",
        "E-NG-SCORCH",
        "a card places the Scorched Earth token but the clan has none",
        "add 'scorched_earth' to the power, or drop the 'scorch' step",
        ("  id: otter-rafts", 2),
    ),
    (
        "ruleset.yaml",
        "  forge: {size: large, draw_bonus: 1}\n",
        "",
        "E-NG-BUILDINGS",
        "the buildings table lacks forge",
        "give every building type its size and effect",
        ("buildings:", 0),
    ),
    (
        "tiles.yaml",
        "{id: nw, edges: [w1, n0]",
        "{id: nw, edges: [w1, n0, n3]",
        "E-NG-SEGMENT",
        "'n3' is not a segment of tile 'hearthland': side n has 2 segments",
        "use n0, n1",
        ("n3]", 0),
    ),
    (
        "tiles.yaml",
        "      - {between: [nw, ne], kind: regular}\n",
        "",
        "E-NG-BORDER-POINT",
        "the border at point 2 of side n must separate two territories with a border between them (here 'nw' and 'ne')",
        "list a border between the territories on either side of the point",
        ("[2], e: [2], s: [2], w: [2]}", 0),
    ),
    (  # the cove's border ends in the south-west corner instead of a grid point of the south side
        "tiles.yaml",
        "sides: {n: [], e: [2], s: [2], w: []}\n    territories:\n"
        "      - {id: cove, edges: [e1, s0], resources: {food: 2}, spaces: [small]}\n"
        "      - {id: land, edges: [n0, e0, s1, w0]",
        "sides: {n: [], e: [2], s: [], w: []}\n    territories:\n"
        "      - {id: cove, edges: [e1, s0], resources: {food: 2}, spaces: [small]}\n"
        "      - {id: land, edges: [n0, e0, w0]",
        "E-NG-CORNER",
        "the corner between sides s and w lies between 'cove' and 'land': borders meet the edge at grid points, "
        "not at corners",
        "give both segments at the corner to one territory, or add a grid point",
        ("territories:\n      - {id: cove", 0),
    ),
]


@pytest.mark.parametrize("name,old,new,code,message,hint,at", ONE_FAULT)
def test_a_planted_fault_is_one_finding_at_its_place(tmp_path, name, old, new, code, message, hint, at):
    result, text = planted(tmp_path, name, old, new)
    finding = only(result, code)
    assert (finding.message, finding.hint) == (message, hint)
    assert (finding.line, finding.column) == position(text, *at)


def test_too_few_cards_in_a_pool(tmp_path):
    result, text = planted(tmp_path, "cards.yaml", "    copies: 2\n", "", count=2)  # two early cards lose a copy
    finding = only(result, "E-NG-POOL")
    assert finding.message == "14 early cards; a game of 5 players (or the long game) deals 15"
    assert finding.hint == "add 1 early cards"
    assert (finding.line, finding.column) == position(text, "early:")
    result, _ = planted(tmp_path, "cards.yaml", "    copies: 2\n", "", count=1)  # 15: just enough
    assert [f.code for f in result.findings] == []


def test_the_advanced_pool_is_checked_against_five_players_of_the_long_game(tmp_path):
    text = (SHIPPED / "cards.yaml").read_text("utf-8")
    advanced = text[text.index("advanced:") : text.index("achievements:")]
    have = advanced.count("  - id: ") + sum(int(n) - 1 for n in re.findall(r"copies: (\d+)", advanced))
    per_player = have // 5 + 1  # one card short for five players
    planted(tmp_path, "ruleset.yaml", "advanced_per_player: 6", f"advanced_per_player: {per_player}")
    (tmp_path / "cards.yaml").write_text(text, "utf-8")
    result = validate_paths([tmp_path / "ruleset.yaml", tmp_path / "cards.yaml"])
    finding = only(result, "E-NG-POOL")
    need = per_player * 5
    assert (finding.message, finding.hint) == (
        f"{have} advanced cards; a game of 5 players (or the long game) deals {need}",
        f"add {need - have} advanced cards",
    )
    assert (finding.line, finding.column) == position(text, "advanced:")


def test_starting_set_without_explore(tmp_path):
    result, _ = planted(
        tmp_path, "cards.yaml", "    do: [{explore: 1}]\n  - id: march", "    do: [{recruit: 1}]\n  - id: march"
    )
    assert result.findings == []  # the Feast card can still explore
    path = tmp_path / "cards.yaml"
    path.write_text(path.read_text("utf-8").replace("    do: [{feast: true}]\n", "    do: [{fame: 1}]\n", 1), "utf-8")
    finding = only(validate_paths([path]), "W-NG-STARTING-ACTIONS")
    assert finding.message == "no starting card can explore" and finding.severity == "warning"
    assert finding.hint == "the starting cards show Recruit, Explore, Move and Build"
    text = path.read_text("utf-8")
    assert (finding.line, finding.column) == position(text, "starting:")


def test_amount_naming_no_ruleset_power(tmp_path):
    result, text = planted(tmp_path, "clans/otter.yaml", "lore: boar_explore", "lore: boar_explor")
    finding = only(result, "E-NG-AMOUNT")
    assert (finding.line, finding.column) == position(text, "boar_explor}")
    assert "boar_explore" in finding.hint


def test_a_card_with_the_clans_own_id(tmp_path):
    """The power's text goes by the clan's id beside the cards' texts by theirs: a card may not take it."""
    result, text = planted(tmp_path, "clans/otter.yaml", "id: otter-rafts", "id: otter")
    finding = only(result, "E-NG-DUPLICATE-ID")
    assert (finding.line, finding.column, finding.message) == (13, 7, "card id 'otter' is used twice (first on line 5)")
    assert (finding.line, finding.column) == position(text, "otter\n  name: {en: River Rafts")


def test_ruleset_winter_rows_out_of_order_and_too_many_setup_units(tmp_path):
    result, text = planted(
        tmp_path, "ruleset.yaml", "  - {units: 7, pay: {food: 2, wood: 1}}", "  - {units: 3, pay: {food: 2, wood: 1}}"
    )
    finding = only(result, "E-NG-WINTER")
    assert (finding.line, finding.column) == position(text, "  - {units: 0", 2)
    assert (finding.message, finding.hint) == (
        "winter rows start at [0, 1, 4, 3, 10, 13]: they must start at 0 units and rise",
        "order the rows by 'units', the first at 0",
    )
    result, text = planted(tmp_path, "ruleset.yaml", "  group_size: 3", "  group_size: 8")
    finding = only(result, "E-NG-SETUP-UNITS")
    assert finding.message == "setup places 16 units but a player owns 14"
    assert finding.hint == "lower group_size or groups, or raise units"
    assert (finding.line, finding.column) == position(text, "group_size: 8", len("group_size: "))
    result, _ = planted(tmp_path, "ruleset.yaml", "  group_size: 3", "  group_size: 7")  # 14 of 14: all of them
    assert result.findings == []


def test_tile_segment_in_two_territories_and_in_none(tmp_path):
    result, text = planted(tmp_path, "tiles.yaml", "{id: nw, edges: [w1, n0]", "{id: nw, edges: [w1, n0, n1]")
    finding = only(result, "E-NG-SEGMENT")
    assert finding.message == "segment n1 belongs to both 'nw' and 'east'"
    assert finding.hint == "each side segment belongs to one territory"
    assert (finding.line, finding.column) == position(text, "n1, e0, s0]")
    result, text = planted(tmp_path, "tiles.yaml", "{id: nw, edges: [w1, n0]", "{id: nw, edges: [w1]")
    finding = only(result, "E-NG-SEGMENT")
    assert finding.message == "segments n0 of tile 'hearthland' belong to no territory"
    assert finding.hint == "add them to the territory they border"
    assert (finding.line, finding.column) == position(text, "territories:\n      - {id: nw", 0)
    result, _ = planted(tmp_path, "tiles.yaml", "{id: nw, edges: [w1, n0]", "{id: nw, edges: []")
    assert only(result, "E-NG-SEGMENT").message == "segments n0, w1 of tile 'hearthland' belong to no territory"


def test_no_starting_tile_too_few_tiles_and_an_unplaceable_tile(tmp_path):
    result, text = planted(tmp_path, "tiles.yaml", "    start: start\n", "")
    finding = only(result, "E-NG-NO-START")
    assert (finding.line, finding.column) == position(text, "tiles:\n", 0)
    assert (finding.message, finding.hint) == (
        "no starting tile: the map is built around it",
        "mark one tile with 'start: start'",
    )
    text = (SHIPPED / "tiles.yaml").read_text("utf-8")
    cut = text.index("  - id: gorse")
    path = tmp_path / "few.yaml"
    path.write_text(text[:cut], "utf-8")
    finding = only(validate_paths([path]), "E-NG-TILES")
    assert finding.message == "6 map tiles besides the starting ones; the setup of 5 players draws 15"
    assert finding.hint == "add 9 tiles"
    path.write_text(text[:cut].replace("  - id: dale\n", "  - id: dale\n    copies: 10\n"), "utf-8")
    assert validate_paths([path]).findings == []  # 15 with the copies: just enough
    # points at 1 on every side would need a side with a point at 3, which no tile has
    result, text = planted(
        tmp_path,
        "tiles.yaml",
        "  - id: scree\n    sides: {n: [], e: [], s: [], w: []}\n    territories:\n"
        "      - {id: land, edges: [n0, e0, s0, w0]",
        "  - id: scree\n    sides: {n: [1], e: [1], s: [1], w: [1]}\n    territories:\n"
        "      - {id: land, edges: [n0, n1, e0, e1, s0, s1, w0, w1]",
    )
    finding = only(result, "W-NG-UNPLACEABLE")
    assert finding.severity == "warning"
    assert finding.hint == "give one side the points of a side that other tiles have (mirrored)"
    assert (
        finding.message
        == "tile 'scree' can never be placed: no side of it continues the borders of any side of the set's tiles"
    )


def test_a_tile_that_fits_no_side_of_the_starting_tile_is_named(tmp_path):
    # docs/rules-notes.md#northgard-setup-redraw: the starting tile with a border on every side
    # leaves the set's tiles without a border on any side nowhere to go in the first setup round
    result, text = planted(
        tmp_path,
        "tiles.yaml",
        "    sides: {n: [2], e: [], s: [2], w: [2]}",
        "    sides: {n: [2], e: [2], s: [2], w: [2]}",
    )
    found = [f for f in result.findings if f.code == "W-NG-NOT-BY-START"]
    assert [f.message.split("'")[1] for f in found] == [
        "fjord", "gorse", "heath", "ice", "juniper", "kelp", "scree", "tarn", "willow", "yew", "fell", "holm", "knoll",
        "loch",
    ]  # fmt: skip
    finding = found[0]
    assert (finding.line, finding.column) == position(text, "sides: {n: [], e: [1, 2], s: [], w: []}", 7)
    assert finding.severity == "warning"
    assert finding.message == (
        "tile 'fjord' fits nowhere next to the starting tile 'hearthland': "
        "a player dealt it at setup cannot place it in the first round"
    )
    assert finding.hint == (
        "give one side the points of a side of 'hearthland' (mirrored), or the starting tile one of its sides"
    )


HINT = (
    "use a number or one of: boar_explore, goat_large, goat_small, kaija_points, scorched_points, stag_fame, wolf_win"
)


@pytest.mark.parametrize(
    "name, old, new, needle",
    [
        (
            "clans/lynx.yaml",
            "do: [{move: {moves: 1}}, {scorch: true}]",
            "do: [{move: {moves: one}}, {scorch: true}]",
            "one}",
        ),
        ("clans/otter.yaml", "do: [{explore: 1}]", "do: [{explore: far}]", "far}"),
        (
            "clans/elk.yaml",
            "do: [{recruit: 2}, {gain: {food: 1}}]",
            "do: [{recruit: many}, {gain: {food: 1}}]",
            "many}",
        ),
        ("cards.yaml", "do: [{fame: 2}]", "do: [{fame: lots}]", "lots}"),
        ("clans/elk.yaml", "points: kaija_points", "points: kaija", "kaija\n"),
        ("clans/lynx.yaml", "points: scorched_points", "points: scorched", "scorched\n"),
    ],
    ids=["move", "explore", "recruit", "fame", "bear", "scorched-earth"],
)
def test_every_amount_that_names_no_ruleset_power_is_an_error_at_its_place(tmp_path, name, old, new, needle):
    result, text = planted(tmp_path, name, old, new)
    finding = only(result, "E-NG-AMOUNT")
    amount = needle.rstrip("}\n")
    assert (finding.line, finding.column) == position(text, needle)
    assert (finding.message, finding.hint) == (f"'{amount}' is not a number of the ruleset's powers table", HINT)


def test_a_territory_id_used_twice_on_a_tile(tmp_path):
    result, text = planted(
        tmp_path, "tiles.yaml", "      - {id: east, edges: [n1, e0, s0]", "      - {id: nw, edges: [n1, e0, s0]"
    )
    finding = only(result, "E-NG-TERRITORY-ID")
    assert finding.message == "territory id 'nw' is used twice (first on line 15)"
    assert finding.hint == "give each territory of a tile its own id"
    assert (finding.line, finding.column) == position(text, "nw, edges: [n1, e0, s0]")  # the second use, not the first


@pytest.mark.parametrize(
    "between, needle",
    [("[nw, nw]", "[nw, nw]"), ("[nw, north]", "[nw, north]"), ("[north, ne]", "[north, ne]")],
)
def test_a_border_must_join_two_different_territories_of_its_tile(tmp_path, between, needle):
    result, text = planted(
        tmp_path,
        "tiles.yaml",
        "      - {between: [nw, ne], kind: regular}",
        f"      - {{between: {between}, kind: regular}}",
    )
    finding = [f for f in result.findings if f.code == "E-NG-BORDER"]
    assert len(finding) == 1
    first, second = between.strip("[]").split(", ")
    assert finding[0].message == (
        f"a border between '{first}' and '{second}': it must join two different territories of the tile"
    )
    assert finding[0].hint == "use two of: nw, ne, se, sw"
    assert (finding[0].line, finding[0].column) == position(text, needle)


def test_a_territory_touching_no_side_needs_a_border(tmp_path):
    isle = "      - {id: isle, edges: [], resources: {food: 1, wood: 1}, spaces: [small, large]}\n"
    result, text = planted(tmp_path, "tiles.yaml", isle, isle + "      - {id: islet, edges: []}\n")
    finding = only(result, "E-NG-ISOLATED")
    assert finding.message == "territory 'islet' touches no side and has no border"
    assert finding.hint == "give it a border with the territory around it"
    assert (finding.line, finding.column) == position(text, "{id: islet")


def test_files_validated_together_are_read_against_the_ruleset_among_them(tmp_path):
    rules = (SHIPPED / "ruleset.yaml").read_text("utf-8").replace("  stag_fame: 1\n", "  stag_fame: 1\n  ox_rage: 2\n")
    (tmp_path / "ruleset.yaml").write_text(rules, "utf-8")
    clan = (SHIPPED / "clans" / "otter.yaml").read_text("utf-8").replace("lore: boar_explore", "lore: ox_rage")
    (tmp_path / "otter.yaml").write_text(clan, "utf-8")
    assert validate_paths([tmp_path / "ruleset.yaml", tmp_path / "otter.yaml"]).findings == []
    alone = validate_paths([tmp_path / "otter.yaml"])  # read against the shipped ruleset
    assert [f.code for f in alone.findings] == ["E-NG-AMOUNT"]


def test_every_files_findings_are_kept_when_validated_together(tmp_path):
    faults = [
        ("tiles.yaml", "    start: start\n", ""),
        ("cards.yaml", "{draw: {cards: 3, keep: 2, discard: 1}}", "{draw: {cards: 4, keep: 2, discard: 1}}"),
        ("clans/otter.yaml", "id: otter-river-lore", "id: otter-rafts"),
        ("ruleset.yaml", "  group_size: 3", "  group_size: 8"),
    ]
    paths = []
    for name, old, new in faults:
        path = tmp_path / name.replace("/", "-")
        path.write_text((SHIPPED / name).read_text("utf-8").replace(old, new, 1), "utf-8")
        paths.append(path)
    codes = sorted(f.code for f in validate_paths(paths).findings)
    assert codes == ["E-NG-DRAW", "E-NG-DUPLICATE-ID", "E-NG-NO-START", "E-NG-SETUP-UNITS"]


def test_a_card_file_may_hold_some_pools_only_when_it_extends_a_set_and_each_card_is_checked(tmp_path):
    text = (SHIPPED / "cards.yaml").read_text("utf-8")
    head, advanced = text[: text.index("starting:")], text[text.index("advanced:") : text.index("achievements:")]
    first = advanced[: advanced.index("  - id: ", len("advanced:\n  - id: "))]  # its first card only
    path = tmp_path / "expansion.yaml"
    path.write_text(head + first.replace("}]", "}, {fame: lots}]", 1), "utf-8")
    result = validate_paths([path])
    assert sorted(f.code for f in result.findings) == ["E-NG-AMOUNT", "E-NG-NO-STARTING", "E-NG-POOL"]
    pool = only(result, "E-NG-POOL")
    assert pool.message == "2 advanced cards; a game of 5 players (or the long game) deals 30"  # two copies
    path.write_text(
        head.replace("id: first-winter", "id: more\nextends: first-winter")
        + first.replace("}]", "}, {fame: lots}]", 1),
        "utf-8",
    )
    written = path.read_text("utf-8")
    result = validate_paths([path])
    assert [f.code for f in result.findings] == ["E-NG-AMOUNT"]  # the pools are the extended set's and its own
    amount = only(result, "E-NG-AMOUNT")
    assert (amount.line, amount.column) == position(written, "lots}")


def test_an_amount_in_a_starting_card_is_checked(tmp_path):
    result, text = planted(tmp_path, "cards.yaml", "    do: [{recruit: 2}]", "    do: [{recruit: two}]")
    finding = only(result, "E-NG-AMOUNT")
    assert (finding.line, finding.column) == position(text, "two}")


def test_a_clan_powers_draw_that_does_not_add_up_names_the_power(tmp_path):
    result, text = planted(
        tmp_path,
        "clans/otter.yaml",
        "      do: [{gain: {lore: boar_explore}}]",
        "      do: [{draw: {cards: 2, keep: 1}}]",
    )
    finding = only(result, "E-NG-DRAW")
    assert finding.message == "'power explore_without_closing' draws 2 cards but keeps, discards and puts back 1"


def test_a_second_ruleset_in_one_run_warns_that_only_the_first_applies(tmp_path):
    text = (SHIPPED / "ruleset.yaml").read_text("utf-8")
    for name in ("first.yaml", "second.yaml"):
        (tmp_path / name).write_text(text, "utf-8")
    result = validate_paths([tmp_path / "first.yaml", tmp_path / "second.yaml"])
    finding = only(result, "W-NG-SECOND-RULESET")
    assert finding.severity == "warning" and finding.file.endswith("second.yaml")
    assert (finding.line, finding.column) == position(text, "content:")
    assert "first.yaml" in finding.message


def test_a_card_set_without_starting_cards_is_an_error(tmp_path):
    # docs/rules-notes.md#northgard-extending-a-card-set: a whole set names each player's starting cards
    text = (SHIPPED / "cards.yaml").read_text("utf-8")
    cut = text[text.index("starting:") : text.index("early:")]
    path = tmp_path / "cards.yaml"
    path.write_text(text.replace(cut, ""), "utf-8")
    finding = only(validate_paths([path]), "E-NG-NO-STARTING")
    assert finding.severity == "error"
    assert finding.message == "card set 'first-winter' has no starting cards and extends no set"
    assert finding.hint == "list each player's six starting cards under 'starting:', or add 'extends: SET-ID'"
    assert (finding.line, finding.column) == (6, 1)


EXTENSION = """system: northgard
content: cards
id: more-sagas
extends: {base}
name: {{en: More Sagas, de: Mehr Sagas}}
early:
  - id: oath-stone
    name: {{en: Oath Stone, de: Schwurstein}}
    do: [{{fame: 1}}]
"""


def test_a_card_set_extends_the_shipped_set_or_one_of_the_run_by_its_id(tmp_path):
    path = tmp_path / "more.yaml"
    path.write_text(EXTENSION.format(base="first-winter"), "utf-8")
    assert validate_paths([path]).findings == []
    own = tmp_path / "own.yaml"
    own.write_text((SHIPPED / "cards.yaml").read_text("utf-8").replace("id: first-winter", "id: long-night"), "utf-8")
    path.write_text(EXTENSION.format(base="long-night"), "utf-8")
    assert validate_paths([own, path]).findings == []
    finding = only(validate_paths([path]), "E-NG-EXTENDS")
    assert (
        finding.message
        == "card set 'more-sagas' extends 'long-night', which is neither a set of this run nor the shipped set"
    )
    assert finding.hint == "name a card set given in the same run, or the shipped 'first-winter'"
    assert (finding.line, finding.column) == (4, 10)

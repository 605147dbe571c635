"""How the schema stage words a finding (validator/schema.py): values in the file's own spelling,
and a hint for a YAML 1.1 boolean word."""

from __future__ import annotations

import pytest

from tests.validator.helpers import edited, only


def test_a_yes_where_true_is_the_only_value_says_true_in_yaml_spelling(mutant):
    result = mutant(
        ("          do: [{gain: {vp: 1}}]", "          once_per_round: yes\n          do: [{gain: {vp: 1}}]")
    )
    finding = only(result, "E-VALUE")
    assert finding.message == (
        "'once_per_round' of card 'longhouse', ability 1 (feature) is 'yes'; expected one of: true"
    )
    assert finding.hint == "write true (YAML 1.2: yes is text)"
    assert (finding.line, finding.column) == mutant.position("yes")


def test_a_yes_or_no_where_a_boolean_is_expected_says_how_to_write_it(tmp_path):
    findings = edited(tmp_path, "northgard/cards.yaml", ("flash: true", "flash: off"))
    assert [(f.code, f.line, f.column, f.message, f.hint) for f in findings] == [
        (
            "E-TYPE",
            50,
            12,
            "'flash' of card 'market-day' should be true or false, not text ('off')",
            "write false (YAML 1.2: off is text)",
        )
    ]


AMOUNT = "an amount is a whole number from 1 to 99, or the name of a number in the ruleset's 'powers' table"
COLOUR = "a colour is written '#rrggbb' (six hex digits) and quoted in YAML, e.g. \"#2e6f9e\""
SPLIT = "split it into two steps of the list, in the order they happen"


@pytest.mark.parametrize(
    "file, old, new, expected",
    [
        (
            "northgard/clans/elk.yaml",
            "{recruit: 2}",
            "{recruit: 0}",
            ("E-VALUE", 14, 18, f"step 1 (recruit) is 0; {AMOUNT}"),
        ),
        (
            "northgard/clans/elk.yaml",
            "{recruit: 2}",
            "{recruit: -2}",
            ("E-VALUE", 14, 18, f"step 1 (recruit) is -2; {AMOUNT}"),
        ),
        (
            "northgard/clans/elk.yaml",
            "{recruit: 2}",
            "{recruit: 2, fame: 1}",
            ("E-STEP-SHAPE", 14, 8, "step 1 holds recruit and fame; one step does one thing", SPLIT),
        ),
        (
            "northgard/clans/elk.yaml",
            'colour: "#8c5a2b"',
            "colour: red",
            (
                "E-VALUE",
                7,
                9,
                f"'colour' of clan 'elk' is 'red'; {COLOUR}",
                "The clan's colour on its cards, as #rrggbb.",
            ),
        ),
        (
            "northgard/clans/elk.yaml",
            'colour: "#8c5a2b"',
            "colour: #8c5a2b",
            (
                "E-TYPE",
                7,
                8,
                "'colour' of clan 'elk' should be text, not empty (None)",
                "YAML reads ' #' as the start of a comment: quote the value, e.g. \"#8c5a2b\"",
            ),
        ),
    ],
)
def test_a_schema_finding_says_what_the_value_should_be(tmp_path, file, old, new, expected):
    (finding,) = edited(tmp_path, file, (old, new))
    got = (finding.code, finding.line, finding.column, finding.message, finding.hint)
    assert got[: len(expected)] == expected


def test_a_step_that_needs_a_target_says_so(mutant):
    result = mutant(("do: [{gain: {vp: 1}}]", "do: [{lose: {wood: 1}}]"))
    finding = only(result, "E-MISSING-KEY")
    assert finding.message == "card 'longhouse', ability 1 (feature), step 1 (lose): 'lose' needs a 'target'"
    assert finding.hint.startswith("add 'target': Aim the step at opponents: each_opponent, chosen_opponent")
    assert (finding.line, finding.column) == mutant.position("{lose")


def test_a_step_of_three_keys_is_a_step_shape_finding(mutant):
    result = mutant(("do: [{gain: {vp: 1}}]", "do: [{gain: {vp: 1}, per: {kind: card}, draw: 1}]"))
    finding = only(result, "E-STEP-SHAPE")
    assert finding.message == (
        "card 'longhouse', ability 1 (feature), step 1 holds gain and per and draw; one step does one thing"
    )
    assert finding.hint == SPLIT


ROW = (
    "a row is 10 hexes, one letter each (g grass, b flower field, f forest, c canyon, d desert, m mountain, "
    "w water, K castle, L location), spaces allowed between them"
)


def test_a_kingdom_builder_grid_of_nine_rows_says_how_many_it_has(tmp_path):
    findings = edited(tmp_path, "kb/boards.yaml", ('      - "d d d d d m f m f f"\n', ""))
    assert [(f.code, f.line, f.message) for f in findings] == [
        ("E-VALUE", 17, "'grid' of section 'heathmoor' has 9 rows; a section has 10, top to bottom")
    ]


@pytest.mark.parametrize("row", ["b b b g g g d d f", "b b b g g g d d f x"])  # 9 hexes; an unknown letter
def test_a_kingdom_builder_grid_row_says_what_a_row_is(tmp_path, row):
    findings = edited(tmp_path, "kb/boards.yaml", ('"b b b g g g d d f d"', f'"{row}"'))
    assert [(f.code, f.line, f.column, f.message) for f in findings] == [
        ("E-VALUE", 35, 9, f"section 'saltmarsh', row 0 is '{row}'; {ROW}")
    ]


def test_an_imperial_settlers_raze_field_of_one_good_says_what_a_raze_field_is(tmp_path):
    findings = edited(tmp_path, "is2014/commons.yaml", ("raze: [wood, wood]", "raze: [wood]"))
    assert [(f.code, f.line, f.message, f.hint) for f in findings] == [
        (
            "E-VALUE",
            13,
            "'raze' of card 'timber-camp' is ['wood']; a Raze field is two Goods, e.g. [wood, card], or false",
            "razing the card gives both Goods; false: a Common card that cannot be razed",
        )
    ]

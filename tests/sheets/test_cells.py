"""The cell syntax (docs/spreadsheets.md): each form read as documented, and every value round-trips."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deckwright.sheets.cells import ABSENT, CellSyntaxError, decode, encode, native


@pytest.mark.parametrize(
    "text, value",
    [
        ("wood:1 stone:2", {"wood": 1, "stone": 2}),
        ("vp:-1", {"vp": -1}),
        ("en=Cod Banks|de=Kabeljaubänke", {"en": "Cod Banks", "de": "Kabeljaubänke"}),
        ("en=Farm | de=Hof", {"en": "Farm", "de": "Hof"}),
        ("[{gain: {vp: 1}}]", [{"gain": {"vp": 1}}]),
        ('{"en": "a|b"}', {"en": "a|b"}),
        ('"2"', "2"),
        ("2", 2),
        ("0.5", 0.5),
        ("1e3", 1000.0),
        ("true", True),
        ("null", None),
        ("no", "no"),  # YAML 1.2: text, not false
        ("#9c2a1f", "#9c2a1f"),
        ("SAIL", "SAIL"),
        ("  hall  ", "hall"),
        ("Feature: gain 1 VP.", "Feature: gain 1 VP."),
    ],
)
def test_decode_reads_each_form(text, value):
    assert decode(text) == value and type(decode(text)) is type(value)


@pytest.mark.parametrize("cell, value", [(2, 2), (2.0, 2), (0.25, 0.25), (True, True)])
def test_decode_keeps_native_workbook_values(cell, value):
    assert decode(cell) == value and type(decode(cell)) is type(value)


@pytest.mark.parametrize("cell", [None, "", "   "])
def test_an_empty_cell_is_an_absent_key(cell):
    assert decode(cell) is ABSENT


@pytest.mark.parametrize(
    "text, message",
    [
        ("[{gain: {vp: 1}", "the cell's YAML flow text does not parse: did not find expected ',' or '}'"),
        ("wood:1 wood:2", "the key 'wood' appears twice in the cell"),
        ("en=Farm|en=Hof", "the key 'en' appears twice in the cell"),
        ("{a: 1, a: 2}", 'the cell\'s YAML flow text does not parse: found duplicate key "a"'),
    ],
)
def test_decode_refuses_malformed_cells(text, message):
    with pytest.raises(CellSyntaxError) as caught:
        decode(text)
    assert str(caught.value) == message


@pytest.mark.parametrize(
    "value, text",
    [
        ({"wood": 1, "stone": 2}, "wood:1 stone:2"),
        ({"en": "Pine Slope", "de": "Kiefernhang"}, "en=Pine Slope|de=Kiefernhang"),
        ([{"gain": {"vp": 1}}], "[{gain: {vp: 1}}]"),
        ("hall", "hall"),
        (3, "3"),
        (False, "false"),
        ("2", '"2"'),  # text that would read as a number is quoted
        ("true", '"true"'),
        ("", '""'),
        ("=SUM(A1:A3)", '"=SUM(A1:A3)"'),  # never a formula
        ("[vp] each", '"[vp] each"'),
        ({"en": "a|de=b"}, '{"en": "a|de=b"}'),
        ({}, "{}"),
    ],
)
def test_encode_writes_the_compact_form_that_reads_back(value, text):
    assert encode(value) == text
    assert decode(text) == value


def test_native_keeps_numbers_for_workbooks():
    assert native(3) == 3 and native(True) is True and native({"wood": 1}) == "wood:1"


_KEYS = st.text(min_size=1, max_size=6)
_JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**6), 10**6)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_KEYS, inner, max_size=3),
    max_leaves=8,
)


@pytest.mark.slow
@settings(max_examples=300, derandomize=True, deadline=None, database=None)
@given(_JSON)
def test_every_value_round_trips_through_its_cell_text(value):
    back = decode(encode(value))
    assert back == value and repr(back) == repr(value)

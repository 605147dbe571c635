"""Any card-file-shaped data, written to CSV or XLSX and read back, is the same data."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckwright.sheets.files import read, write
from deckwright.sheets.layout import build, tables

_TEXT = st.text(max_size=10)
_SCALARS = (
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.floats(allow_nan=False, allow_infinity=False) | _TEXT
)
_VALUES = st.recursive(
    _SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_TEXT, inner, max_size=3), max_leaves=6
)
_LISTS = ("types", "basic_fields", "deck")  # the item lists of the clan schema
_KEYS = st.from_regex(r"[a-z][a-z_]{0,6}", fullmatch=True).filter(lambda k: k not in (*_LISTS, "system", "content"))
_ITEMS = st.lists(st.dictionaries(_KEYS, _VALUES, min_size=1, max_size=4), max_size=4)
_DATA = st.builds(
    lambda fields, lists: {"system": "eotn", "content": "clan", **fields, **lists},
    st.dictionaries(_KEYS, _VALUES, max_size=4),
    st.fixed_dictionaries({}, optional=dict.fromkeys(_LISTS, _ITEMS)),
)


def _round_trip(data, path):
    write(path, tables(data, "eotn", "clan"))
    built = build(read(path, path.name))
    assert built.findings == []
    # equal after loading, and strictly: True is not 1, 2.0 is not 2 (the key order of items may change in CSV)
    assert json.dumps(built.data, sort_keys=True) == json.dumps(data, sort_keys=True)


@pytest.mark.slow
@settings(
    max_examples=80,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(_DATA)
def test_csv_round_trip(tmp_path, data):
    _round_trip(data, tmp_path / "any.csv")


@pytest.mark.slow
@settings(
    max_examples=40,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(_DATA)
def test_xlsx_round_trip(tmp_path, data):
    _round_trip(data, tmp_path / "any.xlsx")

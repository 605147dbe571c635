"""Fuzzing the loader and the validator: random bytes, and YAML/JSON near the edges (deep, wide, odd
scalars, tags, unicode), alone and inside a valid clan. Nothing may raise, and every finding is
well formed and prints safely. Deterministic (``derandomize``) and bounded to a few seconds.
"""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckwright.findings import format_github, format_text, to_json
from deckwright.validator import validate_paths

FIXTURE_TEXT = (Path(__file__).parent / "validator" / "fixtures" / "valid-clan.yaml").read_text("utf-8")
FIXTURE = yaml.safe_load(FIXTURE_TEXT)
FUZZ = settings(
    max_examples=60, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck)
)
CODE = re.compile(r"^[EW]-[A-Z0-9]+(-[A-Z0-9]+)*$")
RAW_CONTROL = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


def validate_bytes(raw: bytes, suffix: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"fuzz{suffix}"
        path.write_bytes(raw)
        result = validate_paths([path])
    assert result.files == 1
    for finding in result.findings:
        assert finding.file == str(path)
        assert finding.line >= 1 and finding.column >= 1
        assert CODE.match(finding.code), finding.code
        assert finding.severity in ("error", "warning") and finding.message
        assert not RAW_CONTROL.search(format_text(finding))
        assert "\n" not in format_github(finding) and "\r" not in format_github(finding)
    assert to_json(result.findings).isascii()
    json.loads(to_json(result.findings))


@FUZZ
@given(st.binary(max_size=400), st.sampled_from([".yaml", ".json"]))
def test_random_bytes(raw, suffix):
    validate_bytes(raw, suffix)


ODD_TEXT = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=12) | st.sampled_from(
    [
        "",
        "no",
        "yes",
        "~",
        "null",
        "0x1F",
        "0o17",
        "1e400",
        ".inf",
        "-.nan",
        "2020-01-01",
        "\x1b[31m",
        "\u202e",
        "a\nb",
        "::error::x",
        "%0A",
        "ü",
        "😀",
        "\u2028",
    ]
)
ODD_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=2**53 - 2, max_value=2**70)
    | st.floats()
    | st.sampled_from([2.0, -0.0, 1e300])
    | ODD_TEXT
)


def nest(value, depth: int, keys: bool):
    for level in range(depth):
        value = {f"k{level}": value} if keys else [value]
    return value


STRUCTURES = st.recursive(
    ODD_SCALARS, lambda inner: st.lists(inner, max_size=5) | st.dictionaries(ODD_TEXT, inner, max_size=5), max_leaves=20
)
NEAR_EDGES = (
    STRUCTURES
    | st.builds(nest, STRUCTURES, st.integers(55, 75), st.booleans())  # around the depth limit
    | st.builds(lambda n, v: {f"key{i}": v for i in range(n)}, st.integers(40, 120), ODD_SCALARS)
)


def as_json(data) -> bytes:
    return json.dumps(data).encode()  # ASCII: odd characters as \u escapes, NaN and Infinity as JSON allows


def as_yaml(data) -> bytes:
    return yaml.safe_dump(data, allow_unicode=True).encode("utf-8", "surrogatepass")


@FUZZ
@given(NEAR_EDGES, st.booleans())
def test_structures_near_the_edges(data, json_syntax):
    validate_bytes(as_json(data) if json_syntax else as_yaml(data), ".json" if json_syntax else ".yaml")


@pytest.mark.slow
@FUZZ
@given(
    st.sampled_from(["deck", "basic_fields", "types", "name", "difficulty", "id"]),
    st.integers(0, 9),
    NEAR_EDGES,
    st.booleans(),
)
def test_edge_values_inside_a_valid_clan(key, index, value, json_syntax):
    data = json.loads(json.dumps(FIXTURE))
    if isinstance(data[key], list):
        data[key][index % len(data[key])] = value
    else:
        data[key] = value
    validate_bytes(as_json(data) if json_syntax else as_yaml(data), ".json" if json_syntax else ".yaml")


TAGS = st.sampled_from(
    [
        "!!timestamp ",
        "!!binary ",
        "!!set ",
        "!!bool ",
        "!!float ",
        "!!int ",
        "!!str ",
        "!!map ",
        "!!seq ",
        "!!null ",
        "!!omap ",
        "!!python/object:os.system ",
        "!foo ",
        "&a ",
        "*a ",
        "<<: ",
        "? ",
        "- ",
        "[",
        "{",
        "'",
        '"',
        "\t",
        "\\ud800",
        "\x85",
        "\ufeff",
        "%YAML 1.1\n",
    ]
)


@FUZZ
@given(st.lists(st.tuples(st.integers(0, len(FIXTURE_TEXT)), TAGS), min_size=1, max_size=4))
def test_tags_and_indicators_spliced_into_a_valid_clan(splices):
    text = FIXTURE_TEXT
    for at, piece in sorted(splices, reverse=True):
        text = text[:at] + piece + text[at:]
    validate_bytes(text.encode("utf-8", "surrogatepass"), ".yaml")

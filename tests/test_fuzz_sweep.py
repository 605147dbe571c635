"""Fuzzing sweep configs (``play.sweep.read_config``): random bytes and structured hostile configs
(odd file names, numbers where names go, grids of odd axes). Reading one never raises anything but
``SweepError``, whose findings are well formed, and never reads a file outside the config's folder.
Deterministic (``derandomize``) and bounded to a few seconds (issue 28)."""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from deckwright.paths import data_dir
from deckwright.play.sweep import Sweep, SweepError, read_config
from tests.test_fuzz_loader import CODE, FUZZ, ODD_TEXT

VESKA = data_dir("cards") / "eotn" / "clans" / "veska.yaml"
FILES = st.sampled_from(["veska.yaml", "../outside.yaml", "/etc/passwd", "", ".", "sweep.yaml", "a\0b"]) | ODD_TEXT
VALUE = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 10**9) | ODD_TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(ODD_TEXT, inner, max_size=3),
    max_leaves=12,
)
CARD = st.sampled_from(["tale-weaver", "night-market", "no-such-card"]) | ODD_TEXT
AXIS = st.fixed_dictionaries(
    {"card": CARD, "field": st.sampled_from(["cost", "copies", "name"]) | ODD_TEXT},
    optional={"values": st.lists(VALUE, max_size=5)},
)
CHANGE = st.fixed_dictionaries({"card": CARD}, optional={"set": VALUE, "remove": VALUE})
CONFIG = st.fixed_dictionaries(
    {"file": FILES | VALUE},
    optional={
        "games": VALUE,
        "seed": VALUE,
        "bot": VALUE,
        "grid": st.lists(AXIS, max_size=4) | VALUE,
        "variants": st.lists(st.fixed_dictionaries({"name": ODD_TEXT, "changes": st.lists(CHANGE, max_size=3)})),
    },
)


def _read(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        inside = Path(folder) / "sweep"
        inside.mkdir()
        shutil.copy(VESKA, inside)
        (Path(folder) / "outside.yaml").write_text("secret: 1\n")
        config = inside / "sweep.yaml"
        config.write_bytes(raw)
        try:
            assert isinstance(read_config(config), Sweep)
        except SweepError as exc:
            for finding in exc.findings:
                assert CODE.match(finding.code) and finding.line >= 1 and finding.column >= 1
                assert "secret" not in finding.message


@FUZZ
@given(st.binary(max_size=300))
def test_random_bytes(raw):
    _read(raw)


@FUZZ
@given(CONFIG)
def test_hostile_configs(config):
    _read(json.dumps(config).encode())

"""Valid-looking edge values (whole-number decimals, huge or boolean numbers, odd text) placed in a
clan go through every stage: validate, then for a clean file the model, a short game and the
card text. Nothing may crash, and the model only ever holds the types the engine and renderer
expect (whole numbers are ``int``, text is ``str`` without lone surrogates).
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckwright.engine.core import play
from deckwright.engine.eotn import Variants, new_game
from deckwright.engine.policies import RandomBot
from deckwright.model.eotn import Card, clan_from_data, island_set_from_data
from deckwright.paths import data_dir
from deckwright.renderer.eotn.verbalize import card_name, card_text
from deckwright.validator import validate_paths

FIXTURE = yaml.safe_load((Path(__file__).parent / "validator" / "fixtures" / "valid-clan.yaml").read_text("utf-8"))

NUMBERS = st.sampled_from(
    [1, 2, 3, 99, 100, 0, -1, 1.0, 2.0, 3.0, 2.5, float("nan"), float("inf"), True, False, 2**53, 2**64, "2", None]
)
TEXT = st.text(min_size=1, max_size=70) | st.sampled_from(
    ["\x1b[31mRed", "\u202eevil", "Smörgås", "😀", "a\nb", " ", "\t", "%0A::error::x", "x" * 61, "\u2028", "\x00"]
)
# (path into the clan, value): the places an author most often writes a number or a name
EDGES = st.one_of(
    st.tuples(st.just(("deck", 0, "copies")), NUMBERS),
    st.tuples(st.just(("deck", 0, "cost", "wood")), NUMBERS),
    st.tuples(st.just(("basic_fields", 0, "goods", "wood")), NUMBERS),
    st.tuples(st.just(("difficulty",)), NUMBERS),
    st.tuples(st.just(("ships",)), NUMBERS),
    st.tuples(st.just(("deck", 1, "name", "en")), TEXT),
    st.tuples(st.just(("deck", 1, "name", "de")), TEXT),
    st.tuples(st.just(("name", "en")), TEXT),
    st.tuples(st.just(("deck", 0, "abilities", 0, "feature", "do", 0, "gain", "vp")), NUMBERS),
)


def place(data: dict, path: tuple, value) -> None:
    for step in path[:-1]:
        data = data[step]
    data[path[-1]] = value


@pytest.fixture(scope="module")
def table() -> tuple:
    """The opponent (the first shipped clan) and the first shipped island set."""
    shipped = validate_paths([data_dir("cards") / "eotn"])
    return clan_from_data(shipped.clean("eotn", "clan")[0].data), island_set_from_data(
        shipped.clean("eotn", "islands")[0].data
    )


def assert_plain_types(card: Card) -> None:
    assert type(card.copies) is int
    for goods in (card.cost, card.goods):
        assert all(type(n) is int for n in (goods or {}).values())
    assert all(type(text) is str and text.encode("utf-8") for text in card.name.values())


@settings(max_examples=40, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(st.lists(EDGES, min_size=1, max_size=3), st.booleans())
def test_edge_values_through_every_stage(table, edges, json_syntax):
    data = json.loads(json.dumps(FIXTURE))
    for path, value in edges:
        place(data, path, value)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / ("clan.json" if json_syntax else "clan.yaml")
        path.write_text(json.dumps(data) if json_syntax else yaml.safe_dump(data, allow_unicode=True), "utf-8")
        result = validate_paths([path])
    clean = result.clean("eotn", "clan")
    if not clean:
        assert any(f.severity == "error" for f in result.findings)
        return
    clan = clan_from_data(clean[0].data)
    assert type(clan.difficulty) is int and type(clan.ships) is int
    for card in (*clan.basic_fields, *clan.deck):
        assert_plain_types(card)
        for lang in ("en", "de"):
            assert isinstance(card_name(card, lang), str) and isinstance(card_text(card, lang, clan), str)
    opponent, islands = table
    game = new_game([clan, opponent], 7, islands, Variants(max_rounds=2))
    outcome = play(game, [RandomBot(1), RandomBot(2)], max_decisions=1500)
    assert len(outcome.scores) == 2

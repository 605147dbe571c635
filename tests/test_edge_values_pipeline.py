"""Valid-looking edge values (whole-number decimals, huge or boolean numbers, odd text) go through
every stage: validate, then for a clean file the model, a short game and the card text. Nothing
may crash. In any place of any registered system's shipped files, every finding is located and a
clean file plays and prints; in an EotN clan, the model only ever holds the types the engine and
renderer expect (whole numbers are ``int``, text is ``str`` without lone surrogates).
"""

from __future__ import annotations

import copy
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
from deckwright.loader import read_document
from deckwright.model.eotn import Card, clan_from_data, island_set_from_data
from deckwright.paths import data_dir
from deckwright.play.arena import load_arena
from deckwright.renderer.eotn.verbalize import card_name, card_text
from deckwright.systems import System, all_systems
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


@pytest.fixture(scope="module", params=sorted(all_systems()))
def system_files(request) -> tuple[System, dict[Path, dict]]:
    """A registered system and its shipped files' data."""
    paths = sorted((data_dir("cards") / request.param).rglob("*.yaml"))
    return all_systems()[request.param], {path: read_document(path).data for path in paths}


def _leaves(node, where: tuple = ()):
    """(path, edge values of its type) of every number and text inside ``node``."""
    if isinstance(node, (dict, list)):
        for key, value in node.items() if isinstance(node, dict) else enumerate(node):
            yield from _leaves(value, (*where, key))
    elif where[0] not in ("system", "content") and type(node) in (int, float, str):
        yield where, TEXT if isinstance(node, str) else NUMBERS


@pytest.mark.slow
@settings(max_examples=12, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_edge_values_anywhere_in_any_systems_content_go_through_every_stage(system_files, data):
    """A table file (an island set, a deck all seats share) is played by a shipped seat's file."""
    system, files = system_files
    path = data.draw(st.sampled_from(sorted(files)), label="file")
    changed = copy.deepcopy(files[path])
    where, values = data.draw(st.sampled_from(list(_leaves(files[path]))), label="where")
    place(changed, where, data.draw(values, label="value"))
    seat = system.seat.content
    player = min(p for p, d in files.items() if d["content"] == seat) if seat and changed["content"] != seat else None
    with tempfile.TemporaryDirectory() as folder:
        edited = Path(folder) / path.name
        edited.write_text(yaml.safe_dump(changed, allow_unicode=True), "utf-8")
        findings, _, arena = load_arena([player] if player else [edited], table=edited if player else None)
        assert all(f.line >= 1 and f.column >= 1 and f.message for f in findings)
        if arena is None:
            assert any(f.severity == "error" for f in findings)
            return
        for lang in system.languages:
            text = system.hook("rules_text")(read_document(edited), changed["content"], lang)
            assert all(type(line) is str for line in text.values())
    seats = arena.tables(arena.check_players(None))[0]
    game = arena.setup.new_game([arena.setup.entrants[i] for i in seats], seed=7)
    outcome = play(game, [RandomBot(i) for i in range(len(seats))], max_decisions=1500)
    assert len(outcome.scores) == len(seats)

"""The Empires of the North ``render_items`` hook: which cards print, how often, with which back."""

from __future__ import annotations

import copy

import pytest

from deckwright.paths import data_dir
from deckwright.renderer.eotn import items
from deckwright.systems import all_systems
from deckwright.validator import validate_paths
from tests.renderer.fakes import FakeFaces


@pytest.fixture(scope="module")
def shipped():
    return validate_paths([data_dir("cards") / "eotn"])


@pytest.fixture(autouse=True)
def fake_faces(monkeypatch):
    monkeypatch.setattr(items, "_faces", lambda: FakeFaces)


def test_the_hook_prints_what_items_prints(shipped):
    doc = shipped.clean("eotn", "clan")[0]
    hooked = all_systems()["eotn"].hook("render_items")(doc, "clan", "en")
    assert [item.id for item in hooked.items] == [item.id for item in items.render_items(doc, "clan", "en").items]


def test_a_clan_prints_basic_fields_and_every_deck_copy_with_the_clan_back(shipped):
    doc = shipped.clean("eotn", "clan")[0]
    deck = items.render_items(doc, "clan", "en")
    data = doc.data
    assert deck.name == data["id"] and deck.title == data["name"]["en"]
    assert len(deck.copies()) == len(data["basic_fields"]) + 30
    assert {item.back.name for item in deck.items} == {f"{data['id']}-back"}
    assert [item.front.name for item in deck.items[:3]] == [f"{data['id']}-{c['id']}" for c in data["basic_fields"]]


def test_islands_get_the_nearby_or_distant_back(shipped):
    doc = shipped.clean("eotn", "islands")[0]
    deck = items.render_items(doc, "islands", "de")
    for item, island in zip(deck.items, doc.data["islands"]):
        assert item.back.name == f"{doc.data['id']}-back-{island['distance']}"
        assert item.title == island["name"].get("de", island["name"]["en"])


def test_editing_one_card_changes_only_its_key(shipped):
    doc = shipped.clean("eotn", "clan")[0]
    before = items.render_items(doc, "clan", "en")
    edited = copy.copy(doc)
    edited.data = copy.deepcopy(doc.data)
    edited.data["deck"][0]["name"]["en"] = "Something Else"
    after = items.render_items(edited, "clan", "en")
    changed = [a.front.name for a, b in zip(before.items, after.items) if a.front.key != b.front.key]
    assert changed == [f"{doc.data['id']}-{doc.data['deck'][0]['id']}"]
    edited.data["colour"] = "#000000"  # the clan's look: every face
    recoloured = items.render_items(edited, "clan", "en")
    assert all(a.front.key != b.front.key for a, b in zip(after.items, recoloured.items))
    assert after.items[0].back.key != recoloured.items[0].back.key

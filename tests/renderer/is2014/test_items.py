"""What each Imperial Settlers (2014) document prints (the ``render_items`` hook): items, copies,
backs and sizes."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from deckwright.model.is2014 import shipped
from deckwright.renderer.is2014.items import render_items
from deckwright.renderer.shapes import rect

FACTION = {
    "system": "is2014",
    "content": "faction",
    "id": "reed",
    "name": {"en": "Reed Folk", "de": "Schilfvolk"},
    "colour": "#3b6ea8",
    "board": {"production": {"worker": 3, "food": 1}},
    "deck": [
        {
            "id": "weir",
            "name": {"en": "Weir"},
            "kind": "production",
            "colours": ["brown"],
            "copies": 3,
            "cost": {"wood": 1},
            "deal": "food",
            "produce": [{"gain": {"food": 1}}],
        },
        {
            "id": "hut",
            "name": {"en": "Hut"},
            "kind": "production",
            "colours": ["brown"],
            "deal": "worker",
            "produce": [{"gain": {"worker": 1}}],
        },
    ],
}
ATTACKS = {
    "system": "is2014",
    "content": "attack_deck",
    "id": "raid",
    "name": {"en": "Raid", "de": "Überfall"},
    "cards": [{"id": "w", "target": "wood", "copies": 15}, {"id": "v", "target": "vp"}],
}


def deck(data, content, lang="en"):
    return render_items(SimpleNamespace(data=data, path=Path("/no-folder/cards.yaml")), content, lang)


def test_a_faction_prints_its_board_at_its_own_size_and_each_card_for_its_copies_on_the_faction_back():
    reed = deck(FACTION, "faction", "de")
    assert (reed.name, reed.title) == ("reed", "Schilfvolk")
    assert [(i.front.name, i.back.name, i.copies, i.title, i.shape) for i in reed.items] == [
        ("reed_board", "reed_board-back", 1, "Schilfvolk", rect(180, 110)),
        ("reed-weir", "reed_back", 3, "Weir", None),
        ("reed-hut", "reed_back", 1, "Hut", None),
    ]
    assert len(reed.copies()) == 5


def test_a_shipped_faction_prints_a_board_and_thirty_cards():
    ashriders = deck(shipped("factions/ashriders.yaml"), "faction")
    assert len(ashriders.items) == 19  # the board and 18 card entries (3 + 6 + 9)
    assert [i.copies for i in ashriders.items[1:]] == [3] * 3 + [2] * 6 + [1] * 9
    assert len(ashriders.copies()) == 31
    assert {i.shape for i in ashriders.items[1:]} == {None}


def test_the_common_deck_prints_each_card_for_its_copies_on_the_common_back():
    commons = deck(shipped("commons.yaml"), "common_deck", "de")
    assert (commons.name, commons.title) == ("frontier-commons", "Gemeinsame Grenzkarten")
    assert len(commons.items) == 41 and len(commons.copies()) == 69
    assert [(i.front.name, i.copies, i.title) for i in commons.items[:2]] == [
        ("frontier-commons-timber-camp", 4, "Holzfällerlager"),
        ("frontier-commons-quarry-pit", 4, "Steingrube"),
    ]
    assert {i.back.name for i in commons.items} == {"frontier-commons_back"}
    assert {i.shape for i in commons.items} == {None}


def test_an_attack_deck_prints_sixteen_cards_named_by_their_target():
    raid = deck(ATTACKS, "attack_deck", "de")
    assert [(i.front.name, i.back.name, i.copies, i.title) for i in raid.items] == [
        ("raid-w", "raid_back", 15, "Angriff: Holz"),
        ("raid-v", "raid_back", 1, "Angriff: Siegpunkt"),
    ]
    assert len(raid.copies()) == 16


def test_a_card_named_like_a_back_cannot_share_the_backs_file_name():
    named_back = {**FACTION, "deck": [{**FACTION["deck"][1], "id": "back"}]}
    faces = deck(named_back, "faction").faces()
    assert sorted(faces) == ["reed-back", "reed_back", "reed_board", "reed_board-back"]


def test_a_face_key_changes_with_its_data_and_language_only():
    first = deck(FACTION, "faction").items
    renamed = {**FACTION, "deck": [{**FACTION["deck"][0], "name": {"en": "Fish Weir"}}, FACTION["deck"][1]]}
    changed = deck(renamed, "faction").items
    assert [a.front.key == b.front.key for a, b in zip(first, changed)] == [True, False, True]
    german = deck(FACTION, "faction", "de").items
    assert all(a.front.key != b.front.key for a, b in zip(first, german))

"""``copies_of``: how many copies an entry of a card file asks for, read one way by every stage."""

from __future__ import annotations

from deckwright.model import copies_of
from deckwright.model.is2014 import common_deck_from_data, shipped


def test_an_entry_asks_for_its_copies_and_for_one_when_it_names_none():
    assert copies_of({"id": "farm", "copies": 3}) == 3
    assert copies_of({"id": "farm"}) == 1


def test_the_model_repeats_an_entry_for_the_copies_it_asks_for():
    data = {
        "system": "is2014",
        "content": "common_deck",
        "id": "tiny",
        "name": {"en": "Tiny"},
        "cards": [
            {**card, "copies": copies} if copies else {k: v for k, v in card.items() if k != "copies"}
            for card, copies in zip(shipped("commons.yaml")["cards"][:3], (3, None, 2))
        ],
    }
    listed = [card.id for card in common_deck_from_data(data).deck_list()]
    first, second, third = (card["id"] for card in data["cards"])
    assert sorted(listed) == sorted([first] * 3 + [second] + [third] * 2)

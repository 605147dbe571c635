"""Northgard's card sets as the model reads them: a set that extends another, and its Unrest supply."""

from deckwright.model.northgard import card_set_from_data, extended_set, set_entries, shipped

EXTENSION = {
    "system": "northgard",
    "content": "cards",
    "id": "more",
    "extends": "first-winter",
    "advanced": [{"id": "oath", "name": {"en": "Oath"}, "copies": 2, "do": [{"fame": 1}]}],
}


def test_an_extension_adds_its_cards_to_the_set_it_names_and_prints_no_unrest_card():
    # docs/rules-notes.md#northgard-extending-a-card-set
    base = shipped("cards.yaml")
    merged = extended_set([EXTENSION])
    assert merged["id"] == "first-winter" and merged["advanced"][-1]["id"] == "oath"
    assert len(merged["advanced"]) == len(base["advanced"]) + 1 and merged["starting"] == base["starting"]
    assert [c.id for c in card_set_from_data(merged).advanced][-2:] == ["oath", "oath"]
    assert [(raw["id"], kind, pointer) for raw, kind, pointer in set_entries(EXTENSION)] == [
        ("oath", "advanced", "/advanced/0")
    ]
    assert extended_set([]) is None
    other = {**base, "id": "other"}
    assert extended_set([other, EXTENSION]) == other  # it extends another set than the one played


def test_the_unrest_supply_is_the_sets_copies_or_ten():
    # docs/rules-notes.md#northgard-unrest-supply
    base = {key: value for key, value in shipped("cards.yaml").items() if key != "unrest"}
    assert card_set_from_data(base).unrest_copies == 10
    assert card_set_from_data({**base, "unrest": {"name": {"en": "Strife"}, "copies": 4}}).unrest_copies == 4

"""The overflow measure the faces and the validator share: text that would need less than 6 pt."""

from __future__ import annotations

from deckwright.model.is2014 import card_from_data
from deckwright.renderer.is2014.layout import FACES
from deckwright.renderer.is2014.measure import ability_layout, location_boxes, text_overflow, texts

W, H = FACES.reference


def wordy(n: int, name: str = "Mill"):
    text = " ".join(["Gain 1 [wood]."] * n)
    return card_from_data(
        {"id": "mill", "name": {"en": name}, "kind": "production", "colours": ["brown"], "text": {"en": text}}
    )


def layout(card):
    return ability_layout(card, "en", location_boxes(W, H), FACES.scale(W, H))


def test_the_warning_starts_where_the_text_would_go_below_six_points():
    n = next(n for n in range(1, 200) if text_overflow(wordy(n), None, "en"))
    last_fit, first_over = layout(wordy(n - 1)), layout(wordy(n))
    assert not last_fit.overflow and 6.0 <= last_fit.size_pt < 6.5
    assert first_over.overflow and first_over.size_pt == 6.0
    assert text_overflow(wordy(n - 1), None, "en") is None
    assert (
        text_overflow(wordy(n), None, "en")
        == "the ability text of 'mill' (en) does not fit a 63x88 mm card even at 6 pt"
    )


def test_a_short_text_prints_at_the_full_size():
    assert layout(wordy(1)).size_pt == 9.0


def test_a_name_too_long_for_its_line_is_named_too():
    long_name = "Grand" + "e" * 40 + " Hall"
    assert text_overflow(wordy(1, long_name), None, "en") == (
        "the name of 'mill' (en) does not fit a 63x88 mm card even at 6 pt"
    )


def costly(cost):
    card = card_from_data({"id": "c", "name": {"en": "C"}, "kind": "production", "colours": [], "cost": cost})
    return texts(card, "en", location_boxes(W, H), FACES.scale(W, H))["cost"]


def test_a_cost_repeats_the_icon_up_to_three_and_counts_above():
    assert costly({"wood": 3, "location": 1}).text == "[is_wood][is_wood][is_wood] [is_location]"
    assert costly({"wood": 4}).text == "4 [is_wood]"


def test_the_largest_cost_shrinks_onto_two_lines_and_still_fits():
    largest = costly({good: 3 for good in ("food", "wood", "stone", "gold", "worker", "location")})
    assert (len(largest.lines), largest.size_pt, largest.overflow) == (2, 7.5, False)
    assert costly({"wood": 1}).size_pt == 15.75  # a plain cost fills its field

"""Every box of the Imperial Settlers (2014) layouts keeps 3 mm inside the trim (the safe zone), on
the reference card and on the faction board."""

from __future__ import annotations

import pytest

from deckwright.renderer.is2014.layout import BOARD, FACES

SAFE = 3.0


def outside(layouts, names, w, h):
    return [
        (name, key)
        for name in names
        for key, box in layouts.boxes([name], w, h).items()
        if box.x < SAFE - 1e-9 or box.y < SAFE - 1e-9 or box.right > w - SAFE + 1e-9 or box.bottom > h - SAFE + 1e-9
    ]


@pytest.mark.parametrize("size", [FACES.reference, (63.5, 88.9), (70, 120)])
def test_card_boxes_keep_the_safe_zone(size):
    assert outside(FACES, ["location", "attack", "back"], *size) == []


def test_board_boxes_keep_the_safe_zone():
    assert outside(BOARD, ["board"], *BOARD.reference) == []
    assert BOARD.reference == (180, 110)


def test_the_deal_strip_and_the_target_field_stay_on_their_edges_on_a_taller_card():
    for w, h in (FACES.reference, (70, 120)):
        # the framed edge boxes sit 0.4 mm inside the 3 mm safe zone (a little less on a larger card)
        assert h - SAFE - 0.5 <= FACES.boxes(["location"], w, h)["strip"].bottom <= h - SAFE - 0.3
        assert SAFE + 0.3 <= FACES.boxes(["attack"], w, h)["target"].y <= SAFE + 0.5

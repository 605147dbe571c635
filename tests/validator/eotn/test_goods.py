"""Which goods may stand where: the per-place definitions of schema/eotn/effects.schema.json."""

import pytest

from deckwright.validator.eotn.goods import PLACES, allowed
from deckwright.validator.schema import schema_files

RESOURCES = {"wood", "stone", "food", "sheep", "fish"}


@pytest.mark.parametrize(
    "place, goods",
    [
        ("cost", {*RESOURCES, "gold", "worker"}),  # a building cost: no vp, card or ship
        ("goods", {*RESOURCES, "gold"}),  # a field produces no workers
        ("spend", {*RESOURCES, "gold", "worker", "raze", "card"}),
        ("assign", {*RESOURCES, "gold", "worker", "raze"}),  # no ship assigned
        ("give", {*RESOURCES, "gold", "worker", "raze"}),  # no vp given
        ("conquer", {"raze", "fish"}),
    ],
)
def test_each_place_takes_its_goods(place, goods):
    assert allowed(place) == goods


def test_each_place_names_goods_of_the_goods_map():
    defs = schema_files()["eotn/effects.schema.json"]["$defs"]
    for name in PLACES.values():
        assert defs[name]["$ref"] == "#/$defs/goods"
        assert set(defs[name]["x-only"]["keys"]) < set(defs["goods"]["properties"]), name

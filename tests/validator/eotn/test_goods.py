"""Which goods may stand where: the per-place definitions of schema/eotn/effects.schema.json."""

from pathlib import Path

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


DOCS = Path(__file__).parents[3] / "docs" / "authoring.md"
COLUMNS = {"cost": "cost", "field `goods`": "goods", "spend": "spend", "assign": "assign", "give": "give"}


@pytest.mark.skipif(not DOCS.is_file(), reason="docs/ is not installed with the wheel")
def test_the_authoring_guides_goods_table_is_the_schemas():
    section = DOCS.read_text("utf-8").split("## 7. Goods")[1].split("\n## ")[0]
    rows = [
        [cell.strip() for cell in line.strip("|").split("|")] for line in section.splitlines() if line.startswith("|")
    ]
    header, body = rows[0], rows[2:]
    written = {
        COLUMNS[column]: {good.strip("` ") for row in body if row[index] == "yes" for good in row[0].split(",")}
        for index, column in enumerate(header)
        if column in COLUMNS
    }
    assert written == {place: allowed(place) for place in COLUMNS.values()}

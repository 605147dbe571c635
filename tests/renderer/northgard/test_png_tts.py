"""Northgard's tiles and building tokens through the shared PNG and TTS outputs: each face at its
own size (80 mm tiles, 18 and 24 mm tokens), not the card size of the sheet."""

from __future__ import annotations

import json

import pytest
from PIL import Image

from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.renderer.northgard.items import render_items
from deckwright.renderer.outdir import OutputFolder
from deckwright.renderer.outputs import Job, Settings
from deckwright.renderer.pdf import PrintOptions
from deckwright.renderer.sheets import PAPERS, Sheet

NORTHGARD = data_dir("cards") / "northgard"
DPI = 50
TILE_PX = round(80 / 25.4 * DPI)  # 157: an 80 mm tile at 50 DPI
TOKEN_PX = {"small": round(18 / 25.4 * DPI), "large": round(24 / 25.4 * DPI)}  # 35 and 47


@pytest.fixture(scope="module")
def written(tmp_path_factory):
    """The PNG and TTS files of the shipped tiles and ruleset, by file name: image size, or JSON."""
    out = tmp_path_factory.mktemp("ng-png")
    for name, content in (("tiles", "tiles"), ("ruleset", "ruleset")):
        deck = render_items(read_document(NORTHGARD / f"{name}.yaml"), content, "en")
        settings = Settings(PrintOptions(Sheet((63.0, 88.0), PAPERS["a4"])), pdf=False, png=True, tts=True, dpi=DPI)
        folder = OutputFolder(out)
        with folder.locked():
            Job(deck, settings, folder).run()
    files = {}
    for path in out.iterdir():
        if path.suffix in (".png", ".jpg"):
            files[path.name] = Image.open(path).size
        elif path.suffix == ".json":
            files[path.name] = json.loads(path.read_text())
    return files


def test_every_tile_png_is_the_tile_at_its_own_size_and_not_the_card_size(written):
    tiles = read_document(NORTHGARD / "tiles.yaml").data["tiles"]
    fronts = {f"uncharted-coast-{tile['id']}.png" for tile in tiles}
    backs = {"uncharted-coast-back.png", "uncharted-coast-back-start.png"}
    assert {name: written[name] for name in fronts | backs} == {name: (TILE_PX, TILE_PX) for name in fronts | backs}


def test_tiles_come_to_tts_as_box_tiles_at_their_size_with_their_own_backs(written):
    tiles = read_document(NORTHGARD / "tiles.yaml").data["tiles"]
    states = written["uncharted-coast-tts.json"]["ObjectStates"]
    assert [state["Nickname"] for state in states] == [
        tile["id"] for tile in tiles for _ in range(tile.get("copies", 1))
    ]
    assert {state["Name"] for state in states} == {"Custom_Tile"}
    assert {state["CustomImage"]["CustomTile"]["Type"] for state in states} == {0}  # a box
    assert {round(state["Transform"]["scaleX"], 4) for state in states} == {round(80 / 50.8, 4)}
    backs = {state["Nickname"]: state["CustomImage"]["ImageSecondaryURL"].rsplit("/", 1)[1] for state in states}
    assert (
        backs["hearthland"] == "uncharted-coast-back-start-tts.png" and backs["ash"] == "uncharted-coast-back-tts.png"
    )
    assert written["uncharted-coast-ash-tts.png"] == (TILE_PX, TILE_PX)  # trimmed: the sheet has no bleed
    assert not [name for name in written if name.startswith("uncharted-coast-tts-")]  # no card sheets


def test_building_tokens_are_written_at_their_size(written):
    buildings = read_document(NORTHGARD / "ruleset.yaml").data["buildings"]
    sizes = {f"standard-{kind}.png": written[f"standard-{kind}.png"] for kind in buildings}
    assert sizes == {f"standard-{kind}.png": (TOKEN_PX[b["size"]],) * 2 for kind, b in buildings.items()}

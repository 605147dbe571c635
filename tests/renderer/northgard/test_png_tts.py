"""Northgard's tiles and building tokens through the shared PNG and TTS outputs: each face at its
own size (80 mm tiles, 18 and 24 mm tokens), not the card size of the sheet."""

from __future__ import annotations

import json
import math

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


def test_the_tts_sheets_of_tiles_hold_tile_sized_slots(written):
    tiles = read_document(NORTHGARD / "tiles.yaml").data["tiles"]
    starting = sum(tile.get("start") == "start" for tile in tiles)
    regular = len(tiles) - starting
    decks = {state["Nickname"]: state for state in written["uncharted-coast-tts.json"]["ObjectStates"]}
    assert len(decks) == 2  # the starting tile has its own back, so its own deck
    # the starting tile and the hidden card; then the sea-backed tiles, ten to a row, and the hidden card
    assert written["uncharted-coast-tts-1.jpg"] == (2 * TILE_PX, TILE_PX)
    assert written["uncharted-coast-tts-2.jpg"] == (10 * TILE_PX, math.ceil((regular + 1) / 10) * TILE_PX)
    assert written["uncharted-coast-tts-1-back.jpg"] == written["uncharted-coast-tts-2-back.jpg"] == (TILE_PX, TILE_PX)


def test_building_tokens_are_written_at_their_size(written):
    buildings = read_document(NORTHGARD / "ruleset.yaml").data["buildings"]
    sizes = {f"standard-{kind}.png": written[f"standard-{kind}.png"] for kind in buildings}
    assert sizes == {f"standard-{kind}.png": (TOKEN_PX[b["size"]],) * 2 for kind, b in buildings.items()}

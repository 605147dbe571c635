"""Kingdom Builder PNGs through the shared outputs: hex tiles and board sections at their own size,
cards at the card size."""

from __future__ import annotations

from PIL import Image

from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.renderer.kb.items import render_items
from deckwright.renderer.outdir import OutputFolder
from deckwright.renderer.outputs import Job, Settings
from deckwright.renderer.pdf import PrintOptions
from deckwright.renderer.sheets import PAPERS, Sheet

DPI = 50


def pngs(tmp_path, content: str) -> dict[str, tuple[int, int]]:
    deck = render_items(read_document(data_dir("cards") / "kb" / f"{content}.yaml"), content, "en")
    settings = Settings(PrintOptions(Sheet((63.0, 88.0), PAPERS["a4"])), pdf=False, png=True, dpi=DPI)
    folder = OutputFolder(tmp_path / content)
    with folder.locked():
        Job(deck, settings, folder).run()
    return {path.stem: Image.open(path).size for path in (tmp_path / content).glob("*.png")}


def test_a_tile_and_its_used_side_are_hex_sized_and_its_summary_card_sized(tmp_path):
    sizes = pngs(tmp_path, "tiles")
    # 24 x 27.71 mm and 63 x 88 mm at 50 DPI
    assert sizes["deckwright-tiles_tile_mill"] == sizes["deckwright-tiles_tile_mill_used"] == (47, 55)
    assert sizes["deckwright-tiles_summary_mill"] == sizes["deckwright-tiles_summary-back"] == (124, 173)


def test_a_board_section_is_section_sized(tmp_path):
    sizes = pngs(tmp_path, "boards")
    assert sizes["deckwright-lands_section_heathmoor"] == (496, 423)  # 252 x 214.77 mm
    assert sizes["deckwright-lands_terrain_grass"] == (124, 173)

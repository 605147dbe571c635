"""Per-face PNGs at 300 DPI and the Tabletop Simulator deck sheet and saved object."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image

from deckwright.renderer import Deck, PrintItem
from deckwright.renderer.outdir import OutputFolder
from deckwright.renderer.outputs import Job, Settings
from deckwright.renderer.pdf import PrintOptions
from deckwright.renderer.png import render_pngs
from deckwright.renderer.sheets import CARD_SIZES, PAPERS, Sheet
from deckwright.renderer.tts import SLOTS, plan
from tests.renderer.fakes import fake_deck, fake_face


@pytest.mark.parametrize("bleed,size", [(0, (744, 1039)), (3, (815, 1110))])
def test_png_is_the_card_at_300_dpi(tmp_path, bleed, size):
    path = tmp_path / "card.png"
    render_pngs([(fake_face("x"), path)], CARD_SIZES["poker"], bleed)
    image = Image.open(path)
    assert image.size == size  # 63 mm -> 744 px, 69 mm -> 815 px
    assert image.info["dpi"] == pytest.approx((300, 300), abs=0.01)
    assert image.getpixel((size[0] // 2, size[1] // 2))[:3] != (255, 255, 255)  # the face was drawn


def _tts_job(tmp_path: Path, deck: Deck) -> Job:
    settings = Settings(PrintOptions(Sheet(CARD_SIZES["mini"], PAPERS["a4"], bleed=1)), pdf=False, tts=True, dpi=60)
    return Job(deck, settings, OutputFolder(tmp_path))


def test_tts_saved_object_imports_the_deck(tmp_path):
    deck = fake_deck([1, 3, 2])
    job = _tts_job(tmp_path, deck)
    with job.folder.locked():
        outcome = job.run()
    assert not outcome.warnings
    saved = json.loads((tmp_path / "test-tts.json").read_text())
    (state,) = saved["ObjectStates"]
    assert state["Name"] == "DeckCustom"
    custom = state["CustomDeck"]["1"]
    assert custom["FaceURL"] == (tmp_path / "test-tts-1.jpg").resolve().as_uri()
    assert custom["BackURL"] == (tmp_path / "test-tts-1-back.jpg").resolve().as_uri()
    assert (custom["NumWidth"], custom["NumHeight"]) == (4, 1)  # 3 fronts and the hidden card
    assert state["DeckIDs"] == [100, 101, 101, 101, 102, 102]
    assert [card["CardID"] for card in state["ContainedObjects"]] == state["DeckIDs"]
    assert {card["Name"] for card in state["ContainedObjects"]} == {"Card"}
    sheet = Image.open(tmp_path / "test-tts-1.jpg")
    card = Image.open(tmp_path / "test-back.png").size
    trimmed = (card[0] - 2 * round(60 / 25.4), card[1] - 2 * round(60 / 25.4))
    assert sheet.size == (4 * trimmed[0], trimmed[1])


def test_tts_splits_by_back_and_every_69_fronts():
    other_back = fake_face("other-back")
    deck = fake_deck([1] * 75)
    deck = Deck(deck.name, deck.title, deck.items + (PrintItem(fake_face("odd"), other_back, 2),))
    sheets = plan(deck)
    assert [len(s.fronts) for s in sheets] == [SLOTS, 6, 1] and SLOTS == 69
    assert sheets[0].grid == (10, 7) and sheets[1].grid == (7, 1)
    assert sheets[2].back.name == "other-back"

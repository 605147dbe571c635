"""Per-face PNGs at 300 DPI and the Tabletop Simulator deck sheet and saved object."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image

from deckwright.renderer import Deck, PrintItem
from deckwright.renderer.outdir import OutputFolder
from deckwright.renderer.outputs import Job, Settings, order_list
from deckwright.renderer.pdf import PrintOptions
from deckwright.renderer.png import render_pngs
from deckwright.renderer.sheets import CARD_SIZES, PAPERS, Sheet
from deckwright.renderer.tts import MAX_PIXELS, SLOTS, compose, plan, saved_object
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


@pytest.mark.slow
def test_tts_sheet_stays_within_4096_pixels(tmp_path):
    """69 poker fronts and the back at 300 DPI would be 7440 x 7273 px: scaled to 409 x 572 px a card."""
    (sheet,) = plan(fake_deck([1] * SLOTS))
    pngs = {}
    for face in (*sheet.fronts, sheet.back):
        pngs[face.name] = tmp_path / f"{face.name}.png"
        Image.new("RGB", (744, 1039), "#336699").save(pngs[face.name])
    faces, back = compose(sheet, pngs, 0)
    fit = min(4096 / (10 * 744), 4096 / (7 * 1039))
    assert back.size == (int(744 * fit), int(1039 * fit)) == (409, 572)
    assert faces.size == (10 * 409, 7 * 572) and max(faces.size) <= MAX_PIXELS


def test_tts_urls_can_point_where_the_images_will_be_and_decks_are_named_for_people():
    other_back = fake_face("other-back")
    deck = fake_deck([1, 1])
    deck = Deck(deck.name, deck.title, deck.items + (PrintItem(fake_face("odd"), other_back, 2),))
    sheets = plan(deck)
    images = [(Path(f"test-tts-{n}.jpg"), Path(f"test-tts-{n}-back.jpg")) for n in (1, 2)]
    saved = saved_object(sheets, images, deck.title, "https://example.org/decks/")
    first, second = saved["ObjectStates"]
    assert first["CustomDeck"]["1"]["FaceURL"] == "https://example.org/decks/test-tts-1.jpg"
    assert second["CustomDeck"]["2"]["BackURL"] == "https://example.org/decks/test-tts-2-back.jpg"
    assert [first["Nickname"], second["Nickname"]] == ["Test deck test (1 of 2)", "Test deck test (2 of 2)"]


# --- cards kept apart: not shuffled into the deck (issue 13) -----------------------------------------


def test_cards_kept_apart_get_a_tts_deck_of_their_own():
    deck = fake_deck([2, 1, 3])
    back = deck.items[0].back
    start = tuple(PrintItem(fake_face(f"start{i}"), back, 1, apart="Starting cards") for i in range(2))
    deck = Deck(deck.name, deck.title, (start[0], *deck.items, start[1]))
    sheets = plan(deck)
    assert [([f.name for f in s.fronts], s.apart) for s in sheets] == [
        (["start0", "start1"], "Starting cards"),
        (["test-card0", "test-card1", "test-card2"], ""),
    ]
    images = [(Path(f"test-tts-{n}.jpg"), Path(f"test-tts-{n}-back.jpg")) for n in (1, 2)]
    apart, shuffled = saved_object(sheets, images, deck.title)["ObjectStates"]
    assert (apart["Nickname"], apart["DeckIDs"]) == ("Test deck test: Starting cards", [100, 101])
    assert (shuffled["Nickname"], shuffled["DeckIDs"]) == ("Test deck test", [200, 200, 201, 202, 202, 202])


@pytest.mark.slow
def test_a_clans_basic_fields_are_kept_out_of_its_shuffled_tts_deck(clan_file, tmp_path):
    from click.testing import CliRunner

    from deckwright.cli import cli
    from deckwright.loader import read_document
    from deckwright.model.eotn import clan_from_data

    out = tmp_path / "out"
    run = CliRunner().invoke(cli, ["render", str(clan_file), "--tts", "--out", str(out)])
    assert run.exit_code == 0, run.output
    clan = clan_from_data(read_document(clan_file).data)
    saved = json.loads((out / f"{clan.id}-tts.json").read_text(encoding="utf-8"))
    decks = {
        state["Nickname"]: [card["Nickname"] for card in state["ContainedObjects"]] for state in saved["ObjectStates"]
    }
    title = clan.name["en"]
    assert decks == {
        f"{title}: Basic Fields": [card.name["en"] for card in clan.basic_fields],
        title: [card.name["en"] for card in clan.deck for _ in range(card.copies)],
    }
    assert len(decks[title]) == 30


def test_the_order_list_counts_each_front_with_its_back_over_the_items_that_share_it():
    back, other = fake_face("d-back"), fake_face("d-back-2")
    one, two = fake_face("d-one"), fake_face("d-two")
    deck = Deck(
        "d", "D", (PrintItem(one, back, 3), PrintItem(two, back, 1), PrintItem(one, back, 2), PrintItem(two, other))
    )
    assert order_list(deck).splitlines() == [
        "front,back,copies",
        "d-one.png,d-back.png,5",
        "d-two.png,d-back.png,1",
        "d-two.png,d-back-2.png,1",
        "total,,7",
    ]

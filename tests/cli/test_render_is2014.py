"""``deckwright render`` and ``build`` print the shipped Imperial Settlers (2014) files: factions
(board and deck), the common deck and the attack deck, as sheets, duplex pairs, PNGs and TTS."""

from __future__ import annotations

import json
import shutil

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from deckwright.cli import cli
from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.renderer.pdfx import ProfileMissing, find_profile
from tests.renderer.pdfread import page_size, placements

IS2014 = data_dir("cards") / "is2014"


def test_render_prints_every_file_and_each_back_sits_behind_its_front(tmp_path):
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["render", str(IS2014), "--out", str(out), "--lang", "de", "--duplex"])
    assert result.exit_code == 0, result.output
    assert "no renderer" not in result.output
    ids = {read_document(path).data["id"] for path in IS2014.rglob("*.yaml")}
    assert {path.stem for path in out.glob("*.pdf")} == ids
    reader = PdfReader(out / "rivermark.pdf")
    pages = reader.pages
    fronts = [placements(reader, page) for page in pages[0::2]]
    assert fronts[0][0].face == "Aalwehr" and [p.face for p in fronts[-1]] == ["Abkommen:"]  # the cards, then the board
    assert sum(len(page) for page in fronts) == 31  # the board and 30 cards
    width = page_size(pages[0])[0]
    for front_page, back_page in zip(pages[0::2], pages[1::2]):
        front, back = placements(reader, front_page), placements(reader, back_page)
        mirrored = sorted((round(width - f.x - f.width, 2), round(f.y, 2), f.width) for f in front)
        assert sorted((round(b.x, 2), round(b.y, 2), b.width) for b in back) == mirrored  # long-edge flip
        assert {b.face for b in back} == {"F"}  # the faction back: the initial of "Freisassen der Flussmark"


def test_render_writes_a_png_per_face_and_a_tabletop_simulator_deck(tmp_path):
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["render", str(IS2014 / "attacks.yaml"), "--out", str(out), "--tts"])
    assert result.exit_code == 0, result.output
    targets = [card["id"] for card in read_document(IS2014 / "attacks.yaml").data["cards"]]
    assert sorted(p.name for p in out.glob("*.png")) == sorted(
        [f"frontier-raiders-{target}.png" for target in targets] + ["frontier-raiders_back.png"]
    )
    saved = json.loads((out / "frontier-raiders-tts.json").read_text("utf-8"))
    (deck,) = saved["ObjectStates"]
    assert len(deck["ContainedObjects"]) == 16


def test_build_covers_the_system(tmp_path):
    content = tmp_path / "cards"
    content.mkdir()
    for name in ("commons.yaml", "attacks.yaml"):
        shutil.copy(IS2014 / name, content)
    result = CliRunner().invoke(cli, ["build", str(content), "--out", str(tmp_path / "out"), "--games", "1"])
    assert result.exit_code == 0, result.output
    assert "no renderer" not in result.output
    assert sorted(p.name for p in (tmp_path / "out").glob("*.pdf")) == ["frontier-commons.pdf", "frontier-raiders.pdf"]


def test_drivethru_leaves_the_faction_board_out_with_a_note_rather_than_shrink_it(tmp_path):
    try:
        find_profile()
    except ProfileMissing as exc:
        pytest.skip(f"no CMYK ICC profile installed: {exc}")
    path = IS2014 / "factions" / "ashriders.yaml"
    result = CliRunner().invoke(cli, ["render", str(path), "--out", str(tmp_path), "--print-service", "drivethru"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == (
        "note: ashriders-print.pdf leaves out what is not a card: faction_board (180 x 110 mm); "
        "print it from the sheets (render without --print-service)"
    )
    cards = sum(card.get("copies", 1) for card in read_document(path).data["deck"])
    reader = PdfReader(tmp_path / "ashriders-print.pdf")
    assert len(reader.pages) == 2 * cards  # each card's front and back; no board page
    assert {tuple(round(side, 2) for side in page_size(page)) for page in reader.pages} == {(69.85, 95.25)}


def test_the_crop_marks_note_comes_only_with_a_deck_printed_with_crop_marks(tmp_path):
    note = (
        "note: 63x88 mm cards with 3 mm bleed on 210x297 mm paper: crop marks reach 3.5 mm from the paper's edge, "
        "inside the 5 mm margin; a printer that cannot print there shortens them"
    )
    tiles = data_dir("cards") / "northgard" / "tiles.yaml"  # nothing but tiles, cut along paths: no crop marks
    result = CliRunner().invoke(cli, ["render", str(tiles), "--out", str(tmp_path / "t"), "--bleed", "3"])
    assert result.exit_code == 0 and "note:" not in result.output, result.output
    for deck in (IS2014 / "commons.yaml", IS2014 / "factions" / "ashriders.yaml"):  # the cards beside a board too
        result = CliRunner().invoke(cli, ["render", str(deck), "--out", str(tmp_path / deck.stem), "--bleed", "3"])
        assert result.exit_code == 0 and result.output.splitlines()[0] == note, result.output

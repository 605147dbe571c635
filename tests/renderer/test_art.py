"""Art in its window (issue 13): fill with a focus point, fit, a crop box, and the 300 ppi warning."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from PIL import Image
from pypdf import PdfReader

from deckwright.cli import cli
from deckwright.loader import read_document
from deckwright.model.eotn import clan_from_data
from deckwright.renderer.art import Art, art_of, frame, low_resolution, ppi, shown
from deckwright.renderer.eotn.measure import card_boxes
from deckwright.renderer.sheets import CARD_SIZES

# --- which pixels show -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "size, art, window, box",
    [
        ((300, 200), Art("a"), (50, 40), (25, 0, 275, 200)),  # fill: the centre, sides cut
        ((300, 200), Art("a", focus=(0.0, 0.5)), (50, 40), (0, 0, 250, 200)),
        ((300, 200), Art("a", focus=(1.0, 0.5)), (50, 40), (50, 0, 300, 200)),
        ((400, 200), Art("a", focus=(0.3, 0.5)), (20, 40), (70, 0, 170, 200)),  # 120 px across, centred
        ((200, 400), Art("a", focus=(0.5, 0.9)), (40, 20), (0, 300, 200, 400)),  # 360 px down: as low as fits
        ((300, 200), Art("a", crop=(100, 50, 300, 250)), (50, 40), (106, 50, 294, 200)),  # cut to the image
        ((300, 300), Art("a", crop=(100, 50, 300, 250)), (50, 40), (100, 70, 300, 230)),  # then filled
        ((300, 100), Art("a", fit="fit"), (50, 40), (0, 0, 300, 100)),  # fit: all of it
        ((300, 300), Art("a", fit="fit", crop=(10, 20, 110, 70)), (50, 40), (10, 20, 110, 70)),
    ],
)
def test_the_part_of_the_image_that_shows(size, art, window, box):
    assert shown(size, art, *window) == box


def test_art_values_of_the_card_files():
    assert art_of(None) is None and art_of("a.png") == Art("a.png")
    assert art_of({"file": "a.png", "fit": "fill", "focus": [20, 100], "crop": [1, 2, 3, 4]}) == Art(
        "a.png", "fill", (0.2, 1.0), (1, 2, 3, 4)
    )


def test_a_fitted_image_is_centred_on_the_background():
    window = frame(Image.new("RGB", (300, 100), "#ff0000"), Art("a", fit="fit"), 50, 40, "#00ff00")
    assert window.size == (300, 240)  # the window's 50:40 at the image's own scale
    assert window.getpixel((150, 69)) == (0, 255, 0) and window.getpixel((150, 70)) == (255, 0, 0)
    assert window.getpixel((150, 169)) == (255, 0, 0) and window.getpixel((150, 170)) == (0, 255, 0)


def test_a_filled_window_shows_the_focus():
    image = Image.new("RGB", (300, 200), "#000000")
    image.paste((255, 255, 255), (0, 0, 20, 200))  # a white strip down the left
    left = frame(image, Art("a", focus=(0.0, 0.5)), 50, 40, "#00ff00")
    centre = frame(image, Art("a"), 50, 40, "#00ff00")
    assert left.size == centre.size == (250, 200)
    assert left.getpixel((10, 100)) == (255, 255, 255) and centre.getpixel((10, 100)) == (0, 0, 0)


# --- resolution ------------------------------------------------------------------------------------


def test_pixels_per_inch_on_paper():
    assert ppi((300, 200), Art("a"), 50, 40) == pytest.approx(127.0)  # 250 px over 50 mm
    assert ppi((300, 100), Art("a", fit="fit"), 50, 40) == pytest.approx(152.4)  # 300 px over 50 mm
    assert ppi((1200, 800), Art("a"), 50, 40) == pytest.approx(508.0)


def test_art_below_300_ppi_says_what_it_needs(tmp_path):
    Image.new("RGB", (300, 200)).save(tmp_path / "a.png")
    assert low_resolution(Art("a.png"), tmp_path, 50, 40) == (
        "art 'a.png' prints at 127 ppi in its 50.0x40.0 mm window: the 250x200 px it shows there "
        "need to be 591x472 px for 300 ppi"
    )
    # 591 px over 50 mm is 300.2 ppi; 590 px is 299.7, which rounds to 300: both pass
    Image.new("RGB", (591, 473)).save(tmp_path / "b.png")
    Image.new("RGB", (590, 472)).save(tmp_path / "c.png")
    Image.new("RGB", (589, 471)).save(tmp_path / "d.png")
    assert low_resolution(Art("b.png"), tmp_path, 50, 40) is None
    assert low_resolution(Art("c.png"), tmp_path, 50, 40) is None
    assert low_resolution(Art("d.png"), tmp_path, 50, 40).startswith("art 'd.png' prints at 299 ppi")
    assert low_resolution(Art("missing.png"), tmp_path, 50, 40) is None  # that has its own warning


# --- a card file -------------------------------------------------------------------------------------


def _with_art(clan_file: Path, art) -> Path:
    data = json.loads(clan_file.read_text(encoding="utf-8"))
    data["deck"][0]["art"] = art
    clan_file.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return clan_file


def _render(path: Path, out: Path, *options: str):
    return CliRunner().invoke(cli, ["render", str(path), "--out", str(out), *options])


def test_low_resolution_art_is_a_warning_at_the_art_key(clan_file, tmp_path):
    Image.new("RGB", (120, 90), "#336699").save(clan_file.parent / "small.png")
    path = _with_art(clan_file, {"file": "small.png", "focus": [50, 50]})
    doc = read_document(path)
    line, column = doc.locate("/deck/0/art", key=True)
    card = clan_from_data(doc.data).deck[0]
    box = card_boxes(card, *CARD_SIZES["poker"])["art"]  # the default card size
    run = _render(path, tmp_path / "out")
    assert run.exit_code == 0, run.output
    expected = f"clan.json:{line}:{column}: warning[W-ART-PPI]: " + low_resolution(
        Art("small.png"), path.parent, box.w, box.h
    )
    assert expected in run.output
    assert run.output.count("W-ART-PPI") == 1


def test_a_fitted_image_is_drawn_whole(clan_file, tmp_path):
    Image.new("RGB", (3000, 1000), "#336699").save(clan_file.parent / "wide.png")
    path = _with_art(clan_file, {"file": "wide.png", "fit": "fit"})
    assert _render(path, tmp_path / "out", "--card-size", "63x88").exit_code == 0
    card = clan_from_data(read_document(path).data).deck[0]
    box = card_boxes(card, 63, 88)["art"]
    pdf = tmp_path / "out" / f"{json.loads(path.read_text(encoding='utf-8'))['id']}.pdf"
    images = [image for page in PdfReader(pdf).pages for image in page.images]
    limit = round(box.w / 25.4 * 300)
    assert {image.image.size for image in images} == {(limit, round(limit * box.h / box.w))}
    assert "W-ART-PPI" not in _render(path, tmp_path / "again").output


def test_a_focus_with_fit_is_refused_at_the_fit(clan_file):
    from deckwright.validator import validate_paths

    path = _with_art(clan_file, {"file": "a.png", "fit": "fit", "focus": [0, 0]})
    result = validate_paths([path])
    assert [(f.code, f.pointer) for f in result.findings] == [("E-VALUE", "/deck/0/art/fit")]

"""Art in its window (issue 13): fill with a focus point, fit, a crop box, and the 300 ppi warning."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from PIL import Image
from pypdf import PdfReader

from deckwright.cli import cli
from deckwright.content_path import Refused
from deckwright.loader import read_document
from deckwright.model.eotn import clan_from_data
from deckwright.renderer.art import Art, art_of, frame, low_resolution, open_art, ppi, shown
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


# --- formats ---------------------------------------------------------------------------------------

# A PostScript program that never ends: opened as art by its name, the image library handed it to
# Ghostscript, which ran it for ever.
ENDLESS_POSTSCRIPT = b"%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n{} loop\n"


@pytest.mark.parametrize(
    "content",
    [ENDLESS_POSTSCRIPT, b"GIF89a\x01\x00\x01\x00\x00\x00\x00;", b"\x89PNG\r\n\x1a\n not really"],
    ids=["postscript", "gif", "broken-png"],
)
def test_art_of_another_format_is_refused_by_its_content_not_its_name(tmp_path, content):
    (tmp_path / "a.png").write_bytes(content)
    with pytest.raises(Refused, match="^it is not a readable PNG, JPEG or WebP image$"):
        open_art(Art("a.png"), tmp_path)
    assert low_resolution(Art("a.png"), tmp_path, 50, 40) is None  # its own warning says why


@pytest.mark.parametrize("kind", ["PNG", "JPEG", "WEBP"])
def test_art_in_each_allowed_format_opens_whatever_its_name(tmp_path, kind):
    Image.new("RGB", (4, 3), "#336699").save(tmp_path / "art.img", kind, quality=100, lossless=True)
    image = open_art(Art("art.img"), tmp_path)
    assert (image.mode, image.size) == ("RGB", (4, 3))


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


# --- transparency --------------------------------------------------------------------------------------


def test_transparent_pixels_show_the_background_and_partly_transparent_ones_blend():
    image = Image.new("RGBA", (4, 1), (0, 0, 0, 0))
    image.putpixel((2, 0), (255, 0, 0, 51))  # a fifth opaque
    image.putpixel((3, 0), (10, 20, 30, 255))
    window = frame(image, Art("a", fit="fit"), 4, 1, "#e6dcc2")
    assert window.mode == "RGB"
    assert [window.getpixel((x, 0)) for x in range(4)] == [
        (230, 220, 194),
        (230, 220, 194),
        (235, 176, 155),
        (10, 20, 30),
    ]


def _transparent_art(folder: Path) -> tuple[int, int, int, int]:
    """A 400 x 200 px image: the left half transparent (black beneath, as many tools save it), the
    right half red at half opacity; return that red."""
    red = (200, 30, 40, 128)
    image = Image.new("RGBA", (400, 200), (0, 0, 0, 0))
    image.paste(red, (200, 0, 400, 200))
    image.save(folder / "cutout.png")
    return red


def _under(background: str, colour: tuple[int, int, int, int]) -> tuple[int, ...]:
    """``colour`` laid over ``background`` ("#rrggbb"), as the eye sees it."""
    alpha = colour[3] / 255
    base = [int(background[i : i + 2], 16) for i in (1, 3, 5)]
    return tuple(round(alpha * c + (1 - alpha) * b) for c, b in zip(colour, base))


def test_transparent_art_shows_the_window_background_in_the_sheet_pdf_the_png_and_the_pdfx(clan_file, tmp_path):
    """Not black (what a transparent pixel holds beneath): the art window's colour, in every output."""
    import pypdfium2

    from deckwright.renderer.eotn.layout import STYLE
    from deckwright.renderer.pdfx import Cmyk, ProfileMissing, find_profile
    from tests.renderer.pdfread import placements

    red = _transparent_art(clan_file.parent)
    path = _with_art(clan_file, "cutout.png")
    data = json.loads(path.read_text(encoding="utf-8"))
    deck, card_id = data["id"], data["deck"][0]["id"]
    card = clan_from_data(data).deck[0]
    box = card_boxes(card, 63, 88)["art"]
    background = STYLE["colours"]["art_placeholder"]
    clear, half = _under(background, (0, 0, 0, 0)), _under(background, red)
    # the window shows the image's middle 312 of 400 px across (fill): a quarter in is clear, three quarters half red
    spots = {clear: (box.x + box.w * 0.25, box.y + box.h / 2), half: (box.x + box.w * 0.75, box.y + box.h / 2)}

    run = _render(path, tmp_path / "out", "--card", card_id, "--png", "--bleed", "1")
    assert run.exit_code == 0, run.output
    png = Image.open(tmp_path / "out" / f"{deck}-{card_id}.png").convert("RGB")
    for colour, (x, y) in spots.items():  # 300 DPI, the bleed included
        pixel = png.getpixel((round((x + 1) / 25.4 * 300), round((y + 1) / 25.4 * 300)))
        assert pixel == pytest.approx(colour, abs=2)

    pdf = tmp_path / "out" / f"{deck}-{card_id}.pdf"
    (front, *_) = placements(PdfReader(pdf), PdfReader(pdf).pages[0], text=False)
    page = pypdfium2.PdfDocument(pdf)[0]
    scale = 300 / 72
    sheet = page.render(scale=scale).to_pil().convert("RGB")
    height_mm = page.get_height() * 25.4 / 72
    for colour, (x, y) in spots.items():
        px = (front.x + x) / 25.4 * 300
        py = (height_mm - (front.y + 88 - y)) / 25.4 * 300
        assert sheet.getpixel((round(px), round(py))) == pytest.approx(colour, abs=2)

    try:
        profile = find_profile()
    except ProfileMissing as exc:
        pytest.skip(f"no CMYK ICC profile installed ({exc}); .ci/run installs Ghostscript, which ships one")
    run = _render(path, tmp_path / "service", "--card", card_id, "--print-service", "drivethru")
    assert run.exit_code == 0, run.output
    (printed,) = (tmp_path / "service").glob("*-print.pdf")
    images = [image.image for image in PdfReader(printed).pages[0].images]
    art = max(images, key=lambda image: image.width * image.height)  # the art, beside the icons
    assert art.mode == "CMYK" and art.size == (274, 200)  # the 400 x 200 px image's middle, in the 63.5 x 88.9 window
    cmyk = Cmyk(profile)
    for colour, (x, y) in spots.items():
        ink = cmyk.image(Image.new("RGB", (1, 1), colour)).getpixel((0, 0))
        spot = ((x - box.x) / box.w * art.width, (y - box.y) / box.h * art.height)
        assert art.getpixel(tuple(round(v) for v in spot)) == pytest.approx(ink, abs=2)

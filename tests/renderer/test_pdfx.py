"""The print-service PDF (``--print-service drivethru``): PDF/X-1a checked with pikepdf, rendered by Ghostscript."""

from __future__ import annotations

import os
import random
import shutil
import subprocess

import pikepdf
import pytest
from PIL import Image
from pypdf import PdfReader
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader

from deckwright.paths import data_dir
from deckwright.renderer import Deck, Face, PrintItem
from deckwright.renderer.pdf import PrintOptions, write_pdf
from deckwright.renderer.pdfx import Cmyk, ProfileMissing, find_profile, is_cmyk_profile, write_print_service
from deckwright.renderer.pipeline import decks
from deckwright.renderer.sheets import CARD_SIZES, PAPERS, Sheet
from deckwright.typeset.fonts import font_name
from deckwright.validator import validate_paths
from tests.renderer.pdfx_check import pdfx_problems

MPC = CARD_SIZES["mpc-poker"]
BLEED = 3.175
PT = 72 / 25.4


def art_face(name: str) -> Face:
    """An RGB background, an RGBA image and text in an embedded font: everything a print service refuses unconverted."""

    def draw(canvas, x, y, w, h, bleed):
        canvas.setFillColorRGB(0.8, 0.2, 0.1)
        canvas.rect((x - bleed) * mm, (y - bleed) * mm, (w + 2 * bleed) * mm, (h + 2 * bleed) * mm, fill=1, stroke=0)
        image = Image.new("RGBA", (40, 30), (20, 120, 200, 128))
        canvas.drawImage(ImageReader(image), (x + 5) * mm, (y + 40) * mm, 30 * mm, 20 * mm, mask="auto")
        canvas.setFillColorRGB(0.5, 0.5, 0.5)
        canvas.setFont(font_name("bold"), 9)
        canvas.drawString((x + 4) * mm, (y + h - 8) * mm, name)
        return []

    return Face(name, "v1", draw)


def art_deck() -> Deck:
    back = art_face("back")
    return Deck("art", "Art deck", (PrintItem(art_face("one"), back, 2), PrintItem(art_face("two"), back, 1)))


def test_one_card_a_page_fronts_and_backs_alternating_with_trim_and_bleed_boxes(tmp_path, profile):
    path = tmp_path / "art-print.pdf"
    write_print_service(path, art_deck(), MPC, BLEED, profile)
    with pikepdf.open(path) as pdf:
        assert len(pdf.pages) == 6  # three copies, each a front and a back
        for page in pdf.pages:
            assert [round(float(v) / PT, 2) for v in page.MediaBox] == [0, 0, 69.85, 95.25]
            assert [round(float(v) / PT, 2) for v in page.BleedBox] == [0, 0, 69.85, 95.25]
            assert [round(float(v) / PT, 3) for v in page.TrimBox] == [3.175, 3.175, 66.675, 92.075]
    texts = [page.extract_text().strip() for page in PdfReader(path).pages]
    assert texts == ["one", "back", "one", "back", "two", "back"]


def test_print_service_pdf_meets_pdfx(tmp_path, profile):
    path = tmp_path / "art-print.pdf"
    write_print_service(path, art_deck(), MPC, BLEED, profile)
    assert pdfx_problems(path) == []
    with pikepdf.open(path) as pdf:
        intent = pdf.Root.OutputIntents[0]
        assert intent.DestOutputProfile.read_bytes() == profile.read_bytes()
        assert str(pdf.docinfo.GTS_PDFXVersion) == "PDF/X-1a:2003" and pdf.pdf_version == "1.4"
        images = [
            x for page in pdf.pages for f in page.Resources.XObject.values() for x in f.Resources.XObject.values()
        ]
        assert images and {str(x.ColorSpace) for x in images} == {"/DeviceCMYK"}


def test_the_checker_finds_what_a_home_pdf_breaks(tmp_path):
    """The same deck imposed for a home printer: RGB, transparency of the image, no output intent."""
    path = tmp_path / "art.pdf"
    write_pdf(path, art_deck(), PrintOptions(Sheet(MPC, PAPERS["a4"])))
    problems = pdfx_problems(path)
    assert "0 PDF/X output intents, not 1" in problems
    assert "document information has no GTS_PDFXVersion" in problems
    assert any("RGB colour operator rg" in p for p in problems)
    assert any("image" in p and "is RGB" in p for p in problems)
    assert any("has a mask" in p for p in problems)


@pytest.mark.slow
def test_shipped_clan_meets_pdfx_and_ghostscript_renders_it_in_cmyk(tmp_path, profile):
    found, _ = decks(validate_paths([data_dir("cards") / "eotn" / "clans" / "skarde.yaml"]), "de")
    path = tmp_path / "skarde-print.pdf"
    assert write_print_service(path, found[0], MPC, BLEED, profile) == []
    assert pdfx_problems(path) == []
    gs = shutil.which("gs")
    if gs is None:
        pytest.skip("Ghostscript (Debian package ghostscript) is not installed; .ci/run installs it")
    run = subprocess.run(
        [
            gs,
            "-q",
            "-dBATCH",
            "-dNOPAUSE",
            "-dSAFER",
            "-sDEVICE=tiff32nc",
            f"-sOutputICCProfile={profile}",
            "-r30",
            "-dFirstPage=1",
            "-dLastPage=2",
            f"-sOutputFile={tmp_path / 'p%d.tif'}",
            str(path),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert (run.returncode, run.stdout, run.stderr) == (0, "", "")
    front = Image.open(tmp_path / "p1.tif")
    assert front.mode == "CMYK" and front.size == (83, 113)  # 69.85 x 95.25 mm at 30 DPI, rounded up
    assert max(front.getpixel((front.width // 2, 3))) > 0  # ink in the bleed


def test_greys_are_black_ink_only_and_colours_go_through_the_profile(profile):
    cmyk = Cmyk(profile)
    grey = cmyk("#808080")
    assert (grey.cyan, grey.magenta, grey.yellow, round(grey.black, 3)) == (0, 0, 0, 0.498)
    red = cmyk("#d02010")
    assert red.magenta > 0.7 and red.yellow > 0.7 and red.cyan < 0.2
    assert cmyk.image(Image.new("RGBA", (2, 2), (0, 0, 0, 0))).getpixel((0, 0)) == (0, 0, 0, 0)  # on white paper


def icc_header(kind: bytes, space: bytes) -> bytes:
    return bytes(12) + kind + space + bytes(108)


def test_profile_is_found_by_its_header_and_the_preferred_name(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "zz_rgb.icc").write_bytes(icc_header(b"mntr", b"RGB "))
    (tmp_path / "a" / "aa_cmyk.icc").write_bytes(icc_header(b"prtr", b"CMYK"))
    (tmp_path / "a" / "default_cmyk.icc").write_bytes(icc_header(b"prtr", b"CMYK"))
    assert find_profile(dirs=(tmp_path,)) == tmp_path / "a" / "default_cmyk.icc"
    (tmp_path / "a" / "default_cmyk.icc").unlink()
    assert find_profile(dirs=(tmp_path,)) == tmp_path / "a" / "aa_cmyk.icc"
    assert not is_cmyk_profile(tmp_path / "a" / "zz_rgb.icc")
    with pytest.raises(ProfileMissing, match="not a CMYK printer ICC profile"):
        find_profile(tmp_path / "a" / "zz_rgb.icc")
    with pytest.raises(ProfileMissing, match="install Ghostscript .* --icc FILE"):
        find_profile(dirs=(tmp_path / "none",))


def test_a_given_profile_that_is_not_a_regular_file_is_refused_without_waiting(tmp_path):
    pipe = tmp_path / "pipe.icc"
    os.mkfifo(pipe)  # opened for reading, a named pipe waits for a writer that never comes
    with pytest.raises(ProfileMissing, match="pipe.icc: not a CMYK printer ICC profile$"):
        find_profile(pipe)
    with pytest.raises(ProfileMissing, match="not a CMYK printer ICC profile$"):
        find_profile(tmp_path)


def test_a_given_profile_with_a_cmyk_header_and_a_random_body_is_refused(tmp_path):
    given = tmp_path / "noise.icc"
    given.write_bytes(icc_header(b"prtr", b"CMYK") + random.Random(28).randbytes(2000))
    with pytest.raises(ProfileMissing, match=r"noise.icc: the ICC profile cannot be read \("):
        find_profile(given)


def test_transparency_a_face_asks_for_is_drawn_opaque_with_a_warning(tmp_path, profile):
    def draw(canvas, x, y, w, h, bleed):
        canvas.setFillColorRGB(0.1, 0.6, 0.2)
        canvas.setFillAlpha(0.5)
        canvas.rect(x * mm, y * mm, 10 * mm, 10 * mm, fill=1, stroke=0)
        return []

    face = Face("veiled", "v1", draw)
    path = tmp_path / "veiled.pdf"
    warnings = write_print_service(path, Deck("v", "V", (PrintItem(face, face),)), MPC, BLEED, profile)
    assert warnings == ["veiled: transparency drawn opaque (print services take none)"]
    assert pdfx_problems(path) == []

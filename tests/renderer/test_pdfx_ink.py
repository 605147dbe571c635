"""Black ink in the print-service PDF (issue 26 item 3): dark text and thin lines in black ink only,
rich black only on large dark areas, and no colour above the output profile's total ink limit.
Read back from the PDF/X's content streams."""

from __future__ import annotations

import pytest
from reportlab.lib.colors import CMYKColor
from reportlab.lib.units import mm

from deckwright.paths import data_dir
from deckwright.renderer import Deck, Face, PrintItem
from deckwright.renderer.draw import Pen
from deckwright.renderer.icons import INK, PAPER
from deckwright.renderer.pdfx import Cmyk, write_print_service
from deckwright.renderer.pipeline import decks
from deckwright.renderer.sheets import CARD_SIZES
from deckwright.typeset.box import Box
from deckwright.typeset.fonts import font_name
from deckwright.validator import validate_paths
from tests.renderer.pdfx_check import paints

MPC = CARD_SIZES["mpc-poker"]
K_ONLY = (0.0, 0.0, 0.0, 1.0)


def test_the_limit_is_the_profiles_own_and_near_black_is_darker_than_its_black_ink(profile):
    cmyk = Cmyk(profile)
    if profile.name == "default_cmyk.icc":  # Ghostscript's SWOP profile: 300 % total ink, K100 at L* 22.4
        assert round(cmyk.ink_limit, 2) == 2.99
        assert round(cmyk.black_lightness, 1) == 22.4
    assert cmyk.near_black(INK)  # L* 13.6, C* 8.5
    assert cmyk.near_black("#3b2a1a")  # Northgard's border: L* 18.6, C* 14.6
    assert not cmyk.near_black("#4a2424")  # the Attack deck's dark red: C* 19.7, a colour
    assert not cmyk.near_black("#5e3a1a")  # wood seam: lighter than black ink (L* 28)
    ink = cmyk(INK)
    assert (ink.cyan, ink.magenta, ink.yellow, ink.black) == K_ONLY
    rich = cmyk.rich(INK)
    assert rich is not None and rich.cyan > 0.5
    assert sum((rich.cyan, rich.magenta, rich.yellow, rich.black)) <= cmyk.ink_limit
    assert cmyk.rich("#4a2424") is None


def test_an_explicit_cmyk_colour_above_the_limit_keeps_its_black_and_loses_colour(profile):
    cmyk = Cmyk(profile)
    black = cmyk("#000000")  # a grey: black ink only
    assert (black.cyan, black.magenta, black.yellow, black.black) == K_ONLY
    capped = cmyk(CMYKColor(1, 1, 1, 1))
    total = capped.cyan + capped.magenta + capped.yellow + capped.black
    assert capped.black == 1 and cmyk.ink_limit - 0.0003 <= total <= cmyk.ink_limit  # four decimals, rounded down
    assert capped.cyan == capped.magenta == capped.yellow


def dark_face(name: str) -> Face:
    """A large dark panel, a small dark tag, dark text, a dark hairline, and light text on the panel."""

    def draw(canvas, x, y, w, h, bleed):
        pen = Pen(canvas, x, y, w, h, 1)
        pen.rect(Box(5, 5, w - 10, 30), INK)  # 53 x 30 mm: rich black
        pen.rect(Box(5, 40, 8, 4), INK)  # 8 x 4 mm: black ink
        pen.line([(5, 50), (50, 50)], INK, 0.2)
        canvas.setFillColor(INK)
        canvas.setFont(font_name("regular"), 8)
        canvas.drawString((x + 5) * mm, (y + 20) * mm, name)
        canvas.setFillColor(PAPER)
        canvas.drawString((x + 8) * mm, (y + h - 20) * mm, "on the panel")
        return []

    return Face(name, "v1", draw)


def test_dark_text_and_lines_are_black_ink_and_only_the_large_panel_is_rich(tmp_path, profile):
    path = tmp_path / "dark.pdf"
    face = dark_face("front")
    write_print_service(path, Deck("d", "D", (PrintItem(face, face),)), MPC, 3.175, profile)
    found = [p for p in paints(path) if p.where.startswith("page 1,")]
    texts = [p.cmyk for p in found if p.what == "text"]
    assert texts[0] == K_ONLY and texts[1][3] == 0  # the light text keeps its colour, no black in it
    fills = [(p.cmyk, tuple(round(v / mm) for v in p.extent)) for p in found if p.what == "fill"]
    rich = Cmyk(profile).rich(INK)
    assert fills == [((rich.cyan, rich.magenta, rich.yellow, rich.black), (53, 30)), (K_ONLY, (8, 4))]
    assert [p.cmyk for p in found if p.what == "stroke"] == [K_ONLY]


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en"])
def test_every_shipped_card_prints_dark_text_in_black_ink_within_the_limit(tmp_path, profile, lang):
    """Every shipped deck's cards as the print service gets them: no text in rich black, no dark
    text but black ink only, no fill or stroke above the profile's ink limit."""
    cmyk = Cmyk(profile)
    found, _ = decks(validate_paths([data_dir("cards")]), lang)
    rich_texts, over, dark_texts, texts = [], [], 0, 0
    limit = round(cmyk.ink_limit * 100, 2)
    for deck in found:
        cards = Deck(deck.name, deck.title, tuple(item for item in deck.items if item.shape is None))
        if not cards.items:
            continue
        path = tmp_path / f"{deck.name}.pdf"
        write_print_service(path, cards, MPC, 3.175, profile)
        for paint in paints(path):
            assert paint.cmyk is not None, paint
            if paint.ink > limit + 0.01:  # the content stream's four decimals
                over.append((deck.name, paint))
            if paint.what == "text":
                texts += 1
                c, m, y, k = paint.cmyk
                dark_texts += paint.cmyk == K_ONLY
                if k > 0.5 and c + m + y > 0:  # black ink with colour under it: rich black
                    rich_texts.append((deck.name, paint.cmyk))
    assert (rich_texts, over) == ([], [])
    assert texts > 8000 and dark_texts > 8000  # every deck's ability texts, names and numbers

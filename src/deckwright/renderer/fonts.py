"""The embedded fonts: Bitstream Vera, as shipped inside ReportLab.

Why Vera: it is installed with the ``reportlab`` dependency itself, so every machine that installs
deckwright has the very same TTF files, hence the same metrics: a text that fits on one machine fits
on all of them, and the validator's overflow warning agrees with every render. (DejaVu Sans, the
wider successor of Vera with identical Latin metrics, is only on machines that installed it by hand,
and no PyPI package ships it.) Vera covers Latin-1, so German umlauts and ß print. The fonts are
embedded (subset) as TrueType in every PDF, so card text is real, searchable text.
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path

import reportlab
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

FONT_DIR = Path(reportlab.__file__).parent / "fonts"

# style -> (registered font name, file in FONT_DIR)
STYLES = {
    "regular": ("DW-Sans", "Vera.ttf"),
    "bold": ("DW-Sans-Bold", "VeraBd.ttf"),
    "italic": ("DW-Sans-Italic", "VeraIt.ttf"),
    "bolditalic": ("DW-Sans-BoldItalic", "VeraBI.ttf"),
}
BOLD_OF = {"regular": "bold", "italic": "bolditalic", "bold": "bold", "bolditalic": "bolditalic"}

ASCENT = 0.93  # Vera's ascender and descender, as a fraction of the font size
DESCENT = 0.24


@cache
def font_name(style: str = "regular") -> str:
    """The ReportLab font name of a style ('regular', 'bold', 'italic', 'bolditalic'), registered once."""
    name, file = STYLES[style]
    pdfmetrics.registerFont(TTFont(name, str(FONT_DIR / file)))
    return name


def text_width_pt(text: str, style: str, size_pt: float) -> float:
    """The advance width of ``text`` in points (widths scale with the size: measured once at 1 pt)."""
    return _unit_width(text, style) * size_pt


@lru_cache(maxsize=65536)
def _unit_width(text: str, style: str) -> float:
    return pdfmetrics.stringWidth(text, font_name(style), 1.0)


@cache
def _covered() -> frozenset[int]:
    """The code points every style of the card font has a glyph for."""
    faces = [pdfmetrics.getFont(font_name(style)).face.charToGlyph for style in STYLES]
    return frozenset.intersection(*(frozenset(face) for face in faces))


def undrawable(text: str) -> list[str]:
    """The characters of ``text`` (each once, in order) that some style of the card font cannot
    draw, such as an emoji; line breaks and other spaces are laid out, not drawn, and never count."""
    covered = _covered()
    return list(dict.fromkeys(c for c in text if ord(c) not in covered and not c.isspace()))

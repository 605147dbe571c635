"""The card fonts: Bitstream Vera as shipped inside ReportLab, or the designer's own TTF/OTF files.

Why Vera by default: it is installed with the ``reportlab`` dependency itself, so every machine that
installs deckwright has the very same TTF files, hence the same metrics: a text that fits on one
machine fits on all of them, and the validator's overflow warning agrees with every render. Vera
covers Latin-1, so German umlauts and ß print.

A designer's fonts (``Fonts.given``: a file per style, from a content file's ``fonts:`` or from
``render --font``) replace Vera for every text drawn or measured inside ``using`` (content fonts)
or ``overriding`` (the command line's, which win over the content's). A style not given takes
the nearest one given (bold italic: bold, then italic, then regular; bold and italic: regular),
and Vera's where none is. Any TrueType font, or OpenType font with TrueType outlines, works, with
all of Unicode it covers. Line spacing follows the font (``line_metrics``): Vera's ascent, descent
and line pitch (``ASCENT``, ``DESCENT``, ``LEADING``), each scaled by how the font's own ascender,
descender and line height (its ``hhea`` table: ascender + descender + line gap) compare with
Vera's, so a font of Vera's proportions (DejaVu Sans) sets lines exactly where Vera does and a
taller one sets them further apart.

Fonts are embedded as TrueType subsets. ReportLab names every font's subsets AAAAAA+, AAAAAB+ ...
in every file, so two fonts or two PDFs would share a subset tag, which the PDF standard forbids
(a reader may take one subset for the other); here each tag is taken from a hash of the font file,
the characters of the subset and the document's title and page count (``TaggedTTFont``): distinct
per font and per file, and the same when the same file is written again.
"""

from __future__ import annotations

import hashlib
import struct
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, Iterator, Mapping

import reportlab
from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.ttfonts import TTFont

from ..content_path import Refused, inside

FONT_DIR = Path(reportlab.__file__).parent / "fonts"

# style -> file in FONT_DIR
STYLES = {"regular": "Vera.ttf", "bold": "VeraBd.ttf", "italic": "VeraIt.ttf", "bolditalic": "VeraBI.ttf"}
BOLD_OF = {"regular": "bold", "italic": "bolditalic", "bold": "bold", "bolditalic": "bolditalic"}
STYLE_INDEX = {style: index for index, style in enumerate(STYLES)}
NEAREST = {"regular": (), "bold": ("regular",), "italic": ("regular",), "bolditalic": ("bold", "italic", "regular")}

ASCENT = 0.93  # Vera's ascender and descender, as a fraction of the font size
DESCENT = 0.24
LEADING = 1.32  # Vera's line pitch, in font sizes


class FontError(Exception):
    """A font file that cannot be used; the message says why."""


@dataclass(frozen=True)
class Fonts:
    """The font file of each style, in ``STYLES`` order; ``given``: the styles a designer named."""

    files: tuple[Path, ...]
    given: frozenset[str] = frozenset()

    @classmethod
    def of(cls, given: Mapping[str, Path]) -> Fonts:
        """The fonts for the files ``given`` per style, the others filled in (see the module)."""

        def pick(style: str) -> Path:
            for name in (style, *NEAREST[style]):
                if name in given:
                    return Path(given[name])
            return FONT_DIR / STYLES[style]

        return cls(tuple(pick(style) for style in STYLES), frozenset(given))

    def path(self, style: str) -> Path:
        return self.files[STYLE_INDEX[style]]

    @property
    def label(self) -> str:
        """How a message names these fonts: 'the card font', or the files given."""
        if not self.given:
            return "the card font"
        names = list(dict.fromkeys(self.path(style).name for style in STYLES if style in self.given))
        return f"the font{'s' * (len(names) > 1)} {', '.join(names)}"

    def stamp(self) -> str:
        """A text that changes when a file changes (names, sizes, times), for cache keys."""
        parts = []
        for path in dict.fromkeys(self.files):
            try:
                stat = path.stat()
            except OSError:
                parts.append(f"{path}:missing")
                continue
            parts.append(f"{path}:{stat.st_size}:{stat.st_mtime_ns}")
        return "|".join(parts)


BUILTIN = Fonts.of({})
_CONTENT: ContextVar[Fonts] = ContextVar("content_fonts", default=BUILTIN)
_OVERRIDE: ContextVar[Fonts | None] = ContextVar("override_fonts", default=None)


def current() -> Fonts:
    """The fonts text is drawn and measured with now."""
    return _OVERRIDE.get() or _CONTENT.get()


@contextmanager
def using(fonts: Fonts | None) -> Iterator[None]:
    """Draw and measure with a content file's ``fonts`` (None: the built-in ones) inside the block,
    unless ``overriding`` fonts are in force."""
    token = _CONTENT.set(fonts or BUILTIN)
    try:
        yield
    finally:
        _CONTENT.reset(token)


@contextmanager
def overriding(fonts: Fonts | None) -> Iterator[None]:
    """Draw and measure with ``fonts`` inside the block, whatever a content file names."""
    token = _OVERRIDE.set(fonts)
    try:
        yield
    finally:
        _OVERRIDE.reset(token)


class TaggedTTFont(TTFont):
    """A TrueType font whose embedded subsets are tagged by a hash of the file and the subset's
    characters, not by the subset's number (see the module)."""

    def addObjects(self, doc: Any) -> None:  # noqa: N802 (ReportLab's name)
        subsets = [tuple(subset) for subset in self.state[doc].subsets]
        document = f"{doc.info.title}|{len(doc.Pages.pages)}".encode()  # the same subset in two files differs
        seed = hashlib.sha256(self.face._ttf_data + document).digest()

        def tag(n: int, *_: Any) -> bytes:
            digest = hashlib.sha256(seed + repr(subsets[n]).encode()).digest()
            return bytes(ord("A") + byte % 26 for byte in digest[:6])

        numbered, ttfonts.SUBSETN = ttfonts.SUBSETN, tag  # addObjects names each subset through SUBSETN
        try:
            super().addObjects(doc)
        finally:
            ttfonts.SUBSETN = numbered


@cache
def _registered(path: Path) -> str:
    """The ReportLab name of the font in ``path``, registered once; ``FontError`` if unusable."""
    name = "DW-" + hashlib.sha256(str(path).encode()).hexdigest()[:12]
    if not path.is_file():
        raise FontError("not found")
    try:
        pdfmetrics.registerFont(TaggedTTFont(name, str(path)))
    except OSError as error:
        raise FontError(error.strerror or str(error)) from None
    except Exception as error:  # ReportLab's TTFError and the struct/index errors of a damaged file
        raise FontError(f"not a TrueType font ({str(error).splitlines()[0][:100] or type(error).__name__})") from None
    return name


def check(path: Path) -> None:
    """``FontError`` unless ``path`` is a usable TrueType font file (it is then registered)."""
    _registered(Path(path))


def font_name(style: str = "regular") -> str:
    """The ReportLab font name of a style ('regular', 'bold', 'italic', 'bolditalic') of the current fonts."""
    return _registered(current().path(style))


def text_width_pt(text: str, style: str, size_pt: float) -> float:
    """The advance width of ``text`` in points (widths scale with the size: measured once at 1 pt)."""
    return _unit_width(text, font_name(style)) * size_pt


@lru_cache(maxsize=65536)
def _unit_width(text: str, name: str) -> float:
    return pdfmetrics.stringWidth(text, name, 1.0)


def line_metrics(style: str = "regular") -> tuple[float, float, float]:
    """The ascent, descent and line pitch, in font sizes, of text set in ``style`` of the current
    fonts (see the module)."""
    return _line_metrics(current().path(style))


@cache
def _line_metrics(path: Path) -> tuple[float, float, float]:
    ascender, descender, gap = _hhea(path)
    vera_ascender, vera_descender, vera_gap = _hhea(FONT_DIR / STYLES["regular"])
    height, vera_height = ascender + descender + gap, vera_ascender + vera_descender + vera_gap
    return ASCENT * ascender / vera_ascender, DESCENT * descender / vera_descender, LEADING * height / vera_height


@cache
def _hhea(path: Path) -> tuple[float, float, float]:
    """The font's ascender, descender (positive, below the baseline) and line gap, in ems, from its
    ``head`` and ``hhea`` tables."""
    _registered(path)  # a usable font, else FontError
    data = path.read_bytes()
    tables = {}
    for index in range(struct.unpack(">H", data[4:6])[0]):
        tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * index : 28 + 16 * index])
        tables[tag] = offset
    (units,) = struct.unpack(">H", data[tables[b"head"] + 18 : tables[b"head"] + 20])
    ascender, descender, gap = struct.unpack(">hhh", data[tables[b"hhea"] + 4 : tables[b"hhea"] + 10])
    return ascender / units, -descender / units, gap / units


@cache
def _covered(path: Path) -> frozenset[int]:
    """The code points the font in ``path`` has a glyph for."""
    return frozenset(pdfmetrics.getFont(_registered(path)).face.charToGlyph)


def undrawable(text: str) -> list[str]:
    """The characters of ``text`` (each once, in order) that some style of the current fonts cannot
    draw, such as an emoji; line breaks and other spaces are laid out, not drawn, and never count."""
    covered = frozenset.intersection(*(_covered(path) for path in current().files))
    return list(dict.fromkeys(c for c in text if ord(c) not in covered and not c.isspace()))


def named_fonts(data: object, root: Path | None) -> tuple[Fonts | None, list[tuple[str, str]]]:
    """The fonts a content file names under ``fonts:`` (style -> file relative to the card file's
    folder ``root``), None if it names none; and (style, why) for each file that cannot be used,
    which is left out."""
    named = data.get("fonts") if isinstance(data, dict) else None
    if not isinstance(named, dict) or not named:
        return None, []
    usable, problems = {}, []
    for style, name in named.items():
        try:
            path = inside(root, str(name))
            check(path)
        except (Refused, FontError) as error:
            problems.append((style, str(error)))
            continue
        usable[style] = path
    return (Fonts.of(usable) if usable else None), problems


_GAPS: ContextVar[dict[str, Path] | None] = ContextVar("glyph_gaps", default=None)


@contextmanager
def noting_gaps() -> Iterator[dict[str, Path]]:
    """Inside the block, each character drawn (``note_drawn``) that its font has no glyph for, with
    the font's file: the renderer's side of the glyph check, which also sees the text no card file
    holds (labels, the ability text made from the effects)."""
    gaps: dict[str, Path] = {}
    token = _GAPS.set(gaps)
    try:
        yield gaps
    finally:
        _GAPS.reset(token)


def note_drawn(text: str, style: str) -> None:
    """Note the characters of ``text``, drawn in ``style``, that the current font lacks (inside
    ``noting_gaps``; elsewhere this costs one lookup)."""
    gaps = _GAPS.get()
    if gaps is None:
        return
    path = current().path(style)
    covered = _covered(path)
    for char in text:
        if ord(char) not in covered and not char.isspace():
            gaps.setdefault(char, path)


def gap_warnings(gaps: Mapping[str, Path], known: str = "") -> list[str]:
    """A warning per character of ``gaps``, except those in ``known`` (text the validator checked)."""
    return [
        f"{path.name} has no glyph for '{char}' (U+{ord(char):04X}) in the printed text: it prints as nothing"
        for char, path in gaps.items()
        if char not in known
    ]


def parse_font_option(values: tuple[str, ...]) -> Fonts | None:
    """The fonts of ``--font STYLE=FILE`` options (None for none); ``ValueError`` saying what is wrong."""
    given: dict[str, Path] = {}
    for value in values:
        style, _, file = value.partition("=")
        if style not in STYLES or not file:
            raise ValueError(f"write STYLE=FILE with a style of {', '.join(STYLES)}, not {value!r}")
        try:
            check(Path(file))
        except FontError as error:
            raise ValueError(f"{file}: {error}") from None
        given[style] = Path(file).resolve()
    return Fonts.of(given) if given else None

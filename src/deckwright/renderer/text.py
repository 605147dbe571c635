"""Rich text in a box: words and inline icons, wrapped, hyphenated and shrunk to fit.

Markup in a string: ``**bold**``, ``[wood]`` (any name in ``icons.ICONS``; other brackets stay text),
and a newline between paragraphs. A word is a run of text pieces and icons without spaces, so
"1 [wood]/[stone]." never breaks inside "[wood]/[stone]."; nor does a number break from the icon
after it, nor a slash from its neighbours: "2 [coin]" and "1 / [vp]" are one word each.

``fit_text`` lays the text out at the largest size from ``max_pt`` down (in 0.25 pt steps) at which
it fits the box, hyphenating with pyphen (German compounds!) where a word does not fit the rest of
a line that is still loose (under 70 % full) or does not fit a line at all. Below ``min_pt`` it
stops and marks the layout ``overflow``. The same function measures for the renderer and for the
validator's overflow warning.

Geometry is in millimetres, measured from the box's top-left corner downwards. Every inline icon
is a square whose bottom edge sits on its line's baseline, whatever the alignment or size;
``draw_layout`` converts to canvas points only when drawing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Sequence

from reportlab.lib.units import mm as MM

from ..typeset.box import Box
from ..typeset.fonts import BOLD_OF, Fonts, current, font_name, line_metrics, note_drawn, text_width_pt
from .hyphenation import hyphenator
from .icons import ICONS, INK, to_color

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

ICON_EM = 1.08  # an inline icon's edge, in font sizes
PARAGRAPH_GAP = 0.35  # extra space between paragraphs, in font sizes
STEP_PT = 0.25
HYPHEN_FILL = 0.7  # by default, hyphenate a word onto a line only while the line is less full than this
ALIGNS = ("left", "center", "right", "justify")
PT = 25.4 / 72  # millimetres per point


@dataclass(frozen=True, slots=True)
class Run:
    """Text in one style ('regular', 'bold', 'italic', 'bolditalic'); may hold ``[icon]`` tokens."""

    text: str
    style: str = "regular"


@dataclass(frozen=True, slots=True)
class Piece:
    """Part of a word: a text fragment in a style, or an icon (``text`` is empty)."""

    text: str
    style: str = "regular"
    icon: str | None = None


Word = tuple[Piece, ...]


@dataclass(frozen=True, slots=True)
class Placed:
    """A piece placed in the box: ``x_mm`` from the left, ``baseline_mm`` down from the top.

    An icon's square spans ``x_mm .. x_mm + width_mm`` and from ``baseline_mm - width_mm`` (top)
    to ``baseline_mm`` (bottom): it stands on the baseline.
    """

    x_mm: float
    baseline_mm: float
    width_mm: float
    text: str  # empty for an icon
    style: str
    icon: str | None

    @property
    def bottom_mm(self) -> float:
        return self.baseline_mm


@dataclass(frozen=True, slots=True)
class Line:
    baseline_mm: float
    width_mm: float
    items: tuple[Placed, ...]


@dataclass(frozen=True, slots=True)
class Layout:
    size_pt: float
    lines: tuple[Line, ...]
    overflow: bool
    box_w_mm: float
    box_h_mm: float
    height_mm: float  # from the box top to the last line's descender

    @property
    def text(self) -> str:
        """The laid-out text, a line per line, icons as ``[name]`` (for tests and messages)."""
        out = []
        for line in self.lines:
            words, end = [], None
            for p in line.items:
                if end is not None and p.x_mm > end + 1e-6:
                    words.append(" ")
                words.append(p.text if p.icon is None else f"[{p.icon}]")
                end = p.x_mm + p.width_mm
            out.append("".join(words))
        return "\n".join(out)


# --- parsing ----------------------------------------------------------------------------------

_TOKEN = re.compile(r"\n|[ \t]+|\[[A-Za-z_-]+\]|[^\s\[]+|\[")


def _runs(markup: str, base: str) -> list[Run]:
    return [Run(part, BOLD_OF[base] if i % 2 else base) for i, part in enumerate(markup.split("**")) if part]


def parse(text_or_runs: str | Sequence[str | Run], base: str = "regular") -> list[list[Word]]:
    """Paragraphs of words from markup text, or a sequence of markup strings and ``Run`` objects.

    In markup, ``**`` toggles bold; a ``Run`` keeps its own style."""
    items = [text_or_runs] if isinstance(text_or_runs, str) else text_or_runs
    runs = [run for item in items for run in (_runs(item, base) if isinstance(item, str) else [item])]
    paragraphs: list[list[Word]] = [[]]
    word: list[Piece] = []
    spaced = False  # a space since the last word

    def flush() -> None:
        if word:
            paragraphs[-1].append(tuple(word))
            word.clear()

    for run in runs:
        for token in _TOKEN.findall(run.text):
            if token == "\n":
                flush()
                paragraphs.append([])
                spaced = False
                continue
            if token.isspace():
                flush()
                spaced = True
                continue
            if spaced and not word and paragraphs[-1] and _glued(paragraphs[-1][-1], token):
                word.extend((*paragraphs[-1].pop(), Piece(" ", run.style)))
            spaced = False
            if token.startswith("[") and token[1:-1] in ICONS:
                word.append(Piece("", run.style, token[1:-1]))
            elif word and word[-1].icon is None and word[-1].style == run.style:
                word[-1] = Piece(word[-1].text + token, run.style)
            else:
                word.append(Piece(token, run.style))
        flush()
    return [p for p in paragraphs if p]


def _glued(word: Word, token: str) -> bool:
    """Is the space between ``word`` and a word starting with ``token`` unbreakable? Between a number
    and an icon or a slash ("2 [coin]", "(1 [fame])", "1 / [vp]"), and on either side of a slash."""
    icon = token.startswith("[") and token[1:-1] in ICONS
    last = word[-1].text or ""
    number = _NUMBER.fullmatch(last.rsplit(" ", 1)[-1]) is not None
    return (number and (icon or token.startswith("/"))) or last.endswith("/") or token.startswith("/")


_NUMBER = re.compile(r"[(\[„“\"']?[+\-−]?\d+[x×]?")  # an opening bracket or quote may come first: "(1 [fame])"


# --- measuring --------------------------------------------------------------------------------


def _piece_width(piece: Piece, size: float) -> float:
    return ICON_EM * size if piece.icon else text_width_pt(piece.text, piece.style, size)


def _word_width(word: Word, size: float) -> float:
    return sum(_piece_width(p, size) for p in word)


def _hyphenate(word: Word, room: float, size: float, lang: str) -> tuple[Word, Word] | None:
    """Split a one-style text word so that its head plus '-' fits ``room`` points."""
    dic = hyphenator(lang)
    if dic is None or len(word) != 1 or word[0].icon:
        return None
    piece = word[0]
    for head, tail in dic.iterate(piece.text):
        if head[-1].isalpha() and text_width_pt(head + "-", piece.style, size) <= room:
            return (Piece(head + "-", piece.style),), (Piece(tail, piece.style),)
    return None


def _break(
    words: list[Word], width: float, size: float, lang: str, hyphen_fill: float
) -> tuple[list[list[Word]], bool]:
    """Greedy lines of a paragraph, and whether some word is wider than the whole line."""
    space = text_width_pt(" ", "regular", size)
    lines: list[list[Word]] = []
    line: list[Word] = []
    x = 0.0
    too_wide = False
    queue = list(words)
    while queue:
        word = queue.pop(0)
        gap = space if line else 0.0
        w = _word_width(word, size)
        if x + gap + w <= width:
            line.append(word)
            x += gap + w
            continue
        loose = not line or x + gap < hyphen_fill * width
        split = _hyphenate(word, width - x - gap, size, lang) if loose else None
        if split:
            line.append(split[0])
            queue.insert(0, split[1])
        elif line:
            queue.insert(0, word)
        else:
            line.append(word)
            too_wide = True
        lines.append(line)
        line, x = [], 0.0
    if line:
        lines.append(line)
    return lines, too_wide


def _place(
    paragraphs: list[list[Word]],
    box_w: float,
    box_h: float,
    size: float,
    align: str,
    valign: str,
    lang: str,
    hyphen_fill: float,
    font: str = "regular",
) -> tuple[list[Line], float, bool]:
    """Lines placed in points (then converted to mm), the used height in mm, and whether all fit;
    lines spaced by the metrics of ``font``, the base style (``fonts.line_metrics``)."""
    width = box_w / PT
    space = text_width_pt(" ", "regular", size)
    ascent, descent, leading = line_metrics(font)
    pitch = leading * size
    rows: list[tuple[float, list[Word], bool]] = []  # (baseline pt, words, last line of paragraph)
    baseline = max(ascent, ICON_EM) * size
    fits = True
    for index, paragraph in enumerate(paragraphs):
        lines, too_wide = _break(paragraph, width, size, lang, hyphen_fill)
        fits = fits and not too_wide
        if index:
            baseline += PARAGRAPH_GAP * size
        for n, words in enumerate(lines):
            rows.append((baseline, words, n == len(lines) - 1))
            baseline += pitch
    used = (rows[-1][0] + descent * size) * PT if rows else 0.0
    fits = fits and used <= box_h + 1e-9
    shift = max(box_h - used, 0.0) / 2 if valign == "middle" else 0.0
    placed = []
    for baseline, words, last in rows:
        widths = [_word_width(w, size) for w in words]
        natural = sum(widths) + space * (len(words) - 1)
        gap = space
        if align == "justify" and not last and len(words) > 1:
            gap = space + max(width - natural, 0.0) / (len(words) - 1)
        x = {"center": (width - natural) / 2, "right": width - natural}.get(align, 0.0)
        items = []
        for word in words:
            for piece in word:
                w = _piece_width(piece, size)
                items.append(Placed(x * PT, baseline * PT + shift, w * PT, piece.text, piece.style, piece.icon))
                x += w
            x += gap
        placed.append(Line(baseline * PT + shift, natural * PT, tuple(items)))
    return placed, used + shift, fits


def fit_text(
    runs_or_string: str | Sequence[str | Run],
    box_w_mm: float,
    box_h_mm: float,
    font: str = "regular",
    max_pt: float = 8.0,
    min_pt: float = 5.5,
    align: str = "left",
    lang: str = "en",
    valign: str = "top",
    hyphen_fill: float = HYPHEN_FILL,
) -> Layout:
    """Lay the text out in the box at the largest size that fits, or at ``min_pt`` with overflow.

    ``font`` is the base style ('regular' or 'italic'); ``**bold**`` uses its bold variant.
    ``align`` is 'left', 'center', 'right' or 'justify'; ``valign`` 'top' or 'middle'. A word that
    does not fit the rest of a line is hyphenated there while the line is less than ``hyphen_fill``
    full (0: only words that fit no line at all). A layout is made once per text, box, settings
    and fonts (``fonts.current``): the validator and the renderer lay out the same texts.
    """
    if align not in ALIGNS:
        raise ValueError(f"align must be one of {ALIGNS}")
    runs = runs_or_string if isinstance(runs_or_string, str) else tuple(runs_or_string)
    return _fit(runs, box_w_mm, box_h_mm, font, max_pt, min_pt, align, lang, valign, hyphen_fill, current())


@lru_cache(maxsize=8192)
def _fit(
    runs: str | tuple[str | Run, ...],
    box_w_mm: float,
    box_h_mm: float,
    font: str,
    max_pt: float,
    min_pt: float,
    align: str,
    lang: str,
    valign: str,
    hyphen_fill: float,
    fonts: Fonts,
) -> Layout:
    """``fit_text``'s layout; ``fonts`` (the current ones, which it measures with) is part of the key."""
    paragraphs = parse(runs, font)
    size = max_pt
    while True:
        lines, height, fits = _place(paragraphs, box_w_mm, box_h_mm, size, align, valign, lang, hyphen_fill, font)
        if fits or size - STEP_PT < min_pt - 1e-9:
            return Layout(size, tuple(lines), not fits, box_w_mm, box_h_mm, height)
        size -= STEP_PT


def label_layout(text: str, box: Box, points: float, least: float, lang: str) -> Layout:
    """``text`` in bold, centred in ``box`` both ways, as large as fits from ``points`` down to ``least``."""
    return fit_text(f"**{text}**", box.w, box.h, "regular", points, least, "center", lang, "middle")


def overflowing(layouts: dict[str, Layout]) -> list[str]:
    """Which of the laid-out parts of a card do not fit even at the smallest size."""
    return [part for part, layout in layouts.items() if layout.overflow]


def overflow_message(card_id: str, parts: list[str], lang: str, w: float, h: float, least: float) -> str:
    """The warning for the ``parts`` of a card ('name', 'ability text' ...) that do not fit its
    ``w`` x ``h`` mm face even at ``least`` points."""
    listed = " and ".join([", ".join(parts[:-1]), parts[-1]] if len(parts) > 1 else parts)
    verb = "does" if len(parts) == 1 else "do"
    return f"the {listed} of '{card_id}' ({lang}) {verb} not fit a {w:g}x{h:g} mm card even at {least:g} pt"


def draw_layout(canvas: Canvas, layout: Layout, x_mm: float, top_mm: float, colour: str = INK) -> None:
    """Draw a layout whose box's top-left corner is at (x_mm, top_mm) in canvas millimetres (y up)."""
    size = layout.size_pt
    canvas.saveState()
    canvas.setFillColor(to_color(colour))
    for line in layout.lines:
        y = (top_mm - line.baseline_mm) * MM
        for item in line.items:
            x = (x_mm + item.x_mm) * MM
            if item.icon:
                ICONS[item.icon](canvas, x, y, item.width_mm * MM)
            else:
                canvas.setFont(font_name(item.style), size)
                canvas.drawString(x, y, item.text)
                note_drawn(item.text, item.style)
    canvas.restoreState()

"""Reading a produced PDF back with pypdf: page sizes, card placements, lines, text."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from pypdf import PdfReader
from pypdf.generic import ContentStream

PT = 25.4 / 72  # mm per point


@dataclass
class Placement:
    face: str  # the card's text, as drawn by the fake face
    x: float  # trim box lower-left corner on the page, mm
    y: float
    width: float  # bleed box size, mm
    height: float
    upside_down: bool


def page_size(page) -> tuple[float, float]:
    return float(page.mediabox.width) * PT, float(page.mediabox.height) * PT


def placements(reader: PdfReader, page, text: bool = True) -> list[Placement]:
    """Every form placed on the page: `q a b c d e f cm /Name Do Q` with the form's /BBox.

    ``face`` is the first string the form shows (the fake faces' name), or '' without ``text``."""
    xobjects = page["/Resources"].get("/XObject", {})
    found, matrix = [], None
    for operands, operator in ContentStream(page.get_contents(), reader).operations:
        if operator == b"cm":
            matrix = [float(v) for v in operands]
        elif operator == b"Do":
            form = xobjects[operands[0]].get_object()
            x0, y0, x1, y1 = (float(v) for v in form["/BBox"])
            a, _, _, d, e, f = matrix
            face = re.search(rb"\((.*?)\) Tj", form.get_data())[1].decode() if text else ""
            # the trim box's lower-left is the form origin (0, 0); upside down it is the far corner
            width, height = (x1 - x0) * PT, (y1 - y0) * PT
            bleed = -x0 * PT
            if a < 0 and d < 0:
                x, y = e * PT - (width - 2 * bleed), f * PT - (height - 2 * bleed)
            else:
                x, y = e * PT, f * PT
            found.append(Placement(face, x, y, width, height, a < 0))
    return found


def line_widths(reader: PdfReader, page) -> list[float]:
    return [
        float(operands[0])
        for operands, operator in ContentStream(page.get_contents(), reader).operations
        if operator == b"w"
    ]


def segments(reader: PdfReader, page) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Straight lines (m ... l) drawn on the page itself, in mm."""
    found, start = [], None
    for operands, operator in ContentStream(page.get_contents(), reader).operations:
        if operator == b"m":
            start = (float(operands[0]) * PT, float(operands[1]) * PT)
        elif operator == b"l" and start:
            end = (float(operands[0]) * PT, float(operands[1]) * PT)
            found.append((start, end))
            start = end
    return found


def texts_by_placement(page) -> list[tuple[str, str]]:
    """(form name, its text with words joined by spaces) for each form placed on the page, in order."""
    groups: list[list[str]] = []

    def before(operator, operands, cm, tm):
        if operator == b"Do":
            groups.append([str(operands[0])])

    def text(content, cm, tm, font, size):
        if content.strip() and groups:
            groups[-1].append(" ".join(content.split()))

    page.extract_text(visitor_operand_before=before, visitor_text=text)
    return [(group[0], " ".join(group[1:])) for group in groups]


def fonts_embedded(reader: PdfReader) -> dict[str, bool]:
    """Every font of every page and form: is its program embedded?"""
    found = {}

    def visit(resources):
        for font in (resources.get("/Font") or {}).values():
            font = font.get_object()
            if "/DescendantFonts" in font:
                font = font["/DescendantFonts"][0].get_object()
            descriptor = font.get("/FontDescriptor")
            descriptor = descriptor.get_object() if descriptor else {}
            found[str(font["/BaseFont"])] = any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))
        for xobject in (resources.get("/XObject") or {}).values():
            xobject = xobject.get_object()
            if xobject.get("/Subtype") == "/Form" and "/Resources" in xobject:
                visit(xobject["/Resources"])

    for page in reader.pages:
        visit(page["/Resources"])
    return found


# A content stream's tokens: strings, hex strings, names, numbers, array brackets, operators.
_TOKENS = re.compile(
    rb"\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>|/[^\s/\[\]()<>{}%]+|[-+]?(?:\d+\.?\d*|\.\d+)|[][]|[A-Za-z'\"*]+[01]?"
)
_SHOWS = (b"Tj", b"TJ", b"'", b'"')


def _scale(matrix) -> float:
    """How a matrix ``a b c d e f`` scales lengths (the square root of how it scales areas)."""
    a, b, c, d = (float(v) for v in matrix[:4])
    return math.sqrt(abs(a * d - b * c))


def _text_sizes(data: bytes, resources, where: str, forms: dict) -> list[tuple[str, float]]:
    """(form name, points) for each text run of a content stream and the forms it places, at the
    scale the stream draws at; ``forms`` remembers each form's runs."""
    found, stack, operands = [], [], []
    scale, text_scale, size = 1.0, 1.0, 0.0
    for token in _TOKENS.findall(data):
        if not token[:1].isalpha() and token[:1] not in b"'\"":
            operands.append(token)
            continue
        if token == b"q":
            stack.append((scale, size))
        elif token == b"Q":
            scale, size = stack.pop()
        elif token == b"cm":
            scale *= _scale(operands[-6:])
        elif token == b"BT":
            text_scale = 1.0
        elif token == b"Tm":
            text_scale = _scale(operands[-6:])
        elif token == b"Tf":
            size = float(operands[-1])
        elif token in _SHOWS:
            found.append((where, size * text_scale * scale))
        elif token == b"Do":
            name = operands[-1].decode()
            ref = resources["/XObject"].raw_get(name)
            form = ref.get_object()
            if form["/Subtype"] == "/Form":
                if ref.idnum not in forms:
                    forms[ref.idnum] = _text_sizes(form.get_data(), form.get("/Resources", {}), name, forms)
                placed = scale * _scale(form.get("/Matrix", (1, 0, 0, 1)))
                found += [(inner, points * placed) for inner, points in forms[ref.idnum]]
        operands = []
    return found


def text_sizes(reader: PdfReader) -> list[tuple[str, float]]:
    """(where, points) for every text run of every page: the font size times the scale of the text
    and graphics matrices it is drawn with (forms placed scaled scale their text); ``where`` is the
    name of the form that draws it (a card face), or 'page'. Each form is read once, so a sheet of
    forty copies of one card costs one card."""
    forms: dict = {}
    return [
        run
        for page in reader.pages
        for run in _text_sizes(page.get_contents().get_data(), page["/Resources"], "page", forms)
    ]

"""What a drawing paints, read back with PDFium: each page object's kind and its extent in mm."""

from __future__ import annotations

import ctypes
import io
from dataclasses import dataclass
from typing import Callable

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

KINDS = {pdfium_c.FPDF_PAGEOBJ_TEXT: "text", pdfium_c.FPDF_PAGEOBJ_PATH: "path", pdfium_c.FPDF_PAGEOBJ_IMAGE: "image"}


@dataclass(frozen=True)
class Painted:
    kind: str  # text, path, image (or the PDFium type number)
    left: float  # mm from the page's left edge ...
    top: float  # ... and from its top edge
    right: float
    bottom: float
    background: bool  # inside a background artifact (/Artifact <</Type /Background>> BDC)
    text: str = ""  # what a text object shows
    size: float = 0.0  # its font size, in points


def painted(draw: Callable[[Canvas], object], w: float, h: float) -> list[Painted]:
    """Everything ``draw`` paints on a ``w`` x ``h`` mm page. A stroked path's extent is its outline's
    plus half the line width (PDFium's bounds add the whole width); text, its glyphs' boxes."""
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(w * mm, h * mm))
    draw(canvas)
    canvas.save()
    page = pdfium.PdfDocument(buffer.getvalue())[0]
    textpage = page.get_textpage()
    found = []
    for obj in page.get_objects():
        x0, y0, x1, y1 = (v / mm for v in obj.get_bounds())
        fill, stroke, width = ctypes.c_int(), ctypes.c_int(), ctypes.c_float()
        if obj.type == pdfium_c.FPDF_PAGEOBJ_PATH and pdfium_c.FPDFPath_GetDrawMode(obj, fill, stroke) and stroke.value:
            pdfium_c.FPDFPageObj_GetStrokeWidth(obj, width)
            half = width.value / mm / 2
            x0, y0, x1, y1 = x0 + half, y0 + half, x1 - half, y1 - half
        kind = KINDS.get(obj.type, str(obj.type))
        text, size = _text(obj, textpage) if kind == "text" else ("", 0.0)
        found.append(Painted(kind, x0, h - y1, x1, h - y0, "Artifact" in _marks(obj), text, size))
    return found


def _text(obj, textpage) -> tuple[str, float]:
    length = pdfium_c.FPDFTextObj_GetText(obj, textpage.raw, None, 0)
    buffer = (ctypes.c_ushort * (length // 2))()
    pdfium_c.FPDFTextObj_GetText(obj, textpage.raw, buffer, length)
    size = ctypes.c_float()
    pdfium_c.FPDFTextObj_GetFontSize(obj, size)
    return bytes(buffer).decode("utf-16-le").rstrip("\0"), size.value


def _marks(obj) -> list[str]:
    names = []
    for index in range(pdfium_c.FPDFPageObj_CountMarks(obj)):
        mark = pdfium_c.FPDFPageObj_GetMark(obj, index)
        size = ctypes.c_ulong()
        pdfium_c.FPDFPageObjMark_GetName(mark, None, 0, size)
        name = (ctypes.c_ushort * (size.value // 2))()
        pdfium_c.FPDFPageObjMark_GetName(mark, name, size, size)
        names.append(bytes(name).decode("utf-16-le").rstrip("\0"))
    return names

"""Reading vector paths back from a PDF with pypdf: the subpaths a content stream strokes, in mm.

A content stream (a page's or a form XObject's) is walked with its graphics state: ``q``/``Q``
save and restore the transformation matrix, ``cm`` multiplies it, and every point of a subpath
(``m``, ``l``, ``re``; a curve ``c`` contributes its end point) is mapped to default user space
and converted to millimetres. Only stroked subpaths (``S``, ``s``, ``B``) are kept; ``placed_forms``
says where the stream places form XObjects.
"""

from __future__ import annotations

from typing import Iterator

from pypdf import PdfReader
from pypdf.generic import ContentStream

PT = 25.4 / 72  # mm per point
Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def _times(m: Matrix, n: Matrix) -> Matrix:
    """The matrix m applied first, then n (PDF's row-vector order)."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)


def _walk(reader: PdfReader, stream) -> Iterator[tuple[bytes, list, Matrix]]:
    """Each operator of ``stream`` (a page or a form XObject) with its operands and the
    transformation matrix in force, ``q``/``Q``/``cm`` applied."""
    contents = stream.get_contents() if hasattr(stream, "get_contents") else stream
    matrix, saved = IDENTITY, []
    for operands, operator in ContentStream(contents, reader).operations:
        if operator == b"q":
            saved.append(matrix)
        elif operator == b"Q":
            matrix = saved.pop()
        elif operator == b"cm":
            matrix = _times(tuple(float(v) for v in operands), matrix)  # type: ignore[arg-type]
        yield operator, operands, matrix


def stroked(reader: PdfReader, stream) -> list[list[tuple[float, float]]]:
    """Every stroked subpath of ``stream`` (a page or a form XObject), as points in mm."""
    found: list[list[tuple[float, float]]] = []
    current: list[list[tuple[float, float]]] = []
    for operator, operands, matrix in _walk(reader, stream):
        values = [float(v) for v in operands] if operator in (b"m", b"l", b"c", b"re") else []

        def point(x: float, y: float, m: Matrix = matrix) -> tuple[float, float]:
            a, b, c, d, e, f = m
            return (a * x + c * y + e) * PT, (b * x + d * y + f) * PT

        if operator == b"m":
            current.append([point(*values)])
        elif operator == b"l":
            current[-1].append(point(*values))
        elif operator == b"c":
            current[-1].append(point(*values[4:]))
        elif operator == b"re":
            x, y, w, h = values
            current.append([point(x, y), point(x + w, y), point(x + w, y + h), point(x, y + h)])
        elif operator in (b"S", b"s", b"B", b"B*", b"b", b"b*"):
            found += current
            current = []
        elif operator in (b"f", b"f*", b"F", b"n"):
            current = []
    return found


def placed_forms(reader: PdfReader, stream) -> list[tuple[str, tuple[float, float]]]:
    """Every form XObject ``stream`` places (``Do``): its resource name and where its origin
    lands, in mm."""
    return [
        (str(operands[0]), (m[4] * PT, m[5] * PT))
        for operator, operands, m in _walk(reader, stream)
        if operator == b"Do"
    ]


def form(reader: PdfReader, page, prefix: str):
    """The form XObject placed on ``page`` whose name starts with ``/FormXob.`` + ``prefix``."""
    xobjects = page["/Resources"]["/XObject"]
    (name,) = [name for name in xobjects if str(name).startswith("/FormXob." + prefix)]
    return xobjects[name].get_object()


def placed_at(reader: PdfReader, page) -> tuple[float, float]:
    """Where the page places its one form: the translation of the ``cm`` before ``Do``, in mm."""
    matrix = None
    for operands, operator in ContentStream(page.get_contents(), reader).operations:
        if operator == b"cm":
            matrix = [float(v) for v in operands]
        elif operator == b"Do":
            return matrix[4] * PT, matrix[5] * PT
    raise AssertionError("no form placed on the page")

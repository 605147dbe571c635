"""One PNG per face by rasterizing the vector face with PDFium (the ``pypdfium2`` wheel ships it).

The faces to render are drawn, one per page sized to the bleed box (of the card, or of an item
with its own shape), into a PDF in memory; each page is then rendered at ``dpi`` to exactly
round(size_mm / 25.4 * dpi) pixels, so a 63 mm card is 744 px wide at 300 DPI. The PNG shows the
bleed when there is bleed.
"""

from __future__ import annotations

import io
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import IO, Callable, Iterable, Mapping

import pypdfium2
from PIL import Image
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from ..safe_write import write_atomic
from ..typeset.fonts import font_name
from . import Face

# save(path, fill): write ``path`` by calling ``fill(binary_file)``
Save = Callable[[Path, Callable[[IO[bytes]], object]], object]

DPI = 300


def pixels(size_mm: float, dpi: int = DPI) -> int:
    return round(size_mm / 25.4 * dpi)


def render_pngs(
    faces: Iterable[tuple[Face, Path]],
    card: tuple[float, float],
    bleed: float,
    dpi: int = DPI,
    progress: Callable[[int], None] | None = None,
    save: Save = write_atomic,
    sizes: Mapping[str, tuple[float, float]] | None = None,
) -> list[str]:
    """Write each face to its path as a PNG through ``save``; return the faces' warnings.
    ``sizes``: the trim size of faces that are not ``card``-sized (items with their own shape), by name."""
    faces = list(faces)
    if not faces:
        return []
    b = bleed
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1, initialFontName=font_name())
    warnings, dimensions = [], []
    for face, _ in faces:
        w, h = (sizes or {}).get(face.name, card)
        canvas.setPageSize(((w + 2 * b) * mm, (h + 2 * b) * mm))
        warnings += [f"{face.name}: {warning}" for warning in face.draw(canvas, b, b, w, h, b) or ()]
        canvas.showPage()
        dimensions.append((pixels(w + 2 * b, dpi), pixels(h + 2 * b, dpi)))
    canvas.save()
    document = pypdfium2.PdfDocument(buffer.getvalue())
    # PDFium renders one page at a time; PNG compression (which releases the GIL) overlaps it.
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        try:
            saves = []
            for page, (_, path), size in zip(document, faces, dimensions):
                image = page.render(scale=size[0] / page.get_width(), draw_annots=False).to_pil()
                saves.append(pool.submit(_save, _exact(image, size), path, dpi, progress, save))
        finally:
            document.close()
        for future in saves:
            future.result()
    return warnings


def _exact(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    """PDFium rounds a fractional pixel edge up: crop that sliver rather than resample."""
    if image.size == size:
        return image
    if image.width >= size[0] and image.height >= size[1]:
        return image.crop((0, 0, *size))
    return image.resize(size)


def _save(image: Image.Image, path: Path, dpi: int, progress: Callable[[int], None] | None, save: Save) -> None:
    save(path, lambda file: image.save(file, format="PNG", dpi=(dpi, dpi), compress_level=1))
    if progress:
        progress(1)

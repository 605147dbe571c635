"""A card's art in its window: which file, which part of it, at what resolution, for every system.

A card's ``art`` is a file name (relative to the card file, inside its folder: ``content_path``),
or a mapping with the file and how it fills the window:

- ``fit: fill`` (the default): the image covers the window, the overhang cut off; ``focus: [x, y]``
  (per cent across and down the image, default [50, 50], the centre) is the point kept as near
  the window's centre as the image allows. Per cent, not 0..1: card files hold whole numbers.
- ``fit: fit``: the whole image shows inside the window, the rest of the window left plain.
- ``crop: [left, top, right, bottom]``: pixels of the image to use (then filled or fitted as
  above); a box reaching past the image is cut to it.

Geometry works on pixel sizes and is pure (``shown``); ``frame`` cuts and scales a Pillow image
to the window's proportions, at most ``dpi`` (300) pixels per inch. Print wants 300 ppi:
``low_resolution`` says when the part of the image shown gets fewer.

Art is opened only as one of ``FORMATS`` (PNG, JPEG, WebP), told by its content, never by its
name: a file of any other kind (a PostScript file named ``.png``, which the image library would
hand to Ghostscript) is refused before it is decoded.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image, UnidentifiedImageError

from ..content_path import Refused, inside

FORMATS = ("PNG", "JPEG", "WEBP")  # the image formats art may be in (docs/printing.md#art)
MAX_PIXELS = 40_000_000  # bigger than any card art at 1200 dpi; refuse decompression bombs early
MIN_PPI = 300  # what print shops ask for
MM_PER_INCH = 25.4

Box = tuple[int, int, int, int]  # left, top, right, bottom in pixels


@dataclass(frozen=True)
class Art:
    """A card's art: the file, ``fit`` ('fill' or 'fit'), the ``focus`` of a fill (0..1 across and
    down), a ``crop`` box."""

    file: str
    fit: str = "fill"
    focus: tuple[float, float] = (0.5, 0.5)
    crop: Box | None = None


def art_of(value: Any) -> Art | None:
    """The ``Art`` of a card's (schema-valid) ``art`` value, None for none."""
    if not value:
        return None
    if isinstance(value, str):
        return Art(value)
    crop = value.get("crop")
    x, y = value.get("focus", (50, 50))
    return Art(value["file"], value.get("fit", "fill"), (x / 100, y / 100), tuple(crop) if crop else None)  # type: ignore[arg-type]


def open_art(art: Art, root: Path | None) -> Image.Image:
    """The image of ``art`` under ``root``, RGB, or RGBA where the file has transparency (an alpha
    channel, a transparent palette entry or colour), which ``frame`` lays onto the window's
    background; ``Refused`` saying why it cannot be used."""
    path = inside(root, art.file)
    try:
        with _open(path) as image:
            if image.width * image.height > MAX_PIXELS:
                raise Refused(f"it is too large ({image.width}x{image.height} px)")
            return image.convert("RGBA" if image.has_transparency_data else "RGB")
    except Refused:
        raise
    except Exception as error:  # any decoder failure of any format must only cost a warning
        raise Refused(f"it cannot be read ({type(error).__name__})") from None


def _open(path: Path) -> Image.Image:
    """The image of ``path``, opened lazily as one of ``FORMATS`` (by its content); ``Refused`` for
    a file of any other kind."""
    try:
        return Image.open(path, formats=FORMATS)
    except UnidentifiedImageError:
        raise Refused("it is not a readable PNG, JPEG or WebP image") from None


def region(size: tuple[int, int], art: Art) -> Box:
    """The part of the image ``art`` uses: its crop box cut to the image, else the whole image."""
    width, height = size
    if art.crop is None:
        return 0, 0, width, height
    left, top, right, bottom = art.crop
    left, top = min(max(left, 0), width - 1), min(max(top, 0), height - 1)
    return left, top, max(min(right, width), left + 1), max(min(bottom, height), top + 1)


def shown(size: tuple[int, int], art: Art, w_mm: float, h_mm: float) -> Box:
    """The pixels of an image of ``size`` that show in a ``w_mm`` x ``h_mm`` window."""
    left, top, right, bottom = region(size, art)
    if art.fit == "fit":
        return left, top, right, bottom
    width, height = right - left, bottom - top
    if width * h_mm > height * w_mm:  # wider than the window: cut the sides
        new_w = max(1, round(height * w_mm / h_mm))
        x = _around(art.focus[0] * width, new_w, width)
        return left + x, top, left + x + new_w, bottom
    new_h = max(1, round(width * h_mm / w_mm))
    y = _around(art.focus[1] * height, new_h, height)
    return left, top + y, right, top + y + new_h


def _around(centre: float, span: int, length: int) -> int:
    """The start of a ``span`` centred on ``centre`` as nearly as it fits in ``length``."""
    return min(max(round(centre - span / 2), 0), length - span)


def ppi(size: tuple[int, int], art: Art, w_mm: float, h_mm: float) -> float:
    """Pixels per inch the shown part of the image gets on paper (the lower of the two directions)."""
    left, top, right, bottom = shown(size, art, w_mm, h_mm)
    across, down = w_mm / (right - left), h_mm / (bottom - top)  # mm per pixel, each way
    return MM_PER_INCH / (min(across, down) if art.fit == "fit" else max(across, down))


def frame(image: Image.Image, art: Art, w_mm: float, h_mm: float, background: str, dpi: int = 300) -> Image.Image:
    """The image as the window shows it, in the window's proportions, at most ``dpi`` in it, an RGB
    image: a fitted image is centred on ``background``, and what is transparent in the image shows
    ``background`` (partly transparent: blended with it), so every output prints the same."""
    part = _onto(image.crop(shown(image.size, art, w_mm, h_mm)), background)
    limit = (max(1, round(w_mm / MM_PER_INCH * dpi)), max(1, round(h_mm / MM_PER_INCH * dpi)))
    if art.fit != "fit":
        return part.resize(limit, Image.Resampling.LANCZOS) if part.width > limit[0] else part
    scale = min(w_mm / part.width, h_mm / part.height)  # mm per pixel
    canvas_px = (round(w_mm / scale), round(h_mm / scale))
    if canvas_px[0] > limit[0]:
        part = part.resize(
            (max(1, round(part.width * limit[0] / canvas_px[0])), max(1, round(part.height * limit[0] / canvas_px[0]))),
            Image.Resampling.LANCZOS,
        )
        canvas_px = limit
    window = Image.new("RGB", canvas_px, background)
    window.paste(part, ((canvas_px[0] - part.width) // 2, (canvas_px[1] - part.height) // 2))
    return window


def _onto(image: Image.Image, background: str) -> Image.Image:
    """``image`` laid onto a plain ``background``, as RGB: an opaque image as it is."""
    if image.mode != "RGBA":
        return image
    return Image.alpha_composite(Image.new("RGBA", image.size, background), image).convert("RGB")


def low_resolution(art: Art, root: Path | None, w_mm: float, h_mm: float) -> str | None:
    """Why ``art`` prints below ``MIN_PPI`` in a ``w_mm`` x ``h_mm`` window, or None (also for art
    that cannot be used: that has its own warning)."""
    try:
        with _open(inside(root, art.file)) as image:
            size = image.size
    except Exception:
        return None
    got = ppi(size, art, w_mm, h_mm)
    if got >= MIN_PPI - 0.5:
        return None
    left, top, right, bottom = shown(size, art, w_mm, h_mm)
    factor = MIN_PPI / got
    return (
        f"art '{art.file}' prints at {got:.0f} ppi in its {w_mm:.1f}x{h_mm:.1f} mm window: the "
        f"{right - left}x{bottom - top} px it shows there need to be {round((right - left) * factor)}x"
        f"{round((bottom - top) * factor)} px for {MIN_PPI} ppi"
    )

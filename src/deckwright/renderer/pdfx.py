"""Print-service PDFs: one card per page at trim plus bleed, in CMYK, as PDF/X-1a:2003.

What DriveThruCards-style services take: every page is one card's bleed box (MediaBox and
BleedBox), with its TrimBox the cut; fronts and backs alternate (page 2k+1 is the back of page
2k). ReportLab draws the pages with every colour converted from sRGB to the CMYK of an ICC
output profile (``Cmyk``; neutral greys go to black ink only) and art images converted through
the same profile (laid onto white where they are transparent); a face that asks for
transparency is drawn opaque, with a warning. pikepdf then adds what ReportLab cannot write: the
output intent with the profile embedded and the PDF/X keys of the document information.

The profile is never shipped with deckwright: ``find_profile`` looks for a CMYK printer profile
installed by the system (Ghostscript's ``default_cmyk.icc``, the ``icc-profiles-free`` or
``colord`` profiles) or takes the file given.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import BinaryIO

import pikepdf
from PIL import Image, ImageCms
from reportlab.lib.colors import CMYKColor, toColor
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from . import Deck
from .fonts import font_name
from .pdf import end_form

PROFILE_DIRS = (Path("/usr/share/color/icc"), Path("/usr/local/share/color/icc"), Path.home() / ".local/share/icc")
PREFERRED = ("fogra39", "gracol", "swop", "default_cmyk")  # the first a name contains wins, in this order
PDFX_VERSION = "PDF/X-1a:2003"


class ProfileMissing(ValueError):
    """No usable CMYK output profile."""


def is_cmyk_profile(path: Path) -> bool:
    """An ICC profile of a printer ('prtr') with CMYK as its colour space (from the profile header)."""
    try:
        with path.open("rb") as file:
            header = file.read(20)
    except OSError:
        return False
    return len(header) == 20 and header[12:16] == b"prtr" and header[16:20] == b"CMYK"


def find_profile(given: Path | None = None, dirs: tuple[Path, ...] = PROFILE_DIRS) -> Path:
    """The CMYK output profile: ``given``, else the preferred one of those installed in ``dirs``."""
    if given is not None:
        if not is_cmyk_profile(given):
            raise ProfileMissing(f"{given}: not a CMYK printer ICC profile")
        return given
    found = sorted(
        path
        for folder in dirs
        if folder.is_dir()
        for path in folder.rglob("*")
        if path.suffix.lower() in (".icc", ".icm")
    )
    found = [path for path in found if is_cmyk_profile(path)]
    for word in PREFERRED:
        for path in found:
            if word in path.name.lower():
                return path
    if found:
        return found[0]
    raise ProfileMissing(
        "no CMYK ICC profile is installed: install Ghostscript (Debian: apt-get install ghostscript) or "
        "icc-profiles-free, or name a profile with --icc FILE"
    )


@dataclass(frozen=True)
class Cmyk:
    """sRGB to the output profile's CMYK: colours for ReportLab (``enforceColorSpace``) and images."""

    profile: Path

    @cached_property
    def _transform(self) -> ImageCms.ImageCmsTransform:
        return ImageCms.buildTransform(
            ImageCms.createProfile("sRGB"), ImageCms.getOpenProfile(str(self.profile)), "RGB", "CMYK"
        )

    @lru_cache(maxsize=4096)  # noqa: B019 - one converter per render; the colours of a deck are few
    def _ink(self, rgb: tuple[int, int, int]) -> tuple[float, float, float, float]:
        pixel = ImageCms.applyTransform(Image.new("RGB", (1, 1), rgb), self._transform).getpixel((0, 0))
        return tuple(round(v / 255, 4) for v in pixel)  # type: ignore[return-value]

    def __call__(self, colour) -> CMYKColor:
        """A ReportLab colour as CMYK: a grey as black ink only, any other RGB colour through the profile."""
        c = toColor(colour)
        if isinstance(c, CMYKColor):
            return CMYKColor(c.cyan, c.magenta, c.yellow, c.black, alpha=c.alpha)
        if c.red == c.green == c.blue:
            return CMYKColor(0, 0, 0, round(1 - c.red, 4), alpha=c.alpha)
        return CMYKColor(*self._ink(tuple(round(v * 255) for v in (c.red, c.green, c.blue))), alpha=c.alpha)

    def image(self, image: Image.Image) -> Image.Image:
        """An image in CMYK; any transparency laid onto white paper first."""
        if image.mode == "CMYK":
            return image
        if image.mode in ("RGBA", "LA", "P", "PA"):
            rgba = image.convert("RGBA")
            image = Image.new("RGB", rgba.size, "white")
            image.paste(rgba, mask=rgba.getchannel("A"))
        return ImageCms.applyTransform(image.convert("RGB"), self._transform)


class CmykCanvas(Canvas):
    """A canvas that paints only in CMYK: colours and images converted by ``cmyk``."""

    def __init__(self, target, cmyk: Cmyk, **kwargs):
        super().__init__(target, enforceColorSpace=cmyk, **kwargs)
        self._cmyk = cmyk
        self.transparent = 0  # how many times a face asked for transparency (drawn opaque)

    def setFillAlpha(self, alpha: float) -> None:  # noqa: N802 - ReportLab's name
        self.transparent += alpha != 1

    def setStrokeAlpha(self, alpha: float) -> None:  # noqa: N802 - ReportLab's name
        self.transparent += alpha != 1

    def drawImage(self, image, *args, **kwargs):  # noqa: N802 - ReportLab's name
        if isinstance(image, ImageReader):
            image = ImageReader(self._cmyk.image(image._image))
        elif isinstance(image, Image.Image):
            image = ImageReader(self._cmyk.image(image))
        kwargs.pop("mask", None)  # laid onto white: nothing is masked
        return super().drawImage(image, *args, **kwargs)


def write_print_service(
    target: Path | BinaryIO, deck: Deck, card: tuple[float, float], bleed: float, profile: Path
) -> list[str]:
    """Every card of ``deck`` (each copy) as a front page and a back page, PDF/X-1a; return the faces' warnings."""
    (w, h), b = card, bleed
    buffer = io.BytesIO()
    canvas = CmykCanvas(
        buffer, Cmyk(profile), pagesize=((w + 2 * b) * mm, (h + 2 * b) * mm), invariant=1, initialFontName=font_name()
    )
    canvas.setTitle(deck.title)
    canvas.setCreator("deckwright")
    canvas.setTrimBox((b * mm, b * mm, (w + b) * mm, (h + b) * mm))
    canvas.setBleedBox((0, 0, (w + 2 * b) * mm, (h + 2 * b) * mm))
    warnings: list[str] = []
    drawn: set[str] = set()
    for item in deck.copies():
        for face in (item.front, item.back):
            name = "card-" + face.name
            if name not in drawn:
                drawn.add(name)
                canvas.beginForm(name, 0, 0, (w + 2 * b) * mm, (h + 2 * b) * mm)
                transparent = canvas.transparent
                warnings += [f"{face.name}: {warning}" for warning in face.draw(canvas, b, b, w, h, b) or ()]
                if canvas.transparent > transparent:
                    warnings.append(f"{face.name}: transparency drawn opaque (print services take none)")
                end_form(canvas)
            canvas.doForm(name)
            canvas.showPage()
    canvas.save()
    data = mark_pdfx(buffer.getvalue(), profile, deck.title)
    if isinstance(target, Path):
        target.write_bytes(data)
    else:
        target.write(data)
    return warnings


def mark_pdfx(data: bytes, profile: Path, title: str) -> bytes:
    """The PDF with a PDF/X output intent (the profile embedded) and the PDF/X document keys."""
    with pikepdf.open(io.BytesIO(data)) as pdf:
        icc = pdf.make_stream(profile.read_bytes())
        icc.N = 4
        description = ImageCms.getProfileDescription(ImageCms.getOpenProfile(str(profile))).strip()
        pdf.Root.OutputIntents = pikepdf.Array(
            [
                pikepdf.Dictionary(
                    Type=pikepdf.Name.OutputIntent,
                    S=pikepdf.Name.GTS_PDFX,
                    OutputConditionIdentifier=pikepdf.String("Custom"),
                    OutputCondition=pikepdf.String(description),
                    Info=pikepdf.String(description),
                    DestOutputProfile=icc,
                )
            ]
        )
        info = pdf.docinfo
        info[pikepdf.Name.Title] = pikepdf.String(title)
        info[pikepdf.Name.GTS_PDFXVersion] = pikepdf.String(PDFX_VERSION)
        info[pikepdf.Name.GTS_PDFXConformance] = pikepdf.String(PDFX_VERSION)
        info[pikepdf.Name.Trapped] = pikepdf.Name("/False")
        out = io.BytesIO()
        pdf.save(out, deterministic_id=True, min_version="1.4", force_version="1.4")
    return out.getvalue()

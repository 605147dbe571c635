"""Print-service PDFs: one card per page at trim plus bleed, in CMYK, as PDF/X-1a:2003.

What DriveThruCards-style services take: every page is one card's bleed box (MediaBox and
BleedBox), with its TrimBox the cut; fronts and backs alternate (page 2k+1 is the back of page
2k). ReportLab draws the pages with every colour converted from sRGB to the CMYK of an ICC
output profile (``Cmyk``: neutral greys and near-black go to black ink only, rich black only on
large dark rectangles, and no colour above the profile's total ink) and art images converted
through the same profile (laid onto white where they are transparent); a face that asks for
transparency is drawn opaque, with a warning. pikepdf then adds what ReportLab cannot write: the
output intent with the profile embedded and the PDF/X keys of the document information.

The profile is never shipped with deckwright: ``find_profile`` looks for a CMYK printer profile
installed by the system (Ghostscript's ``default_cmyk.icc``, the ``icc-profiles-free`` or
``colord`` profiles) or takes the file given.
"""

from __future__ import annotations

import io
import math
import os
import stat
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import IO, Any, Iterator

import pikepdf
from PIL import Image, ImageCms
from reportlab.lib.colors import CMYKColor, Color, toColor
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas, fp_str

from ..typeset.fonts import font_name
from . import Deck
from .draw import chroma, lab
from .pdf import end_form

PROFILE_DIRS = (Path("/usr/share/color/icc"), Path("/usr/local/share/color/icc"), Path.home() / ".local/share/icc")
PREFERRED = ("fogra39", "gracol", "swop", "default_cmyk")  # the first a name contains wins, in this order
PDFX_VERSION = "PDF/X-1a:2003"
NEAR_BLACK_CHROMA = 16.0  # C*ab below which a colour darker than the profile's black ink is black
RICH_MIN = 10.0  # mm: a near-black rectangle this large each way prints in rich black


class ProfileMissing(ValueError):
    """No usable CMYK output profile."""


def is_cmyk_profile(path: Path) -> bool:
    """A regular file that is an ICC profile of a printer ('prtr') with CMYK as its colour space
    (from the profile header). Opened without blocking, so that a named pipe is refused, not waited on."""
    try:
        handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError:
        return False
    try:
        header = os.read(handle, 20) if stat.S_ISREG(os.fstat(handle).st_mode) else b""
    except OSError:
        return False
    finally:
        os.close(handle)
    return len(header) == 20 and header[12:16] == b"prtr" and header[16:20] == b"CMYK"


def find_profile(given: Path | None = None, dirs: tuple[Path, ...] = PROFILE_DIRS) -> Path:
    """The CMYK output profile: ``given`` (a regular file the colour library reads as a CMYK
    printer profile), else the preferred one of those installed in ``dirs``."""
    if given is not None:
        if not is_cmyk_profile(given):
            raise ProfileMissing(f"{given}: not a CMYK printer ICC profile")
        try:
            _to_cmyk(given)
        except (ImageCms.PyCMSError, OSError) as error:
            raise ProfileMissing(f"{given}: the ICC profile cannot be read ({error})") from None
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


def _to_cmyk(profile: Path) -> ImageCms.ImageCmsTransform:
    """The colour library's conversion from sRGB to the CMYK of ``profile``."""
    return ImageCms.buildTransform(ImageCms.createProfile("sRGB"), ImageCms.getOpenProfile(str(profile)), "RGB", "CMYK")


@dataclass(frozen=True)
class Cmyk:
    """sRGB to the output profile's CMYK: colours for ReportLab (``enforceColorSpace``) and images.

    A grey prints in black ink only, and so does a near-black colour (nearly neutral, and at least
    as dark as the profile's 100 % black ink prints): as 100 % K, the ink print shops want for text
    and lines. ``rich`` gives such a colour's rich black, the profile's four-colour conversion, for
    the canvas to paint large dark areas with. Any other colour goes through the profile. No colour
    comes out above ``ink_limit``, the most total ink the profile itself lays down."""

    profile: Path

    @cached_property
    def _transform(self) -> ImageCms.ImageCmsTransform:
        return _to_cmyk(self.profile)

    @cached_property
    def ink_limit(self) -> float:
        """The profile's total ink limit (0 to 4): the most its conversion gives any sRGB colour of a
        grid of 16 levels a channel, the darkest among them."""
        levels = [round(i * 255 / 15) for i in range(16)]
        grid = Image.new("RGB", (16, 256))
        grid.putdata([(r, g, b) for r in levels for g in levels for b in levels])
        inks = _pixels(_convert(grid, self._transform))
        return max(sum(inks[x, y]) for x in range(16) for y in range(256)) / 255

    @cached_property
    def black_lightness(self) -> float:
        """CIELAB L* of the profile's 100 % black ink alone."""
        to_lab = ImageCms.buildTransform(
            ImageCms.getOpenProfile(str(self.profile)), ImageCms.createProfile("LAB"), "CMYK", "LAB"
        )
        black = _pixels(_convert(Image.new("CMYK", (1, 1), (0, 0, 0, 255)), to_lab))
        return black[0, 0][0] * 100 / 255

    def near_black(self, colour: str) -> bool:
        """Whether an sRGB ``#rrggbb`` colour prints as black ink: no lighter than 100 % K and nearly neutral."""
        return lab(colour)[0] <= self.black_lightness and chroma(colour) < NEAR_BLACK_CHROMA

    @lru_cache(maxsize=4096)  # noqa: B019 - one converter per render; the colours of a deck are few
    def _ink(self, rgb: tuple[int, int, int]) -> tuple[float, float, float, float]:
        c, m, y, k = _pixels(_convert(Image.new("RGB", (1, 1), rgb), self._transform))[0, 0]
        return round(c / 255, 4), round(m / 255, 4), round(y / 255, 4), round(k / 255, 4)

    def _within(self, c: float, m: float, y: float, k: float, alpha: float | None) -> CMYKColor:
        """The colour with its cyan, magenta and yellow scaled down alike where the total ink is above the limit."""
        over, colour = c + m + y + k - self.ink_limit, c + m + y
        if over > 0 and colour:
            scale = max(colour - over, 0) / colour
            c, m, y = (math.floor(v * scale * 10_000) / 10_000 for v in (c, m, y))
        return CMYKColor(c, m, y, k, alpha=alpha)

    def __call__(self, colour: Any) -> CMYKColor:
        """A ReportLab colour as CMYK: a grey as black ink only, a near-black as 100 % K, any other
        RGB colour through the profile; within the ink limit."""
        c = toColor(colour)
        if isinstance(c, CMYKColor):
            return self._within(c.cyan, c.magenta, c.yellow, c.black, c.alpha)
        if c.red == c.green == c.blue:
            return CMYKColor(0, 0, 0, round(1 - c.red, 4), alpha=c.alpha)
        if self.near_black(_hex(c)):
            return CMYKColor(0, 0, 0, 1, alpha=c.alpha)
        return self._within(*self._ink(_rgb(c)), c.alpha)

    def rich(self, colour: Any) -> CMYKColor | None:
        """A near-black colour's rich black (its conversion through the profile, within the ink
        limit); None for any other colour."""
        c = toColor(colour)
        if isinstance(c, CMYKColor) or c.red == c.green == c.blue or not self.near_black(_hex(c)):
            return None
        return self._within(*self._ink(_rgb(c)), c.alpha)

    def image(self, image: Image.Image) -> Image.Image:
        """An image in CMYK; any transparency laid onto white paper first."""
        if image.mode == "CMYK":
            return image
        if image.mode in ("RGBA", "LA", "P", "PA"):
            rgba = image.convert("RGBA")
            image = Image.new("RGB", rgba.size, "white")
            image.paste(rgba, mask=rgba.getchannel("A"))
        return _convert(image.convert("RGB"), self._transform)


def _convert(image: Image.Image, transform: ImageCms.ImageCmsTransform) -> Image.Image:
    """``image`` through a colour ``transform``, as a new image."""
    out = ImageCms.applyTransform(image, transform)
    assert out is not None  # None only for a conversion in place
    return out


def _pixels(image: Image.Image) -> Any:
    """The image's pixel access, ``[x, y]`` -> a tuple of channel values."""
    return image.load()


def _rgb(colour: Color) -> tuple[int, int, int]:
    return round(colour.red * 255), round(colour.green * 255), round(colour.blue * 255)


def _hex(colour: Color) -> str:
    return "#" + "".join(f"{v:02x}" for v in _rgb(colour))


class CmykCanvas(Canvas):
    """A canvas that paints only in CMYK: colours and images converted by ``cmyk``."""

    def __init__(self, target: Path | IO[bytes], cmyk: Cmyk, **kwargs: Any) -> None:
        self._rich: CMYKColor | None = None  # the fill colour's rich black, where it is near-black
        self._riches: list[CMYKColor | None] = []  # and those of the saved states
        super().__init__(target, enforceColorSpace=cmyk, **kwargs)
        self._cmyk = cmyk
        self.transparent = 0  # how many times a face asked for transparency (drawn opaque)

    def setFillColor(self, aColor: Any, alpha: float | None = None) -> None:  # noqa: N802 - ReportLab's names
        super().setFillColor(aColor, alpha)
        self._rich = self._cmyk.rich(aColor)

    def saveState(self) -> None:  # noqa: N802 - ReportLab's name
        super().saveState()
        self._riches.append(self._rich)

    def restoreState(self) -> None:  # noqa: N802 - ReportLab's name
        super().restoreState()
        self._rich = self._riches.pop()

    @contextmanager
    def _large(self, fill: int, width: float, height: float) -> Iterator[None]:
        """Inside, a near-black fill paints in rich black where the area is ``RICH_MIN`` or more each way."""
        rich = self._rich if fill and min(abs(width), abs(height)) >= RICH_MIN * mm else None
        if rich is None:
            yield
            return
        self._code.append(f"q {fp_str(rich.cyan, rich.magenta, rich.yellow, rich.black)} k")
        yield
        self._code.append("Q")

    def rect(self, x: float, y: float, width: float, height: float, stroke: int = 1, fill: int = 0) -> None:
        with self._large(fill, width, height):
            super().rect(x, y, width, height, stroke, fill)

    def roundRect(  # noqa: N802 - ReportLab's name
        self, x: float, y: float, width: float, height: float, radius: float, stroke: int = 1, fill: int = 0
    ) -> None:
        with self._large(fill, width, height):
            super().roundRect(x, y, width, height, radius, stroke, fill)

    def setFillAlpha(self, alpha: float) -> None:  # noqa: N802 - ReportLab's name
        self.transparent += alpha != 1

    def setStrokeAlpha(self, alpha: float) -> None:  # noqa: N802 - ReportLab's name
        self.transparent += alpha != 1

    def drawImage(self, image: Any, *args: Any, **kwargs: Any) -> Any:  # noqa: N802 - ReportLab's name
        if isinstance(image, ImageReader):
            image = ImageReader(self._cmyk.image(image._image))
        elif isinstance(image, Image.Image):
            image = ImageReader(self._cmyk.image(image))
        kwargs.pop("mask", None)  # laid onto white: nothing is masked
        return super().drawImage(image, *args, **kwargs)


def write_print_service(
    target: Path | IO[bytes], deck: Deck, card: tuple[float, float], bleed: float, profile: Path
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

"""The PDF/X requirements of a print-service PDF, checked with pikepdf (qpdf) on the file as written.

``pdfx_problems`` lists what breaks PDF/X-1a: no output intent with a CMYK ICC profile, missing
PDF/X keys, a page without TrimBox and BleedBox (or boxes outside each other), any RGB colour (in a
content stream, a colour space or an image), any transparency (soft masks, alpha, blend modes,
transparency groups) and fonts that are not embedded.
"""

from __future__ import annotations

from pathlib import Path

import pikepdf
from pikepdf import Name

RGB_OPERATORS = {"rg", "RG"}
RGB_SPACES = {"/DeviceRGB", "/CalRGB"}


def pdfx_problems(path: Path) -> list[str]:
    problems: list[str] = []
    with pikepdf.open(path) as pdf:
        _intent(pdf, problems)
        version = str(pdf.docinfo.get("/GTS_PDFXVersion", ""))
        if not version.startswith("PDF/X-"):
            problems.append("document information has no GTS_PDFXVersion")
        if pdf.docinfo.get("/Trapped") not in (Name("/True"), Name("/False")):
            problems.append("document information: Trapped is neither True nor False")
        if pdf.is_encrypted:
            problems.append("encrypted")
        seen: set[tuple[int, int]] = set()
        for number, page in enumerate(pdf.pages, 1):
            _boxes(page, number, problems)
            _graphics(page.obj, f"page {number}", problems, seen)
    return problems


def _intent(pdf: pikepdf.Pdf, problems: list[str]) -> None:
    intents = [i for i in pdf.Root.get("/OutputIntents", []) if i.get("/S") == Name.GTS_PDFX]
    if len(intents) != 1:
        problems.append(f"{len(intents)} PDF/X output intents, not 1")
        return
    intent = intents[0]
    if "/OutputConditionIdentifier" not in intent:
        problems.append("output intent without OutputConditionIdentifier")
    profile = intent.get("/DestOutputProfile")
    if profile is None:
        problems.append("output intent without an ICC profile")
        return
    header = profile.read_bytes()[:20]
    if header[12:16] != b"prtr" or header[16:20] != b"CMYK" or int(profile.get("/N", 0)) != 4:
        problems.append("the output intent's profile is not a CMYK printer profile")


def _box(page: pikepdf.Page, name: str) -> tuple[float, ...] | None:
    box = page.obj.get(name)
    return tuple(float(v) for v in box) if box is not None else None


def _inside(inner: tuple[float, ...], outer: tuple[float, ...]) -> bool:
    tol = 0.01
    return (
        inner[0] >= outer[0] - tol
        and inner[1] >= outer[1] - tol
        and inner[2] <= outer[2] + tol
        and inner[3] <= outer[3] + tol
    )


def _boxes(page: pikepdf.Page, number: int, problems: list[str]) -> None:
    media, bleed, trim = _box(page, "/MediaBox"), _box(page, "/BleedBox"), _box(page, "/TrimBox")
    if trim is None or bleed is None:
        problems.append(f"page {number}: no TrimBox or no BleedBox")
    elif not (_inside(trim, bleed) and _inside(bleed, media)):
        problems.append(f"page {number}: TrimBox {trim} inside BleedBox {bleed} inside MediaBox {media} fails")


def _graphics(obj, where: str, problems: list[str], seen: set) -> None:
    """Resources and content of a page or form, and of the forms it uses."""
    group = obj.get("/Group")
    if group is not None and group.get("/S") == Name.Transparency:
        problems.append(f"{where}: transparency group")
    resources = obj.get("/Resources", pikepdf.Dictionary())
    for name, state in resources.get("/ExtGState", {}).items():
        if float(state.get("/ca", 1)) != 1 or float(state.get("/CA", 1)) != 1:
            problems.append(f"{where}: graphics state {name} is transparent")
        if state.get("/SMask", Name("/None")) != Name("/None"):
            problems.append(f"{where}: graphics state {name} has a soft mask")
        if state.get("/BM", Name.Normal) not in (Name.Normal, Name.Compatible):
            problems.append(f"{where}: graphics state {name} blends")
    for name, space in resources.get("/ColorSpace", {}).items():
        if _rgb_space(space):
            problems.append(f"{where}: colour space {name} is RGB")
    for name, font in resources.get("/Font", {}).items():
        if not _embedded(font):
            problems.append(f"{where}: font {name} ({font.get('/BaseFont')}) is not embedded")
    for name, xobject in resources.get("/XObject", {}).items():
        key = xobject.objgen
        if xobject.get("/Subtype") == Name.Image:
            if _rgb_space(xobject.get("/ColorSpace")):
                problems.append(f"{where}: image {name} is RGB")
            if "/SMask" in xobject or "/Mask" in xobject:
                problems.append(f"{where}: image {name} has a mask")
        elif key not in seen:
            seen.add(key)
            _graphics(xobject, f"{where}, form {name}", problems, seen)
    for operands, operator in pikepdf.parse_content_stream(obj):
        if str(operator) in RGB_OPERATORS:
            problems.append(f"{where}: RGB colour operator {operator}")
        if str(operator) in ("cs", "CS") and str(operands[0]) in RGB_SPACES:
            problems.append(f"{where}: RGB colour space {operands[0]}")


def _rgb_space(space) -> bool:
    if space is None:
        return False
    if isinstance(space, pikepdf.Array):
        if space[0] == Name.ICCBased:
            return int(space[1].get("/N", 0)) == 3
        return str(space[0]) in RGB_SPACES or (space[0] == Name.Indexed and _rgb_space(space[1]))
    return str(space) in RGB_SPACES


def _embedded(font) -> bool:
    if font.get("/Subtype") == Name.Type3:
        return True
    if "/DescendantFonts" in font:
        font = font["/DescendantFonts"][0]
    descriptor = font.get("/FontDescriptor")
    return descriptor is not None and any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))

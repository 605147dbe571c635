"""The PDF/X requirements of a print-service PDF, checked with pikepdf (qpdf) on the file as written.

``pdfx_problems`` lists what breaks PDF/X-1a: no output intent with a CMYK ICC profile, missing
PDF/X keys, a page without TrimBox and BleedBox (or boxes outside each other), any RGB colour (in a
content stream, a colour space or an image), any transparency (soft masks, alpha, blend modes,
transparency groups) and fonts that are not embedded.
"""

from __future__ import annotations

from dataclasses import dataclass
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


@dataclass(frozen=True)
class Paint:
    """One painting operation of a content stream: ``what`` ('text', 'fill' or 'stroke'), its CMYK
    colour (0..1 each, None where not CMYK), the painted extent in points (a fill's bounding box,
    a stroke's line width), all on the page's scale, and where it is."""

    what: str
    cmyk: tuple[float, float, float, float] | None
    extent: tuple[float, float]
    where: str

    @property
    def ink(self) -> float:
        """The total ink coverage in per cent (0 to 400)."""
        return round(sum(self.cmyk) * 100, 2) if self.cmyk else 0.0


PATH_OPERATORS = {"m", "l", "c", "v", "y", "re", "h"}
FILLS = {"f", "F", "f*", "B", "B*", "b", "b*"}
STROKES = {"S", "s", "B", "B*", "b", "b*"}
TEXTS = {"Tj", "TJ", "'", '"'}


def paints(path: Path) -> list[Paint]:
    """Every text, fill and stroke of every page, with the colour and graphics state it is painted in
    (forms followed through ``Do``)."""
    found: list[Paint] = []
    with pikepdf.open(path) as pdf:
        for number, page in enumerate(pdf.pages, 1):
            _paint(page.obj, _State(), f"page {number}", found)
    return found


@dataclass
class _State:
    fill: tuple[float, float, float, float] | None = (0, 0, 0, 1)
    stroke: tuple[float, float, float, float] | None = (0, 0, 0, 1)
    width: float = 1.0
    scale: float = 1.0  # the current transformation's scale (faces are drawn unrotated or turned by 90 degrees)

    def copy(self) -> _State:
        return _State(self.fill, self.stroke, self.width, self.scale)


def _cmyk(operator: str, operands) -> tuple[float, float, float, float] | None:
    values = [float(v) for v in operands]
    if operator in ("k", "K"):
        return (values[0], values[1], values[2], values[3])
    if operator in ("g", "G"):
        return (0, 0, 0, 1 - values[0])
    return None


def _paint(obj, state: _State, where: str, found: list[Paint]) -> None:
    stack: list[_State] = []
    points: list[tuple[float, float]] = []
    xobjects = obj.get("/Resources", pikepdf.Dictionary()).get("/XObject", pikepdf.Dictionary())
    for operands, op in pikepdf.parse_content_stream(obj):
        operator = str(op)
        if operator == "q":
            stack.append(state.copy())
        elif operator == "Q":
            state = stack.pop()
        elif operator in ("k", "g", "rg", "sc", "scn"):
            state.fill = _cmyk(operator, operands)
        elif operator in ("K", "G", "RG", "SC", "SCN"):
            state.stroke = _cmyk(operator, operands)
        elif operator == "w":
            state.width = float(operands[0])
        elif operator == "cm":
            a, b, c, d = (float(v) for v in operands[:4])
            state.scale *= max(abs(a * d - b * c), 0.0) ** 0.5
        elif operator == "re":
            x, y, w, h = (float(v) for v in operands)
            points += [(x, y), (x + w, y + h)]
        elif operator in PATH_OPERATORS:
            values = [float(v) for v in operands]
            points += list(zip(values[::2], values[1::2]))
        elif operator in TEXTS:
            found.append(Paint("text", state.fill, (0.0, 0.0), where))
        elif operator == "Do" and str(operands[0]) in xobjects:
            form = xobjects[str(operands[0])]
            if form.get("/Subtype") == Name.Form:
                _paint(form, state.copy(), f"{where}, form {operands[0]}", found)
        if operator in FILLS and points:
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            size = ((max(xs) - min(xs)) * state.scale, (max(ys) - min(ys)) * state.scale)
            found.append(Paint("fill", state.fill, size, where))
        if operator in STROKES:
            found.append(Paint("stroke", state.stroke, (state.width * state.scale, 0.0), where))
        if operator in FILLS | STROKES | {"n"}:
            points = []

"""Custom fonts (issue 13): named in a card file or on the command line, full Unicode, a finding for a
glyph the font lacks or a font that cannot be used, and subset tags that no two fonts or files share.

The font is DejaVu Sans as Debian's fonts-dejavu-core installs it (or as matplotlib ships it), found at
run time; the tests skip with the reason when neither is there.
"""

from __future__ import annotations

import io
import re
import shutil
import struct
from pathlib import Path

import pikepdf
import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from deckwright.cli import cli as main
from deckwright.loader import read_document
from deckwright.model.eotn import clan_from_data
from deckwright.paths import data_dir
from deckwright.renderer.text import ICON_EM, PT, fit_text
from deckwright.typeset.fonts import (
    BUILTIN,
    FONT_DIR,
    Fonts,
    current,
    font_name,
    line_metrics,
    overriding,
    undrawable,
    using,
)
from deckwright.validator import validate_paths

PLACES = [Path("/usr/share/fonts/truetype/dejavu")]
try:
    import matplotlib  # type: ignore[import-not-found]

    PLACES.append(Path(matplotlib.__file__).parent / "mpl-data" / "fonts" / "ttf")
except ImportError:
    pass


def _dejavu(name: str) -> Path:
    for place in PLACES:
        if (place / name).is_file():
            return place / name
    pytest.skip(f"{name} is not installed (Debian's fonts-dejavu-core, or matplotlib, ships it)")


@pytest.fixture()
def sans() -> Path:
    return _dejavu("DejaVuSans.ttf")


@pytest.fixture()
def sans_bold() -> Path:
    return _dejavu("DejaVuSans-Bold.ttf")


SOURCE = data_dir("cards") / "eotn" / "clans" / "dunmore.yaml"


def _clan(folder: Path, fonts: str = "", name: str = "The Dunmore Clan") -> Path:
    """Dunmore's file in ``folder`` with a ``fonts:`` block (YAML lines) and another English name."""
    text = SOURCE.read_text(encoding="utf-8").replace("  en: The Dunmore Clan\n", f"  en: {name}\n", 1)
    text = text.replace('colour: "#2f6b34"\n', f'colour: "#2f6b34"\n{fonts}', 1)
    path = folder / "dunmore.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _line_of(path: Path, needle: str) -> tuple[int, int]:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if needle in line:
            return number, line.index(needle) + 1
    raise AssertionError(needle)


def _base_fonts(path: Path) -> list[str]:
    with pikepdf.open(path) as pdf:
        return sorted({str(font.BaseFont) for page in pdf.pages for font in page.Resources.get("/Font", {}).values()})


def _untagged(names: list[str]) -> list[str]:
    return sorted(re.sub("^/[A-Z]{6}[+]", "", name) for name in names)


# --- choosing the font of each style --------------------------------------------------------------


def test_a_style_not_given_takes_the_nearest_given_else_the_built_in(sans, sans_bold):
    fonts = Fonts.of({"regular": sans, "bold": sans_bold})
    assert fonts.files == (sans, sans_bold, sans, sans_bold)
    only_bold = Fonts.of({"bold": sans_bold})
    assert only_bold.files == (FONT_DIR / "Vera.ttf", sans_bold, FONT_DIR / "VeraIt.ttf", sans_bold)
    assert BUILTIN.files == tuple(FONT_DIR / f for f in ("Vera.ttf", "VeraBd.ttf", "VeraIt.ttf", "VeraBI.ttf"))
    assert fonts.label == "the fonts DejaVuSans.ttf, DejaVuSans-Bold.ttf" and BUILTIN.label == "the card font"


def test_the_command_line_fonts_win_over_the_content_fonts(sans, sans_bold):
    builtin_italic = font_name("italic")
    content, command_line = Fonts.of({"regular": sans}), Fonts.of({"regular": sans_bold})
    with using(content):
        assert undrawable("Жук →") == []  # DejaVu has Cyrillic and arrows, Vera has not
        assert font_name("regular") == font_name("bold") == font_name("italic") != builtin_italic
        with overriding(command_line), using(None):
            assert current() == command_line
        assert current() == content
    assert current() == BUILTIN and undrawable("Жук →") == ["Ж", "у", "к", "→"]


# --- the validator -------------------------------------------------------------------------------


def test_a_glyph_a_chosen_font_lacks_is_a_warning_at_the_text(tmp_path, sans, sans_bold):
    shutil.copy(sans, tmp_path / "body.ttf")
    shutil.copy(sans_bold, tmp_path / "heads.ttf")
    path = _clan(tmp_path, "fonts: {regular: body.ttf, bold: heads.ttf}\n", "Клан Данмор → 🚢")
    result = validate_paths([path])
    line, column = _line_of(path, "Клан")
    assert [(f.code, f.severity, f.line, f.column, f.message) for f in result.findings] == [
        (
            "W-GLYPH",
            "warning",
            line,
            column,
            "the fonts body.ttf, heads.ttf cannot draw '🚢' (U+1F6A2): it would print as nothing",
        )
    ]


@pytest.mark.parametrize(
    "entry, why",
    [
        ("missing.ttf", "not found"),
        ("broken.ttf", "not a TrueType font"),
        ("../outside.ttf", "it leaves the content folder"),
    ],
)
def test_an_unusable_font_is_a_located_error(tmp_path, entry, why):
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "broken.ttf").write_bytes(b"\x00\x01\x00\x00 this is no font")
    (tmp_path / "outside.ttf").write_bytes((FONT_DIR / "Vera.ttf").read_bytes())
    path = _clan(folder, f"fonts:\n  bold: {entry}\n")
    result = validate_paths([path])
    line, column = _line_of(path, entry)
    assert [(f.code, f.line, f.column) for f in result.findings] == [("E-FONT", line, column)]
    assert result.findings[0].message.startswith(f"the bold font cannot be used: {why}")
    assert result.findings[0].hint == (
        "name a TrueType (.ttf) or OpenType (.otf with TrueType outlines) file, relative to this file"
    )
    assert result.clean("eotn", "clan") == []  # not rendered


# --- rendering -------------------------------------------------------------------------------------


@pytest.mark.slow
def test_cards_print_in_their_content_fonts_with_full_unicode(tmp_path, sans, sans_bold):
    shutil.copy(sans, tmp_path / "body.ttf")
    shutil.copy(sans_bold, tmp_path / "heads.ttf")
    path = _clan(tmp_path, "fonts:\n  regular: body.ttf\n  bold: heads.ttf\n", "Клан Данмор")
    out = tmp_path / "out"
    run = CliRunner().invoke(main, ["render", str(path), "--out", str(out)])
    assert run.exit_code == 0, run.output
    fonts = _base_fonts(out / "dunmore.pdf")
    assert _untagged(fonts) == ["DejaVuSans", "DejaVuSans-Bold"]
    text = "".join(page.extract_text() for page in PdfReader(out / "dunmore.pdf").pages)
    clan = clan_from_data(read_document(path).data)
    copies = sum(card.copies for card in (*clan.basic_fields, *clan.deck))
    assert text.count("Клан\nДанмор") == 2 * copies  # every front's footer and every back's title, as text


def test_command_line_fonts_warn_at_the_text_a_font_cannot_draw(tmp_path, sans):
    path = _clan(tmp_path, name="Dunmore 🚢")
    out = tmp_path / "out"
    run = CliRunner().invoke(main, ["render", str(path), "--font", f"regular={sans}", "--out", str(out)])
    line, column = _line_of(path, "Dunmore 🚢")
    assert run.exit_code == 0, run.output  # a warning: the file is fine, the font lacks the glyph
    assert f"dunmore.yaml:{line}:{column}: warning[W-GLYPH]: the font DejaVuSans.ttf cannot draw '🚢'" in run.output
    assert _untagged(_base_fonts(out / "dunmore.pdf")) == ["DejaVuSans"]


@pytest.mark.parametrize(
    "option, message",
    [
        ("heavy=x.ttf", "write STYLE=FILE with a style of regular, bold, italic, bolditalic"),
        ("bold=nowhere.ttf", "nowhere.ttf: not found"),
        ("bold=" + str(FONT_DIR.parent / "__init__.py"), "__init__.py: not a TrueType font"),
    ],
)
def test_a_bad_font_option_is_refused_with_the_reason(tmp_path, option, message):
    run = CliRunner().invoke(main, ["render", str(_clan(tmp_path)), "--font", option, "--out", str(tmp_path / "o")])
    assert run.exit_code == 2 and message in run.output and "Traceback" not in run.output


@pytest.mark.slow
def test_subset_tags_differ_between_fonts_and_between_files(tmp_path, sans, sans_bold):
    for folder, name in (("a", "Clan A"), ("b", "Clan B")):
        (tmp_path / folder).mkdir()
        shutil.copy(sans, tmp_path / folder / "body.ttf")
        shutil.copy(sans_bold, tmp_path / folder / "heads.ttf")
        path = _clan(tmp_path / folder, "fonts: {regular: body.ttf, bold: heads.ttf}\n", name)
        for out in ("out", "again"):
            run = CliRunner().invoke(main, ["render", str(path), "--proof", "--out", str(tmp_path / folder / out)])
            assert run.exit_code == 0, run.output
    tags = {folder: [name[1:7] for name in _base_fonts(tmp_path / folder / "out" / "dunmore.pdf")] for folder in "ab"}
    proof = [name[1:7] for name in _base_fonts(tmp_path / "a" / "out" / "dunmore-proof.pdf")]
    every = tags["a"] + tags["b"] + proof  # the proof has the built-in font too, for the card ids
    assert (len(tags["a"]), len(tags["b"]), len(proof)) == (2, 2, 3) and len(set(every)) == 7
    # the tag is the subset's own: the same cards in the same fonts give the same file
    assert _base_fonts(tmp_path / "a" / "again" / "dunmore.pdf") == _base_fonts(tmp_path / "a" / "out" / "dunmore.pdf")


# --- the renderer's side: text no card file holds ----------------------------------------------------


def test_drawing_notes_the_characters_the_font_lacks(sans):
    from reportlab.pdfgen.canvas import Canvas

    from deckwright.renderer.text import draw_layout, fit_text
    from deckwright.typeset.fonts import gap_warnings, noting_gaps

    canvas = Canvas(io.BytesIO())
    with overriding(Fonts.of({"regular": sans})), noting_gaps() as gaps:
        draw_layout(canvas, fit_text("Dock 🚢 → Ж", 40, 20), 0, 20)
    assert gaps == {"🚢": sans}
    assert gap_warnings(gaps) == [
        "DejaVuSans.ttf has no glyph for '🚢' (U+1F6A2) in the printed text: it prints as nothing"
    ]
    assert gap_warnings(gaps, known="name: Dock 🚢") == []  # the validator has said so at the text
    draw_layout(canvas, fit_text("🚢", 40, 20), 0, 20)  # outside the block: nothing noted, no error


def test_a_face_drawn_in_command_line_fonts_warns_of_generated_text_they_lack(sans):
    from reportlab.pdfgen.canvas import Canvas

    from deckwright.renderer import Deck, Face, PrintItem, in_fonts
    from deckwright.renderer.text import draw_layout, fit_text

    def draw(canvas, x, y, w, h, bleed):
        draw_layout(canvas, fit_text("Made up 🚢", w, h), x, y + h)
        return ["its own warning"]

    deck = in_fonts(
        Deck("d", "D", (PrintItem(Face("f", "k", draw), Face("b", "k", draw)),)), Fonts.of({"regular": sans})
    )
    warnings = deck.items[0].front.draw(Canvas(io.BytesIO()), 0, 0, 63, 88, 0)
    assert warnings == [
        "its own warning",
        "DejaVuSans.ttf has no glyph for '🚢' (U+1F6A2) in the printed text: it prints as nothing",
    ]
    assert deck.items[0].front.key.startswith("k|") and str(sans) in deck.items[0].front.key


# --- content fonts in every system's card files ---------------------------------------------------

# (system, a shipped file, its document's English name as written there, its PDF's name)
SYSTEM_FILES = [
    ("is2014", "is2014/commons.yaml", "Frontier Commons", "frontier-commons.pdf"),
    ("kb", "kb/goals.yaml", "The deckwright goals", "deckwright-goals.pdf"),
    ("northgard", "northgard/clans/elk.yaml", "Clan of the Elk", "elk.pdf"),
]
SYSTEM_IDS = [case[0] for case in SYSTEM_FILES]


def _system_file(folder: Path, shipped: str, name: str, fonts: str = "", new_name: str = "") -> Path:
    """A shipped file of another system in ``folder``, with a ``fonts:`` block (YAML lines) after its
    id and another English name."""
    text = (data_dir("cards") / shipped).read_text(encoding="utf-8")
    text = re.sub(r"^id: .*\n", lambda m: m.group(0) + fonts, text, count=1, flags=re.M)
    text = text.replace(name, new_name or name, 1)
    path = folder / Path(shipped).name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("system, shipped, name, pdf", SYSTEM_FILES, ids=SYSTEM_IDS)
def test_every_system_warns_at_a_glyph_its_content_font_lacks(tmp_path, sans, sans_bold, system, shipped, name, pdf):
    shutil.copy(sans, tmp_path / "body.ttf")
    shutil.copy(sans_bold, tmp_path / "heads.ttf")
    fonts = "fonts: {regular: body.ttf, bold: heads.ttf}\n"
    path = _system_file(tmp_path, shipped, name, fonts, "Жук → 🚢")
    result = validate_paths([path])
    line, column = _line_of(path, "Жук")
    assert [(f.code, f.line, f.column, f.message) for f in result.findings] == [
        ("W-GLYPH", line, column, "the fonts body.ttf, heads.ttf cannot draw '🚢' (U+1F6A2): it would print as nothing")
    ]


@pytest.mark.parametrize("system, shipped, name, pdf", SYSTEM_FILES, ids=SYSTEM_IDS)
def test_every_system_refuses_a_content_font_it_cannot_use_at_its_entry(tmp_path, system, shipped, name, pdf):
    path = _system_file(tmp_path, shipped, name, "fonts:\n  bold: missing.ttf\n")
    result = validate_paths([path])
    assert [(f.code, f.line, f.column) for f in result.findings] == [("E-FONT", *_line_of(path, "missing.ttf"))]
    assert result.findings[0].message == "the bold font cannot be used: not found"
    assert result.documents and all(v.errors for v in result.documents)  # not rendered


@pytest.mark.slow
@pytest.mark.parametrize("system, shipped, name, pdf", SYSTEM_FILES, ids=SYSTEM_IDS)
def test_every_system_prints_in_its_content_fonts(tmp_path, sans, sans_bold, system, shipped, name, pdf):
    shutil.copy(sans, tmp_path / "body.ttf")
    shutil.copy(sans_bold, tmp_path / "heads.ttf")
    path = _system_file(tmp_path, shipped, name, "fonts:\n  regular: body.ttf\n  bold: heads.ttf\n", "Жук")
    out = tmp_path / "out"
    run = CliRunner().invoke(main, ["render", str(path), "--out", str(out)])
    assert run.exit_code == 0, run.output
    assert _untagged(_base_fonts(out / pdf)) == ["DejaVuSans", "DejaVuSans-Bold"]
    assert "Жук" in "".join(page.extract_text() for page in PdfReader(out / pdf).pages)
    plain = CliRunner().invoke(
        main, ["render", str(path), "--font", f"regular={FONT_DIR / 'Vera.ttf'}", "--out", str(out)]
    )
    assert plain.exit_code == 0  # the command line wins: Vera has no Cyrillic, and says so
    assert "Vera.ttf cannot draw 'Ж' (U+0416)" in plain.output
    assert _untagged(_base_fonts(out / pdf)) == ["BitstreamVeraSans-Roman"]


# --- line spacing follows the font ------------------------------------------------------------------


def _taller(sans: Path, folder: Path, ascender: int, descender: int, gap: int) -> Path:
    """A copy of DejaVu Sans whose hhea table gives another ascender, descender and line gap (font units)."""
    data = bytearray(sans.read_bytes())
    count = struct.unpack(">H", data[4:6])[0]
    records = (struct.unpack(">4sIII", data[12 + 16 * i : 28 + 16 * i]) for i in range(count))
    hhea = next(offset for tag, _, offset, _ in records if tag == b"hhea")
    data[hhea + 4 : hhea + 10] = struct.pack(">hhh", ascender, -descender, gap)
    path = folder / "Taller.ttf"
    path.write_bytes(bytes(data))
    return path


def _baselines(layout) -> list[float]:
    return [line.baseline_mm for line in layout.lines]


def test_dejavu_sans_has_veras_proportions_so_its_lines_sit_where_veras_do(sans):
    text = "Gain two wood for each Location you have built this round."
    vera = fit_text(text, 30, 40, "regular", 8, 8)
    with using(Fonts.of({"regular": sans})):
        assert line_metrics() == (0.93, 0.24, 1.32)  # hhea 1901 / 483 / 0 of 2048, as Vera's
        dejavu = fit_text(text, 30, 40, "regular", 8, 8)
    assert len(vera.lines) == 4 and _baselines(dejavu) == _baselines(vera) and dejavu.height_mm == vera.height_mm


def test_a_taller_font_spaces_its_lines_by_its_own_ascender_descender_and_line_gap(tmp_path, sans):
    """Vera (hhea 1901 / 483 / 0 of 2048 units) sets 8 pt lines 1.32 x 8 pt apart, the first baseline
    at the inline icon's 1.08 x 8 pt; a font with ascender 2458, descender 737 and line gap 205
    sets them 1.32 x (2458 + 737 + 205) / (1901 + 483) x 8 pt apart, its first baseline at its
    ascent 0.93 x 2458 / 1901 x 8 pt (above the icon's), its last line's descent 0.24 x 737 / 483."""
    ascent, descent, pitch = 0.93 * 2458 / 1901, 0.24 * 737 / 483, 1.32 * 3400 / 2384
    with using(Fonts.of({"regular": _taller(sans, tmp_path, 2458, 737, 205), "bold": FONT_DIR / "VeraBd.ttf"})):
        assert line_metrics() == pytest.approx((ascent, descent, pitch))
        assert line_metrics("bold") == (0.93, 0.24, 1.32)  # the bold style is still Vera's
        layout = fit_text("one two three", 9, 40, "regular", 8, 8)
    first, second, third = _baselines(layout)
    assert first == pytest.approx(ascent * 8 * PT) and ascent > ICON_EM
    assert (second - first, third - second) == (pytest.approx(pitch * 8 * PT), pytest.approx(pitch * 8 * PT))
    assert layout.height_mm == pytest.approx(third + descent * 8 * PT)
    vera = fit_text("one two three", 9, 40, "regular", 8, 8)
    assert _baselines(vera)[1] - _baselines(vera)[0] == pytest.approx(1.32 * 8 * PT)

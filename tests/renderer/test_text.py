"""Rich text layout: wrapping, hyphenation, shrinking, overflow, and icons on the baseline."""

from __future__ import annotations

import io

import pytest
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

import deckwright.renderer.eotn.icons  # noqa: F401  (registers the icons these sentences name: vp, wood, coin ...)
from deckwright.renderer import text as text_module
from deckwright.renderer.icons import ICONS
from deckwright.renderer.text import PT, Piece, Run, fit_text, parse
from deckwright.typeset.fonts import FONT_DIR, Fonts, overriding, text_width_pt

SENTENCE = "**Feature:** Each time you Conquer, gain 1 [vp] and 1 [wood]/[stone]. Then draw 2 cards and gain 1 [sheep]."


def test_parse_words_icons_bold_and_paragraphs():
    paragraphs = parse("**Storage:** 2 [sheep]: 1 [wood]/[stone] [nonsense]\nNext")
    first, second = paragraphs
    assert first[0][0].style == "bold" and first[0][0].text == "Storage:"
    assert [p.icon for p in first[1]] == [None, None, "sheep", None]  # "2 [sheep]:": a number keeps its icon
    assert [p.icon for p in first[2]] == [None, None, "wood", None, "stone"]  # "1 [wood]/[stone]": one word
    assert first[3][0].text == "[nonsense]"  # not an icon: stays text
    assert second[0][0].text == "Next"
    assert parse([Run("Flavour", "italic")])[0][0][0].style == "italic"


def test_wraps_within_the_width():
    layout = fit_text(SENTENCE, 30, 40, max_pt=8, min_pt=8)
    assert len(layout.lines) > 2 and not layout.overflow
    for line in layout.lines:
        assert line.items[-1].x_mm + line.items[-1].width_mm <= 30 + 1e-6
    assert (
        layout.text.replace("\n", " ") == "Feature: Each time you Conquer, gain 1 [vp] and 1 [wood]/[stone]. "
        "Then draw 2 cards and gain 1 [sheep]."
    )


def test_hyphenates_a_german_compound_that_fits_no_line():
    word = "Zerstörungsplättchen"
    width = text_width_pt(word, "regular", 8) * PT * 0.6
    layout = fit_text(f"Zahle 1 {word}.", width, 30, max_pt=8, min_pt=8, lang="de")
    assert not layout.overflow
    lines = layout.text.split("\n")
    assert any(line.endswith("-") for line in lines)
    assert "".join(line[:-1] if line.endswith("-") else line + " " for line in lines).strip() == f"Zahle 1 {word}."


def test_short_words_are_not_hyphenated_on_a_full_line():
    layout = fit_text("Du erhältst jedes Mal eine Insel", 30, 30, max_pt=8, min_pt=8, lang="de")
    assert "-" not in layout.text


def test_shrinks_to_fit_then_overflows_below_the_minimum():
    short = fit_text("Gain 1 [wood].", 40, 10, max_pt=9, min_pt=5.5)
    assert short.size_pt == 9 and not short.overflow
    sizes = [fit_text(" ".join([SENTENCE] * n), 45, 25, max_pt=9, min_pt=5.5).size_pt for n in (1, 2, 3)]
    assert sizes[0] > sizes[1] > sizes[2] >= 5.5
    fitted = fit_text(" ".join([SENTENCE] * 3), 45, 25, max_pt=9, min_pt=5.5)
    assert not fitted.overflow and fitted.height_mm <= 25
    huge = fit_text(" ".join([SENTENCE] * 12), 45, 25, max_pt=9, min_pt=5.5)
    assert huge.overflow and huge.size_pt == 5.5


def test_an_unbreakable_word_wider_than_the_box_overflows():
    layout = fit_text("[wood]/[stone]/[food]/[sheep]/[fish]", 8, 30, max_pt=8, min_pt=5.5)
    assert layout.overflow


@pytest.mark.parametrize("align", ["left", "center", "justify", "right"])
@pytest.mark.parametrize("size", [5.5, 8.0, 12.0])
def test_icons_stand_on_the_baseline(align, size):
    layout = fit_text(SENTENCE, 35, 80, max_pt=size, min_pt=size, align=align)
    icons = [(line, item) for line in layout.lines for item in line.items if item.icon]
    assert len(icons) == 4
    for line, item in icons:
        assert item.bottom_mm == pytest.approx(line.baseline_mm)
        assert item.width_mm == pytest.approx(text_module.ICON_EM * size * PT)


@pytest.mark.parametrize("align", ["left", "center", "justify"])
@pytest.mark.parametrize("size", [5.5, 8.0, 12.0])
def test_drawn_icons_sit_on_the_drawn_text_baseline(align, size, monkeypatch):
    """Draw for real: each icon's box bottom is the y of the text drawn on its line."""
    calls = []

    class Recorder(Canvas):
        def drawString(self, x, y, text, *args, **kwargs):
            calls.append(("text", y, text))
            return super().drawString(x, y, text, *args, **kwargs)

    for name in ("vp", "wood", "stone", "sheep"):
        original = ICONS[name]
        monkeypatch.setitem(
            ICONS, name, lambda c, x, y, s, original=original: (calls.append(("icon", y, s)), original(c, x, y, s))
        )
    layout = fit_text(SENTENCE, 35, 80, max_pt=size, min_pt=size, align=align, valign="middle")
    text_module.draw_layout(Recorder(io.BytesIO()), layout, 10, 100)
    baselines = {round((100 - line.baseline_mm) * mm, 6) for line in layout.lines}
    icon_ys = [round(y, 6) for kind, y, _ in calls if kind == "icon"]
    text_ys = {round(y, 6) for kind, y, _ in calls if kind == "text"}
    assert len(icon_ys) == 4
    assert set(icon_ys) <= text_ys == baselines


def test_alignment_geometry():
    centred = fit_text("Gain 1 [wood].", 40, 10, max_pt=8, min_pt=8, align="center")
    line = centred.lines[0]
    left = line.items[0].x_mm
    right = 40 - (line.items[-1].x_mm + line.items[-1].width_mm)
    assert left == pytest.approx(right) and left > 5
    justified = fit_text(SENTENCE, 35, 80, max_pt=8, min_pt=8, align="justify")
    for line in justified.lines[:-1]:
        assert line.items[-1].x_mm + line.items[-1].width_mm == pytest.approx(35)
    last = justified.lines[-1]
    assert last.items[-1].x_mm + last.items[-1].width_mm < 35


def test_middle_alignment_centres_vertically():
    top = fit_text("Gain 1 [wood].", 40, 20, max_pt=8, min_pt=8)
    middle = fit_text("Gain 1 [wood].", 40, 20, max_pt=8, min_pt=8, valign="middle")
    shift = middle.lines[0].baseline_mm - top.lines[0].baseline_mm
    assert shift == pytest.approx((20 - top.height_mm) / 2)


def test_unknown_alignment_is_refused():
    with pytest.raises(ValueError):
        fit_text("x", 10, 10, align="diagonal")


def test_the_fonts_cover_every_printed_word():
    """German umlauts, ß and the quotes and dot the verbalizer prints exist in all embedded styles."""
    from reportlab.pdfbase import pdfmetrics

    from deckwright.renderer.eotn.verbalize import ACTIONS, KEYWORDS, KINDS, LABELS
    from deckwright.typeset.fonts import STYLES, font_name

    words = [
        *(w for d in (*LABELS.values(), *ACTIONS.values(), *(k[0] for k in KEYWORDS.values())) for w in d.values()),
        *(n.one + n.many + n.all for d in KINDS.values() for n in d.values()),
        "“„” · ß ÄÖÜ",
    ]
    for style in STYLES:
        face = pdfmetrics.getFont(font_name(style)).face
        missing = {ch for word in words for ch in word if ord(ch) not in face.charToGlyph}
        assert not missing, (style, missing)


# A number and its icon, and a slash with its neighbours, never break across lines (issue 13).


def test_a_number_and_its_icon_are_one_word():
    assert parse("Gain 2 [coin] now.") == [
        [
            (Piece("Gain"),),
            (Piece("2"), Piece(" "), Piece("", icon="coin")),
            (Piece("now."),),
        ]
    ]


def test_a_number_after_an_opening_bracket_keeps_its_icon():
    """Northgard's "(1 [fame])" broke between the number and the icon."""
    words = parse("Win (1 [coin]) now.")[0]
    spelled = ["".join(p.text if p.icon is None else f"[{p.icon}]" for p in word) for word in words]
    assert spelled == ["Win", "(1 [coin])", "now."]


def test_a_slash_group_is_one_word():
    words = parse("Spend 1 / [vp] or [wood] / [stone] or 2 [vp] / 2 [gold].")[0]
    spelled = ["".join(p.text if p.icon is None else f"[{p.icon}]" for p in word) for word in words]
    assert spelled == ["Spend", "1 / [vp]", "or", "[wood] / [stone]", "or", "2 [vp] / 2 [gold]."]


def test_the_group_moves_to_the_next_line_whole():
    """A box a little wider than "Gain 2" alone: without the rule the line broke as "Gain 2 | [coin]"."""
    layout = fit_text("Gain 2 [coin] each.", 11, 20, max_pt=8, min_pt=8)
    assert layout.text == "Gain\n2 [coin]\neach."
    assert fit_text("Gain two [coin] each.", 15, 20, max_pt=8, min_pt=8).text == "Gain two\n[coin] each."


def test_a_layout_is_made_once_per_text_box_settings_and_fonts():
    first = fit_text(SENTENCE, 40, 20, "regular", 8, 5, "left", "en")
    assert fit_text(SENTENCE, 40, 20, "regular", 8, 5, "left", "en") is first
    runs = [Run("Each", "italic")]
    assert fit_text(runs, 40, 20) is fit_text(tuple(runs), 40, 20)  # a list of runs is laid out as its tuple
    each = first.lines[0].items[1]
    assert each.text == "Each" and each.width_mm == pytest.approx(text_width_pt("Each", "regular", first.size_pt) * PT)
    with overriding(Fonts.of({"regular": FONT_DIR / "VeraBd.ttf"})):  # bold letters as the regular ones
        wider = fit_text(SENTENCE, 40, 20, "regular", 8, 5, "left", "en")
        bold_each = text_width_pt("Each", "regular", wider.size_pt) * PT
    assert wider.lines[0].items[1].width_mm == pytest.approx(bold_each)
    assert bold_each > text_width_pt("Each", "regular", wider.size_pt) * PT

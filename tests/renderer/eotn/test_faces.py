"""Card faces: valid PDFs with real (embedded, searchable) text, art handling, overflow, sizes."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from deckwright.model.eotn import Card
from deckwright.renderer.draw import Frame
from deckwright.renderer.eotn.faces import draw_back, draw_front, text_overflow
from deckwright.renderer.eotn.layout import front_boxes, scale
from deckwright.renderer.eotn.measure import ability_layout, card_boxes

FIXTURES = Path(__file__).parent / "fixtures"

SIZES = {"poker": (63, 88), "bridge": (57, 89), "mini": (44, 63), "tarot": (70, 120), "square": (70, 70)}


def _pdf(draw, w=63, h=88, bleed=3) -> tuple[PdfReader, list[str]]:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=((w + 2 * bleed) * mm, (h + 2 * bleed) * mm))
    warnings = draw(canvas, Frame(bleed, bleed, w, h, bleed))
    canvas.showPage()
    canvas.save()
    return PdfReader(io.BytesIO(buffer.getvalue())), warnings


def _text(reader: PdfReader) -> str:
    """The page's text with every run of white space as one space (words are drawn one by one)."""
    return " ".join(reader.pages[0].extract_text().split())


def _fonts(reader: PdfReader) -> dict[str, object]:
    fonts = reader.pages[0]["/Resources"]["/Font"]
    return {str(f.get_object()["/BaseFont"]): f.get_object() for f in fonts.values()}


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_fixture_card_draws_one_page_with_real_text(clan, islands, lang):
    cards = [(c, clan) for c in (*clan.basic_fields, *clan.deck)] + [(i, islands) for i in islands.islands]
    for card, owner in cards:
        reader, warnings = _pdf(
            lambda c, at, card=card, owner=owner: draw_front(c, card, owner, at, lang=lang, art_root=FIXTURES)
        )
        assert len(reader.pages) == 1 and warnings == []
        text = _text(reader)
        name = card.name.get(lang) or card.name["en"]
        assert all(word in text for word in name.split()), (name, text)
    reader, _ = _pdf(lambda c, at: draw_front(c, clan.card("party-ship"), clan, at, lang="de"))
    text = _text(reader)
    assert "Sofort:" in text and "VERSTÄRKUNG" in text and "ERNTEN" in text


def test_fonts_are_embedded_truetype(clan):
    reader, _ = _pdf(lambda c, at: draw_front(c, clan.card("twin-ships"), clan, at, lang="de"))
    fonts = _fonts(reader)
    fonts.pop("/Helvetica")  # the canvas's initial font, set by ReportLab, never used by a face
    assert {name.split("+")[1] for name in fonts} == {
        "BitstreamVeraSans-Roman",
        "BitstreamVeraSans-Bold",
        "BitstreamVeraSans-Oblique",
    }
    for font in fonts.values():
        assert font["/Subtype"] == "/TrueType" and "/FontFile2" in font["/FontDescriptor"].get_object()


@pytest.mark.parametrize("deck_kind", ["clan", "nearby", "distant"])
def test_backs(clan, islands, deck_kind):
    owner = clan if deck_kind == "clan" else islands
    reader, warnings = _pdf(lambda c, at: draw_back(c, deck_kind, owner, at))
    assert len(reader.pages) == 1 and warnings == []
    expected = {"clan": "Grey Fjord", "nearby": "Nearby Islands", "distant": "Distant Islands"}[deck_kind]
    assert expected in _text(reader)


def test_unknown_back_is_refused(clan):
    with pytest.raises(ValueError):
        _pdf(lambda c, at: draw_back(c, "tavern", clan, at))


# --- art -------------------------------------------------------------------------------------------


def _with_art(card: Card, art: str) -> Card:
    return Card(**{**{f: getattr(card, f) for f in card.__slots__}, "art": art})


def _images(reader: PdfReader) -> int:
    return len(reader.pages[0].images)


@pytest.fixture()
def content(tmp_path: Path) -> Path:
    folder = tmp_path / "content"
    (folder / "art").mkdir(parents=True)
    Image.new("RGB", (300, 200), "#336699").save(folder / "art" / "good.png")
    (folder / "art" / "broken.png").write_bytes(b"\x89PNG\r\n\x1a\nthis is not a png")
    Image.new("RGB", (10, 10), "#ff0000").save(tmp_path / "outside.png")
    return folder


def test_art_is_drawn_from_the_content_folder(clan, content):
    card = _with_art(clan.card("wool-shed"), "art/good.png")
    reader, warnings = _pdf(lambda c, at: draw_front(c, card, clan, at, art_root=content))
    assert warnings == [] and _images(reader) == 1


@pytest.mark.parametrize(
    "art, reason",
    [
        ("art/missing.png", "not found"),
        ("art/broken.png", "not a readable PNG, JPEG or WebP image"),
        ("../outside.png", "leaves the content folder"),
        ("art/../../outside.png", "leaves the content folder"),
        ("ABSOLUTE", "it is an absolute path"),
        ("art/link.png", "leaves the content folder"),
    ],
)
def test_bad_art_gives_a_placeholder_and_a_warning(clan, content, art, reason):
    if art == "ABSOLUTE":
        art = str(content.parent / "outside.png")
    if art == "art/link.png":
        os.symlink(content.parent / "outside.png", content / "art" / "link.png")
    card = _with_art(clan.card("wool-shed"), art)
    reader, warnings = _pdf(lambda c, at: draw_front(c, card, clan, at, art_root=content))
    assert len(reader.pages) == 1 and _images(reader) == 0
    assert len(warnings) == 1 and reason in warnings[0] and "wool-shed" in warnings[0]


# --- overflow and sizes ----------------------------------------------------------------------------


def _wordy(clan, words: int) -> Card:
    base = clan.card("skald")
    return Card(
        **{
            **{f: getattr(base, f) for f in base.__slots__},
            "text": {"en": " ".join(["Gain 1 [wood] for each card in your Empire."] * words)},
        }
    )


def test_text_overflow_is_measured_like_the_face(clan):
    assert text_overflow(clan.card("forge-of-the-north"), clan, "de") is None
    long = _wordy(clan, 40)
    message = text_overflow(long, clan, "en")
    assert "ability text" in message and "skald" in message and "6 pt" in message
    _, warnings = _pdf(lambda c, at: draw_front(c, long, clan, at))
    assert warnings == [message]
    # a text that fits a tarot card may overflow a mini card
    medium = _wordy(clan, 8)
    assert text_overflow(medium, clan, "en", SIZES["tarot"]) is None
    assert text_overflow(medium, clan, "en", SIZES["mini"]) is not None


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("kind", ["location", "field", "field_upgrade", "boost", "basic_field", "island"])
def test_layout_boxes_stay_on_the_card(size, kind):
    w, h = SIZES[size]
    boxes = front_boxes(kind, w, h)
    for name, box in boxes.items():
        assert 0 <= box.x and box.right <= w and 0 <= box.y and box.bottom <= h, name
        assert box.w > 0 and box.h > 0, name
    assert boxes["ability"].bottom <= boxes["footer"].y
    assert boxes["art"].y >= boxes["title"].bottom
    assert boxes["text"].y >= boxes["ability"].y and boxes["text"].bottom <= boxes["ability"].bottom


def test_taller_cards_give_the_extra_height_to_the_art():
    poker, tarot = front_boxes("location", *SIZES["poker"]), front_boxes("location", *SIZES["tarot"])
    assert tarot["art"].h / tarot["ability"].h > poker["art"].h / poker["ability"].h


@pytest.mark.parametrize("size", sorted(SIZES))
def test_faces_draw_at_every_size(clan, size):
    w, h = SIZES[size]
    reader, warnings = _pdf(lambda c, at: draw_front(c, clan.card("forge-of-the-north"), clan, at), w, h, 0)
    box = reader.pages[0].mediabox
    assert (round(float(box.width) / mm), round(float(box.height) / mm)) == (w, h)


def test_art_covers_its_window_without_distortion():
    from deckwright.renderer.eotn.art import window_image

    wide = window_image(Image.new("RGB", (3000, 1000)), "a.png", 50, 40)
    assert wide.size == (round(50 / 25.4 * 300), round(40 / 25.4 * 300))  # cut to 1250x1000, then 300 dpi
    tall = window_image(Image.new("RGB", (100, 900)), "a.png", 50, 40)
    assert tall.size == (100, 80)


# The same words as an override (keyword label in another capitalisation) and as generated text.
GAIN_WOOD = {"en": "Action: Gain 1 [wood].", "de": "Aktion: Erhalte 1 [wood]."}
OVERRIDE = {"en": "action: Gain 1 [wood].", "de": "AKTION: Erhalte 1 [wood]."}


def _gain_wood(clan, text: dict[str, str] | None) -> Card:
    base = clan.card("skald")
    changed = {"abilities": ({"action": {"do": [{"gain": {"wood": 1}}]}},), "text": text, "flavor": None}
    return Card(**{**{f: getattr(base, f) for f in base.__slots__}, **changed})


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_override_is_laid_out_and_drawn_like_generated_text(clan, lang):
    generated, overridden = _gain_wood(clan, None), _gain_wood(clan, OVERRIDE)
    boxes = card_boxes(generated, 63, 88)
    layout = ability_layout(overridden, clan, lang, boxes, scale(63, 88))
    assert layout == ability_layout(generated, clan, lang, boxes, scale(63, 88))
    assert layout.text == GAIN_WOOD[lang]
    label, verb = GAIN_WOOD[lang].split()[:2]
    pieces = [(p.text, p.style, p.icon) for line in layout.lines for p in line.items]
    assert pieces == [
        (label, "bold", None),
        (verb, "regular", None),
        ("1", "regular", None),
        (" ", "regular", None),
        ("", "regular", "wood"),
        (".", "regular", None),
    ]
    pages = [
        _pdf(lambda c, at, card=card: draw_front(c, card, clan, at, lang=lang))[0] for card in (generated, overridden)
    ]
    assert pages[0].pages[0].get_contents().get_data() == pages[1].pages[0].get_contents().get_data()

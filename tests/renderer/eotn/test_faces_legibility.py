"""Legibility of the Empires of the North faces (issue 13): frames stand out from their background,
ribbon and footer text reach 4.5:1; ribbons, footers and captions 6 pt."""

from __future__ import annotations

import pytest

from deckwright.loader import read_document
from deckwright.model.eotn import clan_from_data, island_set_from_data
from deckwright.paths import data_dir
from deckwright.renderer.draw import contrast
from deckwright.renderer.eotn.faces import (
    BACKGROUNDS,
    COLOURS,
    POINTS,
    background_tones,
    caption_layout,
    frame_colour,
    label_colours,
    ribbon_layout,
)
from deckwright.renderer.eotn.layout import FACES, scale
from deckwright.renderer.eotn.measure import FONTS, card_boxes
from deckwright.renderer.eotn.verbalize import label
from deckwright.renderer.icons import INK, PAPER
from deckwright.renderer.text import fit_text


def owner_colours() -> dict[str, str]:
    cards = data_dir("cards") / "eotn"
    paths = [*sorted((cards / "clans").glob("*.yaml")), *sorted((cards / "islands").glob("*.yaml"))]
    return {path.stem: read_document(path).data["colour"] for path in paths}


def test_skarde_red_frame_on_a_boost_is_shaded_until_it_shows():
    """Skarde's #9c2a1f on the boosts' red banner was 1.02:1."""
    assert contrast("#9c2a1f", COLOURS["banner"]) < 1.05
    framed = frame_colour("boost", "#9c2a1f")
    assert min(contrast(framed, tone) for tone in background_tones("boost", "#9c2a1f")) >= 3


@pytest.mark.parametrize("owner,colour", owner_colours().items())
def test_every_frame_stands_out_from_every_background(owner, colour):
    for kind in BACKGROUNDS:
        framed = frame_colour(kind, colour)
        assert min(contrast(framed, tone) for tone in background_tones(kind, colour)) >= 3, (owner, kind)


@pytest.mark.parametrize("owner,colour", owner_colours().items())
def test_ribbon_and_footer_text_reach_4_5(owner, colour):
    fill, ink = label_colours(colour)
    assert ink in (INK, PAPER) and contrast(fill, ink) >= 4.5


def test_a_colour_that_reads_is_kept():
    assert contrast("#2f6b34", PAPER) >= 4.5
    assert label_colours("#2f6b34") == ("#2f6b34", PAPER)  # Dunmore green with paper text


# Nothing printed below 6 pt (issue 13): the kind ribbons ("BASISKARTE", German ribbons were 4.95 pt)
# and the footer, for every shipped card in both languages.


def _shipped():
    cards = data_dir("cards") / "eotn"
    for path in sorted((cards / "clans").glob("*.yaml")):
        clan = clan_from_data(read_document(path).data)
        yield clan, (*clan.basic_fields, *clan.deck)
    for path in sorted((cards / "islands").glob("*.yaml")):
        islands = island_set_from_data(read_document(path).data)
        yield islands, islands.islands


@pytest.mark.parametrize("lang", ["en", "de"])
def test_ribbons_and_footers_are_at_least_6_pt(lang):
    w, h = FACES.reference
    s = scale(w, h)
    for owner, cards in _shipped():
        for card in cards:
            boxes = card_boxes(card, w, h)
            box, layout = ribbon_layout(card, boxes["band"], s, lang)
            assert layout.size_pt >= 6 and not layout.overflow, (card.id, layout.text)
            assert box.x >= boxes["ability"].x and box.right <= boxes["ability"].right, card.id
        footer = boxes["footer"]
        name = owner.name.get(lang) or owner.name["en"]
        layout = fit_text(name, footer.w, footer.h, FONTS["footer"], POINTS["footer"] * s, POINTS["label_min"])
        assert layout.size_pt >= 6 and not layout.overflow, name


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", ["to_play", "pillage", "conquer"])
def test_captions_are_6_pt_in_whole_words(lang, name):
    """ "to play" was 4.6 pt, German "zum Aus-/spielen" 4.1 pt and hyphenated: now 6 pt, a word a line at most."""
    w, h = FACES.reference
    s = scale(w, h)
    text = label(name, lang)
    layout = caption_layout(text, 7.9 * s, s, lang)
    assert layout.size_pt == 6 and not layout.overflow
    assert layout.text.split() == text.split()  # every word whole, none hyphenated
    assert layout.box_w_mm <= 20 * s

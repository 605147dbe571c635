"""The sheets with the real Empires of the North faces: every copy printed, its name as real text."""

from __future__ import annotations

from collections import Counter

import pytest
from pypdf import PdfReader

from deckwright.paths import data_dir
from deckwright.renderer.eotn.items import render_items
from deckwright.renderer.pdf import PrintOptions, write_pdf
from deckwright.renderer.sheets import CARD_SIZES, PAPERS, Sheet
from deckwright.validator import validate_paths
from tests.renderer.pdfread import fonts_embedded, placements, texts_by_placement

pytest.importorskip("deckwright.renderer.eotn.faces")


@pytest.fixture(scope="module")
def rendered(tmp_path_factory):
    result = validate_paths([data_dir("cards") / "eotn"])
    doc = result.clean("eotn", "clan")[0]
    deck = render_items(doc, "clan", "en")
    path = tmp_path_factory.mktemp("real") / "clan.pdf"
    sheet = Sheet(CARD_SIZES["poker"], PAPERS["a4"], bleed=1)
    write_pdf(path, deck, PrintOptions(sheet, duplex=True))
    return doc.data, deck, sheet, PdfReader(path)


@pytest.mark.slow
def test_each_card_is_placed_once_per_copy_showing_its_name(rendered):
    data, deck, _, reader = rendered
    shown = [entry for page in reader.pages for entry in texts_by_placement(page)]
    placed = Counter(form for form, _ in shown)
    for card in data["basic_fields"] + data["deck"]:
        form = f"/FormXob.card-{data['id']}-{card['id']}"
        assert placed[form] == card.get("copies", 1), card["id"]
        assert all(card["name"]["en"] in text for name, text in shown if name == form)
    assert sum(count for form, count in placed.items() if "-back" in form) == len(deck.copies())


def test_real_faces_sit_exactly_in_their_slots(rendered):
    _, _, sheet, reader = rendered
    for index, p in enumerate(placements_on(reader, 0)):
        assert (p[0], p[1]) == pytest.approx(sheet.front(index), abs=0.1)
    for index, p in enumerate(placements_on(reader, 1)):
        assert (p[0], p[1]) == pytest.approx(sheet.back(index), abs=0.1)


def placements_on(reader, number):
    return [(p.x, p.y) for p in placements(reader, reader.pages[number], text=False)]


def test_every_font_is_embedded(rendered):
    fonts = fonts_embedded(rendered[3])
    assert fonts and all(fonts.values()), fonts


@pytest.mark.slow
def test_german_render_prints_german_backs_and_terms(tmp_path):
    """A German render uses the German book's terms and umlauts, on fronts and on the island backs."""
    from click.testing import CliRunner
    from pypdf import PdfReader

    from deckwright.cli import cli
    from deckwright.paths import data_dir

    islands = data_dir("cards") / "eotn" / "islands"
    result = CliRunner().invoke(cli, ["render", str(islands), "--lang", "de", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    [pdf] = tmp_path.glob("*.pdf")
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(pdf).pages)
    assert "Nahe Inseln" in text and "Entfernte Inseln" in text  # the backs
    assert "Fähigkeit" in text or "Bauprämie" in text

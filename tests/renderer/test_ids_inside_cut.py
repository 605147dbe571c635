"""Ids at least 3 mm inside the cut (issue 26 item 9): every shipped deck of every system, rendered
with 1 mm bleed, read back from its PDF: wherever an item's id prints as a word, the ink of its
letters (PDFium's glyph boxes) lies ``SAFE_ZONE`` mm or more inside the trim of the piece it is on."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader

from deckwright.paths import data_dir
from deckwright.renderer.outdir import OutputFolder
from deckwright.renderer.outputs import Job, Settings
from deckwright.renderer.pdf import PrintOptions
from deckwright.renderer.pipeline import decks
from deckwright.renderer.sheets import CARD_SIZES, PAPERS, SAFE_ZONE, Sheet
from deckwright.validator import validate_paths
from tests.renderer.pdfread import PT, Placement, placements

BLEED = 1.0


def ink_box(textpage, index: int, count: int) -> tuple[float, float, float, float]:
    """left, bottom, right, top in mm of the glyphs of ``count`` characters from ``index``."""
    boxes = [textpage.get_charbox(i) for i in range(index, index + count)]
    return (
        min(b[0] for b in boxes) * PT,
        min(b[1] for b in boxes) * PT,
        max(b[2] for b in boxes) * PT,
        max(b[3] for b in boxes) * PT,
    )


def margins(ink: tuple[float, float, float, float], piece: Placement) -> tuple[float, float, float, float]:
    """How far the ink lies inside the piece's trim on the left, bottom, right and top, in mm."""
    left, bottom, right, top = ink
    width, height = piece.width - 2 * BLEED, piece.height - 2 * BLEED
    return left - piece.x, bottom - piece.y, piece.x + width - right, piece.y + height - top


def whole(text: str, index: int, count: int) -> bool:
    """Whether ``text[index:index + count]`` is a word of its own: not part of a longer id
    ('hearthland' in 'hearthland-east')."""
    around = text[index - 1 : index] + text[index + count : index + count + 1]
    return not any(c.isalnum() or c in "-_" for c in around)


def printed_ids(path, ids: set[str]) -> list[tuple[str, tuple[float, float, float, float]]]:
    """(id, its margins inside its piece's trim) for every place an id prints as a word of its own."""
    reader, document = PdfReader(path), pdfium.PdfDocument(path)
    found = []
    for page, read in zip(document, reader.pages, strict=True):
        textpage, pieces = page.get_textpage(), placements(reader, read, text=False)
        text = textpage.get_text_range()
        for ident in sorted(ids):
            search = textpage.search(ident, match_case=True)
            while hit := search.get_next():
                if not whole(text, *hit):
                    continue
                ink = ink_box(textpage, *hit)
                middle = ((ink[0] + ink[2]) / 2, (ink[1] + ink[3]) / 2)
                (piece,) = [
                    p for p in pieces if p.x <= middle[0] <= p.x + p.width and p.y <= middle[1] <= p.y + p.height
                ]
                found.append((ident, margins(ink, piece)))
    document.close()
    return found


@pytest.fixture(scope="module")
def shipped():
    return validate_paths([data_dir("cards")])


@pytest.mark.slow
def test_every_printed_id_is_3_mm_inside_the_cut(shipped, tmp_path):
    settings = Settings(PrintOptions(Sheet(CARD_SIZES["poker"], PAPERS["a4"], bleed=BLEED)))
    folder = OutputFolder(tmp_path)
    found, ids = {}, {}
    with folder.locked():
        for deck in decks(shipped, "en")[0]:
            Job(deck, settings, folder).run()
            ids[deck.name] = {item.id for item in deck.items if item.id}
            found[deck.name] = printed_ids(folder.path(f"{deck.name}.pdf"), ids[deck.name])
    close = {name: [(i, m) for i, m in hits if min(m) < SAFE_ZONE] for name, hits in found.items()}
    assert {name: hits for name, hits in close.items() if hits} == {}
    # the ids that print: each Northgard map tile's, once; none on any other piece of any system
    assert len(found) == len(shipped.documents)  # every shipped deck
    assert {name: sorted(i for i, _ in hits) for name, hits in found.items() if hits} == {
        "uncharted-coast": sorted(ids["uncharted-coast"])
    }

"""Nothing printed below 6 pt (issue 13): every shipped deck of every system, rendered in English and
German on poker cards, read back from its PDF: no text run is smaller, and no face warns."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from deckwright.paths import data_dir
from deckwright.renderer.outdir import OutputFolder
from deckwright.renderer.outputs import Job, Settings
from deckwright.renderer.pdf import PrintOptions
from deckwright.renderer.pipeline import decks
from deckwright.renderer.sheets import CARD_SIZES, PAPERS, Sheet
from deckwright.validator import validate_paths
from tests.renderer.pdfread import text_sizes

LEAST = 6.0


@pytest.fixture(scope="module")
def shipped():
    return validate_paths([data_dir("cards")])


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_shipped_text_prints_below_6_pt(shipped, tmp_path, lang):
    settings = Settings(PrintOptions(Sheet(CARD_SIZES["poker"], PAPERS["a4"])))
    folder = OutputFolder(tmp_path)
    warnings, runs, smallest = [], {}, {}
    with folder.locked():
        for deck in decks(shipped, lang)[0]:
            warnings += Job(deck, settings, folder).run().warnings
            sizes = text_sizes(PdfReader(folder.path(f"{deck.name}.pdf")))
            runs[deck.name] = len(sizes)
            smallest |= {(deck.name, where): points for where, points in sizes if points < LEAST - 1e-6}
    assert smallest == {}
    assert warnings == []
    assert len(runs) == len(shipped.documents) and min(runs.values()) > 0  # every shipped deck, text read back

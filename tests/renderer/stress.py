"""One render for the stress test: ``python -m tests.renderer.stress OUT VARIANT`` renders three stand-in
decks (PDF and PNGs) into OUT, with a bleed chosen by VARIANT so that runs overwrite each other."""

import sys
from pathlib import Path

from deckwright.renderer.outdir import OutputFolder
from deckwright.renderer.outputs import Settings
from deckwright.renderer.pdf import PrintOptions
from deckwright.renderer.pipeline import render_decks
from deckwright.renderer.sheets import CARD_SIZES, PAPERS, Sheet
from tests.renderer.fakes import fake_deck

if __name__ == "__main__":
    out, variant = Path(sys.argv[1]), int(sys.argv[2])
    sheet = Sheet(CARD_SIZES["poker"], PAPERS["a4"], bleed=variant % 3)
    decks = [fake_deck([2] * 12, name=f"deck{n}") for n in range(3)]
    render_decks(decks, Settings(PrintOptions(sheet), png=True, dpi=150), OutputFolder(out))

"""One render for the stress test: ``python stress_render.py OUT VARIANT`` renders three stand-in
decks (PDF and PNGs) into OUT, with a bleed chosen by VARIANT so that runs overwrite each other."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from render_fakes import fake_deck  # noqa: E402

from deckwright.cli.render import render_decks  # noqa: E402
from deckwright.renderer.outdir import OutputFolder  # noqa: E402
from deckwright.renderer.outputs import Settings  # noqa: E402
from deckwright.renderer.pdf import PrintOptions  # noqa: E402
from deckwright.renderer.sheets import CARD_SIZES, PAPERS, Sheet  # noqa: E402

if __name__ == "__main__":
    out, variant = Path(sys.argv[1]), int(sys.argv[2])
    sheet = Sheet(CARD_SIZES["poker"], PAPERS["a4"], bleed=variant % 3)
    decks = [fake_deck([2] * 12, name=f"deck{n}") for n in range(3)]
    render_decks(decks, Settings(PrintOptions(sheet), png=True, dpi=150), OutputFolder(out))

"""Front/back registration read back from the PDF: every piece of every page, on every paper the CLI
names (and a custom one), both orientations, both flip edges, bleed from none to the CLI's largest,
duplex and the two-pass manual duplex; cards, rounded cards, square and hexagonal tiles, a board that
fits a page and one that does not, all in one deck, and a plain deck of cards beside it.

The expected place of a back is worked out here from the paper alone, as the sheet turns in the
printer: over a horizontal edge (the long edge of a landscape page, the short edge of a portrait
one) top and bottom swap, over a vertical edge left and right swap. Each item has a back of its own,
so a back on the wrong piece is caught as surely as a back in the wrong place.
"""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from deckwright.renderer import Deck, PrintItem
from deckwright.renderer.pdf import PrintOptions, write_pdf
from deckwright.renderer.shapes import hexagon, rect, square
from deckwright.renderer.sheets import PAPERS, Sheet, landscape
from tests.renderer.fakes import fake_face
from tests.renderer.pdfread import page_size, placements

TOL = 0.1  # mm
POKER = (63.0, 88.0)
CUSTOM = (180.0, 250.0)  # --paper 180x250; turned, the 250x180 of the issue
BLEEDS = (0.0, 1.0, 3.0, 10.0)  # 10: the most --bleed takes


def item(name: str, shape=None) -> PrintItem:
    return PrintItem(fake_face(name), fake_face(f"back-of-{name}"), 1, shape=shape)


MIXED = Deck(
    "mixed",
    "Mixed",
    (
        *(item(f"card{n}") for n in range(4)),
        *(item(f"mini{n}", rect(44, 63, 3)) for n in range(2)),
        item("faction-board", rect(190, 135)),  # on one page where it fits, in pieces where it does not
        *(item(f"tile{n}", square(50)) for n in range(3)),
        *(item(f"hex{n}", hexagon(40)) for n in range(7)),
        *(item(f"flat-hex{n}", hexagon(36, "flat")) for n in range(3)),
        item("board", rect(350, 500)),
        item("card4"),
    ),
)
PLAIN = Deck("plain", "Plain", tuple(item(f"card{n}") for n in range(11)))  # a page and a partial one


def turned(front, paper: tuple[float, float], flip: str, bleed: float) -> tuple[float, float]:
    """Where the back of ``front`` must sit on its back page for the sheet to carry both on one piece."""
    (pw, ph), w, h = paper, front.width - 2 * bleed, front.height - 2 * bleed
    horizontal = (flip == "long") == (pw > ph)  # the edge the sheet turns over
    return (front.x, ph - front.y - h) if horizontal else (pw - front.x - w, front.y)


def one_sided(page) -> bool:
    """A page of a piece of a board too large for the page, which prints one-sided: its label says
    which column and row it is."""
    return b": column " in page.get_contents().get_data()


def check(path, paper, flip, bleed, duplex) -> int:
    """Every front's back where turning the sheet puts it; return the pieces checked.

    Duplex: each front page, then its back page (blank behind a board piece). Two passes: the fronts
    that have backs, the board pieces, then the backs in the order of their fronts."""
    reader = PdfReader(path)
    pages = [placements(reader, page) for page in reader.pages]
    assert all(page_size(page) == pytest.approx(paper, abs=TOL) for page in reader.pages)
    sided = [one_sided(page) for page in reader.pages]
    if duplex:
        assert len(pages) % 2 == 0 and not any(sided[1::2])
        pairs = list(zip(pages[::2], pages[1::2]))
    else:
        two_sided = sided.index(True) if any(sided) else len(pages) - sided.count(False) // 2
        pieces = sided.count(True)
        assert sided == [False] * two_sided + [True] * pieces + [False] * two_sided  # no blank pages
        pairs = list(zip(pages[:two_sided], pages[two_sided + pieces :])) + [
            (p, []) for p in pages[two_sided:][:pieces]
        ]
    checked = 0
    for fronts, backs in pairs:
        assert not any(p.face.startswith("back-of") for p in fronts)
        if not backs:  # a piece of a board too large for a page prints one-sided
            assert [p.face for p in fronts] in (["board"], ["faction-board"])
            continue
        by_face = {p.face: p for p in backs}
        assert sorted(by_face) == sorted(f"back-of-{p.face}" for p in fronts)
        for front in fronts:
            back = by_face[f"back-of-{front.face}"]
            assert (back.width, back.height) == pytest.approx((front.width, front.height), abs=TOL)
            assert (back.x, back.y) == pytest.approx(turned(front, paper, flip, bleed), abs=TOL), front.face
            checked += 1
    return checked


@pytest.mark.slow
@pytest.mark.parametrize("paper", [*PAPERS.values(), CUSTOM], ids=[*PAPERS, "180x250"])
@pytest.mark.parametrize("turn", [False, True], ids=["portrait", "landscape"])
@pytest.mark.parametrize("flip", ["long", "short"])
def test_every_back_lands_on_its_own_front(tmp_path, paper, turn, flip):
    paper = landscape(paper) if turn else paper
    for bleed in BLEEDS:
        for duplex in (True, False):
            sheet = Sheet(POKER, paper, bleed=bleed, flip=flip)
            counts = []
            for deck in (MIXED, PLAIN):
                path = tmp_path / f"{deck.name}-{bleed:g}-{duplex}.pdf"
                write_pdf(path, deck, PrintOptions(sheet, duplex=duplex))
                counts.append(check(path, paper, flip, bleed, duplex))
            # every card and tile of both decks, and the faction board wherever it fits on a page
            fits = 190 + 2 * bleed <= paper[0] - 10 and 135 + 2 * bleed <= paper[1] - 10
            assert counts == [len(MIXED.items) - 2 + fits, len(PLAIN.items)]

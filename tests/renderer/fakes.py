"""A stand-in face for the sheet tests: a rectangle and the face's name as text."""

from __future__ import annotations

from reportlab.lib.units import mm

from deckwright.renderer import Deck, Face, PrintItem


def fake_face(name: str, key: str = "v1") -> Face:
    def draw(canvas, x, y, w, h, bleed):
        canvas.setFillColorRGB(0.9, 0.9, 0.8)
        canvas.rect((x - bleed) * mm, (y - bleed) * mm, (w + 2 * bleed) * mm, (h + 2 * bleed) * mm, fill=1)
        canvas.setFillColorRGB(0, 0, 0)
        canvas.setFont("Helvetica", 9)
        canvas.drawString((x + 4) * mm, (y + h - 8) * mm, name)
        return []

    return Face(name, key, draw)


def fake_deck(copies: list[int], name: str = "test") -> Deck:
    """Cards named ``<name>-card<i>`` with the given copies, all with one back ``<name>-back``."""
    back = fake_face(f"{name}-back")
    items = tuple(PrintItem(fake_face(f"{name}-card{i}"), back, n) for i, n in enumerate(copies))
    return Deck(name, f"Test deck {name}", items)


class FakeFaces:
    """Stands in for ``deckwright.renderer.eotn.faces`` until the real faces land."""

    @staticmethod
    def draw_front(canvas, card, owner, at, lang, art_root, number=""):
        return fake_face(card.name.get(lang) or card.name["en"]).draw(canvas, *at)

    @staticmethod
    def draw_back(canvas, deck_kind, owner, at, lang="en"):
        return fake_face(f"{owner.id} {deck_kind} back").draw(canvas, *at)

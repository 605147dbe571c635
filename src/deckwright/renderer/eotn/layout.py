"""Where things sit on an Empires of the North card face: named boxes in millimetres.

Measured from the trim box's top-left corner, y downwards. A pure function of the card's kind and
the trim size: the poker card (63 x 88 mm) is the reference, and every length scales by
``s = min(w / 63, h / 88)`` so the face keeps its proportions on bridge, mini, tarot or custom
sizes; extra height goes to the art window.
"""

from __future__ import annotations

from dataclasses import dataclass

REFERENCE = (63.0, 88.0)


@dataclass(frozen=True, slots=True)
class Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def inset(self, dx: float, dy: float | None = None) -> Box:
        dy = dx if dy is None else dy
        return Box(self.x + dx, self.y + dy, self.w - 2 * dx, self.h - 2 * dy)


def scale(w: float, h: float) -> float:
    return min(w / REFERENCE[0], h / REFERENCE[1])


def front_boxes(kind: str, w: float, h: float, has_text: bool = True, has_corner: bool = True) -> dict[str, Box]:
    """The boxes of a front: frame, corner (cost or pillage column), title, disc, name, pips, art,
    band (kind ribbon), ability, text, footer; plus goods (fields: a row atop the ability box;
    field upgrades: a column at its right) and conquer (islands: a column at its left).
    ``has_text``: whether a field-like card has ability text under its goods; ``has_corner``:
    whether it shows a cost, an action or pillage goods (a Basic Field never does)."""
    s = scale(w, h)
    m = 3.2 * s
    boxes = {"frame": Box(1.5 * s, 1.5 * s, w - 3 * s, h - 3 * s)}
    corner = has_corner and kind != "basic_field"
    if corner:
        boxes["corner"] = Box(m, m, 9.5 * s, 34 * s)
    left = m + 10.5 * s if corner else m
    title = boxes["title"] = Box(left, m, w - m - left, 9 * s)
    disc = boxes["disc"] = Box(title.x + 0.6 * s, title.y + 0.4 * s, 8.2 * s, 8.2 * s)
    boxes["name"] = Box(disc.right + 1.2 * s, title.y + 0.5 * s, title.right - disc.right - 2.4 * s, 8 * s)
    boxes["pips"] = Box(title.right - 12 * s, title.bottom + 0.9 * s, 12 * s, 2.4 * s)
    footer = boxes["footer"] = Box(m, h - m - 1.7 * s, w - 2 * m, 2.2 * s)
    ability = boxes["ability"] = Box(m, footer.y - 0.5 * s - 27 * s, w - 2 * m, 27 * s)
    boxes["band"] = Box(w / 2 - 17 * s, ability.y - 2.6 * s, 34 * s, 4.4 * s)
    boxes["art"] = Box(m, title.bottom + 1.0 * s, w - 2 * m, boxes["band"].y + 1.0 * s - title.bottom - 1.0 * s)
    text = ability.inset(1.8 * s).inset(0, 0.6 * s)
    text = Box(text.x, text.y + 1.2 * s, text.w, text.h - 1.2 * s)  # below the band
    if kind in ("field", "basic_field"):
        goods_h = 10 * s if has_text else text.h
        boxes["goods"] = Box(text.x, text.y, text.w, goods_h)
        text = Box(text.x, text.y + goods_h + 0.8 * s, text.w, text.h - goods_h - 0.8 * s)
    elif kind == "field_upgrade":
        goods = boxes["goods"] = Box(ability.right - 10.5 * s, ability.y + 2.8 * s, 9 * s, ability.h - 4.4 * s)
        text = Box(text.x, text.y, goods.x - 1.0 * s - text.x, text.h)
    elif kind == "island":
        conquer = boxes["conquer"] = Box(ability.x + 1.4 * s, ability.y + 2.8 * s, 12 * s, ability.h - 4.4 * s)
        text = Box(conquer.right + 1.4 * s, text.y, text.right - conquer.right - 1.4 * s, text.h)
    boxes["text"] = text
    return boxes

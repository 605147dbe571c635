"""Northgard card faces, drawn as vectors: development, starting, clan, upgrade, achievement and
Unrest cards, the clan card with its power, and the backs.

A front is the named boxes of ``layout.yaml`` filled from the card's data: the kind's colour (a
clan's own colour for its cards) frames it, a Flash card shows the bolt left of its name and a
card worth fame the fame badge right of it, the card's steps stand as a row of icons with their
amounts (``step_icons``), the kind on a ribbon, and the text from the verbalizer below.

A face is drawn ``at`` a ``draw.Frame`` (its trim box's lower-left corner on the canvas, its size and
its bleed, in mm); it paints the bleed, clips there, and returns its warnings (text that does not fit).
"""

from __future__ import annotations

from typing import Any

from reportlab.pdfgen.canvas import Canvas

from ...model.northgard import RESOURCES, Card, Clan, Ruleset
from ...typeset.box import Box
from ..draw import Frame, Pen, band, face, ink_on, medallion, number_tag, shade
from ..icons import INK, PAPER
from ..text import PT, Layout
from .face import centred
from .layout import COLOURS, FACES, POINTS
from .measure import front_boxes, overflow_warning, texts

Amount = str  # what is printed on an icon's badge: '2', '+1', '-1' or ''


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def _move(value: dict[str, Any], rules: Ruleset) -> list[tuple[str, Amount]]:
    """The move icon with the moves, then the combat bonus: points and casualties."""
    bonus = (("points", "ng_combat"), ("casualties", "ng_casualty"))
    return [("ng_move", str(rules.power(value["moves"])))] + [
        (icon, _signed(value[key])) for key, icon in bonus if value.get(key)
    ]


STEP_ICONS = {
    "recruit": lambda v, r: [("ng_recruit", str(r.power(v)))],
    "move": _move,
    "explore": lambda v, r: [("ng_explore", str(r.power(v)) if r.power(v) > 1 else "")],
    "build": lambda v, r: [("ng_build", "")] + ([("ng_wood", _signed(-v["discount"]))] if v.get("discount") else []),
    "feast": lambda v, r: [("ng_feast", "")],
    "draw": lambda v, r: [("ng_draw", str(v["cards"]))],
    "gain": lambda v, r: [(f"ng_{res}", str(r.power(v[res]))) for res in RESOURCES if res in v],
    "fame": lambda v, r: [("ng_fame", str(r.power(v)))],
    "harvest": lambda v, r: [("ng_harvest", "")],
    "scorch": lambda v, r: [("ng_scorch", "")],
}


def step_icons(steps: tuple[dict[str, Any], ...], rules: Ruleset) -> list[tuple[str, Amount]]:
    """The icons of a card's steps: (icon, amount) for each step, in order."""
    return [pair for step in steps for key, value in step.items() for pair in STEP_ICONS[key](value, rules)]


def card_icons(card: Card, rules: Ruleset) -> list[tuple[str, Amount]]:
    """The icon row of a card: an achievement's fame, the Unrest icon, or its steps' icons."""
    if card.kind == "achievement" and card.score:
        return [("ng_fame", str(card.score["fame"]))]
    if card.kind == "unrest":
        return [("ng_unrest", "")]
    return step_icons(card.do, rules)


# --- parts ------------------------------------------------------------------------------------


def _badge(pen: Pen, icon: str, amount: Amount, x: float, top: float, size: float) -> None:
    """An icon with its amount on a disc at its lower right."""
    pen.icon(icon, x, top, size)
    if amount:
        r = size * 0.3
        cx, cy = x + size - r * 0.5, top + size - r * 0.5
        pen.circle(cx, cy, r, INK, PAPER, 0.15 * pen.s)
        centred(pen, amount, Box(cx - r, cy - r, 2 * r, 2 * r), 1.5 * r / PT, "en", PAPER)


def _icon_row(pen: Pen, icons: list[tuple[str, Amount]], box: Box) -> None:
    """Icons in a centred row, as large as the box allows (at most 14 mm on the reference card)."""
    if not icons:
        return
    size = min(box.h, 14 * pen.s, box.w / (len(icons) * 1.15))
    step = size * 1.15
    x = box.x + (box.w - len(icons) * step + (step - size)) / 2
    for i, (icon, amount) in enumerate(icons):
        _badge(pen, icon, amount, x + i * step, box.y + (box.h - size) / 2, size)


def _words(pen: Pen, laid: dict[str, Layout], boxes: dict[str, Box], colour: str, number: str) -> None:
    """The laid-out name, band, text and footer (``measure.texts``) in their boxes; the card's number
    in its deck ("12/40") bottom right."""
    s = pen.s
    pen.text(laid["name"], boxes["name"])
    fill = shade(colour, 0.75)
    band(pen, boxes["band"], fill, laid["band"], ink_on(fill))
    pen.rect(boxes["text"].inset(-1.2 * s), COLOURS["parchment"], None, radius=1.6 * s)
    pen.text(laid["text"], boxes["text"])
    pen.text(laid["footer"], boxes["footer"], ink_on(shade(colour, 1.8)))
    if number and "number" in boxes:
        number_tag(pen, number, boxes["number"], COLOURS["parchment"], INK)


def _frame(pen: Pen, boxes: dict[str, Box], colour: str) -> None:
    s = pen.s
    pen.rect(boxes["frame"], shade(colour, 1.8), INK, 0.4 * s, radius=2.6 * s)
    pen.rect(boxes["title"], COLOURS["parchment"], colour, 0.5 * s, radius=1.6 * s)


# --- fronts -----------------------------------------------------------------------------------


def draw_card(
    canvas: Canvas,
    card: Card,
    owner_name: str,
    colour: str,
    rules: Ruleset,
    at: Frame,
    lang: str = "en",
    number: str = "",
) -> list[str]:
    """A card's front: any kind but the clan card itself (``draw_clan``); ``number``: its number in its deck."""
    boxes = front_boxes(card, at.w, at.h)
    with face(canvas, at, FACES.active.scale(at.w, at.h), colour) as (pen, _):
        s = pen.s
        laid = texts(card, owner_name, rules, lang, boxes, s)
        _frame(pen, boxes, colour)
        if card.flash:
            flash = boxes["flash"]
            pen.icon("ng_flash", flash.x, flash.y, flash.w)
        if card.fame:
            fame = boxes["fame"]
            _badge(pen, "ng_fame", str(card.fame), fame.x, fame.y, fame.w)
        icon_box = boxes["icons"]
        pen.rect(icon_box, COLOURS["parchment"], colour, 0.3 * s, radius=1.6 * s)
        _icon_row(pen, card_icons(card, rules), icon_box.inset(1.5 * s))
        _words(pen, laid, boxes, colour, number)
    return overflow_warning(card, laid, lang, at.w, at.h)


def draw_clan(canvas: Canvas, clan: Clan, rules: Ruleset, at: Frame, lang: str = "en", number: str = "") -> list[str]:
    """The clan card: name, emblem (the clan's colour and initial) and its power; ``number``: its number in its deck."""
    boxes = front_boxes(clan, at.w, at.h)
    with face(canvas, at, FACES.active.scale(at.w, at.h), clan.colour) as (pen, _):
        laid = texts(clan, "", rules, lang, boxes, pen.s)
        _frame(pen, boxes, clan.colour)
        _emblem(pen, clan, boxes["emblem"])
        _words(pen, laid, boxes, clan.colour, number)
    return overflow_warning(clan, laid, lang, at.w, at.h)


def _emblem(pen: Pen, clan: Clan, box: Box) -> None:
    r = min(box.w, box.h) / 2
    cx, cy = box.x + box.w / 2, box.y + box.h / 2
    pen.circle(cx, cy, r, COLOURS["gold"], INK, 0.3 * pen.s)
    pen.circle(cx, cy, r * 0.82, clan.colour, INK, 0.2 * pen.s)
    initial = (clan.name["en"].split()[-1] or clan.id)[0].upper()
    centred(pen, initial, Box(cx - r, cy - r, 2 * r, 2 * r), r * 3.2, "en", ink_on(clan.colour))


# --- backs ------------------------------------------------------------------------------------

BACK_ICONS = {
    "starting": "ng_recruit",
    "early": "ng_explore",
    "advanced": "ng_combat",
    "achievement": "ng_fame",
    "unrest": "ng_unrest",
}


def draw_back(canvas: Canvas, kind: str, title: str, colour: str, at: Frame, lang: str = "en") -> list[str]:
    """A back: the ``colour`` field with diagonal lines, a gold frame, a medallion with the kind's icon
    (a clan's back: its initial) and ``title`` on a plate."""
    boxes = FACES.active.boxes(["back"], at.w, at.h)
    with face(canvas, at, FACES.active.scale(at.w, at.h), colour) as (pen, area):
        s = pen.s
        dark = shade(colour, 0.8)
        step = 7 * s
        with pen.background():
            for i in range(-int(area.h / step) - 2, int(area.w / step) + 2):
                left = area.x + i * step
                pen.line([(left, area.bottom), (left + area.h, area.y)], dark, 0.5 * s)
        gold = COLOURS["gold"]
        pen.rect(boxes["frame"], None, gold, 0.9 * s, radius=3 * s)
        cx, cy, r = medallion(pen, boxes["medallion"], gold, COLOURS["parchment"])
        if kind in BACK_ICONS:
            size = r * 1.2
            pen.icon(BACK_ICONS[kind], cx - size / 2, cy - size / 2, size)
        else:
            centred(pen, title[:1].upper(), Box(cx - r, cy - r, 2 * r, 2 * r), r * 3, "en", colour)
        plate = boxes["plate"]
        pen.rect(plate, COLOURS["parchment"], gold, 0.5 * s, radius=1.5 * s)
        centred(pen, title, plate.inset(1.5 * s, 0), POINTS["back_title"] * s, lang)
    return []

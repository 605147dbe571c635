"""Northgard card faces, drawn as vectors: development, starting, clan, upgrade, achievement and
Unrest cards, the clan card with its power, and the backs.

A front is the named boxes of ``layout.yaml`` filled from the card's data: the kind's colour (a
clan's own colour for its cards) frames it, a Flash card shows the bolt left of its name and a
card worth fame the fame badge right of it, the card's steps stand as a row of icons with their
amounts (``step_icons``), the kind on a ribbon, and the text from the verbalizer below.

``(x_mm, y_mm)`` is the trim box's lower-left corner on the canvas; each face paints ``bleed_mm``
beyond it and clips there, and returns its warnings (text that does not fit).
"""

from __future__ import annotations

from typing import Any

from reportlab.pdfgen.canvas import Canvas

from ...model.northgard import RESOURCES, Card, Clan, Ruleset
from ..box import Box
from ..draw import Pen, band, ink_on, label_layout, number_tag, shade
from ..icons import INK, PAPER
from ..text import PT, fit_text
from .face import begin, centred
from .icons import iconize
from .layout import COLOURS, FACES, POINTS
from .verbalize import card_text, label, power_text, score_text, unrest_text

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
    """The icon row of a card: (icon, amount) for each step, in order."""
    return [pair for step in steps for key, value in step.items() for pair in STEP_ICONS[key](value, rules)]


# --- parts ------------------------------------------------------------------------------------


def _badge(pen: Pen, icon: str, amount: Amount, x: float, top: float, size: float) -> None:
    """An icon with its amount on a disc at its lower right."""
    pen.icon(icon, x, top, size)
    if amount:
        r = size * 0.3
        cx, cy = x + size - r * 0.5, top + size - r * 0.5
        pen.circle(cx, cy, r, INK, PAPER, 0.15 * pen.s)
        centred(pen, amount, Box(cx - r, cy - r, 2 * r, 2 * r), 1.5 * r / PT, 3, "en", PAPER)


def _icon_row(pen: Pen, icons: list[tuple[str, Amount]], box: Box) -> None:
    """Icons in a centred row, as large as the box allows (at most 14 mm on the reference card)."""
    if not icons:
        return
    size = min(box.h, 14 * pen.s, box.w / (len(icons) * 1.15))
    step = size * 1.15
    x = box.x + (box.w - len(icons) * step + (step - size)) / 2
    for i, (icon, amount) in enumerate(icons):
        _badge(pen, icon, amount, x + i * step, box.y + (box.h - size) / 2, size)


def _text(pen: Pen, text: str, box: Box, lang: str, name: str) -> list[str]:
    s = pen.s
    pen.rect(box.inset(-1.2 * s), COLOURS["parchment"], None, radius=1.6 * s)
    layout = fit_text(iconize(text), box.w, box.h, "regular", POINTS["text"] * s, POINTS["min"], "left", lang)
    pen.text(layout, box)
    return [f"{name}: the text does not fit its box"] if layout.overflow else []


def _name(pen: Pen, name: str, box: Box, lang: str) -> None:
    centred(pen, name, box, POINTS["name"] * pen.s, POINTS["label_min"], lang)


def _band(pen: Pen, text: str, box: Box, colour: str, lang: str) -> None:
    s, fill = pen.s, shade(colour, 0.75)
    layout = label_layout(text.upper(), box.inset(s, 0), POINTS["band"] * s, POINTS["label_min"], lang)
    band(pen, box, fill, layout, ink_on(fill))


def _footer(pen: Pen, text: str, boxes: dict[str, Box], colour: str, lang: str, number: str) -> None:
    """The owner's name bottom left; the card's number in its deck ("12/40") bottom right."""
    box = boxes["footer"]
    layout = fit_text(
        text, box.w, box.h, "italic", POINTS["footer"] * pen.s, POINTS["label_min"], "left", lang, "middle"
    )
    pen.text(layout, box, ink_on(colour))
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
    x: float,
    y: float,
    w: float,
    h: float,
    bleed: float = 0.0,
    lang: str = "en",
    number: str = "",
) -> list[str]:
    """A card's front: any kind but the clan card itself (``draw_clan``); ``number``: its number in its deck."""
    boxes = FACES.active.boxes(["front"], w, h)
    pen, _ = begin(canvas, x, y, w, h, bleed, FACES.active.scale(w, h), colour)
    s = pen.s
    _frame(pen, boxes, colour)
    name = card.name.get(lang) or card.name["en"]
    _name(pen, name, boxes["name"], lang)
    if card.flash:
        flash = boxes["flash"]
        pen.icon("ng_flash", flash.x, flash.y, flash.w)
    if card.fame:
        fame = boxes["fame"]
        _badge(pen, "ng_fame", str(card.fame), fame.x, fame.y, fame.w)
    if card.kind == "achievement" and card.score:
        icons = [("ng_fame", str(card.score["fame"]))]
        text = score_text(card.score, lang)
    elif card.kind == "unrest":
        icons = [("ng_unrest", "")]
        text = unrest_text(lang, rules)
    else:
        icons = step_icons(card.do, rules)
        own = {"text": card.text} if card.text else {}
        text = card_text({"do": card.do, "flash": card.flash, "fame": card.fame, **own}, lang, rules)
    icon_box = boxes["icons"]
    pen.rect(icon_box, COLOURS["parchment"], colour, 0.3 * s, radius=1.6 * s)
    _icon_row(pen, icons, icon_box.inset(1.5 * s))
    _band(pen, label(card.kind, lang), boxes["band"], colour, lang)
    warnings = _text(pen, text, boxes["text"], lang, card.id)
    _footer(pen, owner_name, boxes, shade(colour, 1.8), lang, number)
    canvas.restoreState()
    return warnings


def draw_clan(
    canvas: Canvas,
    clan: Clan,
    rules: Ruleset,
    x: float,
    y: float,
    w: float,
    h: float,
    bleed: float = 0.0,
    lang: str = "en",
    number: str = "",
) -> list[str]:
    """The clan card: name, emblem (the clan's colour and initial) and its power; ``number``: its number in its deck."""
    boxes = FACES.active.boxes(["clan"], w, h)
    pen, _ = begin(canvas, x, y, w, h, bleed, FACES.active.scale(w, h), clan.colour)
    name = clan.name.get(lang) or clan.name["en"]
    _frame(pen, boxes, clan.colour)
    _name(pen, name, boxes["name"], lang)
    _emblem(pen, clan, boxes["emblem"])
    _band(pen, label("power", lang), boxes["band"], clan.colour, lang)
    warnings = _text(pen, power_text(clan.power, lang, rules), boxes["text"], lang, clan.id)
    _footer(pen, label("clan", lang), boxes, shade(clan.colour, 1.8), lang, number)
    canvas.restoreState()
    return warnings


def _emblem(pen: Pen, clan: Clan, box: Box) -> None:
    r = min(box.w, box.h) / 2
    cx, cy = box.x + box.w / 2, box.y + box.h / 2
    pen.circle(cx, cy, r, COLOURS["gold"], INK, 0.3 * pen.s)
    pen.circle(cx, cy, r * 0.82, clan.colour, INK, 0.2 * pen.s)
    initial = (clan.name["en"].split()[-1] or clan.id)[0].upper()
    centred(pen, initial, Box(cx - r, cy - r, 2 * r, 2 * r), r * 3.2, 6, "en", ink_on(clan.colour))


# --- backs ------------------------------------------------------------------------------------

BACK_ICONS = {
    "starting": "ng_recruit",
    "early": "ng_explore",
    "advanced": "ng_combat",
    "achievement": "ng_fame",
    "unrest": "ng_unrest",
}


def draw_back(
    canvas: Canvas,
    kind: str,
    title: str,
    colour: str,
    x: float,
    y: float,
    w: float,
    h: float,
    bleed: float = 0.0,
    lang: str = "en",
) -> list[str]:
    """A back: the ``colour`` field with diagonal lines, a gold frame, a medallion with the kind's icon
    (a clan's back: its initial) and ``title`` on a plate."""
    boxes = FACES.active.boxes(["back"], w, h)
    pen, area = begin(canvas, x, y, w, h, bleed, FACES.active.scale(w, h), colour)
    s = pen.s
    dark = shade(colour, 0.8)
    step = 7 * s
    with pen.background():
        for i in range(-int(area.h / step) - 2, int(area.w / step) + 2):
            left = area.x + i * step
            pen.line([(left, area.bottom), (left + area.h, area.y)], dark, 0.5 * s)
    gold = COLOURS["gold"]
    pen.rect(boxes["frame"], None, gold, 0.9 * s, radius=3 * s)
    medallion = boxes["medallion"]
    r = medallion.w / 2
    cx, cy = medallion.x + r, medallion.y + r
    pen.circle(cx, cy, r + 1.2 * s, gold, INK, 0.3 * s)
    pen.circle(cx, cy, r, COLOURS["parchment"], INK, 0.3 * s)
    if kind in BACK_ICONS:
        size = r * 1.2
        pen.icon(BACK_ICONS[kind], cx - size / 2, cy - size / 2, size)
    else:
        centred(pen, title[:1].upper(), Box(cx - r, cy - r, 2 * r, 2 * r), r * 3, 6, "en", colour)
    plate = boxes["plate"]
    pen.rect(plate, COLOURS["parchment"], gold, 0.5 * s, radius=1.5 * s)
    centred(pen, title, plate.inset(1.5 * s, 0), POINTS["back_title"] * s, 5, lang)
    canvas.restoreState()
    return []

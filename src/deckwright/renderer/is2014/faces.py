"""Imperial Settlers (2014) faces, drawn as vectors: Locations (Faction and Common), Attack cards,
the faction board and the backs.

A Location is the book's card anatomy ("Cards overview") in the boxes of ``layout.yaml``: the
building cost upper left, the Raze field upper right, the name, the kind and colour on a ribbon,
the kind's roads (Production: no road going up, Feature: roads all four ways, Action: no road
going down), the ability text from the verbalizer, and at the bottom the Deal strip, which stays
visible when the card is tucked under the faction board, with the copies as pips
(docs/rules-notes.md#is2014-card-anatomy). An Attack card shows its Target on its top edge, so a
stack of them fanned downwards shows every Target (docs/rules-notes.md#is2014-attack-target-edge).

A face is drawn ``at`` a ``draw.Frame`` (its trim box's lower-left corner on the canvas, its size and
its bleed, in mm); it paints the bleed, clips there, and returns its warnings (text that does not fit
even at the smallest size).
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ...model.is2014 import Card, Faction
from ...typeset.box import Box
from ..draw import Frame, Pen, face, ink_on, medallion, number_tag, shade, shade_for
from ..icons import INK, PAPER
from ..text import HYPHEN_FILL, fit_text, overflow_message, overflowing
from .icons import iconize
from .layout import BOARD, BOARD_POINTS, COLOURS, FACES, POINTS
from .measure import field, icons_layout, location_boxes, texts
from .printed import label, localized, production_text, ribbon_text, storage_lines, tokens_text, trade_text

PARCHMENT, GOLD = COLOURS["parchment"], COLOURS["gold"]
ROADS = {  # which ways a kind's roads leave the picture's centre
    "production": ("left", "right", "down"),
    "feature": ("left", "right", "up", "down"),
    "action": ("left", "right", "up"),
}


def _write(
    pen: Pen, markup: str, box: Box, points: float, least: float, lang: str, colour: str = INK, whole: bool = False
) -> bool:
    """``markup`` (icon tokens allowed) centred in ``box`` both ways, as large as fits down to
    ``least`` (``whole``: words never hyphenated); whether it overflows even then."""
    fill = 0.0 if whole else HYPHEN_FILL
    layout = fit_text(iconize(markup), box.w, box.h, "regular", points, least, "center", lang, "middle", fill)
    pen.text(layout, box, colour)
    return layout.overflow


def type_colours(card: Card) -> list[str]:
    """The printed colour of each of the card's types (a card without type: the neutral one)."""
    return [COLOURS["types"][colour] for colour in card.colours] or [COLOURS["untyped"]]


# --- Locations --------------------------------------------------------------------------------


def draw_location(
    canvas: Canvas, card: Card, ground: str, footer: str, at: Frame, lang: str = "en", number: str = ""
) -> list[str]:
    """A Location on the ``ground`` of its deck (the faction's colour, or the Common deck's); a card
    without a Deal field prints ``footer`` (the deck's name) in the strip; a free card (no building
    cost) no cost plate; ``number``: its number in its deck ("12/40"), where the layout has a
    ``number`` box."""
    boxes, s = location_boxes(at.w, at.h), FACES.active.scale(at.w, at.h)
    colours = type_colours(card)
    with face(canvas, at, s, ground) as (pen, _):
        pen.rect(boxes["frame"], shade(colours[0], 1.8), INK, 0.4 * s, radius=2.6 * s)
        laid = texts(card, lang, boxes, s)
        if card.cost:
            pen.rect(boxes["cost"], PARCHMENT, INK, 0.25 * s, radius=1.4 * s)
            pen.text(laid["cost"], field(boxes["cost"], s))
        if card.raze:
            raze = boxes["raze"]
            pen.rect(raze, COLOURS["raze"], INK, 0.25 * s, radius=1.4 * s)
            pen.text(icons_layout(tuple((good, 1) for good in card.raze), field(raze, s), s, lang), field(raze, s))
        pen.text(laid["name"], boxes["name"])
        _ribbon(pen, boxes["ribbon"], colours, ribbon_text(card, lang), lang)
        _roads(pen, boxes["picture"], card.kind, colours[0])
        text_box = boxes["text"]
        pen.rect(text_box.inset(-s), PARCHMENT, None, radius=1.6 * s)
        pen.text(laid["ability text"], text_box)
        _strip(pen, boxes["strip"], card, footer, lang)
        _number(pen, boxes, number)
    problems = overflowing(laid)
    return [overflow_message(card.id, problems, lang, at.w, at.h, POINTS["min"])] if problems else []


def _number(pen: Pen, boxes: dict[str, Box], number: str) -> None:
    """The card's number in its deck ("12/40") on a parchment tag, where the layout has a ``number`` box."""
    if number and "number" in boxes:
        number_tag(pen, number, boxes["number"], PARCHMENT, INK)


def _ribbon(pen: Pen, box: Box, colours: list[str], text: str, lang: str) -> None:
    """The kind and colours on the colours' stripes."""
    s = pen.s
    ink = ink_on(colours[0])
    width = box.w / len(colours)
    for i, colour in enumerate(colours):  # each shaded as little as text on it needs to read
        pen.rect(Box(box.x + i * width, box.y, width, box.h), shade_for(colour, (ink,), 4.5))
    pen.rect(box, None, INK, 0.2 * s)
    fit = fit_text(
        f"**{text}**",
        box.w - 2 * s,
        box.h,
        "regular",
        POINTS["label"] * s,
        POINTS["label_min"],
        "center",
        lang,
        "middle",
    )
    pen.text(fit, box.inset(s, 0), ink)


def _roads(pen: Pen, box: Box, kind: str, colour: str) -> None:
    """The kind's roads leaving a small building in the picture's centre."""
    s = pen.s
    pen.rect(box, shade(colour, 1.5), INK, 0.2 * s, radius=1.6 * s)
    cx, cy = box.x + box.w / 2, box.y + box.h / 2
    ends = {"left": (box.x, cy), "right": (box.right, cy), "up": (cx, box.y), "down": (cx, box.bottom)}
    pen.c.saveState()
    pen.clip(box)  # the roads' round ends stay inside the picture
    for way in ROADS[kind]:
        pen.line([(cx, cy), ends[way]], "#c9a66b", 2.4 * s)
    pen.c.restoreState()
    house = 3.2 * s
    pen.rect(Box(cx - house, cy - house * 0.6, 2 * house, 1.6 * house), colour, INK, 0.25 * s)
    pen.line(
        [(cx - house * 1.25, cy - house * 0.5), (cx, cy - house * 1.5), (cx + house * 1.25, cy - house * 0.5)],
        INK,
        0.5 * s,
    )


def _strip(pen: Pen, box: Box, card: Card, footer: str, lang: str) -> None:
    """The Deal field and the copies' pips (a Faction card), or the deck's name (a Common card)."""
    s = pen.s
    if card.deal is None:
        pen.rect(box, shade(COLOURS["common"], 1.6), INK, 0.25 * s, radius=1.4 * s)
        layout = fit_text(
            f"{label('common', lang)} · {footer}",
            box.w - 4 * s,
            box.h,
            "italic",
            POINTS["label"] * s,
            POINTS["label_min"],
            "center",
            lang,
            "middle",
        )
        pen.text(layout, box.inset(2 * s, 0))
        return
    pen.rect(box, COLOURS["deal"], INK, 0.25 * s, radius=1.4 * s)
    half = box.x + box.w / 2
    words = Box(box.x + 2 * s, box.y, half - box.x - 4 * s, box.h)
    layout = fit_text(
        f"**{label('deal', lang)}:**",
        words.w,
        words.h,
        "regular",
        POINTS["strip"] * s,
        POINTS["label_min"],
        "right",
        lang,
        "middle",
    )
    pen.text(layout, words)
    size = box.h - 2 * s
    pen.icon(f"is_{card.deal}", half - s, box.y + s, size)
    r = 1.1 * s
    for i in range(card.copies):
        cx = box.right - 3 * s - i * 3 * r
        pen.circle(cx, box.y + box.h / 2, r, INK)


# --- Attack cards -----------------------------------------------------------------------------


def draw_attack(
    canvas: Canvas, target: str, deck_name: str, at: Frame, lang: str = "en", number: str = ""
) -> list[str]:
    """An Attack card: the Target field on the top edge, the Target large in the middle; ``number``:
    its number in its deck."""
    boxes, s = FACES.active.boxes(["attack"], at.w, at.h), FACES.active.scale(at.w, at.h)
    colour = COLOURS["attack"]
    with face(canvas, at, s, colour) as (pen, _):
        pen.rect(boxes["frame"], None, GOLD, 0.6 * s, radius=2.6 * s)
        field = boxes["target"]
        pen.rect(field, PARCHMENT, GOLD, 0.5 * s, radius=1.6 * s)
        _write(
            pen,
            f"**{label('target', lang)}:** [{target}] {label(target, lang)}",
            field.inset(2 * s, s),
            POINTS["target"] * s,
            POINTS["label_min"],
            lang,
            whole=True,  # "Zerstörungsmarker" on a line of its own, not "Zerstörungsmar-/ker"
        )
        emblem = boxes["emblem"]
        r = emblem.w / 2
        pen.circle(emblem.x + r, emblem.y + r, r, PARCHMENT, GOLD, 0.8 * s)
        pen.icon(f"is_{target}", emblem.x + r * 0.3, emblem.y + r * 0.3, r * 1.4)
        _write(
            pen,
            f"**{label('attack', lang).upper()}**",
            boxes["title"],
            POINTS["name"] * s * 1.3,
            POINTS["label_min"],
            lang,
            PAPER,
        )
        _write(pen, deck_name, boxes["footer"], POINTS["label"] * s, POINTS["label_min"], lang, PAPER)
        _number(pen, boxes, number)
    return []


# --- backs ------------------------------------------------------------------------------------


def draw_back(canvas: Canvas, title: str, colour: str, emblem: str | None, at: Frame, lang: str = "en") -> list[str]:
    """A back: ``colour`` with a crossroads, a gold frame, a medallion with the ``emblem`` icon (None:
    the title's initial) and ``title`` on a plate."""
    boxes, s = FACES.active.boxes(["back"], at.w, at.h), FACES.active.scale(at.w, at.h)
    with face(canvas, at, s, colour) as (pen, _):
        frame = boxes["frame"]
        cx, cy = frame.x + frame.w / 2, frame.y + frame.h / 2
        road = shade(colour, 0.8)
        with pen.background():  # the crossroads is ground, under the frame
            pen.line([(cx, frame.y), (cx, frame.bottom)], road, 5 * s)
            pen.line([(frame.x, cy), (frame.right, cy)], road, 5 * s)
        pen.rect(frame, None, GOLD, 0.9 * s, radius=3 * s)
        mx, my, r = medallion(pen, boxes["medallion"], GOLD, PARCHMENT)
        if emblem:
            pen.icon(emblem, mx - r * 0.6, my - r * 0.6, r * 1.2)
        else:
            initial = shade_for(colour, (PARCHMENT,), 4.5)  # the faction colour, dark enough to read
            _write(pen, f"**{title[:1]}**", Box(mx - r, my - r, 2 * r, 2 * r), r * 3, 6, lang, initial)
        plate = boxes["plate"]
        pen.rect(plate, PARCHMENT, GOLD, 0.5 * s, radius=1.5 * s)
        _write(pen, f"**{title}**", plate.inset(1.5 * s, 0), POINTS["back_title"] * s, POINTS["label_min"], lang)
    return []


# --- the faction board ------------------------------------------------------------------------


def draw_board(canvas: Canvas, faction: Faction, at: Frame, lang: str = "en") -> list[str]:
    """The faction board: where Deals go, the name, the production, storage and Samurai, the special
    tokens and the Workers' Action every Empire has (docs/rules-notes.md#is2014-board-print)."""
    boxes, s = BOARD.boxes(["board"], at.w, at.h), BOARD.scale(at.w, at.h)
    points = BOARD_POINTS
    board = faction.board
    with face(canvas, at, s, faction.colour) as (pen, _):
        pen.rect(boxes["frame"], shade(faction.colour, 1.8), INK, 0.6 * s, radius=3 * s)
        deals = boxes["deals"]
        pen.rect(deals, COLOURS["deal"], INK, 0.25 * s, radius=1.4 * s)
        _write(pen, label("deals", lang), deals, points["label"] * s, points["min"], lang)
        crowded = []
        if _write(pen, f"**{localized(faction.name, lang)}**", boxes["name"], points["name"] * s, points["min"], lang):
            crowded.append("name")
        production = boxes["production"]
        pen.rect(production, PARCHMENT, INK, 0.25 * s, radius=1.6 * s)
        heading = f"**{label('production', lang)}**\n{production_text(board)}"
        _write(pen, heading, production.inset(2 * s), points["amount"] * s, points["min"], lang)
        rules = storage_lines(board, lang)
        if rules:
            pen.rect(boxes["storage"], PARCHMENT, INK, 0.25 * s, radius=1.6 * s)
            if _write(pen, "\n".join(rules), boxes["storage"].inset(2 * s), points["text"] * s, points["min"], lang):
                crowded.append("storage rule")
        tokens = tokens_text(board, lang) if board.tokens else ""
        if _write(pen, tokens, boxes["tokens"], points["text"] * s, points["min"], lang):
            crowded.append("special tokens")
        trade = boxes["trade"]
        pen.rect(trade, PARCHMENT, INK, 0.25 * s, radius=1.6 * s)
        _write(pen, trade_text(lang), trade.inset(2 * s), points["text"] * s, points["min"], lang)
    if not crowded:
        return []
    return [
        f"the {' and '.join(crowded)} of the board of '{faction.id}' ({lang}) do not fit even at {points['min']:g} pt"
    ]

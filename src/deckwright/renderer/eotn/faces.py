"""Empires of the North card faces, drawn as vectors: fronts of every card kind, and the backs.

A front is the named boxes of ``layout.yaml`` (``layout.front_boxes``) filled from the card's data: the
background tells the kind (Location and Field: wooden planks; Boost: red banner; Basic Field:
checkered; Island: sea), the clan colour frames it (shaded where it would not stand out from
the background: ``frame_colour``), the cost (goods, or the action to declare)
sits in the top-left corner, the type icon left of the name, the copies as pips under it, the
kind on a ribbon, and the ability text (``verbalize``) in the box at the bottom. Field goods
stand atop the ability box, a Field upgrade's goods on its right, an Island's conquer cost on its
left and its pillage goods in the corner.

The name and ability text are laid out by ``measure``, which the validator's overflow warning
(``measure.text_overflow``) uses too, so the warning and the printed card agree.

A face is drawn ``at`` a ``draw.Frame`` (its trim box's lower-left corner on the canvas, its size and
its bleed, in mm); it paints the bleed on every side and clips there. Both draw functions return
warnings and never raise for bad art.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from ...model.eotn import Card, Clan, IslandSet
from ...typeset.box import Box
from ...typeset.fonts import text_width_pt
from ..draw import Frame, Pen, band, contrast, face, medallion, number_tag, shade, shade_for
from ..icons import INK, PAPER
from ..text import PT, Layout, fit_text
from .art import load_art, window_image
from .layout import FACES, back_boxes, scale
from .measure import FONTS, ability_layout, card_boxes, has_text, name_layout, text_overflow
from .verbalize import ACTIONS, kind_label, label

COLOURS = FACES.view("colours")
POINTS = FACES.view("points")


# --- backgrounds (they cover the bleed) ---------------------------------------------------------


def _wood(pen: Pen, area: Box, colour: str) -> None:
    plank = 7.0 * pen.s
    seams, grains = [], []  # each inside its plank, apart from the others: stroked after all planks
    for i in range(int(area.w / plank) + 2):
        x = area.x + i * plank
        pen.rect(Box(x, area.y, plank, area.h), COLOURS["wood"][i % len(COLOURS["wood"])])
        seams.append([(x, area.y), (x, area.bottom)])
        for j in range(3):
            gx = x + plank * (0.25 + 0.25 * j)
            top = area.y + ((i * 37 + j * 23) % 60) * area.h / 60
            grains.append([(gx, top), (gx + 0.3 * pen.s, top + 12 * pen.s)])
    pen.lines(seams, COLOURS["wood_seam"], 0.25 * pen.s)
    pen.lines(grains, COLOURS["wood_grain"], 0.15 * pen.s)


def _banner(pen: Pen, area: Box, colour: str) -> None:
    pen.rect(area, COLOURS["banner"])
    step = 6.0 * pen.s
    stripes = [
        [(x, area.bottom), (x + area.h, area.y)]
        for x in (area.x + i * step for i in range(-int(area.h / step) - 2, int(area.w / step) + 2))
    ]
    pen.lines(stripes, COLOURS["banner_stripe"], 1.6 * pen.s)


def _checkers(pen: Pen, area: Box, colour: str) -> None:
    square = 63.0 * pen.s / 12
    pen.rect(area, COLOURS["meadow"])
    for i in range(int(area.w / square) + 2):
        for j in range(int(area.h / square) + 2):
            if (i + j) % 2:
                pen.rect(Box(area.x + i * square, area.y + j * square, square, square), COLOURS["meadow_dark"])


def _sea(pen: Pen, area: Box, colour: str) -> None:
    pen.rect(area, colour)
    step = 4.0 * pen.s
    waves = []
    for j in range(int(area.h / step) + 2):
        y = area.y + j * step
        offset = (j % 2) * step
        for i in range(-1, int(area.w / (2 * step)) + 2):
            x = area.x + offset + i * 2 * step
            waves.append([(x, y), (x + step * 0.5, y - 0.8 * pen.s), (x + step, y)])
    pen.lines(waves, shade(colour, 1.25), 0.25 * pen.s)


BACKGROUNDS = {
    "location": _wood,
    "field": _wood,
    "field_upgrade": _wood,
    "boost": _banner,
    "basic_field": _checkers,
    "island": _sea,
}


def background_tones(kind: str, colour: str) -> tuple[str, ...]:
    """The colours that fill a kind's background (``colour``: the clan's or island set's); not its thin lines."""
    if BACKGROUNDS[kind] is _wood:
        return tuple(COLOURS["wood"])
    if BACKGROUNDS[kind] is _banner:
        return COLOURS["banner"], COLOURS["banner_stripe"]
    if BACKGROUNDS[kind] is _checkers:
        return COLOURS["meadow"], COLOURS["meadow_dark"]
    return colour, shade(colour, 1.25)


def frame_colour(kind: str, colour: str) -> str:
    """The clan colour, darkened or lightened where needed so that the frame stands out (3:1) from the background."""
    return shade_for(colour, background_tones(kind, colour), FRAME_CONTRAST)


def label_colours(colour: str) -> tuple[str, str]:
    """(fill, text) of a ribbon or plate in ``colour``: ink or paper, whichever reads better, and
    the fill shaded away from it where it does not reach 4.5:1."""
    text = max((INK, PAPER), key=lambda ink: contrast(colour, ink))
    return shade_for(colour, (text,), TEXT_CONTRAST), text


FRAME_CONTRAST = 3.0  # WCAG 2 for shapes ...
TEXT_CONTRAST = 4.5  # ... and for text


# --- parts of a front ---------------------------------------------------------------------------


def _goods_icons(goods: dict[str, int] | None) -> list[tuple[str, int]]:
    """(icon, count badge) per drawn icon: amounts up to 3 repeat the icon, more show a number."""
    out: list[tuple[str, int]] = []
    for good, n in (goods or {}).items():
        out += [(good, 1)] * n if n <= 3 else [(good, n)]
    return out


def _icon_with_badge(pen: Pen, name: str, n: int, x: float, top: float, size: float) -> None:
    pen.icon(name, x, top, size)
    if n > 1:
        r = size * 0.28
        cx, cy = x + size - r * 0.6, top + size - r * 0.6
        pen.circle(cx, cy, r, INK, PAPER, 0.15 * pen.s)
        badge = fit_text(f"**{n}**", 2 * r, 2 * r, "regular", 1.6 * r / PT, 3, "center", "en", "middle")
        pen.text(badge, Box(cx - r, cy - r, 2 * r, 2 * r), PAPER)


def _icon_column(pen: Pen, items: list[tuple[str, int]], box: Box, size: float) -> None:
    """Icons stacked top-down, centred in the box's width, smaller if they would not fit its height."""
    size = min(size, box.h / max(len(items), 1) / 1.08)
    for i, (name, n) in enumerate(items):
        _icon_with_badge(pen, name, n, box.x + (box.w - size) / 2, box.y + i * size * 1.08, size)


def _icon_row(pen: Pen, items: list[tuple[str, int]], box: Box) -> None:
    """Icons in a centred row, as large as the box allows."""
    size = min(box.h, 12 * pen.s, box.w / (len(items) * 1.15))
    step = size * 1.15
    x = box.x + (box.w - len(items) * step + (step - size)) / 2
    for i, (name, n) in enumerate(items):
        _icon_with_badge(pen, name, n, x + i * step, box.y + (box.h - size) / 2, size)


def caption_layout(text: str, width: float, s: float, lang: str) -> Layout:
    """A small centred label, at the smallest print size, in lines of whole words: its box is as wide
    as ``width`` or as its widest word needs (``Layout.box_w_mm``), never hyphenated."""
    points = POINTS["label_min"]
    widest = max(text_width_pt(word, "bold", points) * PT for word in text.split())
    width = max(width, widest + 0.1 * s)
    return fit_text(text, width, 20 * s, "bold", points, points, "center", lang, hyphen_fill=0.0)


def _corner(pen: Pen, card: Card, box: Box, colour: str, lang: str) -> None:
    """Top-left: the building cost, the action to declare, or an island's pillage goods; a caption
    says which under the icons, on a tab as wide as its longest word needs."""
    s = pen.s
    if card.kind == "island":
        items, caption = _goods_icons(card.pillage), label("pillage", lang)
    elif card.action:
        items, caption = [(card.action, 1)], label("to_play", lang)
    else:
        items, caption = _goods_icons(card.cost), ""
    size = 6.4 * s
    inner = box.inset(0.8 * s, 1.0 * s)
    height = min(len(items) * size * 1.08, inner.h) + 2.0 * s
    pen.rect(Box(box.x, box.y, box.w, height), COLOURS["parchment"], colour, 0.45 * s, radius=1.4 * s)
    _icon_column(pen, items, Box(inner.x, inner.y, inner.w, height - 2.0 * s), size)
    if caption:
        head = caption_layout(caption, inner.w, s, lang)
        tab = Box(box.x, box.y + height - 0.45 * s, head.box_w_mm + 1.6 * s, head.height_mm + 1.0 * s)
        pen.rect(tab, COLOURS["parchment"], colour, 0.45 * s, radius=1.2 * s)
        pen.text(head, tab.inset(0.8 * s, 0.5 * s))


def _title(pen: Pen, card: Card, boxes: dict[str, Box], owner: Clan | IslandSet | None, colour: str, lang: str) -> None:
    s = pen.s
    pen.rect(boxes["title"], COLOURS["parchment"], colour, 0.5 * s, radius=1.6 * s)
    disc = boxes["disc"]
    r = disc.w / 2
    pen.circle(disc.x + r, disc.y + r, r, shade(colour, 1.75), colour, 0.45 * s)
    if card.kind == "island":
        numeral = "1" if card.distance == "nearby" else "2"
        mark = fit_text(f"**{numeral}**", disc.w, disc.h, "regular", 13 * s, 6, "center", lang, "middle")
        pen.text(mark, disc, INK)
    else:
        icon = next((t.icon for t in owner.types if t.id == card.type), None) if isinstance(owner, Clan) else None
        if icon:
            pen.icon(icon, disc.x + r * 0.3, disc.y + r * 0.3, r * 1.4)
    pen.text(name_layout(card, lang, boxes, s), boxes["name"])


def _pips(pen: Pen, card: Card, box: Box, colour: str) -> None:
    if card.kind in ("basic_field", "island"):
        return
    s = pen.s
    r, step = 1.0 * s, 2.7 * s
    width = card.copies * step + 1.0 * s
    pen.rect(
        Box(box.right - width, box.y - 0.2 * s, width, box.h + 0.4 * s),
        COLOURS["parchment"],
        INK,
        0.15 * s,
        radius=box.h / 2 + 0.2 * s,
    )
    for i in range(card.copies):
        pen.circle(box.right - 0.5 * s - step * (i + 0.5), box.y + box.h / 2, r, colour, INK, 0.15 * s)


def ribbon_layout(card: Card, box: Box, s: float, lang: str) -> tuple[Box, Layout]:
    """The kind ribbon (the kind, and the action to declare) and its text: the ribbon widens about its
    centre, up to the ability box's width, rather than its text shrinking below the smallest print size."""
    text = kind_label(card, lang).upper()
    if card.action:
        text += " · " + ACTIONS[card.action][lang if lang in ACTIONS[card.action] else "en"]
    need = text_width_pt(text, "bold", POINTS["label_min"]) * PT + 2.2 * s
    width = min(max(box.w, need), RIBBON_WIDEST * FACES.reference[0] * s)
    box = Box(box.x + (box.w - width) / 2, box.y, width, box.h)
    inner = box.inset(s, 0)
    points = POINTS["band"] * s
    return box, fit_text(
        f"**{text}**", inner.w, inner.h, "regular", points, POINTS["label_min"], "center", lang, "middle"
    )


RIBBON_WIDEST = 0.85  # of the card's width


def _band(pen: Pen, card: Card, box: Box, colour: str, lang: str) -> None:
    s = pen.s
    notch = 1.2 * s
    fill, ink = label_colours(colour)
    box, layout = ribbon_layout(card, box, s, lang)
    pen.rect(Box(box.x - notch, box.y + 0.6 * s, box.w + 2 * notch, box.h - 1.2 * s), shade(fill, 0.6))
    band(pen, box, fill, layout, ink)


def _ability(pen: Pen, card: Card, boxes: dict[str, Box], clan: Clan | None, colour: str, lang: str) -> list[str]:
    s = pen.s
    pen.rect(boxes["ability"], COLOURS["parchment"], colour, 0.6 * s, radius=2.0 * s)
    if "goods" in boxes and card.kind == "field_upgrade":
        goods = boxes["goods"]
        pen.rect(goods, shade(colour, 1.8), colour, 0.3 * s, radius=1.2 * s)
        plus = Box(goods.x, goods.y + 0.4 * s, goods.w, 5 * s)
        pen.text(fit_text("**+**", plus.w, plus.h, "regular", 11 * s, 5, "center", lang, "middle"), plus)
        _icon_column(
            pen,
            _goods_icons(card.goods),
            Box(goods.x, plus.bottom + 0.4 * s, goods.w, goods.bottom - plus.bottom - 1.2 * s),
            6.4 * s,
        )
    elif "goods" in boxes:
        _icon_row(pen, _goods_icons(card.goods), boxes["goods"])
    if "conquer" in boxes:
        box = boxes["conquer"]
        pen.rect(box, shade(colour, 1.7), colour, 0.3 * s, radius=1.2 * s)
        inner = box.inset(0.6 * s)
        head = caption_layout(label("conquer", lang), inner.w, s, lang)
        pen.text(head, inner)
        top = head.height_mm + 0.6 * s
        _icon_column(pen, _goods_icons(card.conquer), Box(inner.x, inner.y + top, inner.w, inner.h - top), 7 * s)
    _band(pen, card, boxes["band"], colour, lang)
    if not has_text(card):
        return []
    layout = ability_layout(card, clan, lang, boxes, s)
    pen.text(layout, boxes["text"])
    problem = text_overflow(card, clan, lang, (pen.w, pen.h)) if layout.overflow else None
    return [problem] if problem else []


def _art(pen: Pen, card: Card, box: Box, icon: str | None, art_root: Path | None) -> list[str]:
    image, warning = load_art(card.art, art_root, card.id) if card.art else (None, None)
    pen.c.saveState()
    pen.clip(box)
    if image is not None:
        x, y, w, h = pen.pt(box)
        pen.c.drawImage(ImageReader(window_image(image, card.art, box.w, box.h)), x, y, w, h)
    else:
        pen.rect(box, COLOURS["art_placeholder"])
        if icon:
            size = min(box.w, box.h) * 0.6
            faded = (COLOURS["art_placeholder"], 0.8)
            pen.icon(icon, box.x + (box.w - size) / 2, box.y + (box.h - size) / 2, size, faded)
        if warning:
            pen.line([(box.x, box.y), (box.right, box.bottom)], COLOURS["art_missing"], 0.4 * pen.s)
            pen.line([(box.x, box.bottom), (box.right, box.y)], COLOURS["art_missing"], 0.4 * pen.s)
    pen.c.restoreState()
    pen.rect(box, None, INK, 0.3 * pen.s)
    return [warning] if warning else []


def draw_front(
    canvas: Canvas,
    card: Card,
    clan_or_islands: Clan | IslandSet | None,
    at: Frame,
    lang: str = "en",
    art_root: Path | str | None = None,
    number: str = "",
) -> list[str]:
    """Draw a card's front ``at`` its frame; return warnings.
    ``number``: the card's number in its deck (``draw.card_numbers``), printed where the layout has a
    ``number`` box."""
    owner = clan_or_islands
    clan = owner if isinstance(owner, Clan) else None
    colour = owner.colour if owner is not None else COLOURS["front_default"]
    s = scale(at.w, at.h)
    boxes = card_boxes(card, at.w, at.h)
    ground = BACKGROUNDS[card.kind]
    with face(canvas, at, s, lambda pen, area: ground(pen, area, colour)) as (pen, _):
        type_icon: str | None
        if card.kind == "island":
            type_icon = "common_ship"
        else:
            type_icon = next((t.icon for t in clan.types if t.id == card.type), None) if clan else None
        warnings = _art(pen, card, boxes["art"], type_icon, Path(art_root) if art_root else None)
        pen.rect(boxes["frame"], None, frame_colour(card.kind, colour), 1.1 * s, radius=2.6 * s)
        _title(pen, card, boxes, owner, colour, lang)
        if "corner" in boxes:
            _corner(pen, card, boxes["corner"], colour, lang)
        _pips(pen, card, boxes["pips"], colour)
        warnings += _ability(pen, card, boxes, clan, colour, lang)
        if owner is not None:
            footer = fit_text(
                owner.name.get(lang) or owner.name["en"],
                boxes["footer"].w,
                boxes["footer"].h,
                FONTS["footer"],
                POINTS["footer"] * s,
                POINTS["label_min"],
                "left",
                lang,
                "middle",
            )
            fill, ink = label_colours(colour)
            box = boxes["footer"]
            width = max((line.width_mm for line in footer.lines), default=0.0)
            pen.rect(Box(box.x - 0.8 * s, box.y, width + 1.6 * s, box.h), fill, radius=box.h / 2)
            pen.text(footer, box, ink)
        if number and "number" in boxes:
            number_tag(pen, number, boxes["number"], *label_colours(colour))
    return warnings


# --- backs --------------------------------------------------------------------------------------


def _crossed(pen: Pen, area: Box, colour: str) -> None:
    """A clan back's ground: ``colour`` crossed by darker diagonal lines."""
    pen.rect(area, colour)
    dark = shade(colour, 0.8)
    step = 7 * pen.s
    for i in range(-int(area.h / step) - 2, int(area.w / step) + 2):
        x = area.x + i * step
        pen.line([(x, area.bottom), (x + area.h, area.y)], dark, 0.5 * pen.s)
        pen.line([(x, area.y), (x + area.h, area.bottom)], dark, 0.5 * pen.s)


def draw_back(canvas: Canvas, deck_kind: str, owner: Clan | IslandSet | None, at: Frame, lang: str = "en") -> list[str]:
    """Draw the back of a clan deck ('clan') or of the 'nearby' or 'distant' island deck."""
    if deck_kind not in ("clan", "nearby", "distant"):
        raise ValueError(f"unknown deck kind {deck_kind!r}")
    colour = owner.colour if owner is not None else COLOURS["back_default"]
    s = scale(at.w, at.h)
    ground = _crossed if deck_kind == "clan" else _sea
    with face(canvas, at, s, lambda pen, area: ground(pen, area, colour)) as (pen, _):
        gold, boxes = COLOURS["gold"], back_boxes(at.w, at.h)
        pen.rect(boxes["frame"], None, gold, 0.9 * s, radius=3 * s)
        pen.rect(boxes["inner_frame"], None, gold, 0.3 * s, radius=2 * s)
        cx, cy, r = medallion(pen, boxes["medallion"], gold, COLOURS["parchment"])
        if deck_kind == "clan":
            icon = owner.types[0].icon if isinstance(owner, Clan) and owner.types else "ship"
            title = (owner.name.get(lang) or owner.name["en"]) if owner is not None else ""
        else:
            icon = "common_ship"
            title = label(deck_kind + "_deck", lang)
        size = r * 1.2
        pen.icon(icon, cx - size / 2, cy - size / 2, size)
        if deck_kind != "clan":
            pips = 1 if deck_kind == "nearby" else 2
            for i in range(pips):
                pen.circle(cx + (i - (pips - 1) / 2) * 3.2 * s, cy + r * 0.78, 1.1 * s, INK)
        plate = boxes["plate"]
        pen.rect(plate, COLOURS["parchment"], gold, 0.5 * s, radius=1.5 * s)
        layout = fit_text(
            f"**{title}**", plate.w - 3 * s, plate.h, "regular", POINTS["back_title"] * s, 5, "center", lang, "middle"
        )
        pen.text(layout, plate.inset(1.5 * s, 0))
    return []

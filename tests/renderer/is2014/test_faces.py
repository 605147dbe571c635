"""Imperial Settlers (2014) faces read back from the PDF: the words each prints (English and
German), where they stand, and which icons stand in which box of the layout."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from deckwright.model.is2014 import card_from_data, faction_from_data, shipped
from deckwright.renderer import icons
from deckwright.renderer.draw import Frame
from deckwright.renderer.is2014.faces import draw_attack, draw_back, draw_board, draw_location
from deckwright.renderer.is2014.layout import FACES
from tests.renderer.pdfobjects import painted
from tests.renderer.pdfread import text_sizes

W, H = 63, 88
AT = Frame(0, 0, W, H)  # a card's frame on the page, no bleed
ASHRIDERS = shipped("factions/ashriders.yaml")
COMMONS = shipped("commons.yaml")


def _card(data, card_id, faction=None):
    return card_from_data(next(raw for raw in data["deck" if faction else "cards"] if raw["id"] == card_id), faction)


def drawn(draw, monkeypatch):
    """(warnings, the text runs as (text, baseline mm from the bottom), the icons as (name, x, y, size) in mm)."""
    placed = []
    for name in [n for n in icons.ICONS if n.startswith("is_")]:
        monkeypatch.setitem(
            icons.ICONS, name, lambda c, x, y, size, name=name: placed.append((name, x / mm, y / mm, size / mm))
        )
    buffer = io.BytesIO()
    canvas = Canvas(buffer)
    warnings = draw(canvas)
    canvas.save()
    runs = []
    PdfReader(buffer).pages[0].extract_text(
        visitor_text=lambda text, cm, tm, font, size: runs.append((text.strip(), tm[5] / mm)) if text.strip() else None
    )
    return warnings, runs, placed


def icons_by_box(placed, layout):
    """The icons' names in each box of ``layout`` (on the reference card) that holds their centre."""
    found: dict[str, list[str]] = {}
    for name, x, y, size in sorted(placed, key=lambda p: (-p[2], p[1])):
        cx, cy = x + size / 2, H - (y + size / 2)  # centre, mm from the top
        box = next(
            key
            for key, b in FACES.boxes([layout], W, H).items()
            if key != "frame" and b.x <= cx <= b.right and b.y <= cy <= b.bottom
        )
        found.setdefault(box, []).append(name)
    return found


def words(runs):
    return " ".join(text for text, _ in runs)


@pytest.mark.parametrize(
    "lang,expected",
    [
        ("en", "Scorch Camp ACTION · RED Action: 1 Raze an opponent's Location without . Deal:"),
        ("de", "Brandlager AKTION · ROT Aktion: 1 Zerstöre einen Ort eines Gegners ohne . Abkommen:"),
    ],
)
def test_a_faction_card_prints_name_kind_ability_and_deal_field(lang, expected, monkeypatch):
    card = _card(ASHRIDERS, "scorch-camp", "ashriders")
    warnings, runs, placed = drawn(lambda c: draw_location(c, card, "#a33b2b", "Ash", AT, lang), monkeypatch)
    assert warnings == []
    assert words(runs) == expected
    assert icons_by_box(placed, "location") == {
        "cost": ["is_wood", "is_stone", "is_location"],  # {wood: 1, stone: 1, location: 1}
        "text": ["is_raze", "is_arrow", "is_raze"],
        "strip": ["is_raze"],  # deal: raze
    }


def test_the_deal_field_is_on_the_bottom_strip(monkeypatch):
    card = _card(ASHRIDERS, "war-tents", "ashriders")  # copies: 3, deal: raze
    _, runs, placed = drawn(lambda c: draw_location(c, card, "#a33b2b", "Ash", AT, "en"), monkeypatch)
    deal = [
        (x, y, size)
        for name, x, y, size in placed
        if icons_by_box([(name, x, y, size)], "location") == {"strip": [name]}
    ]
    assert len(deal) == 1 and deal[0][1] >= 3  # inside the safe zone, in the strip 3 to 12.5 mm from the bottom
    assert deal[0][1] + deal[0][2] <= 12.5
    assert [text for text, y in runs if y < 12.5] == ["Deal:"]


@pytest.mark.parametrize(
    "lang,expected",
    [
        ("en", "Gold Panner PRODUCTION · GREY Production: Gain 1 . Common Location · Frontier Commons"),
        ("de", "Goldwäscher PRODUKTION · GRAU Produktion: Erhalte 1 . Gemeinsamer Ort · Gemeinsame Grenzkarten"),
    ],
)
def test_a_common_card_prints_its_raze_field_and_no_deal(lang, expected, monkeypatch):
    card = _card(COMMONS, "gold-panner")
    deck = COMMONS["name"][lang]
    _, runs, placed = drawn(lambda c: draw_location(c, card, "#5e6b4f", deck, AT, lang), monkeypatch)
    assert words(runs) == expected
    assert icons_by_box(placed, "location") == {
        "cost": ["is_wood", "is_stone"],
        "raze": ["is_gold", "is_wood"],  # raze: [gold, wood]
        "text": ["is_gold"],
    }


@pytest.mark.parametrize("lang,field", [("en", ["Target:", "Wood"]), ("de", ["Ziel:", "Holz"])])
def test_an_attack_card_shows_its_target_on_the_top_edge_readable_in_a_stack(lang, field, monkeypatch):
    _, runs, placed = drawn(lambda c: draw_attack(c, "wood", "Raid", AT, lang), monkeypatch)
    top = [text for text, y in runs if y > H - 16]  # what a card laid 16 mm lower leaves in sight
    assert top == field
    in_field = [name for name, x, y, size in placed if y > H - 16]
    assert in_field == ["is_wood"]
    assert icons_by_box(placed, "attack") == {"target": ["is_wood"], "emblem": ["is_wood"]}


def test_the_faction_board_prints_its_production_storage_and_the_workers_action(monkeypatch):
    faction = faction_from_data(ASHRIDERS)
    _, runs, placed = drawn(lambda c: draw_board(c, faction, Frame(0, 0, 180, 110), "de"), monkeypatch)
    assert words(runs) == (
        "Abkommen: unter diese Kante schieben Aschereiter-Horden Produktion 1 1 1 4 1 "
        "Lager: Behalte beim Aufräumen bis zu 2 . Aktion: 2 1 / / oder 1 , so oft du willst."
    )
    production = [name for name, x, y, size in placed if 110 - 63 <= y <= 110 - 37 and x < 108]
    # {worker: 3, wood: 1, food: 1, stone: 1, defense: 1}, in the order of the goods
    assert production == ["is_food", "is_wood", "is_stone", "is_worker", "is_defense"]


def test_a_back_prints_its_title():
    buffer = io.BytesIO()
    canvas = Canvas(buffer)
    draw_back(canvas, "Gemeinsamer Ort", "#5e6b4f", "is_card", AT, "de")
    canvas.save()
    assert PdfReader(buffer).pages[0].extract_text().split() == ["Gemeinsamer", "Ort"]


def test_a_board_whose_tokens_do_not_fit_says_so(monkeypatch):
    tokens = [{"id": f"t{i}", "name": {"en": f"Very Long Token Name Number {i}"}, "count": 2} for i in range(30)]
    crowded = faction_from_data({**ASHRIDERS, "board": {**ASHRIDERS["board"], "tokens": tokens}})
    warnings, _, _ = drawn(lambda c: draw_board(c, crowded, Frame(0, 0, 180, 110), "en"), monkeypatch)
    assert warnings == ["the special tokens of the board of 'ashriders' (en) do not fit even at 6 pt"]
    plain, _, _ = drawn(lambda c: draw_board(c, faction_from_data(ASHRIDERS), Frame(0, 0, 180, 110), "en"), monkeypatch)
    assert plain == []


def test_a_free_common_card_prints_no_cost_plate():
    """A Location without a building cost (no 'cost' key) printed an empty parchment plate upper left."""
    raw = next(raw for raw in COMMONS["cards"] if raw["id"] == "gold-panner")
    cost = FACES.boxes(["location"], W, H)["cost"]

    def in_cost_box(data):
        card = card_from_data(data)
        found = painted(lambda c: draw_location(c, card, "#5e6b4f", "Commons", AT, "en"), W, H)
        inside = [
            p for p in found if p.left >= cost.x - 0.2 and p.right <= cost.right + 0.2 and p.bottom <= cost.bottom + 0.2
        ]
        return sorted({p.kind for p in inside}), len(inside)

    kinds, count = in_cost_box(raw)
    assert kinds == ["path"] and count >= 3  # the plate and the wood and stone icons
    free = {key: value for key, value in raw.items() if key != "cost"}
    assert in_cost_box(free) == ([], 0)


def test_the_target_field_keeps_a_long_german_word_whole(monkeypatch):
    """The raze token's name broke as 'Zerstörungsmar-' / 'ker' on the Target field."""
    _, runs, _ = drawn(lambda c: draw_attack(c, "raze", "Raid", AT, "de"), monkeypatch)
    assert [text for text, y in runs if y > H - 16] == ["Ziel:", "Zerstörungsmarker"]


def sizes(draw) -> list[float]:
    """The size of every text run a face prints, in points."""
    buffer = io.BytesIO()
    canvas = Canvas(buffer)
    draw(canvas)
    canvas.save()
    return [points for _, points in text_sizes(PdfReader(buffer))]


DECK = "The Common Deck of the " + "Very " * 40 + "Long Name"  # fits none of its boxes even at 6 pt


def test_labels_too_long_for_their_box_stay_at_6_pt():
    """A deck's name in the Common strip and the Attack footer went down to 4 pt, a back's title to 5:
    now nothing prints below 6 pt (issue 13)."""
    common = _card(COMMONS, COMMONS["cards"][0]["id"])
    assert min(sizes(lambda c: draw_location(c, common, "#5e6b4f", DECK, AT, "en"))) == 6
    assert min(sizes(lambda c: draw_attack(c, "wood", DECK, AT, "en"))) == 6
    assert min(sizes(lambda c: draw_back(c, DECK, "#5e6b4f", "is_card", AT, "en"))) == 6

"""What each Northgard document prints (the ``render_items`` hook), with which backs and shapes."""

from __future__ import annotations

import io
from pathlib import Path
from types import SimpleNamespace

from pypdf import PdfReader

from deckwright.loader import read_document
from deckwright.model.northgard import shipped
from deckwright.paths import data_dir
from deckwright.renderer.draw import lab
from deckwright.renderer.northgard.items import render_items
from deckwright.renderer.northgard.layout import COLOURS
from deckwright.renderer.pdf import PrintOptions, write_pdf
from deckwright.renderer.shapes import square
from deckwright.renderer.sheets import PAPERS, Sheet

CARDS = {
    "system": "northgard",
    "content": "cards",
    "id": "mini",
    "name": {"en": "Mini Set", "de": "Kleines Set"},
    "starting": [{"id": "levy", "name": {"en": "Levy"}, "do": [{"recruit": 1}]}],
    "early": [{"id": "scout", "name": {"en": "Scout"}, "copies": 2, "do": [{"explore": 1}]}],
    "advanced": [{"id": "drums", "name": {"en": "Drums"}, "do": [{"move": {"moves": 3}}]}],
    "achievements": [{"id": "host", "name": {"en": "Host"}, "score": {"fame": 1, "per": 3, "count": "units"}}],
    "unrest": {"name": {"en": "Unrest", "de": "Unruhe"}, "copies": 4},
}
TILES = {
    "system": "northgard",
    "content": "tiles",
    "id": "coast",
    "name": {"en": "Coast"},
    "tiles": [
        {
            "id": "home",
            "start": "start",
            "sides": {"n": [], "e": [], "s": [], "w": []},
            "territories": [{"id": "a", "edges": ["n0", "e0", "s0", "w0"]}],
        },
        {
            "id": "moor",
            "copies": 3,
            "sides": {"n": [], "e": [], "s": [], "w": []},
            "territories": [{"id": "a", "edges": ["n0", "e0", "s0", "w0"]}],
        },
    ],
}


def deck(data, content, lang="en"):
    return render_items(SimpleNamespace(data=data, path=Path(__file__)), content, lang)


def test_a_clan_prints_its_clan_card_initial_card_and_upgrades_on_its_back():
    otter = deck(shipped("clans/otter.yaml"), "clan", "de")
    assert (otter.name, otter.title) == ("otter", "Clan des Otters")
    assert [(i.front.name, i.copies, i.title) for i in otter.items] == [
        ("otter", 1, "Clan des Otters"),
        ("otter-otter-rafts", 1, "Flussflöße"),
        ("otter-otter-far-shores", 1, "Ferne Ufer"),
        ("otter-otter-river-lore", 1, "Flusskunde"),
    ]
    assert {i.back.name for i in otter.items} == {"otter-back"}
    assert {i.shape for i in otter.items} == {None}


def test_a_card_set_prints_a_starting_set_per_seat_in_its_colour_and_each_kind_on_its_back():
    cards = deck(CARDS, "cards")
    assert (cards.name, cards.title) == ("mini", "Mini Set")
    assert [(i.front.name, i.back.name, i.copies) for i in cards.items] == [
        *[(f"mini-levy-{seat}", "mini-back-starting", 1) for seat in range(1, 6)],  # five seats at most
        ("mini-scout", "mini-back-early", 2),
        ("mini-drums", "mini-back-advanced", 1),
        ("mini-host", "mini-back-achievement", 1),
        ("mini-unrest", "mini-back-unrest", 4),
    ]
    assert len(cards.copies()) == 13
    assert len({i.front.key for i in cards.items[:5]}) == 5  # five colours


def test_tiles_print_square_at_their_real_size_and_the_starting_tile_on_its_own_back():
    tiles = deck(TILES, "tiles")
    assert [(i.front.name, i.back.name, i.copies, i.shape) for i in tiles.items] == [
        ("coast-home", "coast-back-start", 1, square(80)),
        ("coast-moor", "coast-back", 3, square(80)),
    ]


def test_a_ruleset_prints_its_building_tokens_small_and_large():
    tokens = deck(shipped("ruleset.yaml"), "ruleset")
    by_kind = {i.id: (i.title, i.copies, i.shape) for i in tokens.items}
    assert by_kind["food_silo"] == ("Food Silo", 7, square(18))  # named as the token prints it
    assert by_kind["fortress"] == ("Fortress", 7, square(24))
    assert len(by_kind) == 8
    varied = deck({**shipped("ruleset.yaml"), "building_tokens": 2}, "ruleset")
    assert {i.copies for i in varied.items} == {2}


def test_a_face_key_changes_with_its_data_and_language_only():
    first = deck(CARDS, "cards").items
    changed = deck({**CARDS, "early": [{**CARDS["early"][0], "name": {"en": "Scouts"}}]}, "cards").items
    assert [a.front.key == b.front.key for a, b in zip(first, changed)] == [True] * 5 + [False, True, True, True]
    german = deck(CARDS, "cards", "de").items
    assert all(a.front.key != b.front.key for a, b in zip(first, german))


def test_card_faces_change_with_the_runs_ruleset_and_backs_do_not():
    otter = SimpleNamespace(data=shipped("clans/otter.yaml"), path=Path(__file__))
    rules = shipped("ruleset.yaml")
    varied = {**rules, "powers": {**rules["powers"], "boar_explore": 2}}

    def faces(*rulesets):
        run = [(otter, "clan"), *((SimpleNamespace(data=data), "ruleset") for data in rulesets)]
        return {face.name: face.key for face in render_items(otter, "clan", "en", run).faces().values()}

    assert faces() == faces(rules) == faces(rules, varied)  # none given: the shipped one; else the first
    changed = [name for name, key in faces(varied).items() if key != faces()[name]]
    assert changed == ["otter", "otter-otter-rafts", "otter-otter-far-shores", "otter-otter-river-lore"]


def first_page_text(deck) -> str:
    buffer = io.BytesIO()
    write_pdf(buffer, deck, PrintOptions(Sheet((63.0, 88.0), PAPERS["a4"])))
    return " ".join(PdfReader(buffer).pages[0].extract_text().split())


def test_the_shipped_card_sets_footers_print_its_name_in_each_language():
    """The card set's own name, in the run's language, never its file id."""
    document = read_document(data_dir("cards") / "northgard" / "cards.yaml")
    for lang, name in (("en", "First Winter"), ("de", "Erster Winter")):
        deck = render_items(document, "cards", lang)
        text = first_page_text(deck)
        assert deck.title == name
        assert text.count(name) == 9 and "first-winter" not in text  # each card of the first page


def test_a_card_set_without_a_name_prints_its_id_in_words():
    document = read_document(data_dir("cards") / "northgard" / "cards.yaml")
    data = {key: value for key, value in document.data.items() if key != "name"}
    deck = render_items(SimpleNamespace(data=data, path=document.path), "cards", "de")
    assert deck.title == "First Winter"
    assert first_page_text(deck).count("First Winter") == 9


def test_the_five_seat_colours_differ_in_lightness_so_that_greyscale_tells_them_apart():
    """The seats' starting cards in greyscale: every two seat colours at least 10 apart in CIELAB L*
    (they were 42, 40, 72, 51, 40: red, blue and purple one grey)."""
    lightness = [round(lab(colour)[0]) for colour in COLOURS["seats"]]
    assert lightness == [50, 30, 79, 63, 40]
    assert min(abs(a - b) for i, a in enumerate(lightness) for b in lightness[i + 1 :]) >= 10

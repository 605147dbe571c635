"""What each piece becomes on a Tabletop Simulator table (issue 26 item 8): cards in decks (a
single one a ``Card``, landscape ones sideways), hex tiles hex ``Custom_Tile``s, square tiles box
``Custom_Tile``s, boards box ``Custom_Tile``s at their size, tokens ``Custom_Token``s; named and
described for people. Every saved object passes the TTS-format check (``tts_check``)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from PIL import Image

from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.renderer import Deck, PrintItem
from deckwright.renderer.is2014.printed import rules_text as is2014_rules_text
from deckwright.renderer.northgard.verbalize import rules_text as northgard_rules_text
from deckwright.renderer.outdir import OutputFolder
from deckwright.renderer.outputs import Job, Settings
from deckwright.renderer.pdf import PrintOptions
from deckwright.renderer.pipeline import decks
from deckwright.renderer.shapes import hexagon, rect, square
from deckwright.renderer.sheets import PAPERS, Sheet
from deckwright.renderer.tts import UNIT, piece_kind
from deckwright.validator import validate_paths
from tests.renderer.fakes import fake_deck, fake_face
from tests.renderer.tts_check import tts_problems

CARDS = data_dir("cards")
ELK = CARDS / "northgard" / "clans" / "elk.yaml"
PATHS = {"ashriders": "is2014/factions/ashriders.yaml", "elk": "northgard/clans/elk.yaml"}
CONTENT = {"ashriders": "faction", "elk": "clan"}


def saved(tmp_path: Path, deck: Deck, card: tuple[float, float] = (63.0, 88.0), bleed: float = 1.0) -> dict:
    settings = Settings(PrintOptions(Sheet(card, PAPERS["a3"], bleed=bleed)), pdf=False, tts=True, dpi=20)
    folder = OutputFolder(tmp_path)
    with folder.locked():
        Job(deck, settings, folder).run()
    return json.loads((tmp_path / f"{deck.name}-tts.json").read_text(encoding="utf-8"))


def test_each_shape_becomes_its_tts_object():
    back = fake_face("b")
    kinds = {
        "card": None,
        "hex": hexagon(24),
        "board": rect(180, 110),
        "token": square(18),
        "tile": square(80),
        "other card": rect(70, 120),
    }
    assert {name: piece_kind(PrintItem(back, back, shape=shape)) for name, shape in kinds.items()} == {
        "card": "card",
        "hex": "hex",
        "board": "board",
        "token": "token",
        "tile": "tile",
        "other card": "card",
    }


def test_a_single_card_is_a_card_and_landscape_cards_lie_sideways(tmp_path):
    deck = fake_deck([1])
    state = saved(tmp_path / "one", deck)["ObjectStates"]
    assert [s["Name"] for s in state] == ["Card"] and state[0]["CardID"] == 100
    turned = saved(tmp_path / "turned", fake_deck([2, 1]), card=(88.0, 63.0))
    assert tts_problems(turned) == []
    (deck_state,) = turned["ObjectStates"]
    assert deck_state["SidewaysCard"] and all(card["SidewaysCard"] for card in deck_state["ContainedObjects"])


def test_pieces_are_tiles_and_tokens_at_their_size_with_both_faces(tmp_path):
    back = fake_face("p-back")
    items = (
        PrintItem(fake_face("p-hex"), back, 2, "Well", hexagon(24), text="Build next to water."),
        PrintItem(fake_face("p-board"), back, 1, "Heathmoor", rect(252, 214.8)),
        PrintItem(fake_face("p-token"), fake_face("p-token"), 1, "Longhouse", square(18)),
    )
    document = saved(tmp_path, Deck("p", "Pieces", items))
    assert tts_problems(document) == []
    states = document["ObjectStates"]
    assert [(s["Name"], s["Nickname"]) for s in states] == [
        ("Custom_Tile", "Well"),
        ("Custom_Tile", "Well"),
        ("Custom_Tile", "Heathmoor"),
        ("Custom_Token", "Longhouse"),
    ]
    hex_tile, _, board, token = states
    assert hex_tile["Description"] == "Build next to water."
    assert hex_tile["CustomImage"]["CustomTile"]["Type"] == 1 and board["CustomImage"]["CustomTile"]["Type"] == 0
    assert not board["CustomImage"]["CustomTile"]["Stackable"] and not board["CustomImage"]["CustomTile"]["Stretch"]
    for state, width in ((hex_tile, 24), (board, 252), (token, 18)):  # sizes in TTS units of an inch
        assert state["Transform"]["scaleX"] == state["Transform"]["scaleZ"] == pytest.approx(width / (2 * UNIT))
    assert hex_tile["CustomImage"]["ImageURL"].endswith("/p-hex-tts.png")
    assert hex_tile["CustomImage"]["ImageSecondaryURL"].endswith("/p-back-tts.png")
    with Image.open(tmp_path / "p-board-tts.png") as image:  # trimmed: no bleed, in the board's proportions
        assert image.size == (round(252 / 25.4 * 20), round(214.8 / 25.4 * 20))


@pytest.mark.slow
def test_every_systems_shipped_pieces_pass_the_tts_check_with_names_and_rules_text(tmp_path):
    paths = [
        CARDS / "eotn" / "clans" / "skarde.yaml",
        CARDS / "is2014" / "factions" / "ashriders.yaml",
        CARDS / "kb",
        CARDS / "northgard" / "tiles.yaml",
        CARDS / "northgard" / "ruleset.yaml",
        CARDS / "northgard" / "clans" / "elk.yaml",
    ]
    found, _ = decks(validate_paths(paths), "en")
    kinds: Counter = Counter()
    described = 0
    for deck in found:
        document = saved(tmp_path / deck.name, deck)
        assert tts_problems(document) == [], deck.name
        for state in document["ObjectStates"]:
            shape = state.get("CustomImage", {}).get("CustomTile", {}).get("Type")
            kinds[(state["Name"], shape)] += 1
            cards = state.get("ContainedObjects", [state])
            described += sum(bool(card.get("Description")) for card in cards)
            assert all(card["Nickname"] and "_" not in card["Nickname"] for card in cards)
    ruleset = read_document(CARDS / "northgard" / "ruleset.yaml").data
    tiles = read_document(CARDS / "northgard" / "tiles.yaml").data["tiles"]
    assert kinds[("Custom_Tile", 1)] == 8 * 4  # Kingdom Builder's location tiles, four of each
    boxes = 8 + 1 + sum(tile.get("copies", 1) for tile in tiles)  # sections, the faction board, Northgard's tiles
    assert kinds[("Custom_Tile", 0)] == boxes == 44
    assert kinds[("Custom_Token", None)] == len(ruleset["buildings"]) * ruleset["building_tokens"]
    # every copy of every card, tile and board whose rules say something (the systems' rules_text)
    assert described == sum(item.copies for deck in found for item in deck.items if item.text) > 0
    texts = {deck.name: sum(bool(item.text) for item in deck.items) for deck in found}
    assert texts["ashriders"] == 19 and texts["deckwright-tiles"] == 16 and texts["deckwright-goals"] == 15


def test_a_faction_board_and_a_clan_card_are_described_by_their_rules_text(tmp_path):
    """The rules text of an Imperial Settlers board and of a Northgard clan card is keyed by the
    document's id, not the piece's (``faction_board``, ``clan_card``): each still gets it."""
    found, _ = decks(validate_paths([CARDS / "is2014" / "factions" / "ashriders.yaml", ELK]), "de")
    hooks = {"ashriders": is2014_rules_text, "elk": northgard_rules_text}
    descriptions = {}
    for deck in found:
        states = saved(tmp_path / deck.name, deck)["ObjectStates"]
        pieces = [piece for state in states for piece in state.get("ContainedObjects", [state])]
        (piece,) = [piece for piece in pieces if piece["Nickname"] == deck.title]
        texts = hooks[deck.name](read_document(CARDS / PATHS[deck.name]), CONTENT[deck.name], "de")
        descriptions[deck.name] = (piece["Name"], piece["Description"] == texts[deck.name] != "")
    assert descriptions == {"ashriders": ("Custom_Tile", True), "elk": ("Card", True)}

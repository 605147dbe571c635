"""Card numbers on faces ("12/40"), for sorting a printed deck: every card front of every system,
English and German, prints its number in its document at 6 pt, bottom right, inside the safe zone."""

from __future__ import annotations

import re
from functools import cache

import pytest

from deckwright.paths import data_dir
from deckwright.renderer.draw import card_numbers
from deckwright.renderer.sheets import CARD_SIZES, SAFE_ZONE
from deckwright.systems import all_systems
from deckwright.validator import Result, validate_paths
from tests.renderer.pdfobjects import painted

NUMBER = re.compile(r"(\d+)/(\d+)")


def test_a_deck_of_three_is_numbered_one_to_three():
    assert card_numbers(3) == ["1/3", "2/3", "3/3"]
    assert card_numbers(0) == []


@cache
def _shipped() -> Result:
    return validate_paths([data_dir("cards")])


# the systems whose layouts have a ``number`` box: all of them
NUMBERED = {"eotn", "is2014", "kb", "northgard"}


def _first_decks(lang: str):
    """(system, content, deck) for the first shipped document of every content kind that prints cards."""
    for name, system in all_systems().items():
        hook = system.hook("render_items")
        for content in system.schemas if hook else ():
            documents = _shipped().clean(name, content)
            deck = hook(documents[0], content, lang) if documents else None
            if deck and any(item.shape is None for item in deck.items):
                yield name, content, deck


def _painted(face, w: float, h: float) -> list:
    return painted(lambda canvas: face.draw(canvas, 0.0, 0.0, w, h, 0.0), w, h)


def _numbers_shown(front, w: float, h: float) -> list:
    """The texts like "12/40" in the card's bottom right (a goal's coin may show "12/6" too; an
    Imperial Settlers number sits above the Deal strip)."""
    found = _painted(front, w, h)
    return [p for p in found if NUMBER.fullmatch(p.text) and p.left > w / 2 and p.top > h * 0.8]


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_card_front_prints_its_number_in_its_document(lang):
    w, h = CARD_SIZES["poker"]
    decks = list(_first_decks(lang))
    assert {(system, content) for system, content, _ in decks} >= {
        ("eotn", "clan"),
        ("eotn", "islands"),
        ("is2014", "faction"),
        ("is2014", "common_deck"),
        ("is2014", "attack_deck"),
        ("kb", "boards"),
        ("kb", "tiles"),
        ("kb", "goals"),
        ("northgard", "clan"),
        ("northgard", "cards"),
    }
    for system, content, deck in decks:
        if system not in NUMBERED:
            continue
        shown = []
        for item in (item for item in deck.items if item.shape is None):
            [number] = _numbers_shown(item.front, w, h)
            assert number.size == pytest.approx(6.0), item.front.name
            assert number.right <= w - SAFE_ZONE and number.bottom <= h - SAFE_ZONE, item.front.name
            shown.append(tuple(int(part) for part in NUMBER.fullmatch(number.text).groups()))
        count = shown[0][1]
        indices = [index for index, _ in shown]
        # in order, from 1 to the count, each number once (the seats' copies of a starting card share one)
        assert sorted(set(indices)) == list(range(1, count + 1)) and indices == sorted(indices), (system, content)
        assert {total for _, total in shown} == {count}, (system, content)


def test_the_first_clan_numbers_its_basic_fields_then_its_deck():
    deck = next(deck for system, content, deck in _first_decks("en") if (system, content) == ("eotn", "clan"))
    w, h = CARD_SIZES["poker"]
    texts = [_numbers_shown(item.front, w, h)[0].text for item in deck.items]
    assert texts == card_numbers(len(deck.items))


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_footer_row_prints_at_6_pt_at_least(lang):
    """The footer (the set or owner, bottom left) and the number: Kingdom Builder's footer was 3.5 to
    5.5 pt, Northgard's 5 pt."""
    w, h = CARD_SIZES["poker"]
    for system, _, deck in _first_decks(lang):
        for item in (item for item in deck.items if item.shape is None):
            found = _painted(item.front, w, h)
            # the bottom 10 mm: the footer (Imperial Settlers' Deal strip or deck name) and the number
            footer = [p for p in found if p.kind == "text" and p.top > h - 10 and p.text.strip()]
            assert footer or system not in NUMBERED, item.front.name  # a numbered card has a footer row
            assert all(p.size >= 6 - 1e-6 for p in footer), (item.front.name, footer)

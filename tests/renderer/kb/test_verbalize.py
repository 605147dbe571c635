"""Kingdom Builder text: every shipped and published tile and goal, in English and German, as
exact strings (the published ones are written in the languages in tests/engine/kb/fixtures)."""

from __future__ import annotations

from functools import cache

import pytest

from deckwright.engine.kb.hooks import shipped_table
from deckwright.model.kb import Placement, Scoring
from deckwright.renderer.kb.verbalize import (
    goal_text,
    label,
    localized,
    placement_text,
    scoring_text,
    terrain_name,
    tile_condition,
    tile_text,
)
from tests.engine.kb.helpers import PUBLISHED_GOALS, PUBLISHED_TILES


@cache
def items() -> dict[tuple[str, str], dict]:
    """The tiles and goals by where they come from and their kind (the shipped ones read on first use,
    not when the tests are collected)."""
    table = shipped_table()
    return {
        ("shipped", "tile"): {t.id: t for t in table["tiles"]},
        ("published", "tile"): PUBLISHED_TILES,
        ("shipped", "goal"): {g.id: g for g in table["goals"]},
        ("published", "goal"): PUBLISHED_GOALS,
    }


# each tile's and goal's text in English and in German, by where it comes from and its kind
TEXTS = {
    ("shipped", "tile"): {
        "well": (
            "Build one settlement on a hex of your played terrain next to water, adjacent if possible. Take 1 "
            "gold when you use it.",
            "Baue eine Siedlung auf einem Feld deiner ausgespielten Geländeart neben Wasser, wenn möglich "
            "angrenzend. Nimm 1 Gold, wenn du es nutzt.",
        ),
        "ferry": (
            "Move one of your settlements to a water hex, adjacent if possible.",
            "Versetze eine deiner Siedlungen auf ein Wasserfeld, wenn möglich angrenzend.",
        ),
        "outlaws": (
            "Remove one settlement of another player from any buildable hex, only next to your own settlements.",
            "Entferne eine Siedlung eines Mitspielers von einem beliebigen bebaubaren Feld, nur angrenzend an "
            "eigene Siedlungen.",
        ),
        "mill": (
            "Build 2 settlements, one at a time, each on a flower field hex, adjacent if possible.",
            "Baue nacheinander 2 Siedlungen, jede auf einem Blumenfeld, wenn möglich angrenzend.",
        ),
        "lighthouse": (
            "Build one settlement on any buildable hex at the edge of the board, adjacent if possible.",
            "Baue eine Siedlung auf einem beliebigen bebaubaren Feld am Rand des Spielplans, wenn möglich angrenzend.",
        ),
        "bridge": (
            "Build one settlement on any buildable hex at either end of a straight line of at least 2 of your "
            "settlements.",
            "Baue eine Siedlung auf einem beliebigen bebaubaren Feld an einem Ende einer geraden Reihe aus "
            "mindestens 2 deiner Siedlungen.",
        ),
        "caravan": (
            "Move one of your settlements exactly 3 hexes in a straight line, jumping over anything, to any "
            "buildable hex, not necessarily adjacent.",
            "Versetze eine deiner Siedlungen um genau 3 Felder in gerader Linie, über alles hinweg, auf ein "
            "beliebiges bebaubares Feld, nicht unbedingt angrenzend.",
        ),
        "road": (
            "Move one of your settlements to a hex of your played terrain next to a location or a castle, only "
            "next to your own settlements.",
            "Versetze eine deiner Siedlungen auf ein Feld deiner ausgespielten Geländeart neben einem Ort oder "
            "einer Burg, nur angrenzend an eigene Siedlungen.",
        ),
    },
    ("shipped", "goal"): {
        "recluses": (
            "2 gold for each of your settlements with no other settlement of yours next to it.",
            "2 Gold für jede deiner Siedlungen ohne eine weitere deiner Siedlungen daneben.",
        ),
        "oasis-keepers": (
            "1 gold for each of your settlements on a desert hex or a canyon hex and next to water.",
            "1 Gold für jede deiner Siedlungen auf einem Wüstenfeld oder einem Canyonfeld und neben Wasser.",
        ),
        "lowlanders": (
            "Lose 1 gold for each of your settlements next to a mountain.",
            "Verliere 1 Gold für jede deiner Siedlungen neben einem Berg.",
        ),
        "foresters": (
            "1 gold for every 2 of your settlements next to a forest.",
            "1 Gold für je 2 deiner Siedlungen neben Wald.",
        ),
        "watchmen": (
            "2 gold for each of your settlements next to a castle.",
            "2 Gold für jede deiner Siedlungen neben einer Burg.",
        ),
        "settlers": (
            "1 gold for every 4 of your settlements.",
            "1 Gold für je 4 deiner Siedlungen.",
        ),
        "nomads": (
            "2 gold for each of your separate settlement areas.",
            "2 Gold für jedes deiner getrennten Siedlungsgebiete.",
        ),
        "builders": (
            "1 gold for every 3 settlements in your largest settlement area.",
            "1 Gold für je 3 Siedlungen in deinem größten Siedlungsgebiet.",
        ),
        "surveyors": (
            "2 gold for each settlement in your longest straight line.",
            "2 Gold für jede Siedlung in deiner längsten geraden Reihe.",
        ),
        "pilgrims": (
            "2 gold for every 3 rows with at least one of your settlements.",
            "2 Gold für je 3 waagerechte Reihen mit mindestens einer deiner Siedlungen.",
        ),
        "heralds": (
            "1 gold for each of your settlements in the row where you have the most.",
            "1 Gold für jede deiner Siedlungen in der Reihe, in der du die meisten hast.",
        ),
        "stewards": (
            "2 gold for each of your settlements in the sector where you have the fewest.",
            "2 Gold für jede deiner Siedlungen in dem Sektor, in dem du die wenigsten hast.",
        ),
        "traders": (
            "5 gold for each castle linked by your settlements to another castle.",
            "5 Gold für jede Burg, die durch deine Siedlungen mit einer weiteren Burg verbunden ist.",
        ),
        "barons": (
            "In each sector: 10 gold for the most settlements, 5 gold for the second most settlements. Tied "
            "players share the gold of the places they cover, rounded down.",
            "In jedem Sektor: 10 Gold für die meisten Siedlungen, 5 Gold für die zweitmeisten Siedlungen. "
            "Gleichauf Liegende teilen sich das Gold ihrer Plätze, abgerundet.",
        ),
        "marshals": (
            "In each sector: 8 gold for the most settlements. Tied players each take their place's gold; the next "
            "count takes the next place.",
            "In jedem Sektor: 8 Gold für die meisten Siedlungen. Bei Gleichstand erhält jeder das Gold des "
            "Platzes; die nächste Anzahl erhält den nächsten Platz.",
        ),
    },
    ("published", "tile"): {
        "oracle": (
            "Build one settlement on a hex of your played terrain, adjacent if possible.",
            "Baue eine Siedlung auf einem Feld deiner ausgespielten Geländeart, wenn möglich angrenzend.",
        ),
        "farm": (
            "Build one settlement on a grass hex, adjacent if possible.",
            "Baue eine Siedlung auf einem Grasfeld, wenn möglich angrenzend.",
        ),
        "oasis": (
            "Build one settlement on a desert hex, adjacent if possible.",
            "Baue eine Siedlung auf einem Wüstenfeld, wenn möglich angrenzend.",
        ),
        "tower": (
            "Build one settlement on any buildable hex at the edge of the board, adjacent if possible.",
            "Baue eine Siedlung auf einem beliebigen bebaubaren Feld am Rand des Spielplans, wenn möglich angrenzend.",
        ),
        "tavern": (
            "Build one settlement on any buildable hex at either end of a straight line of at least 3 of your "
            "settlements.",
            "Baue eine Siedlung auf einem beliebigen bebaubaren Feld an einem Ende einer geraden Reihe aus "
            "mindestens 3 deiner Siedlungen.",
        ),
        "barn": (
            "Move one of your settlements to a hex of your played terrain, adjacent if possible.",
            "Versetze eine deiner Siedlungen auf ein Feld deiner ausgespielten Geländeart, wenn möglich angrenzend.",
        ),
        "harbor": (
            "Move one of your settlements to a water hex, adjacent if possible.",
            "Versetze eine deiner Siedlungen auf ein Wasserfeld, wenn möglich angrenzend.",
        ),
        "paddock": (
            "Move one of your settlements exactly 2 hexes in a straight line, jumping over anything, to any "
            "buildable hex, not necessarily adjacent.",
            "Versetze eine deiner Siedlungen um genau 2 Felder in gerader Linie, über alles hinweg, auf ein "
            "beliebiges bebaubares Feld, nicht unbedingt angrenzend.",
        ),
    },
    ("published", "goal"): {
        "fishermen": (
            "1 gold for each of your settlements next to water.",
            "1 Gold für jede deiner Siedlungen neben Wasser.",
        ),
        "miners": (
            "1 gold for each of your settlements next to a mountain.",
            "1 Gold für jede deiner Siedlungen neben einem Berg.",
        ),
        "workers": (
            "1 gold for each of your settlements next to a location or a castle.",
            "1 Gold für jede deiner Siedlungen neben einem Ort oder einer Burg.",
        ),
        "merchants": (
            "4 gold for each location or castle linked by your settlements to another location or castle.",
            "4 Gold für jeden Ort und jede Burg, die durch deine Siedlungen mit einem weiteren Ort oder einer "
            "weiteren Burg verbunden sind.",
        ),
        "citizens": (
            "1 gold for every 2 settlements in your largest settlement area.",
            "1 Gold für je 2 Siedlungen in deinem größten Siedlungsgebiet.",
        ),
        "hermits": (
            "1 gold for each of your separate settlement areas.",
            "1 Gold für jedes deiner getrennten Siedlungsgebiete.",
        ),
        "discoverers": (
            "1 gold for each row with at least one of your settlements.",
            "1 Gold für jede waagerechte Reihe mit mindestens einer deiner Siedlungen.",
        ),
        "knights": (
            "2 gold for each of your settlements in the row where you have the most.",
            "2 Gold für jede deiner Siedlungen in der Reihe, in der du die meisten hast.",
        ),
        "lords": (
            "In each sector: 12 gold for the most settlements, 6 gold for the second most settlements. Tied "
            "players each take their place's gold; the next count takes the next place.",
            "In jedem Sektor: 12 Gold für die meisten Siedlungen, 6 Gold für die zweitmeisten Siedlungen. Bei "
            "Gleichstand erhält jeder das Gold des Platzes; die nächste Anzahl erhält den nächsten Platz.",
        ),
        "farmers": (
            "3 gold for each of your settlements in the sector where you have the fewest.",
            "3 Gold für jede deiner Siedlungen in dem Sektor, in dem du die wenigsten hast.",
        ),
    },
}
CASES = [
    (source, kind, item, lang, text)
    for (source, kind), items in TEXTS.items()
    for item, texts in items.items()
    for lang, text in zip(("en", "de"), texts)
]


@pytest.mark.parametrize("source, kind, item, lang, text", CASES, ids=[f"{t[2]}-{t[3]}" for t in CASES])
def test_text(source, kind, item, lang, text):
    verbalize = tile_text if kind == "tile" else goal_text
    assert verbalize(items()[source, kind][item], lang) == text


def test_every_item_is_in_the_table():
    listed = {(t[0], t[1], t[2]) for t in CASES}
    assert listed == {(s, k, i) for (s, k), found in items().items() for i in found}
    assert len(CASES) == 2 * len(listed) == 82


def test_without_a_language_the_text_is_english():
    tile, goal = PUBLISHED_TILES["paddock"], PUBLISHED_GOALS["lords"]
    assert tile_text(tile) == placement_text(tile.placement) == tile_text(tile, "en")
    assert goal_text(goal) == scoring_text(goal.scoring) == goal_text(goal, "en")
    assert (terrain_name("flower"), label("used"), localized({"en": "Well", "de": "Brunnen"})) == (
        "Flower field",
        "used",
        "Well",
    )


def test_names_and_labels_in_german_and_a_name_without_german_in_english():
    assert [terrain_name(t, "de") for t in ("grass", "flower", "forest", "canyon", "desert", "mountain", "water")] == [
        "Gras",
        "Blumenfeld",
        "Wald",
        "Canyon",
        "Wüste",
        "Berg",
        "Wasser",
    ]
    assert [label(k, "de") for k in ("terrain", "goal", "summary", "section", "used")] == [
        "Geländekarte",
        "Kingdom-Builder-Karte",
        "Ortsplättchen",
        "Spielplanteil",
        "benutzt",
    ]
    assert localized({"en": "Well", "de": "Brunnen"}, "de") == "Brunnen"
    assert localized({"en": "Well"}, "de") == "Well"


def test_linked_sites_counted_by_the_group_are_named_in_the_plural():

    assert scoring_text(Scoring("connected_sites", gold=3, per=2, sites=("castle",))) == (
        "3 gold for every 2 castles linked by your settlements to another castle."
    )


@pytest.mark.parametrize(
    "rule, lang, text",
    [
        (
            Scoring("settlements", gold=-2, per=3, on=("water",)),
            "en",
            "Lose 2 gold for every 3 of your settlements on a water hex.",
        ),
        (
            Scoring("settlements", gold=-2, per=3, on=("water",)),
            "de",
            "Verliere 2 Gold für je 3 deiner Siedlungen auf einem Wasserfeld.",
        ),
        (
            Scoring("settlements", on=("forest",), next_to=("castle",), isolated=True),
            "en",
            "1 gold for each of your settlements on a forest hex, next to a castle and with no other settlement of "
            "yours next to it.",
        ),
    ],
)
def test_settlement_conditions_are_joined_with_and_and_a_penalty_says_lose(rule, lang, text):
    assert scoring_text(rule, lang) == text


def test_a_removal_says_from_where_and_a_tiles_gold_when_it_comes():
    rule = Placement("remove", "desert", count=2, gold=2, adjacent="free")
    assert placement_text(rule) == (
        "Remove 2 settlements of other players, one at a time, each from a desert hex, not necessarily adjacent. "
        "Take 2 gold when you use it."
    )
    assert tile_condition(rule, "de") == "fremde, beliebig, +2 Gold"


@pytest.mark.parametrize(
    ("rule", "en", "de"),
    [
        (Placement("move", "buildable", jump=3, adjacent="free"), "jump 3, anywhere", "Sprung um 3, beliebig"),
        (Placement("build", "played", edge=True), "at the edge", "am Rand"),
        (Placement("build", "played", line_end=2, adjacent="free"), "at a line's end (2+)", "am Reihenende (2+)"),
        (
            Placement("build", "played", next_to=("water",), adjacent="required"),
            "next to water, only next to yours",
            None,
        ),
        (Placement("build", "played"), "", ""),  # the standard rule says nothing more
    ],
)
def test_a_tile_says_its_placement_condition_in_a_few_words(rule, en, de):
    assert tile_condition(rule) == en
    if de is not None:
        assert tile_condition(rule, "de") == de
